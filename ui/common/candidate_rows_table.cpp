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
    // Column widths from the first 100 rows: measuring Qt's default of 1,000 held the GUI
    // thread for 30 ms when a large pool's ranking was first shown, and a whole page of the
    // Candidates table for 40-65 ms at every reload (bench_gui_large_project).
    table.horizontalHeader()->setResizeContentsPrecision(100);
}

} // namespace pairrank::ui
