#include "report_charts.h"

#include "core/analysis/report_summary.h"
#include "report_chart_style.h"
#include "report_forest_plot.h"
#include "ui/common/win_rate_colour.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

#include <algorithm>
#include <functional>
#include <optional>

namespace pairrank::ui {

namespace {

class ReportCharts {
    Q_DECLARE_TR_FUNCTIONS(ReportCharts)
};

using namespace report_chart_style;

// ---- heat map -------------------------------------------------------------------

constexpr int kCell = 74;
constexpr int kMatrixLabelWidth = 150;
constexpr int kColumnLabelHeight = 52;
constexpr int kLegendHeight = 70;

QSize matrixSize(const analysis::ReportContent& content) {
    const int systems = static_cast<int>(content.calibration.winRates.systems.size());
    const int grid = std::max(1, systems) * kCell;
    const int width = std::max(kMargin * 2 + kMatrixLabelWidth + grid, 560);
    const int height = kTitleHeight + 22 + kColumnLabelHeight + grid + kLegendHeight + kMargin;
    return {width, height};
}

void paintMatrix(QPainter& painter, const analysis::ReportContent& content) {
    const stats::WinRateReport& report = content.calibration.winRates;
    const QSize size = matrixSize(content);
    drawTitle(painter, size.width(), chartTitle(ReportChart::WinRateMatrix));
    painter.setFont(chartFont(12));
    painter.drawText(QRect(kMargin, kTitleHeight, size.width() - 2 * kMargin, 20),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     ReportCharts::tr("Cell: P(row system preferred over column system), "
                                      "%1 posterior mean")
                         .arg(analysis::winRateSourceTitle(report.headlineSource)));
    const QList<int> order = analysis::systemsInRankingOrder(report);
    const int left = kMargin + kMatrixLabelWidth;
    const int top = kTitleHeight + 22 + kColumnLabelHeight;
    const QFontMetrics labelMetrics(chartFont(13));
    painter.setFont(chartFont(13));
    for (int position = 0; position < order.size(); ++position) {
        const QString name = text(report.systems[static_cast<std::size_t>(order[position])]);
        const QRect column(left + position * kCell, top - kColumnLabelHeight, kCell,
                           kColumnLabelHeight - 4);
        painter.drawText(column, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap,
                         labelMetrics.elidedText(name, Qt::ElideRight, 2 * kCell - 8));
        const QRect row(kMargin, top + position * kCell, kMatrixLabelWidth - 8, kCell);
        painter.drawText(row, Qt::AlignRight | Qt::AlignVCenter,
                         labelMetrics.elidedText(name, Qt::ElideRight, kMatrixLabelWidth - 8));
    }
    painter.setFont(chartFont(15, true));
    for (int row = 0; row < order.size(); ++row) {
        for (int column = 0; column < order.size(); ++column) {
            const QRect cell(left + column * kCell, top + row * kCell, kCell, kCell);
            const auto& value = report.winRate[static_cast<std::size_t>(order[row])]
                                              [static_cast<std::size_t>(order[column])];
            if (row == column || !value) {
                painter.fillRect(cell, QColor(235, 235, 235));
                painter.setPen(QColor(140, 140, 140));
                painter.drawText(cell, Qt::AlignCenter,
                                 row == column ? QStringLiteral("—") : QStringLiteral("n/a"));
            } else {
                painter.fillRect(cell, winRateColour(*value));
                painter.setPen(kTextColour); // the scale is light at both ends
                painter.drawText(cell, Qt::AlignCenter, QString::number(*value, 'f', 2));
            }
            painter.setPen(Qt::white);
            painter.drawRect(cell);
        }
    }
    // Legend: the colour scale from 0 to 1 with ticks.
    const int legendTop = top + static_cast<int>(order.size()) * kCell + 18;
    const int legendWidth = std::min(360, size.width() - left - kMargin);
    for (int x = 0; x < legendWidth; ++x) {
        painter.setPen(winRateColour(static_cast<double>(x) / (legendWidth - 1)));
        painter.drawLine(left + x, legendTop, left + x, legendTop + 14);
    }
    painter.setPen(kTextColour);
    painter.setFont(chartFont(12));
    for (const double tick : {0.0, 0.25, 0.5, 0.75, 1.0}) {
        const int x = left + static_cast<int>(tick * (legendWidth - 1));
        painter.drawLine(x, legendTop + 14, x, legendTop + 18);
        painter.drawText(QRect(x - 30, legendTop + 18, 60, 16), Qt::AlignCenter,
                         QString::number(tick, 'f', 2));
    }
    painter.drawText(QRect(kMargin, legendTop - 2, kMatrixLabelWidth - 8, 18),
                     Qt::AlignRight | Qt::AlignVCenter, ReportCharts::tr("win rate"));
    painter.drawText(
        QRect(left, legendTop + 34, size.width() - left - kMargin, 16),
        Qt::AlignLeft | Qt::AlignVCenter,
        ReportCharts::tr("blue: row system preferred · orange: column system preferred"));
}

// ---- forest plots ----------------------------------------------------------------

// A forest plot part of at most this many rows fits on an A4 page under a heading.
constexpr int kPageRows = 36;

QList<ForestRow> forestRows(const analysis::ReportContent& content, ReportChart chart) {
    return chart == ReportChart::JudgeAccuracy ? accuracyForestRows(content)
                                               : pairForestRows(content);
}

void paintForestChart(QPainter& painter, ReportChart chart, const QList<ForestRow>& rows,
                      bool continued) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), forestPlotSize(static_cast<int>(rows.size()))), Qt::white);
    const QString title =
        continued ? ReportCharts::tr("%1 (continued)").arg(chartTitle(chart)) : chartTitle(chart);
    if (chart == ReportChart::JudgeAccuracy) {
        paintForestPlot(painter, title,
                        ReportCharts::tr("Blue: q0 (humans preferred the first system) · red: q1 "
                                         "(humans preferred the second)"),
                        rows, ReportCharts::tr("accuracy"), 0.5);
    } else {
        paintForestPlot(
            painter, title,
            ReportCharts::tr("Point: estimate · line: 95 % interval · dashed: 0.5 (a tie)"), rows,
            ReportCharts::tr("P(first system preferred)"), 0.5);
    }
}

