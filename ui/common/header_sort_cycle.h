// Sorting a table by clicks on its header, in a cycle a person can predict: a first
// click on a column sorts by it in the column's own first order (the model's
// Qt::InitialSortOrderRole: numbers highest first, text A to Z), a second click
// reverses it, a third gives the model's own order back (sort(-1)). The header shows
// the arrow; the model does the sorting, in whatever thread it sorts in.
#pragma once

class QTableView;

namespace pairrank::ui {

// Makes `view`'s horizontal header sort its model so. The view starts in the model's
// own order. Use instead of QTableView::setSortingEnabled.
void installHeaderSortCycle(QTableView& view);
// Back to the model's own order, the arrow gone (e.g. another project opened).
void resetHeaderSortCycle(QTableView& view);

} // namespace pairrank::ui
