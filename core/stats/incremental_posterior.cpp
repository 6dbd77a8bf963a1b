#include "incremental_posterior.h"

#include "poe_newton.h"
#include "posterior.h"
#include "sherman_morrison.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
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
    if (options.exactRefitInterval < 0) {
        return Error{"exactRefitInterval " + std::to_string(options.exactRefitInterval) +
                     " is negative"};
    }
    if (options.quasiNewtonSteps < 0) {
        return Error{"quasiNewtonSteps " + std::to_string(options.quasiNewtonSteps) +
                     " is negative"};
    }
    if (std::isnan(options.driftTolerance) || options.driftTolerance <= 0.0) {
        return Error{"driftTolerance " + std::to_string(options.driftTolerance) + " is not > 0"};
    }
    if (std::isnan(options.curvatureTolerance) || options.curvatureTolerance <= 0.0) {
        return Error{"curvatureTolerance " + std::to_string(options.curvatureTolerance) +
                     " is not > 0"};
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
                   options.priorVariance)
    , m_degree(static_cast<std::size_t>(m_objective.candidateCount()), 0) {}

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
    for (const AbsoluteExpert& absolute : options.absoluteExperts) {
        if (const Status status = objective->addAbsolute(absolute); !status) {
            return status.error();
        }
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
    return addComparisons(comparisons, nullptr);
}

Status IncrementalPosterior::add(std::span<const Comparison> comparisons, FoldAhead ahead) {
    return addComparisons(comparisons, &ahead);
}

Status IncrementalPosterior::addComparisons(std::span<const Comparison> comparisons,
                                            FoldAhead* ahead) {
    if (comparisons.empty() && ahead == nullptr) {
        return Status::success();
    }
    const std::uint64_t versionBefore = m_version;
    if (const Status status = m_objective.add(comparisons); !status) {
        return status;
    }
    ++m_version;
    m_sinceExactRefit += static_cast<int>(comparisons.size());
    if (m_options.exactEveryStep ||
        (m_options.exactRefitInterval > 0 && m_sinceExactRefit >= m_options.exactRefitInterval)) {
        return refitExactly();
    }
    indexNewPairs();
    const bool aheadTaken = ahead != nullptr && ahead->version == versionBefore;
    if ((aheadTaken && !takeFoldAhead(*ahead)) || !relinearise()) {
        // Σ could not take the new curvatures; an exact refit rebuilds it from F.
        ++m_driftRefits;
        return refitExactly();
    }
    updateGradient();
    takeQuasiNewtonSteps();
    if (!(m_newtonDecrement <= m_options.driftTolerance)) {
        ++m_driftRefits;
        return refitExactly();
    }
    return Status::success();
}

Result<FoldAhead> IncrementalPosterior::prepareFoldAhead(std::span<const OrderedPair> asked) const {
    FoldAhead ahead;
    ahead.version = m_version;
    const int n = candidateCount();
    for (const OrderedPair& pair : asked) {
        if (pair.a < 0 || pair.a >= n || pair.b < 0 || pair.b >= n || pair.a == pair.b) {
            return Error{"fold ahead: pair (" + std::to_string(pair.a) + ", " +
                         std::to_string(pair.b) + ") is not two candidates of " +
                         std::to_string(n)};
        }
        const double d = m_scores[pair.a] - m_scores[pair.b] + m_options.homeAdvantage;
        ahead.changes.push_back({pair.a, pair.b, expectedCurvature(m_objective.expert(), d)});
    }
    ahead.covariance = m_covariance;
    auto fall = addPairPrecisions(ahead.covariance, ahead.changes);
    if (!fall) {
        return Error{"fold ahead: " + fall.error().message};
    }
    ahead.logDeterminantFall = *fall;
    return ahead;
}

bool IncrementalPosterior::takeFoldAhead(FoldAhead& ahead) {
    const auto count = static_cast<std::uint64_t>(candidateCount());
    std::vector<PairPrecisionChange> unanswered;
    for (const PairPrecisionChange& change : ahead.changes) {
        const auto found = m_pairIndex.find(static_cast<std::uint64_t>(change.a) * count +
                                            static_cast<std::uint64_t>(change.b));
        if (found == m_pairIndex.end()) {
            unanswered.push_back({change.a, change.b, -change.precision});
            continue;
        }
        m_representedCurvature[found->second] += change.precision;
        m_representedWeight[found->second] += 1.0;
    }
    m_covariance.swap(ahead.covariance);
    if (m_logDeterminant) {
        *m_logDeterminant -= ahead.logDeterminantFall;
    }
    if (unanswered.empty()) {
        return true;
    }
    const Result<double> fall = addPairPrecisions(m_covariance, unanswered);
    if (!fall) {
        return false;
    }
    if (m_logDeterminant) {
        *m_logDeterminant -= *fall;
    }
    return true;
}

void IncrementalPosterior::indexNewPairs() {
    const std::span<const PairObservation> pairs = m_objective.pairs();
    const auto count = static_cast<std::uint64_t>(candidateCount());
    for (std::size_t index = m_representedCurvature.size(); index < pairs.size(); ++index) {
        const PairObservation& pair = pairs[index];
        m_pairIndex.emplace(
            static_cast<std::uint64_t>(pair.a) * count + static_cast<std::uint64_t>(pair.b), index);
        m_largestDegree = std::max({m_largestDegree, ++m_degree[static_cast<std::size_t>(pair.a)],
                                    ++m_degree[static_cast<std::size_t>(pair.b)]});
    }
    m_representedCurvature.resize(pairs.size(), 0.0);
    m_representedWeight.resize(pairs.size(), 0.0);
}

