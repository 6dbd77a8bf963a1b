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
    const Result<KernelDensityMode> mode = kernelDensityMode(draws, kernelOptions);
    if (!mode) {
        return mode.error();
    }
    std::vector<double> scratch(draws.begin(), draws.end());
    PosteriorSummary summary;
    summary.mean =
        std::accumulate(draws.begin(), draws.end(), 0.0) / static_cast<double>(draws.size());
    summary.mode = mode->mode;
    summary.interval.lower = sampleQuantile(scratch, 0.5 * (1.0 - level));
    summary.interval.upper = sampleQuantile(scratch, 0.5 * (1.0 + level));
    summary.level = level;
    summary.kdeBandwidth = mode->bandwidth;
    return summary;
}

} // namespace pairrank::stats
