// Questions asked of the Laplace Gaussian N(mean, covariance) over the scores
// (paper 002 §4): per-pair variance, probability of reordering, ranking entropy.
#pragma once

#include "linear_algebra.h"

namespace pairrank::stats {

// V_ab = Σ_aa + Σ_bb − 2 Σ_ab
double pairVariance(const MatrixRef& covariance, int a, int b);

// P(the order of a and b is the reverse of the means') = Φ(−|μ_a − μ_b| / √V_ab) (paper 002 §4.2)
double reorderProbability(const VectorRef& mean, const MatrixRef& covariance, int a, int b);

// H = N (1 + ln 2π) / 2 + ½ ln det Σ (paper 002 §4.3), through a Cholesky factor.
double rankingEntropy(const MatrixRef& covariance);

} // namespace pairrank::stats
