#include "positional_bias.h"

#include "baseline_scores.h"
#include "pair_key.h"
#include "pair_observations.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <unordered_map>

namespace pairrank::stats {
namespace {

constexpr const char* kNoWeight = "positional bias: no comparison has positive weight";

double totalWeight(std::span<const Comparison> comparisons) {
    double total = 0.0;
    for (const Comparison& comparison : comparisons) {
        total += comparison.weight;
    }
    return total;
}

// z of a two-sided interval at `level`.
double twoSidedQuantile(double level) {
    return normalQuantile(0.5 + 0.5 * level);
}

// The total weight of the comparisons, once the input of an interval estimate is checked.
Result<double> checkedWeight(std::span<const Comparison> comparisons, double level) {
    const double n = totalWeight(comparisons);
    if (!(n > 0.0)) {
        return Error{kNoWeight};
    }
    if (!(level > 0.0 && level < 1.0)) {
        return Error{"positional bias: level must be in (0, 1)"};
    }
    return n;
}

} // namespace

Result<ProportionEstimate> positionAPreference(std::span<const Comparison> comparisons,
                                               double level) {
    const Result<double> weight = checkedWeight(comparisons, level);
    if (!weight) {
        return weight.error();
    }
    const double n = *weight;
    double forA = 0.0;
    for (const Comparison& comparison : comparisons) {
        forA += comparison.weight * hardDecision(comparison.p); // paper 001 eq. 8
    }
    const double share = forA / n;
    // Wilson score interval
    const double z = twoSidedQuantile(level);
    const double z2 = z * z;
    const double centre = (share + z2 / (2 * n)) / (1 + z2 / n);
    const double halfWidth =
        z / (1 + z2 / n) * std::sqrt(share * (1 - share) / n + z2 / (4 * n * n));
    return ProportionEstimate{share, std::max(0.0, centre - halfWidth),
                              std::min(1.0, centre + halfWidth), n};
}

Result<ProportionEstimate> meanProbabilityOfA(std::span<const Comparison> comparisons,
                                              double level) {
    const Result<double> weight = checkedWeight(comparisons, level);
    if (!weight) {
        return weight.error();
    }
    const double n = *weight;
    double mean = 0.0;
    for (const Comparison& comparison : comparisons) {
        mean += comparison.weight * comparison.p / n;
    }
    double variance = 0.0;
    for (const Comparison& comparison : comparisons) {
        variance += comparison.weight * (comparison.p - mean) * (comparison.p - mean) / n;
    }
    const double halfWidth = twoSidedQuantile(level) * std::sqrt(variance / n);
    return ProportionEstimate{mean, std::max(0.0, mean - halfWidth),
                              std::min(1.0, mean + halfWidth), n};
}

Result<double> estimateHomeAdvantage(std::span<const Comparison> comparisons) {
    const auto mean = meanProbabilityOfA(comparisons);
    if (!mean.ok()) {
        return mean.error();
    }
    return logit(mean->value); // paper 000 A.8
}

PermutationAverage permutationAverage(std::span<const Comparison> comparisons) {
    const std::vector<PairObservation> pairs = collapsePairs(comparisons);
    std::unordered_map<std::uint64_t, std::size_t> indexOfPair;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        indexOfPair.emplace(orderedPairKey(pairs[k].a, pairs[k].b), k);
    }
    PermutationAverage result;
    for (const PairObservation& pair : pairs) {
        const auto reverse = indexOfPair.find(orderedPairKey(pair.b, pair.a));
        if (reverse == indexOfPair.end()) {
            ++result.unmatchedPairs;
            continue;
        }
        // paper 000 §3.5: p̃_ab = ½ (p_ab + 1 − p_ba); the (b, a) side is emitted from
        // its own visit, where it gives p̃_ba = 1 − p̃_ab.
        const double averaged = 0.5 * (pair.probability + 1.0 - pairs[reverse->second].probability);
        result.comparisons.push_back({pair.a, pair.b, averaged, pair.weight});
        if (pair.a < pair.b) {
            ++result.averagedPairs;
        }
    }
    for (const Comparison& comparison : comparisons) {
        if (!indexOfPair.contains(orderedPairKey(comparison.b, comparison.a))) {
            result.comparisons.push_back(comparison);
        }
    }
    return result;
}

double reweightProbability(double p, double alpha) {
    return alpha * p / (alpha * p + 1.0 - p); // paper 001 eq. 9
}

Result<ReweightingDebias> findReweightingDebias(std::span<const Comparison> comparisons) {
    const double total = totalWeight(comparisons);
    if (!(total > 0.0)) {
        return Error{kNoWeight};
    }
    std::vector<std::size_t> order(comparisons.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t left, std::size_t right) {
        return comparisons[left].p < comparisons[right].p;
    });
    // τ: the weighted median of p (paper 001 eq. 10). Half of the weight lies at or below it.
    double below = 0.0;
    double threshold = 0.5;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const Comparison& comparison = comparisons[order[k]];
        below += comparison.weight;
        if (below >= 0.5 * total * (1.0 - 1e-12)) {
            const bool exactHalf = std::abs(below - 0.5 * total) <= 1e-12 * total;
            threshold = exactHalf && k + 1 < order.size()
                            ? 0.5 * (comparison.p + comparisons[order[k + 1]].p)
                            : comparison.p;
            break;
        }
    }
    ReweightingDebias result;
    result.threshold = threshold;
    result.alpha = (1.0 - threshold) / threshold; // τ = 1 / (1 + α)
    const auto reweighted = reweightComparisons(comparisons, result.alpha);
    result.positionA = positionAPreference(reweighted)->value;
    return result;
}

std::vector<Comparison> reweightComparisons(std::span<const Comparison> comparisons, double alpha) {
    std::vector<Comparison> result(comparisons.begin(), comparisons.end());
    for (Comparison& comparison : result) {
        comparison.p = clampProbability(reweightProbability(comparison.p, alpha));
    }
    return result;
}

} // namespace pairrank::stats