bool IncrementalPosterior::relinearise() {
    const std::span<const PairObservation> pairs = m_objective.pairs();
    const Vector curvatures = m_objective.pairCurvatures(m_scores, m_options.homeAdvantage);
    // The share of the prior each pair may lean on: Σ_pairs r rᵀ (a graph Laplacian) ≼
    // 2 d_max I, so I/σ0² ≽ κ Σ_pairs r rᵀ with κ = 1 / (2 d_max σ0²), and
    // |r_ab − c_ab| ≤ τ (c_ab + κ) for every pair gives −τ H ≼ H_rep − H ≼ τ H.
    const double kappa =
        1.0 / (2.0 * static_cast<double>(std::max(1, m_largestDegree)) * m_options.priorVariance);
    const double tolerance = m_options.curvatureTolerance;
    std::vector<PairPrecisionChange> changes;
    std::vector<std::size_t> changed;
    for (std::size_t index = 0; index < pairs.size(); ++index) {
        const double target = std::max(curvatures[static_cast<Index>(index)], 0.0);
        const double represented = m_representedCurvature[index];
        const bool weightChanged = pairs[index].weight != m_representedWeight[index];
        if (weightChanged || std::abs(target - represented) > tolerance * (target + kappa)) {
            if (target != represented) {
                changes.push_back({pairs[index].a, pairs[index].b, target - represented});
            }
            changed.push_back(index);
        }
    }
    if (changes.empty()) {
        for (const std::size_t index : changed) {
            m_representedWeight[index] = pairs[index].weight;
        }
        return true;
    }
    // Folding m pairs costs about N² m / 2; a Newton refit and an inversion about N³.
    if (changes.size() > static_cast<std::size_t>(std::max(8, candidateCount() / 2))) {
        return false;
    }
    const Result<double> logDeterminantFall = addPairPrecisions(m_covariance, changes);
    if (!logDeterminantFall) {
        return false;
    }
    if (m_logDeterminant) {
        *m_logDeterminant -= *logDeterminantFall;
    }
    for (const std::size_t index : changed) {
        m_representedCurvature[index] = std::max(curvatures[static_cast<Index>(index)], 0.0);
        m_representedWeight[index] = pairs[index].weight;
    }
    m_curvatureUpdates += static_cast<long long>(changes.size());
    return true;
}

void IncrementalPosterior::updateGradient() {
    m_gradient = m_objective.gradient(m_scores, m_options.homeAdvantage).scores;
    m_covarianceTimesGradient.noalias() = m_covariance * m_gradient;
    m_newtonDecrement = std::sqrt(std::max(0.0, m_gradient.dot(m_covarianceTimesGradient)));
    m_gradientNorm = m_gradient.size() > 0 ? m_gradient.lpNorm<Eigen::Infinity>() : 0.0;
}

void IncrementalPosterior::takeQuasiNewtonSteps() {
    const double delta = m_options.homeAdvantage;
    for (int step = 0; step < m_options.quasiNewtonSteps; ++step) {
        // Σg is current: −Σg is the quasi-Newton step, √(gᵀΣg) the Newton decrement.
        if (m_newtonDecrement <= m_options.driftTolerance) {
            return;
        }
        if (m_newtonDecrement <= kFullStepDecrement) {
            // Close to the MAP the full step is taken without evaluating F; a step that
            // went wrong shows in the decrement afterwards, which forces an exact refit.
            m_scores -= m_covarianceTimesGradient;
        } else {
            const double value = m_objective.value(m_scores, delta);
            double stepLength = 1.0;
            bool accepted = false;
            for (int halving = 0; halving < kMaximumStepHalvings && !accepted; ++halving) {
                Vector trial = m_scores - stepLength * m_covarianceTimesGradient;
                const double trialValue = m_objective.value(trial, delta);
                // Near the optimum F changes by less than its rounding error.
                if (std::isfinite(trialValue) &&
                    trialValue <= value + 1e-12 * std::max(1.0, std::abs(value))) {
                    m_scores = std::move(trial);
                    accepted = true;
                }
                stepLength *= 0.5;
            }
            if (!accepted) {
                return;
            }
        }
        ++m_version;
        // The curvatures moved with μ: Σ follows them before the next decrement is taken.
        if (!relinearise()) {
            m_newtonDecrement = std::numeric_limits<double>::infinity(); // forces an exact refit
            return;
        }
        updateGradient();
    }
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
    m_logDeterminant.reset();
    // Σ is now the inverse of the exact Hessian: every pair is represented at this μ, with
    // its curvature as it is (a negative one is raised to 0 by the next re-linearisation).
    const std::span<const PairObservation> pairs = m_objective.pairs();
    const Vector curvatures = m_objective.pairCurvatures(m_scores, m_options.homeAdvantage);
    indexNewPairs();
    for (std::size_t index = 0; index < pairs.size(); ++index) {
        m_representedCurvature[index] = curvatures[static_cast<Index>(index)];
        m_representedWeight[index] = pairs[index].weight;
    }
    updateGradient();
    m_gradientNorm = fitted->gradientNorm;
    ++m_version;
    ++m_exactRefits;
    m_sinceExactRefit = 0;
    return Status::success();
}

Result<double> IncrementalPosterior::rankingEntropy() {
    const double n = static_cast<double>(candidateCount());
    const double constant = 0.5 * n * (1.0 + std::log(2.0 * std::numbers::pi));
    if (!m_logDeterminant) {
        auto entropy = checkedRankingEntropy(m_covariance);
        if (!entropy) {
            return entropy.error();
        }
        m_logDeterminant = 2.0 * (*entropy - constant);
    }
    return constant + 0.5 * *m_logDeterminant; // paper 002 §4.3
}

} // namespace pairrank::stats
