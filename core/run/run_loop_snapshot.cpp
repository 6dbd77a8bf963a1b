// RunLoop's progress reports: totals, diagnostics and the rate-limited snapshots.
#include "core/analysis/judge_diagnostics.h"
#include "run_loop.h"

#include <QTimer>

#include <cmath>

namespace pairrank::run {

namespace {
constexpr int kDiagnosticsIntervalMilliseconds = 1000;
}

RunTotals RunLoop::totals() {
    RunTotals totals;
    for (const auto& context : m_contexts) {
        totals.comparisonsDone += context->comparisons();
        totals.comparisonsPlanned += context->planned();
    }
    if (m_judge) {
        const judge::JudgeAccounting judged = m_judge->accounting();
        totals.inFlight = judged.inFlight;
        totals.queued = judged.queued;
    }
    totals.cachedReused = m_cachedReused;
    totals.failures = m_stored.failures + m_failures;
    totals.promptTokens = m_stored.promptTokens + m_promptTokens;
    totals.completionTokens = m_stored.completionTokens + m_completionTokens;
    totals.cost = m_stored.cost + m_cost;
    totals.currency = m_definition.judge.settings.value(QStringLiteral("currency"))
                          .toString(QStringLiteral("USD"));
    totals.elapsedSeconds = runningSeconds();
    totals.engineSeconds = m_engineSeconds;
    totals.judgeIdleSeconds = judgeIdleSeconds();
    if (totals.elapsedSeconds > 0.0) {
        totals.throughputPerSecond =
            static_cast<double>(m_answersWithProbability + m_failures) / totals.elapsedSeconds;
    }
    const qint64 left = std::max<qint64>(0, totals.comparisonsPlanned - totals.comparisonsDone);
    if (totals.throughputPerSecond > 0.0) {
        totals.estimatedSecondsLeft = static_cast<double>(left) / totals.throughputPerSecond;
    }
    const qint64 paidAnswers = m_answersWithProbability - m_cachedReused + m_failures;
    if (paidAnswers > 0) {
        totals.estimatedCostLeft =
            m_cost / static_cast<double>(paidAnswers) * static_cast<double>(left);
    }
    return totals;
}

RunSnapshot RunLoop::buildSnapshot() {
    RunSnapshot snapshot;
    snapshot.jobId = m_jobId;
    snapshot.runId = m_runId;
    snapshot.state = m_state;
    snapshot.takenAt = QDateTime::currentDateTimeUtc();
    double spearmanSum = 0.0;
    double spearmanSquares = 0.0;
    int spearmanCount = 0;
    std::vector<analysis::DiagnosticsInput> diagnostics;
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
            context->model().homeAdvantageStandardError()});
    }
    // The diagnostics read every comparison: at most once a second, at the end, and
    // whenever the comparisons have doubled since the last time — so that a short run
    // still shows how they evolve, at a total cost of a constant times the last one.
    qint64 comparisons = 0;
    for (const analysis::DiagnosticsInput& input : diagnostics) {
        comparisons += static_cast<qint64>(input.comparisons.size());
    }
    if (!m_lastDiagnostics.isValid() ||
        m_lastDiagnostics.elapsed() >= kDiagnosticsIntervalMilliseconds ||
        comparisons >= 2 * m_diagnosticsComparisons || m_state != RunState::Running ||
        m_finishing) {
        m_diagnostics = analysis::computeJudgeDiagnostics(diagnostics);
        m_diagnosticsComparisons = qMax<qint64>(comparisons, 1);
        m_lastDiagnostics.start();
    }
    snapshot.diagnostics = m_diagnostics;
    snapshot.totals = totals();
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

void RunLoop::maybeSnapshot(bool force) {
    if (m_ended || !m_callbacks.snapshot) {
        return;
    }
    const bool due =
        !m_lastSnapshot.isValid() || m_lastSnapshot.elapsed() >= m_snapshotIntervalMilliseconds;
    if (!force && !due) {
        // Rate-limited: one snapshot when the interval has passed, so the last change shows.
        if (!m_snapshotTimerPending) {
            m_snapshotTimerPending = true;
            const qint64 wait = m_snapshotIntervalMilliseconds - m_lastSnapshot.elapsed();
            QTimer::singleShot(static_cast<int>(std::max<qint64>(1, wait)), m_context, [this]() {
                m_snapshotTimerPending = false;
                pump(); // counts its time as the engine's and snapshots when due
            });
        }
        return;
    }
    // A context mid-batch is shown as of its last refit (its counts are current): the
    // model takes a batch in when it is complete, not at the snapshot's pace, which would
    // cost a refit per snapshot and make the refits depend on timing. A run that ends
    // shows every answer.
    const bool ending = m_finishing || m_state != RunState::Running;
    for (const auto& context : m_contexts) {
        if (ending ? context->needsRefresh() : context->readyToRefit()) {
            if (Status status = context->refresh(); !status && !m_finishing) {
                fail(status.message());
                return;
            }
        }
    }
    const RunSnapshot snapshot = buildSnapshot();
    m_lastTotals = snapshot.totals;
    m_lastSnapshot.start();
    m_callbacks.snapshot(snapshot);
}

} // namespace pairrank::run
