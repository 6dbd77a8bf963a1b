// Win-rate items as read from a JSON Lines file (app/cli/winrate_input.h) or from a
// project (win_rate_project.h), and their grouping by pair of systems for the
// win-rate matrix (core/stats/win_rate_report.h).
#pragma once

#include "core/stats/result.h"
#include "core/stats/win_rate_data.h"
#include "core/stats/win_rate_report.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace pairrank::analysis {

struct WinRateInput {
    std::vector<QString> itemIds;
    stats::WinRateData data;
    // Per item, when every item names its systems.
    std::vector<std::pair<QString, QString>> systems;
    // Set when the items are pairs of texts without systems
    // (ProjectWinRateRequest::textPairsWhenNoSystems): why there are no pairs of systems.
    std::optional<QString> withoutSystems;
};

// Groups items by their unordered pair of systems; an item given as [B, A] for
// the pair (A, B) (first seen order) has its labels flipped. Error when an item
// has no "systems".
stats::Result<std::vector<stats::SystemPairData>> splitBySystems(const WinRateInput& input);

} // namespace pairrank::analysis