QImage imageOf(QSize size, qreal scale, const std::function<void(QPainter&)>& paint) {
    QImage image(size * scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(scale, scale);
    paint(painter);
    return image;
}

} // namespace

QList<ReportChart> reportCharts(const analysis::ReportContent& content) {
    if (content.calibration.winRatesMissing.isEmpty()) {
        return kReportCharts;
    }
    return {ReportChart::JudgeAccuracy};
}

QString chartStem(ReportChart chart) {
    switch (chart) {
    case ReportChart::WinRateMatrix:
        return QStringLiteral("win-rate-matrix");
    case ReportChart::PairWinRates:
        return QStringLiteral("pair-win-rates");
    case ReportChart::JudgeAccuracy:
        return QStringLiteral("judge-accuracy");
    }
    return {};
}

QString chartTitle(ReportChart chart) {
    switch (chart) {
    case ReportChart::WinRateMatrix:
        return ReportCharts::tr("Win-rate matrix");
    case ReportChart::PairWinRates:
        return ReportCharts::tr("Win rate of each pair of systems, 95 % intervals");
    case ReportChart::JudgeAccuracy:
        return ReportCharts::tr("Judge accuracy against the human labels, 95 % intervals");
    }
    return {};
}

QString chartCaption(ReportChart chart) {
    switch (chart) {
    case ReportChart::WinRateMatrix:
        return ReportCharts::tr(
            "Each cell is the calibrated probability that the row system is preferred over the "
            "column system (the headline estimate: the pooled regression when the project has "
            "human labels, otherwise Dawid–Skene); systems are in ranking order.");
    case ReportChart::PairWinRates:
        return ReportCharts::tr(
            "P(first system preferred) for each pair: the calibrated headline estimate of all "
            "judges and human labels (black; Dawid–Skene below it when the headline is the pooled "
            "regression), each judge's BWRS estimate (orange) and its raw "
            "observed win rate (grey). An interval that does not cross the dashed 0.5 line "
            "means one system is preferred with 95 % credibility.");
    case ReportChart::JudgeAccuracy:
        return ReportCharts::tr(
            "q0: how often the judge agreed with the humans when they preferred the first system "
            "of a pair; q1: the same when they preferred the second. Below the dashed 0.5 line a "
            "judge is worse than a coin.");
    }
    return {};
}

QSize chartSize(const analysis::ReportContent& content, ReportChart chart) {
    switch (chart) {
    case ReportChart::WinRateMatrix:
        return matrixSize(content);
    case ReportChart::PairWinRates:
        return forestPlotSize(static_cast<int>(pairForestRows(content).size()));
    case ReportChart::JudgeAccuracy:
        return forestPlotSize(static_cast<int>(accuracyForestRows(content).size()));
    }
    return {};
}

void paintChart(QPainter& painter, const analysis::ReportContent& content, ReportChart chart) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), chartSize(content, chart)), Qt::white);
    if (chart == ReportChart::WinRateMatrix) {
        paintMatrix(painter, content);
    } else {
        paintForestChart(painter, chart, forestRows(content, chart), false);
    }
}

int documentChartParts(const analysis::ReportContent& content, ReportChart chart) {
    if (chart == ReportChart::WinRateMatrix) {
        return 1;
    }
    return std::max<int>(1, forestPlotParts(forestRows(content, chart), kPageRows).size());
}

QSize documentChartSize(const analysis::ReportContent& content, ReportChart chart, int part) {
    if (chart == ReportChart::WinRateMatrix) {
        return chartSize(content, chart);
    }
    const auto parts = forestPlotParts(forestRows(content, chart), kPageRows);
    return forestPlotSize(static_cast<int>(parts.value(part).size()));
}

QImage documentChartImage(const analysis::ReportContent& content, ReportChart chart, int part,
                          qreal scale) {
    if (chart == ReportChart::WinRateMatrix) {
        return chartImage(content, chart, scale);
    }
    const QList<ForestRow> rows =
        forestPlotParts(forestRows(content, chart), kPageRows).value(part);
    return imageOf(forestPlotSize(static_cast<int>(rows.size())), scale,
                   [&](QPainter& painter) { paintForestChart(painter, chart, rows, part > 0); });
}

QImage chartImage(const analysis::ReportContent& content, ReportChart chart, qreal scale) {
    return imageOf(chartSize(content, chart), scale,
                   [&](QPainter& painter) { paintChart(painter, content, chart); });
}

QByteArray chartPng(const analysis::ReportContent& content, ReportChart chart, qreal scale) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    chartImage(content, chart, scale).save(&buffer, "PNG");
    return bytes;
}

QByteArray chartSvg(const analysis::ReportContent& content, ReportChart chart) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize size = chartSize(content, chart);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(chartTitle(chart));
    generator.setDescription(chartCaption(chart));
    {
        QPainter painter(&generator);
        paintChart(painter, content, chart);
    }
    return bytes;
}

} // namespace pairrank::ui