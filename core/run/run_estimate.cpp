#include "run_estimate.h"

#include "core/judge/judge.h"
#include "core/judge/judge_settings.h"
#include "core/stats/random.h"
#include "pair_request.h"
#include "resume_state.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <algorithm>
#include <cmath>

namespace pairrank::run {

namespace {

constexpr int kPromptSamples = 32;

// The median latency of the judge's stored judgements (a few pages), in seconds.
std::optional<double> measuredLatency(storage::ProjectDatabase& database,
                                      const domain::JudgeConfigId judge) {
    auto runs = storage::listRuns(database);
    if (!runs) {
        return std::nullopt;
    }
    std::vector<double> latencies;
    for (const domain::Run& run : *runs) {
        if (run.judgeConfigId != judge) {
            continue;
        }
        storage::JudgementPageRequest request;
        request.runId = run.id;
        request.limit = 500;
        auto page = storage::judgementsPage(database, request);
        if (!page) {
            continue;
        }
        for (const domain::Judgement& judgement : *page) {
            if (judgement.latencyMilliseconds && *judgement.latencyMilliseconds > 0.0) {
                latencies.push_back(*judgement.latencyMilliseconds / 1000.0);
            }
        }
    }
    if (latencies.empty()) {
        return std::nullopt;
    }
    std::nth_element(latencies.begin(),
                     latencies.begin() + static_cast<std::ptrdiff_t>(latencies.size() / 2),
                     latencies.end());
    return latencies[latencies.size() / 2];
}

} // namespace

RunEstimate estimateFromInputs(const EstimateInputs& inputs) {
    RunEstimate estimate;
    estimate.contexts = static_cast<int>(inputs.candidateCounts.size());
    for (std::size_t index = 0; index < inputs.candidateCounts.size(); ++index) {
        const qint64 planned = inputs.budget.comparisonsFor(inputs.candidateCounts[index]);
        const qint64 stored =
            index < inputs.storedComparisons.size() ? inputs.storedComparisons[index] : 0;
        estimate.requests += std::max<qint64>(0, planned - stored);
        estimate.alreadyStored += std::min(planned, stored);
    }
    for (const qint64 ratings : inputs.ratingsToAsk) {
        estimate.ratings += ratings;
    }
    const auto comparisons = static_cast<double>(estimate.requests);
    const auto ratings = static_cast<double>(estimate.ratings);
    estimate.requests += estimate.ratings;
    const auto requests = static_cast<double>(estimate.requests);
    estimate.promptTokens = std::llround(comparisons * inputs.meanPromptTokens +
                                         ratings * inputs.meanRatingPromptTokens);
    estimate.completionTokens = std::llround(comparisons * inputs.meanCompletionTokens +
                                             ratings * inputs.meanRatingCompletionTokens);
    estimate.currency = inputs.currency;
    if (inputs.pricePromptPerMillion > 0.0 || inputs.priceCompletionPerMillion > 0.0) {
        estimate.money =
            (static_cast<double>(estimate.promptTokens) * inputs.pricePromptPerMillion +
             static_cast<double>(estimate.completionTokens) * inputs.priceCompletionPerMillion) /
            1e6;
    }
    estimate.latencyMeasured = inputs.measuredLatencySeconds.has_value();
    estimate.assumedLatencySeconds =
        inputs.measuredLatencySeconds.value_or(kDefaultAssumedLatencySeconds);
    qint64 parallel = std::max(1, inputs.concurrency);
    if (inputs.outstandingLimit > 0) {
        parallel = std::min(parallel, inputs.outstandingLimit);
    }
    estimate.seconds = requests * estimate.assumedLatencySeconds / static_cast<double>(parallel);
    return estimate;
}

Result<RunEstimate> estimateRun(const QString& projectPath, const RunSettings& settings,
                                domain::RunId run) {
    if (Status status = settings.validate(); !status) {
        return status.error();
    }
    auto database = storage::ProjectDatabase::open(projectPath);
    if (!database) {
        return makeError(
            QStringLiteral("opening %1: %2").arg(projectPath, database.error().toString()));
    }
    storage::ProjectDatabase& project = **database;
    RunDefinition definition;
    definition.settings = settings;
    definition.run.id = run;
    auto criterion = storage::findCriterionByName(project, settings.criterion);
    if (!criterion || !criterion->has_value()) {
        return makeError(
            QStringLiteral("criterion '%1' is not in the project").arg(settings.criterion));
    }
    definition.criterion = criterionForJudging(**criterion);
    auto judgeConfig = storage::findJudgeConfigByName(project, settings.judgeConfig);
    if (!judgeConfig || !judgeConfig->has_value()) {
        return makeError(QStringLiteral("judge configuration '%1' is not in the project")
                             .arg(settings.judgeConfig));
    }
    definition.judge = **judgeConfig;
    auto judgeSettings = judge::JudgeSettings::fromConfig(definition.judge);
    if (!judgeSettings) {
        return makeError(QStringLiteral("judge '%1': %2")
                             .arg(definition.judge.name, judgeSettings.error().message));
    }
    auto rebuilt = rebuildRun(project, definition);
    if (!rebuilt) {
        return rebuilt.error();
    }
    EstimateInputs inputs;
    inputs.budget = settings.budget;
    inputs.symmetric = settings.symmetric;
    for (const auto& context : rebuilt->contexts) {
        inputs.candidateCounts.push_back(context->candidateCount());
        inputs.storedComparisons.push_back(run > 0 ? context->comparisons() : 0);
        inputs.ratingsToAsk.push_back(context->ratingsToAsk());
    }
    // Token counts of a sample of rendered prompts (prepare() is pure: nothing is sent).
    auto judge = judge::Judge::create(definition.judge, definition.criterion);
    if (!judge) {
        return makeError(
            QStringLiteral("judge '%1': %2").arg(definition.judge.name, judge.error().message));
    }
    stats::Random random(settings.seed);
    double promptTokens = 0.0;
    double completionTokens = 0.0;
    int samples = 0;
    for (int sample = 0; sample < kPromptSamples; ++sample) {
        const ContextState& context =
            *rebuilt->contexts[random.uniformInt(rebuilt->contexts.size())];
        const auto n = static_cast<std::uint64_t>(context.candidateCount());
        const int a = static_cast<int>(random.uniformInt(n));
        const int b =
            static_cast<int>((static_cast<std::uint64_t>(a) + 1 + random.uniformInt(n - 1)) % n);
        const judge::PreparedRequest prepared = (*judge)->prepare(
            pairRequest(context.context(), context.candidates(), stats::OrderedPair{a, b}));
        promptTokens += static_cast<double>(prepared.estimatedPromptTokens);
        completionTokens += static_cast<double>(prepared.estimatedCompletionTokens);
        ++samples;
    }
    inputs.meanPromptTokens = promptTokens / std::max(1, samples);
    inputs.meanCompletionTokens = completionTokens / std::max(1, samples);
    if (settings.useAbsoluteScores && (*judge)->canScore()) {
        double ratingPromptTokens = 0.0;
        double ratingCompletionTokens = 0.0;
        for (int sample = 0; sample < kPromptSamples; ++sample) {
            const ContextState& context =
                *rebuilt->contexts[random.uniformInt(rebuilt->contexts.size())];
            const auto position = static_cast<int>(
                random.uniformInt(static_cast<std::uint64_t>(context.candidateCount())));
            const judge::PreparedRequest prepared =
                (*judge)->prepare(scoreRequest(context.context(), context.candidates(), position));
            ratingPromptTokens += static_cast<double>(prepared.estimatedPromptTokens);
            ratingCompletionTokens += static_cast<double>(prepared.estimatedCompletionTokens);
        }
        inputs.meanRatingPromptTokens = ratingPromptTokens / kPromptSamples;
        inputs.meanRatingCompletionTokens = ratingCompletionTokens / kPromptSamples;
    }
    inputs.pricePromptPerMillion = judgeSettings->pricePromptPerMillion;
    inputs.priceCompletionPerMillion = judgeSettings->priceCompletionPerMillion;
    inputs.currency = judgeSettings->currency;
    inputs.concurrency = judgeSettings->concurrency;
    // Pairs are asked a batch per context at a time (and `batchesAhead` more), so a
    // judge never has more requests than that even when its concurrency allows more.
    inputs.outstandingLimit = static_cast<qint64>(rebuilt->contexts.size()) * settings.batchSize *
                              (1 + settings.batchesAhead) * (settings.symmetric ? 2 : 1);
    inputs.measuredLatencySeconds = measuredLatency(project, definition.judge.id);
    if (!inputs.measuredLatencySeconds && judgeSettings->backend == judge::Backend::Simulated) {
        // The simulated judge's delay is a setting, not something to measure.
        inputs.measuredLatencySeconds = judgeSettings->simulated.latencyMilliseconds / 1000.0;
    }
    return estimateFromInputs(inputs);
}

QString describeEstimate(const RunEstimate& estimate) {
    QString text =
        QStringLiteral("estimate: %1 requests over %2 contexts (%3%4 stored already), "
                       "~%5 prompt + %6 completion tokens")
            .arg(estimate.requests)
            .arg(estimate.contexts)
            .arg(estimate.ratings > 0
                     ? QStringLiteral("%1 of them absolute ratings; ").arg(estimate.ratings)
                     : QString())
            .arg(estimate.alreadyStored)
            .arg(estimate.promptTokens)
            .arg(estimate.completionTokens);
    if (estimate.money) {
        text += QStringLiteral(", ~%1 %2").arg(*estimate.money, 0, 'f', 4).arg(estimate.currency);
    }
    if (estimate.seconds) {
        text += QStringLiteral(", ~%1 s at %2 s per request%3")
                    .arg(*estimate.seconds, 0, 'f', 1)
                    .arg(estimate.assumedLatencySeconds, 0, 'f', 3)
                    .arg(estimate.latencyMeasured ? QString() : QStringLiteral(" (assumed)"));
    }
    return text;
}

} // namespace pairrank::run
