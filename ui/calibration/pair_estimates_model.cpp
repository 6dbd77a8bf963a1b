#include "pair_estimates_model.h"

#include "estimate_text.h"

#include <optional>

namespace pairrank::ui {
PairEstimatesModel::PairEstimatesModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void PairEstimatesModel::setReport(const stats::WinRateReport& report) {
    beginResetModel();
    m_report = report;
    m_rows.clear();
    for (std::size_t pair = 0; pair < m_report.pairs.size(); ++pair) {
        for (std::size_t evaluator = 0; evaluator < m_report.pairs[pair].evaluators.size();
             ++evaluator) {
            m_rows.emplace_back(pair, evaluator);
        }
    }
    endResetModel();
}

int PairEstimatesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PairEstimatesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PairEstimatesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const auto [pairIndex, evaluatorIndex] = m_rows[static_cast<std::size_t>(index.row())];
    const stats::PairReport& pair = m_report.pairs[pairIndex];
    const stats::EvaluatorPairReport& evaluator = pair.evaluators[evaluatorIndex];
    std::optional<stats::Estimate<stats::WinRatePoint>> cell;
    switch (index.column()) {
    case Observed:
        cell = stats::summarize(evaluator.observed);
        break;
    case Bwrs:
        cell = stats::summarize(evaluator.bwrs);
        break;
    case Ppi:
        cell = stats::summarize(evaluator.ppi);
        break;
    case PooledRegression:
        cell = stats::pooledRegressionSummary(m_report, pairIndex);
        break;
    case DawidSkene:
        cell = stats::summarize(pair.dawidSkene);
        break;
    default:
        break;
    }
    if (cell) {
        switch (role) {
        case Qt::DisplayRole:
            return cell->value ? estimateText(cell->value->mean, cell->value->interval)
                               : QStringLiteral("—");
        case ValueRole:
            return cell->value ? QVariant(cell->value->mean) : QVariant();
        case Qt::ToolTipRole:
            return cell->value ? QVariant() : QVariant(QString::fromStdString(cell->error));
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Items || index.column() == HumanLabels)) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case Pair:
        return tr("%1 vs %2")
            .arg(QString::fromStdString(pair.firstSystem),
                 QString::fromStdString(pair.secondSystem));
    case Judge:
        return QString::fromStdString(evaluator.evaluator);
    case Items:
        return pair.items;
    case HumanLabels:
        return pair.human.labelled;
    case Prior:
        switch (pair.prior) {
        case stats::PriorSetting::None:
            return tr("none");
        case stats::PriorSetting::InDistribution:
            return tr("in-distribution");
        case stats::PriorSetting::OutOfDistribution:
            return tr("out-of-distribution");
        }
        return QString::fromLatin1(stats::priorSettingName(pair.prior));
    default:
        return {};
    }
}

QVariant PairEstimatesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Pair:
        return tr("Systems (first vs second)");
    case Judge:
        return tr("Judge");
    case Items:
        return tr("Items");
    case HumanLabels:
        return tr("Human labels");
    case Observed:
        return tr("Observed");
    case Bwrs:
        return tr("BWRS");
    case Ppi:
        //: Prediction-powered inference (Angelopoulos et al.), a name: usually left as it is.
        return tr("PPI++");
    case PooledRegression:
        return tr("Pooled regression");
    case DawidSkene:
        return tr("Dawid–Skene");
    case Prior:
        return tr("Prior");
    }
    return {};
}

} // namespace pairrank::ui
