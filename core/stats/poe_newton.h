// MAP scores of a product of experts by Newton's method, and the Laplace covariance
// at the MAP (paper 002 §4.1: Σ = (−∇² log p(s | C))⁻¹ = (∇²F)⁻¹).
//
// Each iteration factors the dense Hessian with Cholesky (LLT) (or solves the step by
// conjugate gradients for large N, see NewtonLinearSolver). Where it is not
// positive definite (possible for Φ and Gaussian-on-σ experts away from the optimum)
// λI is added, λ growing tenfold until the factorisation succeeds (Levenberg). The
// step is accepted by an Armijo backtracking line search on F; near the optimum, where
// F no longer changes measurably in double precision, a step is accepted when it
// lowers the gradient's max-norm instead.
//
// With a fitted home advantage, Newton runs jointly over (s, δ) with a flat prior on δ;
// the standard error of δ is √[(∇²F)⁻¹]_δδ of the joint Hessian, and the score
// covariance is the s-block of the joint inverse (the marginal covariance of s, which
// includes the uncertainty of δ).
//
// Scores are returned as found (NOT centred): the Laplace Gaussian is N(scores,
// covariance). Callers that report centred scores keep this covariance (see
// scoring_model.cpp for why).
#pragma once

#include "core/common/progress.h"
#include "linear_algebra.h"
#include "poe_objective.h"
#include "result.h"

#include <optional>

namespace pairrank::stats {

// How each Newton step is solved. Dense Cholesky costs O(N³) per step and O(N²) memory;
// conjugate gradients (Jacobi-preconditioned, on the Hessian with negative pair curvatures
// counted as 0, applied as an operator and never assembled, to a relative residual
// min(0.1, ‖∇F‖∞) so that the steps become exact near the optimum) cost O(pairs + N) per
// CG iteration and no N×N matrix.
enum class NewtonLinearSolver {
    Automatic, // dense up to kDenseNewtonLimit candidates, conjugate gradients above
    DenseCholesky,
    ConjugateGradient,
};
// The crossover, measured by tests/bench/bench_large_pool (PoE-BT, δ fitted, K = 3–10 N):
// conjugate gradients are already faster at N = 16 (1.3 times), 2–6 times at N = 100 and
// over 100 times at N = 3,000, with scores equal to 1e-10 relative. Below the limit either
// takes under a millisecond, and the dense path keeps exact Newton steps (with damping)
// for experts whose Hessian is not positive definite away from the optimum.
inline constexpr int kDenseNewtonLimit = 100;

struct NewtonOptions {
    NewtonLinearSolver linearSolver = NewtonLinearSolver::Automatic;
    bool fitHomeAdvantage = false;
    double homeAdvantage = 0.0;       // the fixed δ, or the start of a fitted δ
    std::optional<Vector> warmStart;  // length N; zeros when absent
    double gradientTolerance = 1e-10; // on the max-norm of ∇F over (s, δ)
    int maxIterations = 100;
    // The covariance is always a dense inverse (O(N³) time, O(N²) memory), whatever the solver.
    bool computeCovariance = true;
    // Asked before each iteration (done: the iterations so far, total: maxIterations); an
    // Abort ends the fit with kCancelledMessage.
    common::ProgressCallback progress;
};

struct NewtonResult {
    Vector scores;
    double homeAdvantage = 0.0;
    std::optional<double> homeAdvantageStandardError; // when fitted and computeCovariance
    std::optional<Matrix> covariance;                 // when computeCovariance
    int iterations = 0;
    double gradientNorm = 0.0; // max-norm of ∇F at the result
};

// Errors: warm start of the wrong length or not finite; fitting δ without any
// comparison of positive weight; tolerance ≤ 0 or maxIterations < 0; no convergence
// within maxIterations (the message gives the iterations and the gradient norm);
// a Hessian at the MAP that is not positive definite (no Laplace covariance exists);
// an Abort.
Result<NewtonResult> maximisePosterior(const PoeObjective& objective, const NewtonOptions& options);

} // namespace pairrank::stats
