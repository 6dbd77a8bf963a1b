// A simulated person who labels pairs, for tests and benchmarks of routing pairs
// between an LLM judge and people (human_routing.h): it is driven by the same true
// scores as a simulated judge (simulated_judge.h), so that both can be measured
// against one truth without a person.
//
// Asked about candidates a and b, it names the truly better one with probability
// `accuracy` and the other one otherwise, whatever the order they are shown in (no
// positional bias); equal true scores are a fair coin. Its answer to a pair is drawn
// once, from the seed and the unordered pair alone, so asking again — in either order,
// or after other pairs — gives the same answer: the "potential label" of the pair,
// which is what a win rate over pairs a person could label refers to. Each label
// takes `latency` seconds and costs `cost` (in the budget's units).
//
// Immutable and thread-safe for concurrent reads.
#pragma once

#include "result.h"

#include <cstdint>
#include <vector>

namespace pairrank::stats {

struct SimulatedAnnotatorSettings {
    double accuracy = 0.9; // in [0, 1]: P(the truly better candidate is named)
    double latency = 60.0; // seconds from the request to the label, finite and ≥ 0
    double cost = 50.0;    // per label, finite and ≥ 0

    // Names the first bad field.
    Status check() const;
};

class SimulatedAnnotator {
public:
    // At least 2 finite true scores.
    static Result<SimulatedAnnotator> create(std::vector<double> trueScores,
                                             const SimulatedAnnotatorSettings& settings,
                                             std::uint64_t seed);

    int candidateCount() const { return static_cast<int>(m_trueScores.size()); }
    const SimulatedAnnotatorSettings& settings() const { return m_settings; }

    // True when the label prefers a (shown first) to b. Fails when a or b is outside
    // [0, candidateCount) or a == b.
    Result<bool> prefersFirst(int a, int b) const;

private:
    SimulatedAnnotator(std::vector<double> trueScores, const SimulatedAnnotatorSettings& settings,
                       std::uint64_t seed);

    std::vector<double> m_trueScores;
    SimulatedAnnotatorSettings m_settings;
    std::uint64_t m_seed = 0;
};

} // namespace pairrank::stats
