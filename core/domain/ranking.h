// A ranking as fitted at one moment: the scores of a context's candidates under
// one criterion and model. Stored so that the GUI and exports show the current
// ranking without refitting.
#pragma once

#include "identifiers.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace pairrank::domain {

struct RankingEntry {
    CandidateId candidateId = 0;
    int rank = 0; // 1 = best
    double score = 0.0;
    std::optional<double> standardDeviation; // Laplace posterior, when the model has one
};

struct Ranking {
    RankingId id = 0;
    std::optional<RunId> runId;
    ContextId contextId = 0;
    CriterionId criterionId = 0;
    QString model;       // scoring model name, e.g. "poe-bt"
    QDateTime createdAt; // UTC
    QList<RankingEntry> entries;
};

} // namespace pairrank::domain
