// A scripted backend for the request engine's tests: each attempt's reply comes
// from a script, and is delivered from the event loop (or held until release()).
#pragma once

#include "core/judge/backend.h"

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
        const int attemptOfTicket = ++attemptsByTicket[request.pair.ticket];
        startedTickets.push_back(request.pair.ticket);
        m_held.emplace(attempt, m_script(request, attemptOfTicket));
        maxInFlight = std::max(maxInFlight, static_cast<int>(m_held.size()));
        if (m_autoComplete) {
            QTimer::singleShot(0, this, [this, attempt] { release(attempt); });
        }
    }

    void cancel(AttemptId attempt) override {
        m_held.erase(attempt);
        ++cancelledAttempts;
    }

    void release(AttemptId attempt) {
        const auto found = m_held.find(attempt);
        if (found == m_held.end()) {
            return;
        }
        BackendReply reply = std::move(found->second);
        m_held.erase(found);
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

private:
    Script m_script;
    bool m_autoComplete;
    std::map<AttemptId, BackendReply> m_held;
};

inline BackendReply answerWithP(double p) {
    return BackendAnswer{domain::JudgementStatus::Ok, p, QStringLiteral("A"), 10, 1, {}};
}

inline BackendReply retryable(const QString& reason, std::optional<qint64> retryAfter = {}) {
    return BackendFailure{reason, true, retryAfter, {}, EndpointHealth::Fine};
}

inline BackendReply permanent(const QString& reason) {
    return BackendFailure{reason, false, std::nullopt, {}, EndpointHealth::Fine};
}

} // namespace pairrank::judge::testing
