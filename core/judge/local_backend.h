// The "local" backend: a LocalServerProcess started on first use and talked to
// through the HTTP backend of `local_protocol`. Attempts that arrive while the
// server starts wait for it. When the server dies, the attempts in flight fail
// as retryable and the server is restarted — once; when it dies again (or cannot
// be started), every attempt fails permanently with the reason.
#pragma once

#include "backend.h"
#include "http_backend.h"
#include "local_server_process.h"

#include <QObject>

#include <memory>
#include <vector>

namespace pairrank::judge {

class LocalBackend : public QObject, public JudgeBackend {
    Q_OBJECT
public:
    LocalBackend(const JudgeSettings& settings, const LabelWords& labels, const QString& apiKey,
                 QObject* parent = nullptr);
    ~LocalBackend() override;

    void start(AttemptId attempt, const PreparedRequest& request) override;
    void cancel(AttemptId attempt) override;
    std::optional<qint64> serverProcessId() const override;

private:
    enum class State { NotStarted, Starting, Ready, Failed };

    void onReady(const QUrl& baseUrl);
    void onServerLost(const QString& reason, bool canRestart);
    void failWaiting(const QString& reason);

    std::unique_ptr<HttpBackend> m_http;
    std::unique_ptr<LocalServerProcess> m_server;
    State m_state = State::NotStarted;
    bool m_restarted = false;
    QString m_failure;
    std::vector<std::pair<AttemptId, PreparedRequest>> m_waiting;
};

} // namespace pairrank::judge
