#include "large_pool_selection.h"

#include "ordered_pair_set.h"
#include "pair_scoring.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <string>

namespace pairrank::stats {
namespace {

// Draws of a random long-range pair per slot before the batch is declared exhausted.
constexpr int kLongRangeAttempts = 100;
// The best pairs by one-hop variances that are scored again with two hops.
constexpr int kRefinedPerBatchPair = 4;
constexpr int kMinimumRefined = 256;

std::uint64_t keyOf(int a, int b, int n) {
    return static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(n) +
           static_cast<std::uint64_t>(b);
}

Status check(const SelectionState& state, const LargePoolSelectionOptions& options,
             const Vector& mean, double homeAdvantage, const LocalPairVariances& variances) {
    const int n = state.candidateCount;
    if (n < 2 || mean.size() != n || variances.candidateCount() != n) {
        return Error{"the pool has " + std::to_string(n) + " candidates, the means " +
                     std::to_string(mean.size()) + ", the variances " +
                     std::to_string(variances.candidateCount()) + ": they must agree and be >= 2"};
    }
    if (!mean.allFinite() || !std::isfinite(homeAdvantage)) {
        return Error{"the means and the home advantage must be finite"};
    }
    if (options.strategy == SelectionStrategy::Random || !isLargePoolStrategy(options.strategy)) {
        return Error{"strategy " + selectionStrategyName(options.strategy) +
                     " is not scored here (reorder, epsilon, min-uncertainty or variance; "
                     "random: selectRandomLargePoolPairs)"};
    }
    if (options.batchSize < 1) {
        return Error{"batchSize must be >= 1"};
    }
    if (!(options.epsilon >= 0.0 && std::isfinite(options.epsilon))) {
        return Error{"epsilon must be a finite number >= 0"};
    }
    if (options.neighbourReach < 1) {
        return Error{"neighbourReach must be >= 1"};
    }
    if (!(options.longRangeShare >= 0.0 && options.longRangeShare <= 1.0)) {
        return Error{"longRangeShare must be in [0, 1]"};
    }
    if (Status status = checkOrderedPairs(state.asked, n, "asked"); !status) {
        return status;
    }
    return checkOrderedPairs(state.pending, n, "pending");
}

struct CandidatePair {
    OrderedPair pair;
    double score = 0.0;
};

// A uniformly random ordered pair of two different candidates of [0, n).
OrderedPair drawPair(int n, Random& random) {
    const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
    int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)));
    if (b >= a) {
        ++b;
    }
    return {a, b};
}

} // namespace

OrderedPairSet takenPairs(const SelectionState& state, std::size_t extra) {
    OrderedPairSet taken(state.asked.size() + state.pending.size() + extra);
    for (const auto pairs : {state.asked, state.pending}) {
        for (const OrderedPair& pair : pairs) {
            taken.insert(pair.a, pair.b);
        }
    }
    return taken;
}

bool isLargePoolStrategy(SelectionStrategy strategy) {
    switch (strategy) {
    case SelectionStrategy::Random:
    case SelectionStrategy::Reorder:
    case SelectionStrategy::Epsilon:
    case SelectionStrategy::MinimumUncertainty:
    case SelectionStrategy::Variance:
        return true;
    default:
        return false;
    }
}

