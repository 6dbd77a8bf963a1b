// The look and behaviour of the tables that list one candidate per row (the Ranking and
// the Candidates tables), set in one place.
#pragma once

class QTableView;

namespace pairrank::ui {

// Whole rows selected one at a time, alternating colours, one line per row without row
// numbers, cells elided in the middle and `textColumn` at its right end; column widths
// fitted to the contents measure the first 100 rows.
void setUpCandidateRowsTable(QTableView& table, int textColumn);

} // namespace pairrank::ui
