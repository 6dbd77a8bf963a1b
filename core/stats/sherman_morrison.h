// Rank-one updates of a covariance (the inverse of a precision matrix) when one
// comparison is added: the comparison's row r = e_a − e_b with precision c adds
// c r rᵀ to the precision, so by the Sherman–Morrison lemma (paper 000 A.6, eq. 44)
//
//   Σ ← Σ − c Σr rᵀΣ / (1 + c rᵀΣr),   Σr = Σ(:, a) − Σ(:, b),   rᵀΣr = V_ab.
//
// Used by batch selection (the covariance "as if the pair had been observed",
// DESIGN.md §3), greedy D-optimal design and the incremental posterior.
#pragma once

#include "linear_algebra.h"
#include "result.h"

#include <span>

namespace pairrank::stats {

// Updates `covariance` in place in O(N²) time and O(N) extra memory (one column).
// Preconditions checked (an Error names the bad argument, and the matrix is left
// unchanged): square matrix, 0 ≤ a, b < N, a ≠ b, precision finite and ≥ 0, and
// 1 + c V_ab > 0 with a finite result factor. The matrix is assumed symmetric.
Status addPairPrecision(Matrix& covariance, int a, int b, double precision);

// The same update in deferred form, for callers that keep Σ and the update apart
// (batch selection keeps its updates as a low-rank correction, batch_covariance.h):
// Σ − factor · direction directionᵀ.
struct RankOneCorrection {
    double factor = 0.0;
    Vector direction; // Σr
};

// The correction for adding `precision` along e_a − e_b to Σ, in O(N). Same checks and
// errors as addPairPrecision.
Result<RankOneCorrection> pairPrecisionCorrection(const MatrixRef& covariance, int a, int b,
                                                  double precision);

// One change of the precision along e_a − e_b. A negative change takes precision away
// (a downdate, Σ grows); it is allowed while the precision matrix stays positive definite.
struct PairPrecisionChange {
    int a = 0;
    int b = 0;
    double precision = 0.0;
};

// Applies `changes` in order, as the sequential Sherman–Morrison updates would:
// Σ_j = Σ_{j−1} − f_j u_j u_jᵀ with u_j = Σ_{j−1} r_j and f_j = c_j / (1 + c_j V_j).
// The m directions cost O(N m²) (each is Σ r_j corrected by the earlier ones); they are
// then applied together as one symmetric rank-m update, a blocked pass over Σ that runs
// at matrix-multiplication speed instead of m memory-bound rank-one passes. Σ stays
// exactly symmetric.
//
// Returns Σ_j log(1 + c_j V_j) = log det Σ_before − log det Σ_after (the matrix
// determinant lemma), so that a caller can keep the ranking entropy current in O(1)
// per change. Errors (Σ is left unchanged): Σ not square, an index out of range or
// a == b, a precision that is not finite, or 1 + c_j V_j ≤ 0 (the result would not be
// positive definite) — the message names the change.
Result<double> addPairPrecisions(Matrix& covariance, std::span<const PairPrecisionChange> changes);

} // namespace pairrank::stats
