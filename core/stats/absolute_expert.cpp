#include "absolute_expert.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pairrank::stats {

Result<AbsoluteExpert> momentMatchedExpert(int candidate, std::span<const double> classes,
                                           std::span<const double> probabilities,
                                           const AbsoluteScaleMap& scale, double weight) {
    if (classes.empty() || classes.size() != probabilities.size()) {
        return Error{"absolute expert: classes (" + std::to_string(classes.size()) +
                     ") and probabilities (" + std::to_string(probabilities.size()) +
                     ") must have the same length >= 1"};
    }
    if (!(scale.slope > 0.0) || !std::isfinite(scale.slope)) {
        return Error{"absolute expert: slope must be finite and > 0"};
    }
    if (!(scale.minimumClassVariance > 0.0) || !std::isfinite(scale.minimumClassVariance)) {
        return Error{"absolute expert: minimumClassVariance must be finite and > 0"};
    }
    if (!std::isfinite(weight) || weight < 0.0) {
        return Error{"absolute expert: weight must be finite and >= 0"};
    }
    double total = 0.0;
    for (std::size_t c = 0; c < classes.size(); ++c) {
        if (!std::isfinite(classes[c])) {
            return Error{"absolute expert: classes[" + std::to_string(c) + "] is not finite"};
        }
        if (!std::isfinite(probabilities[c]) || probabilities[c] < 0.0) {
            return Error{"absolute expert: probabilities[" + std::to_string(c) +
                         "] must be finite and >= 0"};
        }
        total += probabilities[c];
    }
    if (!(total > 0.0)) {
        return Error{"absolute expert: probabilities sum to 0"};
    }
    // paper 002 §3.2: μ = Σ c p_c, σ² = Σ (c − μ)² p_c
    double mean = 0.0;
    for (std::size_t c = 0; c < classes.size(); ++c) {
        mean += classes[c] * probabilities[c] / total;
    }
    double variance = 0.0;
    for (std::size_t c = 0; c < classes.size(); ++c) {
        variance += (classes[c] - mean) * (classes[c] - mean) * probabilities[c] / total;
    }
    variance = std::max(variance, scale.minimumClassVariance);
    const auto [smallest, largest] = std::minmax_element(classes.begin(), classes.end());
    const double centre = scale.centre.value_or(0.5 * (*smallest + *largest));
    return AbsoluteExpert{candidate, scale.slope * (mean - centre),
                          scale.slope * scale.slope * variance, weight};
}

} // namespace pairrank::stats
