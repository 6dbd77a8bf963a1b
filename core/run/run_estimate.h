// What a run will cost before it starts (DESIGN.md §5): requests, tokens, money
// and time for the chosen budget. Printed by `pairrank-cli run` and shown by the
// GUI's Run tab next to the start button.
#pragma once

#include "core/domain/error.h"
#include "run_settings.h"

#include <QString>

#include <optional>
#include <vector>

namespace pairrank::run {

struct RunEstimate {
    qint64 requests = 0;      // comparisons and absolute ratings still to ask
    qint64 ratings = 0;       // of which absolute ratings (RunSettings::useAbsoluteScores)
    qint64 alreadyStored = 0; // comparisons the run has stored already (resume)
    qint64 promptTokens = 0;  // estimated from a sample of rendered prompts
    qint64 completionTokens = 0;
    std::optional<double> money; // empty when the judge has no price table
    QString currency;
    std::optional<double> seconds;      // requests / concurrency × typical latency
    double assumedLatencySeconds = 0.0; // median stored latency of the judge, or the default
    bool latencyMeasured = false;       // false: the default was assumed (no stored latencies)
    int contexts = 0;
};

// The figures the estimate is computed from, gathered by estimateRun().
struct EstimateInputs {
    std::vector<int> candidateCounts;      // per context
    std::vector<qint64> storedComparisons; // per context, by this run
    std::vector<qint64> ratingsToAsk;      // per context: candidates not yet rated
    RunBudget budget;
    bool symmetric = false;
    double meanPromptTokens = 0.0; // per request
    double meanCompletionTokens = 1.0;
    double meanRatingPromptTokens = 0.0; // per absolute rating
    double meanRatingCompletionTokens = 1.0;
    double pricePromptPerMillion = 0.0;
    double priceCompletionPerMillion = 0.0;
    QString currency;
    int concurrency = 1;
    qint64 outstandingLimit = 0; // most requests a run has out at once (0: no limit)
    std::optional<double> measuredLatencySeconds;
};

// The arithmetic, without I/O. Seconds assume the judge's concurrency is saturated.
inline constexpr double kDefaultAssumedLatencySeconds = 1.0;
RunEstimate estimateFromInputs(const EstimateInputs& inputs);

// Opens the project (its own connection: callable from any thread), resolves the
// settings' criterion and judge, renders a sample of prompts with Judge::prepare
// for their token counts, and estimates. `run` (0: a new run) gives the stored
// comparisons to subtract. Errors name the missing criterion, judge or context.
Result<RunEstimate> estimateRun(const QString& projectPath, const RunSettings& settings,
                                domain::RunId run = 0);

QString describeEstimate(const RunEstimate& estimate); // one human-readable line

} // namespace pairrank::run
