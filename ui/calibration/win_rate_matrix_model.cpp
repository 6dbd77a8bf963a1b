#include "win_rate_matrix_model.h"

#include "core/analysis/report_summary.h"
#include "estimate_text.h"
#include "ui/common/win_rate_colour.h"

namespace pairrank::ui {

WinRateMatrixModel::WinRateMatrixModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void WinRateMatrixModel::setReport(const stats::WinRateReport& report) {
    beginResetModel();
    m_report = report;
    endResetModel();
}

int WinRateMatrixModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_report.systems.size());
}

int WinRateMatrixModel::columnCount(const QModelIndex& parent) const {
    return rowCount(parent);
}

std::optional<stats::CredibleInterval> WinRateMatrixModel::intervalOf(int row, int column) const {
    const std::optional<analysis::DirectedWinRate> winRate =
        analysis::directedWinRate(m_report, m_report.systems[static_cast<std::size_t>(row)],
                                  m_report.systems[static_cast<std::size_t>(column)]);
    return winRate ? std::optional(winRate->interval) : std::nullopt;
}

QVariant WinRateMatrixModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const std::optional<double>& value = m_report.winRate[static_cast<std::size_t>(index.row())]
                                                         [static_cast<std::size_t>(index.column())];
    if (!value) {
        return role == Qt::DisplayRole && index.row() == index.column()
                   ? QVariant(QStringLiteral("—"))
                   : QVariant();
    }
    switch (role) {
    case Qt::DisplayRole:
        return probabilityText(*value);
    case ValueRole:
        return *value;
    case Qt::BackgroundRole:
        return winRateColour(*value);
    case Qt::ForegroundRole:
        return QColor(Qt::black); // the heat map is light whatever the palette
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::ToolTipRole: {
        const QString rowSystem =
            QString::fromStdString(m_report.systems[static_cast<std::size_t>(index.row())]);
        const QString columnSystem =
            QString::fromStdString(m_report.systems[static_cast<std::size_t>(index.column())]);
        const std::optional<stats::CredibleInterval> interval =
            intervalOf(index.row(), index.column());
        return interval ? tr("P(%1 preferred over %2) = %3 (95 % interval in brackets)")
                              .arg(rowSystem, columnSystem, estimateText(*value, *interval))
                        : tr("P(%1 preferred over %2) = %3")
                              .arg(rowSystem, columnSystem, probabilityText(*value));
    }
    default:
        return {};
    }
}

QVariant WinRateMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || section < 0 || section >= rowCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    return QString::fromStdString(m_report.systems[static_cast<std::size_t>(section)]);
}

} // namespace pairrank::ui
