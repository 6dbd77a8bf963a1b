// Conjugate gradients with a Jacobi preconditioner for a symmetric positive definite
// operator that is never assembled (Hestenes & Stiefel 1952; the preconditioned form of
// Saad, "Iterative Methods for Sparse Linear Systems", Algorithm 9.1).
#pragma once

#include "linear_algebra.h"

#include <functional>

namespace pairrank::stats {

struct ConjugateGradientResult {
    Vector solution;
    int iterations = 0;
    bool converged = false; // ‖A x − rhs‖ ≤ relativeTolerance · ‖rhs‖ was reached
};

// Solves A x = rhs from x = 0. `apply` returns A y; `inverseDiagonal` holds 1 / A_ii (the
// preconditioner; any positive values are valid). Stops when the residual's norm is at most
// relativeTolerance · ‖rhs‖, after maxIterations, or when a search direction finds no
// positive curvature (only rounding can do that on a definite operator).
ConjugateGradientResult solveByConjugateGradients(const std::function<Vector(const Vector&)>& apply,
                                                  const Vector& inverseDiagonal, const Vector& rhs,
                                                  double relativeTolerance, Index maxIterations);

} // namespace pairrank::stats
