// The figures of one run session (DESIGN.md §5): what it stored and spent, on
// top of what the run had stored before; its running time without pauses; the
// engine's time (everything but waiting for the judge) and the judge's idle
// time (running with no request out). Turned into RunTotals for snapshots.
#pragma once

#include "core/domain/absolute_score.h"
#include "core/domain/judgement.h"
#include "core/judge/judge_accounting.h"
#include "resume_state.h"
#include "run_budget.h"
#include "run_snapshot.h"

#include <QElapsedTimer>
#include <QString>

namespace pairrank::run {

class RunAccounting {
public:
    // What the run had stored before this session (resume_state.h).
    void setBefore(const StoredTotals& before) { m_before = before; }

    void startClock() { m_sessionClock.start(); }
    void pauseClock() { m_pauseClock.start(); }
    void resumeClock();

    // One answer stored by this session (reused: a copy of an answer paid for before).
    void count(const domain::Judgement& judgement, bool reused);
    // One absolute rating stored by this session: its tokens and cost; a refusal or a
    // failure counts as a failure.
    void countRating(const domain::AbsoluteScore& rating, bool reused);

    // The judge is busy while requests of this run are out; idle time counts while the
    // run is running with none out.
    void setJudgeIdle(bool idle);
    double judgeIdleSeconds() const;

    double runningSeconds(bool paused) const;
    // What the caps of RunBudget are measured against.
    RunSpending spending(bool paused) const;

    // Adds the time of one engine entry point (selection, fitting, storing, snapshots).
    class EngineTime {
    public:
        explicit EngineTime(RunAccounting& accounting)
            : m_accounting(accounting) {
            m_clock.start();
        }
        ~EngineTime() {
            m_accounting.m_engineSeconds += static_cast<double>(m_clock.nsecsElapsed()) * 1e-9;
        }
        EngineTime(const EngineTime&) = delete;
        EngineTime& operator=(const EngineTime&) = delete;

    private:
        RunAccounting& m_accounting;
        QElapsedTimer m_clock;
    };

    // The run's totals: `done` and `planned` from the contexts, the judge's queue.
    RunTotals totals(qint64 done, qint64 planned, const judge::JudgeAccounting& judge,
                     const QString& currency, bool paused) const;

private:
    StoredTotals m_before;
    qint64 m_withProbability = 0;
    qint64 m_reused = 0;
    qint64 m_failures = 0;
    qint64 m_ratings = 0; // Ok ratings stored by this session
    qint64 m_promptTokens = 0;
    qint64 m_completionTokens = 0;
    double m_cost = 0.0;
    QElapsedTimer m_sessionClock;
    QElapsedTimer m_pauseClock;
    double m_pausedSeconds = 0.0;
    double m_engineSeconds = 0.0;
    QElapsedTimer m_judgeIdleClock;
    double m_judgeIdleSeconds = 0.0;
};

} // namespace pairrank::run
