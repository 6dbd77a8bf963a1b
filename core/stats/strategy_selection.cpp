#include "strategy_selection.h"

#include "large_pool_selection.h"

namespace pairrank::stats {

Result<SelectionResult> selectWithStrategy(const SelectionState& state,
                                           const SelectionOptions& options,
                                           const StrategyInputs& inputs) {
    if (options.strategy == SelectionStrategy::Random &&
        state.candidateCount > kMaximumSelectionCandidates) {
        return selectRandomLargePoolPairs(state, options.batchSize, inputs.random);
    }
    if (!isInformativeStrategy(options.strategy)) {
        return selectPairs(state, options, inputs.random);
    }
    if (inputs.largePool) {
        LargePoolSelectionOptions large;
        large.strategy = options.strategy;
        large.batchSize = options.batchSize;
        large.epsilon = options.epsilon;
        return selectLargePoolPairs(state, large, inputs.largePool->mean,
                                    inputs.largePool->homeAdvantage, inputs.largePool->variances,
                                    inputs.random);
    }
    if (inputs.posterior && options.strategy != SelectionStrategy::DOptimal) {
        return selectPairs(state, options, *inputs.posterior);
    }
    const auto n = static_cast<Index>(state.candidateCount);
    const Vector zeros = Vector::Zero(n); // d-optimal ignores the mean; the prior's is 0
    if (options.strategy == SelectionStrategy::DOptimal) {
        Result<Matrix> design =
            gaussianDesignCovariance(state.candidateCount, state.asked,
                                     options.expert.gaussianVariance, inputs.priorVariance);
        if (!design) {
            return design.error();
        }
        return selectPairs(state, options, PosteriorView{zeros, *design, 0.0});
    }
    const Matrix prior = inputs.priorVariance * Matrix::Identity(n, n);
    return selectPairs(state, options, PosteriorView{zeros, prior, inputs.priorHomeAdvantage});
}

} // namespace pairrank::stats
