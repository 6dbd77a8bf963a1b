#include "kernel_density.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numeric>
#include <string>

namespace pairrank::stats {
namespace {

constexpr double kKernelReachInBandwidths = 4.0;
constexpr double kTrimProbability = 0.0005;

double standardDeviation(std::span<const double> draws) {
    const double n = static_cast<double>(draws.size());
    const double mean = std::accumulate(draws.begin(), draws.end(), 0.0) / n;
    double sumOfSquares = 0.0;
    for (const double draw : draws) {
        sumOfSquares += (draw - mean) * (draw - mean);
    }
    return std::sqrt(sumOfSquares / (n - 1.0));
}

} // namespace

double sampleQuantile(std::vector<double>& scratch, double probability) {
    assert(!scratch.empty());
    const double position = probability * static_cast<double>(scratch.size() - 1);
    const auto lowerIndex = static_cast<std::size_t>(std::floor(position));
    const double fraction = position - static_cast<double>(lowerIndex);
    const auto lowerIt = scratch.begin() + static_cast<std::ptrdiff_t>(lowerIndex);
    std::nth_element(scratch.begin(), lowerIt, scratch.end());
    const double lower = *lowerIt;
    if (fraction == 0.0 || lowerIndex + 1 >= scratch.size()) {
        return lower;
    }
    // After nth_element the next order statistic is the minimum of the upper part.
    const double upper = *std::min_element(lowerIt + 1, scratch.end());
    return lower + fraction * (upper - lower);
}

double silvermanBandwidth(std::span<const double> draws) {
    assert(draws.size() >= 2);
    const double sigma = standardDeviation(draws);
    std::vector<double> scratch(draws.begin(), draws.end());
    const double interQuartileRange = sampleQuantile(scratch, 0.75) - sampleQuantile(scratch, 0.25);
    const double spread =
        interQuartileRange > 0.0 ? std::min(sigma, interQuartileRange / 1.34) : sigma;
    return 0.9 * spread *
           std::pow(static_cast<double>(draws.size()), -0.2); // Silverman (1986) eq. 3.31
}

Result<KernelDensityMode> kernelDensityMode(std::span<const double> draws,
                                            const KernelDensityOptions& options) {
    if (draws.size() < 2) {
        return Error{"kernel density needs at least 2 draws, got " + std::to_string(draws.size())};
    }
    if (options.gridSize < 16) {
        return Error{"kernel density gridSize must be ≥ 16, got " +
                     std::to_string(options.gridSize)};
    }
    for (std::size_t i = 0; i < draws.size(); ++i) {
        if (!std::isfinite(draws[i])) {
            return Error{"kernel density draw " + std::to_string(i) + " is not finite"};
        }
    }
    const double bandwidth = silvermanBandwidth(draws);
    if (bandwidth == 0.0) {
        return KernelDensityMode{draws.front(), 0.0};
    }
    std::vector<double> scratch(draws.begin(), draws.end());
    double gridLower = sampleQuantile(scratch, kTrimProbability) - 3.0 * bandwidth;
    double gridUpper = sampleQuantile(scratch, 1.0 - kTrimProbability) + 3.0 * bandwidth;
    if (options.support) {
        gridLower = std::max(gridLower, options.support->lower);
        gridUpper = std::min(gridUpper, options.support->upper);
        if (!(gridLower < gridUpper)) {
            return Error{"kernel density support leaves no draws on the grid"};
        }
    }

    // Linear binning: each draw splits its unit weight between its two grid neighbours.
    const int gridSize = options.gridSize;
    const double step = (gridUpper - gridLower) / (gridSize - 1);
    std::vector<double> binned(static_cast<std::size_t>(gridSize), 0.0);
    for (const double draw : draws) {
        const double position = (draw - gridLower) / step;
        if (position < 0.0 || position > gridSize - 1) {
            continue;
        }
        const int left = std::min(static_cast<int>(position), gridSize - 2);
        const double fraction = position - left;
        binned[static_cast<std::size_t>(left)] += 1.0 - fraction;
        binned[static_cast<std::size_t>(left) + 1] += fraction;
    }

    const int reach = static_cast<int>(std::ceil(kKernelReachInBandwidths * bandwidth / step));
    std::vector<double> kernel(static_cast<std::size_t>(reach) + 1);
    for (int offset = 0; offset <= reach; ++offset) {
        const double z = offset * step / bandwidth;
        kernel[static_cast<std::size_t>(offset)] = std::exp(-0.5 * z * z);
    }
    std::vector<double> density(static_cast<std::size_t>(gridSize), 0.0);
    for (int source = 0; source < gridSize; ++source) {
        const double weight = binned[static_cast<std::size_t>(source)];
        if (weight == 0.0) {
            continue;
        }
        const int from = std::max(0, source - reach);
        const int to = std::min(gridSize - 1, source + reach);
        for (int target = from; target <= to; ++target) {
            density[static_cast<std::size_t>(target)] +=
                weight * kernel[static_cast<std::size_t>(std::abs(target - source))];
        }
    }

    const auto peak =
        static_cast<int>(std::max_element(density.begin(), density.end()) - density.begin());
    double mode = gridLower + peak * step;
    if (peak > 0 && peak < gridSize - 1) {
        const double left = density[static_cast<std::size_t>(peak) - 1];
        const double centre = density[static_cast<std::size_t>(peak)];
        const double right = density[static_cast<std::size_t>(peak) + 1];
        const double curvature = left - 2.0 * centre + right;
        if (curvature < 0.0) {
            mode += 0.5 * (left - right) / curvature * step;
        }
    }
    return KernelDensityMode{mode, bandwidth};
}

} // namespace pairrank::stats
