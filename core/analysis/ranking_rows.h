// The rows of a context's ranking (RankingSnapshot::rows) from a fit of its
// comparisons: the one place where candidates meet stats::rankingTable, used
// by the analyses of stored judgements (ranking.h) and by a run's live
// snapshots, so that both show the same numbers for the same fit.
#pragma once

#include "core/domain/candidate.h"
#include "core/stats/linear_algebra.h"
#include "core/stats/ranking_table.h"
#include "ranking_snapshot.h"

#include <QList>
#include <QString>

#include <optional>
#include <span>

namespace pairrank::analysis {

// Rank intervals from this many draws of the Laplace Gaussian (2,000 draws put the
// 2.5 % and 97.5 % quantiles within about one rank of their limit for N ≤ 100).
inline constexpr int kRankIntervalDraws = 2000;

// `candidates` by position (the fit's index), their texts whole or their first
// domain::kPreviewTextPrefix characters (a row shows a preview); `judgementsSeen` by
// position (may be empty); `criterion` names the reference score shown beside each row.
QList<RankingRow> rankingRows(const QList<domain::Candidate>& candidates,
                              const stats::Vector& scores, const stats::Matrix* covariance,
                              std::span<const int> judgementsSeen, const QString& criterion,
                              const stats::RankingTableOptions& options);

// The same rows from draws of the posterior instead of its covariance
// (stats::rankingTableFromDraws): one row of `draws` per draw, one column per position.
QList<RankingRow> rankingRowsFromDraws(const QList<domain::Candidate>& candidates,
                                       const stats::Vector& scores, const stats::Matrix& draws,
                                       std::span<const int> judgementsSeen,
                                       const QString& criterion);

// Spearman's ρ between the rows' scores and reference scores, when every row has one
// and there are at least two rows.
std::optional<double> spearmanAgainstReference(const QList<RankingRow>& rows);

} // namespace pairrank::analysis
