#include "local_backend.h"

#include <variant>

namespace pairrank::judge {

LocalBackend::LocalBackend(const JudgeSettings& settings, const LabelWords& labels,
                           const QString& apiKey, QObject* parent)
    : QObject(parent)
    , m_http(std::make_unique<HttpBackend>(settings.localProtocol, settings, labels, apiKey))
    , m_server(std::make_unique<LocalServerProcess>(LocalServerOptions{
          settings.localServerProgram, settings.localModelPath, settings.localExtraArguments,
          settings.localStartupTimeoutMilliseconds})) {
    m_http->setCompletion([this](AttemptId attempt, BackendReply reply) {
        // A failed attempt may be the first sign that the server died: its sockets close
        // before its death reaches the event loop. Taking the death in now makes the retry
        // wait for the restarted server instead of knocking at a closed port, where every
        // refusal would count towards the circuit breaker.
        if (m_state == State::Ready && std::holds_alternative<BackendFailure>(reply)) {
            m_server->checkAlive();
        }
        complete(attempt, std::move(reply));
    });
    connect(m_server.get(), &LocalServerProcess::ready, this, &LocalBackend::onReady);
    connect(m_server.get(), &LocalServerProcess::failed, this,
            [this](const QString& reason) { onServerLost(reason, false); });
    connect(m_server.get(), &LocalServerProcess::exited, this,
            [this](const QString& reason) { onServerLost(reason, true); });
}

LocalBackend::~LocalBackend() {
    // The HTTP requests go first, then the server they talk to.
    m_http.reset();
    m_server.reset();
}

std::optional<qint64> LocalBackend::serverProcessId() const {
    return m_server->processId();
}

void LocalBackend::start(AttemptId attempt, const PreparedRequest& request) {
    switch (m_state) {
    case State::Ready:
        m_http->start(attempt, request);
        return;
    case State::Failed:
        m_waiting.emplace_back(attempt, request);
        QMetaObject::invokeMethod(
            this, [this] { failWaiting(m_failure); }, Qt::QueuedConnection);
        return;
    case State::NotStarted:
        m_state = State::Starting;
        m_waiting.emplace_back(attempt, request);
        m_server->start();
        return;
    case State::Starting:
        m_waiting.emplace_back(attempt, request);
        return;
    }
}

void LocalBackend::cancel(AttemptId attempt) {
    std::erase_if(m_waiting, [attempt](const auto& entry) { return entry.first == attempt; });
    m_http->cancel(attempt);
}

void LocalBackend::onReady(const QUrl& baseUrl) {
    m_state = State::Ready;
    m_http->setBaseUrl(baseUrl);
    for (auto& [attempt, request] : std::exchange(m_waiting, {})) {
        m_http->start(attempt, request);
    }
}

void LocalBackend::onServerLost(const QString& reason, bool canRestart) {
    if (canRestart && !m_restarted) {
        m_restarted = true;
        m_state = State::Starting;
        // The attempts in flight are retried by the engine once the server is back.
        m_http->failAllInFlight(reason + QStringLiteral("; restarting it"), true);
        // From the event loop: the QProcess that reported the death is still on the stack,
        // and start() replaces it.
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_state == State::Starting) {
                    m_server->start();
                }
            },
            Qt::QueuedConnection);
        return;
    }
    m_state = State::Failed;
    m_failure = m_restarted && canRestart
                    ? reason + QStringLiteral(" again after one restart; giving up")
                    : reason;
    m_http->failAllInFlight(m_failure, false);
    failWaiting(m_failure);
}

void LocalBackend::failWaiting(const QString& reason) {
    for (auto& [attempt, request] : std::exchange(m_waiting, {})) {
        complete(attempt, BackendFailure{reason, false, std::nullopt, {}, EndpointHealth::Fine});
    }
}

} // namespace pairrank::judge
