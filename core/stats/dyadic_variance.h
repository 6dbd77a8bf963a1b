// The variance of a sum over observations of pairs of units (dyads: judgements of two
// texts) whose errors are correlated whenever two observations share a unit — the
// dyadic-robust ("sandwich") variance of Fafchamps & Gubert (2007, J. Dev. Econ. 83,
// eq. 5) and Aronow, Samii & Assenova (2015, Political Analysis 23, eq. 4).
//
// For a linear estimator θ̂ − θ = Σ_k z_k, with z_k = cᵀx_k e_k the k-th observation's
// influence (c a row of (XᵀX)⁻¹, e_k its residual), the variance is estimated by the
// sum of z_k z_l over every pair of observations (k, l), k = l included, that share at
// least one unit. Counting by unit and subtracting what two units shared counts twice:
//   V = Σ_u (Σ_{k ∋ u} z_k)² − Σ_{u<v} (Σ_{k = {u, v}} z_k)².                        (1)
// With independent observations this is White's heteroskedasticity-robust Σ_k z_k², and
// it grows with the correlation of observations that share a text — which the classical
// σ̂²(XᵀX)⁻¹ ignores. (1) can fall below Σ_k z_k² (even below 0) by chance when signs
// alternate around cycles of units; the estimate is the larger of the two, the
// conservative choice, since the noise in (1) cannot show that sharing units makes the sum
// more certain than independent observations would.
#pragma once

#include <span>

namespace pairrank::stats {

struct Dyad {
    int first = 0; // unit ids, ≥ 0 and distinct within a dyad; any order
    int second = 0;
};

struct DyadicVariance {
    double variance = 0.0; // max((1), Σ_k z_k²); 0 for no observations
    int units = 0;         // distinct units in the dyads, G of the small-sample corrections
};

// Contract: influence and dyads have one entry per observation; unit ids are small
// (a table of the largest id + 1 entries is kept). O(n log n) in the observations.
DyadicVariance dyadicRobustVariance(std::span<const double> influence, std::span<const Dyad> dyads);

} // namespace pairrank::stats
