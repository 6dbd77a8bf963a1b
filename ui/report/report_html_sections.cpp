#include "report_html_sections.h"

#include "report_html_support.h"
#include "ui/common/diagnostic_texts.h"
#include "ui/common/method_names.h"

#include <QCoreApplication>

namespace pairrank::ui::report_html {

namespace {

QString biasRow(const std::optional<analysis::EstimateWithInterval>& estimate, int decimals) {
    if (!estimate) {
        return escape(ReportHtml::tr("not available"));
    }
    return QString::number(estimate->value, 'f', decimals) + u' ' +
           interval(QString::number(estimate->interval.lower, 'f', decimals),
                    QString::number(estimate->interval.upper, 'f', decimals));
}

QString optionalNumber(const std::optional<double>& value, int decimals) {
    return value ? QString::number(*value, 'f', decimals) : QStringLiteral("—");
}

QString rankingTable(const analysis::RankingSnapshot& ranking) {
    const QStringList header{
        escape(ReportHtml::tr("rank")),          escape(ReportHtml::tr("candidate")),
        escape(ReportHtml::tr("system")),        escape(ReportHtml::tr("score")),
        escape(ReportHtml::tr("95 % interval")), escape(ReportHtml::tr("rank range")),
        escape(ReportHtml::tr("P(above next)")), escape(ReportHtml::tr("judged")),
        escape(ReportHtml::tr("reference"))};
    QList<QStringList> rows;
    for (const analysis::RankingRow& row : ranking.rows.first(
             std::min<qsizetype>(analysis::kDocumentRankingRows, ranking.rows.size()))) {
        const QString scoreInterval =
            row.credibleInterval ? interval(QString::number(row.credibleInterval->lower, 'f', 2),
                                            QString::number(row.credibleInterval->upper, 'f', 2))
                                 : QStringLiteral("—");
        const QString rankInterval =
            row.rankLower && row.rankUpper
                ? QStringLiteral("%1–%2").arg(QString::number(*row.rankLower),
                                              QString::number(*row.rankUpper))
                : QStringLiteral("—");
        rows.append({QString::number(row.rank), escape(row.externalId), escape(row.system),
                     QString::number(row.score, 'f', 2), scoreInterval, rankInterval,
                     optionalNumber(row.probabilityAboveNext, 3),
                     QString::number(row.judgementsSeen), optionalNumber(row.referenceScore, 2)});
    }
    QString html = table(header, rows);
    if (ranking.rows.size() > analysis::kDocumentRankingRows) {
        html += paragraph(
            ReportHtml::tr("%1 more candidates of this context are in the CSV and "
                           "JSON exports.")
                .arg(QString::number(ranking.rows.size() - analysis::kDocumentRankingRows)));
    }
    return html;
}

} // namespace

QString biasSection(const analysis::ReportContent& content, const QString& title) {
    QString html = sectionHeading(title, false);
    const auto& bias = content.calibration.judgeBias;
    if (!bias) {
        return html + paragraph(ReportHtml::tr("No judgement to measure the judges' bias on."));
    }
    html += paragraph(ReportHtml::tr("Over every judgement of the criterion, all judges together; "
                                     "95 % intervals."));
    const auto count = [](const std::optional<analysis::EstimateWithInterval>& estimate) {
        return estimate ? QString::number(estimate->count, 'f', 0) : QStringLiteral("—");
    };
    const QList<QStringList> rows{
        {escape(ReportHtml::tr("share of decisions for the first position (0.5: none)")),
         biasRow(bias->positionA, 3), count(bias->positionA)},
        {escape(ReportHtml::tr("home advantage δ of the first position (0: none)")),
         biasRow(bias->homeAdvantage, 3), count(bias->homeAdvantage)},
        {escape(ReportHtml::tr("length bias: slope of logit p per 1,000 characters, quality "
                               "held fixed by reference scores or human labels (0: none)")),
         bias->lengthBiasGap ? escape(ReportHtml::tr("not measured: %1")
                                          .arg(lengthBiasGapReason(*bias->lengthBiasGap)))
                             : biasRow(bias->lengthBiasSlope, 3),
         count(bias->lengthBiasSlope)},
        {escape(ReportHtml::tr("order consistency over pairs asked both ways (1: perfect)")),
         biasRow(bias->orderConsistency, 3), count(bias->orderConsistency)}};
    return html + table({escape(ReportHtml::tr("diagnostic")), escape(ReportHtml::tr("estimate")),
                         escape(ReportHtml::tr("comparisons"))},
                        rows);
}

QString rankingsSection(const analysis::ReportContent& content, const QString& title) {
    // No page of its own: the judge bias's short table before it would be left
    // alone on a page. Each context's heading is kept with its table instead.
    QString html = sectionHeading(title, false);
    if (content.rankings.isEmpty()) {
        return html + paragraph(ReportHtml::tr("No ranking could be computed."));
    }
    html += paragraph(
        (content.rankingUsesHumanLabels
             ? ReportHtml::tr("Scoring model %1, from the judges' comparisons and the human "
                              "labels of the criterion (skips left out); scores are centred to "
                              "mean 0.")
             : ReportHtml::tr("Scoring model %1, from the judges' comparisons only; scores are "
                              "centred to mean 0."))
            .arg(scoringModelTitle(content.rankingModel)));
    const int shown = std::min<int>(analysis::kDocumentRankingContexts, content.rankings.size());
    for (int index = 0; index < shown; ++index) {
        const analysis::RankingSnapshot& ranking = content.rankings[index];
        html += heading(3, ReportHtml::tr("Context %1").arg(ranking.contextExternalId));
        html += paragraph(content.rankingUsesHumanLabels
                              ? ReportHtml::tr("%1 comparisons by judges, %2 human labels used.")
                                    .arg(QString::number(ranking.comparisons),
                                         QString::number(ranking.humanLabels))
                              : ReportHtml::tr("%1 comparisons by judges.")
                                    .arg(QString::number(ranking.comparisons)));
        if (ranking.absoluteRatings > 0) {
            html += paragraph(ReportHtml::tr("The judge's absolute ratings of %1 candidates are "
                                             "experts of this ranking too.")
                                  .arg(QString::number(ranking.absoluteRatings)));
        }
        html += rankingTable(ranking);
    }
    if (content.rankings.size() > shown) {
        html += paragraph(ReportHtml::tr("%1 more contexts are in the CSV and JSON exports.")
                              .arg(QString::number(content.rankings.size() - shown)));
    }
    return html;
}

QString settingsSection(const analysis::ReportContent& content, const QString& title) {
    const analysis::CalibrationReport& calibration = content.calibration;
    QString html = sectionHeading(title, true);
    html += heading(3, ReportHtml::tr("Judges"));
    for (const analysis::JudgeSetup& judge : calibration.judges) {
        html +=
            table({escape(ReportHtml::tr("judge")), escape(judge.name)},
                  {{escape(ReportHtml::tr("backend")), escape(judge.backend)},
                   {escape(ReportHtml::tr("model")), escape(judge.model)},
                   {escape(ReportHtml::tr("prompt SHA-256")),
                    QStringLiteral("<tt>") + escape(judge.promptHash) + QStringLiteral("</tt>")}});
        html += paragraph(ReportHtml::tr("Prompt of %1:").arg(judge.name));
        html += preformatted(judge.promptTemplate);
        html += paragraph(ReportHtml::tr("Settings of %1:").arg(judge.name));
        html += preformatted(indentedJson(judge.settingsJson));
    }
    html += heading(3, ReportHtml::tr("Runs"));
    QList<QStringList> runs;
    for (const analysis::RunRecord& run : calibration.runs) {
        runs.append({QString::number(run.id), escape(run.label), escape(run.judge),
                     escape(selectionStrategyTitle(run.strategy)),
                     escape(scoringModelTitle(run.model)), QString::number(run.seed),
                     escape(run.status), QString::number(run.judgements)});
    }
    html += table({escape(ReportHtml::tr("run")), escape(ReportHtml::tr("label")),
                   escape(ReportHtml::tr("judge")), escape(ReportHtml::tr("strategy")),
                   escape(ReportHtml::tr("scoring model")), escape(ReportHtml::tr("seed")),
                   escape(ReportHtml::tr("status")), escape(ReportHtml::tr("judgements"))},
                  runs);
    for (const analysis::RunRecord& run : calibration.runs) {
        html += paragraph(ReportHtml::tr("Configuration of run %1:").arg(run.id));
        html += preformatted(indentedJson(run.configJson));
    }
    const stats::WinRateReportOptions& options = calibration.options;
    const auto chainSizes = [](int chains, int draws, int warmup) {
        return QStringLiteral("%1 × %2, %3").arg(chains).arg(draws).arg(warmup);
    };
    html += heading(3, ReportHtml::tr("Estimators"));
    html += table(
        {escape(ReportHtml::tr("setting")), escape(ReportHtml::tr("value"))},
        {{escape(ReportHtml::tr("criterion")), escape(calibration.criterion)},
         {escape(ReportHtml::tr("prior")), escape(analysis::reportPriorName(calibration.prior))},
         {escape(ReportHtml::tr("interval level")), QString::number(options.level)},
         {escape(ReportHtml::tr("Dawid–Skene chains × draws, warm-up")),
          chainSizes(options.dawidSkene.chains, options.dawidSkene.draws,
                     options.dawidSkene.warmup)},
         {escape(ReportHtml::tr("Dawid–Skene seed")), QString::number(options.dawidSkene.seed)},
         {escape(ReportHtml::tr("BWRS draws, out-of-range draws")),
          QStringLiteral("%1, %2").arg(
              QString::number(options.bwrs.draws),
              escape(QString::fromLatin1(stats::outOfRangePolicyName(options.bwrs.outOfRange))))},
         {escape(ReportHtml::tr("BWRS seed")), QString::number(options.bwrs.seed)},
         {escape(ReportHtml::tr("pooled regression chains × draws kept, warm-up")),
          chainSizes(options.pooledRegression.chains, options.pooledRegression.draws,
                     options.pooledRegression.warmup)},
         {escape(ReportHtml::tr("pooled regression seed")),
          QString::number(options.pooledRegression.seed)},
         {escape(ReportHtml::tr("ranking model, seed")),
          QStringLiteral("%1, %2").arg(escape(scoringModelTitle(content.rankingModel)),
                                       QString::number(content.rankingSeed))},
         {escape(ReportHtml::tr("judgements, human labels")),
          QStringLiteral("%1, %2").arg(QString::number(calibration.judgements),
                                       QString::number(calibration.humanLabels))},
         {escape(ReportHtml::tr("PairRank version")), escape(calibration.pairrankVersion)},
         {escape(ReportHtml::tr("created (UTC)")),
          escape(calibration.createdAt.toUTC().toString(Qt::ISODate))},
         {escape(ReportHtml::tr("project file")), escape(calibration.projectPath)}});
    return html;
}

} // namespace pairrank::ui::report_html
