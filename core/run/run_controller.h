// The handle on a ranking run for the GUI and the command line (DESIGN.md §5,
// §9 "Workers return values").
//
// A RunController lives in the caller's thread (the GUI thread) and owns a
// QThread in which the run's worker lives with its own ProjectDatabase
// connection and its own judge::Judge. The caller never computes a fit and
// never waits on the network: it calls start/pause/resume/stop, which return at
// once, and receives value snapshots through queued signals.
//
// Job ids: every start() begins a new job with a new id; every signal the worker
// emits carries it, and the controller drops what arrives from an earlier job
// (after stop() or a new start(), nothing of the old run reaches the caller).
//
// Snapshots are rate-limited by the worker (at most one per snapshot interval,
// 100 ms by default, plus one when the state changes and a final one).
//
// The project file is the only state: stop(), a crash or kill -9 lose nothing
// stored, and start() with the same run id continues where the file says.
#pragma once

#include "core/domain/error.h"
#include "core/domain/identifiers.h"
#include "run_estimate.h"
#include "run_settings.h"
#include "run_snapshot.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QThread;

namespace pairrank::run {

class RunWorker; // run_worker.h, private to core/run

class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);
    // Stops a running job (cancelling requests in flight) and waits for the thread.
    ~RunController() override;

    // Starts (or resumes) the stored run in the worker thread. Returns the new job
    // id, or an Error when a job is still active (stop it and wait for finished()).
    Result<quint64> start(const QString& projectPath, domain::RunId run);
    void pause();  // no new requests; answers in flight are still stored
    void resume(); // after pause()
    // Cancels everything in flight (cancelled answers are not stored), marks the run
    // Paused in the project, ends with finished() (finalState Stopped). Results of the
    // stopped job arriving later are dropped.
    void stop();

    RunState state() const { return m_state; }
    quint64 currentJobId() const { return m_jobId; }
    bool isActive() const; // starting, running, paused or stopping

    // At most one snapshot per `milliseconds` (default 100). Applies to the next start().
    void setSnapshotInterval(int milliseconds);

signals:
    void snapshotReady(const pairrank::run::RunSnapshot& snapshot);
    void failureLogged(const pairrank::run::FailureEntry& failure);
    void stateChanged(pairrank::run::RunState state);
    void finished(const pairrank::run::RunSummary& summary);
    void failed(const QString& message);

private:
    void onWorkerSnapshot(const pairrank::run::RunSnapshot& snapshot);
    void onWorkerFailure(const pairrank::run::FailureEntry& failure);
    void onWorkerState(quint64 jobId, pairrank::run::RunState state);
    void onWorkerFinished(const pairrank::run::RunSummary& summary);
    void onWorkerFailed(quint64 jobId, const QString& message);
    void setState(RunState state);
    void shutDownThread();

    QThread* m_thread = nullptr;   // owned (parented to this)
    RunWorker* m_worker = nullptr; // lives in m_thread; deleted through deleteLater
    quint64 m_jobId = 0;
    RunState m_state = RunState::Idle;
    int m_snapshotIntervalMilliseconds = 100;
    bool m_acceptingSnapshots = true; // false after stop(): the job's results are stale
};

} // namespace pairrank::run
