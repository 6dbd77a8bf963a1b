// The judgements that involve one candidate, for the Ranking tab's details:
// read in the project's worker, shown as HTML.
#pragma once

#include "core/domain/judgement.h"
#include "storage/project_database.h"

#include <QHash>
#include <QList>

namespace pairrank::ui {

struct CandidateJudgements {
    domain::CandidateId candidateId = 0;
    QList<domain::Judgement> judgements;       // newest first, at most `limit`
    qint64 total = 0;                          // all that involve the candidate
    QHash<domain::CandidateId, QString> names; // external ids of the opponents
};

inline constexpr int kShownJudgements = 200;

// Scans the context's judgements (in the worker) for those with `candidate` in
// position A or B.
storage::Result<CandidateJudgements> loadCandidateJudgements(storage::ProjectDatabase& database,
                                                             domain::ContextId context,
                                                             domain::CandidateId candidate,
                                                             int limit = kShownJudgements);

// A table: opponent, shown first or second, p that the candidate is better, status.
QString candidateJudgementsHtml(const CandidateJudgements& judgements);

} // namespace pairrank::ui
