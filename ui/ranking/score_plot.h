// The Ranking tab's score plot: every candidate's score by rank with its 95 % credible
// interval. Up to kMarkedRanksLimit ranks each score is a marker and each interval a bar
// (a candlestick whose body is the score); above it the scores are one line and the
// intervals one shaded band around it. Markers and bars that close overlap anyway, and
// Qt Charts makes a graphics item of each: a thousand held the GUI thread for 20 ms
// (markers) and 30-45 ms (bars) when a large pool's ranking and intervals arrived
// (bench_gui_large_project). Above kPlottedRanksLimit candidates it plots evenly spaced
// ranks, and its titles say so.
// Each update replaces the series' contents whole (one repaint, DESIGN.md §9).
#pragma once

#include "core/analysis/ranking_snapshot.h"

#include <QChartView>

class QAreaSeries;
class QCandlestickSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QXYSeries;

namespace pairrank::ui {

class ScorePlot : public QChartView {
    Q_OBJECT

public:
    static constexpr qsizetype kPlottedRanksLimit = 1000;
    static constexpr qsizetype kMarkedRanksLimit = 200;

    explicit ScorePlot(QWidget* parent = nullptr);

    void setSnapshot(const analysis::RankingSnapshot& snapshot);

    // The series, for tests. scores() is the one that shows them now.
    QXYSeries& scores() const;
    QCandlestickSeries& intervals() const { return *m_intervals; }
    QLineSeries& bandUpper() const { return *m_bandUpper; }
    QLineSeries& bandLower() const { return *m_bandLower; }

private:
    QScatterSeries* m_scores;
    QLineSeries* m_scoreLine;
    QCandlestickSeries* m_intervals;
    QLineSeries* m_bandUpper;
    QLineSeries* m_bandLower;
    QAreaSeries* m_band; // draws the two lines above as one shape
    QValueAxis* m_rankAxis;
    QValueAxis* m_scoreAxis;
};

} // namespace pairrank::ui
