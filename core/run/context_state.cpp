#include "context_state.h"

#include "core/analysis/ranking_rows.h"
#include "core/stats/large_pool_selection.h"
#include "core/stats/ordered_pair_set.h"
#include "core/stats/pair_selection.h"
#include "core/stats/posterior.h"
#include "core/stats/random.h"
#include "core/stats/strategy_selection.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace pairrank::run {

namespace {

bool samePair(const stats::OrderedPair& left, const stats::OrderedPair& right) {
    return left.a == right.a && left.b == right.b;
}

} // namespace

ContextState::ContextState(ContextSetup setup, const analysis::ModelChoice& choice,
                           const SelectionPolicy& policy)
    : m_setup(std::move(setup))
    , m_policy(policy)
    , m_model(choice, static_cast<int>(m_setup.candidates.size()))
    , m_stopping(policy.stopping)
    , m_judgementsSeen(static_cast<std::size_t>(m_setup.candidates.size()), 0)
    , m_ratingStates(static_cast<std::size_t>(m_setup.candidates.size()), Rating::Unasked)
    , m_ratingExperts(static_cast<std::size_t>(m_setup.candidates.size()))
    , m_candidateRows(analysis::candidateRows(m_setup.candidates, m_setup.criterion.name)) {
    m_textLengths.reserve(static_cast<std::size_t>(m_setup.candidates.size()));
    std::vector<double> reference;
    for (const domain::Candidate& candidate : m_setup.candidates) {
        m_positions.insert(candidate.id, static_cast<int>(m_textLengths.size()));
        m_textLengths.push_back(static_cast<int>(candidate.text.size()));
        if (const auto score = candidate.referenceScores.constFind(m_setup.criterion.name);
            score != candidate.referenceScores.constEnd()) {
            reference.push_back(*score);
        }
    }
    // The reference never changes: its ranks are taken once, a fit's scores' once per fit.
    if (reference.size() == static_cast<std::size_t>(candidateCount())) {
        if (auto ranked = stats::SpearmanReference::create(reference)) {
            m_reference = std::move(ranked).value();
        }
        m_referenceScores = std::move(reference);
    }
}

const domain::Candidate& ContextState::candidate(int position) const {
    return m_setup.candidates.at(position);
}

std::optional<int> ContextState::positionOf(domain::CandidateId candidate) const {
    const auto found = m_positions.constFind(candidate);
    return found == m_positions.constEnd() ? std::nullopt : std::optional<int>(*found);
}

std::vector<int> ContextState::takeRatingsToAsk() {
    std::vector<int> positions;
    if (!m_policy.rateCandidates || m_stopped) {
        return positions;
    }
    for (std::size_t position = 0; position < m_ratingStates.size(); ++position) {
        if (m_ratingStates[position] == Rating::Unasked) {
            m_ratingStates[position] = Rating::Pending;
            positions.push_back(static_cast<int>(position));
        }
    }
    m_ratingsPending += static_cast<qint64>(positions.size());
    return positions;
}

qint64 ContextState::ratingsToAsk() const {
    if (!m_policy.rateCandidates || m_stopped) {
        return 0;
    }
    return static_cast<qint64>(
        std::count(m_ratingStates.begin(), m_ratingStates.end(), Rating::Unasked));
}

void ContextState::recordRating(int position, std::optional<stats::AbsoluteExpert> expert) {
    const auto index = static_cast<std::size_t>(position);
    if (m_ratingStates.at(index) == Rating::Pending) {
        --m_ratingsPending;
    }
    m_ratingStates[index] = Rating::Done;
    if (!expert) {
        return;
    }
    m_ratingCount += m_ratingExperts[index] ? 0 : 1;
    m_ratingExperts[index] = expert;
    m_ratingsChanged = true; // the model gets them all at the next refresh()
}

void ContextState::cancelRating(int position) {
    const auto index = static_cast<std::size_t>(position);
    if (m_ratingStates.at(index) == Rating::Pending) {
        --m_ratingsPending;
        m_ratingStates[index] = Rating::Unasked;
    }
}

void ContextState::recordAnswer(stats::OrderedPair pair, std::optional<double> p) {
    m_asked.push_back(pair);
    if (p) {
        const stats::Comparison comparison{pair.a, pair.b, stats::clampProbability(*p), 1.0};
        m_model.add(comparison);
        m_judgeComparisons.push_back(comparison);
        ++m_judgementsSeen[static_cast<std::size_t>(pair.a)];
        ++m_judgementsSeen[static_cast<std::size_t>(pair.b)];
        ++m_comparisonsWithProbability;
    } else {
        ++m_withoutProbability;
    }
    updateStopped();
}

