// The win rate over judged pairs from the judge's predictions and the labels of people
// who were asked about a pair with a known probability (human_routing.h): the
// difference estimator with Horvitz–Thompson weights of active statistical inference
// (Zrnic & Candès 2024, "Active Statistical Inference", ICML, §2, eq. 2 with λ = 1).
//
// Item i of T (a pair of a G0 and a G1 candidate the judge answered) has the judge's
// prediction f_i ∈ [0, 1] that a person prefers G0, the probability π_i ∈ (0, 1] with
// which it was put to people (decided before the label was seen), the coin ξ_i ∈ {0, 1}
// and, when ξ_i = 1, the person's label Y_i (1: G0 preferred). The estimand is the
// human win rate over the items, θ = (1/T) Σ_i Y_i, Y_i the label a person would give
// (simulated_annotator.h's potential label). Under independent coins (Poisson sampling,
// also when π_i depends on the labels of earlier items only),
//
//   θ̂ = (1/T) Σ_i [ f_i + ξ_i (Y_i − f_i) / π_i ]                    unbiased for θ,
//   V̂ = (1/T²) Σ_i ξ_i (1 − π_i) (Y_i − f_i)² / π_i²                 unbiased for Var θ̂,
//
// and the interval is θ̂ ± z_{(1+level)/2} √V̂, clipped to [0, 1] (Wald). With every π_i = 1
// θ̂ is the labels' mean and V̂ = 0; with uniform π it is the difference estimator of a
// random subsample, so routed and random choices of pairs are compared by one formula.
#pragma once

#include "result.h"

#include <optional>
#include <span>

namespace pairrank::stats {

struct ActiveItem {
    double prediction = 0.5;            // f_i
    double inclusionProbability = 1;    // π_i in (0, 1]
    std::optional<bool> firstPreferred; // the label when put to people (ξ_i = 1): true for G0
};

struct ActiveWinRate {
    double estimate = 0.0;
    double standardError = 0.0;
    double lower = 0.0;
    double upper = 1.0;
    int items = 0;
    int labels = 0;
};

// Fails on no items, a prediction outside [0, 1], π outside (0, 1] (naming the item) or a
// level outside (0, 1).
Result<ActiveWinRate> activeWinRate(std::span<const ActiveItem> items, double level = 0.95);

} // namespace pairrank::stats
