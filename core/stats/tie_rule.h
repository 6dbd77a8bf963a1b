// The tie rule shared by every pair selector (docs/DESIGN.md, "Selection strategies"):
// scores within a relative 1e-9 of the best are ties, broken by the smallest key a·N + b,
// so that a run is reproducible whatever the order in which pairs were scored.
#pragma once

#include <cmath>
#include <limits>

namespace pairrank::stats::detail {

inline constexpr double kNegativeInfinity = -std::numeric_limits<double>::infinity();
inline constexpr double kRelativeTieTolerance = 1e-9;

// The lowest score that still ties with `best`; -∞ when nothing was scored.
inline double tieThreshold(double best) {
    return best == kNegativeInfinity ? best : best - kRelativeTieTolerance * std::abs(best);
}

} // namespace pairrank::stats::detail
