// The report's charts, drawn with QPainter so that they can
// be made on a worker thread (Qt Charts needs the GUI thread) into a QImage for
// PNG and a QSvgGenerator for SVG from the same drawing code:
// * the win-rate matrix as a heat map (Dawid–Skene posterior means, systems in
//   ranking order, a colour scale with its legend);
// * a forest plot of every pair's win rate with 95 % intervals: the joint
//   Dawid–Skene estimate and each judge's BWRS and observed estimate;
// * each judge's accuracy q0 and q1 against the human labels with 95 % intervals.
// Nothing here fails: an estimate that is missing is drawn as a note instead.
#pragma once

#include "core/analysis/report_content.h"

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

class QPainter;

namespace pairrank::ui {

enum class ReportChart { WinRateMatrix, PairWinRates, JudgeAccuracy };

// Every chart a report may have.
inline const QList<ReportChart> kReportCharts{ReportChart::WinRateMatrix, ReportChart::PairWinRates,
                                              ReportChart::JudgeAccuracy};

// The charts this report has, in kReportCharts' order: without win rates
// (CalibrationReport::winRatesMissing) only the judges' accuracy. The documents'
// sections and the exported chart files follow it.
QList<ReportChart> reportCharts(const analysis::ReportContent& content);

// "win-rate-matrix", "pair-win-rates", "judge-accuracy": file names and resource names.
QString chartStem(ReportChart chart);
QString chartTitle(ReportChart chart);
// What the chart shows, for the text under it and for an image's alt text.
QString chartCaption(ReportChart chart);

// The chart's size in logical pixels; it grows with the number of systems,
// pairs or judges.
QSize chartSize(const analysis::ReportContent& content, ReportChart chart);
// Draws the chart in logical pixels from (0, 0) to chartSize().
void paintChart(QPainter& painter, const analysis::ReportContent& content, ReportChart chart);

// The document (HTML, PDF) shows a chart in parts that each fit on a page: a
// forest plot of many pairs (SummEval's 16 systems make 120) is cut between
// pairs, each part a plot of its own with the chart's title. `part` counts from 0.
int documentChartParts(const analysis::ReportContent& content, ReportChart chart);
QSize documentChartSize(const analysis::ReportContent& content, ReportChart chart, int part);
QImage documentChartImage(const analysis::ReportContent& content, ReportChart chart, int part,
                          qreal scale = 2.0);

// The chart at `scale` × its logical size (2: sharp on paper and high-DPI screens).
QImage chartImage(const analysis::ReportContent& content, ReportChart chart, qreal scale = 2.0);
QByteArray chartPng(const analysis::ReportContent& content, ReportChart chart, qreal scale = 2.0);
QByteArray chartSvg(const analysis::ReportContent& content, ReportChart chart);

} // namespace pairrank::ui
