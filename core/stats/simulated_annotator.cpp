#include "simulated_annotator.h"

#include "random.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pairrank::stats {

Status SimulatedAnnotatorSettings::check() const {
    if (!(accuracy >= 0.0 && accuracy <= 1.0)) {
        return Error{"accuracy must be in [0, 1], got " + std::to_string(accuracy)};
    }
    if (!(latency >= 0.0 && std::isfinite(latency))) {
        return Error{"latency must be a finite number >= 0, got " + std::to_string(latency)};
    }
    if (!(cost >= 0.0 && std::isfinite(cost))) {
        return Error{"cost must be a finite number >= 0, got " + std::to_string(cost)};
    }
    return Status::success();
}

Result<SimulatedAnnotator> SimulatedAnnotator::create(std::vector<double> trueScores,
                                                      const SimulatedAnnotatorSettings& settings,
                                                      std::uint64_t seed) {
    if (Status status = settings.check(); !status) {
        return status.error();
    }
    if (trueScores.size() < 2) {
        return Error{"a simulated annotator needs at least 2 candidates, got " +
                     std::to_string(trueScores.size())};
    }
    for (std::size_t i = 0; i < trueScores.size(); ++i) {
        if (!std::isfinite(trueScores[i])) {
            return Error{"trueScores[" + std::to_string(i) + "] is not a finite number"};
        }
    }
    return SimulatedAnnotator(std::move(trueScores), settings, seed);
}

SimulatedAnnotator::SimulatedAnnotator(std::vector<double> trueScores,
                                       const SimulatedAnnotatorSettings& settings,
                                       std::uint64_t seed)
    : m_trueScores(std::move(trueScores))
    , m_settings(settings)
    , m_seed(seed) {}

Result<bool> SimulatedAnnotator::prefersFirst(int a, int b) const {
    const int n = candidateCount();
    for (const int index : {a, b}) {
        if (index < 0 || index >= n) {
            return Error{"candidate " + std::to_string(index) + " is outside [0, " +
                         std::to_string(n) + ")"};
        }
    }
    if (a == b) {
        return Error{"a person compares two different candidates, got a = b = " +
                     std::to_string(a)};
    }
    // The unordered pair's own stream: the same answer in either order, whenever asked.
    const auto low = static_cast<std::uint64_t>(std::min(a, b));
    const auto high = static_cast<std::uint64_t>(std::max(a, b));
    Random draw = Random(m_seed).split(low * static_cast<std::uint64_t>(n) + high);
    const double ta = m_trueScores[static_cast<std::size_t>(a)];
    const double tb = m_trueScores[static_cast<std::size_t>(b)];
    const bool correct = draw.bernoulli(m_settings.accuracy);
    const bool coin = draw.bernoulli(0.5);
    if (ta == tb) {
        // The coin belongs to the unordered pair: (a, b) and (b, a) name the same winner.
        return (a < b) == coin;
    }
    return (ta > tb) == correct;
}

} // namespace pairrank::stats
