// Agreement between raters who put the same items into categories (each
// annotator against an LLM judge and against the other annotators).
//
// Categories are 0-based integers below `categoryCount`. Both statistics compare
// the observed agreement p_o with the agreement p_e expected by chance from the
// raters' category frequencies: κ = (p_o − p_e) / (1 − p_e). κ = 1 is perfect
// agreement, 0 is chance level, negative is worse than chance. When p_e = 1
// (every rating is the same category) κ is undefined and an Error says so.
#pragma once

#include "result.h"

#include <span>
#include <vector>

namespace pairrank::stats {

struct AgreementStatistic {
    double kappa = 0.0;
    double observedAgreement = 0.0; // p_o
    double chanceAgreement = 0.0;   // p_e
    int items = 0;
};

// Cohen's κ for two raters (Cohen 1960): first[i] and second[i] are the two
// ratings of item i; p_e = Σ_k (share of k in first)·(share of k in second).
// Fails on sequences of different lengths, no item, a category outside
// [0, categoryCount), categoryCount < 2, or p_e = 1.
Result<AgreementStatistic> cohenKappa(std::span<const int> first, std::span<const int> second,
                                      int categoryCount);

// Fleiss' κ for any number of raters per item (Fleiss 1971): counts is an
// items × categoryCount table, row-major, where counts[i·K + k] raters put item i
// in category k. Every item needs the same number n ≥ 2 of raters.
// P_i = (Σ_k n_ik² − n) / (n(n − 1)), p_o = mean P_i, p_e = Σ_k p_k² with p_k the
// share of all ratings in category k. Fails on an empty table, a negative count,
// items with different or fewer than two raters, categoryCount < 2, or p_e = 1.
Result<AgreementStatistic> fleissKappa(std::span<const int> counts, int categoryCount);

} // namespace pairrank::stats
