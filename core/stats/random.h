// A seeded random number generator whose streams are identical on every
// platform and standard library: std::normal_distribution and friends are
// implementation-defined, so the distributions are implemented here.
//
// Engine: xoshiro256** seeded through splitmix64 (Blackman & Vigna).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace pairrank::stats {

class Random {
public:
    explicit Random(std::uint64_t seed = 0);

    // Inline: the samplers call these several times per draw.
    std::uint64_t next() { // 64 uniformly random bits
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
    double uniform() { // in [0, 1), 53 bits of resolution
        return static_cast<double>(next() >> 11) * 0x1.0p-53;
    }
    double uniformOpen() { // in (0, 1)
        return (static_cast<double>(next() >> 12) + 0.5) * 0x1.0p-52;
    }
    std::uint64_t uniformInt(std::uint64_t bound); // in [0, bound), unbiased; bound > 0
    double normal();                               // standard normal (Marsaglia's polar method)
    double normal(double mean, double standardDeviation);
    // Standard normal by Marsaglia & Tsang's ziggurat (J. Stat. Softw. 5(8), 2000), 256
    // layers, layer index and uniform from disjoint bits of one 64-bit draw: mostly one
    // draw and one multiplication, no logarithm. A different stream from normal(), which
    // stays as it is so that seeded simulations keep their numbers.
    double normalZiggurat();
    double gamma(double shape);      // Gamma(shape, 1), shape > 0 (Marsaglia & Tsang 2000)
    double beta(double a, double b); // Beta(a, b), a, b > 0
    bool bernoulli(double probability);

    // A generator for an independent stream, e.g. one per repetition or chain,
    // derived from this one's seed and `stream`, without advancing this one.
    Random split(std::uint64_t stream) const;

    template <typename T> void shuffle(std::span<T> values) {
        for (std::size_t i = values.size(); i > 1; --i) {
            const std::size_t j = static_cast<std::size_t>(uniformInt(i));
            std::swap(values[i - 1], values[j]);
        }
    }

private:
    static std::uint64_t rotateLeft(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    double zigguratTail(bool negative);

    std::array<std::uint64_t, 4> m_state{};
    std::uint64_t m_seed = 0;
    std::optional<double> m_spareNormal;
};

// Gamma(shape, 1) draws by Marsaglia & Tsang (ACM TOMS 26(3), 2000) with the method's
// constants d = a − 1/3 and c = 1/√(9d) computed once per shape, for many draws of one
// shape (BWRS); normals from Random::normalZiggurat. For shape < 1 a Gamma(shape + 1)
// draw is scaled by U^(1/shape) (the same paper, §7). Random::gamma uses this sampler.
class GammaSampler {
public:
    explicit GammaSampler(double shape); // shape > 0 and finite (asserted)
    double operator()(Random& random) const;
    double shape() const { return m_shape; }

private:
    double m_shape;
    double m_d;
    double m_c;
    double m_inverseShape; // 1/shape when shape < 1 (boosted), else 0
};

// Beta(a, b) = X / (X + Y) with X ~ Gamma(a), Y ~ Gamma(b).
class BetaSampler {
public:
    BetaSampler(double a, double b); // a, b > 0 and finite (asserted)
    double operator()(Random& random) const {
        const double x = m_first(random);
        const double y = m_second(random);
        return x / (x + y);
    }

private:
    GammaSampler m_first;
    GammaSampler m_second;
};

} // namespace pairrank::stats
