#include "win_rate_active.h"

#include "comparison.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pairrank::stats {

Result<ActiveWinRate> activeWinRate(std::span<const ActiveItem> items, double level) {
    if (items.empty()) {
        return Error{"a win rate needs at least one item"};
    }
    if (!(level > 0.0 && level < 1.0)) {
        return Error{"the level must be in (0, 1), got " + std::to_string(level)};
    }
    ActiveWinRate result;
    result.items = static_cast<int>(items.size());
    double sum = 0.0;
    double variance = 0.0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ActiveItem& item = items[i];
        if (!(item.prediction >= 0.0 && item.prediction <= 1.0)) {
            return Error{"item " + std::to_string(i) + ": the prediction must be in [0, 1]"};
        }
        if (!(item.inclusionProbability > 0.0 && item.inclusionProbability <= 1.0)) {
            return Error{"item " + std::to_string(i) +
                         ": the inclusion probability must be in (0, 1]"};
        }
        sum += item.prediction;
        if (item.firstPreferred) {
            const double residual = (*item.firstPreferred ? 1.0 : 0.0) - item.prediction;
            const double pi = item.inclusionProbability;
            sum += residual / pi;
            variance += (1.0 - pi) * residual * residual / (pi * pi);
            ++result.labels;
        }
    }
    const double t = static_cast<double>(items.size());
    result.estimate = sum / t;
    result.standardError = std::sqrt(variance) / t;
    const double z = normalQuantile(0.5 + level / 2.0);
    result.lower = std::clamp(result.estimate - z * result.standardError, 0.0, 1.0);
    result.upper = std::clamp(result.estimate + z * result.standardError, 0.0, 1.0);
    return result;
}

} // namespace pairrank::stats
