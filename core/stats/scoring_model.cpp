#include "scoring_model.h"

#include "baseline_scores.h"
#include "bradley_terry.h"
#include "gaussian_poe.h"
#include "poe_newton.h"
#include "poe_objective.h"
#include "posterior.h"

#include <charconv>
#include <cmath>
#include <string>

namespace pairrank::stats {
namespace {

Vector centred(const Vector& scores) {
    return scores.size() > 0 ? Vector(scores.array() - scores.mean()) : scores;
}

std::optional<Link> parseLink(std::string_view text) {
    if (text == "identity") {
        return Link::Identity;
    }
    if (text == "sigmoid") {
        return Link::Sigmoid;
    }
    if (text == "phi") {
        return Link::Phi;
    }
    return std::nullopt;
}

std::optional<ExpertDistribution> parseDistribution(std::string_view text) {
    if (text == "gaussian") {
        return ExpertDistribution::Gaussian;
    }
    if (text == "beta") {
        return ExpertDistribution::Beta;
    }
    return std::nullopt;
}

// The δ at which the expert predicts the mean probability p̄: logit(p̄) for σ (paper 000
// A.8), Φ⁻¹(p̄) for Φ, and α (p̄ − β) for the identity — the shift equivalent to β = p̄
// (paper 000 A.7). Each sets the mode of the expert at d = 0 for an average judgement.
double estimatedHomeAdvantage(const ExpertSpec& spec, double meanProbability) {
    switch (spec.link) {
    case Link::Identity:
        return spec.gaussianScale * (meanProbability - spec.gaussianOffset);
    case Link::Sigmoid:
        return logit(meanProbability);
    case Link::Phi:
        return normalQuantile(clampProbability(meanProbability));
    }
    return 0.0;
}

Status checkOptions(const ModelSpec& model, std::span<const Comparison> comparisons,
                    int candidateCount, const FitOptions& options) {
    if (candidateCount < 0) {
        return Error{"candidateCount = " + std::to_string(candidateCount) + " must be >= 0"};
    }
    if (const Status status = checkComparisons(comparisons, candidateCount); !status.ok()) {
        return status;
    }
    if (!std::isfinite(options.priorVariance) || options.priorVariance <= 0.0) {
        return Error{"priorVariance = " + std::to_string(options.priorVariance) +
                     " must be finite and > 0"};
    }
    if (options.homeAdvantage.mode == HomeAdvantageMode::Fixed &&
        !std::isfinite(options.homeAdvantage.value)) {
        return Error{"homeAdvantage: a fixed value must be finite"};
    }
    if (options.warmStart && options.warmStart->size() != candidateCount) {
        return Error{"warmStart has length " + std::to_string(options.warmStart->size()) +
                     " but there are " + std::to_string(candidateCount) + " candidates"};
    }
    if (options.warmStartHomeAdvantage && !std::isfinite(*options.warmStartHomeAdvantage)) {
        return Error{"warmStartHomeAdvantage must be finite"};
    }
    if (!options.comparisonVariances.empty() &&
        options.comparisonVariances.size() != comparisons.size()) {
        return Error{"comparisonVariances has " +
                     std::to_string(options.comparisonVariances.size()) + " entries for " +
                     std::to_string(comparisons.size()) + " comparisons"};
    }
    if (!model.isProbabilistic()) {
        const std::string name = model.name();
        if (options.homeAdvantage.mode != HomeAdvantageMode::None) {
            return Error{"homeAdvantage: applies only to poe-* models, not " + name};
        }
        if (!options.absoluteExperts.empty()) {
            return Error{"absoluteExperts: apply only to poe-* models, not " + name};
        }
        if (!options.comparisonVariances.empty()) {
            return Error{"comparisonVariances: apply only to Gaussian poe-* models, not " + name};
        }
    }
    return Status::success();
}

Result<FitResult> fitBaseline(const ModelSpec& model, std::span<const Comparison> comparisons,
                              int candidateCount) {
    FitResult result;
    switch (model.method) {
    case ScoringMethod::WinRatio:
        result.scores = centred(winRatioScores(comparisons, candidateCount));
        return result;
    case ScoringMethod::AverageProbability:
        result.scores = centred(averageProbabilityScores(comparisons, candidateCount));
        return result;
    default: {
        BradleyTerryOptions options;
        options.iteration = model.method == ScoringMethod::BradleyTerryNewman
                                ? BradleyTerryIteration::Newman
                                : BradleyTerryIteration::Zermelo;
        auto fitted = fitHardBradleyTerry(comparisons, candidateCount, options);
        if (!fitted.ok()) {
            return fitted.error();
        }
        result.scores = fitted->scores;
        result.iterations = fitted->iterations;
        return result;
    }
    }
}

Result<PoeObjective> buildObjective(const ExpertSpec& spec, std::span<const Comparison> comparisons,
                                    int candidateCount, const FitOptions& options) {
    auto objective = PoeObjective::create(spec, options.priorVariance, candidateCount);
    if (!objective.ok()) {
        return objective.error();
    }
    if (const Status status = objective->add(comparisons, options.comparisonVariances);
        !status.ok()) {
        return status.error();
    }
    for (const AbsoluteExpert& expert : options.absoluteExperts) {
        if (const Status status = objective->addAbsolute(expert); !status.ok()) {
            return status.error();
        }
    }
    return objective;
}

Result<FitResult> fitPoe(const ModelSpec& model, std::span<const Comparison> comparisons,
                         int candidateCount, const FitOptions& options) {
    const ExpertSpec spec = model.expertWith(options.expert);
    auto objective = buildObjective(spec, comparisons, candidateCount, options);
    if (!objective.ok()) {
        return objective.error();
    }
    const HomeAdvantageMode mode = options.homeAdvantage.mode;
    double homeAdvantage = 0.0;
    if (mode == HomeAdvantageMode::Fixed) {
        homeAdvantage = options.homeAdvantage.value;
    } else if (mode == HomeAdvantageMode::Estimate) {
        homeAdvantage = estimatedHomeAdvantage(spec, objective->meanProbability());
    }

    FitResult result;
    // The closed form solves with the dense N × N precision: above kDenseMatrixLimit
    // Newton with conjugate gradients solves the same quadratic (in one step).
    if (model.method == ScoringMethod::PoeGaussianClosedForm && mode != HomeAdvantageMode::Fit &&
        candidateCount <= kDenseMatrixLimit) {
        auto solved = solveGaussianPoe(*objective, homeAdvantage, options.computeCovariance);
        if (!solved.ok()) {
            return solved.error();
        }
        result.scores = std::move(solved->scores);
        result.covariance = std::move(solved->covariance);
        result.homeAdvantage = homeAdvantage;
        const auto gradient = objective->gradient(result.scores, homeAdvantage);
        result.gradientNorm = candidateCount > 0 ? gradient.scores.lpNorm<Eigen::Infinity>() : 0.0;
    } else {
        // The linear Gaussian with a fitted δ is quadratic in (s, δ) too: Newton solves it
        // in one step, so it shares this path instead of a second closed form.
        NewtonOptions newton;
        newton.fitHomeAdvantage = mode == HomeAdvantageMode::Fit;
        newton.homeAdvantage = newton.fitHomeAdvantage
                                   ? options.warmStartHomeAdvantage.value_or(
                                         estimatedHomeAdvantage(spec, objective->meanProbability()))
                                   : homeAdvantage;
        newton.warmStart = options.warmStart;
        newton.gradientTolerance = options.gradientTolerance;
        newton.maxIterations = options.maxIterations;
        newton.computeCovariance = options.computeCovariance;
        newton.progress = options.progress;
        auto fitted = maximisePosterior(*objective, newton);
        if (!fitted.ok()) {
            return fitted.error();
        }
        result.scores = std::move(fitted->scores);
        result.covariance = std::move(fitted->covariance);
        result.homeAdvantage = fitted->homeAdvantage;
        result.homeAdvantageStandardError = fitted->homeAdvantageStandardError;
        result.iterations = fitted->iterations;
        result.gradientNorm = fitted->gradientNorm;
    }
    // Reported scores are centred; the covariance stays that of the posterior (see FitResult).
    result.scores = centred(result.scores);
    if (options.keepObjective) {
        result.objective = std::make_shared<const PoeObjective>(std::move(*objective));
    }
    if (result.covariance && candidateCount > 0) {
        auto entropy = checkedRankingEntropy(*result.covariance);
        if (!entropy.ok()) {
            return entropy.error();
        }
        result.entropy = *entropy;
    }
    return result;
}

} // namespace

Result<ModelSpec> ModelSpec::parse(std::string_view name) {
    ModelSpec spec;
    if (name == "win-ratio") {
        spec.method = ScoringMethod::WinRatio;
    } else if (name == "avg-prob") {
        spec.method = ScoringMethod::AverageProbability;
    } else if (name == "bt") {
        spec.method = ScoringMethod::BradleyTerryZermelo;
    } else if (name == "bt-newman") {
        spec.method = ScoringMethod::BradleyTerryNewman;
    } else if (name == "poe-gaussian") {
        spec.method = ScoringMethod::PoeGaussianClosedForm;
        spec.link = Link::Identity;
        spec.distribution = ExpertDistribution::Gaussian;
    } else if (name == "poe-bt") {
        spec.method = ScoringMethod::PoeExpert;
        spec.link = Link::Sigmoid;
        spec.distribution = ExpertDistribution::Beta;
    } else {
        const std::string text(name);
        const std::string unknown =
            "unknown model '" + text +
            "'; expected win-ratio, avg-prob, bt, bt-newman, poe-gaussian, poe-bt or "
            "poe-<identity|sigmoid|phi>-<gaussian|beta>";
        if (!name.starts_with("poe-")) {
            return Error{unknown};
        }
        const std::string_view rest = name.substr(4);
        const std::size_t dash = rest.find('-');
        if (dash == std::string_view::npos) {
            return Error{unknown};
        }
        const auto link = parseLink(rest.substr(0, dash));
        const auto distribution = parseDistribution(rest.substr(dash + 1));
        if (!link || !distribution) {
            return Error{unknown};
        }
        if (*link == Link::Identity && *distribution == ExpertDistribution::Beta) {
            return Error{"model '" + text +
                         "': the identity link cannot be combined with a Beta distribution "
                         "(Beta needs f(d) in (0, 1)); use poe-sigmoid-beta or poe-phi-beta"};
        }
        spec.method = ScoringMethod::PoeExpert;
        spec.link = *link;
        spec.distribution = *distribution;
    }
    return spec;
}

std::string ModelSpec::name() const {
    switch (method) {
    case ScoringMethod::WinRatio:
        return "win-ratio";
    case ScoringMethod::AverageProbability:
        return "avg-prob";
    case ScoringMethod::BradleyTerryZermelo:
        return "bt";
    case ScoringMethod::BradleyTerryNewman:
        return "bt-newman";
    case ScoringMethod::PoeGaussianClosedForm:
        return "poe-gaussian";
    case ScoringMethod::PoeExpert:
        break;
    }
    return "poe-" + linkName(link) + "-" + distributionName(distribution);
}

ExpertSpec ModelSpec::expertWith(const ExpertSpec& numbers) const {
    ExpertSpec expert = numbers;
    if (method == ScoringMethod::PoeGaussianClosedForm) {
        expert.link = Link::Identity;
        expert.distribution = ExpertDistribution::Gaussian;
    } else if (method == ScoringMethod::PoeExpert) {
        expert.link = link;
        expert.distribution = distribution;
    }
    return expert;
}

bool ModelSpec::isProbabilistic() const {
    return method == ScoringMethod::PoeGaussianClosedForm || method == ScoringMethod::PoeExpert;
}

Result<HomeAdvantage> HomeAdvantage::parse(std::string_view text) {
    if (text == "none") {
        return HomeAdvantage{HomeAdvantageMode::None, 0.0};
    }
    if (text == "estimate") {
        return HomeAdvantage{HomeAdvantageMode::Estimate, 0.0};
    }
    if (text == "fit") {
        return HomeAdvantage{HomeAdvantageMode::Fit, 0.0};
    }
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [position, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc() || position != end || !std::isfinite(value)) {
        return Error{"home advantage '" + std::string(text) +
                     "' is not none, estimate, fit or a finite number"};
    }
    return HomeAdvantage{HomeAdvantageMode::Fixed, value};
}

Result<FitResult> fitModel(const ModelSpec& model, std::span<const Comparison> comparisons,
                           int candidateCount, const FitOptions& options) {
    if (const Status status = checkOptions(model, comparisons, candidateCount, options);
        !status.ok()) {
        return status.error();
    }
    if (!model.isProbabilistic()) {
        return fitBaseline(model, comparisons, candidateCount);
    }
    return fitPoe(model, comparisons, candidateCount, options);
}

} // namespace pairrank::stats
