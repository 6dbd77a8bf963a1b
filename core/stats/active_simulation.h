// The experiment runner behind `pairrank-cli simulate`, `demo` and the tests:
// how well does a scoring model, fed by a selection strategy, recover the truth
// from a simulated judge (simulated_judge.h) as comparisons arrive?
//
// Each repetition r draws its own judge (true scores N(0, 1), the judge's latent
// opinion, per-pair noise), its own starting set and its own random selections
// from Random(seed).split(r), so repetitions are independent and a run is
// reproducible for a seed whatever else runs in the process. A repetition:
//
//   1. starting set: none, or a chain of N − 1 comparisons (π0, π1), (π1, π2), …
//      along a random permutation π (every candidate is then connected);
//   2. until `budget` judgements: the strategy proposes a batch (pair_selection.h)
//      from the last fit's Laplace posterior (or, for d-optimal, the Gaussian design
//      covariance; before the first fit, the prior N(0, σ0² I)); the judge answers;
//      the model refits (warm-started from the last fit);
//   3. after every fit, Spearman of the scores against the true scores (and,
//      optionally, against the judge's own latent scores) is recorded: one curve
//      point per fit. A fit whose scores are all equal carries no ranking; its
//      Spearman is recorded as 0, the expected Spearman of breaking the ties at random.
//
// With `symmetric`, the reverse (b, a) of every proposed (a, b) is asked too, when it
// was not asked already; both judgements enter the model and count against the budget.
// The starting chain is asked in one order only. With `randomOrder`, each proposed pair is
// instead shown in a random order — (a, b) or (b, a) with probability ½ each, from the
// repetition's selection stream — and asked once: positional bias then varies at random
// across pairs, and a model that fits δ can separate it from the scores.
//
// "Comparisons to reach x of the all-comparisons Spearman" (paper 002 §5.2, Table 2):
// per repetition, the Spearman S_all of the same model fitted to all N(N − 1) ordered
// judgements of that repetition's judge, and the first number of judgements (the
// starting set included) at which the recorded Spearman is ≥ x · S_all. A repetition
// whose S_all ≤ 0 has no meaningful target (it counts as `undefined`); one that never
// reaches the target within the budget counts as `notReached`.
//
// Long runs report progress through the one progress-and-cancel protocol
// (core/common/progress.h): at the start and after every fit, in judgements
// over all repetitions; when the callback answers Abort the run stops after that
// fit and returns the kCancelledMessage error.
#pragma once

#include "core/common/progress.h"
#include "pair_selection.h"
#include "result.h"
#include "scoring_model.h"
#include "simulated_judge.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pairrank::stats {

// Candidates with known scores, e.g. real texts: human scores as the truth and an LLM's
// ratings as the simulated judge's latent opinion (SimulatedJudge::createWithLatent).
struct ScorePool {
    std::vector<double> truth;
    std::vector<double> latent; // same length as truth
};

enum class StartingSet {
    None,  // the first batch is chosen from the prior alone
    Chain, // N − 1 comparisons along a random permutation
};

struct ActiveSimulationSettings {
    int candidateCount = 16; // N ≥ 2
    int budget = 48; // judgements in total, starting set included; in [start size, N(N − 1)]
    int repetitions = 100; // ≥ 1
    std::uint64_t seed = 0;

    ModelSpec model;
    // The model's options. warmStart and comparisonVariances must be empty (the runner
    // sets the warm start itself); computeCovariance is set by the runner (on only for
    // strategies that need the posterior).
    FitOptions fitOptions;
    // Strategy, batch size and ε. `expert` is overwritten from the model (its link and
    // distribution, the numbers of fitOptions.expert) so that selection and fit agree.
    SelectionOptions selection;
    bool symmetric = false;
    bool randomOrder = false; // not with `symmetric`

    SimulatedJudgeSettings judge;
    // When set, each repetition draws candidateCount entries of the pool without
    // replacement (its own stream) instead of drawing true scores and latent opinions;
    // judge.agreement is then unused. The pool must hold at least candidateCount entries.
    std::optional<ScorePool> pool;
    StartingSet start = StartingSet::None;

