// Absolute scores and stored rankings. Writes must run inside
// ProjectDatabase::transaction().
#pragma once

#include "core/domain/absolute_score.h"
#include "core/domain/ranking.h"
#include "project_database.h"
#include "storage_result.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

namespace pairrank::storage {

// Refuses an Ok score whose class probabilities are empty, negative, non-finite or
// do not sum to 1 (±1e-6); a Refusal or Failed score that carries probabilities or
// has no reason; and the status Tie. The message names the field.
Result<domain::AbsoluteScoreId> insertAbsoluteScore(ProjectDatabase& database,
                                                    const domain::AbsoluteScore& score);
Result<QList<domain::AbsoluteScore>> absoluteScoresOfCandidate(ProjectDatabase& database,
                                                               domain::CandidateId candidate);

// The latest stored score with this request hash that the reuse rule reuses (Ok or
// Refusal; a failure is asked again), or none.
Result<std::optional<domain::AbsoluteScore>> reusableAbsoluteScore(ProjectDatabase& database,
                                                                   const QString& requestHash);
// The same for many hashes in a few queries: the reusable score of each hash that has one.
Result<QHash<QString, domain::AbsoluteScore>>
reusableAbsoluteScores(ProjectDatabase& database, const QStringList& requestHashes);

// Every Ok score of the context's candidates under the criterion (of one run, or of
// every run when `run` is empty), ordered by id: a candidate asked more than once
// has several, the latest last.
Result<QList<domain::AbsoluteScore>>
absoluteScoresOfContext(ProjectDatabase& database, domain::ContextId context,
                        domain::CriterionId criterion,
                        std::optional<domain::RunId> run = std::nullopt);

// Every score stored under the run, of any status, ordered by id (a resumed run
// reads what it asked before).
Result<QList<domain::AbsoluteScore>> absoluteScoresOfRun(ProjectDatabase& database,
                                                         domain::RunId run);

// Stores a ranking with all its entries.
Result<domain::RankingId> insertRanking(ProjectDatabase& database, const domain::Ranking& ranking);
// The most recent ranking of a context (under one criterion, or any), entries by rank.
Result<std::optional<domain::Ranking>> latestRanking(ProjectDatabase& database,
                                                     domain::ContextId context,
                                                     std::optional<domain::CriterionId> criterion);

} // namespace pairrank::storage
