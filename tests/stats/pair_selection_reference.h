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

// The papers' scores: paper 002 eq. 3, 4, the exact Φ form of the probability of
// reordering (§4.2), eq. 6 with division, and paper 000 eq. 39's det gain.
inline double paperScore(SelectionStrategy strategy, const Vector& mean, const Matrix& covariance,
                         double delta, double epsilon, double designVariance, int a, int b) {
    const double variance = covariance(a, a) + covariance(b, b) - 2.0 * covariance(a, b);
    const double difference = mean[a] - mean[b];
    switch (strategy) {
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
    PairList chosen;
    while (static_cast<int>(chosen.size()) < options.batchSize) {
        const Matrix current = precision.inverse();
        std::vector<std::pair<double, int>> scored; // score, key a·N + b
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b < n; ++b) {
                if (a != b && !excluded.count({a, b})) {
                    scored.push_back(
                        {paperScore(options.strategy, mean, current, delta, options.epsilon,
                                    options.expert.gaussianVariance, a, b),
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
