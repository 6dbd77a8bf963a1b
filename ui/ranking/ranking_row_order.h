// Which rows of a ranking the Ranking table shows, and in which order: the rows
// matching a search, sorted by one column. A pure function of the rows, so that
// a pool of 100,000 candidates is ordered on the thread pool (RankingTableModel),
// never on the GUI thread.
#pragma once

#include "core/analysis/ranking_snapshot.h"

#include <QList>
#include <QString>

#include <vector>

namespace pairrank::ui {

struct RankingRowOrder {
    int column = -1; // a RankingTableModel::Column; -1: by rank
    Qt::SortOrder order = Qt::AscendingOrder;
    QString search; // case-insensitive, in the id, the system and the text's beginning

    // By rank and unfiltered: the rows as they are.
    bool isNatural() const { return column < 0 && search.isEmpty(); }
    friend bool operator==(const RankingRowOrder&, const RankingRowOrder&) = default;
};

// Indices into `rows` (by rank, as RankingSnapshot::rows) of the rows to show, in order. Rows
// without a value in the column (no interval, no reference score) come last in either direction;
// rows that sort equal keep their order by rank.
std::vector<int> orderRankingRows(const QList<analysis::RankingRow>& rows,
                                  const RankingRowOrder& order);

} // namespace pairrank::ui
