// Help ▸ Keyboard Shortcuts: a table of every action of the main window that
// has a shortcut (menus and tabs), read from the actions when it opens.
#pragma once

#include <QDialog>

class QTableWidget;

namespace pairrank::ui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    // Lists the shortcuts of `window`'s actions; `window` is also the parent.
    explicit ShortcutsDialog(QWidget& window);

    enum Column { ActionColumn, KeysColumn, WhereColumn, ColumnCount };
    const QTableWidget& table() const { return *m_table; }

private:
    QTableWidget* m_table;
};

} // namespace pairrank::ui
