#include "dyadic_variance.h"

#include "pair_key.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace pairrank::stats {

DyadicVariance dyadicRobustVariance(std::span<const double> influence,
                                    std::span<const Dyad> dyads) {
    assert(influence.size() == dyads.size());
    int largest = -1;
    for (const Dyad& dyad : dyads) {
        largest = std::max({largest, dyad.first, dyad.second});
    }
    std::vector<double> byUnit(static_cast<std::size_t>(largest + 1), 0.0);
    std::vector<bool> seen(byUnit.size(), false);
    // Each observation's unordered dyad as one key, sorted so that a dyad's observations
    // are adjacent and summed in one pass.
    std::vector<std::pair<std::uint64_t, double>> byDyad;
    byDyad.reserve(dyads.size());
    double independent = 0.0;
    for (std::size_t k = 0; k < influence.size(); ++k) {
        const double z = influence[k];
        for (const int unit : {dyads[k].first, dyads[k].second}) {
            byUnit[static_cast<std::size_t>(unit)] += z;
            seen[static_cast<std::size_t>(unit)] = true;
        }
        byDyad.emplace_back(unorderedPairKey(dyads[k].first, dyads[k].second), z);
        independent += z * z;
    }
    double shared = 0.0;
    for (const double sum : byUnit) {
        shared += sum * sum;
    }
    std::sort(byDyad.begin(), byDyad.end());
    for (std::size_t start = 0; start < byDyad.size();) {
        double sum = 0.0;
        std::size_t end = start;
        for (; end < byDyad.size() && byDyad[end].first == byDyad[start].first; ++end) {
            sum += byDyad[end].second;
        }
        shared -= sum * sum;
        start = end;
    }
    return {std::max(shared, independent),
            static_cast<int>(std::count(seen.begin(), seen.end(), true))};
}

} // namespace pairrank::stats
