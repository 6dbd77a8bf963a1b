#include "cholesky_inverse.h"

#include <algorithm>
#include <cassert>
#include <string>

namespace pairrank::stats {
namespace {

// Columns per block: large enough that the products below run in Eigen's
// cache-blocked matrix kernels, small enough that the block temporaries stay small.
constexpr Index kBlockSize = 96;

// The inverse of a small lower-triangular block, in place (the unblocked step).
void invertLowerTriangularBlock(Eigen::Ref<Matrix> block) {
    const Index size = block.rows();
    Matrix inverse = Matrix::Identity(size, size);
    block.triangularView<Eigen::Lower>().solveInPlace(inverse);
    block.triangularView<Eigen::Lower>() = inverse;
}

// L ← L⁻¹ on the lower triangle (LAPACK dtrtri, lower, non-unit), from the last block
// column to the first. With L = [L11 0; L21 L22]: L⁻¹ = [L11⁻¹ 0; −L22⁻¹ L21 L11⁻¹ L22⁻¹],
// and L22⁻¹ is already in place when block column (L11, L21) is processed.
void invertLowerTriangularInPlace(Eigen::Ref<Matrix> lower) {
    const Index n = lower.rows();
    const Index lastBlockStart = ((n - 1) / kBlockSize) * kBlockSize;
    for (Index start = lastBlockStart; start >= 0; start -= kBlockSize) {
        const Index width = std::min(kBlockSize, n - start);
        const Index tail = n - start - width;
        if (tail > 0) {
            auto below = lower.block(start + width, start, tail, width); // L21
            Matrix product = lower.block(start + width, start + width, tail, tail)
                                 .triangularView<Eigen::Lower>() *
                             below; // L22⁻¹ L21
            lower.block(start, start, width, width)
                .triangularView<Eigen::Lower>()
                .solveInPlace<Eigen::OnTheRight>(product); // · L11⁻¹
            below = -product;
        }
        invertLowerTriangularBlock(lower.block(start, start, width, width));
    }
}

// M ← Mᵀ M on the lower triangle, for M lower-triangular (LAPACK dlauum, lower).
// Block row i of Mᵀ M, left of and on the diagonal, is M_iiᵀ M_i,<i plus the products of
// the rows below: Σ_{k>i} M_kiᵀ M_k,≤i; the loop adds them block row by block row.
void lowerTransposeTimesLowerInPlace(Eigen::Ref<Matrix> lower) {
    const Index n = lower.rows();
    for (Index start = 0; start < n; start += kBlockSize) {
        const Index width = std::min(kBlockSize, n - start);
        auto diagonal = lower.block(start, start, width, width);
        if (start > 0) {
            auto left = lower.block(start, 0, width, start);
            Matrix product = diagonal.triangularView<Eigen::Lower>().transpose() * left;
            left = product;
        }
        {
            const Matrix factor = diagonal.triangularView<Eigen::Lower>();
            const Matrix product = factor.transpose() * factor;
            diagonal.triangularView<Eigen::Lower>() = product;
        }
        const Index rest = n - start - width;
        if (rest > 0) {
            const auto below = lower.block(start + width, start, rest, width);
            if (start > 0) {
                lower.block(start, 0, width, start).noalias() +=
                    below.transpose() * lower.block(start + width, 0, rest, start);
            }
            diagonal.selfadjointView<Eigen::Lower>().rankUpdate(below.transpose());
        }
    }
}

void mirrorLowerIntoUpper(Eigen::Ref<Matrix> matrix) {
    const Index n = matrix.rows();
    for (Index column = 1; column < n; ++column) {
        for (Index row = 0; row < column; ++row) {
            matrix(row, column) = matrix(column, row);
        }
    }
}

} // namespace

void invertFromCholeskyFactorInPlace(Eigen::Ref<Matrix> factored) {
    assert(factored.rows() == factored.cols());
    assert((factored.diagonal().array() > 0.0).all());
    invertLowerTriangularInPlace(factored);    // L⁻¹
    lowerTransposeTimesLowerInPlace(factored); // L⁻ᵀ L⁻¹ = (L Lᵀ)⁻¹
    mirrorLowerIntoUpper(factored);
}

Status invertPositiveDefiniteInPlace(Eigen::Ref<Matrix> matrix) {
    if (matrix.rows() != matrix.cols()) {
        return Error{"matrix to invert is " + std::to_string(matrix.rows()) + "x" +
                     std::to_string(matrix.cols()) + ", not square"};
    }
    const InPlaceCholesky factor(matrix);
    if (factor.info() != Eigen::Success) {
        return Error{"matrix to invert is not positive definite"};
    }
    invertFromCholeskyFactorInPlace(matrix);
    return Status::success();
}

} // namespace pairrank::stats
