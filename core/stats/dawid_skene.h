// Bayesian Dawid–Skene model for two generators and E evaluators (paper 004 §3.4,
// Model 1), with PairRank's convention P(h_i = 0) = p = P(G0 preferred):
//   p ~ Beta(αp, βp);  q0ᵉ ~ Beta(α0ᵉ, β0ᵉ);  q1ᵉ ~ Beta(α1ᵉ, β1ᵉ)
//   h_i ~ Bernoulli(1 − p)  (h_i = 0: G0 truly better)
//   t_iᵉ | h_i = 0 ~ P(t = 0) = q0ᵉ;  t_iᵉ | h_i = 1 ~ P(t = 1) = q1ᵉ
// Items with a human label have h_i observed ("gold"); missing evaluator labels
// simply contribute no factor.
//
// Inference for one evaluator: independent draws from the exact posterior
// (dawid_skene_exact.cpp), which Gibbs sampling approaches slowly when the data barely
// identify the accuracies. For several evaluators: a Gibbs sampler that exploits conjugacy (instead
// of the paper's NUTS + binary Gibbs–Metropolis in PyMC): (1) latent labels given the parameters,
// (2) Beta draws of p, q0ᵉ, q1ᵉ given the latent labels. With binary labels the conditional of h_i
// depends only on item i's label pattern, so items are grouped by pattern and step (1) draws, per
// pattern, how many of its items have h = 0 from a Binomial: exactly the distribution of drawing
// every item separately, at a cost of O(patterns · E) per sweep instead of O(n · E).
// sampleDawidSkeneItemByItem is the literal item-by-item sampler; the tests check
// both give the same posterior.
//
// Chains start from dispersed points p ~ U(0.1, 0.9), q ~ U(0.6, 0.95) (evaluators
// better than chance, which fixes the label-switching symmetry of the likelihood)
// and run `warmup` sweeps before `draws` kept sweeps. Convergence: split R̂ and
// ESS for p and every q (mcmc_diagnostics.h).
//
// Prior settings (paper 004 §4.3):
//   none             – human labels ignored; q ~ Beta(2, 1)
//   in-distribution  – the pair's human labels are gold labels; q ~ Beta(2, 1)
//   out-of-distribution – the pair's human labels ignored; q from another pair's
//                      counts, normalised to pseudo-count 1 (eq. 12–13)
// p ~ Beta(1, 1) in all three (the paper leaves αp, βp open).
#pragma once

#include "beta_distribution.h"
#include "draw_summary.h"
#include "mcmc_diagnostics.h"
#include "result.h"
#include "win_rate_data.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace pairrank::stats {

struct EvaluatorPrior {
    BetaShape q0{2.0, 1.0};
    BetaShape q1{2.0, 1.0};
};

struct DawidSkeneModel {
    BetaShape p{1.0, 1.0};
    std::vector<EvaluatorPrior> evaluators; // one per evaluator of the data
};

enum class DawidSkeneSampler {
    Automatic, // Exact for one evaluator (up to kMaximumExactCells), Gibbs otherwise
    Gibbs,     // always the pattern-count Gibbs sampler
    Exact,     // independent draws from the exact posterior; one evaluator only
};
const char* dawidSkeneSamplerName(DawidSkeneSampler sampler);

// The exact one-evaluator sampler tabulates (m0 + 1)(m1 + 1) cells (m0, m1: unlabelled
// items the evaluator gave to G0, G1); Automatic uses it up to this many (about 40 MB).
inline constexpr long long kMaximumExactCells = 5'000'000;

struct DawidSkeneOptions {
    int chains = 4;    // ≥ 1 (≥ 2 for a meaningful R̂)
    int draws = 20000; // kept sweeps per chain, ≥ 4
    int warmup = 1000; // discarded sweeps per chain, ≥ 0
    double level = 0.95;
    std::uint64_t seed = 0;
    int threads = 0; // chains run in parallel on this many threads; ≤ 0: all cores.
                     // Each chain has its own stream, so results do not depend on it.
    DawidSkeneSampler sampler = DawidSkeneSampler::Automatic;
};

