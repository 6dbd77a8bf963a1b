#include "binomial_sampling.h"

#include <cassert>
#include <cmath>

namespace pairrank::stats {
namespace {

// BTRS is valid for count·p ≥ 10 (Hörmann 1993, §3); below that inversion is cheaper.
constexpr double kTransformedRejectionThreshold = 10.0;

// Sequential-search inversion (BINV, Kachitvichyanukul & Schmeiser 1988): walk the
// pmf from 0 with the recurrence f(x) = f(x − 1) · ((n + 1)/x − 1) · p/q; one uniform,
// no logarithms, expected count·p + 1 steps.
std::int64_t binomialByInversion(Random& random, std::int64_t count, double probability) {
    const double odds = probability / (1.0 - probability);
    const double scaled = static_cast<double>(count + 1) * odds;
    for (;;) {
        double mass = std::pow(1.0 - probability, static_cast<double>(count)); // f(0)
        double u = random.uniform();
        std::int64_t x = 0;
        while (u > mass) {
            u -= mass;
            ++x;
            if (x > count) {
                break; // the rounding error left u above the total mass: draw again
            }
            mass *= scaled / static_cast<double>(x) - odds;
        }
        if (x <= count) {
            return x;
        }
    }
}

// log(k!) minus its Stirling approximation (k + ½) log(k + 1) − (k + 1) + ½ log 2π,
// f_c(k) in Hörmann (1993): a table for k ≤ 9, the asymptotic series beyond.
double stirlingTail(double k) {
    static constexpr double kTable[] = {
        0.0810614667953272,  0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
        0.0166446911898211,  0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
        0.00925546218271273, 0.00833056343336287};
    if (k <= 9.0) {
        return kTable[static_cast<int>(k)];
    }
    const double kPlusOneSquared = (k + 1.0) * (k + 1.0);
    return (1.0 / 12.0 - (1.0 / 360.0 - 1.0 / 1260.0 / kPlusOneSquared) / kPlusOneSquared) /
           (k + 1.0);
}

// Algorithm BTRS of Hörmann (1993) for probability ≤ 0.5 and count·probability ≥ 10.
// The acceptance test log f(k)/f(m) (step 3.2) is written with Stirling's formula
// plus the tail correction, which is exact to double precision and avoids lgamma.
std::int64_t binomialByTransformedRejection(Random& random, std::int64_t count,
                                            double probability) {
    const double n = static_cast<double>(count);
    const double spq = std::sqrt(n * probability * (1.0 - probability));
    const double b = 1.15 + 2.53 * spq;
    const double a = -0.0873 + 0.0248 * b + 0.01 * probability;
    const double c = n * probability + 0.5;
    const double vr = 0.92 - 4.2 / b;
    const double alpha = (2.83 + 5.1 / b) * spq;
    const double r = probability / (1.0 - probability);
    const double m = std::floor((n + 1.0) * probability);
    for (;;) {
        const double u = random.uniform() - 0.5;
        double v = random.uniform();
        const double us = 0.5 - std::abs(u);
        const double k = std::floor((2.0 * a / us + b) * u + c);
        if (k < 0.0 || k > n) {
            continue;
        }
        if (us >= 0.07 && v <= vr) {
            return static_cast<std::int64_t>(k);
        }
        v = std::log(v * alpha / (a / (us * us) + b));
        const double bound = (m + 0.5) * std::log((m + 1.0) / (r * (n - m + 1.0))) +
                             (n + 1.0) * std::log((n - m + 1.0) / (n - k + 1.0)) +
                             (k + 0.5) * std::log(r * (n - k + 1.0) / (k + 1.0)) + stirlingTail(m) +
                             stirlingTail(n - m) - stirlingTail(k) - stirlingTail(n - k);
        if (v <= bound) {
            return static_cast<std::int64_t>(k);
        }
    }
}

} // namespace

std::int64_t sampleBinomial(Random& random, std::int64_t count, double probability) {
    assert(count >= 0);
    assert(probability >= 0.0 && probability <= 1.0);
    if (count == 0 || probability <= 0.0) {
        return 0;
    }
    if (probability >= 1.0) {
        return count;
    }
    // Sample the rarer outcome and mirror: both methods assume probability ≤ 0.5.
    const bool mirrored = probability > 0.5;
    const double rare = mirrored ? 1.0 - probability : probability;
    const std::int64_t draw = static_cast<double>(count) * rare < kTransformedRejectionThreshold
                                  ? binomialByInversion(random, count, rare)
                                  : binomialByTransformedRejection(random, count, rare);
    return mirrored ? count - draw : draw;
}

} // namespace pairrank::stats
