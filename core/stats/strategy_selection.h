// The one dispatch from a selection strategy to what it chooses from, shared by the
// run (core/run/context_state.cpp) and the simulation of runs
// (active_simulation_repetition.cpp), so that both choose the same pairs from the
// same state:
//   random, no-repeat, symmetric   draw from `random`;
//   d-optimal                      the Gaussian design covariance of the pairs asked
//                                  (gaussianDesignCovariance, prior σ0² = priorVariance);
//   the other informative ones     `posterior`, the current fit; before the first fit
//                                  the prior N(0, σ0² I) with δ = priorHomeAdvantage;
//                                  in a pool whose fit keeps no covariance, `largePool`
//                                  (large_pool_selection.h: reorder, epsilon,
//                                  min-uncertainty and variance only).
// Random in a pool above kMaximumSelectionCandidates draws without the N × N flags
// (selectRandomLargePoolPairs).
// Errors: those of selectPairs, selectLargePoolPairs and gaussianDesignCovariance.
#pragma once

#include "local_pair_variances.h"
#include "pair_selection.h"

#include <optional>

namespace pairrank::stats {

// The fit of a pool without its covariance, not owned.
struct LargePoolView {
    const Vector& mean;
    const LocalPairVariances& variances;
    double homeAdvantage = 0.0;
};

struct StrategyInputs {
    Random& random;
    double priorVariance = 1.0;             // σ0² > 0
    std::optional<PosteriorView> posterior; // empty: nothing fitted yet
    double priorHomeAdvantage = 0.0;        // δ of the prior, finite
    std::optional<LargePoolView> largePool; // instead of `posterior` in a large pool
};

Result<SelectionResult> selectWithStrategy(const SelectionState& state,
                                           const SelectionOptions& options,
                                           const StrategyInputs& inputs);

} // namespace pairrank::stats
