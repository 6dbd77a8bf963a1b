#include "score_plot.h"

#include <QAreaSeries>
#include <QCandlestickSeries>
#include <QCandlestickSet>
#include <QChart>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pairrank::ui {

ScorePlot::ScorePlot(QWidget* parent)
    : QChartView(parent)
    , m_scores(new QScatterSeries)
    , m_scoreLine(new QLineSeries)
    , m_intervals(new QCandlestickSeries)
    , m_bandUpper(new QLineSeries)
    , m_bandLower(new QLineSeries)
    , m_band(new QAreaSeries(m_bandUpper, m_bandLower))
    , m_rankAxis(new QValueAxis)
    , m_scoreAxis(new QValueAxis) {
    auto* chart = new QChart;
    chart->setTitle(tr("Scores with 95 % intervals"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setLocalizeNumbers(true); // decimals as in the table next to it
    m_intervals->setName(tr("95 % interval"));
    m_intervals->setBodyWidth(0.15);
    m_intervals->setCapsWidth(0.4);
    m_intervals->setIncreasingColor(QColor(70, 110, 180, 90));
    m_intervals->setDecreasingColor(QColor(70, 110, 180, 90));
    m_intervals->setPen(QPen(QColor(70, 110, 180), 1.2));
    m_bandUpper->setParent(m_band); // the area series does not own its lines
    m_bandLower->setParent(m_band);
    m_band->setName(tr("95 % interval"));
    m_band->setColor(QColor(70, 110, 180, 90));
    m_band->setBorderColor(QColor(70, 110, 180));
    m_scores->setName(tr("Score"));
    m_scores->setMarkerSize(7.0);
    m_scores->setColor(QColor(200, 80, 40));
    m_scores->setBorderColor(QColor(200, 80, 40));
    m_scoreLine->setName(tr("Score"));
    m_scoreLine->setPen(QPen(QColor(200, 80, 40), 2.0));
    chart->addSeries(m_band);
    chart->addSeries(m_intervals);
    chart->addSeries(m_scoreLine);
    chart->addSeries(m_scores);
    m_rankAxis->setTitleText(tr("Rank"));
    m_rankAxis->setLabelFormat(QStringLiteral("%.0f")); // "%d" showed no label at all
    m_scoreAxis->setTitleText(tr("Score"));
    chart->addAxis(m_rankAxis, Qt::AlignBottom);
    chart->addAxis(m_scoreAxis, Qt::AlignLeft);
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(m_band), static_cast<QAbstractSeries*>(m_intervals),
          static_cast<QAbstractSeries*>(m_scoreLine), static_cast<QAbstractSeries*>(m_scores)}) {
        series->attachAxis(m_rankAxis);
        series->attachAxis(m_scoreAxis);
    }
    // QChartView's constructor made a default chart; setChart() releases it
    // without deleting it, so it is deleted here. The view owns the new one.
    QChart* defaultChart = this->chart();
    setChart(chart);
    delete defaultChart;
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(tr("Score plot"));
    setMinimumHeight(180);
}

QXYSeries& ScorePlot::scores() const {
    return m_scoreLine->count() > 0 ? static_cast<QXYSeries&>(*m_scoreLine)
                                    : static_cast<QXYSeries&>(*m_scores);
}

