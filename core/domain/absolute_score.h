// A judge's absolute rating of one candidate on one criterion, kept as the
// probability of each score class (1…K) so that it can be moment-matched to a
// Gaussian expert later (DESIGN.md §3, paper 002 §3.2).
#pragma once

#include "identifiers.h"

#include <QDateTime>
#include <QList>

#include <optional>

namespace pairrank::domain {

struct AbsoluteScore {
    AbsoluteScoreId id = 0;
    std::optional<RunId> runId;
    CandidateId candidateId = 0;
    CriterionId criterionId = 0;
    QList<double> classProbabilities; // index k is the probability of score k + 1
    QDateTime createdAt;              // UTC
};

} // namespace pairrank::domain
