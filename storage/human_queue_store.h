// The pairs runs put to people (schema version 5, table human_queue): pairs the
// run's judge answered, each drawn with a known inclusion probability by the routing
// rule (core/stats/human_routing.h), waiting for a human label of the run's criterion.
// A pair waits until any annotator stores a label other than a skip for it, in either
// order; the row stays afterwards, with the probability the calibrated estimators need.
// Every write is one transaction; reads are plain queries on the caller's connection.
#pragma once

#include "core/domain/identifiers.h"
#include "project_database.h"
#include "storage_result.h"

#include <QList>

#include <optional>

namespace pairrank::storage {

struct QueuedPair {
    qint64 id = 0; // 0 until stored
    domain::RunId runId = 0;
    domain::CriterionId criterionId = 0;
    domain::ContextId contextId = 0;
    domain::CandidateId candidateA = 0; // as the judge was shown them
    domain::CandidateId candidateB = 0;
    double judgeProbability = 0.5;     // the judge's p that A is better
    double prediction = 0.5;           // the judge recalibrated on the labels so far
    double inclusionProbability = 1.0; // π in (0, 1]
    double value = 0.0;                // what a label is worth (the queue's order)
};

// Stores the pairs in one transaction; a pair the same run queued before (same order)
// is left as it was. Errors: a pair with π outside (0, 1] or twice the same candidate
// (nothing is stored then), and the database's.
Status queuePairsForPeople(ProjectDatabase& database, const QList<QueuedPair>& pairs);

// The pairs of `criterion` (of one context, or all) that wait for a label, the most
// valuable first, at most `limit`.
Result<QList<QueuedPair>> waitingPairs(ProjectDatabase& database, domain::CriterionId criterion,
                                       std::optional<domain::ContextId> context, int limit);

// Every pair `run` queued, in the order they were queued.
Result<QList<QueuedPair>> queuedPairsOfRun(ProjectDatabase& database, domain::RunId run);

// The labels of `criterion` that choose something (not skips) on pairs chosen for what
// a label is worth rather than at random, which the calibration's estimators would take
// for a random sample: a pair some run queued for people, or a pair whose label (anyone's)
// came from the Annotate tab's Most uncertain (domain::LabelSource::MostUncertain); the
// pair in either order. A label on a pair of both kinds counts once in `total`.
struct LabelsChosenForValue {
    qint64 total = 0;
    qint64 onQueuedPairs = 0;
    qint64 onMostUncertainPairs = 0;
};
Result<LabelsChosenForValue> countLabelsChosenForValue(ProjectDatabase& database,
                                                       domain::CriterionId criterion);

} // namespace pairrank::storage
