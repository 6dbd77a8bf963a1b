#include "draw_summary.h"

#include <numeric>
#include <string>
#include <vector>

namespace pairrank::stats {

Result<PosteriorSummary> summariseDraws(std::span<const double> draws, double level,
                                        std::optional<CredibleInterval> support) {
    if (!(level > 0.0 && level < 1.0)) {
        return Error{"interval level must be in (0, 1), got " + std::to_string(level)};
    }
    KernelDensityOptions kernelOptions;
    kernelOptions.support = support;
    const double tails[] = {0.5 * (1.0 - level), 0.5 * (1.0 + level)};
    const auto mode = kernelDensityModeAndQuantiles(draws, tails, kernelOptions);
    if (!mode) {
        return mode.error();
    }
    PosteriorSummary summary;
    summary.mean =
        std::accumulate(draws.begin(), draws.end(), 0.0) / static_cast<double>(draws.size());
    summary.mode = mode->mode.mode;
    summary.interval.lower = mode->quantiles[0];
    summary.interval.upper = mode->quantiles[1];
    summary.level = level;
    summary.kdeBandwidth = mode->mode.bandwidth;
    return summary;
}

} // namespace pairrank::stats
