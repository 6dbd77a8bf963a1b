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

// The same update in deferred form, for callers that fuse the O(N²) pass over Σ with
// other work (the incremental posterior applies it while multiplying by Σ):
// Σ − factor · direction directionᵀ.
struct RankOneCorrection {
    double factor = 0.0;
    Vector direction; // Σr of the covariance the correction was computed for
};

// The correction for adding `precision` along e_a − e_b to Σ − Σ_k (earlier corrections
// not applied yet), in O(N (1 + earlier)). Same checks and errors as addPairPrecision.
Result<RankOneCorrection> pairPrecisionCorrection(const MatrixRef& covariance,
                                                  std::span<const RankOneCorrection> earlier, int a,
                                                  int b, double precision);

// Applies `corrections` (in order) to `covariance` in one pass over its columns and
// returns the product of the covariance BEFORE the corrections with `multiplier`
// (length N), computed in the same pass. Preconditions: sizes agree (not checked).
Vector applyCorrections(Matrix& covariance, std::span<const RankOneCorrection> corrections,
                        const VectorRef& multiplier);

} // namespace pairrank::stats
