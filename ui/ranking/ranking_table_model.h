// The Ranking tab's table: one row per candidate by rank, with the
// score, its 95 % credible interval, the 95 % rank interval, the probability of
// being better than the next one down, the judgements seen and the reference
// score. A read-only view of a analysis::RankingSnapshot computed in a worker
// (core/analysis/ranking.h); setSnapshot() replaces it whole.
#pragma once

#include "core/analysis/ranking_snapshot.h"

#include <QAbstractTableModel>

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

    void setSnapshot(const analysis::RankingSnapshot& snapshot);
    void clear();
    const analysis::RankingSnapshot& snapshot() const { return m_snapshot; }

private:
    QVariant displayValue(const analysis::RankingRow& row, int column) const;
    QVariant sortValue(const analysis::RankingRow& row, int column) const;

    // Above this many rows a replaced snapshot is freed on the thread pool.
    static constexpr qsizetype kRowsFreedInBackground = 10'000;

    analysis::RankingSnapshot m_snapshot;
};

} // namespace pairrank::ui
