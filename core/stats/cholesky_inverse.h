// The inverse of a symmetric positive definite matrix (a precision or Hessian)
// with at most one extra matrix of its size alive: factorise in place, then
// solve against the identity. At N = 3,000 each dense matrix is 72 MB, so the
// temporaries of the naive `LLT<Matrix>(H).solve(I)` path are what set peak memory.
#pragma once

#include "linear_algebra.h"

#include <Eigen/Cholesky>

namespace pairrank::stats {

// A Cholesky factorisation stored in the factorised matrix's own buffer.
using InPlaceCholesky = Eigen::LLT<Eigen::Ref<Matrix>>;

// Σ = (L Lᵀ)⁻¹, made exactly symmetric (the lower triangle is copied over the upper).
// Precondition: factor.info() == Eigen::Success.
Matrix inverseFromCholesky(const InPlaceCholesky& factor);

} // namespace pairrank::stats
