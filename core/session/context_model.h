// The scoring model of one context during a run (DESIGN.md §5: "the model refits
// warm-started; incrementally where the model allows").
//
// Small contexts (N ≤ kIncrementalAboveCandidates), and every non-probabilistic
// model, are refitted exactly with stats::fitModel, warm-started from the last fit.
// Larger probabilistic contexts keep a stats::IncrementalPosterior: each new
// comparison costs a rank-one update and a quasi-Newton step, with an exact refit
// every max(50, N) comparisons (incremental_posterior.h). Its home advantage is
// fixed; with the fixed-from-mean and fitted settings it is re-estimated, and the
// posterior rebuilt, every max(200, N) comparisons.
#pragma once

#include "core/stats/comparison.h"
#include "core/stats/incremental_posterior.h"
#include "core/stats/linear_algebra.h"
#include "core/stats/scoring_model.h"
#include "model_fitting.h"
#include "session_result.h"

#include <optional>
#include <span>
#include <vector>

namespace pairrank::session {

inline constexpr int kIncrementalAboveCandidates = 64;

class ContextModel {
public:
    ContextModel(ModelChoice choice, int candidateCount);

    int candidateCount() const { return m_candidateCount; }
    const ModelChoice& choice() const { return m_choice; }

    // Records a comparison; refresh() brings the fit up to date. Precondition:
    // the comparison passes stats::checkComparisons for this context.
    void add(const stats::Comparison& comparison);
    std::span<const stats::Comparison> comparisons() const { return m_comparisons; }
    bool isCurrent() const { return m_fitted && m_folded == m_comparisons.size(); }

    // Fits what was added since the last refresh. On an Error the last good fit stays.
    Status refresh();

    // The current fit (valid after a successful refresh; before it, zeros).
    const stats::Vector& scores() const { return m_scores; }
    // The Laplace covariance (probabilistic models only).
    const stats::Matrix* covariance() const;
    double homeAdvantage() const { return m_homeAdvantage; }
    std::optional<double> homeAdvantageStandardError() const { return m_homeAdvantageError; }
    // Ranking entropy of the covariance; O(N³) for large N, so computed once per exact
    // refit there (between exact refits the value of the last one is returned).
    std::optional<double> entropy();
    bool usesIncrementalPosterior() const { return m_incremental.has_value(); }

private:
    Status refitExactly();
    Status refreshIncremental();
    Status rebuildIncremental();
    Result<double> currentHomeAdvantage();

    ModelChoice m_choice;
    int m_candidateCount = 0;
    std::vector<stats::Comparison> m_comparisons;
    std::size_t m_folded = 0; // comparisons the fit has seen
    bool m_fitted = false;

    stats::Vector m_scores;
    std::optional<stats::FitResult> m_exact;
    std::optional<stats::IncrementalPosterior> m_incremental;
    std::size_t m_foldedAtRebuild = 0;
    double m_homeAdvantage = 0.0;
    std::optional<double> m_homeAdvantageError;
    std::optional<double> m_entropy;
    int m_entropyAtExactRefit = -1; // exactRefitCount() when m_entropy was computed
};

} // namespace pairrank::session
