#include "report_forest_plot.h"

#include "core/analysis/report_summary.h"
#include "report_chart_style.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace pairrank::ui {

using namespace report_chart_style;

namespace {

class ReportForestPlot {
    Q_DECLARE_TR_FUNCTIONS(ReportForestPlot)
};

constexpr int kPlotWidth = 400;
constexpr int kForestLabelWidth = 300;
const QColor kJointColour(20, 20, 20);
const QColor kBwrsColour(214, 96, 22);
const QColor kObservedColour(110, 110, 110);
const QColor kFirstAccuracyColour(33, 102, 172);
const QColor kSecondAccuracyColour(178, 24, 43);

ForestRow estimateRow(const QString& label, bool heading,
                      const stats::Estimate<stats::WinRatePoint>& estimate, const QColor& colour) {
    if (!estimate.value) {
        return {label, heading, std::nullopt, std::nullopt, colour, text(estimate.error)};
    }
    return {label, heading, estimate.value->mean, estimate.value->interval, colour, QString()};
}

} // namespace

QList<ForestRow> pairForestRows(const analysis::ReportContent& content) {
    QList<ForestRow> rows;
    const stats::WinRateReport& report = content.calibration.winRates;
    for (std::size_t i = 0; i < report.pairs.size(); ++i) {
        const stats::PairReport& pair = report.pairs[i];
        rows.append(estimateRow(ReportForestPlot::tr("%1 vs %2 · %3")
                                    .arg(text(pair.firstSystem), text(pair.secondSystem),
                                         analysis::winRateSourceTitle(report.headlineSource)),
                                true, stats::headlineSummary(report, i), kJointColour));
        if (report.headlineSource == stats::WinRateSource::PooledRegression) {
            rows.append(estimateRow(ReportForestPlot::tr("   Dawid–Skene · all judges"), false,
                                    stats::summarize(pair.dawidSkene), kJointColour));
        }
        for (const stats::EvaluatorPairReport& evaluator : pair.evaluators) {
            rows.append(
                estimateRow(ReportForestPlot::tr("   BWRS · %1").arg(text(evaluator.evaluator)),
                            false, stats::summarize(evaluator.bwrs), kBwrsColour));
            rows.append(
                estimateRow(ReportForestPlot::tr("   observed · %1").arg(text(evaluator.evaluator)),
                            false, stats::summarize(evaluator.observed), kObservedColour));
        }
    }
    return rows;
}

QList<ForestRow> accuracyForestRows(const analysis::ReportContent& content) {
    QList<ForestRow> rows;
    for (const stats::EvaluatorAccuracyRow& row : content.calibration.winRates.accuracyTable) {
        const auto add = [&](const std::optional<stats::BetaSummary>& summary, const QString& label,
                             const QColor& colour, bool heading) {
            ForestRow entry{label, heading, std::nullopt, std::nullopt, colour, QString()};
            if (summary) {
                entry.estimate = summary->mean;
                entry.interval = summary->interval;
            } else {
                entry.missingReason = ReportForestPlot::tr("no human label for this side");
            }
            rows.append(entry);
        };
        add(row.accuracy.q0, ReportForestPlot::tr("%1 · q0").arg(text(row.evaluator)),
            kFirstAccuracyColour, true);
        add(row.accuracy.q1, ReportForestPlot::tr("%1 · q1").arg(text(row.evaluator)),
            kSecondAccuracyColour, false);
    }
    return rows;
}

QList<QList<ForestRow>> forestPlotParts(const QList<ForestRow>& rows, int maxRows) {
    QList<QList<ForestRow>> groups;
    for (const ForestRow& row : rows) {
        if (row.heading || groups.isEmpty()) {
            groups.append(QList<ForestRow>{});
        }
        groups.last().append(row);
    }
    QList<QList<ForestRow>> parts;
    for (const QList<ForestRow>& group : groups) {
        if (parts.isEmpty() || parts.last().size() + group.size() > maxRows) {
            parts.append(QList<ForestRow>{});
        }
        parts.last().append(group);
    }
    return parts;
}

QSize forestPlotSize(int rowCount) {
    return {kMargin * 2 + kForestLabelWidth + kPlotWidth + 20,
            kTitleHeight + 26 + std::max(1, rowCount) * kSubRowHeight + 8 + kAxisHeight + kMargin};
}

