// Simulated judgements for the scoring tests: true scores drawn N(0, spread²) and a
// judge that answers p = σ(s_a − s_b + bias + noise · ε) (DESIGN.md §3).
#pragma once

#include "core/stats/comparison.h"
#include "core/stats/random.h"

#include <vector>

namespace pairrank::stats::testing {

struct SimulatedJudgements {
    std::vector<double> trueScores;
    std::vector<Comparison> comparisons;
};

struct JudgeSettings {
    double spread = 1.0;
    double bias = 0.0;
    double noise = 0.0;
};

inline std::vector<double> drawScores(int count, double spread, Random& random) {
    std::vector<double> scores(static_cast<std::size_t>(count));
    for (double& score : scores) {
        score = spread * random.normal();
    }
    return scores;
}

inline Comparison judge(const std::vector<double>& scores, int a, int b,
                        const JudgeSettings& settings, Random& random) {
    const double logit = scores[static_cast<std::size_t>(a)] - scores[static_cast<std::size_t>(b)] +
                         settings.bias + settings.noise * random.normal();
    return {a, b, clampProbability(sigmoid(logit)), 1.0};
}

// Every ordered pair (a, b), a ≠ b, once.
inline SimulatedJudgements allOrderedPairs(int count, const JudgeSettings& settings,
                                           std::uint64_t seed) {
    Random random(seed);
    SimulatedJudgements result{drawScores(count, settings.spread, random), {}};
    for (int a = 0; a < count; ++a) {
        for (int b = 0; b < count; ++b) {
            if (a != b) {
                result.comparisons.push_back(judge(result.trueScores, a, b, settings, random));
            }
        }
    }
    return result;
}

// `pairCount` ordered pairs drawn uniformly with replacement (a ≠ b).
inline SimulatedJudgements randomPairs(int count, int pairCount, const JudgeSettings& settings,
                                       std::uint64_t seed) {
    Random random(seed);
    SimulatedJudgements result{drawScores(count, settings.spread, random), {}};
    while (static_cast<int>(result.comparisons.size()) < pairCount) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(count)));
        const int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(count)));
        if (a != b) {
            result.comparisons.push_back(judge(result.trueScores, a, b, settings, random));
        }
    }
    return result;
}

} // namespace pairrank::stats::testing
