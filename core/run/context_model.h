// The scoring model of one context during a run (DESIGN.md §5: "the model refits
// warm-started; incrementally where the model allows").
//
// Small contexts (N ≤ kIncrementalAboveCandidates), and every non-probabilistic
// model, are refitted exactly with stats::fitModel, warm-started from the last fit.
// Large pools (N > kLargePoolAboveCandidates) of a probabilistic model are refitted the
// same way but keep no covariance (the ranking of stored judgements draws its posterior
// instead, from analysis::kRankingCovarianceLimit on): Newton with conjugate gradients gives the
// scores, and localPairVariances() the pair variances a selection needs, from the comparison graph
// (stats::LocalPairVariances), and largePoolEntropy() the ranking entropy when a stopping rule asks
// for it (a stochastic estimate: seconds at 100,000). Larger probabilistic contexts keep a
// stats::IncrementalPosterior: a batch of comparisons costs one blocked rank-m update of Σ and a
// few quasi-Newton steps, and Σ stays within a factor 1/(1 ± kCurvatureTolerance) of the exact
// Laplace covariance by re-linearising the pairs whose curvature drifted (incremental_posterior.h);
// the ranking entropy follows by the determinant lemma. While a batch's answers are awaited, the
// batch's fold into Σ is prepared on a helper thread (foldAhead), so that the refit after the batch
// costs the run little more than the quasi-Newton step and the pairs whose curvature drifted. Its
// home advantage is fixed; with the fixed-from-mean and fitted settings it is re-estimated, and the
// posterior rebuilt, every max(200, N) comparisons.
#pragma once

#include "core/analysis/model_fitting.h"
#include "core/analysis/ranking.h"
#include "core/domain/error.h"
#include "core/stats/comparison.h"
#include "core/stats/incremental_posterior.h"
#include "core/stats/linear_algebra.h"
#include "core/stats/local_pair_variances.h"
#include "core/stats/scoring_model.h"

#include <future>
#include <optional>
#include <span>
#include <vector>

namespace pairrank::run {

inline constexpr int kIncrementalAboveCandidates = 64;
inline constexpr int kLargePoolAboveCandidates = stats::kDenseMatrixLimit;
// τ of the incremental posterior: pair variances within 1/(1 ± τ) of the exact ones.
inline constexpr double kCurvatureTolerance = 0.05;

class ContextModel {
public:
    ContextModel(analysis::ModelChoice choice, int candidateCount);
    // Not copied or moved: a fold being prepared holds the model's address.
    ContextModel(const ContextModel&) = delete;
    ContextModel& operator=(const ContextModel&) = delete;
    ~ContextModel(); // waits for a fold being prepared

    int candidateCount() const { return m_candidateCount; }
    const analysis::ModelChoice& choice() const { return m_choice; }

    // Records a comparison; refresh() brings the fit up to date. Precondition:
    // the comparison passes stats::checkComparisons for this context.
    void add(const stats::Comparison& comparison);
    std::span<const stats::Comparison> comparisons() const { return m_comparisons; }
    // Takes the latest recorded comparison equal to `comparison` (all four fields) out
    // again; refresh() then refits without it, from scratch (a posterior cannot forget a
    // comparison incrementally). False when none is recorded.
    bool remove(const stats::Comparison& comparison);
    // Replaces the absolute experts (paper 002 §3.2; probabilistic models only);
    // refresh() refits with them. The incremental posterior is rebuilt (an O(N³) fit):
    // ratings arrive at a context's start, before its comparisons.
    void setAbsoluteExperts(std::vector<stats::AbsoluteExpert> experts);
    std::span<const stats::AbsoluteExpert> absoluteExperts() const { return m_absoluteExperts; }
    bool isCurrent() const {
        return m_fitted && m_folded == m_comparisons.size() && !m_absoluteChanged && !m_removed;
    }

    // Fits what was added since the last refresh. On an Error the last good fit stays.
    Status refresh();

    // The pairs just asked (candidate positions): for the incremental posterior, their
    // expected fold into Σ is prepared on another thread until the next refresh() takes
    // it (stats::FoldAhead). Meanwhile the model may be read (scores, covariance, entropy)
    // but changes only through refresh(). Does nothing for the other models.
    void foldAhead(std::span<const stats::OrderedPair> asked);

    // The current fit (valid after a successful refresh; before it, zeros).
    const stats::Vector& scores() const { return m_scores; }
    // The Laplace covariance (probabilistic models only).
    const stats::Matrix* covariance() const;
    double homeAdvantage() const { return m_homeAdvantage; }
    std::optional<double> homeAdvantageStandardError() const { return m_homeAdvantageError; }
    // Ranking entropy of the covariance (as of the last refresh); in a large pool, the
    // estimate of largePoolEntropy() once it was made for the last fit.
    std::optional<double> entropy() const;
    // A large pool's ranking entropy (usesLargePool(), after a successful refresh), by
    // stochastic Lanczos quadrature without the covariance (stochastic_log_determinant.h):
    // made once per fit, with the same probes for every fit so that successive estimates
    // differ by what the comparisons changed. Seconds at 100,000 candidates; an error
    // otherwise.
    Result<double> largePoolEntropy() const;
    bool usesIncrementalPosterior() const { return m_incremental.has_value(); }
    // A probabilistic model of more than kLargePoolAboveCandidates candidates.
    bool usesLargePool() const {
        return m_choice.isProbabilistic() && m_candidateCount > kLargePoolAboveCandidates;
    }
    // The pair variances of the last fit's posterior, for a large pool (usesLargePool(),
    // after a successful refresh), made once per fit; an error otherwise. The pointer is
    // valid until the next refresh().
    Result<const stats::LocalPairVariances*> localPairVariances() const;
    // How many refreshes changed the fit: what was computed from the fit (a ranking
    // table) is current while this number is unchanged.
    quint64 fitCount() const { return m_fitCount; }

private:
    Status refitExactly();
    Status refreshIncremental(std::optional<stats::FoldAhead> ahead);
    Status rebuildIncremental();
    Result<double> currentHomeAdvantage();
    // Waits for the fold being prepared, if any; empty when there is none or it failed.
    std::optional<stats::FoldAhead> takeFoldAhead();

    analysis::ModelChoice m_choice;
    int m_candidateCount = 0;
    std::vector<stats::Comparison> m_comparisons;
    std::vector<stats::AbsoluteExpert> m_absoluteExperts;
    bool m_absoluteChanged = false; // since the last refresh
    bool m_removed = false;         // a comparison was taken out since the last refresh
    std::size_t m_folded = 0;       // comparisons the fit has seen
    bool m_fitted = false;
    quint64 m_fitCount = 0;

    stats::Vector m_scores;
    std::optional<stats::FitResult> m_exact;
    std::optional<stats::IncrementalPosterior> m_incremental;
    std::optional<double> m_incrementalEntropy; // of m_incremental, after each refresh
    std::future<stats::Result<stats::FoldAhead>> m_foldAhead;
    std::size_t m_foldedAtRebuild = 0;
    // localPairVariances() of the fit m_pairVariancesFit (a cache: made when first asked).
    mutable std::optional<stats::LocalPairVariances> m_pairVariances;
    mutable quint64 m_pairVariancesFit = 0;
    // largePoolEntropy() of the fit m_largePoolEntropyFit (made when first asked).
    mutable std::optional<double> m_largePoolEntropy;
    mutable quint64 m_largePoolEntropyFit = 0;
    double m_homeAdvantage = 0.0;
    std::optional<double> m_homeAdvantageError;
};

} // namespace pairrank::run
