#include "candidate_rows_table.h"

#include "elide_right_delegate.h"

#include <QHeaderView>
#include <QTableView>

namespace pairrank::ui {

void setUpCandidateRowsTable(QTableView& table, int textColumn) {
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.setSelectionMode(QAbstractItemView::SingleSelection);
    table.setAlternatingRowColors(true);
    table.setWordWrap(false);
    table.setTextElideMode(Qt::ElideMiddle);
    table.setItemDelegateForColumn(textColumn, new ElideRightDelegate(&table));
    table.verticalHeader()->setVisible(false);
    table.verticalHeader()->setDefaultSectionSize(table.fontMetrics().height() + 8);
}

} // namespace pairrank::ui