void ContextState::addExtraComparison(const stats::Comparison& comparison) {
    m_model.add(comparison);
    m_humanLabelExperts.push_back(comparison);
}

bool ContextState::removeExtraComparison(const stats::Comparison& comparison) {
    if (!m_model.remove(comparison)) {
        return false;
    }
    if (const auto found =
            std::find(m_humanLabelExperts.begin(), m_humanLabelExperts.end(), comparison);
        found != m_humanLabelExperts.end()) {
        m_humanLabelExperts.erase(found);
    }
    return true;
}

bool ContextState::isPending(stats::OrderedPair pair) const {
    return std::any_of(m_pending.begin(), m_pending.end(),
                       [&](const stats::OrderedPair& pending) { return samePair(pending, pair); });
}

void ContextState::resolve(stats::OrderedPair pair, std::optional<double> p) {
    removePending(pair);
    if (m_policy.batchesAhead > 0) {
        settleInBatch(pair, OpenBatch::State::Answered, p);
        return;
    }
    recordAnswer(pair, p);
}

void ContextState::cancel(stats::OrderedPair pair) {
    if (removePending(pair) && m_policy.batchesAhead > 0) {
        settleInBatch(pair, OpenBatch::State::Cancelled, std::nullopt);
    }
}

bool ContextState::removePending(stats::OrderedPair pair) {
    const auto found =
        std::find_if(m_pending.begin(), m_pending.end(),
                     [&](const stats::OrderedPair& pending) { return samePair(pending, pair); });
    if (found == m_pending.end()) {
        return false;
    }
    m_pending.erase(found);
    return true;
}

void ContextState::settleInBatch(stats::OrderedPair pair, OpenBatch::State state,
                                 std::optional<double> p) {
    for (OpenBatch& batch : m_openBatches) {
        for (std::size_t index = 0; index < batch.pairs.size(); ++index) {
            if (batch.states[index] == OpenBatch::State::Pending &&
                samePair(batch.pairs[index], pair)) {
                batch.states[index] = state;
                batch.answers[index] = p;
                return;
            }
        }
    }
    // Not in an open batch (it cannot happen: every pending pair is in one); an answer is
    // still recorded rather than lost.
    if (state == OpenBatch::State::Answered) {
        recordAnswer(pair, p);
    }
}

void ContextState::recordBatch(const OpenBatch& batch) {
    // In the order the pairs were chosen, whatever the order of the answers.
    for (std::size_t index = 0; index < batch.pairs.size(); ++index) {
        if (batch.states[index] == OpenBatch::State::Answered) {
            recordAnswer(batch.pairs[index], batch.answers[index]);
        }
    }
}

bool ContextState::releaseAnsweredBatch() {
    if (m_openBatches.empty() || m_openBatches.front().hasPending()) {
        return false;
    }
    const OpenBatch batch = std::move(m_openBatches.front());
    m_openBatches.pop_front();
    recordBatch(batch);
    return true;
}

void ContextState::releaseEverything() {
    while (!m_openBatches.empty()) {
        const OpenBatch batch = std::move(m_openBatches.front());
        m_openBatches.pop_front();
        recordBatch(batch);
    }
}

qint64 ContextState::committedComparisons() const {
    qint64 committed = m_comparisonsWithProbability;
    for (const OpenBatch& batch : m_openBatches) {
        for (std::size_t index = 0; index < batch.pairs.size(); ++index) {
            const bool mayBring = batch.states[index] == OpenBatch::State::Pending ||
                                  (batch.states[index] == OpenBatch::State::Answered &&
                                   batch.answers[index].has_value());
            committed += mayBring ? 1 : 0;
        }
    }
    return committed;
}

std::vector<stats::OrderedPair> ContextState::unrecordedPairs() const {
    if (m_policy.batchesAhead == 0) {
        return m_pending;
    }
    std::vector<stats::OrderedPair> pairs;
    for (const OpenBatch& batch : m_openBatches) {
        for (std::size_t index = 0; index < batch.pairs.size(); ++index) {
            if (batch.states[index] != OpenBatch::State::Cancelled) {
                pairs.push_back(batch.pairs[index]);
            }
        }
    }
    return pairs;
}

bool ContextState::readyToRefit() const {
    // Ratings arrive in many passes while no pair is asked yet: one refit takes them all.
    return needsRefresh() && m_ratingsPending == 0 &&
           (m_policy.batchesAhead > 0 || m_pending.empty());
}

void ContextState::stop(const QString& reason) {
    if (!m_stopped) {
        m_stopped = true;
        m_stopReason = reason;
    }
}

void ContextState::updateStopped() {
    if (m_stopped) {
        return;
    }
    if (m_comparisonsWithProbability >= m_setup.planned) {
        stop(QStringLiteral("budget"));
    } else if (m_exhausted) {
        stop(QStringLiteral("pairs exhausted"));
    }
}

