#include "command_backend.h"

#include "core/stats/comparison.h"
#include "prompt_classifier.h"
#include "text_excerpt.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <csignal>
#include <sys/prctl.h>

namespace pairrank::judge {

namespace {

constexpr qsizetype kLineExcerptLength = 200;
constexpr int kCommandExitWaitMilliseconds = 2000;

QString lineExcerpt(const QByteArray& line) {
    return excerpt(line.trimmed(), kLineExcerptLength);
}

} // namespace

CommandBackend::CommandBackend(const JudgeSettings& settings, const LabelWords& labels,
                               QString criterionName, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_labels(labels)
    , m_criterionName(std::move(criterionName)) {
    m_clock.start();
    m_deadlineTimer.setSingleShot(true);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &CommandBackend::checkDeadlines);
}

CommandBackend::~CommandBackend() {
    stopProcess();
}

QString CommandBackend::programName() const {
    // File names only: enough to recognise the program, without long paths.
    QStringList words{QFileInfo(m_settings.program).fileName()};
    for (const QString& argument : m_settings.commandArguments) {
        words.append(QFileInfo(argument).fileName());
    }
    return QStringLiteral("command '%1'").arg(words.join(QLatin1Char(' ')));
}

std::optional<qint64> CommandBackend::serverProcessId() const {
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        return std::nullopt;
    }
    return m_process->processId();
}

bool CommandBackend::ensureRunning() {
    if (m_process && m_process->state() != QProcess::NotRunning) {
        return true;
    }
    m_process = std::make_unique<QProcess>();
    m_buffer.clear();
    m_lineNumber = 0;
    m_lastErrorLine.clear();
    m_process->setProgram(m_settings.program);
    m_process->setArguments(m_settings.commandArguments);
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    connect(m_process.get(), &QProcess::readyReadStandardOutput, this,
            &CommandBackend::onReadyRead);
    connect(m_process.get(), &QProcess::readyReadStandardError, this,
            &CommandBackend::onStandardError);
    connect(m_process.get(), &QProcess::finished, this, &CommandBackend::onFinished);
    m_process->start();
    if (!m_process->waitForStarted()) {
        const QString reason =
            QStringLiteral("cannot start %1: %2").arg(m_settings.program, m_process->errorString());
        m_process.reset();
        m_lastErrorLine = reason;
        return false;
    }
    return true;
}

void CommandBackend::failLater(AttemptId attempt, const QString& reason) {
    m_pending.emplace(attempt, Pending{0});
    QMetaObject::invokeMethod(
        this, [this, attempt, reason] { fail(attempt, reason, false); }, Qt::QueuedConnection);
}

void CommandBackend::start(AttemptId attempt, const PreparedRequest& request) {
    if (request.pair.task == JudgeTask::Score) {
        failLater(attempt, QStringLiteral("the command backend cannot score one candidate: its "
                                          "line protocol answers comparisons only (p or a "
                                          "label), and absolute scoring needs token logprobs"));
        return;
    }
    if (!ensureRunning()) {
        failLater(attempt, m_lastErrorLine);
        return;
    }
    QJsonObject line;
    line.insert(QStringLiteral("id"), static_cast<qint64>(attempt));
    line.insert(QStringLiteral("prompt"), request.prompt);
    line.insert(QStringLiteral("context"), request.pair.contextText);
    line.insert(QStringLiteral("candidate_a"), request.pair.textA);
    line.insert(QStringLiteral("candidate_b"), request.pair.textB);
    line.insert(QStringLiteral("criterion"), m_criterionName);
    m_process->write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    const qint64 deadline = m_clock.elapsed() + m_settings.timeoutMilliseconds;
    m_pending.emplace(attempt, Pending{deadline});
    if (!m_deadlineTimer.isActive()) {
        m_deadlineTimer.start(m_settings.timeoutMilliseconds);
    }
}

void CommandBackend::cancel(AttemptId attempt) {
    m_pending.erase(attempt);
}

void CommandBackend::fail(AttemptId attempt, const QString& reason, bool retryable) {
    if (m_pending.erase(attempt) == 0) {
        return;
    }
    complete(attempt, BackendFailure{reason, retryable, std::nullopt, {}, EndpointHealth::Fine});
}

void CommandBackend::onReadyRead() {
    m_buffer += m_process->readAllStandardOutput();
    qsizetype newline = 0;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        ++m_lineNumber;
        if (!line.trimmed().isEmpty()) {
            handleLine(line);
        }
    }
}

