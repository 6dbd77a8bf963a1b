// Choosing the next batch of ordered pairs (a, b) to ask (DESIGN.md §3, "Selection
// strategies"; paper 002 §4.2 and §6.3, paper 000 §3.6 and A.6, paper 001 §3.4).
//
// Rules shared by every strategy:
//  - candidates are the ordered pairs never asked and not pending;
//  - within a batch a chosen pair's reverse is excluded (except by `symmetric`, whose
//    point is to ask both orders);
//  - when fewer eligible pairs remain than the batch size, the result holds fewer
//    pairs and says so (`exhausted`); that is not an error.
//
// Informative strategies score every eligible pair from a Gaussian N(μ, Σ) and take
// the best; scores within a relative 1e-9 of the best are ties, broken by the
// smallest a·N + b, so that runs are reproducible. After choosing a pair, Σ is
// updated as if the pair had been observed (a Sherman–Morrison rank-one update with
// the precision the comparison is expected to add) before the next pair of the
// batch is chosen, which keeps batches diverse. With `pendingAsObserved`, every
// pending pair is first folded into Σ the same way: it will be answered soon.
// The caller's Σ is never copied: the updates are kept as a low-rank correction
// Σ − W Wᵀ and pair variances are corrected on the fly (batch_covariance.h). Every
// score grows with the pair variance, so a score under Σ bounds the score under
// Σ − W Wᵀ: one scan keeps the best pairs and each later pick re-scores only those
// whose bound can still win (pair_candidate_pool.h), falling back to an exact scan of
// the columns that can reach the best when the pool cannot decide.
//
//   d-optimal         V_ab under the Gaussian design covariance (gaussianDesignCovariance)
//                     (maximises the det gain 1 + V_ab/σ², paper 000 eq. 39–40)
//   min-uncertainty   σ(d)σ(−d)·V_ab, d = μa − μb + δ (paper 002 eq. 3)
//   variance          V_ab (paper 002 eq. 4)
//   reorder           V_ab / (μa − μb)² (paper 002 eq. 5; ranked as −(μa − μb)²/V_ab, the
//                     same order, so that μa = μb is the finite maximum 0)
//   epsilon           V_ab / |μa − μb|^ε (paper 002 eq. 6; ranked as −|μa − μb|^ε / V_ab)
//
// Only the upper triangle of Σ is read (it must be symmetric); one scoring pass over
// all pairs reads it once, so N = 1,000 takes a millisecond, and a batch of 100 a few.
#pragma once

#include "expert.h"
#include "linear_algebra.h"
#include "pair_exclusions.h"
#include "random.h"
#include "result.h"
#include "selection_strategy.h"

#include <cstdint>
#include <span>
#include <vector>

namespace pairrank::stats {

// What has been asked so far. Pairs must name two different candidates in range.
struct SelectionState {
    int candidateCount = 0; // in [1, kMaximumSelectionCandidates]
    std::span<const OrderedPair> asked;
    std::span<const OrderedPair> pending; // sent to the judge, not answered yet
};

struct SelectionOptions {
    SelectionStrategy strategy = SelectionStrategy::Reorder;
    int batchSize = 1;    // ≥ 1
    double epsilon = 0.5; // the ε of `epsilon`, finite and ≥ 0 (paper 002's best is 0.5)
    // The precision a pseudo-observation adds is expectedCurvature(expert, μa − μb + δ);
    // d-optimal uses the linear Gaussian expert's 1 / expert.gaussianVariance instead.
    ExpertSpec expert;
    bool pendingAsObserved = true; // informative strategies only
    // Informative strategies: how many of the best pairs one scan keeps for the lazy
    // re-scoring of a batch's later picks (pair_candidate_pool.h); 0: automatic. It
    // changes the cost, never the pairs chosen.
    int candidatePool = 0;
};

// A Gaussian over the scores, not owned. For d-optimal pass the design covariance
// (the mean is then ignored and may be zeros).
struct PosteriorView {
    VectorRef mean;       // length N, finite
    MatrixRef covariance; // N × N, symmetric, finite
    double homeAdvantage; // δ, finite (enters only min-uncertainty and the expected curvature)
};

struct SelectionResult {
    std::vector<OrderedPair> pairs;
    std::int64_t eligibleBefore = 0; // eligible ordered pairs before this batch
    bool exhausted = false;          // fewer pairs than the batch size could be proposed
    // Informative strategies: picks that needed a scan of every column (the first, or
    // ones the candidate pool could not decide); the others cost O(pool) each.
    int fullScans = 0;
};

// random, no-repeat and symmetric. Deterministic for the state of `random`.
// Fails for an informative strategy (it needs a posterior) or bad input.
Result<SelectionResult> selectPairs(const SelectionState& state, const SelectionOptions& options,
                                    Random& random);

// The informative strategies. Fails for random, no-repeat, symmetric, or bad input
// (sizes, non-finite numbers, ε < 0, batch size < 1, an invalid expert).
Result<SelectionResult> selectPairs(const SelectionState& state, const SelectionOptions& options,
                                    const PosteriorView& posterior);

// The covariance of the Gaussian design for d-optimal selection (paper 000 eq. 12, A.6):
// (WᵀW / σ² + I / σ0²)⁻¹ with one row e_a − e_b of W per observed pair.
// comparisonVariance = σ² > 0, priorVariance = σ0² > 0. O(N³).
Result<Matrix> gaussianDesignCovariance(int candidateCount, std::span<const OrderedPair> observed,
                                        double comparisonVariance, double priorVariance);

} // namespace pairrank::stats
