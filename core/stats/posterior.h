// Questions asked of the Laplace Gaussian N(mean, covariance) over the scores
// (paper 002 §4): per-pair variance, probability of reordering, ranking entropy.
//
// Preconditions (asserted in debug builds): `covariance` is square and symmetric, `mean`
// has its size, and 0 ≤ a, b < N. Each call reads O(1) entries except rankingEntropy.
#pragma once

#include "linear_algebra.h"
#include "result.h"

namespace pairrank::stats {

// V_ab = Σ_aa + Σ_bb − 2 Σ_ab (paper 002 eq. 4); 0 for a = b.
double pairVariance(const MatrixRef& covariance, int a, int b);

// P(the order of a and b is the reverse of the means') = Φ(−|μ_a − μ_b| / √V_ab)
// (paper 002 §4.2). Where V_ab ≤ 0 (no uncertainty): ½ for equal means, else 0.
double reorderProbability(const VectorRef& mean, const MatrixRef& covariance, int a, int b);
// The same from |μa − μb| and V_ab (e.g. from local_pair_variances.h).
double reorderProbability(double gap, double pairVariance);

// H = N (1 + ln 2π) / 2 + ½ ln det Σ (paper 002 §4.3) of an N-dimensional Gaussian, from
// ln det Σ however it was found (a Cholesky factor below, or stochastic_log_determinant.h).
double gaussianEntropy(Index dimension, double logDeterminantOfCovariance);

// H through a Cholesky factor.
// Error when the covariance is not symmetric positive definite (no Gaussian density).
Result<double> checkedRankingEntropy(const MatrixRef& covariance);

// The same without a second N × N matrix (at N = 3,000 each is 72 MB): the Cholesky
// factorisation runs in the covariance's own storage, overwriting only its lower triangle,
// which is then restored from the strict upper triangle and the saved diagonal. An exactly
// symmetric covariance (every Laplace covariance here is) comes back bitwise unchanged;
// one that is not is handled by the copying overload above and is not touched.
Result<double> checkedRankingEntropy(Matrix& covariance);

// The same for a covariance known to be positive definite (every Laplace covariance
// is); returns NaN if that precondition is broken — use checkedRankingEntropy when unsure.
double rankingEntropy(const MatrixRef& covariance);

} // namespace pairrank::stats
