// Bayesian Win-Rate Sampling (paper 004 §3.3, Algorithm 1).
//
// q0 ~ Beta(s0 + 1, n0 − s0 + 1), q1 ~ Beta(s1 + 1, n1 − s1 + 1) from human-labelled
// items (the pair's own, "in-distribution", or another generator pair's, "OOD"),
// k ~ Beta(s_k + 1, n_k − s_k + 1) from the evaluator's labels on the pair; each of
// N draws is mapped through p = (k + q1 − 1)/(q0 + q1 − 1) (eq. 11).
//
// Draws that leave [0, 1] are counted and never hidden:
// * draws with q0 + q1 ≤ 1 are always discarded: eq. 11 then describes a
//   worse-than-chance evaluator (eq. 14, second case) or divides by zero;
// * the remaining draws below 0 or above 1 are handled by `outOfRange`:
//   Reject (default) drops them — the posterior conditioned on p ∈ [0, 1], the
//   only values a win rate can take; Clamp moves them to 0 or 1; Keep uses them
//   as they are (the paper's Algorithm 1 does this).
// The summary (mean, Silverman-bandwidth KDE mode, equal-tailed interval from
// sample quantiles) is of the used draws.
//
// Refusals (Error): the evaluator labelled nothing; humans gave no item to G0 or
// none to G1 (q0 or q1 unmeasured: BWRS needs human labels — paper 004 footnote 4);
// the posterior means satisfy q0 + q1 ≤ 1 (the estimator is meaningless, eq. 14);
// draws < 2; level outside (0, 1); fewer than 2 usable draws remain.
#pragma once

#include "beta_distribution.h"
#include "draw_summary.h"
#include "result.h"
#include "win_rate_data.h"

#include <cstdint>
#include <string>

namespace pairrank::stats {

enum class OutOfRangePolicy { Reject, Clamp, Keep };

struct BwrsOptions {
    int draws = 100000; // N
    double level = 0.95;
    OutOfRangePolicy outOfRange = OutOfRangePolicy::Reject;
    std::uint64_t seed = 0;
    int threads = 0; // ≤ 0: all cores; the draws do not depend on it
};

struct BwrsResult {
    PosteriorSummary p;
    BetaShape q0;
    BetaShape q1;
    BetaShape k;
    int draws = 0;                // N
    int usedDraws = 0;            // the draws the summary is computed from
    int accuracySumAtMostOne = 0; // draws with q0 + q1 ≤ 1 (always discarded)
    int belowZero = 0;            // of the others, p < 0
    int aboveOne = 0;             // of the others, p > 1
    OutOfRangePolicy outOfRange = OutOfRangePolicy::Reject;
};

// `accuracy`: human-labelled items of the pair or of an OOD pair; `judged`: the
// evaluator's labels on the pair (all items it labelled).
Result<BwrsResult> bayesianWinRateSampling(const AccuracyCounts& accuracy,
                                           const JudgeCounts& judged,
                                           const BwrsOptions& options = {});

const char* outOfRangePolicyName(OutOfRangePolicy policy);

// What to do instead when BWRS cannot give a trustworthy interval for these counts, one
// sentence naming the counts; empty when it can. BWRS is untrustworthy when it refuses
// (an outcome humans never chose; posterior-mean accuracies with q0 + q1 ≤ 1) and when a
// noticeable share of its draws have q0 + q1 ≤ 1 (`result`: at least 1% of them) — its
// interval is then conditional on a better-than-chance judge the few labels cannot
// establish. The remedies: PPI++ (win_rate_ppi.h), valid for any judge given ≥ 3 randomly
// chosen labelled items, or more human labels of this pair.
std::string bwrsAdvice(const AccuracyCounts& accuracy, const BwrsResult* result = nullptr);

} // namespace pairrank::stats
