// The win rate by prediction-powered inference with power tuning (PPI++:
// Angelopoulos, Duchi & Zrnic 2023, "PPI++: Efficient Prediction-Powered Inference",
// arXiv:2311.01453, §2 and its mean-estimation example): the LLM judges' verdicts on
// every item, corrected by the human-versus-judge differences on the human-labelled
// items, with the weight λ of the correction chosen to minimise the variance.
//
// Notation: Y_i = 1 when humans prefer G0 on item i (the win rate p = P(G0 preferred),
// win_rate_data.h); f_i ∈ [0, 1] the judges' prediction of Y_i (itemPrediction); L the
// n human-labelled items, U the N others, T = n + N. For any λ,
//
//   p̂_λ = Ȳ_L + λ (f̄_U − f̄_L).                                                    (1)
//
// λ = 0 is the classical estimate from the human labels alone; λ = 1 is PPI.
//
// Estimands. The validity condition is that L is a uniformly random subset of the items
// (labels chosen by the judge's confidence, say, bias every estimate below).
// * Distribution (PPI++'s θ = E[Y] of the population the items were drawn from):
//     Var p̂_λ = Var(Y − λ f) / n + λ² Var(f) / N,                                  (2)
//   minimised by λ* = Cov(Y, f) / ((1 + n/N) Var f).                                (3)
// * Items (the human win rate over these T items, p_T = (1/T) Σ_i Y_i — the quantity
//   a human labelling every item would report). With w_i = (N/T) Y_i − λ f_i,
//     p̂_λ − p_T = (N/T)(Ȳ_L − Ȳ_U) − λ (f̄_L − f̄_U) = w̄_L − w̄_U,
//   and for a random subset L (simple random sampling without replacement; Cochran,
//   Sampling Techniques, 3rd ed., §7.7, the difference estimator)
//     Var(p̂_λ − p_T) = S²_w (1/n + 1/N),                                          (4)
//   minimised by the same λ* of (3): dS²_w/dλ = 0 gives λ = (N/T) Cov/Var f and
//   N/T = 1/(1 + n/N). At λ*, (4) is (N/(nT)) Var Y (1 − ρ²) against (2)'s
//   (Var Y/n)(1 − (N/T) ρ²): narrower, most of all when a large share is labelled
//   (with every item labelled p_T is known exactly).
//
// λ is estimated as in (3) from the labelled items' covariance and the variance of f over
// all items, clipped to [0, 1] (as the reference implementation, ppi_py, does); the
// variances in (2) and (4) are sample variances (n − 1) over L (and U for f). Below
// kMinimumLabelsForTuning labelled items the covariance is too noisy to tune λ — in
// simulation the tuned interval then covered 90% instead of 95%, for almost no gain in
// width — and λ = 0 (the labels alone, Wilson's interval).
//
// Intervals. Wald (the paper's): p̂ ± z · se, clipped to [0, 1]. With the few labelled
// items a pair often has, it fails as the Wald interval of a proportion does: when the
// labelled Y are nearly all equal, se collapses. Score (default) inverts the test instead,
// as Wilson's interval does for a proportion: both variances are Var Y (1 − r) times a
// constant c, where r is the share of Var Y the correction removes —
//   items:        c = N/(nT),  r = (2κλ Cov − λ² Var f)/(κ² Var Y), κ = N/T   (from (4))
//   distribution: c = 1/n,     r = (2λ Cov − (1 + n/N) λ² Var f)/Var Y       (from (2))
// (at λ* these are r = ρ² and r = (N/T) ρ², ρ the correlation of Y and f) — and Var Y is
// taken at the hypothesised win rate, p0(1 − p0), so the interval is
//   { p0 : (p̂ − p0)² ≤ z² c (1 − r) p0 (1 − p0) },
// Wilson's interval with n replaced by the effective 1/(c (1 − r)); λ = 0, N → ∞ gives
// Wilson's exactly. r is estimated from the labelled items and, against the optimism of a
// correlation fitted to few points, capped at the adjusted ρ̂²_adj = 1 − (1 − ρ̂²)(n − 1)/(n − 2)
// (times N/T for the distribution); it is never below 0. When λ is fitted to the labelled
// items, the quantile is Student's t with n − 2 degrees of freedom instead of z, as for the
// regression estimator with an estimated slope (Cochran §7.9); a fixed λ keeps z.
#pragma once

#include "beta_distribution.h"
#include "result.h"
#include "win_rate_data.h"

#include <optional>

namespace pairrank::stats {

inline constexpr int kMinimumLabelsForTuning = 10;

enum class PpiEstimand {
    Items,        // the human win rate over the items in the data
    Distribution, // the win rate of the population the items were drawn from (PPI++)
};

enum class PpiInterval {
    Score, // Wilson-type, by inverting the test (default)
    Wald,  // p̂ ± z · se (the paper's)
};

struct PpiOptions {
    double level = 0.95; // in (0, 1)
    PpiEstimand estimand = PpiEstimand::Items;
    PpiInterval interval = PpiInterval::Score;
    // A fixed λ (finite); unset: the power-tuned λ* of (3) (0 below kMinimumLabelsForTuning).
    std::optional<double> lambda;
};

struct PpiResult {
    double estimate = 0.0; // p̂_λ of (1), clipped to [0, 1]
    CredibleInterval interval;
    double standardError = 0.0;     // √ of (2) or (4) with the sample variances
    double varianceReduction = 0.0; // r of the score interval (0 for Wald)
    double lambda = 0.0;
    int labelled = 0;            // n
    int unlabelled = 0;          // N
    double predictionMean = 0.0; // f̄ over all items
    // λ = 0 under the same estimand: the human labels alone.
    double classicalEstimate = 0.0;
    double classicalStandardError = 0.0;
};

// f_i: the share of the item's evaluator labels that prefer G0; 0.5 when no evaluator
// labelled it (an uninformative prediction keeps every item in the estimate).
double itemPrediction(const WinRateData& data, int item);

// Errors: invalid data (checkWinRateData); fewer than 3 human-labelled items (the
// message says to label a random sample of items); level outside (0, 1); a non-finite λ.
Result<PpiResult> predictionPoweredWinRate(const WinRateData& data, const PpiOptions& options = {});

// Student's t quantile t_ν(probability) for ν > 0 and probability in (0, 1).
Result<double> studentTQuantile(double degreesOfFreedom, double probability);

const char* ppiEstimandName(PpiEstimand estimand);
const char* ppiIntervalName(PpiInterval interval);

} // namespace pairrank::stats
