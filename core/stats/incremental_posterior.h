// The amortised active-learning step for large N (DESIGN.md §5 "the model refits
// incrementally where possible"): keeps the MAP scores μ and the Laplace covariance
// Σ ≈ (∇²F)⁻¹ of a product of experts (poe_objective.h) current as comparisons
// arrive, without a full Newton fit and an O(N³) inversion for every comparison.
//
// On each added comparison (a, b, p, w):
//   1. the comparison's expert is added to the objective F;
//   2. Σ gets the Sherman–Morrison rank-one update for the precision the comparison
//      adds at the current estimate, c = −w ℓ''(μa − μb + δ; p) (paper 000 A.6,
//      sherman_morrison.h; a negative c, possible for Φ and Gaussian-on-σ experts far
//      from their target, is taken as 0 and left to the next exact refit);
//   3. up to `quasiNewtonSteps` steps μ ← μ − t Σ∇F(μ), O(N²) each, t halved until F
//      falls, stopping early once the Newton decrement √(∇Fᵀ Σ ∇F) — the distance to
//      the MAP in posterior standard deviations, to second order — is below
//      `driftTolerance`;
//   4. an exact refit — Newton to convergence from μ (poe_newton.h) and Σ = (∇²F)⁻¹
//      at the new MAP, O(N³) — every `exactRefitInterval` comparisons, or at once when
//      the decrement after step 3 still exceeds `driftTolerance` (the Hessian of the
//      earlier comparisons moved with μ and Σ no longer models F well).
//
// Σ between exact refits is an approximation: it accounts for every comparison's
// curvature at the estimate when the comparison arrived, not at the current one.
// The home advantage δ is fixed (fit it with fitModel and pass it in when needed).
// Scores are the posterior's own (with the N(0, σ0²) prior the MAP is centred).
// Memory: Σ (N² doubles) plus O(N) per operation and the objective's pairs.
#pragma once

#include "comparison.h"
#include "expert.h"
#include "linear_algebra.h"
#include "poe_objective.h"
#include "result.h"
#include "sherman_morrison.h"

#include <span>
#include <vector>

namespace pairrank::stats {

struct IncrementalPosteriorOptions {
    double priorVariance = 1.0;       // σ0², > 0
    double homeAdvantage = 0.0;       // δ, finite, fixed
    int exactRefitInterval = 50;      // R ≥ 1: comparisons between exact refits
    int quasiNewtonSteps = 1;         // ≥ 0 per add() call
    double driftTolerance = 0.05;     // > 0: a Newton decrement above it triggers an exact refit
    bool exactEveryStep = false;      // the reference scheme: an exact refit on every add()
    double gradientTolerance = 1e-10; // of the exact refits (NewtonOptions)
    int maxIterations = 100;          // of the exact refits
};

class IncrementalPosterior {
public:
    // Fits exactly to `initial` (may be empty: then μ = 0, Σ = σ0² I).
    // Errors: invalid expert (checkExpertSpec), candidateCount < 1, bad options (named),
    // bad comparisons (checkComparisons), a failed exact fit.
    static Result<IncrementalPosterior> create(const ExpertSpec& expert, int candidateCount,
                                               std::span<const Comparison> initial,
                                               const IncrementalPosteriorOptions& options = {});

    // Adds comparisons and brings μ and Σ up to date as described above. A batch is
    // folded in comparison by comparison (step 2) and then stepped once (step 3).
    // On an Error from a bad comparison nothing is added; an Error from a failed exact
    // refit leaves the comparisons added and the last good μ and Σ in place.
    Status add(const Comparison& comparison);
    Status add(std::span<const Comparison> comparisons);

    // Newton to convergence and Σ = (∇²F)⁻¹ now.
    Status refitExactly();

    int candidateCount() const { return m_objective.candidateCount(); }
    const Vector& scores() const { return m_scores; }
    const Matrix& covariance() const { return m_covariance; }
    double homeAdvantage() const { return m_options.homeAdvantage; }
    const PoeObjective& objective() const { return m_objective; }

    // ‖∇F(μ)‖∞ and the Newton decrement √(∇Fᵀ Σ ∇F) after the last operation.
    double gradientNorm() const { return m_gradientNorm; }
    double newtonDecrement() const { return m_newtonDecrement; }
    int exactRefitCount() const { return m_exactRefits; } // including the initial fit
    int driftRefitCount() const { return m_driftRefits; } // exact refits forced by drift
    int comparisonsSinceExactRefit() const { return m_sinceExactRefit; }

private:
    IncrementalPosterior(PoeObjective objective, const IncrementalPosteriorOptions& options);
    // Steps from μ with the cached g and Σg; applies the pending corrections to Σ.
    void takeQuasiNewtonSteps(std::vector<RankOneCorrection>& corrections);

    PoeObjective m_objective;
    IncrementalPosteriorOptions m_options;
    Vector m_scores;
    Matrix m_covariance;
    Vector m_gradient;                // ∇F(μ), kept current
    Vector m_covarianceTimesGradient; // Σ ∇F(μ), kept current
    double m_gradientNorm = 0.0;
    double m_newtonDecrement = 0.0;
    int m_exactRefits = 0;
    int m_driftRefits = 0;
    int m_sinceExactRefit = 0;
};

} // namespace pairrank::stats
