// A brute-force reference for pair selection (pair_selection.h), shared by the selection
// tests: it scores pairs in the papers' own forms and inverts precisions directly, so it
// shares no code with the engine's scoring or its covariance updates.
#pragma once

#include "core/stats/comparison.h"
#include "core/stats/pair_selection.h"
#include "core/stats/random.h"

#include <QString>

#include <Eigen/Cholesky>
#include <Eigen/LU>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <set>
#include <vector>

namespace pairrank::stats::testing {

using PairList = std::vector<OrderedPair>;

inline Matrix inverseOf(const Matrix& matrix) {
    return Eigen::LLT<Matrix>(matrix).solve(Matrix::Identity(matrix.rows(), matrix.cols()));
}

inline void addToPrecision(Matrix& precision, const OrderedPair& pair, double c) {
    precision(pair.a, pair.a) += c;
    precision(pair.b, pair.b) += c;
    precision(pair.a, pair.b) -= c;
    precision(pair.b, pair.a) -= c;
}

// rank-variance's weights g_i² (rank_variance_selection.cpp eq. 1), summed over ordered j.
inline Vector rankDensitySquared(const Vector& mean, const Matrix& covariance) {
    const Index n = mean.size();
    Vector weight(n);
    for (Index i = 0; i < n; ++i) {
        double density = 0.0;
        for (Index j = 0; j < n; ++j) {
            if (j != i) {
                const double v = covariance(i, i) + covariance(j, j) - 2.0 * covariance(i, j);
                const double z = (mean[i] - mean[j]) / std::sqrt(v);
                density += std::exp(-z * z / 2.0) / std::sqrt(2.0 * std::numbers::pi * v);
            }
        }
        weight[i] = density * density;
    }
    return weight;
}

// The papers' scores: paper 002 eq. 3, 4, the exact Φ form of the probability of
// reordering (§4.2), eq. 6 with division, and paper 000 eq. 39's det gain; rank-variance's
// eq. 5 (in logarithms, as the engine ranks it) with weights g² from `rankWeight`.
inline double paperScore(SelectionStrategy strategy, const Vector& mean, const Matrix& covariance,
                         double delta, double epsilon, double designVariance, int a, int b,
                         const Vector& rankWeight = {}, const ExpertSpec& expert = {}) {
    const double variance = covariance(a, a) + covariance(b, b) - 2.0 * covariance(a, b);
    const double difference = mean[a] - mean[b];
    switch (strategy) {
    case SelectionStrategy::RankVariance: {
        const double c = expectedCurvature(expert, difference + delta);
        const double ra = covariance(a, a) - covariance(a, b);
        const double rb = covariance(b, b) - covariance(a, b);
        const double gain =
            c / (1.0 + c * variance) * (rankWeight[a] * ra * ra + rankWeight[b] * rb * rb);
        return std::log(gain) + std::log(normalCdf(-std::abs(difference) / std::sqrt(variance)));
    }
    case SelectionStrategy::MinimumUncertainty:
        return sigmoid(difference + delta) * sigmoid(-difference - delta) * variance;
    case SelectionStrategy::Variance:
        return variance;
    case SelectionStrategy::Reorder:
        return normalCdf(-std::abs(difference) / std::sqrt(variance));
    case SelectionStrategy::Epsilon:
        return difference == 0.0 && epsilon > 0.0
                   ? std::numeric_limits<double>::infinity()
                   : variance / std::pow(std::abs(difference), epsilon);
    case SelectionStrategy::DOptimal:
        return 1.0 + variance / designVariance;
    default:
        return 0.0;
    }
}

inline PairList referenceSelection(int n, const PairList& asked, const PairList& pending,
                                   const Vector& mean, const Matrix& covariance, double delta,
                                   const SelectionOptions& options) {
    const auto precisionOf = [&](const OrderedPair& pair) {
        return options.strategy == SelectionStrategy::DOptimal
                   ? 1.0 / options.expert.gaussianVariance
                   : expectedCurvature(options.expert, mean[pair.a] - mean[pair.b] + delta);
    };
    Matrix precision = covariance.inverse();
    std::set<std::pair<int, int>> excluded;
    for (const OrderedPair& pair : asked) {
        excluded.insert({pair.a, pair.b});
    }
    for (const OrderedPair& pair : pending) {
        excluded.insert({pair.a, pair.b});
        if (options.pendingAsObserved) {
            addToPrecision(precision, pair, precisionOf(pair));
        }
    }
    // rank-variance keeps the weights of the batch's start (after the pending pairs).
    const Vector rankWeight = rankDensitySquared(mean, precision.inverse());
    PairList chosen;
    while (static_cast<int>(chosen.size()) < options.batchSize) {
        const Matrix current = precision.inverse();
        std::vector<std::pair<double, int>> scored; // score, key a·N + b
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b < n; ++b) {
                if (a != b && !excluded.count({a, b})) {
                    scored.push_back({paperScore(options.strategy, mean, current, delta,
                                                 options.epsilon, options.expert.gaussianVariance,
                                                 a, b, rankWeight, options.expert),
                                      a * n + b});
                }
            }
        }
        if (scored.empty()) {
            break;
        }
        double best = -std::numeric_limits<double>::infinity();
        for (const auto& entry : scored) {
            best = std::max(best, entry.first);
        }
        int bestKey = std::numeric_limits<int>::max();
        for (const auto& entry : scored) {
            const bool tie = std::isinf(best) ? entry.first == best
                                              : entry.first >= best - 1e-9 * std::abs(best);
            if (tie) {
                bestKey = std::min(bestKey, entry.second);
            }
        }
        const OrderedPair pair{bestKey / n, bestKey % n};
        chosen.push_back(pair);
        excluded.insert({pair.a, pair.b});
        excluded.insert({pair.b, pair.a});
        addToPrecision(precision, pair, precisionOf(pair));
    }
    return chosen;
}

inline QString describe(const PairList& pairs) {
    QString text;
    for (const OrderedPair& pair : pairs) {
        text += QStringLiteral("(%1,%2) ").arg(pair.a).arg(pair.b);
    }
    return text;
}

inline Matrix randomCovariance(int n, Random& random) {
    Matrix precision = Matrix::Identity(n, n);
    for (int k = 0; k < n; ++k) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        const int b =
            (a + 1 + static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)))) % n;
        addToPrecision(precision, {a, b}, 0.1 + random.uniform());
    }
    return inverseOf(precision);
}

inline PairList randomPairs(int n, int count, Random& random) {
    PairList pairs;
    for (int k = 0; k < count; ++k) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        const int b =
            (a + 1 + static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)))) % n;
        pairs.push_back({a, b});
    }
    return pairs;
}

} // namespace pairrank::stats::testing
