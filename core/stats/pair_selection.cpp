#include "pair_selection.h"

#include "cholesky_inverse.h"
#include "pair_selection_internal.h"

#include <cmath>
#include <string>

namespace pairrank::stats {

namespace {

Status checkBatchSize(const SelectionOptions& options) {
    if (options.batchSize < 1) {
        return Error{"batch size " + std::to_string(options.batchSize) + " is below 1"};
    }
    if (options.candidatePool < 0) {
        return Error{"candidate pool " + std::to_string(options.candidatePool) + " is negative"};
    }
    return Status::success();
}

Status checkPosterior(const PosteriorView& posterior, int candidateCount) {
    const Index n = candidateCount;
    if (posterior.mean.size() != n) {
        return Error{"posterior mean has length " + std::to_string(posterior.mean.size()) +
                     ", expected " + std::to_string(n)};
    }
    if (posterior.covariance.rows() != n || posterior.covariance.cols() != n) {
        return Error{"posterior covariance is " + std::to_string(posterior.covariance.rows()) +
                     "x" + std::to_string(posterior.covariance.cols()) + ", expected " +
                     std::to_string(n) + "x" + std::to_string(n)};
    }
    for (Index index = 0; index < n; ++index) {
        if (!std::isfinite(posterior.mean[index])) {
            return Error{"posterior mean[" + std::to_string(index) + "] is not finite"};
        }
        if (!std::isfinite(posterior.covariance(index, index))) {
            return Error{"posterior covariance(" + std::to_string(index) + ", " +
                         std::to_string(index) + ") is not finite"};
        }
    }
    if (!std::isfinite(posterior.homeAdvantage)) {
        return Error{"home advantage is not finite"};
    }
    return Status::success();
}

Status checkInformativeOptions(const SelectionOptions& options) {
    if (!std::isfinite(options.epsilon) || options.epsilon < 0.0) {
        return Error{"epsilon " + std::to_string(options.epsilon) + " is not finite and >= 0"};
    }
    if (options.strategy == SelectionStrategy::DOptimal) {
        const double variance = options.expert.gaussianVariance;
        if (!std::isfinite(variance) || variance <= 0.0) {
            return Error{"d-optimal: expert Gaussian variance " + std::to_string(variance) +
                         " is not finite and > 0"};
        }
        return Status::success();
    }
    return checkExpertSpec(options.expert);
}

} // namespace

Result<SelectionResult> selectPairs(const SelectionState& state, const SelectionOptions& options,
                                    Random& random) {
    if (isInformativeStrategy(options.strategy)) {
        return Error{"strategy '" + selectionStrategyName(options.strategy) +
                     "' needs a posterior"};
    }
    if (const Status status = checkBatchSize(options); !status) {
        return status.error();
    }
    auto exclusions = PairExclusions::create(state.candidateCount, state.asked, state.pending);
    if (!exclusions) {
        return exclusions.error();
    }
    return detail::selectRandomFamily(*exclusions, options.strategy, options.batchSize, random);
}

Result<SelectionResult> selectPairs(const SelectionState& state, const SelectionOptions& options,
                                    const PosteriorView& posterior) {
    if (!isInformativeStrategy(options.strategy)) {
        return Error{"strategy '" + selectionStrategyName(options.strategy) +
                     "' draws pairs at random and needs a random generator, not a posterior"};
    }
    if (const Status status = checkBatchSize(options); !status) {
        return status.error();
    }
    if (const Status status = checkInformativeOptions(options); !status) {
        return status.error();
    }
    auto exclusions = PairExclusions::create(state.candidateCount, state.asked, state.pending);
    if (!exclusions) {
        return exclusions.error();
    }
    if (const Status status = checkPosterior(posterior, state.candidateCount); !status) {
        return status.error();
    }
    if (options.strategy == SelectionStrategy::RankVariance) {
        return detail::selectRankVarianceFamily(*exclusions, state.pending, posterior, options);
    }
    return detail::selectInformativeFamily(*exclusions, state.pending, posterior, options);
}

Result<Matrix> gaussianDesignCovariance(int candidateCount, std::span<const OrderedPair> observed,
                                        double comparisonVariance, double priorVariance) {
    if (!std::isfinite(comparisonVariance) || comparisonVariance <= 0.0) {
        return Error{"comparison variance " + std::to_string(comparisonVariance) +
                     " is not finite and > 0"};
    }
    if (!std::isfinite(priorVariance) || priorVariance <= 0.0) {
        return Error{"prior variance " + std::to_string(priorVariance) + " is not finite and > 0"};
    }
    // Validates the size and every pair.
    if (auto exclusions = PairExclusions::create(candidateCount, observed, {}); !exclusions) {
        return exclusions.error();
    }
    // Precision WᵀW / σ² + I / σ0² (paper 000 eq. 12 with P = I / σ0²).
    const double comparisonPrecision = 1.0 / comparisonVariance;
    Matrix precision = Matrix::Identity(candidateCount, candidateCount) / priorVariance;
    for (const OrderedPair& pair : observed) {
        precision(pair.a, pair.a) += comparisonPrecision;
        precision(pair.b, pair.b) += comparisonPrecision;
        precision(pair.a, pair.b) -= comparisonPrecision;
        precision(pair.b, pair.a) -= comparisonPrecision;
    }
    // Inverted in its own storage: no second N × N matrix.
    if (!invertPositiveDefiniteInPlace(precision)) {
        return Error{"the design precision is not positive definite"};
    }
    return precision;
}

} // namespace pairrank::stats
