// The uncalibrated quantities of paper 004 §3.1–3.2: the observed win rate k of
// one evaluator (eq. 4) and its accuracies q0, q1 against human labels (eq. 7–8),
// each with the Beta posterior of a Beta(1, 1) prior and Bernoulli counts
// (Algorithm 1 lines 13–16) and an exact equal-tailed credible interval.
#pragma once

#include "beta_distribution.h"
#include "result.h"
#include "win_rate_data.h"

#include <optional>

namespace pairrank::stats {

struct ObservedWinRate {
    JudgeCounts counts;
    double rate = 0.0;     // k̂ = s_k / n_k (eq. 4), also the posterior mode
    BetaSummary posterior; // Beta(s_k + 1, n_k − s_k + 1)
};

// Error when the evaluator labelled no item.
Result<ObservedWinRate> observedWinRate(const JudgeCounts& counts, double level = 0.95);

struct EvaluatorAccuracy {
    AccuracyCounts counts;
    // Beta(s0 + 1, n0 − s0 + 1) and Beta(s1 + 1, n1 − s1 + 1); absent when humans gave
    // no item to that generator (the accuracy is then unmeasured, not 0.5).
    std::optional<BetaSummary> q0;
    std::optional<BetaSummary> q1;
    std::optional<double> overallAccuracy; // (s0 + s1)/(n0 + n1); absent without human labels
};

// Never fails on valid counts; Error on negative counts or correct > total.
Result<EvaluatorAccuracy> evaluatorAccuracy(const AccuracyCounts& counts, double level = 0.95);

// Checks 0 ≤ s ≤ n for both classes; the message names the bad field.
Status checkAccuracyCounts(const AccuracyCounts& counts);

} // namespace pairrank::stats
