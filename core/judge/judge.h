// A configured judge (DESIGN.md §4): prompt rendering, one backend, and the
// request engine (concurrency, rate limits, retries with backoff honouring
// Retry-After, per-request timeout, circuit breaker, budget, token and cost
// accounting, cancellation).
//
// Threads: a Judge is a QObject that belongs to the thread that created it
// (a run's worker thread, or the CLI's main thread) and needs that thread's
// event loop running; every call must come from that thread.
//
// The cache: prepare() is pure and gives the request hash; the caller (the run)
// looks the hash up in the project file and submits only pairs not answered
// before, so a judgement already in the project is never paid for twice.
//
// Contract of submit(): exactly one answered() per submitted pair, in any order,
// including for pairs refused by the budget or the circuit breaker (status
// Failed with the reason) and pairs cancelled by cancelAll() (cancelled = true).
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "endpoint_figures.h"
#include "judge_accounting.h"
#include "judge_request.h"
#include "judge_result.h"

#include <QList>
#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace pairrank::judge {

class JudgeEngine; // request_engine.h, private to core/judge

class Judge : public QObject {
    Q_OBJECT
public:
    // Checks and interprets the configuration (backend, endpoint, model, settings;
    // see judge_settings.h) and the criterion's template and label words. Fails
    // with a message naming the bad field. Reads the API key, when the config names
    // an environment variable or a key file, now — and keeps it in memory only.
    static Result<std::unique_ptr<Judge>> create(const domain::JudgeConfig& config,
                                                 const domain::Criterion& criterion,
                                                 QObject* parent = nullptr);
    ~Judge() override;

    // Renders the prompt and computes the request hash and the token estimate.
    // Precondition for a Score request: canScore().
    PreparedRequest prepare(const PairToJudge& pair) const;

    // True when the criterion has an absolute template, so that Score requests can
    // be prepared. Whether the backend can answer them (it must give token
    // logprobs) shows in their answers: a backend that cannot fails them with the
    // reason, permanently.
    bool canScore() const;

    // Queues the requests; answers arrive through answered().
    void submit(const QList<PreparedRequest>& requests);
    // Cancels everything queued or in flight: each gets answered() with cancelled = true.
    void cancelAll();

    JudgeAccounting accounting() const;
    // One entry per endpoint of the judge's fleet (one for a single server; one
    // without a URL for backends that are not HTTP), for a window to poll.
    QList<EndpointFigures> endpointFigures() const;

    // For the simulated backend only (other backends ignore it): the hidden true
    // scores of a context's candidates by position, or, when empty, scores drawn
    // from the simulated seed and the context id. Must be called for a context
    // before its first pair is submitted.
    void describeContext(domain::ContextId context, int candidateCount,
                         const std::vector<double>& trueScoresByPosition);

    // What the requests would cost if each were answered at its first attempt
    // (retries not included), from prepare()'s token estimates and the price table:
    // the estimate shown before a run, for its budget.
    struct CostEstimate {
        qint64 promptTokens = 0;
        qint64 completionTokens = 0;
        double cost = 0.0;
        QString currency;
    };
    CostEstimate estimateCost(const QList<PreparedRequest>& requests) const;

    // The pid of the process the "local" backend (its inference server) or the
    // "command" backend (its program) runs now; empty for other backends or while
    // none runs. For tests that kill it and check that it is gone afterwards.
    std::optional<qint64> localServerProcessId() const;

signals:
    void answered(const pairrank::judge::JudgeAnswer& answer);
    // The budget (calls, tokens or money) is spent: queued pairs fail with this reason.
    void budgetExhausted(const QString& reason);
    // Repeated failures opened the circuit breaker; queued pairs fail with this reason.
    void circuitOpened(const QString& reason);

private:
    explicit Judge(QObject* parent);
    struct Preparation; // settings, labels and template, fixed at create()
    std::unique_ptr<JudgeEngine> m_engine;
    std::unique_ptr<Preparation> m_preparation;
};

} // namespace pairrank::judge
