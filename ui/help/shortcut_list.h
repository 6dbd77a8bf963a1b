// The keyboard shortcuts of a window, read from its actions when asked, so
// that the list a person reads (Help ▸ Keyboard Shortcuts) is the one the
// window has and cannot drift from it.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QWidget;

namespace pairrank::ui {

struct ShortcutEntry {
    QString action;           // its text without the '&' mnemonic, e.g. "Start"
    QList<QKeySequence> keys; // every shortcut of the action
    QString where;            // the tab or menu it belongs to, e.g. "Run" or "File"
};

// Every action of `window` and of the widgets in it that has a shortcut, in the
// order they were made.
QList<ShortcutEntry> shortcutsOf(const QWidget& window);

// The keys as a person reads them on this platform: "Ctrl+I, Ctrl+Shift+I".
QString keysText(const QList<QKeySequence>& keys);

} // namespace pairrank::ui