// Raw chains: p[chain][draw], q0[evaluator][chain][draw], q1 likewise.
struct DawidSkeneDraws {
    std::vector<std::vector<double>> p;
    std::vector<std::vector<std::vector<double>>> q0;
    std::vector<std::vector<std::vector<double>>> q1;
    int patternCount = 0; // distinct label patterns among the unlabelled items
    int goldItems = 0;    // items with an observed human label
    DawidSkeneSampler sampler = DawidSkeneSampler::Gibbs; // the one that drew them
};

struct ParameterPosterior {
    PosteriorSummary summary;
    ChainDiagnostics diagnostics;
};

struct DawidSkeneResult {
    ParameterPosterior p;
    std::vector<ParameterPosterior> q0; // per evaluator
    std::vector<ParameterPosterior> q1;
    int patternCount = 0;
    int goldItems = 0;
    int chains = 0;
    int draws = 0;
    int warmup = 0;
    DawidSkeneSampler sampler = DawidSkeneSampler::Gibbs; // Exact or Gibbs
};

// Convergence warnings for the report, one sentence each (empty when none): a parameter
// with split R̂ > 1.01 or a total effective sample size below 400 (Vehtari et al. 2021,
// "Rank-normalization, folding, and localization", §4: R̂ < 1.01, ESS > 400).
std::vector<std::string> convergenceWarnings(const DawidSkeneResult& result,
                                             std::span<const std::string> evaluatorNames);

enum class PriorSetting { None, InDistribution, OutOfDistribution };
const char* priorSettingName(PriorSetting setting);

// q0 ~ Beta((s0 + 1)/(n0 + 2), (n0 − s0 + 1)/(n0 + 2)), q1 likewise (paper 004 eq. 12–13).
EvaluatorPrior outOfDistributionPrior(const AccuracyCounts& ood);

// The data and model for one prior setting: strips the human labels for `None`
// and `OutOfDistribution`, builds the priors (Beta(2, 1), or eq. 12–13 from
// `oodCounts`, one entry per evaluator). Errors: in-distribution without any
// human label; OOD with oodCounts of the wrong size or an evaluator whose OOD
// counts have no human label at all.
struct PreparedDawidSkene {
    WinRateData data;
    DawidSkeneModel model;
};
Result<PreparedDawidSkene> prepareDawidSkene(const WinRateData& data, PriorSetting setting,
                                             std::span<const AccuracyCounts> oodCounts = {});

// Both samplers validate data, model and options and return an Error naming the
// bad field: invalid data (checkWinRateData), model.evaluators.size() ≠ E, a bad
// Beta shape, chains < 1, draws < 4, warmup < 0, level outside (0, 1), the Exact
// sampler with E ≠ 1. sampleDawidSkene draws with options.sampler; the item-by-item
// sampler is always Gibbs.
Result<DawidSkeneDraws> sampleDawidSkene(const WinRateData& data, const DawidSkeneModel& model,
                                         const DawidSkeneOptions& options);
Result<DawidSkeneDraws> sampleDawidSkeneItemByItem(const WinRateData& data,
                                                   const DawidSkeneModel& model,
                                                   const DawidSkeneOptions& options);

// Posterior mean, KDE mode (support [0, 1]) and interval of the pooled chains,
// with split R̂ and ESS per parameter.
Result<DawidSkeneResult> summariseDawidSkene(const DawidSkeneDraws& draws, double level);

// sampleDawidSkene followed by summariseDawidSkene.
Result<DawidSkeneResult> fitDawidSkene(const WinRateData& data, const DawidSkeneModel& model,
                                       const DawidSkeneOptions& options);

} // namespace pairrank::stats
