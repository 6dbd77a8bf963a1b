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
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    // Short titles, in the notation of the Methods page, so that the table fits beside the
    // judge's bias; the tooltip says what each one is.
    const bool title = role == Qt::DisplayRole;
    switch (section) {
    case Judge:
        return title ? tr("Judge") : tr("The judge configuration");
    case LabelsFirst:
        return title ? tr("n0")
                     : tr("n0: human labels that preferred the first system of the pair");
    case AccuracyFirst:
        return title ? tr("q0")
                     : tr("q0: how often the judge agreed on the items people gave to the "
                          "first system (mean [95 % interval])");
    case LabelsSecond:
        return title ? tr("n1")
                     : tr("n1: human labels that preferred the second system of the pair");
    case AccuracySecond:
        return title ? tr("q1")
                     : tr("q1: how often the judge agreed on the items people gave to the "
                          "second system (mean [95 % interval])");
    case Overall:
        return title ? tr("Accuracy")
                     : tr("How often the judge agreed with the human label, over all items");
    }
    return {};
}

} // namespace pairrank::ui
