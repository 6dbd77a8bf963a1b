#include "beta_distribution.h"

#include <cmath>
#include <limits>
#include <string>

namespace pairrank::stats {
namespace {

// Continued fraction for I_x(a, b), valid and fast for x < (a + 1)/(a + b + 2)
// (Numerical Recipes 3rd ed. §6.4, modified Lentz's method).
double incompleteBetaContinuedFraction(double a, double b, double x) {
    constexpr int kMaxIterations = 10000;
    constexpr double kEpsilon = 1e-15;
    constexpr double kTiny = 1e-300;
    const double qab = a + b;
    const double qap = a + 1.0;
    const double qam = a - 1.0;
    double c = 1.0;
    double d = 1.0 - qab * x / qap;
    if (std::abs(d) < kTiny) {
        d = kTiny;
    }
    d = 1.0 / d;
    double h = d;
    for (int m = 1; m <= kMaxIterations; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        d = std::abs(d) < kTiny ? kTiny : d;
        c = 1.0 + aa / c;
        c = std::abs(c) < kTiny ? kTiny : c;
        d = 1.0 / d;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        d = std::abs(d) < kTiny ? kTiny : d;
        c = 1.0 + aa / c;
        c = std::abs(c) < kTiny ? kTiny : c;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::abs(delta - 1.0) < kEpsilon) {
            break;
        }
    }
    return h;
}

double betaCdfUnchecked(double a, double b, double x) {
    if (x <= 0.0) {
        return 0.0;
    }
    if (x >= 1.0) {
        return 1.0;
    }
    const double logFront = a * std::log(x) + b * std::log1p(-x) - logBeta(a, b);
    if (x < (a + 1.0) / (a + b + 2.0)) {
        return std::exp(logFront) * incompleteBetaContinuedFraction(a, b, x) / a;
    }
    // Symmetry I_x(a, b) = 1 − I_{1−x}(b, a) keeps the fraction in its fast region.
    return 1.0 - std::exp(logFront) * incompleteBetaContinuedFraction(b, a, 1.0 - x) / b;
}

double logBetaDensity(double a, double b, double x) {
    return (a - 1.0) * std::log(x) + (b - 1.0) * std::log1p(-x) - logBeta(a, b);
}

} // namespace

Status checkBetaShape(const BetaShape& shape) {
    if (!std::isfinite(shape.alpha) || shape.alpha <= 0.0) {
        return Error{"Beta shape alpha must be finite and > 0, got " + std::to_string(shape.alpha)};
    }
    if (!std::isfinite(shape.beta) || shape.beta <= 0.0) {
        return Error{"Beta shape beta must be finite and > 0, got " + std::to_string(shape.beta)};
    }
    return Status::success();
}

double logBeta(double a, double b) {
    return std::lgamma(a) + std::lgamma(b) - std::lgamma(a + b);
}

Result<double> betaCdf(const BetaShape& shape, double x) {
    if (const Status status = checkBetaShape(shape); !status) {
        return status.error();
    }
    if (!(x >= 0.0 && x <= 1.0)) {
        return Error{"Beta CDF argument x must be in [0, 1], got " + std::to_string(x)};
    }
    return betaCdfUnchecked(shape.alpha, shape.beta, x);
}

