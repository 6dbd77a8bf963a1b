#include "win_rate_matrix_model.h"

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

stats::Estimate<analysis::DirectedWinRate> WinRateMatrixModel::directedWinRateOf(int row,
                                                                                 int column) const {
    return analysis::directedWinRate(m_report, m_report.systems[static_cast<std::size_t>(row)],
                                     m_report.systems[static_cast<std::size_t>(column)]);
}

QString WinRateMatrixModel::toolTip(int row, int column) const {
    if (row == column) {
        return {};
    }
    const QString rowSystem =
        QString::fromStdString(m_report.systems[static_cast<std::size_t>(row)]);
    const QString columnSystem =
        QString::fromStdString(m_report.systems[static_cast<std::size_t>(column)]);
    const stats::Estimate<analysis::DirectedWinRate> winRate = directedWinRateOf(row, column);
    if (winRate.value) {
        return tr("P(%1 preferred over %2) = %3 (95 % interval in brackets)")
            .arg(rowSystem, columnSystem,
                 estimateText(winRate.value->mean, winRate.value->interval));
    }
    if (winRate.error.empty()) {
        //: A blank cell of the win-rate matrix: the two systems were never compared.
        return tr("No judgement compares %1 and %2 yet.").arg(rowSystem, columnSystem);
    }
    //: A blank cell of the win-rate matrix: %3 is the estimator's reason, in English.
    return tr("No win rate for %1 against %2: %3")
        .arg(rowSystem, columnSystem, QString::fromStdString(winRate.error));
}

QVariant WinRateMatrixModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const std::optional<double>& value = m_report.winRate[static_cast<std::size_t>(index.row())]
                                                         [static_cast<std::size_t>(index.column())];
    if (!value) {
        if (role == Qt::ToolTipRole) {
            const QString text = toolTip(index.row(), index.column());
            return text.isEmpty() ? QVariant() : QVariant(text);
        }
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
    case Qt::ToolTipRole:
        return toolTip(index.row(), index.column());
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
