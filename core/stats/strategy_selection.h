// The one dispatch from a selection strategy to what it chooses from, shared by the
// run (core/run/context_state.cpp) and the simulation of runs
// (active_simulation_repetition.cpp), so that both choose the same pairs from the
// same state:
//   random, no-repeat, symmetric   draw from `random`;
//   d-optimal                      the Gaussian design covariance of the pairs asked
//                                  (gaussianDesignCovariance, prior σ0² = priorVariance);
//   the other informative ones     `posterior`, the current fit; before the first fit
//                                  the prior N(0, σ0² I) with δ = priorHomeAdvantage.
// Errors: those of selectPairs and gaussianDesignCovariance.
#pragma once

#include "pair_selection.h"

#include <optional>

namespace pairrank::stats {

struct StrategyInputs {
    Random& random;
    double priorVariance = 1.0;             // σ0² > 0
    std::optional<PosteriorView> posterior; // empty: nothing fitted yet
    double priorHomeAdvantage = 0.0;        // δ of the prior, finite
};

Result<SelectionResult> selectWithStrategy(const SelectionState& state,
                                           const SelectionOptions& options,
                                           const StrategyInputs& inputs);

} // namespace pairrank::stats
