#include "candidate_judgements_model.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace pairrank::ui {

namespace {

bool hasFailed(const CandidateJudgementRow& row) {
    return !row.probability;
}

QString withReason(const QString& what, const QString& reason) {
    return reason.isEmpty() ? what : CandidateJudgementsModel::tr("%1: %2").arg(what, reason);
}

} // namespace

CandidateJudgementsModel::CandidateJudgementsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void CandidateJudgementsModel::setJudgements(const CandidateJudgements& judgements) {
    beginResetModel();
    m_judgements = judgements;
    applySort();
    endResetModel();
}

void CandidateJudgementsModel::clear() {
    setJudgements({});
}

int CandidateJudgementsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_judgements.rows.size());
}

int CandidateJudgementsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString CandidateJudgementsModel::outcomeText(const CandidateJudgementRow& row) {
    const QLocale locale;
    switch (row.status) {
    case domain::JudgementStatus::Failed:
        return withReason(tr("failed"), row.failureReason);
    case domain::JudgementStatus::Refusal:
        return withReason(tr("refused"), row.failureReason);
    case domain::JudgementStatus::Tie:
        return tr("tie (%1)").arg(locale.toString(row.probability.value_or(0.5), 'f', 3));
    case domain::JudgementStatus::Ok:
        break;
    }
    return row.probability ? locale.toString(*row.probability, 'f', 3)
                           : withReason(tr("failed"), row.failureReason);
}

QVariant CandidateJudgementsModel::sortValue(const CandidateJudgementRow& row, int column) const {
    switch (column) {
    case Criterion:
        return row.criterion;
    case Judge:
        return row.judge;
    case Opponent:
        return row.opponent;
    case Position:
        return row.shownFirst ? 1 : 2;
    case Outcome:
        // Failures sort below every probability.
        return row.probability ? *row.probability : -1.0;
    }
    return {};
}

QVariant CandidateJudgementsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const CandidateJudgementRow& row = m_judgements.rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Position:
            return row.shownFirst ? tr("first") : tr("second");
        case Outcome:
            return outcomeText(row);
        default:
            return sortValue(row, index.column());
        }
    case Qt::ToolTipRole:
        if (index.column() == Outcome) {
            return hasFailed(row)
                       ? tr("No answer to use: this attempt is not part of the ranking.")
                       : tr("Probability that this candidate is better than %1").arg(row.opponent);
        }
        return row.createdAt.isValid()
                   ? tr("Judged %1")
                         .arg(QLocale().toString(row.createdAt.toLocalTime(), QLocale::ShortFormat))
                   : QVariant();
    case Qt::ForegroundRole:
        if (hasFailed(row)) {
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        }
        return {};
    case Qt::FontRole:
        if (hasFailed(row)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Outcome && !hasFailed(row)) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case SortValueRole:
        return sortValue(row, index.column());
    case FailedRole:
        return hasFailed(row);
    default:
        return {};
    }
}

QVariant CandidateJudgementsModel::headerData(int section, Qt::Orientation orientation,
                                              int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Outcome) {
        return tr("The probability that this candidate is better, as the judge answered; or "
                  "why the attempt gave no answer");
    }
    if (orientation == Qt::Horizontal && role == Qt::InitialSortOrderRole) {
        return Qt::AscendingOrder;
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Criterion:
        return tr("Criterion");
    case Judge:
        return tr("Judge");
    case Opponent:
        return tr("Opponent");
    case Position:
        return tr("Shown");
    case Outcome:
        return tr("Outcome");
    }
    return {};
}

void CandidateJudgementsModel::sort(int column, Qt::SortOrder order) {
    // A reset rather than a layout change: the list is short and nothing keeps
    // persistent indexes into it but the view's selection.
    beginResetModel();
    m_sortColumn = column;
    m_sortOrder = order;
    applySort();
    endResetModel();
}

void CandidateJudgementsModel::applySort() {
    if (m_sortColumn < 0 || m_sortColumn >= ColumnCount) {
        return;
    }
    const auto key = [this](const CandidateJudgementRow& row) {
        return sortValue(row, m_sortColumn);
    };
    std::stable_sort(m_judgements.rows.begin(), m_judgements.rows.end(),
                     [&](const CandidateJudgementRow& left, const CandidateJudgementRow& right) {
                         const QPartialOrdering order = QVariant::compare(key(left), key(right));
                         return m_sortOrder == Qt::AscendingOrder
                                    ? order == QPartialOrdering::Less
                                    : order == QPartialOrdering::Greater;
                     });
}

} // namespace pairrank::ui
