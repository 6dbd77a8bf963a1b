#include "selection_strategy.h"

#include <array>
#include <utility>

namespace pairrank::stats {

namespace {

constexpr std::array<std::pair<std::string_view, SelectionStrategy>, 9> kStrategyNames{{
    {"random", SelectionStrategy::Random},
    {"no-repeat", SelectionStrategy::NoRepeat},
    {"symmetric", SelectionStrategy::Symmetric},
    {"d-optimal", SelectionStrategy::DOptimal},
    {"min-uncertainty", SelectionStrategy::MinimumUncertainty},
    {"variance", SelectionStrategy::Variance},
    {"reorder", SelectionStrategy::Reorder},
    {"epsilon", SelectionStrategy::Epsilon},
    {"rank-variance", SelectionStrategy::RankVariance},
}};

} // namespace

Result<SelectionStrategy> parseSelectionStrategy(std::string_view name) {
    for (const auto& [strategyName, strategy] : kStrategyNames) {
        if (strategyName == name) {
            return strategy;
        }
    }
    std::string known;
    for (const auto& entry : kStrategyNames) {
        known += known.empty() ? "" : ", ";
        known += entry.first;
    }
    return Error{"unknown selection strategy '" + std::string(name) + "' (known: " + known + ")"};
}

std::string selectionStrategyName(SelectionStrategy strategy) {
    for (const auto& [strategyName, candidate] : kStrategyNames) {
        if (candidate == strategy) {
            return std::string(strategyName);
        }
    }
    return "unknown";
}

bool isInformativeStrategy(SelectionStrategy strategy) {
    return strategy != SelectionStrategy::Random && strategy != SelectionStrategy::NoRepeat &&
           strategy != SelectionStrategy::Symmetric;
}

bool needsModelPosterior(SelectionStrategy strategy) {
    return isInformativeStrategy(strategy) && strategy != SelectionStrategy::DOptimal;
}

} // namespace pairrank::stats
