// Value snapshots of a running ranking run (DESIGN.md §5, §6): what the worker
// thread hands to the GUI and the command line. Everything is a copy; nothing
// points into live state, so a snapshot may be kept, queued across threads and
// read at leisure.
#pragma once

#include "core/analysis/interval.h"
#include "core/analysis/judge_diagnostics.h"
#include "core/analysis/ranking_snapshot.h"
#include "core/domain/identifiers.h"
#include "core/judge/endpoint_figures.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>
#include <vector>

namespace pairrank::run {

using analysis::Interval;
using analysis::JudgeDiagnostics;

// The life of a run as the controller reports it.
enum class RunState {
    Idle,     // nothing started yet
    Starting, // reading the project, fitting the stored judgements
    Running,
    Paused,   // no new requests; answers of requests in flight are still stored
    Stopping, // cancelling what is in flight
    Finished, // the budget is spent, every context stopped, or every pair was asked
    Stopped,  // stopped by the user (resumable)
    Failed,   // a fatal error (failed() carries the message; resumable)
};
QString runStateName(RunState state); // "idle", "starting", …

// One context of a run at one moment: its ranking as of its last refit (the same
// type, and the same numbers, as a fit of the stored judgements would show:
// analysis/ranking_rows.h), and where the run stands in it.
struct ContextSnapshot {
    analysis::RankingSnapshot ranking; // rows by rank; counts include cached answers
    qint64 comparisonsPlanned = 0;     // this context's comparison budget
    qint64 pending = 0;                // submitted, not answered
    std::optional<double> maxNeighbourReorderProbability; // poe-* only
    // Spearman against the criterion's reference scores, when the context has them.
    std::optional<double> spearman;
    QString spearmanAgainst; // "reference:coherence" or empty
    bool stopped = false;    // the stopping rule holds, the budget is spent or no pair is left
    QString stopReason;
};

struct RunTotals {
    qint64 comparisonsDone = 0;    // judgements with a probability (cached ones included)
    qint64 comparisonsPlanned = 0; // Σ over contexts of the comparison budget
    qint64 cachedReused = 0;       // answers found in the project by request hash, not paid
    qint64 failures = 0;           // failed and refused requests stored by this run
    qint64 ratings = 0;            // absolute ratings stored by this run (Ok, cached included)
    qint64 humanLabels = 0;  // human labels in the contexts' products (read at the start and since)
    qint64 humanBudget = 0;  // labels the run may ask people for (0: it asks nobody)
    qint64 humanQueued = 0;  // pairs it put to people, all sessions
    qint64 humanWaiting = 0; // of those, not labelled yet (the queue's length)
    qint64 inFlight = 0;     // requests on the wire to the judge now (at most its concurrency)
    qint64 queued = 0;       // chosen pairs waiting for a free slot, a rate limit or a retry
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    double cost = 0.0;
    QString currency;
    double throughputPerSecond = 0.0; // judgements stored per second of running time
    double elapsedSeconds = 0.0;      // running time of this run over all its sessions
    std::optional<double> estimatedSecondsLeft;
    std::optional<double> estimatedCostLeft;
    // The engine's share of wall time: selection, fitting, storing and snapshots, i.e.
    // everything but waiting for the judge (measured in this session).
    double engineSeconds = 0.0;
    // Running time with no request of this run at the judge: what the engine added to
    // the wall time (engine work while requests are out overlaps the judge's wait).
    double judgeIdleSeconds = 0.0;
    std::optional<double> meanSpearman;          // over contexts with a Spearman
    std::optional<double> spearmanStandardError; // of that mean
};

struct RunSnapshot {
    quint64 jobId = 0;
    domain::RunId runId = 0;
    RunState state = RunState::Idle;
    QDateTime takenAt; // UTC
    RunTotals totals;
    JudgeDiagnostics diagnostics;
    QList<ContextSnapshot> contexts; // by context id
    // The judge's servers (a fleet has several; simulated and command judges none).
    QList<judge::EndpointFigures> endpoints;
};

// One failed or refused request, as the run's failure log shows it.
struct FailureEntry {
    quint64 jobId = 0;
    QDateTime time; // UTC
    domain::ContextId contextId = 0;
    domain::CandidateId candidateA = 0;
    domain::CandidateId candidateB = 0; // 0 for an absolute rating of candidateA
    QString reason;
    // Their external ids, as the log names them (empty for candidateB of a rating):
    // the run has its candidates at hand, a window showing the log need not read them.
    QString nameA;
    QString nameB;
};

// How a run ended.
struct RunSummary {
    quint64 jobId = 0;
    domain::RunId runId = 0;
    // Finished, Stopped or Failed once the run has ended; Idle in a summary nobody filled
    // (so that a missing summary never reads as a finished run).
    RunState finalState = RunState::Idle;
    QString stopReason; // "budget", "stopping rule", "pairs exhausted", "tokens cap", …
    RunTotals totals;
    JudgeDiagnostics diagnostics;
    int contexts = 0;
    QJsonObject toJson() const; // the command line's final summary
};

QJsonObject toJson(const RunTotals& totals);

// Registers the types above with Qt's meta-type system (for queued connections).
// Idempotent; the controller calls it on construction.
void registerSessionMetaTypes();

} // namespace pairrank::run

Q_DECLARE_METATYPE(pairrank::run::RunState)
Q_DECLARE_METATYPE(pairrank::run::RunSnapshot)
Q_DECLARE_METATYPE(pairrank::run::FailureEntry)
Q_DECLARE_METATYPE(pairrank::run::RunSummary)
