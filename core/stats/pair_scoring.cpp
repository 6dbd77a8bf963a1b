#include "pair_scoring.h"

#include "tie_rule.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pairrank::stats::detail {

namespace {

// σ(x) σ(−x) = e / (1 + e)² with e = exp(−|x|), without overflow; `buffer` holds x on
// entry and the weight on return.
template <typename Buffer> void toLogisticVarianceWeight(Buffer buffer) {
    buffer = (-buffer.abs()).exp();
    buffer = buffer / (1.0 + buffer).square();
}

} // namespace

ColumnScorer::ColumnScorer(SelectionStrategy strategy, double epsilon, double homeAdvantage,
                           int candidateCount)
    : m_strategy(strategy)
    , m_epsilon(epsilon)
    , m_homeAdvantage(homeAdvantage)
    , m_orderMatters(strategy == SelectionStrategy::MinimumUncertainty)
    , m_variance(m_orderMatters || strategy == SelectionStrategy::Epsilon ? candidateCount : 0)
    , m_lowFirst(candidateCount)
    , m_highFirst(m_orderMatters ? candidateCount : 0) {}

double ColumnScorer::scoreColumn(const CovarianceColumns& covariance, const Vector& diagonal,
                                 const VectorRef& mean, const PairExclusions& exclusions, int high,
                                 bool keepScores, const double* varianceReduction) {
    const Index count = high;
    const Eigen::Map<const Eigen::ArrayXd> sigma(covariance.column(high), count);
    // V_ab = Σ_aa + Σ_bb − 2 Σ_ab (paper 002 eq. 4) as a lazy expression, so that each
    // strategy's score is one fused pass.
    const auto pairVariance = diagonal.head(count).array() + diagonal[high] - 2.0 * sigma;
    if (varianceReduction == nullptr) {
        return scoreWithVariance(pairVariance.max(kMinimumPairVariance), mean, exclusions, high,
                                 keepScores);
    }
    const Eigen::Map<const Eigen::ArrayXd> reduction(varianceReduction, count);
    return scoreWithVariance((pairVariance - reduction).max(kMinimumPairVariance), mean, exclusions,
                             high, keepScores);
}

double ColumnScorer::scorePair(const CovarianceColumns& covariance, const Vector& diagonal,
                               const VectorRef& mean, int a, int b,
                               double varianceReduction) const {
    return scorePairVariance(mean, a, b,
                             pairVariance(covariance, diagonal, std::min(a, b), std::max(a, b)),
                             varianceReduction);
}

double ColumnScorer::scorePairVariance(const VectorRef& mean, int a, int b, double pairVariance,
                                       double varianceReduction) const {
    const int low = std::min(a, b);
    const int high = std::max(a, b);
    // As scoreColumn: V = Σ_ll + Σ_hh − 2 Σ_lh (paper 002 eq. 4), then the reduction.
    const double variance = std::max(pairVariance - varianceReduction, kMinimumPairVariance);
    const double difference = mean[low] - mean[high];
    switch (m_strategy) {
    case SelectionStrategy::DOptimal:
    case SelectionStrategy::Variance:
        return variance;
    case SelectionStrategy::MinimumUncertainty: { // paper 002 eq. 3, d = μa − μb + δ
        const double x = a == low ? difference + m_homeAdvantage : m_homeAdvantage - difference;
        const double e = std::exp(-std::abs(x));
        return e / ((1.0 + e) * (1.0 + e)) * variance;
    }
    case SelectionStrategy::Reorder: // paper 002 eq. 5
        return -(difference * difference) / variance;
    case SelectionStrategy::Epsilon: // paper 002 eq. 6
        if (m_epsilon == 0.0) {
            return -1.0 / variance;
        }
        if (m_epsilon == 0.5) {
            return -std::sqrt(std::abs(difference)) / variance;
        }
        if (m_epsilon == 1.0) {
            return -std::abs(difference) / variance;
        }
        if (m_epsilon == 2.0) {
            return -(difference * difference) / variance;
        }
        return -std::exp(m_epsilon * std::log(std::abs(difference))) / variance;
    case SelectionStrategy::Random:
    case SelectionStrategy::NoRepeat:
    case SelectionStrategy::Symmetric:
    case SelectionStrategy::RankVariance:
        break;
    }
    return kNegativeInfinity;
}