bool ContextState::wantsBatch() const {
    if (m_stopped || m_ratingsPending > 0 || committedComparisons() >= m_setup.planned) {
        return false;
    }
    return m_policy.batchesAhead > 0
               ? static_cast<int>(m_openBatches.size()) <= m_policy.batchesAhead
               : m_pending.empty();
}

bool ContextState::isDone() const {
    return m_stopped && m_pending.empty() && m_openBatches.empty() && m_ratingsPending == 0;
}

Status ContextState::refresh() {
    if (m_ratingsChanged) {
        std::vector<stats::AbsoluteExpert> experts;
        experts.reserve(static_cast<std::size_t>(m_ratingCount));
        for (const auto& rated : m_ratingExperts) {
            if (rated) {
                experts.push_back(*rated);
            }
        }
        m_model.setAbsoluteExperts(std::move(experts));
        m_ratingsChanged = false;
    }
    if (Status status = m_model.refresh(); !status) {
        return status;
    }
    m_extraComparisonsFitted = static_cast<qint64>(m_humanLabelExperts.size());
    StoppingObservation observation;
    observation.comparisons = m_comparisonsWithProbability;
    observation.scores = &m_model.scores();
    if (const stats::Matrix* covariance = m_model.covariance()) {
        observation.entropy = m_model.entropy();
        observation.maxNeighbourReorderProbability =
            maxNeighbourReorderProbability(m_model.scores(), *covariance);
    } else if (m_model.usesLargePool() &&
               m_policy.stopping.kind == StoppingRuleKind::ReorderBelow) {
        // Only when the rule asks: N − 1 pair variances from the comparison graph.
        if (Result<const stats::LocalPairVariances*> variances = m_model.localPairVariances()) {
            observation.maxNeighbourReorderProbability =
                maxNeighbourReorderProbability(m_model.scores(), **variances);
        }
    } else if (m_model.usesLargePool() &&
               m_policy.stopping.kind == StoppingRuleKind::EntropyBelow) {
        // Only when the rule asks: a stochastic log-determinant (about 1.4 s at 100,000).
        if (Result<double> entropy = m_model.largePoolEntropy()) {
            observation.entropy = *entropy;
        } else {
            qWarning("%s", qUtf8Printable(entropy.error().toString()));
        }
    }
    // The rule looks at whole batches: with batches ahead every refit is at a batch's end.
    const bool batchEnd = m_policy.batchesAhead > 0 || m_pending.empty();
    if (batchEnd && m_stopping.observe(observation)) {
        stop(QStringLiteral("stopping rule: ") + m_stopping.reason());
    }
    updateStopped();
    if (m_policy.batchesAhead > 0 && !m_openBatches.empty()) {
        m_model.foldAhead(m_openBatches.front().pairs); // the batch the next refit takes in
    }
    return {};
}

