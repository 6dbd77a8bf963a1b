#include "human_queue.h"

#include "core/stats/random.h"

#include <algorithm>

namespace pairrank::run {
namespace {

// The coins' own stream of the run's seed.
constexpr std::uint64_t kCoinStream = 0x6875'6d61'6e71ULL; // "humanq"

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
        m_judged.insert({pair.candidateA, pair.candidateB}, pair.judgeProbability);
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

void HumanQueue::learn(const QList<domain::HumanLabel>& labels) {
    bool learned = false;
    for (const domain::HumanLabel& label : labels) {
        if (label.choice != domain::HumanChoice::A && label.choice != domain::HumanChoice::B) {
            continue; // a tie says nothing about which of the two the judge should prefer
        }
        const bool first = label.choice == domain::HumanChoice::A;
        if (const auto same = m_judged.constFind({label.candidateA, label.candidateB});
            same != m_judged.constEnd()) {
            m_labelled.push_back({*same, first});
            learned = true;
        } else if (const auto other = m_judged.constFind({label.candidateB, label.candidateA});
                   other != m_judged.constEnd()) {
            m_labelled.push_back({*other, !first});
            learned = true;
        }
    }
    if (learned) {
        // Cannot fail: the judge's probabilities were checked when they were stored.
        if (auto fit = stats::fitJudgeRecalibration(m_labelled)) {
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
    std::vector<stats::HumanLabelValue> values;
    std::vector<double> weights;
    std::vector<CandidatePair> candidates;
    values.reserve(answers.size());
    for (const AnsweredPair& answer : answers) {
        const ContextState& context = *contexts[answer.context];
        const ContextModel& model = context.model();
        double difference = 0.0;
        double variance = 0.0;
        if (model.scores().size() == context.candidateCount()) {
            difference = model.scores()(answer.pair.a) - model.scores()(answer.pair.b);
        }
        if (const stats::Matrix* sigma = model.covariance()) {
            variance = (*sigma)(answer.pair.a, answer.pair.a) +
                       (*sigma)(answer.pair.b, answer.pair.b) -
                       2.0 * (*sigma)(answer.pair.a, answer.pair.b);
        }
        const QString& systemA = context.candidate(answer.pair.a).system;
        const bool sameSystem =
            !systemA.isEmpty() && systemA == context.candidate(answer.pair.b).system;
        values.push_back(stats::humanLabelValue(answer.p, difference, variance, m_recalibration,
                                                m_options, sameSystem));
        weights.push_back(values.back().value);
        const CandidatePair ids{context.candidate(answer.pair.a).id,
                                context.candidate(answer.pair.b).id};
        candidates.push_back(ids);
        m_judged.insert(ids, answer.p);
    }
    const qint64 labelsLeft = std::max<qint64>(0, m_budget - m_queued);
    const double callsLeft = static_cast<double>(std::max<qint64>(0, judgementsLeft)) +
                             static_cast<double>(answers.size());
    const double expected =
        static_cast<double>(labelsLeft) * static_cast<double>(answers.size()) / callsLeft;
    const auto probabilities = stats::inclusionProbabilities(weights, expected);
    if (!probabilities) {
        return chosen; // cannot happen: the values are finite and ≥ 0
    }
    for (std::size_t index = 0; index < answers.size() && m_queued < m_budget; ++index) {
        const double pi = (*probabilities)[index];
        const AnsweredPair& answer = answers[index];
        ContextState& context = *contexts[answer.context];
        // The pair's own coin: the same decision whatever else the run answered.
        stats::Random coin = stats::Random(m_seed)
                                 .split(kCoinStream)
                                 .split(static_cast<std::uint64_t>(candidates[index].a))
                                 .split(static_cast<std::uint64_t>(candidates[index].b));
        if (!(pi > 0.0) || !coin.bernoulli(pi)) {
            continue;
        }
        storage::QueuedPair pair;
        pair.runId = m_run;
        pair.criterionId = m_criterion;
        pair.contextId = context.id();
        pair.candidateA = candidates[index].a;
        pair.candidateB = candidates[index].b;
        pair.judgeProbability = answer.p;
        pair.prediction = values[index].prediction;
        pair.inclusionProbability = pi;
        pair.value = values[index].value;
        chosen.append(pair);
        context.reserveForPeople({answer.pair.b, answer.pair.a});
        ++m_queued;
    }
    return chosen;
}

} // namespace pairrank::run
