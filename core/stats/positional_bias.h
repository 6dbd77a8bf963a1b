// Measuring and removing a judge's positional bias (DESIGN.md §3 "Positional bias").
//
// Preconditions: comparisons pass checkComparisons. Statistics are weighted by the
// comparisons' weights; an Error is returned when no comparison has positive weight.
#pragma once

#include "comparison.h"
#include "result.h"

#include <span>
#include <vector>

namespace pairrank::stats {

struct ProportionEstimate {
    double value = 0.5; // the estimate
    double lower = 0.0; // interval at `level`
    double upper = 1.0;
    double count = 0.0; // Σ weights: the effective number of comparisons
};

// P(A) of paper 001 eq. 8: the fraction of decisions for position A, hardDecision(p)
// (p = 0.5 counts ½). Interval: Wilson's score interval for a binomial proportion with
// the weights' sum as n. For a symmetric set, P(B) = 1 − P(A).
Result<ProportionEstimate> positionAPreference(std::span<const Comparison> comparisons,
                                               double level = 0.95);

// The same on probabilities: the weighted mean p, with a normal interval
// mean ± z · sd / √n (sd the weighted standard deviation of p).
Result<ProportionEstimate> meanProbabilityOfA(std::span<const Comparison> comparisons,
                                              double level = 0.95);

// δ = logit(mean p) (paper 000 A.8; DESIGN.md: P(A wins) = σ(s_a − s_b + δ)).
Result<double> estimateHomeAdvantage(std::span<const Comparison> comparisons);

// Permutation debiasing (paper 000 §3.5, paper 002 §3.3): for every pair asked in both
// orders, p̃_ab = ½ (p_ab + 1 − p_ba), where p_ab is the weighted mean of the (a, b)
// judgements. Both orientations are returned — (a, b, p̃_ab) with the total weight of
// the (a, b) judgements and (b, a, 1 − p̃_ab) with that of (b, a) — so the result is a
// symmetric, position-balanced set. Pairs asked in one order only are copied unchanged.
struct PermutationAverage {
    std::vector<Comparison> comparisons;
    int averagedPairs = 0;  // unordered pairs asked in both orders
    int unmatchedPairs = 0; // ordered pairs whose reverse was never asked
};
PermutationAverage permutationAverage(std::span<const Comparison> comparisons);

// Reweighting debias (paper 001 eq. 9): p̂ = α p / (α p + 1 − p). With it, p̂ > ½ exactly
// when p > τ = 1 / (1 + α) (eq. 10), so choosing α is choosing a decision threshold.
double reweightProbability(double p, double alpha);

struct ReweightingDebias {
    double alpha = 1.0;     // α of eq. 9
    double threshold = 0.5; // τ of eq. 10, = 1 / (1 + α)
    double positionA = 0.5; // P(A) of the reweighted decisions (0.5 up to ties and odd counts)
};

// Finds α such that the weighted P(A) of the reweighted decisions is ½: τ is the
// weighted median of p (the midpoint of the two order statistics around it), and
// α = (1 − τ) / τ. Error when no comparison has positive weight.
Result<ReweightingDebias> findReweightingDebias(std::span<const Comparison> comparisons);

// The comparisons with p replaced by reweightProbability(p, alpha) (clamped into (0, 1)).
std::vector<Comparison> reweightComparisons(std::span<const Comparison> comparisons, double alpha);

} // namespace pairrank::stats
