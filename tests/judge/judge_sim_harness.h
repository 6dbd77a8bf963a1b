// Starts pairrank-judge-sim for the suites of app/judge-sim: the real executable
// (PAIRRANK_JUDGE_SIM_PATH, defined by tests/judge/CMakeLists.txt) on a free port,
// waiting for its "listening on http://127.0.0.1:PORT" line; stops it with SIGTERM
// on destruction. Also a blocking HTTP exchange over QNetworkAccessManager that
// waits on the reply's signal.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QUrl>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

namespace pairrank::judgesim::testing {

class SimulatorProcess {
public:
    SimulatorProcess() = default;
    SimulatorProcess(const SimulatorProcess&) = delete;
    SimulatorProcess& operator=(const SimulatorProcess&) = delete;
    ~SimulatorProcess() { stop(); }

    static QString executable() { return QStringLiteral(PAIRRANK_JUDGE_SIM_PATH); }

    // Starts the simulator with `arguments` and "--port 0" and waits (up to
    // `timeoutMs`) for it to listen. On failure returns false with `error` set.
    bool start(const QStringList& arguments, QString* error = nullptr, int timeoutMs = 20000) {
        m_process.setProgram(executable());
        m_process.setArguments(arguments +
                               QStringList{QStringLiteral("--port"), QStringLiteral("0")});
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        if (!m_process.waitForStarted(timeoutMs)) {
            return failed(error, QStringLiteral("cannot start ") + executable());
        }
        static const QRegularExpression listening(
            QStringLiteral("^listening on http://127\\.0\\.0\\.1:(\\d+)$"));
        while (!m_process.canReadLine()) {
            if (!m_process.waitForReadyRead(timeoutMs)) {
                return failed(error, QStringLiteral("no 'listening on' line; stderr: ") +
                                         QString::fromUtf8(m_process.readAllStandardError()));
            }
        }
        const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
        const QRegularExpressionMatch match = listening.match(line);
        if (!match.hasMatch()) {
            return failed(error, QStringLiteral("unexpected first line: ") + line);
        }
        m_port = match.captured(1).toUShort();
        return true;
    }

    // SIGTERM, then waits for the exit (SIGKILL if it does not exit).
    void stop() {
        if (m_process.state() == QProcess::NotRunning) {
            return;
        }
        m_process.terminate();
        if (!m_process.waitForFinished(10000)) {
            m_process.kill();
            m_process.waitForFinished(10000);
        }
    }

    quint16 port() const { return m_port; }
    QUrl url(const QString& path) const {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path));
    }
    QProcess& process() { return m_process; }

private:
    bool failed(QString* error, const QString& message) {
        if (error != nullptr) {
            *error = message;
        }
        stop();
        return false;
    }

    QProcess m_process;
    quint16 m_port = 0;
};

// One finished HTTP exchange.
struct HttpExchange {
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int status = 0; // 0 when no response arrived
    QByteArray body;
    QByteArray retryAfter;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// Sends a request and waits (on the reply's signal) for it to finish.
inline HttpExchange exchange(QNetworkAccessManager& network, const QUrl& url,
                             const QByteArray& method, const QByteArray& body = {},
                             int transferTimeoutMs = 0) {
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    if (transferTimeoutMs > 0) {
        request.setTransferTimeout(transferTimeoutMs);
    }
    QNetworkReply* reply = network.sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished()) {
        finished.wait(30000);
    }
    HttpExchange result;
    result.error = reply->error();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.retryAfter = reply->rawHeader("Retry-After");
    reply->deleteLater();
    return result;
}

inline HttpExchange postJson(QNetworkAccessManager& network, const QUrl& url,
                             const QJsonObject& body, int transferTimeoutMs = 0) {
    return exchange(network, url, "POST", QJsonDocument(body).toJson(QJsonDocument::Compact),
                    transferTimeoutMs);
}

} // namespace pairrank::judgesim::testing
