// Pair variances of the Laplace posterior without its N × N covariance, for pools too large
// for one (at N = 100,000 the covariance alone would take 80 GB).
//
// The Hessian over the scores is H = D − A (laplace_precision.h): D its diagonal (the
// prior, absolute experts and the curvature of every comparison of a candidate), A ≥ 0 the
// curvatures between candidates. With M = D^−½ A D^−½ and v = D^−½ (e_a − e_b),
//
//   V_ab = (e_a − e_b)ᵀ H⁻¹ (e_a − e_b) = vᵀ (I − M)⁻¹ v = Σ_t vᵀ M^t v,
//
// a Neumann series (the prior makes the spectral radius of M less than 1). Term t counts
// the random walks of length t on the comparison graph from a or b back to a or b, weighted
// by the curvatures. v is orthogonal to M's slowest mode (D^½ 1: a common shift of every
// score, held back only by the prior), so the terms fall off as fast as walks from a and
// from b forget where they started. The series is kept up to t = 2 · hops, which needs the
// neighbours (hops = 1) or the neighbours' neighbours (hops = 2) of a and b: hops = 0 is
// the diagonal approximation 1/D_a + 1/D_b. Every term is positive for even t, so the
// truncation can only lose what longer walks add; bench_large_pool measures the error
// against the exact covariance.
//
// With a fitted δ the marginal covariance of the scores adds y yᵀ / (d − bᵀy)
// (laplace_precision.h), which adds (y_a − y_b)² / (d − bᵀy) to V_ab exactly.
//
// Cost: O(pairs) to build; per pair O(degree) with hops = 1, O(degree²) with hops = 2.
#pragma once

#include "pair_exclusions.h"
#include "poe_objective.h"
#include "result.h"

#include <span>
#include <vector>

namespace pairrank::stats {

class LocalPairVariances {
public:
    // At (scores, homeAdvantage) of `objective`. Errors: scores of the wrong length or not
    // finite, homeAdvantage not finite, a fitted δ without a comparison of positive
    // curvature.
    static Result<LocalPairVariances> create(const PoeObjective& objective, const Vector& scores,
                                             double homeAdvantage, bool homeAdvantageFitted);

    int candidateCount() const { return static_cast<int>(m_inverseRootDiagonal.size()); }

    // V_ab of every pair, in order, with the series kept to t = 2 · hops, on every core
    // (the numbers do not depend on how many). Preconditions: a ≠ b, both in [0, N); hops
    // in [0, 2]. Thread-safe.
    std::vector<double> variances(std::span<const OrderedPair> pairs, int hops = 2) const;

private:
    LocalPairVariances() = default;
    void evaluate(std::span<const OrderedPair> pairs, int hops, std::span<double> out) const;

    // M in compressed rows: candidate i's neighbours are m_neighbours[m_offsets[i] ..
    // m_offsets[i + 1]), with the entries M_ij beside them (a neighbour compared in both
    // orders twice, each with its own share).
    std::vector<std::size_t> m_offsets;
    std::vector<int> m_neighbours;
    std::vector<double> m_entries;
    Vector m_inverseRootDiagonal; // D^−½
    Vector m_homeDirection;       // y = H⁻¹ b; empty when δ is not fitted
    double m_homeScale = 0.0;     // 1 / (d − bᵀ y)
};

} // namespace pairrank::stats
