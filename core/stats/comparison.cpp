#include "comparison.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pairrank::stats {

double clampProbability(double p) {
    return std::clamp(p, kProbabilityFloor, 1.0 - kProbabilityFloor);
}

double logit(double p) {
    const double clamped = clampProbability(p);
    return std::log(clamped / (1.0 - clamped));
}

double sigmoid(double x) {
    if (x >= 0) {
        return 1.0 / (1.0 + std::exp(-x));
    }
    const double e = std::exp(x);
    return e / (1.0 + e);
}

double normalCdf(double x) {
    return 0.5 * std::erfc(-x / std::numbers::sqrt2);
}

double normalPdf(double x) {
    return std::exp(-0.5 * x * x) / std::sqrt(2.0 * std::numbers::pi);
}

double normalQuantile(double q) {
    // Acklam's rational approximation (relative error 1.15e-9) refined by one
    // Halley step on Φ, which brings it to machine precision.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    if (!(q > 0.0 && q < 1.0)) {
        return q == 0.0 ? -INFINITY : (q == 1.0 ? INFINITY : NAN);
    }
    constexpr double low = 0.02425;
    double x = 0;
    if (q < low) {
        const double t = std::sqrt(-2 * std::log(q));
        x = (((((c[0] * t + c[1]) * t + c[2]) * t + c[3]) * t + c[4]) * t + c[5]) /
            ((((d[0] * t + d[1]) * t + d[2]) * t + d[3]) * t + 1);
    } else if (q <= 1 - low) {
        const double u = q - 0.5;
        const double r = u * u;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * u /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        const double t = std::sqrt(-2 * std::log(1 - q));
        x = -(((((c[0] * t + c[1]) * t + c[2]) * t + c[3]) * t + c[4]) * t + c[5]) /
            ((((d[0] * t + d[1]) * t + d[2]) * t + d[3]) * t + 1);
    }
    const double e = normalCdf(x) - q;
    const double u = e * std::sqrt(2 * std::numbers::pi) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

Status checkComparisons(std::span<const Comparison> comparisons, int candidateCount) {
    if (candidateCount < 0) {
        return Error{"candidate count must not be negative"};
    }
    for (std::size_t k = 0; k < comparisons.size(); ++k) {
        const Comparison& c = comparisons[k];
        const std::string where = "comparison " + std::to_string(k) + ": ";
        if (c.a < 0 || c.a >= candidateCount) {
            return Error{where + "field a = " + std::to_string(c.a) + " is outside [0, " +
                         std::to_string(candidateCount) + ")"};
        }
        if (c.b < 0 || c.b >= candidateCount) {
            return Error{where + "field b = " + std::to_string(c.b) + " is outside [0, " +
                         std::to_string(candidateCount) + ")"};
        }
        if (c.a == c.b) {
            return Error{where + "fields a and b name the same candidate " + std::to_string(c.a)};
        }
        if (!std::isfinite(c.p) || c.p <= 0.0 || c.p >= 1.0) {
            return Error{where + "field p = " + std::to_string(c.p) +
                         " is not a probability strictly between 0 and 1"};
        }
        if (!std::isfinite(c.weight) || c.weight < 0.0) {
            return Error{where + "field weight = " + std::to_string(c.weight) +
                         " is not a finite number >= 0"};
        }
    }
    return Status::success();
}

} // namespace pairrank::stats