    bool trackLatentSpearman = false; // also record Spearman against the judge's latent scores
    // Fractions x in (0, 1] of the all-comparisons Spearman to report reach for; non-empty
    // also makes the runner fit every repetition's full comparison set.
    std::vector<double> reachFractions;
    // End a repetition as soon as every reach fraction is reached (or at once when its
    // target is undefined). Saves time for large N; the final Spearman and the curve are
    // then not reported. Needs reachFractions.
    bool stopWhenReached = false;
    // Fit once, at the budget, instead of after every batch: paper 000's protocol for a
    // random subset of K comparisons, and much faster. The curve then has one point.
    // Only for strategies that need no posterior (random, no-repeat, symmetric) and
    // without reach fractions.
    bool fitOnlyAtBudget = false;

    // Names the first bad field.
    Status check() const;
};

// Mean, sample standard deviation (n − 1) and standard error sd/√n of `count` values.
// With a single value the spread cannot be measured; sd and se are then 0.
struct SummaryStatistics {
    double mean = 0;
    double standardDeviation = 0;
    double standardError = 0;
    int count = 0;
};

// Fails on an empty input.
Result<SummaryStatistics> summarise(std::span<const double> values);

struct RepetitionTrace {
    std::vector<int> comparisons;       // number of judgements at each fit, increasing
    std::vector<double> spearman;       // against the true scores, one per fit
    std::vector<double> latentSpearman; // against the judge's latent scores; empty unless tracked
    std::optional<double> allComparisonsSpearman; // when reach fractions were requested
    // Per reach fraction: the judgements needed, or nullopt (undefined target or not reached).
    std::vector<std::optional<int>> reach;
    bool exhausted = false; // the strategy ran out of eligible pairs before the budget
};

struct CurvePoint {
    int comparisons = 0;
    SummaryStatistics spearman;
    std::optional<SummaryStatistics> latentSpearman;
};

struct ReachSummary {
    double fraction = 0;
    std::optional<SummaryStatistics> comparisons; // over the repetitions that reached it
    int reached = 0;
    int notReached = 0;
    int undefined = 0; // all-comparisons Spearman ≤ 0: no meaningful target
};

struct ActiveSimulationResult {
    // At the budget; absent with stopWhenReached.
    std::optional<SummaryStatistics> finalSpearman;
    std::optional<SummaryStatistics> finalLatentSpearman;
    std::optional<SummaryStatistics> allComparisonsSpearman; // when reach fractions were requested
    // At every number of judgements at which some repetition fitted; a repetition
    // contributes the Spearman of its latest fit with at most that many judgements (a
    // repetition whose strategy ran out of pairs keeps its last value). Empty with
    // stopWhenReached.
    std::vector<CurvePoint> curve;
    std::vector<ReachSummary> reach; // in the order of reachFractions
    int exhaustedRepetitions = 0;
    std::vector<RepetitionTrace> repetitions;
};

// Where one repetition is after a fit, as the runner tells runActiveSimulation().
struct SimulationProgress {
    int repetition = 0; // 0-based
    int repetitions = 0;
    int comparisons = 0; // judgements so far in this repetition
    int budget = 0;
};

using SimulationControl = common::ProgressDecision;
using SimulationProgressCallback = std::function<SimulationControl(const SimulationProgress&)>;

// Fails on bad settings (check()), a strategy that needs a posterior with a model that
// has none (win-ratio, avg-prob, bt), a failed fit (the message names the repetition
// and the number of judgements), or an abort by the callback (kCancelledMessage).
// Progress counts judgements: repetition r at c judgements is r · budget + c of
// repetitions · budget.
Result<ActiveSimulationResult> runActiveSimulation(const ActiveSimulationSettings& settings,
                                                   const common::ProgressCallback& progress = {});

} // namespace pairrank::stats
