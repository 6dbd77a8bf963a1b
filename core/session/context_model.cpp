#include "context_model.h"

#include "core/stats/positional_bias.h"
#include "core/stats/posterior.h"

#include <algorithm>

namespace pairrank::session {

ContextModel::ContextModel(ModelChoice choice, int candidateCount)
    : m_choice(std::move(choice))
    , m_candidateCount(candidateCount)
    , m_scores(stats::Vector::Zero(candidateCount)) {}

void ContextModel::add(const stats::Comparison& comparison) {
    m_comparisons.push_back(comparison);
}

const stats::Matrix* ContextModel::covariance() const {
    if (m_incremental) {
        return &m_incremental->covariance();
    }
    if (m_exact && m_exact->covariance) {
        return &*m_exact->covariance;
    }
    return nullptr;
}

std::optional<double> ContextModel::entropy() {
    if (!m_incremental) {
        return m_exact ? m_exact->entropy : std::nullopt;
    }
    if (m_entropyAtExactRefit != m_incremental->exactRefitCount()) {
        auto entropy = stats::checkedRankingEntropy(m_incremental->covariance());
        m_entropy = entropy ? std::optional<double>(*entropy) : std::nullopt;
        m_entropyAtExactRefit = m_incremental->exactRefitCount();
    }
    return m_entropy;
}

Status ContextModel::refresh() {
    if (isCurrent()) {
        return {};
    }
    const bool incremental =
        m_choice.isProbabilistic() && m_candidateCount > kIncrementalAboveCandidates;
    return incremental ? refreshIncremental() : refitExactly();
}

Status ContextModel::refitExactly() {
    auto fitted =
        fitComparisons(m_choice, m_comparisons, m_candidateCount, m_exact ? &*m_exact : nullptr);
    if (!fitted) {
        return fitted.error();
    }
    m_exact = std::move(fitted).value();
    m_scores = m_exact->scores;
    m_homeAdvantage = m_exact->homeAdvantage;
    m_homeAdvantageError = m_exact->homeAdvantageStandardError;
    m_folded = m_comparisons.size();
    m_fitted = true;
    return {};
}

Result<double> ContextModel::currentHomeAdvantage() {
    const std::span<const stats::Comparison> comparisons(m_comparisons);
    if (comparisons.empty() || m_choice.homeAdvantage == HomeAdvantageSetting::None) {
        return 0.0;
    }
    if (m_choice.homeAdvantage == HomeAdvantageSetting::FixedFromMean &&
        m_choice.expert().link == stats::Link::Sigmoid) {
        // δ = logit(mean p) (paper 000 A.8), without a fit.
        auto estimate = stats::estimateHomeAdvantage(comparisons);
        if (!estimate) {
            return makeError(QString::fromStdString(estimate.error().message));
        }
        return *estimate;
    }
    // Other links, or a fitted δ: a fit without the covariance gives it.
    auto fitted = fitComparisons(m_choice, comparisons, m_candidateCount,
                                 m_exact ? &*m_exact : nullptr, false);
    if (!fitted) {
        return fitted.error();
    }
    m_homeAdvantageError = fitted->homeAdvantageStandardError;
    return fitted->homeAdvantage;
}

Status ContextModel::rebuildIncremental() {
    auto homeAdvantage = currentHomeAdvantage();
    if (!homeAdvantage) {
        return homeAdvantage.error();
    }
    stats::IncrementalPosteriorOptions options;
    options.priorVariance = m_choice.priorVariance;
    options.homeAdvantage = *homeAdvantage;
    options.exactRefitInterval = std::max(50, m_candidateCount);
    auto posterior = stats::IncrementalPosterior::create(m_choice.expert(), m_candidateCount,
                                                         m_comparisons, options);
    if (!posterior) {
        return makeError(QStringLiteral("fitting %1: %2")
                             .arg(QString::fromStdString(m_choice.spec.name()),
                                  QString::fromStdString(posterior.error().message)));
    }
    m_incremental = std::move(posterior).value();
    m_homeAdvantage = *homeAdvantage;
    m_foldedAtRebuild = m_comparisons.size();
    m_entropyAtExactRefit = -1;
    return {};
}

Status ContextModel::refreshIncremental() {
    const std::size_t rebuildInterval = static_cast<std::size_t>(std::max(200, m_candidateCount));
    const bool homeAdvantageMoves = m_choice.homeAdvantage != HomeAdvantageSetting::None;
    if (!m_incremental ||
        (homeAdvantageMoves && m_comparisons.size() - m_foldedAtRebuild >= rebuildInterval)) {
        if (Status status = rebuildIncremental(); !status) {
            return status;
        }
    } else {
        const std::span<const stats::Comparison> fresh =
            std::span<const stats::Comparison>(m_comparisons).subspan(m_folded);
        if (auto status = m_incremental->add(fresh); !status) {
            return makeError(QStringLiteral("updating the posterior: %1")
                                 .arg(QString::fromStdString(status.error().message)));
        }
    }
    // The posterior's own scores are centred only without absolute experts; report centred.
    const stats::Vector& scores = m_incremental->scores();
    m_scores = scores.array() - scores.mean();
    m_folded = m_comparisons.size();
    m_fitted = true;
    return {};
}

} // namespace pairrank::session
