#include "incremental_posterior.h"

#include "poe_newton.h"
#include "sherman_morrison.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pairrank::stats {

namespace {

constexpr int kMaximumStepHalvings = 20;
// Below this Newton decrement a quasi-Newton step is taken whole (no line search):
// the quadratic model of F is then accurate (for self-concordant F, below 1/4 Newton's
// method is in its quadratic phase).
constexpr double kFullStepDecrement = 0.25;

Status checkOptions(const IncrementalPosteriorOptions& options) {
    if (!std::isfinite(options.priorVariance) || options.priorVariance <= 0.0) {
        return Error{"priorVariance " + std::to_string(options.priorVariance) +
                     " is not finite and > 0"};
    }
    if (!std::isfinite(options.homeAdvantage)) {
        return Error{"homeAdvantage is not finite"};
    }
    if (options.exactRefitInterval < 1) {
        return Error{"exactRefitInterval " + std::to_string(options.exactRefitInterval) +
                     " is below 1"};
    }
    if (options.quasiNewtonSteps < 0) {
        return Error{"quasiNewtonSteps " + std::to_string(options.quasiNewtonSteps) +
                     " is negative"};
    }
    if (std::isnan(options.driftTolerance) || options.driftTolerance <= 0.0) {
        return Error{"driftTolerance " + std::to_string(options.driftTolerance) + " is not > 0"};
    }
    return Status::success();
}

} // namespace

IncrementalPosterior::IncrementalPosterior(PoeObjective objective,
                                           const IncrementalPosteriorOptions& options)
    : m_objective(std::move(objective))
    , m_options(options)
    , m_scores(Vector::Zero(m_objective.candidateCount()))
    , m_covariance(Matrix::Identity(m_objective.candidateCount(), m_objective.candidateCount()) *
                   options.priorVariance) {}

Result<IncrementalPosterior>
IncrementalPosterior::create(const ExpertSpec& expert, int candidateCount,
                             std::span<const Comparison> initial,
                             const IncrementalPosteriorOptions& options) {
    if (candidateCount < 1) {
        return Error{"candidate count " + std::to_string(candidateCount) + " is below 1"};
    }
    if (const Status status = checkOptions(options); !status) {
        return status.error();
    }
    auto objective = PoeObjective::create(expert, options.priorVariance, candidateCount);
    if (!objective) {
        return objective.error();
    }
    if (const Status status = objective->add(initial); !status) {
        return status.error();
    }
    IncrementalPosterior posterior(std::move(*objective), options);
    if (const Status status = posterior.refitExactly(); !status) {
        return status.error();
    }
    return posterior;
}

Status IncrementalPosterior::add(const Comparison& comparison) {
    return add(std::span<const Comparison>(&comparison, 1));
}

Status IncrementalPosterior::add(std::span<const Comparison> comparisons) {
    if (comparisons.empty()) {
        return Status::success();
    }
    if (const Status status = m_objective.add(comparisons); !status) {
        return status;
    }
    m_sinceExactRefit += static_cast<int>(comparisons.size());
    if (m_options.exactEveryStep || m_sinceExactRefit >= m_options.exactRefitInterval) {
        return refitExactly();
    }
    // Fold every comparison into Σ (deferred rank-one corrections) and into the cached
    // gradient g and Σg, in O(N) per comparison; the corrections reach Σ itself in the
    // same pass that multiplies by it.
    std::vector<RankOneCorrection> corrections;
    for (const Comparison& comparison : comparisons) {
        const double d = m_scores[comparison.a] - m_scores[comparison.b] + m_options.homeAdvantage;
        const ExpertTerms terms =
            evaluateExpert(m_objective.expert(), d, clampProbability(comparison.p));
        auto correction =
            pairPrecisionCorrection(m_covariance, corrections, comparison.a, comparison.b,
                                    std::max(-comparison.weight * terms.second, 0.0));
        if (!correction) {
            // Σ is no longer trustworthy; an exact refit rebuilds it from F.
            ++m_driftRefits;
            return refitExactly();
        }
        // F gains −w ℓ(d): its gradient changes by −w ℓ'(d) (e_a − e_b), and Σ(e_a − e_b) is
        // the correction's direction (Σ before this comparison's correction).
        const double gradientChange = -comparison.weight * terms.first;
        m_gradient[comparison.a] += gradientChange;
        m_gradient[comparison.b] -= gradientChange;
        const Vector& u = correction->direction;
        m_covarianceTimesGradient += gradientChange * u;
        m_covarianceTimesGradient -= (correction->factor * u.dot(m_gradient)) * u;
        corrections.push_back(std::move(*correction));
    }
    takeQuasiNewtonSteps(corrections);
    if (!(m_newtonDecrement <= m_options.driftTolerance)) {
        ++m_driftRefits;
        return refitExactly();
    }
    return Status::success();
}

