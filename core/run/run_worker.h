// The QObject side of a run in its worker thread: created by the RunController,
// moved to the worker thread, driven through queued invocations, and reporting
// through signals that carry the job id (run_controller.h).
#pragma once

#include "core/domain/identifiers.h"
#include "run_snapshot.h"

#include <QObject>
#include <QString>

#include <memory>

namespace pairrank::run {

class RunLoop;

class RunWorker : public QObject {
    Q_OBJECT
public:
    RunWorker(quint64 jobId, QString projectPath, domain::RunId run,
              int snapshotIntervalMilliseconds);
    ~RunWorker() override;

    quint64 jobId() const { return m_jobId; }

    // Called in the worker thread (QMetaObject::invokeMethod).
    Q_INVOKABLE void start();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void resume();
    Q_INVOKABLE void stop();
    Q_INVOKABLE void abort();

signals:
    void snapshotReady(const pairrank::run::RunSnapshot& snapshot);
    void failureLogged(const pairrank::run::FailureEntry& failure);
    void stateChanged(quint64 jobId, pairrank::run::RunState state);
    void finished(const pairrank::run::RunSummary& summary);
    void failed(quint64 jobId, const QString& message);

private:
    quint64 m_jobId;
    QString m_projectPath;
    domain::RunId m_runId;
    int m_snapshotIntervalMilliseconds;
    std::unique_ptr<RunLoop> m_loop;
};

} // namespace pairrank::run
