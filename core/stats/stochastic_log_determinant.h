// The ranking entropy of a product of experts' Laplace posterior without its covariance, for
// pools too large for one (paper 002 §4.3: H = N (1 + ln 2π) / 2 + ½ ln det Σ).
//
// ln det Σ = −ln det H over the scores (laplace_precision.h), and with a fitted δ the
// marginal covariance adds a rank-one term: det(H − b bᵀ / d) = det H · (d − bᵀy) / d, so
// ln det Σ = −ln det H + ln(d / (d − bᵀy)).
//
// ln det H = ln det D + tr ln Ĥ with Ĥ = D^−½ H D^−½ (D = H's diagonal, which leaves Ĥ well
// conditioned), and tr ln Ĥ by stochastic Lanczos quadrature (Ubaru, Chen & Saad, SIAM J.
// Matrix Anal. Appl. 38(4), 2017): for Rademacher probes z (‖z‖² = N), zᵀ ln(Ĥ) z ≈
// N Σ_k τ_k² ln θ_k, with θ_k the eigenvalues of the tridiagonal matrix of `lanczosSteps`
// Lanczos steps from z / ‖z‖ and τ_k the first entries of its eigenvectors (Gauss
// quadrature); the mean over probes estimates the trace (Hutchinson), and its standard error
// is the probes' standard deviation / √probes. Each step is one product with H,
// O(pairs + N). With Ĥ = I − M, ln Ĥ = −M − M²/2 − …: zᵀ(M + M²/2)z is added to every probe
// and its exact trace ‖M‖²_F / 2 (M has no diagonal) taken off the mean, so that the probes
// vary only with the cubic and higher terms (a control variate; several times smaller
// standard errors on comparison graphs).
//
// Probe l uses the stream Random(seed).split(l), so the estimate does not depend on the
// number of threads.
#pragma once

#include "core/common/progress.h"
#include "laplace_precision.h"
#include "result.h"

#include <cstdint>

namespace pairrank::stats {

struct StochasticEstimate {
    double value = 0.0;
    double standardError = 0.0; // of the probes' mean; 0 with one probe
};

struct LogDeterminantOptions {
    int probes = 16;
    int lanczosSteps = 25;
    std::uint64_t seed = 0;
    int threads = 0; // ≤ 0: every core
    // Asked before each probe (parallel_tasks.h); an Abort ends with kCancelledMessage.
    common::ProgressCallback progress;
};

// ln det H of `precision` (built from `objective`). Errors: probes or lanczosSteps < 1, a
// Lanczos step that finds a non-positive eigenvalue (H not positive definite), an Abort.
Result<StochasticEstimate> logDeterminantOfPrecision(const PoeObjective& objective,
                                                     const LaplacePrecision& precision,
                                                     const LogDeterminantOptions& options);

// The ranking entropy H of the posterior of `precision` (δ's term included when fitted);
// its standard error is that of ½ ln det H.
Result<StochasticEstimate> stochasticRankingEntropy(const PoeObjective& objective,
                                                    const LaplacePrecision& precision,
                                                    const LogDeterminantOptions& options);

} // namespace pairrank::stats
