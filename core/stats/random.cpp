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

// The 256-layer ziggurat for the standard normal (Marsaglia & Tsang 2000): R is the start
// of the tail and V the area of each layer (and of the base strip with the tail).
constexpr int kZigguratLayers = 256;
constexpr double kZigguratR = 3.6541528853610088;
constexpr double kZigguratArea = 0.00492867323399;

struct ZigguratTables {
    // x[0] = V / f(R) (the base strip's width), x[1] = R, … decreasing, x[256] = 0;
    // f[i] = exp(−x[i]²/2).
    std::array<double, kZigguratLayers + 1> x{};
    std::array<double, kZigguratLayers + 1> f{};
};

ZigguratTables makeZigguratTables() {
    ZigguratTables result;
    const auto density = [](double value) {
        return std::exp(-0.5 * value * value);
    };
    result.x[0] = kZigguratArea / density(kZigguratR);
    result.x[1] = kZigguratR;
    for (int layer = 2; layer < kZigguratLayers; ++layer) {
        const double previous = result.x[static_cast<std::size_t>(layer) - 1];
        result.x[static_cast<std::size_t>(layer)] =
            std::sqrt(-2.0 * std::log(kZigguratArea / previous + density(previous)));
    }
    result.x[kZigguratLayers] = 0.0;
    for (std::size_t layer = 0; layer <= kZigguratLayers; ++layer) {
        result.f[layer] = density(result.x[layer]);
    }
    return result;
}

// Built during static initialisation, not behind a function-local guard checked on
// every draw; nothing runs a sampler before main().
const ZigguratTables kZigguratTables = makeZigguratTables();

} // namespace

Random::Random(std::uint64_t seed)
    : m_seed(seed) {
    std::uint64_t x = seed;
    for (auto& word : m_state) {
        word = splitMix64(x);
    }
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
    return GammaSampler(shape)(*this);
}

double Random::beta(double a, double b) {
    return BetaSampler(a, b)(*this);
}

double Random::normalZiggurat() {
    const ZigguratTables& tables = kZigguratTables;
    for (;;) {
        const std::uint64_t bits = next();
        const auto layer = static_cast<std::size_t>(bits & 0xff);
        // A uniform in (−1, 1) from the 53 high bits, independent of the layer's 8 low bits.
        const double u = static_cast<double>(bits >> 11) * 0x1.0p-52 - 1.0;
        const double x = u * tables.x[layer];
        if (std::abs(x) < tables.x[layer + 1]) {
            return x; // inside the layer's rectangle that lies under the density
        }
        if (layer == 0) {
            return zigguratTail(u < 0.0);
        }
        // The wedge: accept under the density exp(−x²/2).
        const double y = tables.f[layer + 1] + (tables.f[layer] - tables.f[layer + 1]) * uniform();
        if (y < std::exp(-0.5 * x * x)) {
            return x;
        }
    }
}

double Random::zigguratTail(bool negative) {
    // Marsaglia (1964): beyond R, x = R + E1/R with E1, E2 exponential, accepted if 2 E2 > (E1/R)².
    for (;;) {
        const double x = -std::log(uniformOpen()) / kZigguratR;
        const double y = -std::log(uniformOpen());
        if (2.0 * y > x * x) {
            return negative ? -(kZigguratR + x) : kZigguratR + x;
        }
    }
}

GammaSampler::GammaSampler(double shape)
    : m_shape(shape)
    , m_d((shape < 1.0 ? shape + 1.0 : shape) - 1.0 / 3.0)
    , m_c(1.0 / std::sqrt(9.0 * m_d))
    , m_inverseShape(shape < 1.0 ? 1.0 / shape : 0.0) {
    assert(shape > 0.0 && std::isfinite(shape));
}

double GammaSampler::operator()(Random& random) const {
    double draw = 0.0;
    for (;;) {
        double x = 0;
        double v = 0;
        do {
            x = random.normalZiggurat();
            v = 1.0 + m_c * x;
        } while (v <= 0.0);
        v = v * v * v;
        const double u = random.uniformOpen();
        const double xSquared = x * x;
        if (u < 1.0 - 0.0331 * xSquared * xSquared) { // the squeeze
            draw = m_d * v;
            break;
        }
        if (std::log(u) < 0.5 * xSquared + m_d * (1.0 - v + std::log(v))) {
            draw = m_d * v;
            break;
        }
    }
    if (m_inverseShape != 0.0) {
        // Gamma(a) = Gamma(a + 1) · U^(1/a).
        draw *= std::pow(random.uniformOpen(), m_inverseShape);
    }
    return draw;
}

BetaSampler::BetaSampler(double a, double b)
    : m_first(a)
    , m_second(b) {}

bool Random::bernoulli(double probability) {
    return uniform() < probability;
}

Random Random::split(std::uint64_t stream) const {
    std::uint64_t x = m_seed ^ (0xd1b54a32d192ed03ULL * (stream + 1));
    return Random(splitMix64(x));
}

} // namespace pairrank::stats
