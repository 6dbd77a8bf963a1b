#include "random.h"

#include <cassert>
#include <cmath>

namespace pairrank::stats {
namespace {

std::uint64_t splitMix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// 128-bit products for Lemire's method; __extension__ keeps -Wpedantic quiet.
__extension__ using UnsignedWide = unsigned __int128;

std::uint64_t rotateLeft(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

} // namespace

Random::Random(std::uint64_t seed)
    : m_seed(seed) {
    std::uint64_t x = seed;
    for (auto& word : m_state) {
        word = splitMix64(x);
    }
}

std::uint64_t Random::next() {
    const std::uint64_t result = rotateLeft(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

double Random::uniform() {
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

double Random::uniformOpen() {
    return (static_cast<double>(next() >> 12) + 0.5) * 0x1.0p-52;
}

std::uint64_t Random::uniformInt(std::uint64_t bound) {
    assert(bound > 0);
    // Lemire's nearly divisionless method: multiply, reject the biased sliver.
    UnsignedWide product = static_cast<UnsignedWide>(next()) * bound;
    auto low = static_cast<std::uint64_t>(product);
    if (low < bound) {
        const std::uint64_t threshold = -bound % bound;
        while (low < threshold) {
            product = static_cast<UnsignedWide>(next()) * bound;
            low = static_cast<std::uint64_t>(product);
        }
    }
    return static_cast<std::uint64_t>(product >> 64);
}

double Random::normal() {
    if (m_spareNormal) {
        const double value = *m_spareNormal;
        m_spareNormal.reset();
        return value;
    }
    // Marsaglia's polar method: two normals per accepted point.
    double u = 0;
    double v = 0;
    double s = 0;
    do {
        u = 2.0 * uniform() - 1.0;
        v = 2.0 * uniform() - 1.0;
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    const double factor = std::sqrt(-2.0 * std::log(s) / s);
    m_spareNormal = v * factor;
    return u * factor;
}

double Random::normal(double mean, double standardDeviation) {
    return mean + standardDeviation * normal();
}

double Random::gamma(double shape) {
    assert(shape > 0);
    if (shape < 1.0) {
        // Boost to shape + 1 and scale back: Gamma(a) = Gamma(a + 1) · U^(1/a).
        return gamma(shape + 1.0) * std::pow(uniformOpen(), 1.0 / shape);
    }
    const double d = shape - 1.0 / 3.0;
    const double c = 1.0 / std::sqrt(9.0 * d);
    for (;;) {
        double x = 0;
        double v = 0;
        do {
            x = normal();
            v = 1.0 + c * x;
        } while (v <= 0.0);
        v = v * v * v;
        const double u = uniformOpen();
        if (u < 1.0 - 0.0331 * x * x * x * x) {
            return d * v;
        }
        if (std::log(u) < 0.5 * x * x + d * (1.0 - v + std::log(v))) {
            return d * v;
        }
    }
}

double Random::beta(double a, double b) {
    const double x = gamma(a);
    const double y = gamma(b);
    return x / (x + y);
}

bool Random::bernoulli(double probability) {
    return uniform() < probability;
}

Random Random::split(std::uint64_t stream) const {
    std::uint64_t x = m_seed ^ (0xd1b54a32d192ed03ULL * (stream + 1));
    return Random(splitMix64(x));
}

} // namespace pairrank::stats
