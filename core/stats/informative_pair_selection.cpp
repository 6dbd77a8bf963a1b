// The informative strategies: score every eligible ordered pair from N(μ, Σ), take
// the best under the tie rule, fold it into Σ as if observed, repeat for the batch.
#include "pair_scoring.h"
#include "pair_selection_internal.h"
#include "sherman_morrison.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace pairrank::stats::detail {

namespace {

constexpr double kRelativeTieTolerance = 1e-9; // DESIGN.md §3
constexpr double kNegativeInfinity = -std::numeric_limits<double>::infinity();

struct ScanContext {
    const PairExclusions& exclusions;
    CovarianceColumns covariance;
    const Vector& diagonal;
    const VectorRef& mean;
};

// One pass over the upper triangle of Σ (read once) keeping each column's best
// score, then a rescan of only the columns that reach the tie threshold to apply
// the tie rule exactly: the smallest a·N + b among scores ≥ best − 1e-9 |best|.
// The rescan recomputes the scores with the same code, so they are identical.
Result<std::optional<OrderedPair>> findBestPair(const ScanContext& context, ColumnScorer& scorer,
                                                std::vector<double>& maximumOfColumn) {
    const int n = context.exclusions.candidateCount();
    if (context.exclusions.eligibleOrderedCount() == 0) {
        return std::optional<OrderedPair>{};
    }
    bool anyNan = false;
    double best = kNegativeInfinity;
    for (int high = 1; high < n; ++high) {
        const double maximum = scorer.scoreColumn(context.covariance, context.diagonal,
                                                  context.mean, context.exclusions, high, false);
        anyNan |= std::isnan(maximum);
        maximumOfColumn[static_cast<std::size_t>(high)] = maximum;
        best = std::max(best, maximum);
    }
    if (anyNan) {
        return Error{"a pair score is NaN: the covariance or the mean holds a non-finite value"};
    }
    const double threshold = best == kNegativeInfinity
                                 ? kNegativeInfinity
                                 : best - kRelativeTieTolerance * std::abs(best);
    const auto count = static_cast<std::int64_t>(n);
    std::int64_t bestKey = std::numeric_limits<std::int64_t>::max();
    for (int high = 1; high < n; ++high) {
        if (maximumOfColumn[static_cast<std::size_t>(high)] < threshold) {
            continue;
        }
        scorer.scoreColumn(context.covariance, context.diagonal, context.mean, context.exclusions,
                           high, true);
        const std::uint8_t* flags = context.exclusions.column(high);
        const double* lowFirst = scorer.lowFirst();
        const double* highFirst = scorer.highFirst();
        for (int low = 0; low < high; ++low) {
            const std::uint8_t flag = flags[low];
            if ((flag & PairExclusions::kLowFirstExcluded) == 0 && lowFirst[low] >= threshold) {
                bestKey = std::min(bestKey, low * count + high);
            }
            if ((flag & PairExclusions::kHighFirstExcluded) == 0 && highFirst[low] >= threshold) {
                bestKey = std::min(bestKey, high * count + low);
            }
        }
    }
    return std::optional<OrderedPair>{
        OrderedPair{static_cast<int>(bestKey / count), static_cast<int>(bestKey % count)}};
}

} // namespace

Result<SelectionResult> selectInformativeFamily(PairExclusions& exclusions,
                                                std::span<const OrderedPair> pending,
                                                const PosteriorView& posterior,
                                                const SelectionOptions& options) {
    SelectionResult result;
    result.eligibleBefore = exclusions.eligibleOrderedCount();
    const int n = exclusions.candidateCount();
    const bool foldPending = options.pendingAsObserved && !pending.empty();

    // The precision the pair is expected to add once answered.
    const auto pseudoObservationPrecision = [&](const OrderedPair& pair) {
        if (options.strategy == SelectionStrategy::DOptimal) {
            return 1.0 / options.expert.gaussianVariance; // the linear Gaussian design
        }
        const double difference =
            posterior.mean[pair.a] - posterior.mean[pair.b] + posterior.homeAdvantage;
        return expectedCurvature(options.expert, difference);
    };

    // Σ is copied only when it will be updated: for batches and pending pairs.
    std::optional<Matrix> working;
    if (options.batchSize > 1 || foldPending) {
        working = posterior.covariance;
    }
    if (foldPending) {
        for (const OrderedPair& pair : pending) {
            if (const Status status =
                    addPairPrecision(*working, pair.a, pair.b, pseudoObservationPrecision(pair));
                !status) {
                return Error{"folding pending pair (" + std::to_string(pair.a) + ", " +
                             std::to_string(pair.b) + ") into the covariance: " + status.message()};
            }
        }
    }

    std::vector<double> maximumOfColumn(static_cast<std::size_t>(n));
    ColumnScorer scorer(options.strategy, options.epsilon, posterior.homeAdvantage, n);
    Vector diagonal;
    while (static_cast<int>(result.pairs.size()) < options.batchSize) {
        const MatrixRef covariance = working ? MatrixRef(*working) : posterior.covariance;
        diagonal = covariance.diagonal();
        const ScanContext context{exclusions,
                                  CovarianceColumns{covariance.data(), covariance.outerStride()},
                                  diagonal, posterior.mean};
        auto best = findBestPair(context, scorer, maximumOfColumn);
        if (!best) {
            return best.error();
        }
        if (!best->has_value()) {
            break;
        }
        const OrderedPair pair = **best;
        result.pairs.push_back(pair);
        exclusions.exclude(pair.a, pair.b);
        exclusions.exclude(pair.b, pair.a); // a chosen pair's reverse is excluded within the batch
        if (static_cast<int>(result.pairs.size()) < options.batchSize) {
            if (const Status status =
                    addPairPrecision(*working, pair.a, pair.b, pseudoObservationPrecision(pair));
                !status) {
                return Error{"updating the covariance for the chosen pair: " + status.message()};
            }
        }
    }
    result.exhausted = static_cast<int>(result.pairs.size()) < options.batchSize;
    return result;
}

} // namespace pairrank::stats::detail
