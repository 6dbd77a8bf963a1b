// The scheduler of one run session in the worker thread (DESIGN.md §5):
//
//   every context that wants a batch → selector → the judging pipeline (request
//   hash lookup: a stored verdict is reused, not paid for again; the rest to the
//   judge; every answer stored before anything else sees it) → fold: the answers
//   enter their contexts → refit when a context's batch is complete → stopping
//   rule → snapshot.
//
// Many contexts run together and share the judge's concurrency; each has its own
// model. A RunLoop lives in the worker thread with its own ProjectDatabase
// connection, its own Judge and its JudgingPipeline; it reports through the
// callbacks (the worker turns them into signals). Nothing here is called from
// another thread. Its figures are kept by RunAccounting, the pace of its
// snapshots by SnapshotThrottle.
#pragma once

#include "context_state.h"
#include "core/judge/judge.h"
#include "human_queue.h"
#include "judging_pipeline.h"
#include "resume_state.h"
#include "run_accounting.h"
#include "run_snapshot.h"
#include "snapshot_throttle.h"
#include "storage/project_database.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace pairrank::run {

// How often a running session looks for new human labels (a small indexed query).
inline constexpr qint64 kLabelReadIntervalMs = 500;

struct RunLoopCallbacks {
    std::function<void(const RunSnapshot&)> snapshot;
    std::function<void(const FailureEntry&)> failure;
    std::function<void(RunState)> stateChanged;
    std::function<void(const RunSummary&)> finished; // the last call of a session
    std::function<void(const QString&)> failed;      // followed by finished()
};

class RunLoop {
public:
    // `context` is the worker: it owns the connections to the judge. The loop's own
    // timers belong to the loop (m_timers), so that none fires into a loop destroyed
    // meanwhile (RunWorker::abort deletes it with a snapshot's timer still pending).
    RunLoop(quint64 jobId, QString projectPath, domain::RunId run, int snapshotIntervalMilliseconds,
            QObject* context, RunLoopCallbacks callbacks);
    ~RunLoop();

    void start();
    void pause();
    void resume();
    void stop();
    // Synchronous end (the controller is being destroyed): cancels what is in flight,
    // keeps what arrived, marks the run Paused. No callbacks afterwards.
    void abort();

private:
    // Why a session ends before its contexts are done.
    struct EarlyEnd {
        QString reason;
        bool failure = false; // the judge stopped answering: the run fails
    };

    Status open();
    Status openJudge();
    // One pass: the caps, new batches for the contexts that want one, a snapshot when
    // due, and the end when every context is done.
    void pump();
    Status askForBatches();
    // The one place where answers enter the contexts (stored, or withdrawn).
    void fold(Delivery delivery);
    // Refits every context whose batch is complete; `ending`: every context with news.
    Status refit(bool ending);
    // Human labels stored since the last read join their contexts (human_label_feed.h);
    // at most every kLabelReadIntervalMs unless `now`.
    void readHumanLabels(bool now);
    // Puts some of the answers to people (human_queue.h) and stores them in the queue.
    void queueForPeople(std::span<const AnsweredPair> answered);
    void endEarly(EarlyEnd end);
    void checkFinished();
    void finish(RunState state, const QString& reason);
    void fail(const QString& message);
    void setState(RunState state);
    bool hasEnded() const;
    bool isPaused() const { return m_state == RunState::Paused; }
    void trackJudgeIdle();
    void maybeSnapshot(bool force, bool ending = false);
    RunSnapshot buildSnapshot(bool ending);
    RunTotals totals() const;

    quint64 m_jobId;
    QString m_projectPath;
    domain::RunId m_runId;
    QPointer<QObject> m_context;
    // The context of the loop's single-shot timers: made on the worker's thread with the
    // loop, it takes its pending timers with it when the loop is destroyed.
    QObject m_timers;
    RunLoopCallbacks m_callbacks;

    std::unique_ptr<storage::ProjectDatabase> m_database;
    std::unique_ptr<judge::Judge> m_judge;
    std::unique_ptr<JudgingPipeline> m_pipeline;
    RunDefinition m_definition;
    std::vector<std::unique_ptr<ContextState>> m_contexts; // by pipeline index
    RunAccounting m_accounting;
    SnapshotThrottle m_throttle;
    JudgeDiagnostics m_diagnostics;
    std::optional<RunTotals> m_lastTotals;       // of the last snapshot, with the Spearman figures
    std::optional<HumanLabelFeed> m_humanLabels; // when the settings use human labels
    std::optional<HumanQueue> m_humanQueue;      // when the settings have a human budget
    QElapsedTimer m_sinceLabelRead;

    RunState m_state = RunState::Idle; // Finished, Stopped or Failed: the session has ended
    std::optional<EarlyEnd> m_earlyEnd;
};

} // namespace pairrank::run
