// Absolute scores and stored rankings. Writes must run inside
// ProjectDatabase::transaction().
#pragma once

#include "core/domain/absolute_score.h"
#include "core/domain/ranking.h"
#include "project_database.h"
#include "storage_result.h"

#include <QList>

#include <optional>

namespace pairrank::storage {

// Refuses class probabilities that are empty, negative, non-finite or do not sum to 1 (±1e-6).
Result<domain::AbsoluteScoreId> insertAbsoluteScore(ProjectDatabase& database,
                                                    const domain::AbsoluteScore& score);
Result<QList<domain::AbsoluteScore>> absoluteScoresOfCandidate(ProjectDatabase& database,
                                                               domain::CandidateId candidate);

// Stores a ranking with all its entries.
Result<domain::RankingId> insertRanking(ProjectDatabase& database, const domain::Ranking& ranking);
// The most recent ranking of a context (under one criterion, or any), entries by rank.
Result<std::optional<domain::Ranking>> latestRanking(ProjectDatabase& database,
                                                     domain::ContextId context,
                                                     std::optional<domain::CriterionId> criterion);

} // namespace pairrank::storage
