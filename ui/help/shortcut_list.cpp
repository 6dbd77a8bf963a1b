#include "shortcut_list.h"

#include "ui/common/mnemonic.h"

#include <QAction>
#include <QMenu>
#include <QTabWidget>
#include <QWidget>

namespace pairrank::ui {

namespace {

// The title of the tab `object` is on, when it is on a tab of a QTabWidget.
QString tabOf(const QObject* object) {
    for (; object != nullptr; object = object->parent()) {
        const auto* widget = qobject_cast<const QWidget*>(object);
        if (widget == nullptr || widget->parentWidget() == nullptr) {
            continue;
        }
        // A tab's page sits in the QTabWidget's stack.
        if (const auto* tabs =
                qobject_cast<const QTabWidget*>(widget->parentWidget()->parentWidget())) {
            const int index = tabs->indexOf(const_cast<QWidget*>(widget));
            if (index >= 0) {
                return withoutMnemonic(tabs->tabText(index));
            }
        }
    }
    return {};
}

QString menuOf(const QAction& action) {
    for (const QObject* object : action.associatedObjects()) {
        if (const auto* menu = qobject_cast<const QMenu*>(object)) {
            return withoutMnemonic(menu->title());
        }
    }
    return {};
}

} // namespace

QList<ShortcutEntry> shortcutsOf(const QWidget& window) {
    QList<ShortcutEntry> entries;
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty()) {
            continue;
        }
        QString where = tabOf(action);
        if (where.isEmpty()) {
            where = menuOf(*action);
        }
        entries.append({withoutMnemonic(action->text()), action->shortcuts(), where});
    }
    return entries;
}

QString keysText(const QList<QKeySequence>& keys) {
    QStringList texts;
    for (const QKeySequence& key : keys) {
        texts << key.toString(QKeySequence::NativeText);
    }
    return texts.join(QStringLiteral(", "));
}

} // namespace pairrank::ui
