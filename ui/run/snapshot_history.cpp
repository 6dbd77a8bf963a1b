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

FailureLogEntry failureLogEntry(const run::FailureEntry& failure,
                                const QHash<domain::CandidateId, QString>& names) {
    const auto name = [&names](domain::CandidateId id) {
        const auto found = names.constFind(id);
        return found != names.constEnd() ? *found : QStringLiteral("#%1").arg(id);
    };
    //: A failed pair in the run's failure log: candidate shown first, then second.
    const QString pair = QCoreApplication::translate("pairrank::ui::FailureLogModel", "%1 vs %2")
                             .arg(name(failure.candidateA), name(failure.candidateB));
    return FailureLogEntry{failure.time, pair, failure.reason};
}

} // namespace pairrank::ui
