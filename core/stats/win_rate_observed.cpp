#include "win_rate_observed.h"

#include <string>

namespace pairrank::stats {

Result<ObservedWinRate> observedWinRate(const JudgeCounts& counts, double level) {
    if (counts.judged <= 0) {
        return Error{"the evaluator labelled no item, so it has no observed win rate"};
    }
    if (counts.firstPreferred < 0 || counts.firstPreferred > counts.judged) {
        return Error{"firstPreferred (" + std::to_string(counts.firstPreferred) +
                     ") must be in [0, judged = " + std::to_string(counts.judged) + "]"};
    }
    const BetaShape shape{counts.firstPreferred + 1.0, counts.judged - counts.firstPreferred + 1.0};
    Result<BetaSummary> posterior = summariseBeta(shape, level);
    if (!posterior) {
        return posterior.error();
    }
    return ObservedWinRate{counts, static_cast<double>(counts.firstPreferred) / counts.judged,
                           *posterior};
}

Status checkAccuracyCounts(const AccuracyCounts& counts) {
    if (counts.humanFirst < 0 || counts.correctFirst < 0 ||
        counts.correctFirst > counts.humanFirst) {
        return Error{"accuracy counts for G0: need 0 ≤ correctFirst (" +
                     std::to_string(counts.correctFirst) + ") ≤ humanFirst (" +
                     std::to_string(counts.humanFirst) + ")"};
    }
    if (counts.humanSecond < 0 || counts.correctSecond < 0 ||
        counts.correctSecond > counts.humanSecond) {
        return Error{"accuracy counts for G1: need 0 ≤ correctSecond (" +
                     std::to_string(counts.correctSecond) + ") ≤ humanSecond (" +
                     std::to_string(counts.humanSecond) + ")"};
    }
    return Status::success();
}

Result<EvaluatorAccuracy> evaluatorAccuracy(const AccuracyCounts& counts, double level) {
    if (const Status status = checkAccuracyCounts(counts); !status) {
        return status.error();
    }
    EvaluatorAccuracy accuracy;
    accuracy.counts = counts;
    if (counts.humanFirst > 0) {
        Result<BetaSummary> q0 = summariseBeta(
            BetaShape{counts.correctFirst + 1.0, counts.humanFirst - counts.correctFirst + 1.0},
            level);
        if (!q0) {
            return q0.error();
        }
        accuracy.q0 = *q0;
    }
    if (counts.humanSecond > 0) {
        Result<BetaSummary> q1 = summariseBeta(
            BetaShape{counts.correctSecond + 1.0, counts.humanSecond - counts.correctSecond + 1.0},
            level);
        if (!q1) {
            return q1.error();
        }
        accuracy.q1 = *q1;
    }
    const int labelled = counts.humanFirst + counts.humanSecond;
    if (labelled > 0) {
        accuracy.overallAccuracy =
            static_cast<double>(counts.correctFirst + counts.correctSecond) / labelled;
    }
    return accuracy;
}

} // namespace pairrank::stats
