#include "active_simulation.h"

#include "active_simulation_repetition.h"
#include "cancelled_error.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace pairrank::stats {
namespace {

// The curve at every number of judgements at which some repetition fitted; each
// repetition contributes its latest fit at or below that number (active_simulation.h).
std::vector<CurvePoint> aggregateCurve(const std::vector<RepetitionTrace>& traces,
                                       bool withLatent) {
    std::vector<int> grid;
    for (const RepetitionTrace& trace : traces) {
        grid.insert(grid.end(), trace.comparisons.begin(), trace.comparisons.end());
    }
    std::sort(grid.begin(), grid.end());
    grid.erase(std::unique(grid.begin(), grid.end()), grid.end());

    std::vector<std::size_t> next(traces.size(), 0); // per trace: first fit beyond the grid point
    std::vector<CurvePoint> curve;
    std::vector<double> values;
    std::vector<double> latentValues;
    for (const int comparisons : grid) {
        values.clear();
        latentValues.clear();
        for (std::size_t r = 0; r < traces.size(); ++r) {
            const RepetitionTrace& trace = traces[r];
            while (next[r] < trace.comparisons.size() &&
                   trace.comparisons[next[r]] <= comparisons) {
                ++next[r];
            }
            if (next[r] == 0) {
                continue; // this repetition had not fitted yet
            }
            values.push_back(trace.spearman[next[r] - 1]);
            if (withLatent) {
                latentValues.push_back(trace.latentSpearman[next[r] - 1]);
            }
        }
        CurvePoint point;
        point.comparisons = comparisons;
        point.spearman = *summarise(values); // the grid point's own repetition contributes
        if (withLatent) {
            point.latentSpearman = *summarise(latentValues);
        }
        curve.push_back(point);
    }
    return curve;
}

std::vector<ReachSummary> aggregateReach(const std::vector<RepetitionTrace>& traces,
                                         const std::vector<double>& fractions) {
    std::vector<ReachSummary> summaries;
    for (std::size_t i = 0; i < fractions.size(); ++i) {
        ReachSummary summary;
        summary.fraction = fractions[i];
        std::vector<double> needed;
        for (const RepetitionTrace& trace : traces) {
            if (!(trace.allComparisonsSpearman && *trace.allComparisonsSpearman > 0)) {
                ++summary.undefined;
            } else if (trace.reach[i]) {
                ++summary.reached;
                needed.push_back(*trace.reach[i]);
            } else {
                ++summary.notReached;
            }
        }
        if (!needed.empty()) {
            summary.comparisons = *summarise(needed);
        }
        summaries.push_back(summary);
    }
    return summaries;
}

// Summary of the last recorded value of every repetition that recorded any.
std::optional<SummaryStatistics> summariseLast(const std::vector<RepetitionTrace>& traces,
                                               std::vector<double> RepetitionTrace::*series) {
    std::vector<double> values;
    for (const RepetitionTrace& trace : traces) {
        const std::vector<double>& recorded = trace.*series;
        if (!recorded.empty()) {
            values.push_back(recorded.back());
        }
    }
    if (values.empty()) {
        return std::nullopt;
    }
    return *summarise(values);
}

} // namespace

