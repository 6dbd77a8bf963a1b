// The report's forest plots (report_charts.h): one row per estimate, a point
// and its 95 % interval on a 0–1 axis with a dashed line at 0.5. Rows for the
// pairs' win rates and for the judges' accuracies are built here too.
#pragma once

#include "core/analysis/report_content.h"

#include <QColor>
#include <QList>
#include <QSize>
#include <QString>

#include <optional>

class QPainter;

namespace pairrank::ui {

struct ForestRow {
    QString label;
    bool heading = false; // bold label, a separator line above
    std::optional<double> estimate;
    std::optional<stats::CredibleInterval> interval;
    QColor colour;
    QString missingReason; // shown instead of the point when there is no estimate
};

// Per pair: the headline estimate (and Dawid–Skene below it when the headline is the pooled
// regression), then each judge's BWRS and observed one.
QList<ForestRow> pairForestRows(const analysis::ReportContent& content);
// Per judge: q0 and q1 against the human labels.
QList<ForestRow> accuracyForestRows(const analysis::ReportContent& content);

// `rows` cut into parts of at most `maxRows` rows, between groups (a heading row
// and the rows under it), so that each part can be drawn as a plot of its own; a
// group longer than `maxRows` is a part by itself.
QList<QList<ForestRow>> forestPlotParts(const QList<ForestRow>& rows, int maxRows);

QSize forestPlotSize(int rowCount);
void paintForestPlot(QPainter& painter, const QString& title, const QString& subtitle,
                     const QList<ForestRow>& rows, const QString& axisTitle,
                     std::optional<double> referenceLine);

} // namespace pairrank::ui
