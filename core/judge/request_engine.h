// The request engine behind a Judge (private to core/judge; DESIGN.md §4):
// a queue of prepared requests sent through one backend with a concurrency
// limit, requests- and tokens-per-minute limits, retries with exponential backoff
// and full jitter honouring Retry-After, a circuit breaker, a budget, token and
// cost accounting, and cancellation.
//
// Contract: exactly one answer per submitted request, delivered through the
// `answered` callback from the event loop of the engine's thread — never from
// inside submit(). cancelAll() answers every queued and in-flight request with
// cancelled = true before it returns. Timeouts are the backend's: it reports
// them as retryable failures.
#pragma once

#include "backend.h"
#include "budget.h"
#include "circuit_breaker.h"
#include "core/stats/random.h"
#include "judge_accounting.h"
#include "judge_request.h"
#include "judge_settings.h"
#include "rate_limiter.h"
#include "retry_policy.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <unordered_map>

namespace pairrank::judge {

struct EngineCallbacks {
    std::function<void(const JudgeAnswer&)> answered;
    std::function<void(const QString&)> budgetExhausted;
    std::function<void(const QString&)> circuitOpened;
};

// Milliseconds of a monotonic clock; injectable for tests.
using MonotonicClock = std::function<qint64()>;

class JudgeEngine : public QObject {
    Q_OBJECT
public:
    // An empty clock means QElapsedTimer's monotonic clock.
    JudgeEngine(const JudgeSettings& settings, std::unique_ptr<JudgeBackend> backend,
                EngineCallbacks callbacks, MonotonicClock clock = {}, QObject* parent = nullptr);
    ~JudgeEngine() override;

    void submit(const QList<PreparedRequest>& requests);
    void cancelAll();
    JudgeAccounting accounting() const;

    JudgeBackend& backend() { return *m_backend; }

private:
    struct Job {
        PreparedRequest request;
        int attempts = 0;
        TokenCount tokensUsed; // every attempt of this pair
        double cost = 0.0;
        QString lastFailure;
    };
    struct Flight {
        quint64 job;
        qint64 startedAt;
        TokenCount estimate;
    };

    void schedulePump();
    void pump();
    bool dispatchNext(qint64 now, qint64& wakeAfter);
    void onCompletion(AttemptId attempt, BackendReply reply);
    void handleAnswer(quint64 jobId, const Flight& flight, BackendAnswer answer, qint64 now);
    void handleFailure(quint64 jobId, BackendFailure failure, qint64 now);
    void finishFailed(quint64 jobId, const QString& reason);
    void failAllQueued(const QString& reason);
    void emitAnswer(quint64 jobId, JudgeAnswer answer);
    JudgeAnswer answerSkeleton(const Job& job) const;
    void wakeAfter(qint64 milliseconds);
    qint64 now() const;

    JudgeSettings m_settings;
    std::unique_ptr<JudgeBackend> m_backend;
    EngineCallbacks m_callbacks;
    MonotonicClock m_clock;
    RetryPolicy m_retryPolicy;
    RateLimiter m_rateLimiter;
    CircuitBreaker m_circuitBreaker;
    Budget m_budget;
    stats::Random m_jitter;

    std::unordered_map<quint64, Job> m_jobs;
    std::deque<quint64> m_ready;
    std::multimap<qint64, quint64> m_waiting; // eligible time → job, for retries
    std::unordered_map<AttemptId, Flight> m_inFlight;
    quint64 m_nextJob = 1;
    AttemptId m_nextAttempt = 1;
    bool m_pumpScheduled = false;
    bool m_budgetReported = false;
    QString m_circuitReason;
    QTimer m_wakeTimer;
    JudgeAccounting m_accounting;
};

} // namespace pairrank::judge
