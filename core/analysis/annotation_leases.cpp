#include "annotation_leases.h"

#include "storage/human_label_store.h"
#include "storage/pair_lease_store.h"

namespace pairrank::analysis {

namespace {
// Pairs chosen per pair wanted: spares for those another annotator leases
// between the choice and our lease.
constexpr int kSparesPerPair = 3;
} // namespace

Result<QList<AnnotationPair>> leaseAnnotationPairs(storage::ProjectDatabase& database,
                                                   const AnnotationPairRequest& request,
                                                   std::chrono::milliseconds duration,
                                                   const common::ProgressCallback& progress) {
    AnnotationPairRequest wider = request;
    wider.count = request.count * kSparesPerPair;
    auto candidates = chooseAnnotationPairs(database, wider, progress);
    if (!candidates) {
        return candidates.error();
    }
    QList<AnnotationPair> leased;
    const Status status = database.transaction([&]() -> Status {
        const auto overlap = storage::readAnnotationOverlapPercent(database);
        if (!overlap) {
            return overlap.error();
        }
        for (const AnnotationPair& pair : std::as_const(*candidates)) {
            if (leased.size() >= request.count) {
                break;
            }
            const auto outcome = storage::acquirePairLease(
                database, request.annotator,
                storage::pairKey(pair.criterionId, pair.contextId, pair.left.id, pair.right.id),
                duration, *overlap);
            if (!outcome) {
                return outcome.error();
            }
            if (*outcome == storage::LeaseOutcome::Leased) {
                leased.append(pair);
            }
        }
        return {};
    });
    if (!status) {
        return status.error();
    }
    return leased;
}

Result<domain::HumanLabelId> storeAnnotationLabel(storage::ProjectDatabase& database,
                                                  const domain::HumanLabel& label) {
    domain::HumanLabelId stored = 0;
    const Status status = database.transaction([&]() -> Status {
        const auto id = storage::insertHumanLabel(database, label);
        if (!id) {
            return id.error();
        }
        stored = *id;
        const storage::PairKey key = storage::pairKey(label.criterionId, label.contextId,
                                                      label.candidateA, label.candidateB);
        return label.choice == domain::HumanChoice::Skip
                   ? storage::releasePairLease(database, label.annotator, key)
                   : storage::claimPairWithLabel(database, label.annotator, key, stored);
    });
    if (!status) {
        return status.error();
    }
    return stored;
}

Status undoAnnotationLabel(storage::ProjectDatabase& database, domain::HumanLabelId label) {
    return database.transaction([&]() { return storage::deleteHumanLabel(database, label); });
}

Status releaseAnnotationLeases(storage::ProjectDatabase& database, const QString& annotator) {
    return database.transaction(
        [&]() { return storage::releaseAllPairLeases(database, annotator); });
}

} // namespace pairrank::analysis
