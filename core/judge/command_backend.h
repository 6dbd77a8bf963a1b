// The "command" backend (DESIGN.md §4): a user program started without a shell
// (JudgeConfig::endpoint with settings.command_arguments), kept running, and
// spoken to in JSON Lines:
//   stdin,  one line per request: {"id": n, "prompt": …, "context": …,
//                                  "candidate_a": …, "candidate_b": …, "criterion": …}
//   stdout, one line per answer:  {"id": n, "p": 0.73}
//                              or {"id": n, "label": "A" | "B" | "tie"}
//                              or {"id": n, "error": "…"}
// Score requests (absolute ratings) are not sent: a rating needs the model's
// class probabilities of the labels "1" … "10", which this protocol has no field
// for (a program written for it would answer a rating prompt with p or a label).
// They fail permanently, without starting the program, with that reason.
// Answers may come in any order. A label counts as one sampled answer
// (p = (#A + 0.5)/(n + 1) with n = 1, paper 001 eq. 5): "A" → 0.75, "B" → 0.25;
// "tie" → a tie (p = 0.5); any other label → a refusal with the text.
// Failures, each with a clear reason:
//   the program cannot start          → permanent ("cannot start …: …")
//   the program exits                 → retryable for the requests in flight
//                                       ("… exited with code 3; last stderr line: …");
//                                       the next attempt starts it again
//   no answer within timeout_ms       → retryable ("… did not answer within … ms")
//   a line that is not a valid answer → retryable ("… printed an unreadable line 4: …"),
//                                       for its id or, without one, the oldest request
//   {"error": …}                      → permanent with the program's message
#pragma once

#include "backend.h"
#include "judge_settings.h"
#include "label_tokens.h"

#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QTimer>

#include <map>
#include <memory>

namespace pairrank::judge {

class CommandBackend : public QObject, public JudgeBackend {
    Q_OBJECT
public:
    CommandBackend(const JudgeSettings& settings, const LabelWords& labels, QString criterionName,
                   QObject* parent = nullptr);
    ~CommandBackend() override;

    void start(AttemptId attempt, const PreparedRequest& request) override;
    void cancel(AttemptId attempt) override;
    std::optional<qint64> serverProcessId() const override;

private:
    struct Pending {
        qint64 deadline = 0;
    };

    bool ensureRunning();
    void onReadyRead();
    void onStandardError();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void handleLine(const QByteArray& line);
    void checkDeadlines();
    void fail(AttemptId attempt, const QString& reason, bool retryable);
    // fail(…, permanent) from the event loop, as start() must not complete at once.
    void failLater(AttemptId attempt, const QString& reason);
    void stopProcess();
    QString programName() const;

    JudgeSettings m_settings;
    LabelWords m_labels;
    QString m_criterionName;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_buffer;
    QString m_lastErrorLine;
    qint64 m_lineNumber = 0;
    std::map<AttemptId, Pending> m_pending; // ordered: the oldest attempt first
    QElapsedTimer m_clock;
    QTimer m_deadlineTimer;
};

} // namespace pairrank::judge
