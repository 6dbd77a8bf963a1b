// Posterior summaries of Monte Carlo draws: mean, KDE mode and an equal-tailed
// credible interval from sample quantiles (so these intervals carry Monte Carlo
// error, unlike the exact Beta intervals of beta_distribution.h).
#pragma once

#include "beta_distribution.h"
#include "kernel_density.h"
#include "result.h"

#include <optional>
#include <span>

namespace pairrank::stats {

struct PosteriorSummary {
    double mean = 0.0;
    double mode = 0.0; // Gaussian KDE mode, Silverman bandwidth (kernel_density.h)
    CredibleInterval interval;
    double level = 0.95;
    double kdeBandwidth = 0.0;
};

// Errors: level outside (0, 1), and those of kernelDensityMode (fewer than 2 draws,
// non-finite draws).
Result<PosteriorSummary> summariseDraws(std::span<const double> draws, double level,
                                        std::optional<CredibleInterval> support = std::nullopt);

} // namespace pairrank::stats
