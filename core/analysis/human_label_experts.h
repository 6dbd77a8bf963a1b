// Human labels as experts of their own kind in the product (DESIGN.md §3): each
// label of the criterion becomes two comparisons, (a, b, p) and (b, a, 1 − p),
// with half the label weight each, so that the model's positional bias δ cancels
// out of them; p = 1 − 10⁻⁶ when A was chosen, 10⁻⁶ for B, ½ for a tie; skips
// are ignored.
#pragma once

#include "core/domain/error.h"
#include "core/domain/human_label.h"
#include "core/stats/comparison.h"

#include <QHash>
#include <QList>

#include <vector>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

// `positions` maps the context's candidate ids to their indices; labels of other
// criteria, of unknown candidates or skipped are left out. weight > 0.
std::vector<stats::Comparison> humanLabelExperts(const QList<domain::HumanLabel>& labels,
                                                 domain::CriterionId criterion,
                                                 const QHash<domain::CandidateId, int>& positions,
                                                 double weight);

// Every human label of one context.
Result<QList<domain::HumanLabel>> humanLabelsOfContext(storage::ProjectDatabase& database,
                                                       domain::ContextId context);

} // namespace pairrank::analysis
