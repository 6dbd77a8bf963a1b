// The ranking of one pool by its posterior scores (DESIGN.md §6): ranks, 95 %
// credible intervals of the scores, 95 % intervals of the ranks, and the
// probability that each candidate is better than the one ranked just below it,
// P(s_i > s_j) = Φ((μ_i − μ_j) / √(Σ_ii + Σ_jj − 2 Σ_ij)) (paper 002 eq. 5). The
// run's live snapshots and the analyses of stored judgements both rank with it,
// so that what a run shows and what a later fit shows are the same numbers.
#pragma once

#include "linear_algebra.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pairrank::stats {

// Φ⁻¹(0.975): the half-width of a 95 % normal interval in standard deviations.
inline constexpr double kNormal95 = 1.959963984540054;

struct RankingTableRow {
    int index = 0;      // the candidate (position in the pool)
    int rank = 0;       // 1 = best; equal scores are ranked by the smaller index
    double score = 0.0; // as given (callers centre the scores to mean 0)
    // With a covariance only:
    std::optional<double> standardDeviation;
    std::optional<double> credibleLower; // score ± kNormal95 · standard deviation
    std::optional<double> credibleUpper;
    std::optional<double> probabilityAboveNext; // none for the last-ranked candidate
    // With a covariance and rankIntervalDraws > 0: the central 95 % of the candidate's
    // ranks over draws of N(scores, Σ) (rank_intervals.h).
    std::optional<int> rankLower;
    std::optional<int> rankUpper;
};

struct RankingTableOptions {
    int rankIntervalDraws = 0; // 0: no rank intervals
    std::uint64_t seed = 0;    // of those draws, so that a table can be reproduced
};

// The rows by rank. `covariance` (N × N, the Laplace covariance) may be null: the
// rows then hold ranks and scores only. Rank intervals are left out when Σ cannot
// be drawn from (not positive semi-definite).
std::vector<RankingTableRow> rankingTable(const VectorRef& scores, const Matrix* covariance,
                                          const RankingTableOptions& options = {});

// The same rows from draws of N(scores, Σ) instead of Σ (`draws`: one row per draw, one
// column per candidate; laplace_draws.h for pools without a dense Σ): variances and pair
// variances are the draws' mean squared deviations from `scores` (unbiased, the mean being
// known), rank intervals the central 95 % of the draws' ranks. Their Monte Carlo error
// shrinks as 1/√draws. Preconditions: draws.cols() == scores.size(), draws.rows() ≥ 1.
std::vector<RankingTableRow> rankingTableFromDraws(const VectorRef& scores, const MatrixRef& draws);

} // namespace pairrank::stats
