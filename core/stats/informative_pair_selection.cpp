// The informative strategies: score every eligible ordered pair from N(μ, Σ), take
// the best under the tie rule, fold it into Σ as if observed (as a low-rank correction,
// batch_covariance.h), repeat for the batch.
#include "batch_covariance.h"
#include "pair_candidate_pool.h"
#include "pair_scoring.h"
#include "pair_selection_internal.h"
#include "sherman_morrison.h"
#include "tie_rule.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace pairrank::stats::detail {

namespace {

// The automatic size of the lazy-greedy pool (pair_candidate_pool.h): large enough that
// a batch rarely needs an exact scan, small next to the N²/2 pairs of a large pool.
constexpr int kMinimumAutomaticPool = 256;
constexpr int kAutomaticPoolPerPick = 4;

struct ScanContext {
    const PairExclusions& exclusions;
    CovarianceColumns covariance;
    const Vector& diagonal;
    const VectorRef& mean;
};

// The smallest a·N + b among the eligible pairs of `columns` whose score (recomputed
// with the same code, hence identical) reaches `threshold`.
std::int64_t smallestKeyAtThreshold(const ScanContext& context, ColumnScorer& scorer,
                                    std::span<const int> columns, double threshold,
                                    BatchCovariance* batch, Eigen::ArrayXd& reduction) {
    const auto count = static_cast<std::int64_t>(context.exclusions.candidateCount());
    std::int64_t bestKey = std::numeric_limits<std::int64_t>::max();
    for (const int high : columns) {
        const double* reductionData = nullptr;
        if (batch != nullptr) {
            batch->varianceReduction(high, reduction);
            reductionData = reduction.data();
        }
        scorer.scoreColumn(context.covariance, context.diagonal, context.mean, context.exclusions,
                           high, true, reductionData);
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
    return bestKey;
}

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
    const double threshold = tieThreshold(best);
    std::vector<int> reaching;
    for (int high = 1; high < n; ++high) {
        if (maximumOfColumn[static_cast<std::size_t>(high)] >= threshold) {
            reaching.push_back(high);
        }
    }
    Eigen::ArrayXd unused;
    const std::int64_t bestKey =
        smallestKeyAtThreshold(context, scorer, reaching, threshold, nullptr, unused);
    const auto count = static_cast<std::int64_t>(n);
    return std::optional<OrderedPair>{
        OrderedPair{static_cast<int>(bestKey / count), static_cast<int>(bestKey % count)}};
}

// Each column's best score under an earlier state of the batch — a bound of its best
// now, since scores only fall as W grows and as pairs are excluded — as a max-heap.
// A bound computed under a correction is raised by a relative 1e-12, so that rounding
// in a later correction can never lift a score above it.
class ColumnBounds {
public:
    // `maximumOfColumn` from a full scan under Σ (exact bounds: V − r ≤ V holds exactly).
    explicit ColumnBounds(const std::vector<double>& maximumOfColumn)
        : m_bound(maximumOfColumn)
        , m_scoredInPick(maximumOfColumn.size(), -1) {
        for (std::size_t high = 1; high < m_bound.size(); ++high) {
            m_heap.push_back({m_bound[high], static_cast<int>(high)});
        }
        std::make_heap(m_heap.begin(), m_heap.end());
    }

    // The best pair under Σ − W Wᵀ with the tie rule of findBestPair: columns are scored
    // exactly in order of their bounds until no bound can reach the tie threshold of the
    // best so far; each scored column's bound becomes its exact best. Unscored columns
    // hold only pairs below the threshold, so the result is the one a full scan gives.
    Result<std::optional<OrderedPair>> findBest(const ScanContext& context, ColumnScorer& scorer,
                                                BatchCovariance& batch,
                                                std::vector<double>& maximumOfColumn,
                                                Eigen::ArrayXd& reduction) {
        if (context.exclusions.eligibleOrderedCount() == 0) {
            return std::optional<OrderedPair>{};
        }
        ++m_pick;
        double best = kNegativeInfinity;
        std::vector<int> scored;
        std::vector<std::pair<double, int>> current; // popped columns scored in this pick
        while (!m_heap.empty()) {
            const auto [bound, high] = m_heap.front();
            const auto column = static_cast<std::size_t>(high);
            if (bound != m_bound[column]) { // a stale copy of a bound that fell since
                std::pop_heap(m_heap.begin(), m_heap.end());
                m_heap.pop_back();
                continue;
            }
            const double reachable = tieThreshold(best);
            // The extra relative 1e-12 only widens the scan: a guard, not needed for exactness.
            if (bound < reachable - 1e-12 * std::abs(reachable)) {
                break;
            }
            std::pop_heap(m_heap.begin(), m_heap.end());
            m_heap.pop_back();
            if (m_scoredInPick[column] == m_pick) {
                current.push_back({bound, high});
                continue;
            }
            batch.varianceReduction(high, reduction);
            const double maximum =
                scorer.scoreColumn(context.covariance, context.diagonal, context.mean,
                                   context.exclusions, high, false, reduction.data());
            if (std::isnan(maximum)) {
                return Error{
                    "a pair score is NaN: the covariance or the mean holds a non-finite value"};
            }
            maximumOfColumn[column] = maximum;
            m_scoredInPick[column] = m_pick;
            m_bound[column] = roundingSafeBound(maximum);
            scored.push_back(high);
            if (maximum == kNegativeInfinity) {
                continue; // no eligible pair left in the column: it stays out of the heap
            }
            m_heap.push_back({m_bound[column], high});
            std::push_heap(m_heap.begin(), m_heap.end());
            best = std::max(best, maximum);
        }
        for (const auto& entry : current) {
            m_heap.push_back(entry);
            std::push_heap(m_heap.begin(), m_heap.end());
        }
        if (scored.empty()) {
            return std::optional<OrderedPair>{};
        }
        const double threshold = tieThreshold(best);
        std::vector<int> reaching;
        for (const int high : scored) {
            if (maximumOfColumn[static_cast<std::size_t>(high)] >= threshold) {
                reaching.push_back(high);
            }
        }
        const std::int64_t bestKey =
            smallestKeyAtThreshold(context, scorer, reaching, threshold, &batch, reduction);
        const auto count = static_cast<std::int64_t>(context.exclusions.candidateCount());
        return std::optional<OrderedPair>{
            OrderedPair{static_cast<int>(bestKey / count), static_cast<int>(bestKey % count)}};
    }

private:
    std::vector<double> m_bound;
    std::vector<int> m_scoredInPick;
    std::vector<std::pair<double, int>> m_heap;
    int m_pick = 0;
};

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

