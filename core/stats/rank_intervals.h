// Intervals for ranks (DESIGN.md §6, the Ranking tab): how far a candidate's rank
// may move under the posterior. Scores are drawn from the Laplace Gaussian
// N(μ, Σ); in each draw the candidates are ranked (1 = highest score); a
// candidate's interval holds the central `level` of its ranks over the draws.
#pragma once

#include "linear_algebra.h"
#include "random.h"
#include "result.h"

#include <vector>

namespace pairrank::stats {

struct RankInterval {
    int lower = 1; // best plausible rank (smallest number)
    int upper = 1; // worst plausible rank
    double meanRank = 1.0;
};

// `draws`: one row per draw, one column per candidate (finite). Ranks within a draw
// break equal scores by the smaller index. The interval holds the ranks between the
// (1 − level)/2 and (1 + level)/2 quantiles (lower and upper order statistics).
// Errors: no draws, no candidates, non-finite entries, level outside (0, 1).
Result<std::vector<RankInterval>> rankIntervalsFromDraws(const MatrixRef& draws,
                                                         double level = 0.95);

// `drawCount` draws of N(mean, covariance) through a Cholesky factor (a tiny jitter is
// added when Σ is only semi-definite). Errors: sizes, non-finite input, drawCount < 1,
// a covariance that is not positive semi-definite.
Result<Matrix> drawGaussianScores(const VectorRef& mean, const MatrixRef& covariance, int drawCount,
                                  Random& random);

// Both steps.
Result<std::vector<RankInterval>> gaussianRankIntervals(const VectorRef& mean,
                                                        const MatrixRef& covariance, int drawCount,
                                                        Random& random, double level = 0.95);

} // namespace pairrank::stats
