// One way of fitting a context's comparisons for the run, the ranking job and
// the tests: the run settings' model, home-advantage mode and prior turned into
// stats::fitModel's options (DESIGN.md §3).
#pragma once

#include "core/common/progress.h"
#include "core/domain/error.h"
#include "core/stats/comparison.h"
#include "core/stats/scoring_model.h"
#include "core/stats/stochastic_log_determinant.h"
#include "model_settings.h"

#include <optional>
#include <span>

namespace pairrank::analysis {

struct ModelChoice {
    stats::ModelSpec spec;
    HomeAdvantageSetting homeAdvantage = HomeAdvantageSetting::None;
    double priorVariance = 1.0;

    // Errors name the model.
    static Result<ModelChoice> from(const QString& model, HomeAdvantageSetting homeAdvantage,
                                    double priorVariance);
    bool isProbabilistic() const { return spec.isProbabilistic(); }
    // The expert of the product (link, distribution, default numbers).
    stats::ExpertSpec expert() const { return spec.expertWith(stats::ExpertSpec{}); }
};

// The fitModel options for this choice. Without comparisons the home advantage is 0
// (there is no mean p to estimate it from, nor a likelihood to fit it to).
stats::FitOptions fitOptionsFor(const ModelChoice& choice, bool hasComparisons,
                                const stats::FitResult* previous = nullptr,
                                bool computeCovariance = true);

// Fits the comparisons and the absolute experts (poe-* models only; warm-started from
// `previous` when given and of the right size); keepObjective and progress:
// stats::FitOptions (an Abort returns cancelledError()).
Result<stats::FitResult>
fitComparisons(const ModelChoice& choice, std::span<const stats::Comparison> comparisons,
               int candidateCount, const stats::FitResult* previous = nullptr,
               bool computeCovariance = true,
               std::span<const stats::AbsoluteExpert> absoluteExperts = {},
               bool keepObjective = false, const common::ProgressCallback& progress = {});

// The Laplace posterior of `fit` without its covariance: `draws` draws of it
// (laplace_draws.h; one row per draw) and its ranking entropy by stochastic Lanczos
// quadrature (stochastic_log_determinant.h), seeded by `seed`, on every core.
struct SampledPosterior {
    stats::Matrix draws;
    stats::StochasticEstimate entropy;
};

// Precondition: the fit kept its objective (keepObjective). Errors name the failed step;
// `progress` is asked before each draw and each probe of the entropy, on every core (an
// Abort returns cancelledError()).
Result<SampledPosterior> samplePosterior(const stats::FitResult& fit, int draws, quint64 seed,
                                         const common::ProgressCallback& progress = {});
// The ranking entropy alone, as samplePosterior estimates it (the same probes for a seed).
Result<stats::StochasticEstimate> estimateRankingEntropy(const stats::FitResult& fit, quint64 seed);

} // namespace pairrank::analysis
