// The scoring models of DESIGN.md §3 behind one entry point.
//
//   win-ratio        wins / comparisons involving the candidate (paper 001 eq. 6)
//   avg-prob         mean probability of winning over both positions (paper 000 §4.2)
//   bt               hard Bradley–Terry on decisions p > 0.5, Zermelo/MM with 1/(N−1)
//                    prior wins (paper 000 §4.2); `bt-newman` uses Newman's iteration
//   poe-gaussian     linear Gaussian experts, closed form (paper 000 eq. 8–12)
//   poe-bt           soft Bradley–Terry experts (= poe-sigmoid-beta with α = β = 0), Newton
//   poe-<f>-<dist>   generalised experts, f ∈ {identity, sigmoid, phi}, dist ∈ {gaussian, beta}
//
// The probabilistic models (poe-*) place a N(0, priorVariance) prior on every
// score and return the Laplace covariance; every model returns scores centred to mean 0.
#pragma once

#include "comparison.h"
#include "core/common/progress.h"
#include "expert.h"
#include "linear_algebra.h"
#include "result.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pairrank::stats {

class PoeObjective;

enum class ScoringMethod {
    WinRatio,
    AverageProbability,
    BradleyTerryZermelo,
    BradleyTerryNewman,
    PoeGaussianClosedForm,
    PoeExpert,
};

struct ModelSpec {
    ScoringMethod method = ScoringMethod::PoeExpert;
    Link link = Link::Sigmoid;                                  // PoeExpert only
    ExpertDistribution distribution = ExpertDistribution::Beta; // PoeExpert only

    // "win-ratio", "avg-prob", "bt", "bt-newman", "poe-gaussian", "poe-bt", "poe-<f>-<dist>".
    // Errors name the text; poe-identity-beta is refused (Beta needs f(d) in (0, 1)).
    static Result<ModelSpec> parse(std::string_view name);
    // The canonical name; poe-bt is the same model as poe-sigmoid-beta and is named so.
    std::string name() const;
    bool isProbabilistic() const; // has a posterior: poe-gaussian and poe-*
    // The expert this model multiplies: its link and distribution (identity-Gaussian for
    // poe-gaussian), with the numbers (α, β, σ², Beta shifts) taken from `numbers`.
    ExpertSpec expertWith(const ExpertSpec& numbers) const;
};

enum class HomeAdvantageMode {
    None,     // δ = 0
    Fixed,    // δ = value
    Estimate, // δ = logit(mean p) (paper 000 A.8); for the linear Gaussian, β = mean p (A.7)
    Fit, // δ is a maximum-likelihood parameter fitted jointly with the scores (paper 002 §3.3)
};

struct HomeAdvantage {
    HomeAdvantageMode mode = HomeAdvantageMode::None;
    double value = 0.0;
    // "none", "estimate", "fit" or a number.
    static Result<HomeAdvantage> parse(std::string_view text);
};

// An absolute-score expert on one candidate (paper 002 §3.2): N(s_n; mean, variance),
// weighted like a comparison's expert. See absolute_expert.h for moment matching.
struct AbsoluteExpert {
    int candidate = 0;
    double mean = 0.0;
    double variance = 1.0;
    double weight = 1.0;
};

struct FitOptions {
    double priorVariance =
        1.0; // σ0² of the N(0, σ0²) prior on every score (paper 002's unit prior)
    HomeAdvantage homeAdvantage;
    ExpertSpec expert; // link and distribution are taken from ModelSpec; the numbers from here
    // Optional per-comparison variances for the linear Gaussian expert (same length as
    // the comparisons); empty means expert.gaussianVariance for all.
    std::span<const double> comparisonVariances;
    std::vector<AbsoluteExpert> absoluteExperts;
    bool computeCovariance = true;
    std::optional<Vector> warmStart; // scores to start Newton from (length N), e.g. the last fit
    std::optional<double> warmStartHomeAdvantage;
    double gradientTolerance = 1e-10; // Newton stops when the gradient's max-norm falls below it
    int maxIterations = 100;
    // poe-* models: FitResult::objective holds the posterior's objective (for the pair
    // variances of local_pair_variances.h, which need no covariance).
    bool keepObjective = false;
    // Models fitted by Newton's method: asked before each iteration (NewtonOptions); an
    // Abort ends the fit with kCancelledMessage.
    common::ProgressCallback progress;
};

// The largest pool for which the engine forms an N × N matrix (a closed form's precision,
// a Laplace covariance: 200 MB at 5,000). Above it poe-gaussian is fitted by Newton's
// method with conjugate gradients instead of its closed form, and rankings and runs keep
// no covariance (run::kLargePoolAboveCandidates; a ranking of stored judgements draws its
// posterior from a smaller size on, analysis::kRankingCovarianceLimit).
inline constexpr int kDenseMatrixLimit = 5000;

// Home advantage (Estimate): δ is where the expert predicts the mean p: logit(mean p) for
// σ (paper 000 A.8), Φ⁻¹(mean p) for Φ, α (mean p − β) for the identity (≡ β = mean p,
// paper 000 A.7). Fit: δ has a flat prior and is fitted jointly with the scores.
//
// Centring: the reported scores are shifted to mean 0, but `covariance` is the Laplace
// covariance of the posterior itself, not the singular covariance (I − 11ᵀ/N) Σ (I − 11ᵀ/N)
// of the centred scores: pair variances and reordering probabilities are unchanged by a
// shift, and the entropy needs a non-singular Σ. Without absolute experts the MAP is
// centred already (the pair terms' gradient sums to 0, so Σ_n s_n / σ0² = 0 there).
struct FitResult {
    Vector scores;                    // centred to mean 0
    std::optional<Matrix> covariance; // Laplace covariance of the scores (poe-* only)
    std::optional<double> entropy;    // ranking entropy of the Laplace Gaussian (paper 002 §4.3)
    double homeAdvantage = 0.0;       // δ used or fitted
    std::optional<double> homeAdvantageStandardError; // when fitted
    int iterations = 0;
    double gradientNorm = 0.0; // max-norm of the log-posterior gradient at the result (poe-*)
    std::shared_ptr<const PoeObjective> objective; // with FitOptions::keepObjective (poe-*)
};

// Validates the comparisons (checkComparisons) and the options, then fits.
Result<FitResult> fitModel(const ModelSpec& model, std::span<const Comparison> comparisons,
                           int candidateCount, const FitOptions& options = {});

} // namespace pairrank::stats
