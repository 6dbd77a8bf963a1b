// One 64-bit key per pair of candidates, for hashing or sorting pairs without a map keyed by
// std::pair: the first index in the high 32 bits and the second in the low 32, so keys sort
// by the first index, then by the second.
#pragma once

#include <algorithm>
#include <cstdint>

namespace pairrank::stats {

// Precondition: a, b ≥ 0.
constexpr std::uint64_t orderedPairKey(int a, int b) {
    return static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32 |
           static_cast<std::uint32_t>(b);
}

// The same key for (a, b) and (b, a): the smaller index first.
constexpr std::uint64_t unorderedPairKey(int a, int b) {
    return orderedPairKey(std::min(a, b), std::max(a, b));
}

constexpr int firstOfPairKey(std::uint64_t key) {
    return static_cast<int>(key >> 32);
}
constexpr int secondOfPairKey(std::uint64_t key) {
    return static_cast<int>(key & 0xffffffffU);
}

} // namespace pairrank::stats
