// The Calibration tab's win-rate matrix: one row and one column per system; the
// cell (i, j) is P(system i preferred over system j), the posterior mean of the
// pair's Dawid–Skene model (core/stats/win_rate_report.h), coloured as a heat map,
// with its 95 % interval in the tooltip. Empty where the pair was not compared or has
// no estimate; the tooltip says which.
#pragma once

#include "core/analysis/report_summary.h"
#include "core/stats/win_rate_report.h"

#include <QAbstractTableModel>

namespace pairrank::ui {

class WinRateMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The cell's win rate as a double (absent: invalid QVariant).
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit WinRateMatrixModel(QObject* parent = nullptr);

    void setReport(const stats::WinRateReport& report);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // P(row preferred over column) with its interval from the pair's report, or why not.
    stats::Estimate<analysis::DirectedWinRate> directedWinRateOf(int row, int column) const;
    QString toolTip(int row, int column) const;

    stats::WinRateReport m_report;
};

} // namespace pairrank::ui