void ScorePlot::setSnapshot(const analysis::RankingSnapshot& snapshot) {
    QList<QPointF> points;
    QList<const analysis::RankingRow*> withInterval;
    // Above kPlottedRanksLimit ranks, evenly spaced ranks (the first and the last among
    // them): a chart item per candidate would take the GUI thread seconds to paint.
    const qsizetype count = snapshot.rows.size();
    const qsizetype step =
        std::max<qsizetype>(1, (count + kPlottedRanksLimit - 1) / kPlottedRanksLimit);
    // Every list is reserved, not grown. When a large pool's intervals arrived, the
    // reallocations that grew them spent most of their time in glibc walking its list of
    // free chunks (perf), and the GUI thread stalled 29-42 ms instead of 18-25
    // (bench_gui_large_project).
    points.reserve(count / step + 1);
    withInterval.reserve(points.capacity());
    double lowest = std::numeric_limits<double>::infinity();
    double highest = -std::numeric_limits<double>::infinity();
    for (qsizetype index = 0; index < count; ++index) {
        if (index % step != 0 && index != count - 1) {
            continue;
        }
        const analysis::RankingRow& row = snapshot.rows[index];
        points.append(QPointF(row.rank, row.score));
        lowest = std::min(lowest, row.score);
        highest = std::max(highest, row.score);
        if (row.credibleInterval) {
            withInterval.append(&row);
            lowest = std::min(lowest, row.credibleInterval->lower);
            highest = std::max(highest, row.credibleInterval->upper);
        }
    }
    const bool asLines = points.size() > kMarkedRanksLimit;
    m_scores->replace(asLines ? QList<QPointF>() : points);
    m_scoreLine->replace(asLines ? points : QList<QPointF>());
    m_intervals->clear();
    QList<QPointF> upper;
    QList<QPointF> lower;
    QList<QCandlestickSet*> bars;
    if (asLines) {
        upper.reserve(withInterval.size());
        lower.reserve(withInterval.size());
    } else {
        bars.reserve(withInterval.size());
    }
    for (const analysis::RankingRow* row : withInterval) {
        const analysis::Interval& interval = *row->credibleInterval;
        if (asLines) {
            upper.append(QPointF(row->rank, interval.upper));
            lower.append(QPointF(row->rank, interval.lower));
        } else {
            bars.append(new QCandlestickSet(row->score, interval.upper, interval.lower, row->score,
                                            row->rank));
        }
    }
    if (!bars.isEmpty()) {
        m_intervals->append(bars); // one call, one repaint
    }
    m_bandUpper->replace(upper);
    m_bandLower->replace(lower);
    // A sample says so in the titles, which have room for a short line only.
    const bool sampled = step > 1;
    chart()->setTitle(sampled ? tr("Scores of %L1 evenly spaced ranks").arg(points.size())
                              : tr("Scores with 95 % intervals"));
    m_rankAxis->setTitleText(sampled ? tr("Rank (of %L1)").arg(count) : tr("Rank"));
    // A series without points has no key.
    const auto showKey = [this](QAbstractSeries* series, bool shown) {
        for (QLegendMarker* marker : chart()->legend()->markers(series)) {
            marker->setVisible(shown);
        }
    };
    showKey(m_intervals, !bars.isEmpty());
    showKey(m_band, !upper.isEmpty());
    showKey(m_scores, !asLines);
    showKey(m_scoreLine, asLines);
    // A key shown again takes no room until the legend is laid out anew: a large pool's
    // intervals, which come after its scores, had no key.
    chart()->legend()->layout()->invalidate();
    if (points.isEmpty()) {
        m_rankAxis->setRange(0, 1);
        m_scoreAxis->setRange(-1, 1);
        return;
    }
    const double margin = std::max(0.1, 0.05 * (highest - lowest));
    m_rankAxis->setRange(0.5, static_cast<double>(count) + 0.5);
    // Ticks at round ranks (1, 2 or 5 times a power of ten), as many as the labels leave
    // room for: eight short ones, or five as long as "100,000".
    const double wanted = static_cast<double>(count) / (count >= 10'000 ? 5.0 : 8.0);
    const double power = std::pow(10.0, std::floor(std::log10(std::max(1.0, wanted))));
    const double mantissa = wanted / power;
    const double interval = std::max(1.0, power * (mantissa <= 1.0   ? 1.0
                                                   : mantissa <= 2.0 ? 2.0
                                                   : mantissa <= 5.0 ? 5.0
                                                                     : 10.0));
    m_rankAxis->setTickType(QValueAxis::TicksDynamic);
    m_rankAxis->setTickAnchor(interval >= 10.0 ? interval : 1.0); // 1, 3, 5 … or 20,000, 40,000 …
    m_rankAxis->setTickInterval(interval);
    m_scoreAxis->setRange(lowest - margin, highest + margin);
    // Round ticks, one of them at exactly 0, so that no label reads "-0.0".
    m_scoreAxis->applyNiceNumbers();
}

} // namespace pairrank::ui
