// A scripted backend for the request engine's tests: each attempt's reply comes
// from a script, and is delivered from the event loop (or held until release()).
#pragma once

#include "core/judge/backend.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

namespace pairrank::judge::testing {

class FakeBackend : public QObject, public JudgeBackend {
public:
    // Called with the request and the 1-based attempt number of its ticket.
    using Script = std::function<BackendReply(const PreparedRequest&, int attemptOfTicket)>;

    explicit FakeBackend(Script script, bool autoComplete = true)
        : m_script(std::move(script))
        , m_autoComplete(autoComplete) {}

    void start(AttemptId attempt, const PreparedRequest& request) override {
        startOn(0, attempt, request);
    }

    // `currentEndpoint` is the endpoint of the start() the script runs for.
    void startOn(int endpoint, AttemptId attempt, const PreparedRequest& request) override {
        currentEndpoint = endpoint;
        ++startsByEndpoint[endpoint];
        ++inFlightByEndpoint[endpoint];
        m_endpointOf[attempt] = endpoint;
        maxInFlightByEndpoint[endpoint] =
            std::max(maxInFlightByEndpoint[endpoint], inFlightByEndpoint[endpoint]);
        const int attemptOfTicket = ++attemptsByTicket[request.pair.ticket];
        startedTickets.push_back(request.pair.ticket);
        m_held.emplace(attempt, m_script(request, attemptOfTicket));
        maxInFlight = std::max(maxInFlight, static_cast<int>(m_held.size()));
        if (m_autoComplete) {
            QTimer::singleShot(0, this, [this, attempt] { release(attempt); });
        }
    }

    void cancel(AttemptId attempt) override {
        if (m_held.erase(attempt) > 0) {
            --inFlightByEndpoint[m_endpointOf[attempt]];
        }
        ++cancelledAttempts;
    }

    // Health probes answer from the event loop with alive(endpoint).
    void probe(int endpoint, ProbeDone done) override {
        ++probesByEndpoint[endpoint];
        QTimer::singleShot(0, this, [this, endpoint, done = std::move(done)] {
            done(alive ? alive(endpoint) : true);
        });
    }

    void release(AttemptId attempt) {
        const auto found = m_held.find(attempt);
        if (found == m_held.end()) {
            return;
        }
        BackendReply reply = std::move(found->second);
        m_held.erase(found);
        --inFlightByEndpoint[m_endpointOf[attempt]];
        if (std::holds_alternative<BackendAnswer>(reply)) {
            answersDeliveredByEndpoint[m_endpointOf[attempt]] += 1;
        }
        complete(attempt, std::move(reply));
    }
    void releaseAll() {
        std::vector<AttemptId> attempts;
        for (const auto& entry : m_held) {
            attempts.push_back(entry.first);
        }
        for (const AttemptId attempt : attempts) {
            release(attempt);
        }
    }
    int heldCount() const { return static_cast<int>(m_held.size()); }

    std::map<quint64, int> attemptsByTicket;
    std::vector<quint64> startedTickets;
    int maxInFlight = 0;
    int cancelledAttempts = 0;
    int currentEndpoint = 0;
    std::map<int, int> startsByEndpoint;
    std::map<int, int> inFlightByEndpoint;
    std::map<int, int> maxInFlightByEndpoint;
    std::map<int, int> answersDeliveredByEndpoint;
    std::map<int, int> probesByEndpoint;
    std::function<bool(int endpoint)> alive; // empty: every probe succeeds

private:
    Script m_script;
    bool m_autoComplete;
    std::map<AttemptId, BackendReply> m_held;
    std::map<AttemptId, int> m_endpointOf;
};

// `count` prepared requests with tickets from `firstTicket`, context 7; the
// request of ticket t has index t - 1 in its prompt, hash and candidates.
inline QList<PreparedRequest> preparedRequests(int count, qint64 promptTokens = 10,
                                               int firstTicket = 1) {
    QList<PreparedRequest> list;
    for (int i = 0; i < count; ++i) {
        const int index = firstTicket - 1 + i;
        PreparedRequest request;
        request.pair.ticket = static_cast<quint64>(index + 1);
        request.pair.contextId = 7;
        request.pair.candidateA = 100 + index;
        request.pair.candidateB = 200 + index;
        request.prompt = QStringLiteral("prompt %1").arg(index);
        request.requestHash = QStringLiteral("hash%1").arg(index);
        request.estimatedPromptTokens = promptTokens;
        request.estimatedCompletionTokens = 1;
        list.append(request);
    }
    return list;
}

inline BackendReply answerWithP(double p) {
    return BackendAnswer{domain::JudgementStatus::Ok, p, QStringLiteral("A"), 10, 1, {}, {}};
}

inline BackendReply retryable(const QString& reason, std::optional<qint64> retryAfter = {}) {
    return BackendFailure{reason, true, retryAfter, {}, EndpointHealth::Fine};
}

inline BackendReply unreachable(const QString& reason) {
    return BackendFailure{reason, true, std::nullopt, {}, EndpointHealth::Unreachable};
}

inline BackendReply serverError(const QString& reason) {
    return BackendFailure{reason, true, std::nullopt, {}, EndpointHealth::ServerError};
}

inline BackendReply permanent(const QString& reason) {
    return BackendFailure{reason, false, std::nullopt, {}, EndpointHealth::Fine};
}

} // namespace pairrank::judge::testing