void paintForestPlot(QPainter& painter, const QString& title, const QString& subtitle,
                     const QList<ForestRow>& rows, const QString& axisTitle,
                     std::optional<double> referenceLine) {
    const QSize size = forestPlotSize(static_cast<int>(rows.size()));
    drawTitle(painter, size.width(), title);
    painter.setFont(chartFont(12));
    painter.drawText(QRect(kMargin, kTitleHeight, size.width() - 2 * kMargin, 20),
                     Qt::AlignLeft | Qt::AlignVCenter, subtitle);
    const int left = kMargin + kForestLabelWidth;
    const int top = kTitleHeight + 26;
    const int bottom = top + static_cast<int>(rows.size()) * kSubRowHeight + 8;
    const auto xOf = [&](double value) {
        return left + std::clamp(value, 0.0, 1.0) * kPlotWidth;
    };
    // Grid and axis.
    painter.setFont(chartFont(12));
    for (int tick = 0; tick <= 10; ++tick) {
        const double value = tick / 10.0;
        const double x = xOf(value);
        painter.setPen(QPen(kGridColour, 1));
        painter.drawLine(QPointF(x, top), QPointF(x, bottom));
        painter.setPen(kTextColour);
        painter.drawLine(QPointF(x, bottom), QPointF(x, bottom + 4));
        if (tick % 2 == 0) {
            painter.drawText(QRectF(x - 25, bottom + 5, 50, 16), Qt::AlignCenter,
                             QString::number(value, 'f', 1));
        }
    }
    painter.setPen(kTextColour);
    painter.drawLine(QPointF(left, bottom), QPointF(left + kPlotWidth, bottom));
    painter.drawText(QRectF(left, bottom + 22, kPlotWidth, 18), Qt::AlignCenter, axisTitle);
    if (referenceLine) {
        painter.setPen(QPen(QColor(120, 120, 120), 1.2, Qt::DashLine));
        painter.drawLine(QPointF(xOf(*referenceLine), top), QPointF(xOf(*referenceLine), bottom));
    }
    const QFontMetrics labelMetrics(chartFont(13));
    for (int index = 0; index < rows.size(); ++index) {
        const ForestRow& row = rows[index];
        const double y = top + index * kSubRowHeight + kSubRowHeight / 2.0;
        if (row.heading && index > 0) {
            painter.setPen(QPen(QColor(170, 170, 170), 1));
            painter.drawLine(QPointF(kMargin, y - kSubRowHeight / 2.0),
                             QPointF(left + kPlotWidth, y - kSubRowHeight / 2.0));
        }
        painter.setFont(chartFont(13, row.heading));
        painter.setPen(kTextColour);
        painter.drawText(
            QRectF(kMargin, y - kSubRowHeight / 2.0, kForestLabelWidth - 10, kSubRowHeight),
            Qt::AlignLeft | Qt::AlignVCenter,
            labelMetrics.elidedText(row.label, Qt::ElideRight, kForestLabelWidth - 14));
        if (!row.estimate) {
            painter.setFont(chartFont(11));
            painter.setPen(QColor(150, 40, 40));
            painter.drawText(
                QRectF(left + 6, y - kSubRowHeight / 2.0, kPlotWidth - 12, kSubRowHeight),
                Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetrics(chartFont(11))
                    .elidedText(ReportForestPlot::tr("not estimated: %1").arg(row.missingReason),
                                Qt::ElideRight, kPlotWidth - 12));
            continue;
        }
        painter.setPen(QPen(row.colour, 2.2));
        if (row.interval) {
            painter.drawLine(QPointF(xOf(row.interval->lower), y),
                             QPointF(xOf(row.interval->upper), y));
            painter.drawLine(QPointF(xOf(row.interval->lower), y - 4),
                             QPointF(xOf(row.interval->lower), y + 4));
            painter.drawLine(QPointF(xOf(row.interval->upper), y - 4),
                             QPointF(xOf(row.interval->upper), y + 4));
        }
        painter.setBrush(row.colour);
        painter.drawEllipse(QPointF(xOf(*row.estimate), y), row.heading ? 5.0 : 4.0,
                            row.heading ? 5.0 : 4.0);
        painter.setBrush(Qt::NoBrush);
    }
}

} // namespace pairrank::ui
