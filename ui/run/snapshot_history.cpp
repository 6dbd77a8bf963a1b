#include "snapshot_history.h"

#include <QCoreApplication>

namespace pairrank::ui {

RunHistoryPoint historyPointFromSnapshot(const run::RunSnapshot& snapshot) {
    RunHistoryPoint point;
    point.comparisons = snapshot.totals.comparisonsDone;
    point.elapsedSeconds = snapshot.totals.elapsedSeconds;
    point.spearman = snapshot.totals.meanSpearman;
    point.throughput = snapshot.totals.throughputPerSecond;
    point.spend = snapshot.totals.cost;
    if (!snapshot.contexts.isEmpty()) {
        double entropy = 0.0;
        bool complete = true;
        for (const run::ContextSnapshot& context : snapshot.contexts) {
            if (!context.ranking.entropy) {
                complete = false;
                break;
            }
            entropy += *context.ranking.entropy;
        }
        if (complete) {
            point.entropy = entropy;
        }
    }
    if (snapshot.diagnostics.positionA) {
        point.meanProbabilityA = snapshot.diagnostics.positionA->value;
    }
    if (snapshot.diagnostics.homeAdvantage) {
        point.homeAdvantage = snapshot.diagnostics.homeAdvantage->value;
    }
    return point;
}

FailureLogEntry failureLogEntry(const run::FailureEntry& failure) {
    const auto name = [](domain::CandidateId id, const QString& externalId) {
        return !externalId.isEmpty() ? externalId : QStringLiteral("#%1").arg(id);
    };
    if (failure.candidateB == 0) { // an absolute rating: one candidate
        return FailureLogEntry{failure.time, name(failure.candidateA, failure.nameA),
                               failure.reason};
    }
    //: A failed pair in the run's failure log: candidate shown first, then second.
    const QString pair =
        QCoreApplication::translate("pairrank::ui::FailureLogModel", "%1 vs %2")
            .arg(name(failure.candidateA, failure.nameA), name(failure.candidateB, failure.nameB));
    return FailureLogEntry{failure.time, pair, failure.reason};
}

} // namespace pairrank::ui
