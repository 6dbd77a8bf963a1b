// Convergence diagnostics for several Markov chains of one scalar quantity:
// split R̂ and the effective sample size, as defined in Gelman et al.,
// Bayesian Data Analysis, 3rd ed. (BDA3), §11.4 (split R̂, eq. 11.1–11.4) and
// §11.5 (effective sample size, eq. 11.5–11.8), with the autocorrelation sum
// truncated by Geyer's initial monotone sequence as in Stan and Vehtari et al.
// (2021, "Rank-normalization, folding, and localization", §3.2). This is the
// classic (not rank-normalised) version: cheap, and adequate for the smooth,
// unimodal posteriors of win rates and accuracies.
#pragma once

#include "result.h"

#include <span>
#include <vector>

namespace pairrank::stats {

struct ChainDiagnostics {
    double splitRHat = 1.0; // ≈ 1 at convergence; > 1.01 is a warning sign (Vehtari 2021)
    double effectiveSampleSize = 0.0;
};

// `chains` holds C ≥ 1 chains of equal length n ≥ 4 (each is split in two halves).
// Constant draws everywhere give R̂ = 1 and ESS = C·n; halves that are each
// constant but differ give R̂ = +∞ and ESS = number of halves.
// Errors: no chain, unequal lengths, n < 4, non-finite draws (names chain and index).
Result<ChainDiagnostics> diagnoseChains(std::span<const std::vector<double>> chains);

// The limits every sampler's report applies (Vehtari et al. 2021, §4): chains have
// settled when their split R̂ is at most 1.01 and they hold at least 400 effective draws.
inline constexpr double kMaximumSplitRHat = 1.01;
inline constexpr double kMinimumEffectiveSampleSize = 400.0;

// Whether `diagnostics` are within those limits; a NaN R̂ or ESS has not settled.
bool hasSettled(const ChainDiagnostics& diagnostics);

} // namespace pairrank::stats
