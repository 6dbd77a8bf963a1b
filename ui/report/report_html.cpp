#include "report_html.h"

#include "core/analysis/report_summary.h"
#include "core/analysis/warning_lines.h"
#include "report_html_sections.h"
#include "report_html_support.h"

#include <QBuffer>
#include <QCoreApplication>

#include <cmath>

namespace pairrank::ui {

using namespace report_html;

namespace {

QString chartHtml(const analysis::ReportContent& content, ReportChart chart, ReportImages images) {
    QString html;
    const int parts = documentChartParts(content, chart);
    for (int part = 0; part < parts; ++part) {
        const QSize size = documentChartSize(content, chart, part);
        // Shown at most 640 px wide (the printable width of an A4 page at 96 dpi with margins).
        const int width = std::min(size.width(), 640);
        // Both given: QTextDocument off the GUI thread (the desktop application's
        // export) keeps an image's own height when only the width is given.
        const int height = qRound(size.height() * (double(width) / size.width()));
        QString source = chartResourceName(chart, part);
        if (images == ReportImages::Embedded) {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            documentChartImage(content, chart, part).save(&buffer, "PNG");
            source = QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
        }
        html += QStringLiteral("<p><img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\"/></p>\n")
                    .arg(source, QString::number(width), QString::number(height),
                         escape(chartTitle(chart)));
    }
    return html + QStringLiteral("<p><i>%1</i></p>\n").arg(escape(chartCaption(chart)));
}

QString summarySection(const analysis::ReportContent& content) {
    QString html = sectionHeading(reportSectionTitles().at(0), false);
    for (const QString& text : analysis::reportSummary(content)) {
        html += paragraph(text);
    }
    return html;
}

QString warningsSection(const analysis::ReportContent& content) {
    QString html = sectionHeading(reportSectionTitles().at(1), false);
    if (content.calibration.warnings.isEmpty() && content.rankingProblems.isEmpty()) {
        return html + paragraph(ReportHtml::tr("None."));
    }
    html += QStringLiteral("<ul>\n");
    for (const QString& line : analysis::warningLines(content.calibration.warnings)) {
        html += QStringLiteral("<li>") + escape(line) + QStringLiteral("</li>\n");
    }
    for (const QString& problem : content.rankingProblems) {
        html += QStringLiteral("<li>") +
                escape(ReportHtml::tr("Ranking not available: %1").arg(problem)) +
                QStringLiteral("</li>\n");
    }
    return html + QStringLiteral("</ul>\n");
}

QString matrixSection(const analysis::ReportContent& content, ReportImages images) {
    const stats::WinRateReport& report = content.calibration.winRates;
    QString html = sectionHeading(reportSectionTitles().at(2), true);
    html += chartHtml(content, ReportChart::WinRateMatrix, images);
    const QList<int> order = analysis::systemsInRankingOrder(report);
    QStringList header{escape(ReportHtml::tr("row preferred over column"))};
    for (const int system : order) {
        header.append(escape(report.systems[static_cast<std::size_t>(system)]));
    }
    header.append(escape(ReportHtml::tr("average")));
    QList<QStringList> rows;
    for (const int row : order) {
        const auto rowIndex = static_cast<std::size_t>(row);
        QStringList cells{QStringLiteral("<b>") + escape(report.systems[rowIndex]) +
                          QStringLiteral("</b>")};
        for (const int column : order) {
            cells.append(
                row == column
                    ? QStringLiteral("—")
                    : probability(report.winRate[rowIndex][static_cast<std::size_t>(column)]));
        }
        cells.append(probability(report.averageWinRate[rowIndex]));
        rows.append(cells);
    }
    return html + table(header, rows);
}

// "0.271", "[0.086, 0.527]", or the reason in the first cell and an empty second.
QStringList estimateCells(const stats::Estimate<stats::WinRatePoint>& estimate) {
    if (!estimate.value) {
        return {
            escape(ReportHtml::tr("not estimated: %1").arg(QString::fromStdString(estimate.error))),
            QString()};
    }
    return {probability(estimate.value->mean), interval(estimate.value->interval)};
}

// A PPI++ row of the pairs table: `estimator` and `judge` are HTML already.
QStringList ppiRow(const stats::Estimate<stats::PpiResult>& ppi, const QString& estimator,
                   const QString& judge) {
    return QStringList{estimator, judge} + estimateCells(stats::summarize(ppi)) +
           QStringList{ppi.value ? escape(ReportHtml::tr("λ %1, %2 human labels")
                                              .arg(QString::number(ppi.value->lambda, 'f', 2),
                                                   QString::number(ppi.value->labelled)))
                                 : QString()};
}

QString pairsSection(const analysis::ReportContent& content, ReportImages images) {
    const stats::WinRateReport& report = content.calibration.winRates;
    QString html = sectionHeading(reportSectionTitles().at(3), true);
    html += chartHtml(content, ReportChart::PairWinRates, images);
    html += paragraph(ReportHtml::tr(
        "Win rate = P(first system preferred). Observed: the judge's raw share of wins. BWRS: "
        "Bayesian win-rate sampling, corrected by the judge's accuracy against the humans. "
        "Pooled regression: the human win rate over the pair's items, from one regression of "
        "the human labels on all judges' verdicts across every pair. Dawid–Skene: all judges "
        "and human labels jointly, under the prior setting shown."));
    html += paragraph(
        ReportHtml::tr("PPI++: prediction-powered inference, the human labels corrected by the "
                       "judges' verdicts on every item as far as the verdicts prove to help (λ); "
                       "it needs a random sample of human labels."));
    html += paragraph(ReportHtml::tr("The matrix and the summary use the %1 estimates.")
                          .arg(analysis::winRateSourceTitle(report.headlineSource)));
    const QStringList header{escape(ReportHtml::tr("estimate")), escape(ReportHtml::tr("judge")),
                             escape(ReportHtml::tr("win rate")),
                             escape(ReportHtml::tr("95 % interval")),
                             escape(ReportHtml::tr("based on"))};
    QList<QStringList> rows;
    for (std::size_t index = 0; index < report.pairs.size(); ++index) {
        const stats::PairReport& pair = report.pairs[index];
        rows.append(
            {QStringLiteral("<b>%1 vs %2</b> — %3")
                 .arg(escape(pair.firstSystem), escape(pair.secondSystem),
                      escape(ReportHtml::tr("%1 items; %2 human labels, %3 of them for "
                                            "%4; prior: %5")
                                 .arg(QString::number(pair.items),
                                      QString::number(pair.human.labelled),
                                      QString::number(pair.human.firstPreferred),
                                      QString::fromStdString(pair.firstSystem),
                                      QString::fromLatin1(stats::priorSettingName(pair.prior)))))});
        if (report.pooledRegression.value) {
            const stats::PooledRegressionPair& pooled = report.pooledRegression.value->pairs[index];
            rows.append(
                QStringList{QStringLiteral("<b>") + escape(ReportHtml::tr("Pooled regression")) +
                                QStringLiteral("</b>"),
                            escape(ReportHtml::tr("all, with the humans of every pair"))} +
                estimateCells({stats::summarize(pooled), {}}) +
                QStringList{escape(ReportHtml::tr("R̂ %1, effective draws %2")
                                       .arg(QString::number(pooled.diagnostics.splitRHat, 'f', 3),
                                            QString::number(std::lround(
                                                pooled.diagnostics.effectiveSampleSize))))});
        }
        rows.append(
            ppiRow(pair.ppi,
                   QStringLiteral("<b>") + escape(ReportHtml::tr("PPI++")) + QStringLiteral("</b>"),
                   escape(ReportHtml::tr("all, with the humans"))));
        const auto& joint = pair.dawidSkene;
        rows.append(
            QStringList{QStringLiteral("<b>") + escape(ReportHtml::tr("Dawid–Skene")) +
                            QStringLiteral("</b>"),
                        escape(ReportHtml::tr("all, with the humans"))} +
            estimateCells(stats::summarize(joint)) +
            QStringList{joint.value
                            ? escape(ReportHtml::tr("%1 chains × %2 draws, R̂ %3")
                                         .arg(QString::number(joint.value->chains),
                                              QString::number(joint.value->draws),
                                              QString::number(joint.value->p.diagnostics.splitRHat,
                                                              'f', 3)))
                            : QString()});
        for (const stats::EvaluatorPairReport& evaluator : pair.evaluators) {
            const auto& observed = evaluator.observed;
            rows.append(
                QStringList{escape(ReportHtml::tr("observed")), escape(evaluator.evaluator)} +
                estimateCells(stats::summarize(observed)) +
                QStringList{
                    observed.value
                        ? escape(ReportHtml::tr("%1 of %2 judged items for %3")
                                     .arg(QString::number(observed.value->counts.firstPreferred),
                                          QString::number(observed.value->counts.judged),
                                          QString::fromStdString(pair.firstSystem)))
                        : QString()});
            const auto& bwrs = evaluator.bwrs;
            rows.append(QStringList{escape(ReportHtml::tr("BWRS")), escape(evaluator.evaluator)} +
                        estimateCells(stats::summarize(bwrs)) +
                        QStringList{bwrs.value
                                        ? escape(ReportHtml::tr("%1 of %2 draws used")
                                                     .arg(QString::number(bwrs.value->usedDraws),
                                                          QString::number(bwrs.value->draws)))
                                        : QString()});
            rows.append(ppiRow(evaluator.ppi, escape(ReportHtml::tr("PPI++")),
                               escape(evaluator.evaluator)));
        }
    }
    return html + table(header, rows);
}

QString accuracySection(const analysis::ReportContent& content, ReportImages images) {
    QString html = sectionHeading(reportSectionTitles().at(4), true);
    html += chartHtml(content, ReportChart::JudgeAccuracy, images);
    const QStringList header{escape(ReportHtml::tr("judge")),
                             escape(ReportHtml::tr("q0 (humans: first)")),
                             escape(ReportHtml::tr("agreed / labelled")),
                             escape(ReportHtml::tr("q1 (humans: second)")),
                             escape(ReportHtml::tr("agreed / labelled")),
                             escape(ReportHtml::tr("overall accuracy"))};
    QList<QStringList> rows;
    const auto summary = [](const std::optional<stats::BetaSummary>& value) {
        return value ? probability(value->mean) + QStringLiteral(" ") + interval(value->interval)
                     : escape(ReportHtml::tr("not measured"));
    };
    for (const stats::EvaluatorAccuracyRow& row : content.calibration.winRates.accuracyTable) {
        const stats::AccuracyCounts& counts = row.accuracy.counts;
        rows.append({escape(row.evaluator), summary(row.accuracy.q0),
                     QStringLiteral("%1 / %2").arg(QString::number(counts.correctFirst),
                                                   QString::number(counts.humanFirst)),
                     summary(row.accuracy.q1),
                     QStringLiteral("%1 / %2").arg(QString::number(counts.correctSecond),
                                                   QString::number(counts.humanSecond)),
                     probability(row.accuracy.overallAccuracy)});
    }
    return html + table(header, rows);
}

} // namespace

QString chartResourceName(ReportChart chart, int part) {
    return QStringLiteral("chart-") + chartStem(chart) +
           (part > 0 ? QStringLiteral("-%1").arg(part + 1) : QString()) + QStringLiteral(".png");
}

QStringList reportSectionTitles() {
    return {ReportHtml::tr("Summary"),
            ReportHtml::tr("Warnings"),
            ReportHtml::tr("Win-rate matrix"),
            ReportHtml::tr("Pairs of systems"),
            ReportHtml::tr("Judge accuracy"),
            ReportHtml::tr("Judge bias"),
            ReportHtml::tr("Candidate rankings"),
            ReportHtml::tr("Reproduction settings")};
}

QString reportHtml(const analysis::ReportContent& content, ReportImages images) {
    const QString title = ReportHtml::tr("PairRank report: %1 — %2")
                              .arg(content.projectName, content.calibration.criterion);
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\"/>\n"
                       "<title>") +
        escape(title) +
        QStringLiteral("</title>\n<style>\nbody { font-family: 'DejaVu Sans', sans-serif; "
                       "font-size: 10pt; }\nh1 { font-size: 18pt; }\n"
                       "h2 { font-size: 14pt; margin-top: 18px; }\n"
                       "h3 { font-size: 11pt; }\n</style>\n</head>\n<body>\n");
    html += heading(1, title);
    html +=
        paragraph(ReportHtml::tr("Created %1 (UTC) with PairRank %2 from %3.")
                      .arg(content.calibration.createdAt.toUTC().toString(Qt::ISODate),
                           content.calibration.pairrankVersion, content.calibration.projectPath));
    html += summarySection(content);
    html += warningsSection(content);
    // A section per chart the report has: without systems there is nothing to compare,
    // and the summary says why.
    const QList<ReportChart> charts = reportCharts(content);
    if (charts.contains(ReportChart::WinRateMatrix)) {
        html += matrixSection(content, images);
    }
    if (charts.contains(ReportChart::PairWinRates)) {
        html += pairsSection(content, images);
    }
    html += accuracySection(content, images);
    html += biasSection(content, reportSectionTitles().at(5));
    html += rankingsSection(content, reportSectionTitles().at(6));
    html += settingsSection(content, reportSectionTitles().at(7));
    return html + QStringLiteral("</body>\n</html>\n");
}

} // namespace pairrank::ui
