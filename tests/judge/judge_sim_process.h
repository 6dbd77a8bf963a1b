// Starts pairrank-judge-sim for a test or a benchmark: on a free loopback port
// ("--port 0" is added), with the given options; reads its
// "listening on http://127.0.0.1:PORT" line, fetches GET /stats, and stops it
// (SIGTERM, then SIGKILL if it does not exit) when destroyed.
#pragma once

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QUrl>

namespace pairrank::judge::testing {

class JudgeSimProcess {
public:
    JudgeSimProcess() = default;
    // Starts `program` at once: an empty url() when it could not be started, and
    // error() says why.
    JudgeSimProcess(const QString& program, const QStringList& arguments) {
        start(program, arguments, &m_error);
    }
    JudgeSimProcess(const JudgeSimProcess&) = delete;
    JudgeSimProcess& operator=(const JudgeSimProcess&) = delete;
    ~JudgeSimProcess() { stop(); }

#ifdef PAIRRANK_JUDGE_SIM_PATH
    static QString executable() {
        return QStringLiteral(PAIRRANK_JUDGE_SIM_PATH);
    }
    bool start(const QStringList& arguments, QString* error = nullptr, int timeoutMs = 20000) {
        return start(executable(), arguments, error, timeoutMs);
    }
#endif

    // Starts `program` with `arguments` (and "--port 0" unless they name a port) and
    // waits (up to `timeoutMs`) for its first line. On failure returns false with
    // `error` set.
    bool start(const QString& program, const QStringList& arguments, QString* error,
               int timeoutMs = 20000) {
        m_process.setProgram(program);
        m_process.setArguments(
            arguments.contains(QStringLiteral("--port"))
                ? arguments
                : arguments + QStringList{QStringLiteral("--port"), QStringLiteral("0")});
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        if (!m_process.waitForStarted(timeoutMs)) {
            return failed(
                error, QStringLiteral("cannot start %1: %2").arg(program, m_process.errorString()));
        }
        while (!m_process.canReadLine()) {
            if (!m_process.waitForReadyRead(timeoutMs)) {
                return failed(error, QStringLiteral("no 'listening on' line; stderr: ") +
                                         QString::fromUtf8(m_process.readAllStandardError()));
            }
        }
        static const QRegularExpression listening(
            QStringLiteral("^listening on (http://127\\.0\\.0\\.1:(\\d+))$"));
        const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
        const QRegularExpressionMatch match = listening.match(line);
        if (!match.hasMatch()) {
            return failed(error, QStringLiteral("unexpected first line: ") + line);
        }
        m_url = QUrl(match.captured(1));
        m_port = match.captured(2).toUShort();
        return true;
    }

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

    const QUrl& url() const {
        return m_url;
    }
    QUrl url(const QString& path) const {
        QUrl withPath = m_url;
        withPath.setPath(path);
        return withPath;
    }
    quint16 port() const {
        return m_port;
    }
    const QString& error() const {
        return m_error;
    }
    qint64 processId() const {
        return m_process.processId();
    }
    QProcess& process() {
        return m_process;
    }

    // GET /stats as a JSON object (empty on failure).
    QJsonObject stats() const {
        QNetworkAccessManager manager;
        QNetworkReply* reply = manager.get(QNetworkRequest(url(QStringLiteral("/stats"))));
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QJsonObject object = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        return object;
    }

private:
    bool failed(QString* error, const QString& message) {
        if (error != nullptr) {
            *error = message;
        }
        stop();
        return false;
    }

    QProcess m_process;
    QUrl m_url;
    quint16 m_port = 0;
    QString m_error;
};

} // namespace pairrank::judge::testing
