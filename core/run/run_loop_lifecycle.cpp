// RunLoop's life: pause, resume, stop, abort, failure and the end of a session.
#include "run_loop.h"
#include "run_store.h"

#include <algorithm>
#include <utility>

namespace pairrank::run {

void RunLoop::checkFinished() {
    if (hasEnded() || (m_pipeline && m_pipeline->outstanding() > 0)) {
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
    if (Status status = refit(true); !status) {
        fail(status.message());
        return;
    }
    if (m_earlyEnd && m_earlyEnd->failure) {
        fail(m_earlyEnd->reason);
        return;
    }
    QString reason;
    if (m_earlyEnd) {
        reason = m_earlyEnd->reason;
    } else {
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
        m_accounting.pauseClock();
        setState(RunState::Paused);
        maybeSnapshot(true);
    }
}

void RunLoop::resume() {
    if (m_state == RunState::Paused) {
        m_accounting.resumeClock();
        setState(RunState::Running);
        pump();
    }
}

void RunLoop::stop() {
    if (hasEnded() || m_state == RunState::Stopping) {
        return;
    }
    if (m_state == RunState::Paused) {
        m_accounting.resumeClock();
    }
    setState(RunState::Stopping);
    if (m_judge) {
        m_judge->cancelAll(); // the cancelled pairs come back through the pipeline
    }
    pump();
}

void RunLoop::abort() {
    if (hasEnded()) {
        return;
    }
    m_state = RunState::Stopped; // no callbacks from here on
    trackJudgeIdle();
    if (m_judge) {
        m_judge->cancelAll();
    }
    if (m_pipeline) {
        // Answers that arrived are paid for: they are kept.
        (void)m_pipeline->takeArrivals();
        m_pipeline->close();
    }
    if (m_database) {
        (void)setRunStatus(*m_database, m_runId, domain::RunStatus::Paused);
    }
}

void RunLoop::fail(const QString& message) {
    if (hasEnded()) {
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
    if (hasEnded()) {
        return;
    }
    if (m_pipeline) {
        // Answers that arrived are paid for: kept even when the session ends on a failure,
        // and shown by the final snapshot.
        if (auto arrived = m_pipeline->takeArrivals()) {
            fold(std::move(arrived).value());
        }
        m_pipeline->close();
    }
    for (const auto& context : m_contexts) {
        context->releaseEverything(); // the final snapshot shows every stored answer
    }
    // The final snapshot is sent before the state leaves Running (it shows the end).
    maybeSnapshot(true, true);
    m_state = state;
    trackJudgeIdle();
    if (m_database) {
        const domain::RunStatus status = state == RunState::Finished ? domain::RunStatus::Finished
                                         : state == RunState::Failed ? domain::RunStatus::Failed
                                                                     : domain::RunStatus::Paused;
        (void)setRunStatus(*m_database, m_runId, status);
    }
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

} // namespace pairrank::run