Result<std::vector<stats::OrderedPair>> ContextState::proposeBatch() {
    if (!wantsBatch()) {
        return std::vector<stats::OrderedPair>{};
    }
    const int n = candidateCount();
    const qint64 left = m_setup.planned - committedComparisons();
    // Symmetric runs ask each chosen pair twice: choose half as many.
    const int perPair = m_policy.symmetric ? 2 : 1;
    const int batch =
        static_cast<int>(std::max<qint64>(1, std::min<qint64>(m_policy.batchSize, left) / perPair));

    // Pairs out, and with batches ahead also those answered but not yet recorded: the
    // selector neither proposes them again nor ignores them (they count as observed).
    // Pairs reserved for people count the same way: a label is about to arrive.
    std::vector<stats::OrderedPair> unrecorded = unrecordedPairs();
    unrecorded.insert(unrecorded.end(), m_reservedForPeople.begin(), m_reservedForPeople.end());
    stats::SelectionState state{n, m_asked, unrecorded};
    stats::SelectionOptions options;
    options.strategy = m_policy.strategy;
    options.batchSize = batch;
    options.epsilon = m_policy.epsilon;
    options.expert = m_model.choice().expert();
    // Reproducible after a restart: the stream of the random strategies depends on the
    // seed, the context and how many pairs were asked, all of which the project file holds.
    stats::Random random = stats::Random(m_policy.seed)
                               .split(static_cast<std::uint64_t>(id()))
                               .split(static_cast<std::uint64_t>(m_asked.size()));
    stats::StrategyInputs inputs{random, m_model.choice().priorVariance, {}, 0.0, {}};
    if (stats::isInformativeStrategy(m_policy.strategy) &&
        m_policy.strategy != stats::SelectionStrategy::DOptimal) {
        if (m_model.usesLargePool()) { // no covariance: the comparison graph's variances
            Result<const stats::LocalPairVariances*> variances = m_model.localPairVariances();
            if (!variances) {
                return makeError(QStringLiteral("context %1: %2")
                                     .arg(m_setup.context.externalId, variances.error().message));
            }
            inputs.largePool.emplace(
                stats::LargePoolView{m_model.scores(), **variances, m_model.homeAdvantage()});
        } else if (const stats::Matrix* covariance = m_model.covariance()) {
            inputs.posterior.emplace(
                stats::PosteriorView{m_model.scores(), *covariance, m_model.homeAdvantage()});
        } else {
            return makeError(
                QStringLiteral("strategy %1 needs a probabilistic model")
                    .arg(QString::fromStdString(stats::selectionStrategyName(m_policy.strategy))));
        }
    }
    const stats::Result<stats::SelectionResult> selected =
        stats::selectWithStrategy(state, options, inputs);
    if (!selected) {
        return makeError(
            QStringLiteral("context %1: selecting pairs: %2")
                .arg(m_setup.context.externalId, QString::fromStdString(selected.error().message)));
    }
    std::vector<stats::OrderedPair> pairs = selected->pairs;
    if (m_policy.symmetric && m_policy.strategy != stats::SelectionStrategy::Symmetric) {
        // The other order too, unless it was asked or is out already.
        const stats::OrderedPairSet excluded = stats::takenPairs(state);
        std::vector<stats::OrderedPair> both;
        for (const stats::OrderedPair& pair : pairs) {
            both.push_back(pair);
            if (!excluded.contains(pair.b, pair.a)) {
                both.push_back({pair.b, pair.a});
            }
        }
        pairs = std::move(both);
    }
    if (pairs.empty()) {
        m_exhausted = true;
        updateStopped();
    }
    m_pending.insert(m_pending.end(), pairs.begin(), pairs.end());
    if (m_policy.batchesAhead > 0 && !pairs.empty()) {
        OpenBatch open;
        open.pairs = pairs;
        open.states.assign(pairs.size(), OpenBatch::State::Pending);
        open.answers.resize(pairs.size());
        m_openBatches.push_back(std::move(open));
    }
    // The fold of the batch the next refit takes in, prepared while its answers are
    // awaited (with batches ahead: the oldest open one; refresh() starts the next).
    if (m_policy.batchesAhead == 0 || m_openBatches.size() == 1) {
        m_model.foldAhead(pairs);
    }
    ++m_batches;
    return pairs;
}

ContextSnapshot ContextState::snapshot() {
    ContextSnapshot snapshot;
    const stats::Matrix* covariance = m_model.covariance();
    if (m_rankedFit != m_model.fitCount()) {
        stats::RankingTableOptions table;
        if (candidateCount() <= kLiveRankIntervalsUpTo) {
            table.rankIntervalDraws = analysis::kRankIntervalDraws;
        }
        m_rankingRows = analysis::rankingRows(m_candidateRows, m_model.scores(), covariance,
                                              m_judgementsSeen, table);
        m_spearman.reset();
        if (m_reference) {
            const stats::Vector& scores = m_model.scores();
            if (const auto rho = m_reference->correlate(std::span<const double>(
                    scores.data(), static_cast<std::size_t>(scores.size())))) {
                m_spearman = *rho; // none for constant scores
            }
        }
        m_rankedFit = m_model.fitCount();
    }
    analysis::RankingSnapshot& ranking = snapshot.ranking;
    ranking.contextId = id();
    ranking.contextExternalId = m_setup.context.externalId;
    ranking.criterionId = m_setup.criterion.id;
    ranking.criterionName = m_setup.criterion.name;
    ranking.model = QString::fromStdString(m_model.choice().spec.name());
    ranking.comparisons = m_comparisonsWithProbability;
    ranking.judgementsWithoutProbability = m_withoutProbability;
    ranking.humanLabels = m_extraComparisonsFitted / 2; // each label is two experts
    ranking.absoluteRatings = ratings();
    ranking.homeAdvantage = m_model.homeAdvantage();
    ranking.rows = m_rankingRows;
    ranking.spearmanAgainstReference = m_spearman;
    if (covariance != nullptr) {
        ranking.entropy = m_model.entropy();
        snapshot.maxNeighbourReorderProbability =
            maxNeighbourReorderProbability(m_model.scores(), *covariance);
    }
    snapshot.comparisonsPlanned = m_setup.planned;
    snapshot.pending = pendingCount();
    if (m_spearman) {
        snapshot.spearman = m_spearman;
        snapshot.spearmanAgainst = QStringLiteral("reference:") + m_setup.criterion.name;
    }
    snapshot.stopped = m_stopped;
    snapshot.stopReason = m_stopReason;
    return snapshot;
}

} // namespace pairrank::run
