// random, no-repeat and symmetric selection (paper 001 §3.4).
#include "pair_selection_internal.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace pairrank::stats::detail {

namespace {

// Below this fraction of eligible pairs, drawing and rejecting would take many
// draws per pair, so the eligible pairs are listed instead.
constexpr std::int64_t kRejectionFractionDenominator = 4;

bool isEligible(const PairExclusions& exclusions, SelectionStrategy strategy, int a, int b) {
    if (strategy == SelectionStrategy::Random) {
        return !exclusions.isExcluded(a, b);
    }
    // no-repeat and fresh symmetric pairs: neither order asked, pending or chosen.
    return !exclusions.isExcluded(a, b) && !exclusions.isExcluded(b, a);
}

std::int64_t eligibleCount(const PairExclusions& exclusions, SelectionStrategy strategy) {
    return strategy == SelectionStrategy::Random ? exclusions.eligibleOrderedCount()
                                                 : 2 * exclusions.untouchedUnorderedCount();
}

// Draws eligible ordered pairs uniformly, one at a time, as they stay eligible.
class UniformPairDrawer {
public:
    UniformPairDrawer(const PairExclusions& exclusions, SelectionStrategy strategy, Random& random)
        : m_exclusions(exclusions)
        , m_strategy(strategy)
        , m_random(random) {}

    // Returns false when no eligible pair is left.
    bool draw(OrderedPair& pair) {
        const std::int64_t total = m_exclusions.orderedPairCount();
        if (eligibleCount(m_exclusions, m_strategy) == 0) {
            return false;
        }
        if (!m_listed &&
            eligibleCount(m_exclusions, m_strategy) * kRejectionFractionDenominator < total) {
            listEligiblePairs();
        }
        if (!m_listed) {
            const int n = m_exclusions.candidateCount();
            for (;;) {
                const auto key = static_cast<std::int64_t>(
                    m_random.uniformInt(static_cast<std::uint64_t>(total)));
                const int a = static_cast<int>(key / (n - 1));
                const int rest = static_cast<int>(key % (n - 1));
                const int b = rest < a ? rest : rest + 1;
                if (isEligible(m_exclusions, m_strategy, a, b)) {
                    pair = {a, b};
                    return true;
                }
            }
        }
        // Entries made ineligible by earlier picks are dropped as they are met.
        while (!m_eligible.empty()) {
            const auto index = static_cast<std::size_t>(m_random.uniformInt(m_eligible.size()));
            const OrderedPair candidate = m_eligible[index];
            m_eligible[index] = m_eligible.back();
            m_eligible.pop_back();
            if (isEligible(m_exclusions, m_strategy, candidate.a, candidate.b)) {
                pair = candidate;
                return true;
            }
        }
        return false;
    }

private:
    void listEligiblePairs() {
        const int n = m_exclusions.candidateCount();
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b < n; ++b) {
                if (a != b && isEligible(m_exclusions, m_strategy, a, b)) {
                    m_eligible.push_back({a, b});
                }
            }
        }
        m_listed = true;
    }

    const PairExclusions& m_exclusions;
    SelectionStrategy m_strategy;
    Random& m_random;
    bool m_listed = false;
    std::vector<OrderedPair> m_eligible;
};

// Symmetric runs first ask the missing order of every pair asked in one order only,
// in increasing a·N + b of the missing order. Visits only the touched pairs.
void completeHalfAskedPairs(PairExclusions& exclusions, int batchSize,
                            std::vector<OrderedPair>& chosen) {
    const int n = exclusions.candidateCount();
    std::vector<std::int64_t> missingKeys;
    for (int high = 1; high < n; ++high) {
        for (const int low : exclusions.excludedLows(high)) {
            const std::uint8_t flag = exclusions.flags(low, high);
            if (flag == PairExclusions::kLowFirstExcluded) {
                missingKeys.push_back(static_cast<std::int64_t>(high) * n + low);
            } else if (flag == PairExclusions::kHighFirstExcluded) {
                missingKeys.push_back(static_cast<std::int64_t>(low) * n + high);
            }
        }
    }
    std::sort(missingKeys.begin(), missingKeys.end());
    for (const std::int64_t key : missingKeys) {
        if (static_cast<int>(chosen.size()) >= batchSize) {
            break;
        }
        const OrderedPair pair{static_cast<int>(key / n), static_cast<int>(key % n)};
        chosen.push_back(pair);
        exclusions.exclude(pair.a, pair.b);
    }
}

} // namespace

SelectionResult selectRandomFamily(PairExclusions& exclusions, SelectionStrategy strategy,
                                   int batchSize, Random& random) {
    SelectionResult result;
    result.eligibleBefore = exclusions.eligibleOrderedCount();
    if (strategy == SelectionStrategy::Symmetric) {
        completeHalfAskedPairs(exclusions, batchSize, result.pairs);
    }
    UniformPairDrawer drawer(exclusions, strategy, random);
    OrderedPair pair;
    while (static_cast<int>(result.pairs.size()) < batchSize && drawer.draw(pair)) {
        result.pairs.push_back(pair);
        exclusions.exclude(pair.a, pair.b);
        if (strategy == SelectionStrategy::Symmetric) {
            // Both orders count towards the batch; with one slot left, the reverse is
            // completed first by the next call.
            if (static_cast<int>(result.pairs.size()) < batchSize) {
                result.pairs.push_back({pair.b, pair.a});
                exclusions.exclude(pair.b, pair.a);
            }
        } else {
            exclusions.exclude(pair.b, pair.a); // a chosen pair's reverse is excluded in the batch
        }
    }
    result.exhausted = static_cast<int>(result.pairs.size()) < batchSize;
    return result;
}

} // namespace pairrank::stats::detail
