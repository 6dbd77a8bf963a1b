#include "report_json.h"

#include "win_rate_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace pairrank::analysis {

namespace {

// A JSON number holds integers exactly up to 2^53.
QJsonValue seedToJson(std::uint64_t seed) {
    constexpr std::uint64_t kExactLimit = std::uint64_t{1} << 53;
    if (seed <= kExactLimit) {
        return static_cast<qint64>(seed);
    }
    return QString::number(seed);
}

QJsonValue optionalToJson(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue();
}

// Stored settings are JSON text; an object when it parses, else the text itself.
QJsonValue settingsToJson(const QString& text) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error == QJsonParseError::NoError && document.isObject()) {
        return document.object();
    }
    return text;
}

QString warningKindName(WarningKind kind) {
    switch (kind) {
    case WarningKind::FewHumanLabels:
        return QStringLiteral("few_human_labels");
    case WarningKind::JudgeNoBetterThanChance:
        return QStringLiteral("judge_no_better_than_chance");
    case WarningKind::EstimateUnavailable:
        return QStringLiteral("estimate_unavailable");
    case WarningKind::LabelsNotRandom:
        return QStringLiteral("labels_not_random");
    case WarningKind::NotConverged:
        return QStringLiteral("not_converged");
    }
    return QStringLiteral("estimate_unavailable");
}

QJsonObject settingsJson(const ReportContent& content) {
    const stats::WinRateReportOptions& options = content.calibration.options;
    return QJsonObject{
        {QStringLiteral("prior"), reportPriorName(content.calibration.prior)},
        {QStringLiteral("level"), options.level},
        {QStringLiteral("per_evaluator_dawid_skene"), options.perEvaluatorDawidSkene},
        {QStringLiteral("dawid_skene"),
         QJsonObject{{QStringLiteral("chains"), options.dawidSkene.chains},
                     {QStringLiteral("draws"), options.dawidSkene.draws},
                     {QStringLiteral("warmup"), options.dawidSkene.warmup},
                     {QStringLiteral("seed"), seedToJson(options.dawidSkene.seed)}}},
        {QStringLiteral("pooled_regression"),
         QJsonObject{{QStringLiteral("chains"), options.pooledRegression.chains},
                     {QStringLiteral("draws"), options.pooledRegression.draws},
                     {QStringLiteral("warmup"), options.pooledRegression.warmup},
                     {QStringLiteral("seed"), seedToJson(options.pooledRegression.seed)}}},
        {QStringLiteral("bwrs"),
         QJsonObject{{QStringLiteral("draws"), options.bwrs.draws},
                     {QStringLiteral("seed"), seedToJson(options.bwrs.seed)},
                     {QStringLiteral("out_of_range"),
                      QString::fromLatin1(stats::outOfRangePolicyName(options.bwrs.outOfRange))}}},
        {QStringLiteral("ranking"),
         QJsonObject{{QStringLiteral("model"), content.rankingModel},
                     {QStringLiteral("seed"), seedToJson(content.rankingSeed)}}}};
}

QJsonArray judgesJson(const QList<JudgeSetup>& judges) {
    QJsonArray array;
    for (const JudgeSetup& judge : judges) {
        array.append(QJsonObject{{QStringLiteral("name"), judge.name},
                                 {QStringLiteral("backend"), judge.backend},
                                 {QStringLiteral("model"), judge.model},
                                 {QStringLiteral("prompt_template"), judge.promptTemplate},
                                 {QStringLiteral("prompt_sha256"), judge.promptHash},
                                 {QStringLiteral("settings"), settingsToJson(judge.settingsJson)}});
    }
    return array;
}

QJsonArray runsJson(const QList<RunRecord>& runs) {
    QJsonArray array;
    for (const RunRecord& run : runs) {
        array.append(QJsonObject{{QStringLiteral("id"), run.id},
                                 {QStringLiteral("label"), run.label},
                                 {QStringLiteral("judge"), run.judge},
                                 {QStringLiteral("strategy"), run.strategy},
                                 {QStringLiteral("model"), run.model},
                                 {QStringLiteral("seed"), seedToJson(run.seed)},
                                 {QStringLiteral("status"), run.status},
                                 {QStringLiteral("judgements"), run.judgements},
                                 {QStringLiteral("config"), settingsToJson(run.configJson)}});
    }
    return array;
}

QJsonArray warningsJson(const QList<CalibrationWarning>& warnings) {
    QJsonArray array;
    for (const CalibrationWarning& warning : warnings) {
        QJsonObject object{{QStringLiteral("kind"), warningKindName(warning.kind)},
                           {QStringLiteral("message"), warning.message}};
        if (!warning.firstSystem.isEmpty() || !warning.secondSystem.isEmpty()) {
            object.insert(QStringLiteral("systems"),
                          QJsonArray{warning.firstSystem, warning.secondSystem});
        }
        if (!warning.evaluator.isEmpty()) {
            object.insert(QStringLiteral("evaluator"), warning.evaluator);
        }
        array.append(object);
    }
    return array;
}

