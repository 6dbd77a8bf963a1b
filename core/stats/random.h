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

    std::uint64_t next();                          // 64 uniformly random bits
    double uniform();                              // in [0, 1), 53 bits of resolution
    double uniformOpen();                          // in (0, 1)
    std::uint64_t uniformInt(std::uint64_t bound); // in [0, bound), unbiased; bound > 0
    double normal();                               // standard normal
    double normal(double mean, double standardDeviation);
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
    std::array<std::uint64_t, 4> m_state{};
    std::uint64_t m_seed = 0;
    std::optional<double> m_spareNormal;
};

} // namespace pairrank::stats
