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

// Each candidate's row as far as no fit changes it — its ids, system, one-line text preview
// and reference score of `criterion` — by position (the fit's index). Build them once per
// candidate list and rank them after each fit: at 100,000 candidates the previews take
// 0.3 s, six times as long as the ranking table (bench_gui_large_project), and a run refits
// many times. `candidates` have their texts whole or their first domain::kPreviewTextPrefix
// characters.
QList<RankingRow> candidateRows(const QList<domain::Candidate>& candidates,
                                const QString& criterion);

// `rows` from candidateRows(), in the order of the fit's scores, with the fit's figures;
// `judgementsSeen` by position (may be empty).
QList<RankingRow> rankingRows(const QList<RankingRow>& rows, const stats::Vector& scores,
                              const stats::Matrix* covariance, std::span<const int> judgementsSeen,
                              const stats::RankingTableOptions& options);

// The same rows from draws of the posterior instead of its covariance
// (stats::rankingTableFromDraws): one row of `draws` per draw, one column per position.
QList<RankingRow> rankingRowsFromDraws(const QList<RankingRow>& rows, const stats::Vector& scores,
                                       const stats::Matrix& draws,
                                       std::span<const int> judgementsSeen);

// Spearman's ρ between the rows' scores and reference scores, when every row has one
// and there are at least two rows.
std::optional<double> spearmanAgainstReference(const QList<RankingRow>& rows);

} // namespace pairrank::analysis
