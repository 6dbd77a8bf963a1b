// Annotation by a team: the pairs an annotator is shown are leased to them
// (storage/pair_lease_store.h), so that people labelling the same project at
// once do not label the same pair unless it belongs to the project's overlap
// share, and a label is tied to its lease in the transaction that stores it.
// The Annotate tab and the CLI's headless annotator both go through here.
#pragma once

#include "annotation_queue.h"
#include "core/domain/human_label.h"

#include <chrono>

namespace pairrank::analysis {

// Long enough to read two essays; short enough that a pair left behind by an
// annotator who went home is soon back in the queue.
inline constexpr std::chrono::milliseconds kDefaultLeaseDuration = std::chrono::minutes(10);

// Chooses pairs as chooseAnnotationPairs() does and leases each to
// request.annotator for `duration`, in one transaction. Returns the pairs
// leased, best first: fewer than asked for when others took some meanwhile or
// the queue ran dry. `progress`: chooseAnnotationPairs(); an Abort leases nothing.
Result<QList<AnnotationPair>>
leaseAnnotationPairs(storage::ProjectDatabase& database, const AnnotationPairRequest& request,
                     std::chrono::milliseconds duration = kDefaultLeaseDuration,
                     const common::ProgressCallback& progress = {});

// Stores the label and, in the same transaction, turns the annotator's lease of
// the pair into a claim tied to the label; a skip gives the pair back instead,
// for someone else. The label is stored even when its lease had expired: the
// work is not thrown away. Once this returns, the label is on disk.
Result<domain::HumanLabelId> storeAnnotationLabel(storage::ProjectDatabase& database,
                                                  const domain::HumanLabel& label);

// Deletes the annotator's label (undo); its pair goes back to the queue.
Status undoAnnotationLabel(storage::ProjectDatabase& database, domain::HumanLabelId label);

// Gives back every pair the annotator holds without a label (they stop).
Status releaseAnnotationLeases(storage::ProjectDatabase& database, const QString& annotator);

} // namespace pairrank::analysis
