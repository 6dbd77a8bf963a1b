#include "run_accounting.h"

#include <algorithm>

namespace pairrank::run {

namespace {

double seconds(const QElapsedTimer& clock) {
    return static_cast<double>(clock.nsecsElapsed()) * 1e-9;
}

} // namespace

void RunAccounting::resumeClock() {
    if (m_pauseClock.isValid()) {
        m_pausedSeconds += seconds(m_pauseClock);
        m_pauseClock.invalidate();
    }
}

void RunAccounting::count(const domain::Judgement& judgement, bool reused) {
    m_promptTokens += judgement.promptTokens.value_or(0);
    m_completionTokens += judgement.completionTokens.value_or(0);
    m_cost += judgement.cost.value_or(0.0);
    if (domain::statusHasProbability(judgement.status) && judgement.p.has_value()) {
        ++m_withProbability;
        m_reused += reused ? 1 : 0;
    } else {
        ++m_failures;
    }
}

void RunAccounting::countRating(const domain::AbsoluteScore& rating, bool reused) {
    m_promptTokens += rating.promptTokens.value_or(0);
    m_completionTokens += rating.completionTokens.value_or(0);
    m_cost += rating.cost.value_or(0.0);
    if (rating.status == domain::JudgementStatus::Ok) {
        ++m_ratings;
        m_reused += reused ? 1 : 0;
    } else {
        ++m_failures;
    }
}

void RunAccounting::setJudgeIdle(bool idle) {
    if (idle && !m_judgeIdleClock.isValid()) {
        m_judgeIdleClock.start();
    } else if (!idle && m_judgeIdleClock.isValid()) {
        m_judgeIdleSeconds += seconds(m_judgeIdleClock);
        m_judgeIdleClock.invalidate();
    }
}

double RunAccounting::judgeIdleSeconds() const {
    return m_judgeIdleSeconds + (m_judgeIdleClock.isValid() ? seconds(m_judgeIdleClock) : 0.0);
}

double RunAccounting::runningSeconds(bool paused) const {
    if (!m_sessionClock.isValid()) {
        return 0.0;
    }
    double pausedSeconds = m_pausedSeconds;
    if (paused && m_pauseClock.isValid()) {
        pausedSeconds += seconds(m_pauseClock);
    }
    return std::max(0.0, seconds(m_sessionClock) - pausedSeconds);
}

RunSpending RunAccounting::spending(bool paused) const {
    return RunSpending{m_before.promptTokens + m_before.completionTokens + m_promptTokens +
                           m_completionTokens,
                       m_before.cost + m_cost, runningSeconds(paused)};
}

RunTotals RunAccounting::totals(qint64 done, qint64 planned, const judge::JudgeAccounting& judge,
                                const QString& currency, bool paused) const {
    RunTotals totals;
    totals.comparisonsDone = done;
    totals.comparisonsPlanned = planned;
    totals.inFlight = judge.inFlight;
    totals.queued = judge.queued;
    totals.cachedReused = m_reused;
    totals.failures = m_before.failures + m_failures;
    totals.ratings = m_before.ratings + m_ratings;
    totals.promptTokens = m_before.promptTokens + m_promptTokens;
    totals.completionTokens = m_before.completionTokens + m_completionTokens;
    totals.cost = m_before.cost + m_cost;
    totals.currency = currency;
    totals.elapsedSeconds = runningSeconds(paused);
    totals.engineSeconds = m_engineSeconds;
    totals.judgeIdleSeconds = judgeIdleSeconds();
    if (totals.elapsedSeconds > 0.0) {
        totals.throughputPerSecond =
            static_cast<double>(m_withProbability + m_ratings + m_failures) / totals.elapsedSeconds;
    }
    const qint64 left = std::max<qint64>(0, planned - done);
    if (totals.throughputPerSecond > 0.0) {
        totals.estimatedSecondsLeft = static_cast<double>(left) / totals.throughputPerSecond;
    }
    const qint64 paidAnswers = m_withProbability + m_ratings - m_reused + m_failures;
    if (paidAnswers > 0) {
        totals.estimatedCostLeft =
            m_cost / static_cast<double>(paidAnswers) * static_cast<double>(left);
    }
    return totals;
}

} // namespace pairrank::run
