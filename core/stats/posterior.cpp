#include "posterior.h"

#include "cholesky_inverse.h"
#include "comparison.h"

#include <Eigen/Cholesky>

#include <cassert>
#include <cmath>
#include <limits>
#include <numbers>

namespace pairrank::stats {

double pairVariance(const MatrixRef& covariance, int a, int b) {
    assert(covariance.rows() == covariance.cols());
    assert(a >= 0 && b >= 0 && a < covariance.rows() && b < covariance.rows());
    if (a == b) {
        return 0.0;
    }
    // paper 002 eq. 4; Σ_ab and Σ_ba are both read so a slightly asymmetric Σ is averaged.
    return covariance(a, a) + covariance(b, b) - covariance(a, b) - covariance(b, a);
}

double reorderProbability(const VectorRef& mean, const MatrixRef& covariance, int a, int b) {
    assert(mean.size() == covariance.rows());
    return reorderProbability(std::abs(mean[a] - mean[b]), pairVariance(covariance, a, b));
}

double reorderProbability(double gap, double pairVariance) {
    gap = std::abs(gap);
    if (!(pairVariance > 0.0)) {
        return gap == 0.0 ? 0.5 : 0.0;
    }
    return normalCdf(-gap / std::sqrt(pairVariance)); // paper 002 §4.2
}

namespace {

// H from ln det Σ = 2 Σ ln L_ii (paper 002 §4.3).
double entropyFromFactorDiagonal(const Eigen::Ref<const Vector>& factorDiagonal) {
    return gaussianEntropy(factorDiagonal.size(), 2.0 * factorDiagonal.array().log().sum());
}

} // namespace

double gaussianEntropy(Index dimension, double logDeterminantOfCovariance) {
    const auto n = static_cast<double>(dimension);
    return 0.5 * n * (1.0 + std::log(2.0 * std::numbers::pi)) + 0.5 * logDeterminantOfCovariance;
}

Result<double> checkedRankingEntropy(const MatrixRef& covariance) {
    if (covariance.rows() != covariance.cols()) {
        return Error{"ranking entropy: the covariance is not square"};
    }
    const Eigen::LLT<Matrix> factor(covariance);
    if (factor.info() != Eigen::Success) {
        return Error{"ranking entropy: the covariance is not positive definite"};
    }
    return entropyFromFactorDiagonal(factor.matrixLLT().diagonal());
}

Result<double> checkedRankingEntropy(Matrix& covariance) {
    if (covariance.rows() != covariance.cols() || covariance != covariance.transpose()) {
        return checkedRankingEntropy(MatrixRef(covariance));
    }
    const Vector diagonal = covariance.diagonal();
    Result<double> entropy = 0.0;
    {
        const InPlaceCholesky factor(covariance);
        if (factor.info() != Eigen::Success) {
            entropy = Error{"ranking entropy: the covariance is not positive definite"};
        } else {
            entropy = entropyFromFactorDiagonal(covariance.diagonal());
        }
    }
    // Σ is symmetric: its lower triangle is the transpose of the untouched upper one.
    const Index n = covariance.rows();
    for (Index column = 0; column < n; ++column) {
        for (Index row = column + 1; row < n; ++row) {
            covariance(row, column) = covariance(column, row);
        }
    }
    covariance.diagonal() = diagonal;
    return entropy;
}

double rankingEntropy(const MatrixRef& covariance) {
    const auto entropy = checkedRankingEntropy(covariance);
    return entropy.ok() ? *entropy : std::numeric_limits<double>::quiet_NaN();
}

} // namespace pairrank::stats
