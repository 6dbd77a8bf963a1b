// The engine of one run session in the worker thread (DESIGN.md §5):
//
//   every context that wants a batch → selector → Judge::prepare → request-hash
//   lookup in the project (a stored answer is reused, not paid for again) →
//   Judge::submit → each answer stored in its own transaction → the model sees it
//   (refit when the context's batch is complete) → stopping rule → snapshot.
//
// Many contexts run together and share the judge's concurrency; each has its own
// model. A RunLoop lives in the worker thread with its own ProjectDatabase
// connection and its own Judge; it reports through the callbacks (the worker
// turns them into signals). Nothing here is called from another thread.
#pragma once

#include "context_state.h"
#include "core/judge/judge.h"
#include "resume_state.h"
#include "run_snapshot.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace pairrank::run {

struct RunLoopCallbacks {
    std::function<void(const RunSnapshot&)> snapshot;
    std::function<void(const FailureEntry&)> failure;
    std::function<void(RunState)> stateChanged;
    std::function<void(const RunSummary&)> finished; // the last call of a session
    std::function<void(const QString&)> failed;      // followed by finished()
};

class RunLoop {
public:
    // `context` is the worker: it owns the connections to the judge and the timers.
    RunLoop(quint64 jobId, QString projectPath, domain::RunId run, int snapshotIntervalMilliseconds,
            QObject* context, RunLoopCallbacks callbacks);
    ~RunLoop();

    void start();
    void pause();
    void resume();
    void stop();
    // Synchronous end (the controller is being destroyed): cancels what is in flight,
    // marks the run Paused. No callbacks afterwards.
    void abort();

private:
    struct Ticket {
        std::size_t context = 0;
        stats::OrderedPair pair;
    };
    // An answer on its way to the project file: stored, then shown to the model.
    struct Arrival {
        std::size_t context = 0;
        stats::OrderedPair pair;
        domain::Judgement judgement;
        bool cached = false; // a copy of an answer another run paid for
    };

    Status open();
    void pump();
    Status proposeAndSubmit();
    void onAnswered(const judge::JudgeAnswer& answer);
    // Stores the answers in one transaction, and only then records them in their contexts.
    Status storeAnswers(std::vector<Arrival> answers);
    // Starts or stops the judge-idle clock after the state or the requests out changed.
    void trackJudgeIdle();
    double judgeIdleSeconds() const;
    void scheduleProcessing();
    void processAnswers();
    void onCapReached(const QString& reason);
    void checkFinished();
    void finish(RunState state, const QString& reason);
    void fail(const QString& message);
    void setState(RunState state);
    void maybeSnapshot(bool force);
    RunSnapshot buildSnapshot();
    RunTotals totals();
    double runningSeconds() const;
    judge::PairToJudge pairToJudge(std::size_t context, stats::OrderedPair pair,
                                   quint64 ticket) const;

    quint64 m_jobId;
    QString m_projectPath;
    domain::RunId m_runId;
    int m_snapshotIntervalMilliseconds;
    QPointer<QObject> m_context;
    RunLoopCallbacks m_callbacks;

    std::unique_ptr<storage::ProjectDatabase> m_database;
    std::optional<storage::JudgementWriter> m_writer;
    std::unique_ptr<judge::Judge> m_judge;
    RunDefinition m_definition;
    std::vector<std::unique_ptr<ContextState>> m_contexts;
    StoredTotals m_stored; // before this session
    std::optional<storage::JudgementLookup> m_lookup;
    QHash<quint64, Ticket> m_tickets;
    // Answers that arrived since the last pass of the event loop: stored together before
    // anything else happens (processAnswers), in one transaction instead of one each.
    std::vector<Arrival> m_arrived;
    quint64 m_nextTicket = 1;

    RunState m_state = RunState::Idle;
    bool m_processingScheduled = false;
    bool m_ended = false;
    bool m_finishing = false;
    QString m_capReason;
    QString m_failure;

    // This session's figures.
    qint64 m_answersWithProbability = 0;
    qint64 m_cachedReused = 0;
    qint64 m_failures = 0;
    qint64 m_promptTokens = 0;
    qint64 m_completionTokens = 0;
    double m_cost = 0.0;
    QElapsedTimer m_sessionClock;
    double m_pausedSeconds = 0.0;
    QElapsedTimer m_pauseClock;
    double m_engineSeconds = 0.0;
    QElapsedTimer m_judgeIdleClock; // runs while Running with no request at the judge
    double m_judgeIdleSeconds = 0.0;
    QElapsedTimer m_lastSnapshot;
    bool m_snapshotTimerPending = false;
    QElapsedTimer m_lastDiagnostics;
    JudgeDiagnostics m_diagnostics;
    qint64 m_diagnosticsComparisons = 0;   // comparisons behind m_diagnostics
    std::optional<RunTotals> m_lastTotals; // of the last snapshot, with the Spearman figures
};

} // namespace pairrank::run
