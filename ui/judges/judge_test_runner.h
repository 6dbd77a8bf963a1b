// The Judges dialog's "Test" button: sends ONE real request through core/judge
// (the configured backend, retries, the key from the environment) in a thread
// of its own, so that the GUI never waits on the network, and reports the raw
// answer and the computed p. A new test cancels the one before; results of a
// cancelled test never arrive.
//
// Threads: the runner lives in the GUI thread; the judge lives in the runner's
// thread and is created, used and destroyed there.
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/domain/judgement.h"
#include "core/judge/judge_request.h"

#include <QObject>
#include <QString>

#include <optional>

class QThread;

namespace pairrank::ui {

struct JudgeTestResult {
    // False when the judge could not be created (bad config, missing key) or the
    // request failed; `message` says why.
    bool ok = false;
    QString message;
    domain::JudgementStatus status = domain::JudgementStatus::Failed;
    std::optional<double> p;
    QString rawAnswer;
    QString prompt; // what was sent
    int attempts = 0;
    std::optional<double> latencyMilliseconds;
};

class JudgeTestRunner : public QObject {
    Q_OBJECT
public:
    explicit JudgeTestRunner(QObject* parent = nullptr);
    // Cancels a test in flight and waits for the thread (which only waits on its
    // event loop, so this is short).
    ~JudgeTestRunner() override;

    // Starts one test; finished() follows exactly once unless another test or
    // cancel() comes first.
    void start(const domain::JudgeConfig& config, const domain::Criterion& criterion,
               const judge::PairToJudge& pair);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void finished(const pairrank::ui::JudgeTestResult& result);

private:
    void deliver(quint64 generation, const JudgeTestResult& result);

    QThread* m_thread = nullptr;
    QObject* m_threadContext = nullptr; // lives in m_thread; parent of the judges
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace pairrank::ui

Q_DECLARE_METATYPE(pairrank::ui::JudgeTestResult)
