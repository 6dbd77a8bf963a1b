// The inverse of a symmetric positive definite matrix (a precision or Hessian)
// computed in the matrix's own storage. At N = 3,000 each dense matrix is 72 MB, so a
// second N × N matrix (the identity a `LLT::solve(I)` needs, or a copy) is what would
// set the peak memory. The scheme is LAPACK's dpotri: factorise A = L Lᵀ in place
// (Eigen's blocked LLT on a Ref), overwrite L with L⁻¹ (blocked dtrtri), then with
// L⁻ᵀ L⁻¹ = A⁻¹ (blocked dlauum), and mirror the lower triangle into the upper one.
// Extra memory: O(N × block) for the block temporaries.
#pragma once

#include "linear_algebra.h"
#include "result.h"

#include <Eigen/Cholesky>

namespace pairrank::stats {

// A Cholesky factorisation stored in the factorised matrix's own buffer: the lower
// triangle (with the diagonal) holds L, the strict upper triangle is left untouched.
using InPlaceCholesky = Eigen::LLT<Eigen::Ref<Matrix>>;

// Replaces A by A⁻¹ (exactly symmetric), reading only A's lower triangle.
// Error when A is not square or not positive definite; the matrix then holds a partial
// factor in its lower triangle and its original strict upper triangle.
Status invertPositiveDefiniteInPlace(Eigen::Ref<Matrix> matrix);

// The second half of invertPositiveDefiniteInPlace: `factored` holds the Cholesky factor
// L of A in its lower triangle (as InPlaceCholesky leaves it; the upper triangle is
// ignored) and is overwritten with A⁻¹ = (L Lᵀ)⁻¹, both triangles.
// Precondition: square, L with a positive diagonal (asserted in debug builds).
void invertFromCholeskyFactorInPlace(Eigen::Ref<Matrix> factored);

} // namespace pairrank::stats
