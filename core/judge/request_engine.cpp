#include "request_engine.h"

#include "core/domain/english_count.h"

#include <QDateTime>
#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pairrank::judge {

namespace {

TokenCount estimateOf(const PreparedRequest& request) {
    return TokenCount{request.estimatedPromptTokens, request.estimatedCompletionTokens};
}

BudgetLimits budgetLimits(const JudgeSettings& settings) {
    return BudgetLimits{settings.budgetCalls,
                        settings.budgetTokens,
                        settings.budgetMoney,
                        settings.pricePromptPerMillion,
                        settings.priceCompletionPerMillion,
                        settings.currency};
}

// Finite, non-negative class probabilities summing to 1 (judge_request.h).
bool areClassProbabilities(const std::optional<ScoreClasses>& probabilities) {
    if (!probabilities) {
        return false;
    }
    double total = 0.0;
    for (const double probability : *probabilities) {
        if (!(std::isfinite(probability) && probability >= 0.0)) {
            return false;
        }
        total += probability;
    }
    return std::abs(total - 1.0) < 1e-6;
}

MonotonicClock defaultClock() {
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [timer] {
        return timer->elapsed();
    };
}

} // namespace

JudgeEngine::JudgeEngine(const JudgeSettings& settings, std::unique_ptr<JudgeBackend> backend,
                         EngineCallbacks callbacks, MonotonicClock clock, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_backend(std::move(backend))
    , m_callbacks(std::move(callbacks))
    , m_clock(clock ? std::move(clock) : defaultClock())
    , m_retryPolicy(settings.backoffInitialMilliseconds, settings.backoffMaxMilliseconds)
    , m_rateLimiter(settings.requestsPerMinute, settings.tokensPerMinute)
    , m_circuitBreaker(settings.circuitBreakerFailures, settings.backoffMaxMilliseconds)
    , m_budget(budgetLimits(settings))
    , m_jitter(static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()))
    , m_pool(settings.endpoints, settings.concurrency)
    , m_probeDelays(static_cast<std::size_t>(m_pool.size()), 0) {
    m_wakeTimer.setSingleShot(true);
    m_wakeTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_wakeTimer, &QTimer::timeout, this, &JudgeEngine::pump);
    m_backend->setCompletion(
        [this](AttemptId attempt, BackendReply reply) { onCompletion(attempt, std::move(reply)); });
}

JudgeEngine::~JudgeEngine() {
    for (const auto& [attempt, flight] : m_inFlight) {
        m_backend->cancel(attempt);
    }
}

qint64 JudgeEngine::now() const {
    return m_clock();
}

void JudgeEngine::submit(const QList<PreparedRequest>& requests) {
    for (const PreparedRequest& request : requests) {
        const quint64 id = m_nextJob++;
        m_jobs.emplace(id, Job{request, 0, {}, 0.0, {}, std::nullopt});
        m_ready.push_back(id);
        ++m_accounting.submitted;
    }
    schedulePump();
}

void JudgeEngine::schedulePump() {
    if (m_pumpScheduled) {
        return;
    }
    m_pumpScheduled = true;
    QMetaObject::invokeMethod(this, &JudgeEngine::pump, Qt::QueuedConnection);
}

void JudgeEngine::wakeAfter(qint64 milliseconds) {
    const int delay = static_cast<int>(std::clamp<qint64>(milliseconds, 0, 24 * 3600 * 1000));
    if (!m_wakeTimer.isActive() || m_wakeTimer.remainingTime() > delay) {
        m_wakeTimer.start(delay);
    }
}

void JudgeEngine::pump() {
    m_pumpScheduled = false;
    const qint64 time = now();
    // Retries whose backoff is over go to the front: they have waited longest.
    while (!m_waiting.empty() && m_waiting.begin()->first <= time) {
        m_ready.push_front(m_waiting.begin()->second);
        m_waiting.erase(m_waiting.begin());
    }
    qint64 wake = std::numeric_limits<qint64>::max();
    while (!m_ready.empty() && m_pool.hasFreeSlot()) {
        if (!dispatchNext(time, wake)) {
            break;
        }
    }
    if (!m_waiting.empty()) {
        wake = std::min(wake, m_waiting.begin()->first - time);
    }
    if (wake != std::numeric_limits<qint64>::max()) {
        wakeAfter(wake);
    }
}

