#include "run_history.h"

namespace pairrank::ui {

std::optional<double> historyValue(const RunHistoryPoint& point, RunHistory::Column column) {
    switch (column) {
    case RunHistory::Comparisons:
        return static_cast<double>(point.comparisons);
    case RunHistory::ElapsedSeconds:
        return point.elapsedSeconds;
    case RunHistory::Spearman:
        return point.spearman;
    case RunHistory::Entropy:
        return point.entropy;
    case RunHistory::MeanProbabilityA:
        return point.meanProbabilityA;
    case RunHistory::HomeAdvantage:
        return point.homeAdvantage;
    case RunHistory::Throughput:
        return point.throughput;
    case RunHistory::Spend:
        return point.spend;
    case RunHistory::ColumnCount:
        break;
    }
    return std::nullopt;
}

RunHistory::RunHistory(QObject* parent)
    : QAbstractTableModel(parent) {}

int RunHistory::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_points.size());
}

int RunHistory::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunHistory::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) {
        return {};
    }
    const std::optional<double> value =
        historyValue(m_points.at(index.row()), static_cast<Column>(index.column()));
    return value ? QVariant(*value) : QVariant();
}

QVariant RunHistory::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (orientation == Qt::Vertical) {
        return section + 1;
    }
    switch (section) {
    case Comparisons:
        return tr("Comparisons");
    case ElapsedSeconds:
        return tr("Elapsed (s)");
    case Spearman:
        return tr("Spearman");
    case Entropy:
        return tr("Entropy");
    case MeanProbabilityA:
        return tr("P(A)");
    case HomeAdvantage:
        return tr("δ");
    case Throughput:
        return tr("Judgements/s");
    case Spend:
        return tr("Spend");
    default:
        return {};
    }
}

void RunHistory::append(const RunHistoryPoint& point) {
    if (!m_points.isEmpty() && m_points.constLast().comparisons == point.comparisons) {
        m_points.last() = point;
        const int row = static_cast<int>(m_points.size()) - 1;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        const int row = static_cast<int>(m_points.size());
        beginInsertRows({}, row, row);
        m_points.append(point);
        endInsertRows();
    }
    ++m_revision;
    emit changed();
}

void RunHistory::clear() {
    beginResetModel();
    m_points.clear();
    endResetModel();
    ++m_revision;
    emit changed();
}

QList<QPointF> RunHistory::series(Column x, Column y, int maxPoints) const {
    QList<QPointF> all;
    all.reserve(m_points.size());
    for (const RunHistoryPoint& point : m_points) {
        const std::optional<double> xValue = historyValue(point, x);
        const std::optional<double> yValue = historyValue(point, y);
        if (xValue && yValue) {
            all.append(QPointF(*xValue, *yValue));
        }
    }
    if (maxPoints < 2 || all.size() <= maxPoints) {
        return all;
    }
    // Ceiling division so that at most maxPoints − 1 strided points precede the last one.
    const qsizetype stride = (all.size() - 1 + (maxPoints - 2)) / (maxPoints - 1);
    QList<QPointF> thinned;
    thinned.reserve(maxPoints);
    for (qsizetype i = 0; i < all.size() - 1; i += stride) {
        thinned.append(all.at(i));
    }
    thinned.append(all.constLast());
    return thinned;
}

} // namespace pairrank::ui
