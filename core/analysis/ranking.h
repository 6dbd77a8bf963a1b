// Computing a context's current ranking from the stored judgements, independent
// of any run (DESIGN.md §6: the Ranking tab when a project is opened;
// `pairrank-cli ranking`).
#pragma once

#include "core/common/progress.h"
#include "core/domain/error.h"
#include "core/domain/identifiers.h"
#include "core/stats/scoring_model.h"
#include "model_settings.h"
#include "ranking_rows.h"
#include "ranking_snapshot.h"

#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

// Above this many candidates a ranking is fitted without the Laplace covariance, which takes
// N² doubles (200 MB at 5,000, 80 GB at 100,000) and O(N³) time. The credible and rank
// intervals come from draws of the posterior, each one conjugate-gradient solve
// (laplace_draws.h; RankingSnapshot::intervalDraws), and the entropy from stochastic Lanczos
// quadrature (stochastic_log_determinant.h; RankingSnapshot::entropyStandardError). The limit
// is where that is the faster path: bench_large_pool measured the whole ranking (K = 10 N,
// 2,000 draws either way) at 0.16 s both ways at N = 500, 0.28 s against 0.46 s at 1,000,
// 0.98 s against 7.0 s at 3,000 and 1.9 s against 29 s at 5,000, with standard deviations
// within 1.3 % and rank intervals as wide; below it the covariance gives them exactly.
inline constexpr int kRankingCovarianceLimit = 1000;

// Draws for the intervals of a pool above stats::kDenseMatrixLimit candidates (up to it, as
// many as the rank intervals of the dense path, RankingRequest::rankIntervalDraws): standard
// deviations within about 5 % (1/√(2 · 200)). At N = 100,000 with K = 10 N they take about
// 9 s on two cores, and the entropy 2 s more (bench_large_pool prints both), so a view shows
// the ranking first and its intervals when they are drawn.
inline constexpr int kLargePoolIntervalDraws = 200;

struct RankingRequest {
    std::optional<domain::ContextId> context; // empty: the project's first context
    QString criterion; // criterion name; empty: the only criterion that has judgements
    std::optional<domain::RunId> run; // empty: the criterion's judgements of every run
    QString model = QStringLiteral("poe-bt");
    HomeAdvantageSetting homeAdvantage = HomeAdvantageSetting::FixedFromMean;
    double priorVariance = 1.0;
    bool useHumanLabels = false;
    double humanLabelWeight = 1.0;
    // The judge's stored absolute ratings of the criterion (of the run, when one is
    // named) join the product of experts with this weight (absolute_experts.h) — poe-*
    // models only; the others fit the comparisons alone. A context without ratings is
    // fitted as without this setting.
    bool useAbsoluteScores = true;
    double absoluteScoreWeight = 1.0;
    int rankIntervalDraws =
        kRankIntervalDraws; // draws of the Laplace Gaussian for the rank intervals
    // Above stats::kDenseMatrixLimit: draws for every interval; above
    // kRankingCovarianceLimit, 0 means none (the rows have scores and ranks only).
    int largePoolIntervalDraws = kLargePoolIntervalDraws;
    quint64 seed = 0; // of those draws
};

// Synchronous: reads on `database` (the caller's thread's connection) and fits.
// Errors name the missing context or criterion, or the failed fit. `progress` is asked
// between the reads, before each Newton iteration and before each draw (from the
// threads the fit and the draws run on, one call at a time); an Abort returns
// cancelledError() soon — a superseded fit of 100,000 candidates need not run on.
Result<RankingSnapshot> computeRanking(storage::ProjectDatabase& database,
                                       const RankingRequest& request,
                                       const common::ProgressCallback& progress = {});

// The rankings of every context (for `pairrank-cli ranking` without --context),
// reporting after each context; an Abort returns cancelledError() (error.h).
Result<QList<RankingSnapshot>> computeAllRankings(storage::ProjectDatabase& database,
                                                  RankingRequest request,
                                                  const common::ProgressCallback& progress = {});

} // namespace pairrank::analysis
