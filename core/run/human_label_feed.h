// Human labels as experts of a run's contexts (DESIGN.md §3; human_label_experts.h):
// read once when the run opens and then again while it goes on, so that a label an
// annotator stores during the run — in this process's Annotate tab, another process
// or another machine on the same server — joins its context's product at the
// context's next refit.
//
// Each read asks for the labels after the highest id seen, less a read-back window of
// kLabelReadBack ids: on a PostgreSQL server, ids are drawn when a row is inserted and
// a concurrent transaction may commit a smaller id after a larger one became visible.
// Labels are identified by id, so none joins twice. A label undone (deleted) after it
// joined stays in this session's posterior; the next session reads the file again.
// Labels of another criterion, of contexts the run does not cover, and skips are left
// out. Runs in the run's worker thread, on its connection.
#pragma once

#include "context_state.h"
#include "core/domain/error.h"
#include "core/domain/human_label.h"
#include "core/domain/identifiers.h"

#include <QList>
#include <QSet>

#include <memory>
#include <span>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::run {

inline constexpr domain::HumanLabelId kLabelReadBack = 1000;

class HumanLabelFeed {
public:
    HumanLabelFeed(domain::CriterionId criterion, double weight);

    // Adds the experts of every label not seen yet to its context (by context id) and
    // returns the labels that joined. On an Error nothing joined.
    Result<QList<domain::HumanLabel>> read(storage::ProjectDatabase& database,
                                           std::span<const std::unique_ptr<ContextState>> contexts);

    qint64 joined() const { return m_joined; } // labels in the contexts' products

private:
    domain::CriterionId m_criterion = 0;
    double m_weight = 1.0;
    QSet<domain::HumanLabelId> m_seen;
    domain::HumanLabelId m_highest = 0;
    qint64 m_joined = 0;
};

} // namespace pairrank::run
