#include "batch_covariance.h"

#include "sherman_morrison.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace pairrank::stats::detail {

BatchCovariance::BatchCovariance(const MatrixRef& covariance, int expectedUpdates)
    : m_covariance(covariance)
    , m_expectedUpdates(std::max(1, expectedUpdates)) {}

Status BatchCovariance::addPairPrecision(int a, int b, double precision) {
    const Index n = m_covariance.rows();
    // Validates the arguments and gives Σ r; then Σ_k r = Σ r − W (W(a, :) − W(b, :))ᵀ and
    // the Sherman–Morrison factor for Σ_k (V_ab under Σ_k ≤ under Σ, so every refusal for
    // Σ is one for Σ_k too).
    auto correction = pairPrecisionCorrection(m_covariance, a, b, precision);
    if (!correction) {
        return correction.error();
    }
    Vector direction = std::move(correction->direction);
    if (m_rank > 0) {
        const auto used = m_factors.leftCols(m_rank);
        direction.noalias() -= used * (used.row(a) - used.row(b)).transpose();
    }
    const double variance = direction[a] - direction[b]; // V_ab under Σ_k
    const double denominator = 1.0 + precision * variance;
    const double factor = precision / denominator;
    if (!(denominator > 0.0) || !std::isfinite(factor)) {
        return Error{"addPairPrecision: 1 + c V_ab = " + std::to_string(denominator) +
                     " for pair (" + std::to_string(a) + ", " + std::to_string(b) +
                     "); the covariance is not positive definite"};
    }
    if (m_factors.cols() == 0) {
        m_factors.setZero(n, m_expectedUpdates);
        m_rowSquaredNorm = Vector::Zero(n);
    } else if (m_rank == m_factors.cols()) {
        m_factors.conservativeResize(Eigen::NoChange, 2 * m_factors.cols());
    }
    auto column = m_factors.col(m_rank);
    column = std::sqrt(factor) * direction;
    m_rowSquaredNorm += column.cwiseAbs2();
    ++m_rank;
    return Status::success();
}

double BatchCovariance::pairReduction(int low, int high) const {
    if (m_rank == 0) {
        return 0.0;
    }
    const double dot = m_factors.row(low).head(m_rank).dot(m_factors.row(high).head(m_rank));
    // ‖w_low − w_high‖² = ‖w_low‖² + ‖w_high‖² − 2 w_low · w_high, as varianceReduction.
    return std::max(m_rowSquaredNorm[low] + m_rowSquaredNorm[high] - 2.0 * dot, 0.0);
}

void BatchCovariance::varianceReduction(int high, Eigen::ArrayXd& reduction) {
    const Index count = high;
    if (reduction.size() < count) {
        reduction.resize(m_covariance.rows());
    }
    if (m_dots.size() < count) {
        m_dots.resize(m_covariance.rows());
    }
    const auto used = m_factors.leftCols(m_rank);
    m_dots.head(count).noalias() = used.topRows(count) * used.row(high).transpose();
    // ‖w_low − w_high‖² = ‖w_low‖² + ‖w_high‖² − 2 w_low · w_high
    reduction.head(count) = (m_rowSquaredNorm.head(count).array() + m_rowSquaredNorm[high] -
                             2.0 * m_dots.head(count).array())
                                .max(0.0);
}

} // namespace pairrank::stats::detail
