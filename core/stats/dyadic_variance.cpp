#include "dyadic_variance.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <map>
#include <unordered_map>
#include <utility>

namespace pairrank::stats {

double dyadicRobustVariance(std::span<const double> influence, std::span<const Dyad> dyads) {
    assert(influence.size() == dyads.size());
    std::unordered_map<int, double> byUnit;
    std::map<std::pair<int, int>, double> byDyad;
    double independent = 0.0;
    for (std::size_t k = 0; k < influence.size(); ++k) {
        const double z = influence[k];
        const Dyad& dyad = dyads[k];
        byUnit[dyad.first] += z;
        byUnit[dyad.second] += z;
        byDyad[{std::min(dyad.first, dyad.second), std::max(dyad.first, dyad.second)}] += z;
        independent += z * z;
    }
    double shared = 0.0;
    for (const auto& [unit, sum] : byUnit) {
        shared += sum * sum;
    }
    for (const auto& [dyad, sum] : byDyad) {
        shared -= sum * sum;
    }
    return std::max(shared, independent);
}

} // namespace pairrank::stats
