// Choosing a batch of pairs in a pool too large for an N × N covariance (pair_selection.h
// needs one): at N = 100,000 the candidate pairs are restricted to where the informative
// pairs are, and their variances come from local_pair_variances.h.
//
//  1. Candidate pairs: every candidate with the next `neighbourReach` candidates in the
//     order of the posterior means — the pairs whose order the posterior doubts, where
//     every informative strategy puts its picks.
//  2. Each is scored as pair_selection.h scores it (reorder, epsilon, min-uncertainty or
//     variance, from μa − μb, δ and V_ab). Of the two orders of a pair, the one not asked
//     nor pending is taken; if both are free, the better score (only min-uncertainty tells
//     them apart), then the smaller a·N + b.
//  3. The batch takes the best pairs in order of score (exact ties: the smallest a·N + b),
//     each candidate at most once per batch. That keeps a batch diverse without updating
//     a covariance: a second pair of the same candidate would mostly re-measure it.
//  4. A share `longRangeShare` of the batch is uniformly random pairs of candidates not yet
//     in the batch and not asked nor pending: they keep the comparison graph connected and
//     expanding (a graph of neighbours only would measure every score against its
//     neighbours but never the pool's large-scale shape), and they fill the batch when the
//     neighbours run out.
//
// Reproducible: the same inputs and the same state of `random` give the same pairs.
// Cost: O(asked + pending) to index what was asked, O(N log N) to order the pool, then
// O(N · neighbourReach) pair variances and scores.
#pragma once

#include "linear_algebra.h"
#include "local_pair_variances.h"
#include "ordered_pair_set.h"
#include "pair_selection.h"
#include "random.h"
#include "result.h"
#include "selection_strategy.h"

namespace pairrank::stats {

// The pairs asked or pending in `state`, as a set with room for `extra` more (a set of
// pairs that needs no N × N flags).
OrderedPairSet takenPairs(const SelectionState& state, std::size_t extra = 0);

// The strategies a pool of any size can use: random (selectRandomLargePoolPairs) and those
// selectLargePoolPairs scores from μ, δ and V. kLargePoolStrategyNames lists them.
bool isLargePoolStrategy(SelectionStrategy strategy);
inline constexpr const char* kLargePoolStrategyNames =
    "random, reorder, epsilon, min-uncertainty or variance";

struct LargePoolSelectionOptions {
    // Reorder, epsilon, min-uncertainty or variance (the strategies scored from μ, δ and V).
    SelectionStrategy strategy = SelectionStrategy::Reorder;
    int batchSize = 1000;        // ≥ 1
    double epsilon = 0.5;        // of `epsilon`, finite and ≥ 0
    int neighbourReach = 5;      // ≥ 1
    double longRangeShare = 0.1; // in [0, 1]
};

// `state.candidateCount` = mean.size() = variances.candidateCount() (no upper limit);
// asked and pending pairs in range with a ≠ b. Fails on bad input, naming it.
Result<SelectionResult> selectLargePoolPairs(const SelectionState& state,
                                             const LargePoolSelectionOptions& options,
                                             const Vector& mean, double homeAdvantage,
                                             const LocalPairVariances& variances, Random& random);

// The random strategy in a pool of any size: `batchSize` uniformly random ordered pairs,
// none asked, pending or twice in the batch (each drawn at most 100 times before the batch
// is declared exhausted; pair_selection.h's random draws from the exact set of free pairs,
// which needs N × N bits). `state.candidateCount` ≥ 2, batchSize ≥ 1; fails on bad input.
Result<SelectionResult> selectRandomLargePoolPairs(const SelectionState& state, int batchSize,
                                                   Random& random);

} // namespace pairrank::stats
