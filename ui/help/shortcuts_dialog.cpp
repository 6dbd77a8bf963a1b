#include "shortcuts_dialog.h"

#include "shortcut_list.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pairrank::ui {

ShortcutsDialog::ShortcutsDialog(QWidget& window)
    : QDialog(&window)
    , m_table(new QTableWidget(this)) {
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setObjectName(QStringLiteral("shortcutList"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys"), tr("Where")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTabKeyNavigation(false);

    const QList<ShortcutEntry> entries = shortcutsOf(window);
    m_table->setRowCount(static_cast<int>(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        const ShortcutEntry& entry = entries.at(row);
        m_table->setItem(row, ActionColumn, new QTableWidgetItem(entry.action));
        m_table->setItem(row, KeysColumn, new QTableWidgetItem(keysText(entry.keys)));
        m_table->setItem(row, WhereColumn, new QTableWidgetItem(entry.where));
    }
    m_table->resizeColumnsToContents();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(560, 560);
}

} // namespace pairrank::ui
