// A judge's absolute ratings as experts of the product (paper 002 §3.2): the class
// probabilities of the labels 1 … K of a candidate's latest Ok rating are moment
// matched to N(s_n; μ_n, σ_n²) (stats/absolute_expert.h, with its default scale map:
// a mid-scale rating is an average candidate, one rating point one logit) and enter
// the fit with the given weight. Refused and failed ratings carry nothing.
#pragma once

#include "core/domain/absolute_score.h"
#include "core/domain/error.h"
#include "core/stats/scoring_model.h"

#include <QHash>
#include <QList>

#include <optional>
#include <vector>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

// The classes of PairRank's absolute template: ratings 1 … 10.
inline constexpr int kAbsoluteClasses = 10;

// The expert of one Ok rating of the candidate at `position`; empty for a refusal or
// a failure. weight > 0. An Error names the rating (its id) when its probabilities
// cannot be matched (none, negative, summing to 0).
Result<std::optional<stats::AbsoluteExpert>> absoluteExpert(const domain::AbsoluteScore& score,
                                                            int position, double weight);

// One expert per candidate of the context, from its latest Ok rating among `scores`
// (ordered by id); ratings of candidates missing from `positions` are left out.
Result<std::vector<stats::AbsoluteExpert>>
absoluteExperts(const QList<domain::AbsoluteScore>& scores,
                const QHash<domain::CandidateId, int>& positions, double weight);

// The same, reading the context's Ok ratings under the criterion (of one run, or of
// every run).
Result<std::vector<stats::AbsoluteExpert>>
absoluteExpertsOfContext(storage::ProjectDatabase& database, domain::ContextId context,
                         domain::CriterionId criterion, std::optional<domain::RunId> run,
                         const QHash<domain::CandidateId, int>& positions, double weight);

} // namespace pairrank::analysis
