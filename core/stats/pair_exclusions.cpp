#include "pair_exclusions.h"

#include <algorithm>
#include <string>

namespace pairrank::stats {

Status checkOrderedPairs(std::span<const OrderedPair> pairs, int candidateCount,
                         const char* listName) {
    for (std::size_t index = 0; index < pairs.size(); ++index) {
        const OrderedPair& pair = pairs[index];
        const auto where = std::string(listName) + " pair " + std::to_string(index);
        if (pair.a < 0 || pair.a >= candidateCount) {
            return Error{where + ": a = " + std::to_string(pair.a) + " outside [0, " +
                         std::to_string(candidateCount) + ")"};
        }
        if (pair.b < 0 || pair.b >= candidateCount) {
            return Error{where + ": b = " + std::to_string(pair.b) + " outside [0, " +
                         std::to_string(candidateCount) + ")"};
        }
        if (pair.a == pair.b) {
            return Error{where + ": a and b are both " + std::to_string(pair.a)};
        }
    }
    return Status::success();
}

PairExclusions::PairExclusions(int candidateCount)
    : m_candidateCount(candidateCount)
    , m_flags(static_cast<std::size_t>(candidateCount) *
              static_cast<std::size_t>(candidateCount - 1) / 2)
    , m_excludedLows(static_cast<std::size_t>(candidateCount)) {}

Result<PairExclusions> PairExclusions::create(int candidateCount,
                                              std::span<const OrderedPair> asked,
                                              std::span<const OrderedPair> pending) {
    if (candidateCount < 1 || candidateCount > kMaximumSelectionCandidates) {
        return Error{"candidate count " + std::to_string(candidateCount) + " outside [1, " +
                     std::to_string(kMaximumSelectionCandidates) + "]"};
    }
    if (const Status status = checkOrderedPairs(asked, candidateCount, "asked"); !status) {
        return status.error();
    }
    if (const Status status = checkOrderedPairs(pending, candidateCount, "pending"); !status) {
        return status.error();
    }
    PairExclusions exclusions(candidateCount);
    for (const OrderedPair& pair : asked) {
        exclusions.exclude(pair.a, pair.b);
    }
    for (const OrderedPair& pair : pending) {
        exclusions.exclude(pair.a, pair.b);
    }
    return exclusions;
}

std::int64_t PairExclusions::orderedPairCount() const {
    return static_cast<std::int64_t>(m_candidateCount) * (m_candidateCount - 1);
}

std::int64_t PairExclusions::untouchedUnorderedCount() const {
    return orderedPairCount() / 2 - m_touchedUnordered;
}

bool PairExclusions::isExcluded(int a, int b) const {
    return a < b ? (flags(a, b) & kLowFirstExcluded) != 0 : (flags(b, a) & kHighFirstExcluded) != 0;
}

void PairExclusions::exclude(int a, int b) {
    const std::uint8_t bit = a < b ? kLowFirstExcluded : kHighFirstExcluded;
    std::uint8_t& flag = m_flags[a < b ? packedIndex(a, b) : packedIndex(b, a)];
    if ((flag & bit) != 0) {
        return;
    }
    if (flag == 0) {
        ++m_touchedUnordered;
        m_excludedLows[static_cast<std::size_t>(std::max(a, b))].push_back(std::min(a, b));
    }
    flag = static_cast<std::uint8_t>(flag | bit);
    ++m_excludedOrdered;
}

} // namespace pairrank::stats
