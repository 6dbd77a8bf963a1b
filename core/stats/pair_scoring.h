// Internal to pair selection: the scores of the informative strategies for every
// pair of one column of Σ's upper triangle, computed with Eigen's vectorised array
// operations into reused buffers (the hot loop of selection, N²/2 pairs per pick).
//
// Scores are "larger is better" and order pairs exactly as the papers' forms do:
//   d-optimal, variance  V_ab                                  (paper 000 eq. 40; 002 eq. 4)
//   min-uncertainty      σ(d)σ(−d)·V_ab, d = μa − μb + δ       (paper 002 eq. 3)
//   reorder              −(μa − μb)² / V_ab     (paper 002 eq. 5, reciprocal negated)
//   epsilon              −|μa − μb|^ε / V_ab    (paper 002 eq. 6, reciprocal negated)
// The negated reciprocals make μa = μb the finite maximum 0 instead of +∞, so that
// such pairs still tie and obey the tie rule. A pair variance below kMinimumPairVariance
// (only possible for a Σ that is not positive definite) is taken as that minimum.
#pragma once

#include "linear_algebra.h"
#include "pair_exclusions.h"
#include "selection_strategy.h"

#include <Eigen/Core>

#include <cmath>

namespace pairrank::stats::detail {

inline constexpr double kMinimumPairVariance = 1e-300;

// A bound of `score` that rounding between scoreColumn and scorePair (a relative 1e-13,
// see scorePair) cannot pass: raised by a relative 1e-12. −∞ (a column without an
// eligible pair) and NaN stay as they are — −∞ + ∞ would be NaN and break an ordering.
inline double roundingSafeBound(double score) {
    return std::isfinite(score) ? score + 1e-12 * std::abs(score) : score;
}

// Σ's columns as a base pointer and a stride, so that the kernels read a plain
// array whether Σ is the caller's matrix or the batch's working copy.
struct CovarianceColumns {
    const double* data;
    Index outerStride;
    const double* column(int index) const { return data + static_cast<Index>(index) * outerStride; }
};

class ColumnScorer {
public:
    // `epsilon` ≥ 0 and `homeAdvantage` finite (validated by the caller).
    ColumnScorer(SelectionStrategy strategy, double epsilon, double homeAdvantage,
                 int candidateCount);

    // The best eligible score of column `high`: over (low, high) and (high, low) for
    // low = 0 … high − 1 (NaN when a score is NaN). Vectorised; the exclusions cost
    // O(excluded pairs in the column). With `keepScores` every score is also stored in
    // the buffers below, the excluded ones as −∞ (otherwise the buffers may be stale).
    //
    // `varianceReduction`, when not null, holds r_low ≥ 0 for low < high, and the pair
    // variances become max(V_ab − r, kMinimumPairVariance): the variances under Σ − W Wᵀ
    // (a batch's pseudo-observations, informative_pair_selection.cpp). Every score is
    // non-decreasing in V_ab and V_ab − r ≤ V_ab exactly in floating point, so a column's
    // best without the reduction bounds its best with it from above.
    double scoreColumn(const CovarianceColumns& covariance, const Vector& diagonal,
                       const VectorRef& mean, const PairExclusions& exclusions, int high,
                       bool keepScores, const double* varianceReduction = nullptr);

    // The score of the one ordered pair (a, b) — the same formula, evaluated in scalar
    // arithmetic in the same order, so equal to the column's entry except where a
    // vectorised exp or log rounds apart (min-uncertainty, ε outside {0, ½, 1, 2}): within a
    // relative 1e-13 there. `varianceReduction` r ≥ 0 as in scoreColumn.
    double scorePair(const CovarianceColumns& covariance, const Vector& diagonal,
                     const VectorRef& mean, int a, int b, double varianceReduction) const;
    // The same from the pair's variance V_ab before the reduction (Σ_ll + Σ_hh − 2 Σ_lh).
    double scorePairVariance(const VectorRef& mean, int a, int b, double pairVariance,
                             double varianceReduction) const;
    // V_ab as scoreColumn and scorePair compute it (low < high).
    static double pairVariance(const CovarianceColumns& covariance, const Vector& diagonal, int low,
                               int high) {
        return diagonal[low] + diagonal[high] - 2.0 * covariance.column(high)[low];
    }

    // Whether (a, b) and (b, a) may score differently (only min-uncertainty, through δ).
    bool orderMatters() const { return m_orderMatters; }

    // Valid for [0, high) after scoreColumn(…, high). Equal unless the score depends on δ.
    const double* lowFirst() const { return m_lowFirst.data(); }
    const double* highFirst() const {
        return m_orderMatters ? m_highFirst.data() : m_lowFirst.data();
    }

private:
    template <typename VarianceExpression>
    double scoreWithVariance(const VarianceExpression& variance, const VectorRef& mean,
                             const PairExclusions& exclusions, int high, bool keepScores);

    SelectionStrategy m_strategy;
    double m_epsilon;
    double m_homeAdvantage;
    bool m_orderMatters;
    Eigen::ArrayXd m_variance;
    Eigen::ArrayXd m_lowFirst;
    Eigen::ArrayXd m_highFirst;
};

} // namespace pairrank::stats::detail
