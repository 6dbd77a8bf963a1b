#include "ordered_pair_set.h"

#include <bit>

namespace pairrank::stats {
namespace {

constexpr std::size_t kMinimumSlots = 16;

// The 64-bit finaliser of MurmurHash3 (Appleby): spreads the two halves of a key over
// every bit, so that linear probing sees no clusters from consecutive candidates.
std::uint64_t mix(std::uint64_t key) {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdULL;
    key ^= key >> 33;
    key *= 0xc4ceb9fe1a85ec53ULL;
    key ^= key >> 33;
    return key;
}

} // namespace

OrderedPairSet::OrderedPairSet(std::size_t expected)
    : m_slots(std::max(kMinimumSlots, std::bit_ceil(2 * expected + 1)), 0) {}

std::size_t OrderedPairSet::slotOf(std::uint64_t key) const {
    const std::size_t mask = m_slots.size() - 1;
    std::size_t slot = static_cast<std::size_t>(mix(key)) & mask;
    while (m_slots[slot] != 0 && m_slots[slot] != key) {
        slot = (slot + 1) & mask;
    }
    return slot;
}

bool OrderedPairSet::insert(int a, int b) {
    const std::uint64_t key = keyOf(a, b);
    std::size_t slot = slotOf(key);
    if (m_slots[slot] == key) {
        return false;
    }
    if (2 * (m_size + 1) > m_slots.size()) {
        grow();
        slot = slotOf(key);
    }
    m_slots[slot] = key;
    ++m_size;
    return true;
}

bool OrderedPairSet::contains(int a, int b) const {
    const std::uint64_t key = keyOf(a, b);
    return m_slots[slotOf(key)] == key;
}

void OrderedPairSet::grow() {
    std::vector<std::uint64_t> old(2 * m_slots.size(), 0);
    old.swap(m_slots);
    for (const std::uint64_t key : old) {
        if (key != 0) {
            m_slots[slotOf(key)] = key;
        }
    }
}

} // namespace pairrank::stats
