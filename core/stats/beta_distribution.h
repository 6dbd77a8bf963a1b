// The Beta distribution: log-beta, the regularised incomplete beta function and
// its inverse, for exact Beta credible intervals (observed win rate, evaluator
// accuracies) without Monte Carlo error.
//
// Intervals here are equal-tailed and come from the quantile function, not from
// draws. Every function checks its arguments and returns an Error naming the bad
// one (non-finite or non-positive shape, x or probability outside its range).
#pragma once

#include "result.h"

namespace pairrank::stats {

// A closed interval [lower, upper].
struct CredibleInterval {
    double lower = 0.0;
    double upper = 0.0;
};

// Shape parameters of Beta(alpha, beta); both must be finite and > 0.
struct BetaShape {
    double alpha = 1.0;
    double beta = 1.0;
};

Status checkBetaShape(const BetaShape& shape);

double logBeta(double a, double b); // log B(a, b) for finite a, b > 0 (not checked)

// I_x(a, b) = P(X ≤ x) for X ~ Beta(a, b); x in [0, 1].
// Lentz's continued fraction (Numerical Recipes §6.4), relative error ≈ 1e-14.
Result<double> betaCdf(const BetaShape& shape, double x);

// The x with I_x(a, b) = probability; probability in [0, 1].
// Newton steps on I_x safeguarded by (geometric) bisection; relative error ≈ 1e-15.
Result<double> betaQuantile(const BetaShape& shape, double probability);

// The t with P(|T| ≤ t) = level for T ~ Student's t with ν degrees of freedom: the
// two-sided critical value (1.96 → 2.045 at ν = 29 for level 0.95), from the identity
// P(|T| ≤ t) = I_x(½, ν/2) with x = t²/(ν + t²). ν finite and > 0, level in (0, 1).
Result<double> studentTCriticalValue(double degreesOfFreedom, double level);

// The equal-tailed interval holding `level` of the mass, level in (0, 1).
Result<CredibleInterval> betaInterval(const BetaShape& shape, double level);

double betaMean(const BetaShape& shape);

// The mode: (a − 1)/(a + b − 2) when a, b > 1; 0 or 1 when the density is
// monotone and unbounded or maximal at that end; 0.5 for the flat Beta(1, 1).
// For a, b < 1 (U-shaped, two modes) it returns an Error.
Result<double> betaMode(const BetaShape& shape);

// A Beta posterior with its mean, mode and equal-tailed interval.
struct BetaSummary {
    BetaShape shape;
    double mean = 0.0;
    double mode = 0.0;
    CredibleInterval interval;
};

Result<BetaSummary> summariseBeta(const BetaShape& shape, double level);

} // namespace pairrank::stats
