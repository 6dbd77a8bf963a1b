// Which ordered pairs may not be proposed: those asked or pending (DESIGN.md §3),
// and, during a batch, those already chosen and their reverses.
//
// Stored compactly for the selection kernels: one byte per unordered pair
// {low, high} (low < high), packed column by column (the flags of every low < high
// are contiguous, like the upper triangle of a column-major covariance), with one
// bit per order. N = 1,000 takes 0.5 MB; N = 3,000 takes 4.5 MB.
#pragma once

#include "result.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace pairrank::stats {

struct OrderedPair {
    int a = 0; // shown first (position A)
    int b = 0; // shown second (position B)
    friend bool operator==(const OrderedPair&, const OrderedPair&) = default;
};

inline constexpr int kMaximumSelectionCandidates = 20000;

// Every pair names two different candidates in [0, candidateCount); the error names the
// list ("asked pair 3: …").
Status checkOrderedPairs(std::span<const OrderedPair> pairs, int candidateCount,
                         const char* listName);

class PairExclusions {
public:
    static constexpr std::uint8_t kLowFirstExcluded = 1;  // (low, high) may not be proposed
    static constexpr std::uint8_t kHighFirstExcluded = 2; // (high, low) may not be proposed
    static constexpr std::uint8_t kBothExcluded = 3;

    // candidateCount in [1, kMaximumSelectionCandidates]; every pair names two different
    // candidates in range (the Error names the list, the 0-based index and the field).
    // Repeated pairs are allowed.
    static Result<PairExclusions> create(int candidateCount, std::span<const OrderedPair> asked,
                                         std::span<const OrderedPair> pending);

    int candidateCount() const { return m_candidateCount; }
    std::int64_t orderedPairCount() const;
    std::int64_t eligibleOrderedCount() const { return orderedPairCount() - m_excludedOrdered; }
    // Unordered pairs with neither order excluded.
    std::int64_t untouchedUnorderedCount() const;

    // Preconditions for the accessors below: indices in range, a ≠ b, low < high.
    bool isExcluded(int a, int b) const;
    void exclude(int a, int b);
    std::uint8_t flags(int low, int high) const { return m_flags[packedIndex(low, high)]; }
    // The flags of (low, high) for low = 0 … high − 1.
    const std::uint8_t* column(int high) const { return m_flags.data() + packedIndex(0, high); }
    // The lows of column `high` with any flag set, each once, in the order first
    // excluded: lets a kernel visit the O(asked) exclusions instead of all N²/2 flags.
    std::span<const int> excludedLows(int high) const {
        return m_excludedLows[static_cast<std::size_t>(high)];
    }

private:
    explicit PairExclusions(int candidateCount);
    static std::size_t packedIndex(int low, int high) {
        return static_cast<std::size_t>(high) * static_cast<std::size_t>(high - 1) / 2 +
               static_cast<std::size_t>(low);
    }

    int m_candidateCount = 0;
    std::vector<std::uint8_t> m_flags;
    std::vector<std::vector<int>> m_excludedLows;
    std::int64_t m_excludedOrdered = 0;
    std::int64_t m_touchedUnordered = 0;
};

} // namespace pairrank::stats
