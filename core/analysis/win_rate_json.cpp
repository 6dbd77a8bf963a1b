#include "win_rate_json.h"

#include <QJsonArray>

#include <cmath>

namespace pairrank::analysis {
namespace {

QJsonValue jsonNumber(double value) {
    if (std::isfinite(value)) {
        return value;
    }
    return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
}

QJsonArray intervalToJson(const stats::CredibleInterval& interval) {
    return QJsonArray{jsonNumber(interval.lower), jsonNumber(interval.upper)};
}

QJsonObject parameterToJson(const stats::ParameterPosterior& parameter) {
    QJsonObject object = posteriorToJson(parameter.summary);
    object.insert(QStringLiteral("rhat"), jsonNumber(parameter.diagnostics.splitRHat));
    object.insert(QStringLiteral("ess"), jsonNumber(parameter.diagnostics.effectiveSampleSize));
    return object;
}

template <typename T, typename ToJson>
QJsonValue estimateToJson(const stats::Estimate<T>& estimate, ToJson toJson) {
    if (estimate.value) {
        return toJson(*estimate.value);
    }
    return QJsonObject{{QStringLiteral("error"), QString::fromStdString(estimate.error)}};
}

} // namespace

QJsonObject posteriorToJson(const stats::PosteriorSummary& summary) {
    return QJsonObject{{QStringLiteral("mean"), jsonNumber(summary.mean)},
                       {QStringLiteral("mode"), jsonNumber(summary.mode)},
                       {QStringLiteral("interval"), intervalToJson(summary.interval)},
                       {QStringLiteral("level"), summary.level},
                       {QStringLiteral("kde_bandwidth"), jsonNumber(summary.kdeBandwidth)}};
}

QJsonObject betaSummaryToJson(const stats::BetaSummary& summary) {
    return QJsonObject{
        {QStringLiteral("mean"), summary.mean},
        {QStringLiteral("mode"), summary.mode},
        {QStringLiteral("interval"), intervalToJson(summary.interval)},
        {QStringLiteral("beta"), QJsonArray{summary.shape.alpha, summary.shape.beta}}};
}

QJsonObject accuracyToJson(const stats::EvaluatorAccuracy& accuracy) {
    QJsonObject object{{QStringLiteral("human_first"), accuracy.counts.humanFirst},
                       {QStringLiteral("correct_first"), accuracy.counts.correctFirst},
                       {QStringLiteral("human_second"), accuracy.counts.humanSecond},
                       {QStringLiteral("correct_second"), accuracy.counts.correctSecond}};
    object.insert(QStringLiteral("q0"),
                  accuracy.q0 ? QJsonValue(betaSummaryToJson(*accuracy.q0)) : QJsonValue());
    object.insert(QStringLiteral("q1"),
                  accuracy.q1 ? QJsonValue(betaSummaryToJson(*accuracy.q1)) : QJsonValue());
    object.insert(QStringLiteral("overall_accuracy"),
                  accuracy.overallAccuracy ? QJsonValue(*accuracy.overallAccuracy) : QJsonValue());
    return object;
}

QJsonObject observedToJson(const stats::ObservedWinRate& observed) {
    return QJsonObject{{QStringLiteral("rate"), observed.rate},
                       {QStringLiteral("mean"), observed.posterior.mean},
                       {QStringLiteral("mode"), observed.posterior.mode},
                       {QStringLiteral("interval"), intervalToJson(observed.posterior.interval)},
                       {QStringLiteral("judged"), observed.counts.judged},
                       {QStringLiteral("first_preferred"), observed.counts.firstPreferred}};
}

QJsonObject bwrsToJson(const stats::BwrsResult& result) {
    QJsonObject object = posteriorToJson(result.p);
    object.insert(QStringLiteral("draws"), result.draws);
    object.insert(QStringLiteral("used_draws"), result.usedDraws);
    object.insert(QStringLiteral("below_zero"), result.belowZero);
    object.insert(QStringLiteral("above_one"), result.aboveOne);
    object.insert(QStringLiteral("accuracy_sum_at_most_one"), result.accuracySumAtMostOne);
    object.insert(QStringLiteral("out_of_range"),
                  QString::fromLatin1(stats::outOfRangePolicyName(result.outOfRange)));
    object.insert(QStringLiteral("q0_beta"), QJsonArray{result.q0.alpha, result.q0.beta});
    object.insert(QStringLiteral("q1_beta"), QJsonArray{result.q1.alpha, result.q1.beta});
    object.insert(QStringLiteral("k_beta"), QJsonArray{result.k.alpha, result.k.beta});
    return object;
}

QJsonObject ppiToJson(const stats::PpiResult& result) {
    return QJsonObject{
        {QStringLiteral("estimate"), jsonNumber(result.estimate)},
        {QStringLiteral("interval"), intervalToJson(result.interval)},
        {QStringLiteral("standard_error"), jsonNumber(result.standardError)},
        {QStringLiteral("lambda"), jsonNumber(result.lambda)},
        {QStringLiteral("labelled"), result.labelled},
        {QStringLiteral("unlabelled"), result.unlabelled},
        {QStringLiteral("prediction_mean"), jsonNumber(result.predictionMean)},
        {QStringLiteral("variance_reduction"), jsonNumber(result.varianceReduction)},
        {QStringLiteral("classical_estimate"), jsonNumber(result.classicalEstimate)},
        {QStringLiteral("classical_standard_error"), jsonNumber(result.classicalStandardError)}};
}

QJsonObject dawidSkeneToJson(const stats::DawidSkeneResult& result,
                             const std::vector<std::string>& evaluatorNames) {
    QJsonObject object = parameterToJson(result.p);
    QJsonArray evaluators;
    for (std::size_t e = 0; e < result.q0.size(); ++e) {
        evaluators.append(QJsonObject{
            {QStringLiteral("name"),
             e < evaluatorNames.size() ? QString::fromStdString(evaluatorNames[e]) : QString()},
            {QStringLiteral("q0"), parameterToJson(result.q0[e])},
            {QStringLiteral("q1"), parameterToJson(result.q1[e])}});
    }
    object.insert(QStringLiteral("evaluators"), evaluators);
    object.insert(QStringLiteral("diagnostics"),
                  QJsonObject{{QStringLiteral("chains"), result.chains},
                              {QStringLiteral("draws_per_chain"), result.draws},
                              {QStringLiteral("warmup"), result.warmup},
                              {QStringLiteral("label_patterns"), result.patternCount},
                              {QStringLiteral("gold_items"), result.goldItems}});
    return object;
}

QJsonObject pooledPairToJson(const stats::PooledRegressionPair& pair) {
    return QJsonObject{{QStringLiteral("mean"), jsonNumber(pair.mean)},
                       {QStringLiteral("interval"), intervalToJson(pair.interval)},
                       {QStringLiteral("rhat"), jsonNumber(pair.diagnostics.splitRHat)},
                       {QStringLiteral("ess"), jsonNumber(pair.diagnostics.effectiveSampleSize)}};
}

QJsonObject pooledFitToJson(const stats::PooledRegressionResult& result) {
    QJsonArray weights;
    for (std::size_t e = 0; e < result.evaluators.size(); ++e) {
        weights.append(
            QJsonObject{{QStringLiteral("name"), QString::fromStdString(result.evaluators[e])},
                        {QStringLiteral("weight"), jsonNumber(result.judgeWeights[e])}});
    }
    return QJsonObject{
        {QStringLiteral("judge_weights"), weights},
        {QStringLiteral("calibration_slope"), jsonNumber(result.calibrationSlope)},
        {QStringLiteral("pair_spread"), jsonNumber(result.pairSpread)},
        {QStringLiteral("largest_rhat"), jsonNumber(result.largestRHat)},
        {QStringLiteral("smallest_ess"), jsonNumber(result.smallestEffectiveSampleSize)},
        {QStringLiteral("settled"), result.settled}};
}

QJsonObject reportToJson(const stats::WinRateReport& report) {
    QJsonArray pairs;
    for (std::size_t index = 0; index < report.pairs.size(); ++index) {
        const stats::PairReport& pair = report.pairs[index];
        QJsonArray evaluators;
        std::vector<std::string> names;
        for (const stats::EvaluatorPairReport& row : pair.evaluators) {
            names.push_back(row.evaluator);
            QJsonObject entry{
                {QStringLiteral("name"), QString::fromStdString(row.evaluator)},
                {QStringLiteral("accuracy"), accuracyToJson(row.accuracy)},
                {QStringLiteral("observed"), estimateToJson(row.observed, observedToJson)},
                {QStringLiteral("bwrs"), estimateToJson(row.bwrs, bwrsToJson)},
                {QStringLiteral("ppi"), estimateToJson(row.ppi, ppiToJson)}};
            if (row.dawidSkene.value || !row.dawidSkene.error.empty()) {
                entry.insert(
                    QStringLiteral("dawid_skene"),
                    estimateToJson(row.dawidSkene, [&](const stats::DawidSkeneResult& result) {
                        return dawidSkeneToJson(result, {row.evaluator});
                    }));
            }
            if (row.oodSourcePair) {
                entry.insert(QStringLiteral("ood_source_pair"), *row.oodSourcePair);
            }
            evaluators.append(entry);
        }
        QJsonObject object{
            {QStringLiteral("systems"), QJsonArray{QString::fromStdString(pair.firstSystem),
                                                   QString::fromStdString(pair.secondSystem)}},
            {QStringLiteral("items"), pair.items},
            {QStringLiteral("human_labelled"), pair.human.labelled},
            {QStringLiteral("human_first_preferred"), pair.human.firstPreferred},
            {QStringLiteral("prior"), QString::fromLatin1(stats::priorSettingName(pair.prior))},
            {QStringLiteral("evaluators"), evaluators},
            {QStringLiteral("pooled_regression"),
             report.pooledRegression.value
                 ? QJsonValue(pooledPairToJson(report.pooledRegression.value->pairs[index]))
                 : QJsonValue(
                       QJsonObject{{QStringLiteral("error"),
                                    QString::fromStdString(report.pooledRegression.error)}})},
            {QStringLiteral("ppi"), estimateToJson(pair.ppi, ppiToJson)},
            {QStringLiteral("dawid_skene"),
             estimateToJson(pair.dawidSkene, [&](const stats::DawidSkeneResult& result) {
                 return dawidSkeneToJson(result, names);
             })}};
        pairs.append(object);
    }
    QJsonArray systems;
    for (const std::string& system : report.systems) {
        systems.append(QString::fromStdString(system));
    }
    QJsonArray matrix;
    for (const auto& row : report.winRate) {
        QJsonArray values;
        for (const std::optional<double>& value : row) {
            values.append(value ? QJsonValue(*value) : QJsonValue());
        }
        matrix.append(values);
    }
    QJsonArray ranking;
    for (const int system : report.ranking) {
        const std::optional<double>& score =
            report.averageWinRate[static_cast<std::size_t>(system)];
        ranking.append(QJsonObject{
            {QStringLiteral("system"),
             QString::fromStdString(report.systems[static_cast<std::size_t>(system)])},
            {QStringLiteral("average_win_rate"), score ? QJsonValue(*score) : QJsonValue()}});
    }
    QJsonArray accuracy;
    for (const stats::EvaluatorAccuracyRow& row : report.accuracyTable) {
        QJsonObject entry = accuracyToJson(row.accuracy);
        entry.insert(QStringLiteral("name"), QString::fromStdString(row.evaluator));
        accuracy.append(entry);
    }
    // No pairs (a report of texts without systems): no estimator made a win rate.
    const QJsonValue source = report.pairs.empty() ? QJsonValue()
                              : report.headlineSource == stats::WinRateSource::PooledRegression
                                  ? QJsonValue(QStringLiteral("pooled_regression"))
                                  : QJsonValue(QStringLiteral("dawid_skene"));
    return QJsonObject{{QStringLiteral("pairs"), pairs},
                       {QStringLiteral("win_rate_source"), source},
                       {QStringLiteral("pooled_regression"),
                        estimateToJson(report.pooledRegression, pooledFitToJson)},
                       {QStringLiteral("systems"), systems},
                       {QStringLiteral("win_rate_matrix"), matrix},
                       {QStringLiteral("ranking"), ranking},
                       {QStringLiteral("accuracy_table"), accuracy}};
}

} // namespace pairrank::analysis
