// Win rates of every pair of systems of a project by one Bayesian regression of the
// human label on the judges' verdicts, pooled across the pairs ("pooled regression").
//
// Why: BWRS and Dawid–Skene learn a judge's accuracy from each pair's own few human labels
// and treat the LLM verdicts through a confusion matrix shared by every item of the pair;
// PPI++ corrects one pair at a time. With 5–30 human labels per pair the intervals stay
// wide, and a confusion matrix shared across pairs is wrong for real judges (their
// accuracy depends on how far apart the two systems are). Two things are shared across
// the pairs here instead, each with a scale the data estimate, so that pairs that do not
// follow them fall back on their own labels:
//   * a calibration curve from the judges' mean verdict on a pair to the pair's human win
//     rate (a small-area model: Fay & Herriot 1979, JASA 74, 269–277), and
//   * the weight of each judge's verdict on an item within a pair (the regression
//     estimator of survey sampling, Cochran, Sampling Techniques, 3rd ed., §7.1).
//
// Model. Pair k has T_k items; Y_i = 1 when humans prefer G0 on item i (the convention of
// win_rate_data.h); v_ie = 1 when evaluator e prefers G0, 0 when G1; x_ie = v_ie − v̄_ke,
// its deviation from the evaluator's mean over pair k (0 where it gave no verdict);
// m_k = the mean over pair k's items of itemPrediction (win_rate_ppi.h), and
// g_k = logit(clamp(m_k, 0.02, 0.98)). Then
//
//   logit P(Y_i = 1) = θ_k + Σ_e c_e x_ie,        θ_k = a + b g_k + τ z_k,         (1)
//
// with z_k ~ N(0, 1), a, b ~ N(0, 1.5²), τ ~ half-N(0, 1.5²), c_e ~ N(0, ω²) and
// ω ~ half-N(0, 2²) — weakly informative on the logit scale; b is centred on 0, so no
// calibration of the judges is assumed.
//
// Estimand: the human win rate over the pair's items, p_k = (1/T_k) Σ_{i∈k} Y_i (the
// finite-population "items" estimand of win_rate_ppi.h: what a person labelling every
// item would report). Given the parameters, the labelled Y are known and the others are
// independent Bernoulli(σ(η_i)) by (1), so every draw of the parameters gives a draw
//
//   p_k = (Σ_{labelled} Y_i + Σ_{patterns} Binomial(n_pattern, σ(η_pattern))) / T_k,   (2)
//
// grouping a pair's unlabelled items by their verdicts, which share η. p_k takes the values
// j/T_k only, and an equal-tailed interval of such draws holds its end values whole, so it
// covers more than its level (98.3% for 95% on data drawn from the model's prior with 10 of 30
// items unlabelled; 96.3% with the spreading below, test_win_rate_pooled_regression). Each draw is
// therefore spread uniformly over its cell, j/T_k + U(−½, ½)/T_k (clipped to [0, 1]) — the mid-p
// correction of a discrete posterior — before the interval is read:
//
//   interval = the (1 ∓ level)/2 quantiles of the spread draws of (2).                   (3)
//
// When every item of a pair is labelled, p_k is known and the interval is that point.
//
// Validity: (1) needs the human labels of a pair to be missing at random given the judges'
// verdicts — a uniformly random sample of the items does it, and so does a sample chosen
// by the verdicts alone (e.g. where the judge looks least sure), unlike PPI++ and BWRS,
// which need a uniform sample. Labels chosen by anything else the person saw are not
// covered. A pair without any human label is estimated from the curve alone, with τ.
//
// Sampler: random-walk Metropolis within Gibbs on (z_k), a, b, log τ, log ω and (c_e), in
// the non-centred form above (Papaspiliopoulos, Roberts & Sköld 2007), interwoven with moves
// of a, b and log τ that hold every θ_k fixed (the centred form; Yu & Meng 2011), several
// steps of each z_k per sweep, one step size per parameter and pair adapted towards an
// acceptance of 0.44 during warm-up (Roberts & Rosenthal 2001) and fixed after;
// `chains` independent chains (Random::split), split R̂ and effective sample size of each
// p_k over them (mcmc_diagnostics.h). Deterministic for a seed.
#pragma once

#include "beta_distribution.h"
#include "core/common/progress.h"
#include "mcmc_diagnostics.h"
#include "result.h"
#include "win_rate_data.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace pairrank::stats {

inline constexpr int kMinimumLabelsForPooledRegression = 3;

struct PooledRegressionOptions {
    double level = 0.95; // in (0, 1)
    int warmup = 1000;   // per chain, ≥ 100 (adaptation happens in blocks of 100)
    int draws = 1000;    // kept per chain, ≥ 4
    int chains = 2;      // ≥ 1
    std::uint64_t seed = 1;
    int threads = 0; // chains run in parallel on this many threads; ≤ 0: all cores. The draws
                     // do not depend on it.
};

struct PooledRegressionPair {
    double mean = 0.0; // posterior mean of p_k
    CredibleInterval interval;
    int items = 0;
    int labelled = 0;
    ChainDiagnostics diagnostics; // of the p_k draws over the chains
};

struct PooledRegressionResult {
    std::vector<PooledRegressionPair> pairs; // in the order given
    std::vector<std::string> evaluators;     // the union of the pairs' evaluator names
    std::vector<double> judgeWeights;        // posterior mean of c_e, per evaluator above
    double calibrationSlope = 0.0;           // posterior mean of b
    double pairSpread = 0.0;                 // posterior mean of τ
    double largestRHat = 1.0;                // over the pairs
    double smallestEffectiveSampleSize = 0.0;
    // Every pair's chains within the limits of mcmc_diagnostics.h (hasSettled); when not,
    // the intervals carry Monte Carlo error and more draws or another seed are needed.
    bool settled = false;
};

// Errors: no pairs; invalid data (checkWinRateData; the pair named by index); fewer than
// kMinimumLabelsForPooledRegression human labels over all pairs (the message says to label
// a random sample of items); options out of range; an Abort of `progress`, which is asked
// (parallel_tasks.h: SharedProgress) before every 100 sweeps of each chain (done: such
// blocks begun, total: those of every chain), ends it with kCancelledMessage.
Result<PooledRegressionResult>
pooledRegressionWinRates(std::span<const SystemPairData> pairs,
                         const PooledRegressionOptions& options = {},
                         const common::ProgressCallback& progress = {});

} // namespace pairrank::stats
