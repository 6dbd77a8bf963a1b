// Reads a context's judgements as the statistics engine wants them: (a, b, p)
// with 0-based candidate indices (DESIGN.md §3). Index i is the candidate at
// the i-th position of the context; candidateIds maps back.
// core/analysis/stored_comparisons.h turns them into stats::Comparison.
//
// Only judgements that carry a probability (ok, and tie unless excluded) are
// loaded; failed calls and refusals have none and are counted, never turned
// into 0.5. Without a run filter, an answer reused by several runs counts once.
#pragma once

#include "core/domain/identifiers.h"
#include "project_database.h"
#include "storage_result.h"

#include <QList>

#include <functional>
#include <optional>
#include <vector>

namespace pairrank::storage {

struct ComparisonFilter {
    std::optional<domain::CriterionId> criterionId; // through the judgement's run
    std::optional<domain::RunId> runId;
    bool includeTies = true;
};

// One judgement with a probability: candidate a was shown first.
struct IndexedJudgement {
    int a = 0;
    int b = 0;
    double p = 0.5;
};

struct ComparisonInput {
    domain::ContextId contextId = 0;
    std::vector<domain::CandidateId> candidateIds; // index → candidate id
    std::vector<IndexedJudgement> comparisons;     // in the order the judgements were stored
    qint64 judgementsWithoutProbability = 0;       // failed and refused, not in comparisons
};

Result<ComparisonInput> loadComparisons(ProjectDatabase& database, domain::ContextId context,
                                        const ComparisonFilter& filter = {});

// One judgement as numbers: its run, its candidates (a shown first) and its probability,
// none for a failed call or a refusal.
struct JudgedPair {
    domain::RunId runId = 0;
    domain::CandidateId candidateA = 0;
    domain::CandidateId candidateB = 0;
    std::optional<double> p;
};
// Every judgement of the project in the order stored (by id), every status, read as
// numbers only: what a pass over a project's 1,000,000 judgements needs, without the
// answers and hashes that forEachJudgement (judgement_store.h) reads into each row.
Status forEachJudgedPair(ProjectDatabase& database,
                         const std::function<void(const JudgedPair&)>& visit);

} // namespace pairrank::storage