bool JudgeEngine::dispatchNext(qint64 time, qint64& wake) {
    if (!m_circuitBreaker.allows(time)) {
        if (m_circuitBreaker.isOpen() && m_inFlight.empty()) {
            // Still cooling down after opening (a trial in flight keeps the queue waiting).
            failAllQueued(m_circuitReason);
        }
        return false;
    }
    const quint64 jobId = m_ready.front();
    Job& job = m_jobs.at(jobId);
    if (job.request.pair.task == JudgeTask::Score && job.request.prompt.isEmpty()) {
        // Judge::prepare() had no absolute template to render: nothing to ask.
        m_ready.pop_front();
        finishFailed(jobId, QStringLiteral("the criterion has no absolute prompt template, so "
                                           "the candidate cannot be scored"));
        return true;
    }
    const TokenCount estimate = estimateOf(job.request);
    if (const auto refusal = m_budget.refusal(estimate)) {
        // Attempts in flight may still release reserved budget; otherwise it is spent.
        if (m_inFlight.empty()) {
            failAllQueued(*refusal);
            if (!m_budgetReported) {
                m_budgetReported = true;
                if (m_callbacks.budgetExhausted) {
                    m_callbacks.budgetExhausted(*refusal);
                }
            }
        }
        return false;
    }
    const qint64 rateDelay = m_rateLimiter.delayMilliseconds(time, estimate.total());
    if (rateDelay > 0) {
        wake = std::min(wake, rateDelay);
        return false;
    }
    const std::optional<int> endpoint = m_pool.choose(job.lastEndpoint);
    if (!endpoint) {
        return false;
    }
    m_ready.pop_front();
    m_rateLimiter.record(time, estimate.total());
    m_budget.reserve(estimate);
    m_circuitBreaker.attemptStarted(time);
    const AttemptId attempt = m_nextAttempt++;
    m_inFlight.emplace(attempt, Flight{jobId, time, estimate, *endpoint});
    m_pool.started(*endpoint);
    job.lastEndpoint = *endpoint;
    ++job.attempts;
    ++m_accounting.attempts;
    if (job.attempts > 1) {
        ++m_accounting.retries;
    }
    m_backend->startOn(*endpoint, attempt, job.request);
    return true;
}

void JudgeEngine::onCompletion(AttemptId attempt, BackendReply reply) {
    const auto found = m_inFlight.find(attempt);
    if (found == m_inFlight.end()) {
        return; // cancelled meanwhile
    }
    const Flight flight = found->second;
    m_inFlight.erase(found);
    const qint64 time = now();
    TokenCount used;
    if (const auto* answer = std::get_if<BackendAnswer>(&reply)) {
        used.prompt = answer->promptTokens.value_or(flight.estimate.prompt);
        used.completion = answer->completionTokens.value_or(flight.estimate.completion);
    }
    m_budget.settle(flight.estimate, used);
    m_accounting.promptTokens += used.prompt;
    m_accounting.completionTokens += used.completion;
    m_accounting.cost += m_budget.cost(used);
    Job& job = m_jobs.at(flight.job);
    job.tokensUsed.prompt += used.prompt;
    job.tokensUsed.completion += used.completion;
    job.cost += m_budget.cost(used);

    if (auto* answer = std::get_if<BackendAnswer>(&reply)) {
        m_circuitBreaker.recordSuccess();
        m_pool.answered(flight.endpoint, static_cast<double>(time - flight.startedAt));
        handleAnswer(flight.job, flight, std::move(*answer), time);
    } else {
        handleFailure(flight.job, flight, std::move(std::get<BackendFailure>(reply)), time);
    }
    schedulePump();
}