Result<double> betaQuantile(const BetaShape& shape, double probability) {
    if (const Status status = checkBetaShape(shape); !status) {
        return status.error();
    }
    if (!(probability >= 0.0 && probability <= 1.0)) {
        return Error{"Beta quantile probability must be in [0, 1], got " +
                     std::to_string(probability)};
    }
    if (probability == 0.0) {
        return 0.0;
    }
    if (probability == 1.0) {
        return 1.0;
    }
    const double a = shape.alpha;
    const double b = shape.beta;
    // Start from the tail approximations I_x ≈ x^a / (a B(a, b)) near 0 and
    // 1 − I_x ≈ (1 − x)^b / (b B(a, b)) near 1 when they apply, else from the mean.
    const double logB = logBeta(a, b);
    const double mean = a / (a + b);
    double x = mean;
    const double lowerTailGuess = std::exp((std::log(probability * a) + logB) / a);
    const double upperTailGuess = 1.0 - std::exp((std::log((1.0 - probability) * b) + logB) / b);
    if (lowerTailGuess < mean && probability < betaCdfUnchecked(a, b, mean)) {
        x = lowerTailGuess;
    } else if (upperTailGuess > mean && probability > betaCdfUnchecked(a, b, mean)) {
        x = upperTailGuess;
    }
    double lower = 0.0;
    double upper = 1.0;
    for (int iteration = 0; iteration < 1000; ++iteration) {
        const double error = betaCdfUnchecked(a, b, x) - probability;
        if (error > 0.0) {
            upper = x;
        } else {
            lower = x;
        }
        if (error == 0.0 || upper - lower < 1e-15 * upper) {
            break;
        }
        const double density = std::exp(logBetaDensity(a, b, x));
        double next = x - error / density;
        // Newton leaves the bracket near the ends of unbounded densities: bisect
        // instead, geometrically while the bracket spans orders of magnitude.
        if (!std::isfinite(next) || next <= lower || next >= upper) {
            next = lower == 0.0
                       ? upper / 16.0
                       : (upper > 4.0 * lower ? std::sqrt(lower * upper) : 0.5 * (lower + upper));
        }
        if (next == x) {
            break;
        }
        x = next;
    }
    return x;
}

Result<CredibleInterval> betaInterval(const BetaShape& shape, double level) {
    if (!(level > 0.0 && level < 1.0)) {
        return Error{"interval level must be in (0, 1), got " + std::to_string(level)};
    }
    const Result<double> lower = betaQuantile(shape, 0.5 * (1.0 - level));
    if (!lower) {
        return lower.error();
    }
    const Result<double> upper = betaQuantile(shape, 0.5 * (1.0 + level));
    if (!upper) {
        return upper.error();
    }
    return CredibleInterval{*lower, *upper};
}

Result<double> studentTCriticalValue(double degreesOfFreedom, double level) {
    if (!(std::isfinite(degreesOfFreedom) && degreesOfFreedom > 0.0)) {
        return Error{"Student's t degrees of freedom must be finite and > 0, got " +
                     std::to_string(degreesOfFreedom)};
    }
    if (!(level > 0.0 && level < 1.0)) {
        return Error{"Student's t level must be in (0, 1), got " + std::to_string(level)};
    }
    const Result<double> x = betaQuantile(BetaShape{0.5, 0.5 * degreesOfFreedom}, level);
    if (!x) {
        return x.error();
    }
    return std::sqrt(degreesOfFreedom * *x / (1.0 - *x));
}

double betaMean(const BetaShape& shape) {
    return shape.alpha / (shape.alpha + shape.beta);
}

Result<double> betaMode(const BetaShape& shape) {
    if (const Status status = checkBetaShape(shape); !status) {
        return status.error();
    }
    const double a = shape.alpha;
    const double b = shape.beta;
    if (a > 1.0 && b > 1.0) {
        return (a - 1.0) / (a + b - 2.0);
    }
    if (a == 1.0 && b == 1.0) {
        return 0.5;
    }
    if (a <= 1.0 && b >= 1.0) {
        return 0.0;
    }
    if (a >= 1.0 && b <= 1.0) {
        return 1.0;
    }
    return Error{"Beta(" + std::to_string(a) + ", " + std::to_string(b) +
                 ") is U-shaped and has two modes"};
}

Result<BetaSummary> summariseBeta(const BetaShape& shape, double level) {
    const Result<double> mode = betaMode(shape);
    if (!mode) {
        return mode.error();
    }
    const Result<CredibleInterval> interval = betaInterval(shape, level);
    if (!interval) {
        return interval.error();
    }
    return BetaSummary{shape, betaMean(shape), *mode, *interval};
}

} // namespace pairrank::stats
