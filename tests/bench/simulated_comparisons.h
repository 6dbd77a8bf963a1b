// Comparison graphs of a simulated judge for the benchmarks of the statistics engine.
#pragma once

#include "core/stats/comparison.h"
#include "core/stats/pair_exclusions.h"
#include "core/stats/random.h"
#include "core/stats/simulated_judge.h"

#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

namespace pairrank::bench {

// A uniformly random ordered pair of two different candidates of [0, n), n ≥ 2.
inline stats::OrderedPair randomPair(int n, stats::Random& random) {
    const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
    const int b =
        (a + 1 + static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)))) % n;
    return {a, b};
}

// The judge's answer to a pair of its own pool (it fails only for a pair out of range).
inline stats::Comparison answer(const stats::SimulatedJudge& judge, int a, int b) {
    stats::Result<stats::Comparison> result = judge.judge(a, b);
    if (!result) {
        std::fprintf(stderr, "judge: %s\n", result.error().message.c_str());
        std::exit(1);
    }
    return *result;
}

// A chain along a random order of the pool (every candidate connected), then `extra`
// uniformly random pairs.
inline std::vector<stats::Comparison> chainThenRandomPairs(const stats::SimulatedJudge& judge,
                                                           int extra, stats::Random& random) {
    const int n = judge.candidateCount();
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int index = 0; index < n; ++index) {
        order[static_cast<std::size_t>(index)] = index;
    }
    random.shuffle(std::span<int>(order));
    std::vector<stats::Comparison> comparisons;
    comparisons.reserve(static_cast<std::size_t>(n + extra));
    for (std::size_t index = 0; index + 1 < order.size(); ++index) {
        comparisons.push_back(answer(judge, order[index], order[index + 1]));
    }
    for (int k = 0; k < extra; ++k) {
        const stats::OrderedPair pair = randomPair(n, random);
        comparisons.push_back(answer(judge, pair.a, pair.b));
    }
    return comparisons;
}

} // namespace pairrank::bench
