// How a run's value snapshots become chart points and failure log rows: pure
// functions, so that tests compare the charts with the engine's numbers.
#pragma once

#include "core/run/run_snapshot.h"
#include "failure_log_model.h"
#include "run_history.h"

#include <QHash>

namespace pairrank::ui {

// comparisons, elapsed time, throughput and spend from the run's totals; Spearman
// is the mean over contexts (RunTotals::meanSpearman); the entropy is the sum of
// the contexts' ranking entropies (contexts are independent, so the entropy of
// the joint ranking is the sum — paper 002 §4.3), absent unless every context
// has one; P(A) and δ from the judge diagnostics.
RunHistoryPoint historyPointFromSnapshot(const run::RunSnapshot& snapshot);

// The failure's candidates by their external ids when it names them
// ("story-3 vs story-17"), else by their ids ("#3 vs #17"); a failed absolute rating
// names its one candidate ("story-3").
FailureLogEntry failureLogEntry(const run::FailureEntry& failure);

} // namespace pairrank::ui