Result<SelectionResult> selectLargePoolPairs(const SelectionState& state,
                                             const LargePoolSelectionOptions& options,
                                             const Vector& mean, double homeAdvantage,
                                             const LocalPairVariances& variances, Random& random) {
    if (Status status = check(state, options, mean, homeAdvantage, variances); !status) {
        return status.error();
    }
    const int n = state.candidateCount;
    const OrderedPairSet taken = takenPairs(state, 0);
    const auto isFree = [&](int a, int b) {
        return !taken.contains(a, b);
    };

    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return mean[x] < mean[y]; });

    // Step 1: the neighbour pairs with a free order, as (low, high) for now.
    std::vector<OrderedPair> neighbours;
    neighbours.reserve(static_cast<std::size_t>(n) *
                       static_cast<std::size_t>(options.neighbourReach));
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        for (int offset = 1; offset <= options.neighbourReach &&
                             rank + static_cast<std::size_t>(offset) < order.size();
             ++offset) {
            const int x = order[rank];
            const int y = order[rank + static_cast<std::size_t>(offset)];
            const int low = std::min(x, y);
            const int high = std::max(x, y);
            if (isFree(low, high) || isFree(high, low)) {
                neighbours.push_back({low, high});
            }
        }
    }

    // Step 2: their scores, in the better free order: every pair with the one-hop variances,
    // then the best few again with two hops.
    detail::ColumnScorer scorer(options.strategy, options.epsilon, homeAdvantage, n);
    const auto scoreInBestOrder = [&](const OrderedPair& lowHigh, double pairVariance) {
        std::optional<CandidatePair> best;
        for (const OrderedPair pair :
             {OrderedPair{lowHigh.a, lowHigh.b}, OrderedPair{lowHigh.b, lowHigh.a}}) {
            if (!isFree(pair.a, pair.b)) {
                continue;
            }
            const double score = scorer.scorePairVariance(mean, pair.a, pair.b, pairVariance, 0.0);
            if (!best || score > best->score) { // equal: (low, high), the smaller a·N + b
                best = CandidatePair{pair, score};
            }
        }
        return *best; // one order is free: step 1 kept only such pairs
    };
    const auto byScore = [&](const CandidatePair& x, const CandidatePair& y) {
        if (x.score != y.score) {
            return x.score > y.score;
        }
        return keyOf(x.pair.a, x.pair.b, n) < keyOf(y.pair.a, y.pair.b, n);
    };
    const std::vector<double> screening = variances.variances(neighbours, 1);
    std::vector<CandidatePair> candidates;
    candidates.reserve(neighbours.size());
    for (std::size_t k = 0; k < neighbours.size(); ++k) {
        candidates.push_back(scoreInBestOrder(neighbours[k], screening[k]));
    }
    // Only the best are needed in order: the rest is sorted when the batch reaches it.
    const std::size_t refined =
        std::min(candidates.size(),
                 static_cast<std::size_t>(
                     std::max(kMinimumRefined, kRefinedPerBatchPair * options.batchSize)));
    const auto refinedEnd = candidates.begin() + static_cast<std::ptrdiff_t>(refined);
    std::nth_element(candidates.begin(), refinedEnd, candidates.end(), byScore);
    std::vector<OrderedPair> best;
    best.reserve(refined);
    for (std::size_t k = 0; k < refined; ++k) {
        const OrderedPair& pair = candidates[k].pair;
        best.push_back({std::min(pair.a, pair.b), std::max(pair.a, pair.b)});
    }
    const std::vector<double> exact = variances.variances(best, 2);
    for (std::size_t k = 0; k < refined; ++k) {
        candidates[k] = scoreInBestOrder(best[k], exact[k]);
    }
    std::sort(candidates.begin(), refinedEnd, byScore);

    // Step 3: the best, each candidate at most `cap` times.
    const int longRange = static_cast<int>(std::lround(options.longRangeShare * options.batchSize));
    const int informative = options.batchSize - longRange;
    const int cap = std::max(1, (4 * options.batchSize + n - 1) / n);
    std::vector<int> uses(static_cast<std::size_t>(n), 0);
    OrderedPairSet inBatch(static_cast<std::size_t>(options.batchSize)); // as (low, high)
    SelectionResult result;
    result.eligibleBefore =
        static_cast<std::int64_t>(n) * (n - 1) - static_cast<std::int64_t>(taken.size());
    const auto tryTake = [&](const OrderedPair& pair, bool capped) {
        auto& usesA = uses[static_cast<std::size_t>(pair.a)];
        auto& usesB = uses[static_cast<std::size_t>(pair.b)];
        if (capped && (usesA >= cap || usesB >= cap)) {
            return;
        }
        if (!inBatch.insert(std::min(pair.a, pair.b), std::max(pair.a, pair.b))) {
            return;
        }
        ++usesA;
        ++usesB;
        result.pairs.push_back(pair);
    };
    const auto full = [&](int size) {
        return static_cast<int>(result.pairs.size()) >= size;
    };
    bool restSorted = false;
    const auto candidateAt = [&](std::size_t k) -> const OrderedPair& {
        if (k >= refined && !restSorted) {
            std::sort(refinedEnd, candidates.end(), byScore);
            restSorted = true;
        }
        return candidates[k].pair;
    };
    for (std::size_t k = 0; k < candidates.size() && !full(informative); ++k) {
        tryTake(candidateAt(k), true);
    }

    // Step 4: random long-range pairs for the rest of the batch; then, if the pool is too
    // small for the cap, the next best neighbours regardless of it.
    const int missing = options.batchSize - static_cast<int>(result.pairs.size());
    for (int attempt = 0; attempt < kLongRangeAttempts * missing && !full(options.batchSize);
         ++attempt) {
        const OrderedPair pair = drawPair(n, random);
        if (isFree(pair.a, pair.b)) {
            tryTake(pair, true);
        }
    }
    for (std::size_t k = 0; k < candidates.size() && !full(options.batchSize); ++k) {
        tryTake(candidateAt(k), false);
    }
    result.exhausted = static_cast<int>(result.pairs.size()) < options.batchSize;
    return result;
}

Result<SelectionResult> selectRandomLargePoolPairs(const SelectionState& state, int batchSize,
                                                   Random& random) {
    const int n = state.candidateCount;
    if (n < 2) {
        return Error{"the pool has " + std::to_string(n) + " candidates: it needs 2 or more"};
    }
    if (batchSize < 1) {
        return Error{"batchSize must be >= 1"};
    }
    for (const auto& [pairs, name] :
         {std::pair{state.asked, "asked"}, {state.pending, "pending"}}) {
        if (Status status = checkOrderedPairs(pairs, n, name); !status) {
            return status.error();
        }
    }
    OrderedPairSet taken = takenPairs(state, static_cast<std::size_t>(batchSize));
    SelectionResult result;
    result.eligibleBefore =
        static_cast<std::int64_t>(n) * (n - 1) - static_cast<std::int64_t>(taken.size());
    for (std::int64_t attempt = 0; attempt < std::int64_t{kLongRangeAttempts} * batchSize &&
                                   static_cast<int>(result.pairs.size()) < batchSize;
         ++attempt) {
        const OrderedPair pair = drawPair(n, random);
        if (taken.insert(pair.a, pair.b)) { // free: neither asked, pending nor in the batch
            result.pairs.push_back(pair);
        }
    }
    result.exhausted = static_cast<int>(result.pairs.size()) < batchSize;
    return result;
}

} // namespace pairrank::stats
