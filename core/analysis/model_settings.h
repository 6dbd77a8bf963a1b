// The choices that define a scoring model's fit, shared by the run and the
// analyses of stored judgements (DESIGN.md §3).
#pragma once

#include <QString>

#include <optional>

namespace pairrank::analysis {

// How the home advantage δ for position A enters the model (DESIGN.md §3).
enum class HomeAdvantageSetting {
    None,          // "none": δ = 0
    FixedFromMean, // "fixed-from-mean": δ = logit(mean p) of the judgements so far (paper 000 A.8)
    Fitted,        // "fitted": δ is a maximum-likelihood parameter (paper 002 §3.3)
};
QString homeAdvantageSettingName(HomeAdvantageSetting setting);
std::optional<HomeAdvantageSetting> homeAdvantageSettingFromName(const QString& name);

} // namespace pairrank::analysis