    // The batch's pseudo-observations (pending pairs, then each chosen pair but the last)
    // as a low-rank correction of Σ: the caller's Σ is never copied (batch_covariance.h).
    // A single pick under Σ itself needs no pool: the plain scan is cheaper than building
    // one. Otherwise every pseudo-observation is kept in low-rank form.
    const bool usesPool = options.batchSize > 1 || foldPending;
    const int pseudoObservations =
        static_cast<int>(foldPending ? pending.size() : 0) + options.batchSize - 1;
    BatchCovariance batch(posterior.covariance, pseudoObservations);
    if (foldPending) {
        for (const OrderedPair& pair : pending) {
            if (const Status status =
                    batch.addPairPrecision(pair.a, pair.b, pseudoObservationPrecision(pair));
                !status) {
                return Error{"folding pending pair (" + std::to_string(pair.a) + ", " +
                             std::to_string(pair.b) + ") into the covariance: " + status.message()};
            }
        }
    }

    std::vector<double> maximumOfColumn(static_cast<std::size_t>(n));
    std::optional<ColumnBounds> columnBounds; // for the exact corrected search
    Eigen::ArrayXd reduction;
    ColumnScorer scorer(options.strategy, options.epsilon, posterior.homeAdvantage, n);
    const Vector originalDiagonal = posterior.covariance.diagonal();
    std::optional<PairCandidatePool> pool;
    const std::int64_t wantedPool =
        options.candidatePool > 0
            ? options.candidatePool
            : std::max<std::int64_t>(kMinimumAutomaticPool,
                                     std::int64_t{kAutomaticPoolPerPick} * options.batchSize);
    const auto poolCapacity = static_cast<std::size_t>(
        std::max<std::int64_t>(1, std::min(wantedPool, result.eligibleBefore)));
    while (static_cast<int>(result.pairs.size()) < options.batchSize) {
        Result<std::optional<OrderedPair>> best = std::optional<OrderedPair>{};
        const ScanContext context{
            exclusions,
            CovarianceColumns{posterior.covariance.data(), posterior.covariance.outerStride()},
            originalDiagonal, posterior.mean};
        if (!usesPool) {
            best = findBestPair(context, scorer, maximumOfColumn);
            ++result.fullScans;
        } else {
            if (!pool) {
                // One scan under Σ: the pool of the best pairs, and each column's best
                // score as the bounds of the exact corrected search.
                pool.emplace(context.covariance, originalDiagonal, posterior.mean, exclusions,
                             scorer, poolCapacity, maximumOfColumn);
                ++result.fullScans;
                for (int high = 1; high < n; ++high) {
                    if (std::isnan(maximumOfColumn[static_cast<std::size_t>(high)])) {
                        return Error{"a pair score is NaN: the covariance or the mean holds a "
                                     "non-finite value"};
                    }
                }
                columnBounds.emplace(maximumOfColumn);
            }
            const PairCandidatePool::Pick picked =
                pool->pick(posterior.mean, exclusions, scorer, batch);
            if (picked.outcome == PairCandidatePool::Outcome::Picked) {
                best = std::optional<OrderedPair>{picked.pair};
            } else if (picked.outcome == PairCandidatePool::Outcome::Undecided) {
                ++result.fullScans;
                best = batch.isUnchanged() ? findBestPair(context, scorer, maximumOfColumn)
                                           : columnBounds->findBest(context, scorer, batch,
                                                                    maximumOfColumn, reduction);
            }
        }
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
                    batch.addPairPrecision(pair.a, pair.b, pseudoObservationPrecision(pair));
                !status) {
                return Error{"updating the covariance for the chosen pair: " + status.message()};
            }
        }
    }
    result.exhausted = static_cast<int>(result.pairs.size()) < options.batchSize;
    return result;
}

} // namespace pairrank::stats::detail