void JudgeEngine::scheduleProbe(int endpoint) {
    qint64& delay = m_probeDelays[static_cast<std::size_t>(endpoint)];
    const qint64 longest = std::max<qint64>(50, m_settings.backoffMaxMilliseconds);
    delay = delay == 0 ? std::max(50, m_settings.backoffInitialMilliseconds)
                       : std::min(2 * delay, longest);
    QTimer::singleShot(static_cast<int>(delay), this, [this, endpoint] {
        m_backend->probe(endpoint, [this, endpoint](bool alive) {
            // Back to the engine's event loop: a probe may answer at once.
            QMetaObject::invokeMethod(
                this, [this, endpoint, alive] { onProbe(endpoint, alive); }, Qt::QueuedConnection);
        });
    });
}

void JudgeEngine::onProbe(int endpoint, bool alive) {
    if (alive) {
        m_probeDelays[static_cast<std::size_t>(endpoint)] = 0;
        m_failedProbesWhileAllOut = 0;
        m_pool.broughtBack(endpoint, now());
        schedulePump();
        return;
    }
    if (!m_pool.anyInService() &&
        ++m_failedProbesWhileAllOut >= m_settings.circuitBreakerFailures && !m_ready.empty()) {
        failAllQueued(QStringLiteral("every endpoint of the fleet is out of service; the last "
                                     "error: %1")
                          .arg(m_pool.figures().value(endpoint).lastError));
    }
    scheduleProbe(endpoint);
}

JudgeAnswer JudgeEngine::answerSkeleton(const Job& job) const {
    JudgeAnswer answer;
    answer.ticket = job.request.pair.ticket;
    answer.attempts = job.attempts;
    domain::Judgement& judgement = answer.judgement;
    judgement.contextId = job.request.pair.contextId;
    judgement.candidateA = job.request.pair.candidateA;
    judgement.candidateB = job.request.pair.candidateB;
    judgement.requestHash = job.request.requestHash;
    judgement.createdAt = QDateTime::currentDateTimeUtc();
    if (job.attempts > 0) {
        judgement.promptTokens = job.tokensUsed.prompt;
        judgement.completionTokens = job.tokensUsed.completion;
        judgement.cost = job.cost;
    }
    return answer;
}

void JudgeEngine::handleAnswer(quint64 jobId, const Flight& flight, BackendAnswer backendAnswer,
                               qint64 time) {
    JudgeAnswer answer = answerSkeleton(m_jobs.at(jobId));
    const bool score = m_jobs.at(jobId).request.pair.task == JudgeTask::Score;
    domain::Judgement& judgement = answer.judgement;
    judgement.status = backendAnswer.status;
    judgement.rawAnswer = std::move(backendAnswer.rawAnswer);
    judgement.latencyMilliseconds = static_cast<double>(time - flight.startedAt);
    if (score && backendAnswer.status == domain::JudgementStatus::Ok &&
        areClassProbabilities(backendAnswer.classProbabilities)) {
        answer.classProbabilities.assign(backendAnswer.classProbabilities->begin(),
                                         backendAnswer.classProbabilities->end());
        ++m_accounting.answered;
    } else if (!score && domain::statusHasProbability(backendAnswer.status) && backendAnswer.p) {
        judgement.p = backendAnswer.p;
        ++m_accounting.answered;
    } else if (backendAnswer.status == domain::JudgementStatus::Refusal) {
        judgement.failureReason = backendAnswer.refusalReason.isEmpty()
                                      ? QStringLiteral("the judge refused to choose")
                                      : backendAnswer.refusalReason;
        ++m_accounting.refused;
    } else {
        // A backend bug: a probability status without p is never passed on as 0.5.
        judgement.status = domain::JudgementStatus::Failed;
        judgement.failureReason =
            score ? QStringLiteral("the backend returned no class probabilities of the scores 1 "
                                   "to 10 (a tie or a probability is no rating)")
                  : QStringLiteral("the backend returned no probability");
        ++m_accounting.failed;
    }
    emitAnswer(jobId, std::move(answer));
}

