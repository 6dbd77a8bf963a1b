// A set of ordered pairs (a, b) of candidates, for pools where the packed N × N flags of
// pair_exclusions.h would not fit (N = 100,000: 5 GB): open addressing with linear probing
// over a power-of-two table of 64-bit keys, a million pairs in 16 MB and a few tens of
// milliseconds — several times faster than std::unordered_set, which allocates a node per
// pair.
#pragma once

#include <cstdint>
#include <vector>

namespace pairrank::stats {

class OrderedPairSet {
public:
    // Room for `expected` pairs before the table grows (it doubles past a load of ½).
    explicit OrderedPairSet(std::size_t expected = 0);

    // Preconditions: a, b ≥ 0 and below 2³¹ − 1. Returns whether (a, b) was new.
    bool insert(int a, int b);
    bool contains(int a, int b) const;
    std::size_t size() const { return m_size; }

private:
    static std::uint64_t keyOf(int a, int b) {
        // + 1 on each side: key 0 marks an empty slot.
        return (static_cast<std::uint64_t>(a) + 1) << 32 | (static_cast<std::uint64_t>(b) + 1);
    }
    std::size_t slotOf(std::uint64_t key) const;
    void grow();

    std::vector<std::uint64_t> m_slots;
    std::size_t m_size = 0;
};

} // namespace pairrank::stats
