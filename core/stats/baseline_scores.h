// The simple baselines of DESIGN.md §3: win-ratio (paper 001 eq. 6) and average
// probability (paper 000 §4.2). Scores are returned as computed (not centred).
//
// Preconditions: the comparisons pass checkComparisons(comparisons, candidateCount).
// A comparison of weight w counts as w comparisons.
#pragma once

#include "comparison.h"
#include "linear_algebra.h"

#include <span>

namespace pairrank::stats {

// The hard decision of a judgement: 1 when p > 0.5 (A wins), 0 when p < 0.5, and ½ —
// half a win to each side, a tie — at exactly p = 0.5, so that a judge with no
// preference favours neither position.
double hardDecision(double p);

// s_i = #wins of i / #comparisons involving i (paper 001 eq. 6), wins by hardDecision
// in either position. A candidate without comparisons (of positive weight) gets ½.
Vector winRatioScores(std::span<const Comparison> comparisons, int candidateCount);

// s_i = mean over every comparison i took part in of its probability of being the
// better one: p when i was in position A, 1 − p when in B (paper 000 §4.2). A
// candidate without comparisons gets ½.
Vector averageProbabilityScores(std::span<const Comparison> comparisons, int candidateCount);

} // namespace pairrank::stats
