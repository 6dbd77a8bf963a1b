#include "history_chart.h"

#include <QChart>
#include <QLineSeries>
#include <QResizeEvent>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pairrank::ui {

namespace {

// Range of the y values of some point lists, padded so that a line never
// touches the frame, and widened when all values are equal.
std::pair<double, double> paddedRange(double low, double high) {
    if (!(low <= high)) {
        return {0.0, 1.0};
    }
    // Quantities that cannot be negative (throughput, spend, time) keep 0 as their floor.
    const double floor = low >= 0.0 ? 0.0 : -std::numeric_limits<double>::infinity();
    if (high - low < 1e-12) {
        const double half = std::max(std::abs(low) * 0.05, 0.5);
        return {std::max(floor, low - half), high + half};
    }
    const double padding = 0.05 * (high - low);
    return {std::max(floor, low - padding), high + padding};
}

} // namespace

HistoryChart::HistoryChart(const RunHistory& history, const QString& title,
                           RunHistory::Column xColumn, const QString& xTitle, QWidget* parent)
    : QChartView(parent)
    , m_history(&history)
    , m_xColumn(xColumn) {
    auto* chart = new QChart();
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    // Animations would redraw continuously while data arrives.
    chart->setAnimationOptions(QChart::NoAnimation);
    // Decimals as in the tables, in the user's locale ("0,5" in German, not "0.5").
    chart->setLocalizeNumbers(true);
    // QChartView's constructor made a default chart; setChart() releases it
    // without deleting it, so it is deleted here. The view owns the new one.
    QChart* defaultChart = this->chart();
    setChart(chart);
    delete defaultChart;
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160); // two side by side still fit a 1,024-pixel screen
    setAccessibleName(title);

    m_xAxis = new QValueAxis(chart);
    m_xAxis->setTitleText(xTitle);
    // Comparisons are whole numbers, and "%g" would write 15000 as "1.5e+04", which a
    // narrow chart clips; seconds keep their fraction early in a run.
    m_xAxis->setLabelFormat(xColumn == RunHistory::Comparisons ? QStringLiteral("%.0f")
                                                               : QStringLiteral("%.3g"));
    m_xAxis->setRange(0.0, 1.0);
    chart->addAxis(m_xAxis, Qt::AlignBottom);
}

void HistoryChart::resizeEvent(QResizeEvent* event) {
    const bool roomy = event->size().width() >= kWidthForAxisTitles;
    for (QValueAxis* axis : {m_xAxis, m_left.axis, m_right.axis}) {
        if (axis != nullptr) {
            axis->setTitleVisible(roomy || axis == m_xAxis);
        }
    }
    QChartView::resizeEvent(event);
}

QValueAxis* HistoryChart::axisFor(Side side, const QString& title,
                                  std::optional<std::pair<double, double>> fixedRange) {
    Axis& slot = side == Side::Left ? m_left : m_right;
    if (slot.axis == nullptr) {
        slot.axis = new QValueAxis(chart());
        slot.axis->setTitleText(title);
        slot.axis->setLabelFormat(QStringLiteral("%.4g"));
        slot.fixedRange = fixedRange;
        const auto range = fixedRange.value_or(std::pair{0.0, 1.0});
        slot.axis->setRange(range.first, range.second);
        chart()->addAxis(slot.axis, side == Side::Left ? Qt::AlignLeft : Qt::AlignRight);
    }
    return slot.axis;
}

void HistoryChart::addLine(const QString& name, RunHistory::Column y, Side side,
                           const QString& axisTitle,
                           std::optional<std::pair<double, double>> fixedRange) {
    auto* series = new QLineSeries(chart());
    series->setName(name);
    chart()->addSeries(series); // the chart takes ownership
    series->attachAxis(m_xAxis);
    series->attachAxis(axisFor(side, axisTitle, fixedRange));
    m_lines.append(Line{series, y, side});
}

void HistoryChart::refresh() {
    if (m_history == nullptr) {
        return;
    }
    if (m_drawnOnce && m_history->revision() == m_drawnRevision) {
        return;
    }
    for (const Line& line : std::as_const(m_lines)) {
        line.series->replace(m_history->series(m_xColumn, line.column));
    }
    m_drawnRevision = m_history->revision();
    m_drawnOnce = true;
    ++m_redrawCount;
    rescale();
}

void HistoryChart::rescale() {
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    double xHigh = -kInfinity;
    double xLow = kInfinity;
    double leftLow = kInfinity;
    double leftHigh = -kInfinity;
    double rightLow = kInfinity;
    double rightHigh = -kInfinity;
    for (const Line& line : std::as_const(m_lines)) {
        double& low = line.side == Side::Left ? leftLow : rightLow;
        double& high = line.side == Side::Left ? leftHigh : rightHigh;
        const QList<QPointF> points = line.series->points();
        for (const QPointF& point : points) {
            xLow = std::min(xLow, point.x());
            xHigh = std::max(xHigh, point.x());
            low = std::min(low, point.y());
            high = std::max(high, point.y());
        }
    }
    if (xLow <= xHigh) {
        m_xAxis->setRange(std::min(0.0, xLow), std::max(xHigh, xLow + 1.0));
        // Round ticks, so that labels such as 0, 0.25, 0.5 are not all printed as 0 or 1.
        m_xAxis->applyNiceNumbers();
    }
    for (Axis* slot : {&m_left, &m_right}) {
        if (slot->axis == nullptr || slot->fixedRange) {
            continue;
        }
        const bool left = slot == &m_left;
        const auto range = paddedRange(left ? leftLow : rightLow, left ? leftHigh : rightHigh);
        slot->axis->setRange(range.first, range.second);
        slot->axis->applyNiceNumbers();
    }
}

QList<QPointF> HistoryChart::seriesPoints(RunHistory::Column y) const {
    for (const Line& line : m_lines) {
        if (line.column == y) {
            return line.series->points();
        }
    }
    return {};
}

ConvergenceChart::ConvergenceChart(const RunHistory& history, QWidget* parent)
    : HistoryChart(history, tr("Convergence"), RunHistory::Comparisons, tr("Comparisons"), parent) {
    addLine(tr("Spearman"), RunHistory::Spearman, Side::Left, tr("Spearman ρ"),
            std::pair{-1.0, 1.0});
    addLine(tr("Entropy"), RunHistory::Entropy, Side::Right, tr("Entropy (nats)"));
}

PositionalBiasChart::PositionalBiasChart(const RunHistory& history, QWidget* parent)
    : HistoryChart(history, tr("Positional bias"), RunHistory::Comparisons, tr("Comparisons"),
                   parent) {
    addLine(tr("Mean p(A)"), RunHistory::MeanProbabilityA, Side::Left, tr("P(A)"),
            std::pair{0.0, 1.0});
    addLine(tr("Estimated δ"), RunHistory::HomeAdvantage, Side::Right, tr("δ (logit)"));
}

ThroughputChart::ThroughputChart(const RunHistory& history, QWidget* parent)
    : HistoryChart(history, tr("Throughput and spend"), RunHistory::ElapsedSeconds,
                   tr("Elapsed time (s)"), parent) {
    addLine(tr("Judgements/s"), RunHistory::Throughput, Side::Left, tr("Judgements/s"));
    addLine(tr("Spend"), RunHistory::Spend, Side::Right, tr("Spend"));
}

} // namespace pairrank::ui
