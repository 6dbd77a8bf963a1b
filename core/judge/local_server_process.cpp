#include "local_server_process.h"

#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpServer>

#include <csignal>
#include <sys/prctl.h>

namespace pairrank::judge {

namespace {

constexpr int kHealthPollMilliseconds = 50;
constexpr int kServerExitWaitMilliseconds = 3000;

std::optional<quint16> freeLoopbackPort() {
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0)) {
        return std::nullopt;
    }
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

} // namespace

LocalServerProcess::LocalServerProcess(LocalServerOptions options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_health(std::make_unique<QNetworkAccessManager>()) {
    m_pollTimer.setInterval(kHealthPollMilliseconds);
    connect(&m_pollTimer, &QTimer::timeout, this, &LocalServerProcess::pollHealth);
    m_startupDeadline.setSingleShot(true);
    connect(&m_startupDeadline, &QTimer::timeout, this, [this] {
        const QString reason =
            QStringLiteral("local server %1 did not become healthy within %2 ms%3")
                .arg(m_options.program)
                .arg(m_options.startupTimeoutMilliseconds)
                .arg(m_lastErrorLine.isEmpty()
                         ? QString()
                         : QStringLiteral("; last stderr line: ") + m_lastErrorLine);
        stop();
        emit failed(reason);
    });
}

LocalServerProcess::~LocalServerProcess() {
    stop();
}

bool LocalServerProcess::isRunning() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool LocalServerProcess::checkAlive() {
    if (!isRunning()) {
        return false;
    }
    // With a zero timeout this only polls: a process that died is reaped, and
    // finished() (hence onFinished and exited()) runs before it returns.
    m_process->waitForFinished(0);
    return isRunning();
}

std::optional<qint64> LocalServerProcess::processId() const {
    if (!isRunning() || m_process->processId() <= 0) {
        return std::nullopt;
    }
    return m_process->processId();
}

void LocalServerProcess::start() {
    stop();
    const auto port = freeLoopbackPort();
    if (!port) {
        emit failed(QStringLiteral("no free loopback port for the local server"));
        return;
    }
    m_ready = false;
    m_lastErrorLine.clear();
    m_baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(*port));
    QStringList arguments;
    if (!m_options.modelPath.isEmpty()) {
        arguments << QStringLiteral("-m") << m_options.modelPath;
    }
    arguments << QStringLiteral("--host") << QStringLiteral("127.0.0.1") << QStringLiteral("--port")
              << QString::number(*port) << m_options.extraArguments;

    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_options.program);
    m_process->setArguments(arguments);
    m_process->setStandardOutputFile(QProcess::nullDevice());
    // The server must not outlive PairRank, even when PairRank is killed.
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    connect(m_process.get(), &QProcess::readyReadStandardError, this,
            &LocalServerProcess::onStandardError);
    connect(m_process.get(), &QProcess::finished, this, &LocalServerProcess::onFinished);
    connect(m_process.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            const QString reason = QStringLiteral("cannot start the local server %1: %2")
                                       .arg(m_options.program, m_process->errorString());
            m_pollTimer.stop();
            m_startupDeadline.stop();
            emit failed(reason);
        }
    });
    m_process->start();
    m_startupDeadline.start(m_options.startupTimeoutMilliseconds);
    m_pollTimer.start();
}

void LocalServerProcess::pollHealth() {
    if (m_healthRequestPending || !isRunning()) {
        return;
    }
    QUrl url = m_baseUrl;
    url.setPath(QStringLiteral("/health"));
    QNetworkRequest request(url);
    request.setTransferTimeout(2000);
    QNetworkReply* reply = m_health->get(request);
    m_healthRequestPending = true;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        m_healthRequestPending = false;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 200 && !m_ready && isRunning()) {
            m_ready = true;
            m_pollTimer.stop();
            m_startupDeadline.stop();
            emit ready(m_baseUrl);
        }
    });
}

void LocalServerProcess::onStandardError() {
    const QList<QByteArray> lines = m_process->readAllStandardError().split('\n');
    for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
        if (!line->trimmed().isEmpty()) {
            m_lastErrorLine = QString::fromUtf8(line->trimmed()).left(300);
            break;
        }
    }
}

QString LocalServerProcess::describeExit(int exitCode, QProcess::ExitStatus status) const {
    QString text =
        status == QProcess::CrashExit
            ? QStringLiteral("local server %1 was killed or crashed").arg(m_options.program)
            : QStringLiteral("local server %1 exited with code %2")
                  .arg(m_options.program)
                  .arg(exitCode);
    if (!m_lastErrorLine.isEmpty()) {
        text += QStringLiteral("; last stderr line: ") + m_lastErrorLine;
    }
    return text;
}

void LocalServerProcess::onFinished(int exitCode, QProcess::ExitStatus status) {
    m_pollTimer.stop();
    m_startupDeadline.stop();
    const QString reason = describeExit(exitCode, status);
    m_ready = false;
    emit exited(reason);
}

void LocalServerProcess::stop() {
    m_pollTimer.stop();
    m_startupDeadline.stop();
    m_ready = false;
    if (!m_process) {
        return;
    }
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->terminate();
        if (!m_process->waitForFinished(kServerExitWaitMilliseconds)) {
            m_process->kill();
            m_process->waitForFinished(kServerExitWaitMilliseconds);
        }
    }
    m_process.reset();
}

} // namespace pairrank::judge
