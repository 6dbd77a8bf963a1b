// The Ranking tab's list of one candidate's judgements: one row per judgement
// with its criterion, its judge (as configured), the opponent, the position the
// candidate was shown in and the outcome — the probability that this candidate
// is better, or "failed: why" / "refused: why", shown greyed and in italics so
// that a failed attempt never reads like evidence. Sorting happens here, on the
// at most a few hundred rows loaded (candidate_judgements.h); filtering by
// criterion and failures happens in that query.
#pragma once

#include "candidate_judgements.h"

#include <QAbstractTableModel>

namespace pairrank::ui {

class CandidateJudgementsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Criterion, Judge, Opponent, Position, Outcome, ColumnCount };
    enum Role {
        SortValueRole = Qt::UserRole + 1, // the value behind a column
        FailedRole,                       // true for a failed call or a refusal
    };

    explicit CandidateJudgementsModel(QObject* parent = nullptr);

    void setJudgements(const CandidateJudgements& judgements);
    void clear();
    const CandidateJudgements& judgements() const { return m_judgements; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // "failed: timeout", "refused: …", "0.734" or "tie (0.500)".
    static QString outcomeText(const CandidateJudgementRow& row);

private:
    QVariant sortValue(const CandidateJudgementRow& row, int column) const;
    void applySort();

    CandidateJudgements m_judgements;
    int m_sortColumn = -1; // -1: as loaded, newest first
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace pairrank::ui
