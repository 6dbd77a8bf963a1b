// The Calibration tab's table of estimates: one row per pair of systems and judge,
// with the human labels behind it, the observed win rate, BWRS (paper 004
// Algorithm 1), the judge's PPI++ estimate (win_rate_ppi.h), the pooled regression over all
// pairs (win_rate_pooled_regression.h) and the pair's joint Dawid–Skene estimate (paper 004
// Model 1), each
// as "mean [95 % interval]", and the prior setting used. An estimate that could not
// be made shows "—" with its reason in the tooltip.
#pragma once

#include "core/stats/win_rate_report.h"

#include <QAbstractTableModel>

#include <utility>
#include <vector>

namespace pairrank::ui {

class PairEstimatesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Pair,
        Judge,
        Items,
        HumanLabels,
        Observed,
        Bwrs,
        Ppi,
        PooledRegression,
        DawidSkene,
        Prior,
        ColumnCount
    };
    // The estimate's mean as a double in the estimate columns (absent: invalid).
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit PairEstimatesModel(QObject* parent = nullptr);

    void setReport(const stats::WinRateReport& report);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    stats::WinRateReport m_report;
    std::vector<std::pair<std::size_t, std::size_t>> m_rows; // (pair, evaluator)
};

} // namespace pairrank::ui