Status ActiveSimulationSettings::check() const {
    if (candidateCount < 2 || candidateCount > kMaximumSelectionCandidates) {
        return Error{"candidateCount must be in [2, " +
                     std::to_string(kMaximumSelectionCandidates) + "], got " +
                     std::to_string(candidateCount)};
    }
    if (repetitions < 1) {
        return Error{"repetitions must be at least 1, got " + std::to_string(repetitions)};
    }
    const std::int64_t orderedPairs =
        static_cast<std::int64_t>(candidateCount) * static_cast<std::int64_t>(candidateCount - 1);
    const int startSize = start == StartingSet::Chain ? candidateCount - 1 : 0;
    if (budget < std::max(1, startSize) || budget > orderedPairs) {
        return Error{"budget must be in [" + std::to_string(std::max(1, startSize)) + ", " +
                     std::to_string(orderedPairs) +
                     "] (the starting set to every ordered pair), got " + std::to_string(budget)};
    }
    if (selection.batchSize < 1) {
        return Error{"batch size must be at least 1, got " + std::to_string(selection.batchSize)};
    }
    if (!(selection.epsilon >= 0 && std::isfinite(selection.epsilon))) {
        return Error{"epsilon must be a finite number >= 0"};
    }
    if (!(fitOptions.priorVariance > 0 && std::isfinite(fitOptions.priorVariance))) {
        return Error{"prior variance must be a finite number > 0"};
    }
    if (fitOptions.warmStart || !fitOptions.comparisonVariances.empty()) {
        return Error{"fit options: warmStart and comparisonVariances are set by the runner and "
                     "must be empty"};
    }
    if (needsModelPosterior(selection.strategy) && !model.isProbabilistic()) {
        return Error{"strategy " + selectionStrategyName(selection.strategy) +
                     " needs a posterior, which model " + model.name() +
                     " does not have; use poe-gaussian or a poe-* model"};
    }
    if (Status status = judge.check(); !status) {
        return Error{"judge: " + status.message()};
    }
    for (std::size_t i = 0; i < reachFractions.size(); ++i) {
        if (!(reachFractions[i] > 0 && reachFractions[i] <= 1)) {
            return Error{"reach fraction " + std::to_string(i) + " must be in (0, 1], got " +
                         std::to_string(reachFractions[i])};
        }
    }
    if (fitOnlyAtBudget && (isInformativeStrategy(selection.strategy) || !reachFractions.empty())) {
        return Error{"fitting only at the budget needs a strategy without a posterior (random, "
                     "no-repeat, symmetric) and no reach fractions"};
    }
    if (fitOptions.homeAdvantage.mode != HomeAdvantageMode::None && !model.isProbabilistic()) {
        return Error{"home advantage applies only to poe-* models, not " + model.name()};
    }
    if (pool && (pool->truth.size() != pool->latent.size() ||
                 pool->truth.size() < static_cast<std::size_t>(candidateCount))) {
        return Error{"the score pool needs as many latent as true scores and at least " +
                     std::to_string(candidateCount) + " entries"};
    }
    if (symmetric && randomOrder) {
        return Error{"a run asks either both orders (symmetric) or one random order, not both"};
    }
    if (stopWhenReached && reachFractions.empty()) {
        return Error{"stopping when the reach targets are met needs at least one reach fraction"};
    }
    return Status::success();
}

Result<SummaryStatistics> summarise(std::span<const double> values) {
    if (values.empty()) {
        return Error{"cannot summarise an empty set of values"};
    }
    const double n = static_cast<double>(values.size());
    SummaryStatistics summary;
    summary.count = static_cast<int>(values.size());
    summary.mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
    if (values.size() > 1) {
        double sumOfSquares = 0;
        for (const double value : values) {
            sumOfSquares += (value - summary.mean) * (value - summary.mean);
        }
        summary.standardDeviation = std::sqrt(sumOfSquares / (n - 1));
        summary.standardError = summary.standardDeviation / std::sqrt(n);
    }
    return summary;
}

Result<ActiveSimulationResult> runActiveSimulation(const ActiveSimulationSettings& settings,
                                                   const common::ProgressCallback& progress) {
    if (Status status = settings.check(); !status) {
        return status.error();
    }
    ActiveSimulationSettings prepared = settings;
    prepared.selection.expert = settings.model.expertWith(settings.fitOptions.expert);

    const auto budget = static_cast<std::int64_t>(settings.budget);
    const auto overall = [&](int repetition, int comparisons) {
        return common::Progress{repetition * budget + comparisons, settings.repetitions * budget,
                                "repetition " + std::to_string(repetition + 1) + " of " +
                                    std::to_string(settings.repetitions)};
    };
    const Error cancelled = cancelledError();
    if (!common::shouldContinue(progress, overall(0, 0))) {
        return cancelled;
    }
    bool aborted = false;
    const SimulationProgressCallback afterEveryFit = [&](const SimulationProgress& reached) {
        aborted =
            !common::shouldContinue(progress, overall(reached.repetition, reached.comparisons));
        return aborted ? SimulationControl::Abort : SimulationControl::Continue;
    };

    ActiveSimulationResult result;
    for (int repetition = 0; repetition < settings.repetitions; ++repetition) {
        Result<RepetitionTrace> trace =
            runSimulationRepetition(prepared, repetition, progress ? afterEveryFit : nullptr);
        if (aborted) {
            return cancelled;
        }
        if (!trace) {
            return trace.error();
        }
        result.exhaustedRepetitions += trace->exhausted;
        result.repetitions.push_back(std::move(trace).value());
    }

    const std::vector<RepetitionTrace>& traces = result.repetitions;
    if (!settings.stopWhenReached) {
        result.finalSpearman = summariseLast(traces, &RepetitionTrace::spearman);
        if (settings.trackLatentSpearman) {
            result.finalLatentSpearman = summariseLast(traces, &RepetitionTrace::latentSpearman);
        }
        result.curve = aggregateCurve(traces, settings.trackLatentSpearman);
    }
    if (!settings.reachFractions.empty()) {
        std::vector<double> allComparisons;
        for (const RepetitionTrace& trace : traces) {
            allComparisons.push_back(*trace.allComparisonsSpearman);
        }
        result.allComparisonsSpearman = *summarise(allComparisons);
        result.reach = aggregateReach(traces, settings.reachFractions);
    }
    return result;
}

} // namespace pairrank::stats
