// The Ranking tab's table: one row per candidate by rank, with the
// score, its 95 % credible interval, the 95 % rank interval, the probability of
// being better than the next one down, the judgements seen and the reference
// score. A read-only view of a analysis::RankingSnapshot computed in a worker
// (core/analysis/ranking.h); setSnapshot() replaces it whole.
//
// Sorted by a column (sort(), the header) and searched (setSearch()): the rows shown
// are an order of the snapshot's (orderRankingRows). Up to kOrderedOnGuiThread rows
// it is computed at once; above, on the thread pool, and a new snapshot, sort or
// search takes effect when its order is there (orderApplied() says when): ordering
// 100,000 rows by text takes tens of milliseconds the GUI thread must not spend.
// Every change resets the model; views keep their selection by candidate id.
#pragma once

#include "core/analysis/ranking_snapshot.h"
#include "ranking_row_order.h"
#include "ui/common/job_tracker.h"

#include <QAbstractTableModel>

#include <vector>

namespace pairrank::ui {

class RankingTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Rank,
        Id,
        System,
        Score,
        CredibleInterval,
        RankInterval,
        ProbabilityAboveNext,
        Judgements,
        ReferenceScore,
        Text,
        ColumnCount
    };
    enum Role {
        CandidateIdRole = Qt::UserRole + 1,
        SortValueRole, // the number behind a column, for sorting and tests
    };

    explicit RankingTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // Shows only the rows whose id, system or text preview contains `text`
    // (case-insensitive); empty: every row.
    void setSearch(const QString& text);
    const RankingRowOrder& order() const { return m_order; }

    void setSnapshot(const analysis::RankingSnapshot& snapshot);
    void clear();
    // The snapshot shown (a newer one may be waiting for its order).
    const analysis::RankingSnapshot& snapshot() const { return m_snapshot; }
    // The snapshot's row shown at `row`. Precondition: 0 <= row < rowCount().
    const analysis::RankingRow& rowAt(int row) const;
    // The row showing `candidate`, or -1 when it is not shown.
    int rowOfCandidate(domain::CandidateId candidate) const;
    // True while an order is computed on the thread pool.
    bool isOrdering() const { return m_orderJob.isRunning(); }

    static constexpr qsizetype kOrderedOnGuiThread = 5'000;

signals:
    // A snapshot, sort or search has taken effect (after the model's reset).
    void orderApplied();

private:
    QVariant displayValue(const analysis::RankingRow& row, int column) const;
    QVariant sortValue(const analysis::RankingRow& row, int column) const;
    // Shows `snapshot` in m_order: now, or when the thread pool has ordered it.
    void reorder(analysis::RankingSnapshot snapshot);
    void show(analysis::RankingSnapshot snapshot, std::vector<int> shown);

    // Above this many rows a replaced snapshot is freed on the thread pool.
    static constexpr qsizetype kRowsFreedInBackground = 10'000;

    analysis::RankingSnapshot m_snapshot;
    RankingRowOrder m_order;
    std::vector<int> m_shown; // indices into m_snapshot.rows, in the order shown
    JobTracker m_orderJob;
};

} // namespace pairrank::ui
