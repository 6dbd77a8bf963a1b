// A PoE-BT objective of 6 N comparisons of random pairs answered by a simulated judge (noise
// 1, positional bias 0.4), for the tests of what is computed from the Laplace posterior
// without its covariance.
#pragma once

#include "core/stats/poe_objective.h"
#include "core/stats/random.h"
#include "core/stats/simulated_judge.h"

#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace pairrank::stats::testing {

// `lopsided`: most comparisons put a candidate of the first half in position A, so that a
// fitted δ is confounded with the halves' scores and its uncertainty widens theirs.
inline PoeObjective randomComparisonObjective(int candidates, std::uint64_t seed, bool lopsided) {
    SimulatedJudgeSettings settings;
    settings.noise = 1.0;
    settings.positionBias = 0.4;
    const auto judge = SimulatedJudge::createWithRandomTruth(candidates, settings, seed);
    if (!judge) {
        qFatal("judge");
    }
    Random random(seed + 1);
    const auto count = static_cast<std::uint64_t>(candidates);
    std::vector<Comparison> comparisons;
    while (comparisons.size() < 6 * static_cast<std::size_t>(candidates)) {
        int a = static_cast<int>(random.uniformInt(count));
        int b = static_cast<int>(random.uniformInt(count));
        if (lopsided && random.bernoulli(0.9)) {
            a = static_cast<int>(random.uniformInt(count / 2));
            b = candidates / 2 + static_cast<int>(random.uniformInt(count / 2));
        }
        if (a != b) {
            comparisons.push_back(*judge->judge(a, b));
        }
    }
    auto objective = PoeObjective::create(ExpertSpec{}, 1.0, candidates);
    if (!objective || !objective->add(comparisons)) {
        qFatal("objective");
    }
    return std::move(*objective);
}

} // namespace pairrank::stats::testing