void JudgeEngine::handleFailure(quint64 jobId, const Flight& flight, BackendFailure failure,
                                qint64 time) {
    Job& job = m_jobs.at(jobId);
    job.lastFailure = failure.reason;
    const bool wasInService = m_pool.inService(flight.endpoint);
    if (m_pool.failed(flight.endpoint, failure, time)) {
        scheduleProbe(flight.endpoint);
    }
    // A fleet with an endpoint still serving fails the job over to it at once.
    const bool failOver = m_pool.isFleet() && failure.health != EndpointHealth::Fine &&
                          m_pool.anyInService() && failure.retryable &&
                          job.attempts < m_settings.maxAttempts;
    if (failOver) {
        if (wasInService && !m_pool.inService(flight.endpoint)) {
            m_circuitBreaker.recordFailure(time); // the failure that took it out counts once
        }
        m_ready.push_front(jobId);
        return;
    }
    const bool opened = m_circuitBreaker.recordFailure(time);
    if (opened) {
        m_circuitReason =
            QStringLiteral("%1 requests in a row failed, so no more are sent; the last error: %2")
                .arg(m_settings.circuitBreakerFailures)
                .arg(failure.reason);
    }
    const bool canRetry =
        failure.retryable && job.attempts < m_settings.maxAttempts && !m_circuitBreaker.isOpen();
    if (canRetry) {
        const qint64 delay = m_retryPolicy.delayMilliseconds(job.attempts, m_jitter.uniform(),
                                                             failure.retryAfterMilliseconds);
        m_waiting.emplace(time + delay, jobId);
    } else if (m_circuitBreaker.isOpen() && failure.retryable) {
        finishFailed(jobId, m_circuitReason);
    } else if (failure.retryable) {
        finishFailed(jobId, QStringLiteral("failed after %1: %2")
                                .arg(domain::englishCount(job.attempts, QStringLiteral("attempt"),
                                                          QStringLiteral("attempts")),
                                     failure.reason));
    } else {
        finishFailed(jobId, failure.reason);
    }
    if (opened) {
        failAllQueued(m_circuitReason);
        if (m_callbacks.circuitOpened) {
            m_callbacks.circuitOpened(m_circuitReason);
        }
    }
}

void JudgeEngine::finishFailed(quint64 jobId, const QString& reason) {
    JudgeAnswer answer = answerSkeleton(m_jobs.at(jobId));
    answer.judgement.status = domain::JudgementStatus::Failed;
    answer.judgement.failureReason = reason;
    ++m_accounting.failed;
    emitAnswer(jobId, std::move(answer));
}

void JudgeEngine::failAllQueued(const QString& reason) {
    std::vector<quint64> jobs(m_ready.begin(), m_ready.end());
    for (const auto& [time, jobId] : m_waiting) {
        jobs.push_back(jobId);
    }
    m_ready.clear();
    m_waiting.clear();
    for (const quint64 jobId : jobs) {
        finishFailed(jobId, reason);
    }
}

void JudgeEngine::emitAnswer(quint64 jobId, JudgeAnswer answer) {
    m_jobs.erase(jobId);
    if (m_callbacks.answered) {
        m_callbacks.answered(answer);
    }
}

void JudgeEngine::cancelAll() {
    std::vector<quint64> jobs(m_ready.begin(), m_ready.end());
    for (const auto& [time, jobId] : m_waiting) {
        jobs.push_back(jobId);
    }
    for (const auto& [attempt, flight] : m_inFlight) {
        m_backend->cancel(attempt);
        m_budget.settle(flight.estimate, TokenCount{});
        jobs.push_back(flight.job);
    }
    m_ready.clear();
    m_waiting.clear();
    m_inFlight.clear();
    m_wakeTimer.stop();
    for (const quint64 jobId : jobs) {
        JudgeAnswer answer = answerSkeleton(m_jobs.at(jobId));
        answer.cancelled = true;
        answer.judgement.status = domain::JudgementStatus::Failed;
        answer.judgement.failureReason = QStringLiteral("cancelled");
        ++m_accounting.cancelled;
        emitAnswer(jobId, std::move(answer));
    }
}

JudgeAccounting JudgeEngine::accounting() const {
    JudgeAccounting accounting = m_accounting;
    accounting.inFlight = std::ssize(m_inFlight);
    accounting.queued = std::ssize(m_ready) + std::ssize(m_waiting);
    accounting.circuitOpen = m_circuitBreaker.isOpen();
    return accounting;
}

} // namespace pairrank::judge
