#include "pair_observations.h"

#include "pair_key.h"

#include <algorithm>
#include <cassert>

namespace pairrank::stats {
std::size_t PairAccumulator::add(const Comparison& comparison, double weightScale) {
    assert(comparison.a >= 0 && comparison.b >= 0 && comparison.a != comparison.b);
    const double weight = comparison.weight * weightScale;
    const auto [position, inserted] =
        m_indexOfPair.try_emplace(orderedPairKey(comparison.a, comparison.b), m_pairs.size());
    if (inserted) {
        m_pairs.push_back({comparison.a, comparison.b, 0.0, comparison.p});
        m_weightedProbabilitySums.push_back(0.0);
    }
    const std::size_t index = position->second;
    PairObservation& pair = m_pairs[index];
    pair.weight += weight;
    m_weightedProbabilitySums[index] += weight * comparison.p;
    // While the pair has no weight its p does not matter; keep the last one seen.
    pair.probability =
        pair.weight > 0.0 ? m_weightedProbabilitySums[index] / pair.weight : comparison.p;
    m_totalWeight += weight;
    m_totalWeightedProbability += weight * comparison.p;
    return index;
}

void PairAccumulator::reserve(std::size_t pairs) {
    if (pairs <= m_pairs.capacity()) {
        return;
    }
    // Geometric, so that a run adding small batches one after another stays amortised O(1).
    const std::size_t room = std::max(pairs, 2 * m_pairs.capacity());
    m_pairs.reserve(room);
    m_weightedProbabilitySums.reserve(room);
    m_indexOfPair.reserve(room);
}

double PairAccumulator::meanProbability() const {
    return m_totalWeight > 0.0 ? m_totalWeightedProbability / m_totalWeight : 0.5;
}

std::vector<PairObservation> collapsePairs(std::span<const Comparison> comparisons,
                                           std::span<const double> weightScales) {
    assert(weightScales.empty() || weightScales.size() == comparisons.size());
    PairAccumulator accumulator;
    accumulator.reserve(comparisons.size());
    for (std::size_t k = 0; k < comparisons.size(); ++k) {
        accumulator.add(comparisons[k], weightScales.empty() ? 1.0 : weightScales[k]);
    }
    const auto pairs = accumulator.pairs();
    return {pairs.begin(), pairs.end()};
}

} // namespace pairrank::stats
