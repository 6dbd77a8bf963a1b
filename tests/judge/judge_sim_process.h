// Starts pairrank-judge-sim for a test or a benchmark: on a free loopback port,
// with the given options; reads its "listening on http://127.0.0.1:PORT" line,
// fetches GET /stats, and stops it (terminate, then kill) when destroyed.
#pragma once

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QUrl>

#include <memory>

namespace pairrank::judge::testing {

class JudgeSimProcess {
public:
    // Empty url() when the simulator could not be started; error() says why.
    JudgeSimProcess(const QString& program, QStringList arguments) {
        m_process.setProgram(program);
        m_process.setArguments(QStringList{QStringLiteral("--port"), QStringLiteral("0")} +
                               arguments);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        if (!m_process.waitForStarted(10000)) {
            m_error = m_process.errorString();
            return;
        }
        static const QRegularExpression listening(
            QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+)"));
        QByteArray output;
        while (m_process.waitForReadyRead(10000)) {
            output += m_process.readAllStandardOutput();
            const auto match = listening.match(QString::fromUtf8(output));
            if (match.hasMatch()) {
                m_url = QUrl(match.captured(1));
                return;
            }
        }
        m_error = QStringLiteral("no 'listening on' line; stderr: ") +
                  QString::fromUtf8(m_process.readAllStandardError());
    }

    ~JudgeSimProcess() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(5000)) {
                m_process.kill();
                m_process.waitForFinished(5000);
            }
        }
    }

    const QUrl& url() const { return m_url; }
    const QString& error() const { return m_error; }
    qint64 processId() const { return m_process.processId(); }

    // GET /stats as a JSON object (empty on failure).
    QJsonObject stats() const {
        QNetworkAccessManager manager;
        QUrl statsUrl = m_url;
        statsUrl.setPath(QStringLiteral("/stats"));
        QNetworkReply* reply = manager.get(QNetworkRequest(statsUrl));
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QJsonObject object = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        return object;
    }

private:
    QProcess m_process;
    QUrl m_url;
    QString m_error;
};

} // namespace pairrank::judge::testing
