#include "simulated_backend.h"

#include "core/stats/random.h"

#include <QTimer>

#include <algorithm>

namespace pairrank::judge {

namespace {

// A Score request's answer: the judge's class probabilities of the scores 1 … 10
// for the candidate at `position` (core/stats/simulated_judge.h).
BackendReply rating(const stats::SimulatedJudge& judge, int position) {
    auto classes = judge.scoreClassProbabilities(position);
    if (!classes.ok()) {
        return BackendFailure{QStringLiteral("simulated judge: %1")
                                  .arg(QString::fromStdString(classes.error().message)),
                              false,
                              std::nullopt,
                              {},
                              EndpointHealth::Fine};
    }
    BackendAnswer answer;
    QStringList shares;
    for (const double probability : *classes) {
        shares.append(QString::number(probability, 'g', 6));
    }
    answer.rawAnswer = shares.join(QLatin1Char(' '));
    answer.classProbabilities = scoreClassesOf(*classes);
    return answer;
}

} // namespace

SimulatedBackend::SimulatedBackend(const SimulatedJudgeOptions& options, QObject* parent)
    : QObject(parent)
    , m_options(options) {}

void SimulatedBackend::describeContext(domain::ContextId context, int candidateCount,
                                       const std::vector<double>& trueScoresByPosition) {
    stats::SimulatedJudgeSettings settings;
    settings.agreement = m_options.agreement;
    settings.slope = m_options.slope;
    settings.noise = m_options.noise;
    settings.positionBias = m_options.positionBias;
    settings.temperature = m_options.temperature;
    settings.absoluteSlope = m_options.absoluteSlope;
    settings.absoluteNoise = m_options.absoluteNoise;
    settings.absoluteSpread = m_options.absoluteSpread;
    // Each context gets its own stream so that its answers do not depend on the others.
    const std::uint64_t seed =
        stats::Random(m_options.seed).split(static_cast<std::uint64_t>(context)).next();
    auto judge = trueScoresByPosition.empty()
                     ? stats::SimulatedJudge::createWithRandomTruth(candidateCount, settings, seed)
                     : stats::SimulatedJudge::create(trueScoresByPosition, settings, seed);
    m_judges.insert_or_assign(context, std::move(judge));
}

void SimulatedBackend::start(AttemptId attempt, const PreparedRequest& request) {
    const PairToJudge& pair = request.pair;
    const auto found = m_judges.find(pair.contextId);
    BackendReply reply = BackendFailure{};
    if (found == m_judges.end()) {
        reply = BackendFailure{
            QStringLiteral("simulated judge: context %1 was not described").arg(pair.contextId),
            false,
            std::nullopt,
            {},
            EndpointHealth::Fine};
    } else if (!found->second.ok()) {
        reply = BackendFailure{QStringLiteral("simulated judge for context %1: %2")
                                   .arg(pair.contextId)
                                   .arg(QString::fromStdString(found->second.error().message)),
                               false,
                               std::nullopt,
                               {},
                               EndpointHealth::Fine};
    } else if (pair.task == JudgeTask::Score) {
        reply = rating(*found->second, pair.positionA);
    } else {
        const auto p = found->second->probability(pair.positionA, pair.positionB);
        if (p.ok()) {
            BackendAnswer answer;
            answer.p = *p;
            answer.rawAnswer = QString::number(*p, 'g', 17);
            reply = std::move(answer);
        } else {
            reply = BackendFailure{QStringLiteral("simulated judge: %1")
                                       .arg(QString::fromStdString(p.error().message)),
                                   false,
                                   std::nullopt,
                                   {},
                                   EndpointHealth::Fine};
        }
    }
    if (m_options.latencyMilliseconds > 0) {
        m_late.insert_or_assign(attempt, std::move(reply));
        QTimer::singleShot(m_options.latencyMilliseconds, this,
                           [this, attempt]() { deliverLate(attempt); });
        return;
    }
    m_pending.emplace_back(attempt, std::move(reply));
    if (!m_deliveryScheduled) {
        m_deliveryScheduled = true;
        QMetaObject::invokeMethod(this, &SimulatedBackend::deliver, Qt::QueuedConnection);
    }
}

void SimulatedBackend::cancel(AttemptId attempt) {
    std::erase_if(m_pending, [attempt](const auto& entry) { return entry.first == attempt; });
    m_late.erase(attempt);
}

void SimulatedBackend::deliverLate(AttemptId attempt) {
    const auto found = m_late.find(attempt);
    if (found == m_late.end()) {
        return; // cancelled meanwhile
    }
    BackendReply reply = std::move(found->second);
    m_late.erase(found);
    complete(attempt, std::move(reply));
}

void SimulatedBackend::deliver() {
    m_deliveryScheduled = false;
    // The completions may start new attempts, which append to a fresh list.
    auto ready = std::exchange(m_pending, {});
    for (auto& [attempt, reply] : ready) {
        complete(attempt, std::move(reply));
    }
}

} // namespace pairrank::judge
