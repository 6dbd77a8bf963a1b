// The inference server of the "local" backend (DESIGN.md §4, §7): a child
// process (llama-server by default) started without a shell as
//   <program> [-m <model>] --host 127.0.0.1 --port <free loopback port> <extra arguments>
// and polled on GET /health until it answers 200. The port is found by binding a
// QTcpServer to port 0 on loopback and releasing it just before the start.
//
// stop() — also run by the destructor — terminates the process, waits, and kills
// it if it does not exit; the child also gets SIGTERM if this process dies
// (PR_SET_PDEATHSIG), so that no orphan server is left behind.
#pragma once

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace pairrank::judge {

struct LocalServerOptions {
    QString program;
    QString modelPath; // empty: no -m
    QStringList extraArguments;
    int startupTimeoutMilliseconds = 60000;
};

class LocalServerProcess : public QObject {
    Q_OBJECT
public:
    explicit LocalServerProcess(LocalServerOptions options, QObject* parent = nullptr);
    ~LocalServerProcess() override;

    // Starts the server (stopping a previous one first). ready() or failed() follows.
    void start();
    void stop();

    bool isRunning() const;
    // Whether the process is alive at this moment. A death the event loop has not
    // delivered yet is taken in now: exited() is emitted before this returns false.
    // Never blocks.
    bool checkAlive();
    std::optional<qint64> processId() const;
    QUrl baseUrl() const { return m_baseUrl; }

signals:
    void ready(const QUrl& baseUrl);
    // The server could not be started or did not become healthy in time.
    void failed(const QString& reason);
    // The server died after it was ready (or while starting, after it was launched).
    void exited(const QString& reason);

private:
    void pollHealth();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onStandardError();
    QString describeExit(int exitCode, QProcess::ExitStatus status) const;

    LocalServerOptions m_options;
    std::unique_ptr<QProcess> m_process;
    std::unique_ptr<QNetworkAccessManager> m_health;
    QTimer m_pollTimer;
    QTimer m_startupDeadline;
    QUrl m_baseUrl;
    QString m_lastErrorLine;
    bool m_ready = false;
    bool m_healthRequestPending = false;
};

} // namespace pairrank::judge
