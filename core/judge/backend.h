// The internal interface every judge backend implements (private to core/judge).
//
// One attempt = one request to the judge (an HTTP call, a line to a command, an
// in-process simulation). Its reply is an answer (a probability, a tie or a
// refusal; for a Score request the class probabilities or a refusal), a retryable failure (429,
// 5xx, timeout, dropped connection, a body that could not be parsed — with the server's Retry-After
// when it gave one) or a permanent failure (4xx, a judge that cannot work at all).
//
// Contract: start() never completes synchronously — the completion runs later
// from the event loop of the backend's thread, exactly once per started attempt,
// unless cancel() was called for it first, after which it never runs.
#pragma once

#include "core/domain/identifiers.h"
#include "core/domain/judgement.h"
#include "judge_request.h"

#include <QString>

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <variant>
#include <vector>

namespace pairrank::judge {

using AttemptId = quint64;

// The class probabilities of the scores 1 … 10 (element i is score 1 + i): ten by
// type, so that no backend can hand on another number of classes.
using ScoreClasses = std::array<double, 10>;

// The ten classes of a vector of ten; empty for any other length.
inline std::optional<ScoreClasses> scoreClassesOf(const std::vector<double>& probabilities) {
    if (probabilities.size() != ScoreClasses().size()) {
        return std::nullopt;
    }
    ScoreClasses classes{};
    std::copy(probabilities.begin(), probabilities.end(), classes.begin());
    return classes;
}

// GCC 12 with the sanitizers inlines the variant's move of BackendReply and warns
// that the rating of the alternative not held "may be used uninitialized" (a
// false positive: std::variant moves only the alternative it holds).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
struct BackendAnswer {
    domain::JudgementStatus status = domain::JudgementStatus::Ok; // Ok, Tie or Refusal
    std::optional<double> p;                                      // Ok and Tie only
    QString rawAnswer;                                            // excerpt of the text answer
    std::optional<qint64> promptTokens;                           // as reported by the judge
    std::optional<qint64> completionTokens;
    QString refusalReason; // Refusal: what the model said, when the backend knows
    // A Score request's answer with status Ok: the class probabilities of the
    // scores 1 … 10 (summing to 1); p stays empty.
    std::optional<ScoreClasses> classProbabilities;
};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

// What a failure says about the endpoint that gave it (a judge fleet takes an
// endpoint out on Unreachable, or on repeated ServerError).
enum class EndpointHealth { Fine, ServerError, Unreachable };

struct BackendFailure {
    QString reason;
    bool retryable = true;
    std::optional<qint64> retryAfterMilliseconds; // the server's Retry-After, when given
    QString rawAnswer;                            // excerpt of what came back, if anything
    EndpointHealth health = EndpointHealth::Fine;
};

using BackendReply = std::variant<BackendAnswer, BackendFailure>;

class JudgeBackend {
public:
    using Completion = std::function<void(AttemptId, BackendReply)>;

    virtual ~JudgeBackend() = default;

    // Installed once by the engine before the first start().
    void setCompletion(Completion completion) { m_completion = std::move(completion); }

    virtual void start(AttemptId attempt, const PreparedRequest& request) = 0;
    // start() on one endpoint of a judge fleet (an index into
    // JudgeSettings::endpoints); backends with one endpoint ignore it.
    virtual void startOn(int /*endpoint*/, AttemptId attempt, const PreparedRequest& request) {
        start(attempt, request);
    }
    virtual void cancel(AttemptId attempt) = 0;

    // Asks whether an endpoint taken out of a fleet answers again: `done(true)`
    // when it does (any HTTP answer below 500), `done(false)` otherwise. HTTP
    // backends run `done` later from the event loop; a backend without a network
    // is always alive and may run it at once.
    using ProbeDone = std::function<void(bool alive)>;
    virtual void probe(int /*endpoint*/, ProbeDone done) { done(true); }

    // The simulated backend's hidden truth of a context (see Judge::describeContext).
    virtual void describeContext(domain::ContextId /*context*/, int /*candidateCount*/,
                                 const std::vector<double>& /*trueScoresByPosition*/) {}
    // The pid of a server process the backend started (local backend), for tests.
    virtual std::optional<qint64> serverProcessId() const { return std::nullopt; }

protected:
    void complete(AttemptId attempt, BackendReply reply) const {
        if (m_completion) {
            m_completion(attempt, std::move(reply));
        }
    }

private:
    Completion m_completion;
};

} // namespace pairrank::judge