void CommandBackend::handleLine(const QByteArray& line) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    const QJsonObject object = document.object();
    const QJsonValue idValue = object.value(QStringLiteral("id"));
    const bool hasId = document.isObject() && idValue.isDouble() && idValue.toDouble() >= 0;
    const auto unreadable = [&](const QString& why) {
        const QString reason = QStringLiteral("%1 printed an unreadable line %2 (%3): %4")
                                   .arg(programName())
                                   .arg(m_lineNumber)
                                   .arg(why, lineExcerpt(line));
        // Without an id the line cannot be matched: it ends the oldest request.
        const AttemptId attempt = hasId ? static_cast<AttemptId>(idValue.toInteger())
                                        : (m_pending.empty() ? 0 : m_pending.begin()->first);
        fail(attempt, reason, true);
    };
    if (!document.isObject()) {
        unreadable(parseError.error != QJsonParseError::NoError
                       ? parseError.errorString()
                       : QStringLiteral("not a JSON object"));
        return;
    }
    if (!hasId) {
        unreadable(QStringLiteral("no numeric \"id\""));
        return;
    }
    const auto attempt = static_cast<AttemptId>(idValue.toInteger());
    if (!m_pending.contains(attempt)) {
        return; // cancelled, timed out, or an id we never sent
    }
    if (object.contains(QStringLiteral("error"))) {
        fail(attempt,
             QStringLiteral("%1 answered with an error: %2")
                 .arg(programName(), object.value(QStringLiteral("error")).toVariant().toString()),
             false);
        return;
    }
    BackendAnswer answer;
    answer.rawAnswer = lineExcerpt(line);
    if (object.contains(QStringLiteral("p"))) {
        const QJsonValue value = object.value(QStringLiteral("p"));
        const double p = value.toDouble(-1.0);
        if (!value.isDouble() || !std::isfinite(p) || p < 0.0 || p > 1.0) {
            unreadable(QStringLiteral("\"p\" must be a number in [0, 1]"));
            return;
        }
        answer.status = domain::JudgementStatus::Ok;
        answer.p = stats::clampProbability(p);
    } else if (object.value(QStringLiteral("label")).isString()) {
        const QString label = object.value(QStringLiteral("label")).toString();
        const TextClassification verdict = classifyAnswerText(label, m_labels);
        SampleCounts counts;
        switch (verdict.verdict) {
        case TextVerdict::A:
            counts.a = 1;
            break;
        case TextVerdict::B:
            counts.b = 1;
            break;
        case TextVerdict::Tie:
            counts.ties = 1;
            break;
        case TextVerdict::Refusal:
            break;
        }
        answer.status = verdict.verdict == TextVerdict::Tie       ? domain::JudgementStatus::Tie
                        : verdict.verdict == TextVerdict::Refusal ? domain::JudgementStatus::Refusal
                                                                  : domain::JudgementStatus::Ok;
        answer.p =
            verdict.verdict == TextVerdict::Refusal ? std::nullopt : probabilityFromSamples(counts);
    } else {
        unreadable(QStringLiteral("neither \"p\", \"label\" nor \"error\""));
        return;
    }
    m_pending.erase(attempt);
    complete(attempt, std::move(answer));
}

void CommandBackend::onStandardError() {
    const QList<QByteArray> lines = m_process->readAllStandardError().split('\n');
    for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
        if (!line->trimmed().isEmpty()) {
            m_lastErrorLine = lineExcerpt(*line);
            break;
        }
    }
}

void CommandBackend::onFinished(int exitCode, QProcess::ExitStatus status) {
    onStandardError();
    onReadyRead(); // answers printed just before the exit still count
    QString reason =
        status == QProcess::CrashExit
            ? QStringLiteral("%1 crashed").arg(programName())
            : QStringLiteral("%1 exited with code %2").arg(programName()).arg(exitCode);
    if (!m_lastErrorLine.isEmpty()) {
        reason += QStringLiteral("; last stderr line: ") + m_lastErrorLine;
    }
    // The QProcess is replaced on the next start(); it must not be deleted inside its own signal.
    m_process.release()->deleteLater();
    std::vector<AttemptId> attempts;
    for (const auto& entry : m_pending) {
        attempts.push_back(entry.first);
    }
    for (const AttemptId attempt : attempts) {
        fail(attempt, reason, true);
    }
}

void CommandBackend::checkDeadlines() {
    const qint64 now = m_clock.elapsed();
    std::vector<AttemptId> expired;
    qint64 nextDeadline = -1;
    for (const auto& [attempt, pending] : m_pending) {
        if (pending.deadline <= now) {
            expired.push_back(attempt);
        } else if (nextDeadline < 0 || pending.deadline < nextDeadline) {
            nextDeadline = pending.deadline;
        }
    }
    for (const AttemptId attempt : expired) {
        fail(attempt,
             QStringLiteral("%1 did not answer within %2 ms")
                 .arg(programName())
                 .arg(m_settings.timeoutMilliseconds),
             true);
    }
    if (nextDeadline >= 0) {
        m_deadlineTimer.start(static_cast<int>(nextDeadline - now));
    }
}

void CommandBackend::stopProcess() {
    if (!m_process) {
        return;
    }
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        m_process->closeWriteChannel();
        m_process->terminate();
        if (!m_process->waitForFinished(kCommandExitWaitMilliseconds)) {
            m_process->kill();
            m_process->waitForFinished(kCommandExitWaitMilliseconds);
        }
    }
    m_process.reset();
}

} // namespace pairrank::judge
