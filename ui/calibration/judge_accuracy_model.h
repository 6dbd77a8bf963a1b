// The Calibration tab's judge accuracy against the humans (paper 004 §3.1.2),
// pooled over every pair of systems: q0 = accuracy on the items humans gave to the
// first system, q1 on those they gave to the second, each as "mean [95 % interval]"
// with the number of human labels behind it.
#pragma once

#include "core/stats/win_rate_report.h"

#include <QAbstractTableModel>

namespace pairrank::ui {

class JudgeAccuracyModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Judge,
        LabelsFirst,
        AccuracyFirst,
        LabelsSecond,
        AccuracySecond,
        Overall,
        ColumnCount
    };
    static constexpr int ValueRole = Qt::UserRole + 1; // q0, q1 or overall as a double

    explicit JudgeAccuracyModel(QObject* parent = nullptr);

    void setRows(const std::vector<stats::EvaluatorAccuracyRow>& rows);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<stats::EvaluatorAccuracyRow> m_rows;
};

} // namespace pairrank::ui
