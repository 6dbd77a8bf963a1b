#include "cholesky_inverse.h"

#include <cassert>

namespace pairrank::stats {

Matrix inverseFromCholesky(const InPlaceCholesky& factor) {
    assert(factor.info() == Eigen::Success);
    const Index n = factor.rows();
    Matrix inverse = Matrix::Identity(n, n);
    factor.solveInPlace(inverse);
    for (Index column = 1; column < n; ++column) {
        for (Index row = 0; row < column; ++row) {
            inverse(row, column) = inverse(column, row);
        }
    }
    return inverse;
}

} // namespace pairrank::stats
