#include "posterior.h"

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
    const double variance = pairVariance(covariance, a, b);
    const double gap = std::abs(mean[a] - mean[b]);
    if (!(variance > 0.0)) {
        return gap == 0.0 ? 0.5 : 0.0;
    }
    return normalCdf(-gap / std::sqrt(variance)); // paper 002 §4.2
}

Result<double> checkedRankingEntropy(const MatrixRef& covariance) {
    if (covariance.rows() != covariance.cols()) {
        return Error{"ranking entropy: the covariance is not square"};
    }
    const Eigen::LLT<Matrix> factor(covariance);
    if (factor.info() != Eigen::Success) {
        return Error{"ranking entropy: the covariance is not positive definite"};
    }
    const Matrix& lower = factor.matrixLLT();
    // ln det Σ = 2 Σ ln L_ii
    const double logDeterminant = 2.0 * lower.diagonal().array().log().sum();
    const double n = static_cast<double>(covariance.rows());
    return 0.5 * n * (1.0 + std::log(2.0 * std::numbers::pi)) + 0.5 * logDeterminant;
}

double rankingEntropy(const MatrixRef& covariance) {
    const auto entropy = checkedRankingEntropy(covariance);
    return entropy.ok() ? *entropy : std::numeric_limits<double>::quiet_NaN();
}

} // namespace pairrank::stats
