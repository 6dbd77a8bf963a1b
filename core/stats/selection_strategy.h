// The pair-selection strategies of DESIGN.md §3 and their command-line names.
#pragma once

#include "result.h"

#include <string>
#include <string_view>

namespace pairrank::stats {

enum class SelectionStrategy {
    Random,             // "random": uniform over eligible ordered pairs (paper 001 §3.4)
    NoRepeat,           // "no-repeat": never (b, a) once (a, b) was asked or is pending
    Symmetric,          // "symmetric": an unordered pair in both orders (paper 001 §3.4)
    DOptimal,           // "d-optimal": greedy D-optimal Gaussian design (paper 000 §3.6, A.6)
    MinimumUncertainty, // "min-uncertainty": σ(d)σ(−d)·V_ab (paper 002 eq. 3)
    Variance,           // "variance": V_ab (paper 002 eq. 4)
    Reorder, // "reorder": probability of reordering, V_ab/(μa−μb)² (paper 002 eq. 5)
    Epsilon, // "epsilon": V_ab/|μa−μb|^ε (paper 002 eq. 6)
    // "rank-variance": expected reduction of the ranking's Spearman loss, weighted by the
    // probability of reordering (rank_variance_selection.cpp)
    RankVariance,
};

Result<SelectionStrategy> parseSelectionStrategy(std::string_view name);
std::string selectionStrategyName(SelectionStrategy strategy);

// The strategies that score pairs from a Gaussian (a posterior or, for d-optimal,
// the design covariance) rather than drawing them at random.
bool isInformativeStrategy(SelectionStrategy strategy);
// The informative strategies that need a fitted model's posterior (all but d-optimal).
bool needsModelPosterior(SelectionStrategy strategy);

} // namespace pairrank::stats
