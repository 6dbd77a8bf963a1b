// The linear Gaussian product of experts in closed form (paper 000 eq. 8–12):
//
//   s = (WᵀΣ⁻¹W + P)⁻¹ WᵀΣ⁻¹(μ − δ),   covariance (WᵀΣ⁻¹W + P)⁻¹,
//
// with μ_k = α (p_k − β) (paper 000 §3.4), Σ = diag(σ_k²) (σ² unless per-comparison
// variances were added), P = I/σ0² (a N(0, σ0²) prior on every score instead of the
// paper's single expert on s_1, DESIGN.md §3), plus absolute experts N(s_n; μ_n, σ_n²)
// on the diagonal. δ is a fixed home advantage: d = s_a − s_b + δ ~ N(μ, σ²).
// WᵀΣ⁻¹W is built directly as an N×N weighted Laplacian from the collapsed pairs; no
// K×N matrix is formed. The scores sum to zero without absolute experts: 1ᵀWᵀ = 0.
#pragma once

#include "linear_algebra.h"
#include "poe_objective.h"
#include "result.h"

#include <optional>

namespace pairrank::stats {

struct GaussianPoeResult {
    Vector scores;                    // the posterior mean (= MAP), not centred
    std::optional<Matrix> covariance; // (WᵀΣ⁻¹W + P)⁻¹ when requested
};

// `objective` must hold an identity link with a Gaussian distribution (else an Error).
// Errors also: homeAdvantage not finite.
Result<GaussianPoeResult> solveGaussianPoe(const PoeObjective& objective, double homeAdvantage,
                                           bool computeCovariance);

} // namespace pairrank::stats