template <typename VarianceExpression>
double ColumnScorer::scoreWithVariance(const VarianceExpression& variance, const VectorRef& mean,
                                       const PairExclusions& exclusions, int high,
                                       bool keepScores) {
    const Index count = high;
    const auto difference = mean.head(count).array() - mean[high];
    const std::uint8_t* flags = exclusions.column(high);
    auto lowFirst = m_lowFirst.head(count);

    // Scores shared by both orders: a pair is out only when both orders are excluded.
    const auto bestOfSymmetric = [&](const auto& scores) {
        if (!keepScores) {
            // Fast path: reduce the expression without storing it, unless an excluded pair
            // comes near the maximum (near: packet and scalar evaluation may round apart).
            const double maximum = scores.template maxCoeff<Eigen::PropagateNaN>();
            bool excludedNearMaximum = false;
            for (const int low : exclusions.excludedLows(high)) {
                excludedNearMaximum |= flags[low] == PairExclusions::kBothExcluded &&
                                       scores.coeff(low) >= maximum - 1e-12 * std::abs(maximum);
            }
            if (!excludedNearMaximum || std::isnan(maximum)) {
                return maximum;
            }
        }
        lowFirst = scores;
        for (const int low : exclusions.excludedLows(high)) {
            if (flags[low] == PairExclusions::kBothExcluded) {
                m_lowFirst[low] = kNegativeInfinity;
            }
        }
        return lowFirst.maxCoeff<Eigen::PropagateNaN>();
    };

    switch (m_strategy) {
    case SelectionStrategy::DOptimal:
    case SelectionStrategy::Variance:
        return bestOfSymmetric(variance);
    case SelectionStrategy::MinimumUncertainty: { // paper 002 eq. 3, d = μa − μb + δ for each order
        auto highFirst = m_highFirst.head(count);
        m_variance.head(count) = variance;
        lowFirst = difference + m_homeAdvantage;
        toLogisticVarianceWeight(lowFirst);
        lowFirst *= m_variance.head(count);
        highFirst = m_homeAdvantage - difference;
        toLogisticVarianceWeight(highFirst);
        highFirst *= m_variance.head(count);
        for (const int low : exclusions.excludedLows(high)) {
            if ((flags[low] & PairExclusions::kLowFirstExcluded) != 0) {
                m_lowFirst[low] = kNegativeInfinity;
            }
            if ((flags[low] & PairExclusions::kHighFirstExcluded) != 0) {
                m_highFirst[low] = kNegativeInfinity;
            }
        }
        const double lowFirstBest = lowFirst.maxCoeff<Eigen::PropagateNaN>();
        const double highFirstBest = highFirst.maxCoeff<Eigen::PropagateNaN>();
        return std::isnan(lowFirstBest) || std::isnan(highFirstBest)
                   ? std::numeric_limits<double>::quiet_NaN()
                   : std::max(lowFirstBest, highFirstBest);
    }
    case SelectionStrategy::Reorder: // paper 002 eq. 5
        return bestOfSymmetric(-difference.square() / variance);
    case SelectionStrategy::Epsilon: // paper 002 eq. 6
        if (m_epsilon == 0.0) {
            return bestOfSymmetric(-1.0 / variance);
        }
        if (m_epsilon == 0.5) { // the paper's best ε; sqrt is far cheaper than a power
            return bestOfSymmetric(-difference.abs().sqrt() / variance);
        }
        if (m_epsilon == 1.0) {
            return bestOfSymmetric(-difference.abs() / variance);
        }
        if (m_epsilon == 2.0) {
            return bestOfSymmetric(-difference.square() / variance);
        }
        // |x|^ε = exp(ε log|x|), vectorised; log 0 = −∞ gives 0 for μa = μb.
        m_variance.head(count) = (m_epsilon * difference.abs().log()).exp();
        return bestOfSymmetric(-m_variance.head(count) / variance);
    case SelectionStrategy::Random:
    case SelectionStrategy::NoRepeat:
    case SelectionStrategy::Symmetric:
    case SelectionStrategy::RankVariance:
        break;
    }
    lowFirst = kNegativeInfinity;
    return kNegativeInfinity;
}

} // namespace pairrank::stats::detail
