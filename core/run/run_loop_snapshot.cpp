// RunLoop's progress reports: the rate-limited snapshots with their diagnostics.
#include "core/analysis/judge_diagnostics.h"
#include "run_loop.h"

#include <QTimer>

#include <cmath>

namespace pairrank::run {

RunSnapshot RunLoop::buildSnapshot(bool ending) {
    RunSnapshot snapshot;
    snapshot.jobId = m_jobId;
    snapshot.runId = m_runId;
    snapshot.state = m_state;
    snapshot.takenAt = QDateTime::currentDateTimeUtc();
    double spearmanSum = 0.0;
    double spearmanSquares = 0.0;
    int spearmanCount = 0;
    std::vector<analysis::DiagnosticsInput> diagnostics;
    qint64 comparisons = 0;
    for (const auto& context : m_contexts) {
        ContextSnapshot contextSnapshot = context->snapshot();
        if (contextSnapshot.spearman) {
            spearmanSum += *contextSnapshot.spearman;
            spearmanSquares += *contextSnapshot.spearman * *contextSnapshot.spearman;
            ++spearmanCount;
        }
        snapshot.contexts.append(std::move(contextSnapshot));
        diagnostics.push_back(analysis::DiagnosticsInput{
            context->judgeComparisons(), context->textLengths(), context->model().homeAdvantage(),
            context->model().homeAdvantageStandardError(), context->referenceScores(),
            context->humanLabelExperts()});
        comparisons += static_cast<qint64>(context->judgeComparisons().size());
    }
    if (m_throttle.diagnosticsDue(comparisons, ending || m_state != RunState::Running)) {
        m_diagnostics = analysis::computeJudgeDiagnostics(diagnostics);
        m_throttle.diagnosticsComputed(comparisons);
    }
    snapshot.diagnostics = m_diagnostics;
    snapshot.totals = totals();
    if (m_judge) {
        snapshot.endpoints = m_judge->endpointFigures();
    }
    if (spearmanCount > 0) {
        const double mean = spearmanSum / spearmanCount;
        snapshot.totals.meanSpearman = mean;
        if (spearmanCount > 1) {
            const double variance = std::max(0.0, (spearmanSquares - spearmanCount * mean * mean) /
                                                      (spearmanCount - 1));
            snapshot.totals.spearmanStandardError = std::sqrt(variance / spearmanCount);
        }
    }
    return snapshot;
}

void RunLoop::maybeSnapshot(bool force, bool ending) {
    if (hasEnded() || !m_callbacks.snapshot) {
        return;
    }
    if (!force && !m_throttle.due()) {
        if (const auto wait = m_throttle.holdBack()) {
            QTimer::singleShot(*wait, &m_timers, [this]() {
                m_throttle.waited();
                pump(); // counts its time as the engine's and snapshots when due
            });
        }
        return;
    }
    // A context mid-batch is shown as of its last refit (its counts are current): the
    // model takes a batch in when it is complete, not at the snapshot's pace, which would
    // cost a refit per snapshot and make the refits depend on timing. A session that ends
    // shows every answer.
    const bool final = ending || m_state != RunState::Running;
    if (Status status = refit(final); !status && !ending) {
        fail(status.message());
        return;
    }
    const RunSnapshot snapshot = buildSnapshot(ending);
    m_lastTotals = snapshot.totals;
    m_throttle.sent();
    m_callbacks.snapshot(snapshot);
}

} // namespace pairrank::run
