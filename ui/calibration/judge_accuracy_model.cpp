#include "judge_accuracy_model.h"

#include "estimate_text.h"

namespace pairrank::ui {

JudgeAccuracyModel::JudgeAccuracyModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void JudgeAccuracyModel::setRows(const std::vector<stats::EvaluatorAccuracyRow>& rows) {
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int JudgeAccuracyModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int JudgeAccuracyModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JudgeAccuracyModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const stats::EvaluatorAccuracyRow& row = m_rows[static_cast<std::size_t>(index.row())];
    const stats::EvaluatorAccuracy& accuracy = row.accuracy;
    const std::optional<stats::BetaSummary>& summary =
        index.column() == AccuracyFirst ? accuracy.q0 : accuracy.q1;
    if (role == Qt::TextAlignmentRole && index.column() != Judge) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == ValueRole) {
        if (index.column() == AccuracyFirst || index.column() == AccuracySecond) {
            return summary ? QVariant(summary->mean) : QVariant();
        }
        if (index.column() == Overall) {
            return accuracy.overallAccuracy ? QVariant(*accuracy.overallAccuracy) : QVariant();
        }
        return {};
    }
    if (role == Qt::ToolTipRole &&
        (index.column() == AccuracyFirst || index.column() == AccuracySecond) && !summary) {
        return tr("No human label preferred this side, so this accuracy is not measured.");
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case Judge:
        return QString::fromStdString(row.evaluator);
    case LabelsFirst:
        return accuracy.counts.humanFirst;
    case LabelsSecond:
        return accuracy.counts.humanSecond;
    case AccuracyFirst:
    case AccuracySecond:
        return summary ? estimateText(summary->mean, summary->interval) : QStringLiteral("—");
    case Overall:
        return accuracy.overallAccuracy ? probabilityText(*accuracy.overallAccuracy)
                                        : QStringLiteral("—");
    }
    return {};
}

QVariant JudgeAccuracyModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Judge:
        return tr("Judge");
    case LabelsFirst:
        return tr("Labels for first");
    case AccuracyFirst:
        return tr("q0 (first preferred)");
    case LabelsSecond:
        return tr("Labels for second");
    case AccuracySecond:
        return tr("q1 (second preferred)");
    case Overall:
        return tr("Accuracy");
    }
    return {};
}

} // namespace pairrank::ui
