// Human labels as experts of a run's contexts (DESIGN.md §3; human_label_experts.h):
// read once when the run opens and then again while it goes on, so that a label an
// annotator stores during the run — in this process's Annotate tab, another process
// or another machine on the same server — joins its context's product at the
// context's next refit.
//
// Each read first asks for the labels' version (their count and largest id,
// storage::readHumanLabelsVersion): while it is unchanged, nothing else is read. Otherwise
// it asks for the labels after the highest id seen, less a read-back window of
// kLabelReadBack ids: on a PostgreSQL server, ids are drawn when a row is inserted and
// a concurrent transaction may commit a smaller id after a larger one became visible.
// Labels are identified by id, so none joins twice. A label undone (deleted) after it
// joined leaves its context's product again: ids are never reused, so fewer labels in
// the project than ids seen means one was deleted, and only then are the ids read to
// find which.
// Labels of another criterion, of contexts the run does not cover, and skips are left
// out. Runs in the run's worker thread, on its connection.
#pragma once

#include "context_state.h"
#include "core/domain/error.h"
#include "core/domain/human_label.h"
#include "core/domain/identifiers.h"
#include "storage/human_label_store.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::run {

inline constexpr domain::HumanLabelId kLabelReadBack = 1000;

class HumanLabelFeed {
public:
    HumanLabelFeed(domain::CriterionId criterion, double weight);

    // Adds the experts of every label not seen yet to its context (by context id), takes
    // those of joined labels since deleted out of theirs, and returns the labels that
    // joined. On an Error nothing joined (a deletion may have been taken into account).
    Result<QList<domain::HumanLabel>> read(storage::ProjectDatabase& database,
                                           std::span<const std::unique_ptr<ContextState>> contexts);

    qint64 joined() const { return m_joinedLabels.size(); } // labels in the contexts' products

private:
    // The experts a joined label added, and where.
    struct Joined {
        ContextState* context = nullptr;
        std::vector<stats::Comparison> experts;
    };
    // Takes the experts of joined labels no longer in the project (which holds
    // `labelCount` labels) out of their contexts.
    Status forgetDeleted(storage::ProjectDatabase& database, qint64 labelCount);

    domain::CriterionId m_criterion = 0;
    double m_weight = 1.0;
    QSet<domain::HumanLabelId> m_seen; // every label read and not known to be deleted
    domain::HumanLabelId m_highest = 0;
    QHash<domain::HumanLabelId, Joined> m_joinedLabels;
    // The project's labels as of the last read (none read yet: empty).
    std::optional<storage::HumanLabelsVersion> m_version;
};

} // namespace pairrank::run
