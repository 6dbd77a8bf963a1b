#include "model_fitting.h"

#include "core/stats/laplace_draws.h"

namespace pairrank::analysis {

Result<ModelChoice> ModelChoice::from(const QString& model, HomeAdvantageSetting homeAdvantage,
                                      double priorVariance) {
    const auto spec = stats::ModelSpec::parse(model.toStdString());
    if (!spec) {
        return makeError(
            QStringLiteral("model: %1").arg(QString::fromStdString(spec.error().message)));
    }
    if (!(priorVariance > 0.0)) {
        return makeError(QStringLiteral("prior_variance must be > 0"));
    }
    return ModelChoice{*spec, homeAdvantage, priorVariance};
}

stats::FitOptions fitOptionsFor(const ModelChoice& choice, bool hasComparisons,
                                const stats::FitResult* previous, bool computeCovariance) {
    stats::FitOptions options;
    options.priorVariance = choice.priorVariance;
    options.computeCovariance = computeCovariance;
    if (hasComparisons) {
        switch (choice.homeAdvantage) {
        case HomeAdvantageSetting::None:
            options.homeAdvantage.mode = stats::HomeAdvantageMode::None;
            break;
        case HomeAdvantageSetting::FixedFromMean:
            options.homeAdvantage.mode = stats::HomeAdvantageMode::Estimate;
            break;
        case HomeAdvantageSetting::Fitted:
            options.homeAdvantage.mode = stats::HomeAdvantageMode::Fit;
            break;
        }
    }
    if (previous != nullptr) {
        options.warmStart = previous->scores;
        options.warmStartHomeAdvantage = previous->homeAdvantage;
    }
    return options;
}

Result<stats::FitResult>
fitComparisons(const ModelChoice& choice, std::span<const stats::Comparison> comparisons,
               int candidateCount, const stats::FitResult* previous, bool computeCovariance,
               std::span<const stats::AbsoluteExpert> absoluteExperts, bool keepObjective,
               const common::ProgressCallback& progress) {
    const stats::FitResult* warm =
        previous != nullptr && previous->scores.size() == candidateCount ? previous : nullptr;
    stats::FitOptions options = fitOptionsFor(choice, !comparisons.empty(), warm,
                                              computeCovariance && choice.isProbabilistic());
    options.absoluteExperts.assign(absoluteExperts.begin(), absoluteExperts.end());
    options.keepObjective = keepObjective;
    options.progress = progress;
    auto fitted = stats::fitModel(choice.spec, comparisons, candidateCount, options);
    if (!fitted) {
        return fromStats(
            QStringLiteral("fitting %1").arg(QString::fromStdString(choice.spec.name())),
            fitted.error());
    }
    return std::move(fitted).value();
}

namespace {

// Curvatures depend on score differences only, so the centred scores give the MAP's.
Result<stats::LaplacePrecision> precisionOf(const stats::FitResult& fit) {
    Q_ASSERT(fit.objective != nullptr);
    auto precision = stats::LaplacePrecision::create(*fit.objective, fit.scores, fit.homeAdvantage,
                                                     fit.homeAdvantageStandardError.has_value());
    if (!precision) {
        return fromStats(QStringLiteral("posterior of the fit"), precision.error());
    }
    return std::move(precision).value();
}

Result<stats::StochasticEstimate> entropyOf(const stats::FitResult& fit,
                                            const stats::LaplacePrecision& precision, quint64 seed,
                                            const common::ProgressCallback& progress) {
    stats::LogDeterminantOptions options;
    options.seed = seed;
    options.progress = progress;
    const auto entropy = stats::stochasticRankingEntropy(*fit.objective, precision, options);
    if (!entropy) {
        return fromStats(QStringLiteral("ranking entropy"), entropy.error());
    }
    return *entropy;
}

} // namespace

Result<SampledPosterior> samplePosterior(const stats::FitResult& fit, int draws, quint64 seed,
                                         const common::ProgressCallback& progress) {
    const auto precision = precisionOf(fit);
    if (!precision) {
        return precision.error();
    }
    stats::LaplaceDrawOptions options;
    options.draws = draws;
    options.seed = seed;
    options.progress = progress;
    auto sample = stats::drawLaplaceScores(*fit.objective, *precision, fit.scores, options);
    if (!sample) {
        return fromStats(QStringLiteral("drawing the posterior"), sample.error());
    }
    const auto entropy = entropyOf(fit, *precision, seed, progress);
    if (!entropy) {
        return entropy.error();
    }
    return SampledPosterior{std::move(sample).value(), *entropy};
}

Result<stats::StochasticEstimate> estimateRankingEntropy(const stats::FitResult& fit,
                                                         quint64 seed) {
    const auto precision = precisionOf(fit);
    if (!precision) {
        return precision.error();
    }
    return entropyOf(fit, *precision, seed, {});
}

} // namespace pairrank::analysis
