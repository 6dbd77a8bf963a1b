#include "context_model.h"

#include "core/stats/positional_bias.h"
#include "core/stats/posterior.h"

#include <algorithm>

namespace pairrank::run {

ContextModel::ContextModel(analysis::ModelChoice choice, int candidateCount)
    : m_choice(std::move(choice))
    , m_candidateCount(candidateCount)
    , m_scores(stats::Vector::Zero(candidateCount)) {}

ContextModel::~ContextModel() {
    static_cast<void>(takeFoldAhead());
}

void ContextModel::add(const stats::Comparison& comparison) {
    m_comparisons.push_back(comparison);
}

void ContextModel::setAbsoluteExperts(std::vector<stats::AbsoluteExpert> experts) {
    m_absoluteExperts = std::move(experts);
    m_absoluteChanged = true;
}

bool ContextModel::remove(const stats::Comparison& comparison) {
    const auto found = std::find(m_comparisons.rbegin(), m_comparisons.rend(), comparison);
    if (found == m_comparisons.rend()) {
        return false;
    }
    const auto position = std::next(found).base();
    if (static_cast<std::size_t>(position - m_comparisons.begin()) < m_folded) {
        --m_folded;
    }
    m_comparisons.erase(position);
    m_removed = true;
    return true;
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

std::optional<double> ContextModel::entropy() const {
    if (m_incremental) {
        return m_incrementalEntropy;
    }
    if (m_exact && m_exact->entropy) {
        return m_exact->entropy;
    }
    if (m_largePoolEntropy && m_largePoolEntropyFit == m_fitCount) {
        return m_largePoolEntropy;
    }
    return std::nullopt;
}

Result<double> ContextModel::largePoolEntropy() const {
    if (!m_exact || !m_exact->objective) {
        return makeError(QStringLiteral("no fit of a large pool to estimate the entropy of"));
    }
    if (m_largePoolEntropy && m_largePoolEntropyFit == m_fitCount) {
        return *m_largePoolEntropy;
    }
    const auto entropy = analysis::estimateRankingEntropy(*m_exact, 0);
    if (!entropy) {
        return entropy.error();
    }
    m_largePoolEntropy = entropy->value;
    m_largePoolEntropyFit = m_fitCount;
    return entropy->value;
}

void ContextModel::foldAhead(std::span<const stats::OrderedPair> asked) {
    if (!m_incremental || asked.empty()) {
        return;
    }
    static_cast<void>(takeFoldAhead()); // one at a time: a newer batch replaces the older fold
    const stats::IncrementalPosterior* posterior = &*m_incremental;
    m_foldAhead = std::async(
        std::launch::async,
        [posterior, pairs = std::vector<stats::OrderedPair>(asked.begin(), asked.end())]() {
            return posterior->prepareFoldAhead(pairs);
        });
}

std::optional<stats::FoldAhead> ContextModel::takeFoldAhead() {
    if (!m_foldAhead.valid()) {
        return std::nullopt;
    }
    stats::Result<stats::FoldAhead> prepared = m_foldAhead.get();
    if (!prepared) {
        return std::nullopt; // the refit folds the pairs itself
    }
    return std::move(prepared).value();
}

Status ContextModel::refresh() {
    if (isCurrent()) {
        return {};
    }
    std::optional<stats::FoldAhead> ahead = takeFoldAhead();
    ++m_fitCount;
    const bool incremental = m_choice.isProbabilistic() &&
                             m_candidateCount > kIncrementalAboveCandidates && !usesLargePool();
    if (!incremental) {
        return refitExactly();
    }
    const Status status = refreshIncremental(std::move(ahead));
    // Computed here, while nothing reads Σ on another thread (an O(N³) factorisation
    // only after an exact refit; otherwise kept by the determinant lemma).
    auto entropy = m_incremental ? m_incremental->rankingEntropy()
                                 : stats::Result<double>(stats::Error{"no posterior"});
    m_incrementalEntropy = entropy ? std::optional<double>(*entropy) : std::nullopt;
    return status;
}

Status ContextModel::refitExactly() {
    // A large pool keeps no covariance, but the objective, for the pair variances.
    const bool largePool = usesLargePool();
    auto fitted = analysis::fitComparisons(m_choice, m_comparisons, m_candidateCount,
                                           m_exact ? &*m_exact : nullptr, !largePool,
                                           m_absoluteExperts, largePool);
    if (!fitted) {
        return fitted.error();
    }
    m_absoluteChanged = false;
    m_removed = false;
    m_exact = std::move(fitted).value();
    m_scores = m_exact->scores;
    m_homeAdvantage = m_exact->homeAdvantage;
    m_homeAdvantageError = m_exact->homeAdvantageStandardError;
    m_folded = m_comparisons.size();
    m_fitted = true;
    return {};
}

Result<const stats::LocalPairVariances*> ContextModel::localPairVariances() const {
    if (!m_exact || !m_exact->objective) {
        return makeError(QStringLiteral("no fit of a large pool to take pair variances from"));
    }
    if (m_pairVariances && m_pairVariancesFit == m_fitCount) {
        return &*m_pairVariances;
    }
    // At the centred scores: the pair curvatures depend on score differences only (the
    // absolute experts' on the scores themselves, which centring moves by their mean).
    auto variances = stats::LocalPairVariances::create(
        *m_exact->objective, m_exact->scores, m_exact->homeAdvantage,
        m_choice.homeAdvantage == analysis::HomeAdvantageSetting::Fitted);
    if (!variances) {
        return makeError(QStringLiteral("pair variances: %1")
                             .arg(QString::fromStdString(variances.error().message)));
    }
    m_pairVariances = std::move(variances).value();
    m_pairVariancesFit = m_fitCount;
    return &*m_pairVariances;
}

Result<double> ContextModel::currentHomeAdvantage() {
    const std::span<const stats::Comparison> comparisons(m_comparisons);
    if (comparisons.empty() || m_choice.homeAdvantage == analysis::HomeAdvantageSetting::None) {
        return 0.0;
    }
    if (m_choice.homeAdvantage == analysis::HomeAdvantageSetting::FixedFromMean &&
        m_choice.expert().link == stats::Link::Sigmoid) {
        // δ = logit(mean p) (paper 000 A.8), without a fit.
        auto estimate = stats::estimateHomeAdvantage(comparisons);
        if (!estimate) {
            return makeError(QString::fromStdString(estimate.error().message));
        }
        return *estimate;
    }
    // Other links, or a fitted δ: a fit without the covariance gives it.
    auto fitted = analysis::fitComparisons(m_choice, comparisons, m_candidateCount,
                                           m_exact ? &*m_exact : nullptr, false, m_absoluteExperts);
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
    // No periodic O(N³) refits: re-linearisation keeps Σ within 1/(1 ± τ) of the exact
    // Laplace covariance (incremental_posterior.h); drift still forces an exact refit.
    options.exactRefitInterval = 0;
    options.curvatureTolerance = kCurvatureTolerance;
    options.absoluteExperts = m_absoluteExperts;
    auto posterior = stats::IncrementalPosterior::create(m_choice.expert(), m_candidateCount,
                                                         m_comparisons, options);
    if (!posterior) {
        return makeError(QStringLiteral("fitting %1: %2")
                             .arg(QString::fromStdString(m_choice.spec.name()),
                                  QString::fromStdString(posterior.error().message)));
    }
    m_incremental = std::move(posterior).value();
    m_absoluteChanged = false;
    m_removed = false;
    m_homeAdvantage = *homeAdvantage;
    m_foldedAtRebuild = m_comparisons.size();
    return {};
}

Status ContextModel::refreshIncremental(std::optional<stats::FoldAhead> ahead) {
    const std::size_t rebuildInterval = static_cast<std::size_t>(std::max(200, m_candidateCount));
    const bool homeAdvantageMoves = m_choice.homeAdvantage != analysis::HomeAdvantageSetting::None;
    if (!m_incremental || m_absoluteChanged || m_removed ||
        (homeAdvantageMoves && m_comparisons.size() - m_foldedAtRebuild >= rebuildInterval)) {
        if (Status status = rebuildIncremental(); !status) {
            return status;
        }
    } else {
        const std::span<const stats::Comparison> fresh =
            std::span<const stats::Comparison>(m_comparisons).subspan(m_folded);
        const stats::Status added =
            ahead ? m_incremental->add(fresh, std::move(*ahead)) : m_incremental->add(fresh);
        if (const stats::Status& status = added; !status) {
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

} // namespace pairrank::run
