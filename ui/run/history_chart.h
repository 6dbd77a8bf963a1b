// A chart of some columns of a RunHistory (DESIGN.md §6 "charts from models").
// Series are refreshed as whole lists (QXYSeries::replace, one repaint) only
// when refresh() is called and the history changed since — the caller calls it
// from a timer, so that the chart redraws at a bounded rate however fast the
// run's snapshots arrive.
//
// Threads: GUI thread only.
#pragma once

#include "run_history.h"

#include <QChartView>
#include <QList>
#include <QPointer>

#include <optional>
#include <utility>

class QLineSeries;
class QValueAxis;

namespace pairrank::ui {

class HistoryChart : public QChartView {
    Q_OBJECT
public:
    enum class Side { Left, Right };

    // Rebuilds the series from the history when it changed since the last call.
    void refresh();

    // The points currently drawn for column `y` (empty when the chart has no such line).
    QList<QPointF> seriesPoints(RunHistory::Column y) const;
    RunHistory::Column xColumn() const { return m_xColumn; }
    // How many times the series were actually rebuilt.
    int redrawCount() const { return m_redrawCount; }

protected:
    HistoryChart(const RunHistory& history, const QString& title, RunHistory::Column xColumn,
                 const QString& xTitle, QWidget* parent);

    // Adds a line of column `y` against the chart's x column on the given axis side.
    // `fixedRange`, when given, pins the axis (e.g. Spearman to [−1, 1]).
    void addLine(const QString& name, RunHistory::Column y, Side side, const QString& axisTitle,
                 std::optional<std::pair<double, double>> fixedRange = std::nullopt);

    void resizeEvent(QResizeEvent* event) override;

private:
    // Below this width the axis titles go (the legend names the lines) so that the
    // tick labels keep their room instead of being cut to "…".
    static constexpr int kWidthForAxisTitles = 340;

    struct Line {
        QLineSeries* series = nullptr;
        RunHistory::Column column = RunHistory::Comparisons;
        Side side = Side::Left;
    };
    struct Axis {
        QValueAxis* axis = nullptr;
        std::optional<std::pair<double, double>> fixedRange;
    };

    QValueAxis* axisFor(Side side, const QString& title,
                        std::optional<std::pair<double, double>> fixedRange);
    void rescale();

    QPointer<const RunHistory> m_history;
    RunHistory::Column m_xColumn;
    QValueAxis* m_xAxis = nullptr;
    Axis m_left;
    Axis m_right;
    QList<Line> m_lines;
    quint64 m_drawnRevision = 0;
    bool m_drawnOnce = false;
    int m_redrawCount = 0;
};

// Spearman against reference scores (or human labels) and ranking entropy
// against the number of comparisons.
class ConvergenceChart : public HistoryChart {
    Q_OBJECT
public:
    explicit ConvergenceChart(const RunHistory& history, QWidget* parent = nullptr);
};

// Positional bias: the mean p of position A and the fitted home advantage δ.
class PositionalBiasChart : public HistoryChart {
    Q_OBJECT
public:
    explicit PositionalBiasChart(const RunHistory& history, QWidget* parent = nullptr);
};

// Throughput (judgements per second) and money spent against elapsed time.
class ThroughputChart : public HistoryChart {
    Q_OBJECT
public:
    explicit ThroughputChart(const RunHistory& history, QWidget* parent = nullptr);
};

} // namespace pairrank::ui
