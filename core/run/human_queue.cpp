#include "human_queue.h"

#include "core/stats/random.h"

#include <algorithm>

namespace pairrank::run {
namespace {

// The coins' own stream of the run's seed.
constexpr std::uint64_t kCoinStream = 0x6875'6d61'6e71ULL; // "humanq"

// V_ab of each answered pair in its context's last fit: from Σ, or in a large pool from
// the comparison graph (stats::LocalPairVariances, one call per context); 0 when the
// model has neither (a non-probabilistic model, or no fit yet).
std::vector<double> pairVariances(std::span<const AnsweredPair> answers,
                                  std::span<const std::unique_ptr<ContextState>> contexts) {
    std::vector<double> variances(answers.size(), 0.0);
    QHash<std::size_t, std::vector<std::size_t>> largePoolAnswers; // by context
    for (std::size_t index = 0; index < answers.size(); ++index) {
        const AnsweredPair& answer = answers[index];
        const ContextModel& model = contexts[answer.context]->model();
        if (const stats::Matrix* sigma = model.covariance()) {
            variances[index] = (*sigma)(answer.pair.a, answer.pair.a) +
                               (*sigma)(answer.pair.b, answer.pair.b) -
                               2.0 * (*sigma)(answer.pair.a, answer.pair.b);
        } else if (model.usesLargePool()) {
            largePoolAnswers[answer.context].push_back(index);
        }
    }
    for (auto entry = largePoolAnswers.cbegin(); entry != largePoolAnswers.cend(); ++entry) {
        const auto local = contexts[entry.key()]->model().localPairVariances();
        if (!local) {
            continue; // no fit yet: the ranking need is left out, as without a posterior
        }
        std::vector<stats::OrderedPair> pairs;
        pairs.reserve(entry.value().size());
        for (const std::size_t index : entry.value()) {
            pairs.push_back(answers[index].pair);
        }
        const std::vector<double> computed = (*local)->variances(pairs);
        for (std::size_t k = 0; k < computed.size(); ++k) {
            variances[entry.value()[k]] = computed[k];
        }
    }
    return variances;
}

} // namespace

HumanQueue::HumanQueue(domain::RunId run, domain::CriterionId criterion, qint64 budget,
                       quint64 seed)
    : m_run(run)
    , m_criterion(criterion)
    , m_budget(budget)
    , m_seed(seed) {}

void HumanQueue::restore(const QList<storage::QueuedPair>& queued,
                         std::span<const std::unique_ptr<ContextState>> contexts) {
    for (const storage::QueuedPair& pair : queued) {
        ++m_queued;
        m_waiting.insert(unordered(pair.candidateA, pair.candidateB));
        for (const auto& context : contexts) {
            if (context->id() != pair.contextId) {
                continue;
            }
            const auto a = context->positionOf(pair.candidateA);
            const auto b = context->positionOf(pair.candidateB);
            if (a && b) {
                context->reserveForPeople({*b, *a});
            }
        }
    }
}

void HumanQueue::learn(const QList<domain::HumanLabel>& labels,
                       std::span<const std::unique_ptr<ContextState>> contexts) {
    bool learned = false;
    for (const domain::HumanLabel& label : labels) {
        const CandidatePair pair = unordered(label.candidateA, label.candidateB);
        m_waiting.remove(pair);
        m_labelled.insert(pair);
        if (label.choice != domain::HumanChoice::A && label.choice != domain::HumanChoice::B) {
            continue; // a tie says nothing about which of the two the judge should prefer
        }
        const auto context = std::find_if(contexts.begin(), contexts.end(), [&](const auto& c) {
            return c->id() == label.contextId;
        });
        if (context == contexts.end()) {
            continue;
        }
        const auto a = (*context)->positionOf(label.candidateA);
        const auto b = (*context)->positionOf(label.candidateB);
        if (!a || !b) {
            continue;
        }
        // The judge's latest answer on the pair, in either order, as the label's order.
        const bool first = label.choice == domain::HumanChoice::A;
        const std::span<const stats::Comparison> judged = (*context)->judgeComparisons();
        for (auto it = judged.rbegin(); it != judged.rend(); ++it) {
            if (it->a == *a && it->b == *b) {
                m_labelledJudgements.push_back({it->p, first});
            } else if (it->a == *b && it->b == *a) {
                m_labelledJudgements.push_back({it->p, !first});
            } else {
                continue;
            }
            learned = true;
            break;
        }
    }
    if (learned) {
        // Cannot fail: the judge's probabilities were checked when they were stored.
        if (auto fit = stats::fitJudgeRecalibration(m_labelledJudgements)) {
            m_recalibration = *fit;
        }
    }
}

QList<storage::QueuedPair>
HumanQueue::offer(std::span<const AnsweredPair> answers,
                  std::span<const std::unique_ptr<ContextState>> contexts, qint64 judgementsLeft) {
    QList<storage::QueuedPair> chosen;
    if (answers.empty()) {
        return chosen;
    }
    const std::vector<double> variances = pairVariances(answers, contexts);
    std::vector<stats::HumanLabelValue> values;
    std::vector<double> weights;
    values.reserve(answers.size());
    for (std::size_t index = 0; index < answers.size(); ++index) {
        const AnsweredPair& answer = answers[index];
        const ContextState& context = *contexts[answer.context];
        const ContextModel& model = context.model();
        double difference = 0.0;
        if (model.scores().size() == context.candidateCount()) {
            difference = model.scores()(answer.pair.a) - model.scores()(answer.pair.b);
        }
        const double variance = variances[index];
        const QString& systemA = context.candidate(answer.pair.a).system;
        const bool sameSystem =
            !systemA.isEmpty() && systemA == context.candidate(answer.pair.b).system;
        values.push_back(stats::humanLabelValue(answer.p, difference, variance, m_recalibration,
                                                m_options, sameSystem));
        // People are not asked again about a pair they labelled or are about to label.
        const CandidatePair pair =
            unordered(context.candidate(answer.pair.a).id, context.candidate(answer.pair.b).id);
        const bool known = m_labelled.contains(pair) || m_waiting.contains(pair);
        weights.push_back(known ? 0.0 : values.back().value);
    }
    const double expected = stats::labelsForAnswers(static_cast<double>(m_budget - m_queued),
                                                    static_cast<double>(answers.size()),
                                                    static_cast<double>(judgementsLeft));
    const auto probabilities = stats::inclusionProbabilities(weights, expected);
    if (!probabilities) {
        return chosen; // cannot happen: the values are finite and ≥ 0
    }
    for (std::size_t index = 0; index < answers.size() && m_queued < m_budget; ++index) {
        const double pi = (*probabilities)[index];
        const AnsweredPair& answer = answers[index];
        ContextState& context = *contexts[answer.context];
        const domain::CandidateId a = context.candidate(answer.pair.a).id;
        const domain::CandidateId b = context.candidate(answer.pair.b).id;
        // The pair's own coin: the same decision whatever else the run answered.
        stats::Random coin = stats::Random(m_seed)
                                 .split(kCoinStream)
                                 .split(static_cast<std::uint64_t>(a))
                                 .split(static_cast<std::uint64_t>(b));
        if (!(pi > 0.0) || !coin.bernoulli(pi)) {
            continue;
        }
        storage::QueuedPair pair;
        pair.runId = m_run;
        pair.criterionId = m_criterion;
        pair.contextId = context.id();
        pair.candidateA = a;
        pair.candidateB = b;
        pair.judgeProbability = answer.p;
        pair.prediction = values[index].prediction;
        pair.inclusionProbability = pi;
        pair.value = values[index].value;
        chosen.append(pair);
        m_waiting.insert(unordered(a, b));
        context.reserveForPeople({answer.pair.b, answer.pair.a});
        ++m_queued;
    }
    return chosen;
}

} // namespace pairrank::run
