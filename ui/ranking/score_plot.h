// The Ranking tab's score plot: every candidate's score by rank with
// its 95 % credible interval as a bar (a candlestick whose body is the score).
// Above kPlottedRanksLimit candidates it plots evenly spaced ranks, and its titles
// say so.
// Each update replaces the series' contents whole (one repaint, DESIGN.md §9).
#pragma once

#include "core/analysis/ranking_snapshot.h"

#include <QChartView>

class QCandlestickSeries;
class QScatterSeries;
class QValueAxis;

namespace pairrank::ui {

class ScorePlot : public QChartView {
    Q_OBJECT

public:
    static constexpr qsizetype kPlottedRanksLimit = 1000;

    explicit ScorePlot(QWidget* parent = nullptr);

    void setSnapshot(const analysis::RankingSnapshot& snapshot);

    // The series, for tests.
    QScatterSeries& scores() const { return *m_scores; }
    QCandlestickSeries& intervals() const { return *m_intervals; }

private:
    QScatterSeries* m_scores;
    QCandlestickSeries* m_intervals;
    QValueAxis* m_rankAxis;
    QValueAxis* m_scoreAxis;
};

} // namespace pairrank::ui