void IncrementalPosterior::takeQuasiNewtonSteps(std::vector<RankOneCorrection>& corrections) {
    const double delta = m_options.homeAdvantage;
    std::optional<double> value; // F(μ), evaluated only when a line search needs it
    for (int step = 0;; ++step) {
        // Σg is current: −Σg is the quasi-Newton step, √(gᵀΣg) the Newton decrement.
        m_newtonDecrement = std::sqrt(std::max(0.0, m_gradient.dot(m_covarianceTimesGradient)));
        if (step == m_options.quasiNewtonSteps || m_newtonDecrement <= m_options.driftTolerance) {
            break;
        }
        if (m_newtonDecrement <= kFullStepDecrement) {
            // Close to the MAP the full step is taken without evaluating F; a step that
            // went wrong shows in the decrement afterwards, which forces an exact refit.
            m_scores -= m_covarianceTimesGradient;
            value.reset();
        } else {
            if (!value) {
                value = m_objective.value(m_scores, delta);
            }
            double stepLength = 1.0;
            bool accepted = false;
            for (int halving = 0; halving < kMaximumStepHalvings && !accepted; ++halving) {
                Vector trial = m_scores - stepLength * m_covarianceTimesGradient;
                const double trialValue = m_objective.value(trial, delta);
                // Near the optimum F changes by less than its rounding error.
                if (std::isfinite(trialValue) &&
                    trialValue <= *value + 1e-12 * std::max(1.0, std::abs(*value))) {
                    m_scores = std::move(trial);
                    value = trialValue;
                    accepted = true;
                }
                stepLength *= 0.5;
            }
            if (!accepted) {
                break;
            }
        }
        m_gradient = m_objective.gradient(m_scores, delta).scores;
        // One pass over Σ applies the pending corrections and forms Σ_old g; the
        // corrections' share of the product then costs O(N) each.
        m_covarianceTimesGradient = applyCorrections(m_covariance, corrections, m_gradient);
        for (const RankOneCorrection& correction : corrections) {
            m_covarianceTimesGradient -=
                (correction.factor * correction.direction.dot(m_gradient)) * correction.direction;
        }
        corrections.clear();
    }
    if (!corrections.empty()) {
        static_cast<void>(
            applyCorrections(m_covariance, corrections, Vector::Zero(m_covariance.rows())));
    }
    m_gradientNorm = m_gradient.size() > 0 ? m_gradient.lpNorm<Eigen::Infinity>() : 0.0;
}

Status IncrementalPosterior::refitExactly() {
    NewtonOptions newton;
    newton.homeAdvantage = m_options.homeAdvantage;
    newton.warmStart = m_scores;
    newton.gradientTolerance = m_options.gradientTolerance;
    newton.maxIterations = m_options.maxIterations;
    newton.computeCovariance = true;
    auto fitted = maximisePosterior(m_objective, newton);
    if (!fitted) {
        return Error{"exact refit: " + fitted.error().message};
    }
    m_scores = std::move(fitted->scores);
    m_covariance = std::move(*fitted->covariance);
    m_gradientNorm = fitted->gradientNorm;
    m_gradient = m_objective.gradient(m_scores, m_options.homeAdvantage).scores;
    m_covarianceTimesGradient = m_covariance * m_gradient;
    m_newtonDecrement = std::sqrt(std::max(0.0, m_gradient.dot(m_covarianceTimesGradient)));
    ++m_exactRefits;
    m_sinceExactRefit = 0;
    return Status::success();
}

} // namespace pairrank::stats
