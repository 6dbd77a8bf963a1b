// Draws of the Laplace Gaussian N(mean, Σ) of a product of experts without forming Σ, for
// pools too large for a dense covariance (the ranking's credible and rank intervals above
// kDenseMatrixLimit candidates).
//
// Perturbation-optimisation (Papandreou & Yuille, "Gaussian sampling by local
// perturbations", NIPS 2010; Orieux, Féron & Giovannelli, IEEE SPL 19(5), 2012): with the
// precision written as a sum of rank-one and diagonal terms (laplace_precision.h),
//
//   H = Σ_k c_k u_k u_kᵀ + D0,   u_k = e_a − e_b,
//
// the vector ξ = Σ_k √c_k u_k z_k + D0^½ z0 with z ~ N(0, I) has Cov ξ = H, so x = H⁻¹ ξ has
// Cov x = H⁻¹ H H⁻¹ = H⁻¹, exactly. Each draw costs one preconditioned conjugate-gradient
// solve (conjugate_gradient.h), O(pairs + N) per iteration, and no N × N storage. With a
// fitted δ, x + y z' √(1 / (d − bᵀy)) with an independent z' adds the rank-one term of the
// marginal covariance.
//
// Draw d uses its own stream, Random(seed).split(d), so the draws do not depend on the
// number of threads.
#pragma once

#include "core/common/progress.h"
#include "laplace_precision.h"
#include "linear_algebra.h"
#include "result.h"

#include <cstdint>

namespace pairrank::stats {

struct LaplaceDrawOptions {
    int draws = 200;
    std::uint64_t seed = 0;
    // Relative residual of each solve: the draws' own Monte Carlo error (about 1/√draws)
    // is far larger. bench_large_pool prints the same rows at 1e-4 as at 1e-6 at N = 3,000,
    // and 1e-4 takes about a fifth less time at N = 100,000.
    double tolerance = 1e-4;
    int threads = 0; // ≤ 0: every core
    // Asked before each draw (parallel_tasks.h); an Abort ends with kCancelledMessage.
    common::ProgressCallback progress;
};

// `draws` × N: row d is a draw of N(mean, Σ), Σ the Laplace covariance of `precision`
// (built from `objective`). Errors: mean of the wrong length or not finite, draws < 1, a
// solve that does not converge, an Abort.
Result<Matrix> drawLaplaceScores(const PoeObjective& objective, const LaplacePrecision& precision,
                                 const VectorRef& mean, const LaplaceDrawOptions& options);

} // namespace pairrank::stats
