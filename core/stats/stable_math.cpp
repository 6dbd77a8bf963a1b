#include "stable_math.h"

#include "comparison.h"

#include <cmath>
#include <numbers>

namespace pairrank::stats {
namespace {

// Below this, Φ(x) is computed from its asymptotic series instead of erfc: Φ(−30) ≈ 5e-198
// is still a normal double, and at t = 30 the series' terms below fall under 1e-15.
constexpr double kAsymptoticThreshold = -30.0;

// S(t) = Φ(−t) t / φ(t) = 1 − 1/t² + 3/t⁴ − 15/t⁶ + … (Abramowitz & Stegun 26.2.12).
double millsSeries(double t) {
    const double u = 1.0 / (t * t);
    return 1.0 + u * (-1.0 + u * (3.0 + u * (-15.0 + u * (105.0 + u * (-945.0 + u * 10395.0)))));
}

} // namespace

double logSigmoid(double x) {
    return x >= 0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x));
}

double logNormalPdf(double x) {
    return -0.5 * x * x - 0.5 * std::log(2.0 * std::numbers::pi);
}

double logNormalCdf(double x) {
    if (x > kAsymptoticThreshold) {
        return std::log(normalCdf(x));
    }
    const double t = -x;
    return logNormalPdf(t) - std::log(t) + std::log(millsSeries(t));
}

double inverseMillsRatio(double x) {
    if (x > kAsymptoticThreshold) {
        return normalPdf(x) / normalCdf(x);
    }
    const double t = -x;
    return t / millsSeries(t);
}

} // namespace pairrank::stats
