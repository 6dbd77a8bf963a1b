// The Judges dialog's "Test" button: sends ONE real request through core/judge
// (the configured backend, retries, the key from the environment) off the GUI
// thread, so that the GUI never waits on the network, and reports the raw
// answer and the computed p. A new test cancels the one before; results of a
// cancelled test never arrive.
//
// Threads: each test is a JobTracker job on the thread pool; its judge is
// created, used and destroyed there, in an event loop of the job's own that
// also hears of a cancellation.
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/domain/judgement.h"
#include "core/judge/judge_request.h"
#include "ui/common/job_tracker.h"

#include <QObject>
#include <QString>

#include <optional>

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

    // Starts one test; finished() follows exactly once unless another test or
    // cancel() comes first.
    void start(const domain::JudgeConfig& config, const domain::Criterion& criterion,
               const judge::PairToJudge& pair);
    void cancel() { m_test.cancel(); }
    bool isRunning() const { return m_test.isRunning(); }

signals:
    void finished(const pairrank::ui::JudgeTestResult& result);

private:
    JobTracker m_test;
};

} // namespace pairrank::ui

Q_DECLARE_METATYPE(pairrank::ui::JudgeTestResult)
