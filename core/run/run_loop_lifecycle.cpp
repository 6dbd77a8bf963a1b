// RunLoop's life: pause, resume, stop, abort, failure and the end of a session.
#include "run_loop.h"
#include "storage/catalog_store.h"

#include <QDateTime>

#include <algorithm>
#include <utility>

namespace pairrank::run {

void RunLoop::checkFinished() {
    if (m_ended || !m_tickets.isEmpty()) {
        return;
    }
    if (m_state == RunState::Stopping) {
        finish(RunState::Stopped, QStringLiteral("stopped"));
        return;
    }
    if (m_state != RunState::Running) {
        return;
    }
    const bool allDone = std::all_of(m_contexts.begin(), m_contexts.end(),
                                     [](const auto& context) { return context->isDone(); });
    if (!allDone) {
        return;
    }
    for (const auto& context : m_contexts) {
        if (context->needsRefresh()) {
            if (Status status = context->refresh(); !status) {
                fail(status.message());
                return;
            }
        }
    }
    if (!m_failure.isEmpty()) {
        fail(m_failure);
        return;
    }
    QString reason = m_capReason;
    if (reason.isEmpty()) {
        bool anyRule = false;
        bool anyExhausted = false;
        for (const auto& context : m_contexts) {
            anyRule = anyRule || context->stopReason().startsWith(QStringLiteral("stopping rule"));
            anyExhausted =
                anyExhausted || context->stopReason() == QStringLiteral("pairs exhausted");
        }
        reason = anyRule        ? QStringLiteral("stopping rule")
                 : anyExhausted ? QStringLiteral("pairs exhausted")
                                : QStringLiteral("budget");
    }
    finish(RunState::Finished, reason);
}

void RunLoop::pause() {
    if (m_state == RunState::Running) {
        m_pauseClock.start();
        setState(RunState::Paused);
        maybeSnapshot(true);
    }
}

void RunLoop::resume() {
    if (m_state == RunState::Paused) {
        m_pausedSeconds += static_cast<double>(m_pauseClock.nsecsElapsed()) * 1e-9;
        setState(RunState::Running);
        scheduleProcessing();
    }
}

void RunLoop::stop() {
    if (m_ended || m_state == RunState::Stopping) {
        return;
    }
    if (m_state == RunState::Paused) {
        m_pausedSeconds += static_cast<double>(m_pauseClock.nsecsElapsed()) * 1e-9;
    }
    setState(RunState::Stopping);
    if (m_judge) {
        m_judge->cancelAll();
    }
    scheduleProcessing();
}

void RunLoop::abort() {
    if (m_ended) {
        return;
    }
    m_ended = true;
    trackJudgeIdle();
    if (m_judge) {
        m_judge->cancelAll();
    }
    if (m_database) {
        // Answers that arrived are paid for: they are kept (no callbacks any more).
        (void)storeAnswers(std::exchange(m_arrived, {}));
        (void)m_database->transaction([&]() -> storage::Status {
            return storage::updateRunStatus(*m_database, m_runId, domain::RunStatus::Paused,
                                            QDateTime::currentDateTimeUtc());
        });
    }
}

void RunLoop::fail(const QString& message) {
    if (m_ended || m_finishing) {
        return;
    }
    if (m_judge) {
        m_judge->cancelAll();
    }
    if (m_callbacks.failed) {
        m_callbacks.failed(message);
    }
    finish(RunState::Failed, message);
}

void RunLoop::finish(RunState state, const QString& reason) {
    if (m_ended || m_finishing) {
        return;
    }
    m_finishing = true;
    if (m_database) {
        // Answers that arrived are paid for: kept even when the session ends on a failure.
        (void)storeAnswers(std::exchange(m_arrived, {}));
    }
    for (const auto& context : m_contexts) {
        context->releaseEverything(); // the final snapshot shows every stored answer
    }
    // The final snapshot is sent before the state leaves Running (it shows the end).
    maybeSnapshot(true);
    m_ended = true;
    trackJudgeIdle();
    if (m_database) {
        const domain::RunStatus status = state == RunState::Finished ? domain::RunStatus::Finished
                                         : state == RunState::Failed ? domain::RunStatus::Failed
                                                                     : domain::RunStatus::Paused;
        (void)m_database->transaction([&]() -> storage::Status {
            return storage::updateRunStatus(*m_database, m_runId, status,
                                            QDateTime::currentDateTimeUtc());
        });
    }
    m_state = state;
    if (m_callbacks.stateChanged) {
        m_callbacks.stateChanged(state);
    }
    RunSummary summary;
    summary.jobId = m_jobId;
    summary.runId = m_runId;
    summary.finalState = state;
    summary.stopReason = reason;
    summary.totals = totals();
    if (m_lastTotals) {
        summary.totals.meanSpearman = m_lastTotals->meanSpearman;
        summary.totals.spearmanStandardError = m_lastTotals->spearmanStandardError;
    }
    summary.diagnostics = m_diagnostics;
    summary.contexts = static_cast<int>(m_contexts.size());
    if (m_callbacks.finished) {
        m_callbacks.finished(summary);
    }
}

void RunLoop::trackJudgeIdle() {
    const bool idle = m_state == RunState::Running && !m_ended && m_tickets.isEmpty();
    if (idle && !m_judgeIdleClock.isValid()) {
        m_judgeIdleClock.start();
    } else if (!idle && m_judgeIdleClock.isValid()) {
        m_judgeIdleSeconds += static_cast<double>(m_judgeIdleClock.nsecsElapsed()) * 1e-9;
        m_judgeIdleClock.invalidate();
    }
}

double RunLoop::judgeIdleSeconds() const {
    return m_judgeIdleSeconds + (m_judgeIdleClock.isValid()
                                     ? static_cast<double>(m_judgeIdleClock.nsecsElapsed()) * 1e-9
                                     : 0.0);
}

void RunLoop::setState(RunState state) {
    if (m_state == state) {
        return;
    }
    m_state = state;
    trackJudgeIdle();
    if (m_callbacks.stateChanged) {
        m_callbacks.stateChanged(state);
    }
}

} // namespace pairrank::run