QJsonObject rankingRowJson(const RankingRow& row) {
    QJsonObject object{
        {QStringLiteral("rank"), row.rank},
        {QStringLiteral("candidate_id"), static_cast<qint64>(row.candidateId)},
        {QStringLiteral("external_id"), row.externalId},
        {QStringLiteral("system"), row.system},
        {QStringLiteral("score"), row.score},
        {QStringLiteral("judgements_seen"), row.judgementsSeen},
        {QStringLiteral("standard_deviation"), optionalToJson(row.standardDeviation)},
        {QStringLiteral("probability_above_next"), optionalToJson(row.probabilityAboveNext)},
        {QStringLiteral("reference_score"), optionalToJson(row.referenceScore)}};
    object.insert(QStringLiteral("interval"),
                  row.credibleInterval ? QJsonValue(QJsonArray{row.credibleInterval->lower,
                                                               row.credibleInterval->upper})
                                       : QJsonValue());
    object.insert(QStringLiteral("rank_interval"),
                  row.rankLower && row.rankUpper
                      ? QJsonValue(QJsonArray{*row.rankLower, *row.rankUpper})
                      : QJsonValue());
    return object;
}

QJsonArray rankingsJson(const QList<RankingSnapshot>& rankings) {
    QJsonArray array;
    for (const RankingSnapshot& ranking : rankings) {
        array.append(rankingJson(ranking));
    }
    return array;
}

} // namespace

QJsonObject rankingJson(const RankingSnapshot& ranking) {
    QJsonArray rows;
    for (const RankingRow& row : ranking.rows) {
        rows.append(rankingRowJson(row));
    }
    return QJsonObject{
        {QStringLiteral("context"), ranking.contextExternalId},
        {QStringLiteral("model"), ranking.model},
        {QStringLiteral("comparisons"), ranking.comparisons},
        {QStringLiteral("human_labels"), ranking.humanLabels},
        {QStringLiteral("absolute_ratings"), ranking.absoluteRatings},
        {QStringLiteral("home_advantage"), ranking.homeAdvantage},
        {QStringLiteral("entropy"), optionalToJson(ranking.entropy)},
        {QStringLiteral("intervals_omitted"), ranking.intervalsOmitted},
        {QStringLiteral("entropy_standard_error"), optionalToJson(ranking.entropyStandardError)},
        {QStringLiteral("interval_draws"), ranking.intervalDraws},
        {QStringLiteral("spearman_against_reference"),
         optionalToJson(ranking.spearmanAgainstReference)},
        {QStringLiteral("rows"), rows}};
}

QJsonObject reportJson(const ReportContent& content) {
    const CalibrationReport& calibration = content.calibration;
    return QJsonObject{
        {QStringLiteral("format"), kReportJsonFormat},
        {QStringLiteral("format_version"), kReportJsonFormatVersion},
        {QStringLiteral("pairrank_version"), calibration.pairrankVersion},
        {QStringLiteral("created_at"), calibration.createdAt.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("project"), QJsonObject{{QStringLiteral("name"), content.projectName},
                                                {QStringLiteral("path"), calibration.projectPath}}},
        {QStringLiteral("criterion"), calibration.criterion},
        {QStringLiteral("counts"),
         QJsonObject{
             {QStringLiteral("systems"), static_cast<qint64>(calibration.winRates.systems.size())},
             {QStringLiteral("pairs"), static_cast<qint64>(calibration.winRates.pairs.size())},
             {QStringLiteral("judgements"), calibration.judgements},
             {QStringLiteral("human_labels"), calibration.humanLabels},
             {QStringLiteral("contexts_ranked"), content.rankings.size()}}},
        {QStringLiteral("settings"), settingsJson(content)},
        {QStringLiteral("judges"), judgesJson(calibration.judges)},
        {QStringLiteral("runs"), runsJson(calibration.runs)},
        {QStringLiteral("warnings"), warningsJson(calibration.warnings)},
        {QStringLiteral("win_rates"), reportToJson(calibration.winRates)},
        {QStringLiteral("win_rates_missing"), calibration.winRatesMissing.isEmpty()
                                                  ? QJsonValue()
                                                  : QJsonValue(calibration.winRatesMissing)},
        {QStringLiteral("judge_bias"),
         calibration.judgeBias ? QJsonValue(toJson(*calibration.judgeBias)) : QJsonValue()},
        {QStringLiteral("rankings"), rankingsJson(content.rankings)},
        {QStringLiteral("ranking_problems"), QJsonArray::fromStringList(content.rankingProblems)}};
}

} // namespace pairrank::analysis
