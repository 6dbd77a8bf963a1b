// Leases of pairs handed out to annotators (schema table pair_leases), so that
// several people labelling one project at once do not label the same pair,
// except for an overlap share of pairs that two people label on purpose (for
// the agreement statistics).
//
// A pair's capacity is 1, or 2 when it belongs to the overlap share. An
// annotator may lease a pair while fewer than its capacity of other annotators
// hold it — an active lease or a stored label. A lease lasts a stated time; one
// that expired (the annotator left) no longer counts and is removed by the next
// lease of its pair. A stored label turns its annotator's lease into a
// permanent claim; deleting the label (undo) removes the claim with it.
//
// Times come from the database's clock, never the client's. Writes must run
// inside ProjectDatabase::transaction(), which serialises writers: the check of
// the capacity and the lease are therefore one step.
#pragma once

#include "core/domain/identifiers.h"
#include "project_database.h"
#include "storage_result.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <chrono>
#include <tuple>

namespace pairrank::storage {

// One unordered pair of candidates under one criterion.
struct PairKey {
    domain::CriterionId criterionId = 0;
    domain::ContextId contextId = 0;
    domain::CandidateId low = 0;  // the smaller candidate id
    domain::CandidateId high = 0; // the larger

    friend bool operator==(const PairKey&, const PairKey&) = default;
};
// The key of the pair (first, second) in either order.
PairKey pairKey(domain::CriterionId criterion, domain::ContextId context, domain::CandidateId first,
                domain::CandidateId second);
size_t qHash(const PairKey& key, size_t seed = 0);

// The percentage of pairs (0–100) that two annotators label; 0 unless set.
Result<int> readAnnotationOverlapPercent(ProjectDatabase& database);
// Refuses a percentage outside 0–100.
Status writeAnnotationOverlapPercent(ProjectDatabase& database, int percent);
// Whether the pair belongs to the overlap share: a fixed function of the pair,
// the same in every process, so that all annotators agree on it.
bool isOverlapPair(const PairKey& key, int overlapPercent);
int pairCapacity(const PairKey& key, int overlapPercent);

struct PairsHeldByOthers {
    // Held up to their capacity: not to be offered to the annotator.
    QSet<PairKey> full;
    // Overlap pairs another annotator labelled and nobody else holds: to be
    // offered first, so that the overlap share is labelled twice.
    QSet<PairKey> awaitingSecondLabel;
};
// What other annotators hold of the pairs of `criterion`.
Result<PairsHeldByOthers> pairsHeldByOthers(ProjectDatabase& database, const QString& annotator,
                                            domain::CriterionId criterion, int overlapPercent);

enum class LeaseOutcome {
    Leased, // the annotator holds the pair until the lease expires (a lease it held is renewed)
    Taken,  // others hold it up to its capacity, or this annotator labelled it already
};
// Leases the pair to `annotator` for `duration`. Inside a transaction.
Result<LeaseOutcome> acquirePairLease(ProjectDatabase& database, const QString& annotator,
                                      const PairKey& key, std::chrono::milliseconds duration,
                                      int overlapPercent);

// Makes the annotator's claim on the pair permanent, tied to its stored label
// (made when there was no lease: a label is kept even when its lease had run
// out). Inside a transaction.
Status claimPairWithLabel(ProjectDatabase& database, const QString& annotator, const PairKey& key,
                          domain::HumanLabelId label);

// Gives back the annotator's active lease of one pair (after a skip), or all of
// them (the annotator stops). Claims tied to labels stay. Inside a transaction.
Status releasePairLease(ProjectDatabase& database, const QString& annotator, const PairKey& key);
Status releaseAllPairLeases(ProjectDatabase& database, const QString& annotator);

// What a pair's rows say, for tests and the load benchmark: active leases
// (annotator → expiry in ms) and claims by labels.
struct PairHolders {
    PairKey key;
    QHash<QString, qint64> activeLeases;
    QHash<QString, domain::HumanLabelId> labels;
};
Result<QList<PairHolders>> pairHolders(ProjectDatabase& database, domain::CriterionId criterion);

} // namespace pairrank::storage
