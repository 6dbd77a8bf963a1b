// The negative log posterior of a product of experts (paper 000 eq. 4; paper 002 §3.1–3.3)
//
//   F(s, δ) = − Σ_pairs W_ab ℓ(s_a − s_b + δ; p̄_ab)          comparative experts (expert.h)
//             + Σ_n s_n² / (2 σ0²)                              N(0, σ0²) prior on every score
//             + Σ_abs w (s_n − μ_n)² / (2 σ_n²)                 absolute experts (paper 002 §3.2)
//
// up to an additive constant that depends on neither s nor δ. δ is the home
// advantage of position A (DESIGN.md §3) and has a flat prior: F has no δ term.
// Comparisons are collapsed to ordered pairs (pair_observations.h), which is exact.
//
// Cost: value, gradient and pairCurvatures are O(pairs + N + absolute experts);
// only hessian/jointHessian build a dense N×N (N+1 × N+1) matrix.
//
// Typical use (fit, or an incremental active-learning loop):
//   auto objective = PoeObjective::create(spec, 1.0, N);       // Result: check ok()
//   objective->add(comparisons);                               // Status: check ok()
//   ... objective->add(newComparison); ...                     // any time later
//   maximisePosterior(*objective, options)                     // poe_newton.h
#pragma once

#include "comparison.h"
#include "expert.h"
#include "linear_algebra.h"
#include "pair_observations.h"
#include "result.h"
#include "scoring_model.h"

#include <Eigen/SparseCore>

#include <optional>
#include <span>
#include <vector>

namespace pairrank::stats {

using SparseMatrix = Eigen::SparseMatrix<double>;

class PoeObjective {
public:
    // Errors: the spec fails checkExpertSpec (e.g. identity with Beta); priorVariance
    // not finite and > 0; candidateCount < 0.
    static Result<PoeObjective> create(const ExpertSpec& spec, double priorVariance,
                                       int candidateCount);

    // Adds one comparison's expert. `gaussianVariance` (Gaussian experts only) replaces
    // the spec's σ² for this comparison; it enters as a precision weight w·σ²/σ_k².
    // Errors (nothing is added): the comparison fails checkComparisons (message names the
    // field); a variance is given for a Beta expert or is not finite and > 0.
    Status add(const Comparison& comparison, std::optional<double> gaussianVariance = {});
    // All at once; `gaussianVariances` is empty or one per comparison. On error nothing
    // is added and the message names the comparison's index and the field.
    Status add(std::span<const Comparison> comparisons,
               std::span<const double> gaussianVariances = {});
    // Errors: candidate outside [0, N), mean not finite, variance not finite and > 0,
    // weight not finite and ≥ 0.
    Status addAbsolute(const AbsoluteExpert& expert);

    int candidateCount() const { return m_candidateCount; }
    const ExpertSpec& expert() const { return m_expert; }
    double priorVariance() const { return m_priorVariance; }
    std::span<const PairObservation> pairs() const { return m_pairs.pairs(); }
    std::span<const AbsoluteExpert> absoluteExperts() const { return m_absoluteExperts; }
    // Σ of the (precision-scaled) comparison weights, and their weighted mean p — the
    // quantity behind δ = logit(mean p) (paper 000 A.8) and β = mean p (A.7).
    double totalComparisonWeight() const { return m_pairs.totalWeight(); }
    double meanProbability() const { return m_pairs.meanProbability(); }

    // Preconditions for the evaluations below: scores.size() == candidateCount(), all finite.
    double value(const VectorRef& scores, double homeAdvantage) const;

    struct Gradient {
        Vector scores;              // ∂F/∂s, length N
        double homeAdvantage = 0.0; // ∂F/∂δ
    };
    Gradient gradient(const VectorRef& scores, double homeAdvantage) const;

    // ∇²_s F, N×N, dense.
    Matrix hessian(const VectorRef& scores, double homeAdvantage) const;
    // ∇² over (s, δ), (N+1)×(N+1), δ is the last row and column.
    Matrix jointHessian(const VectorRef& scores, double homeAdvantage) const;

    // The same Hessian as a sparse matrix with O(pairs + N) non-zeros, over s or (s, δ).
    SparseMatrix sparseHessian(const VectorRef& scores, double homeAdvantage,
                               bool withHomeAdvantage) const;

    // The Hessian over s or (s, δ) as an operator, never assembled: H x in O(pairs + N)
    // from the pair curvatures (pairCurvatures, one per pair in pairs() order; callers may
    // pass them with negative values replaced by 0 for a positive definite approximation),
    // and its diagonal (a Jacobi preconditioner). `direction` has length N, or N + 1 with δ.
    Vector hessianProduct(const Vector& curvatures, const Vector& direction,
                          bool withHomeAdvantage) const;
    Vector hessianDiagonal(const Vector& curvatures, bool withHomeAdvantage) const;

    // The curvature c_ab = −W_ab ℓ''(d_ab) of every pair, in pairs() order: the precision
    // the pair contributes along e_a − e_b (∇²_s F = Σ c_ab (e_a − e_b)(e_a − e_b)ᵀ + prior
    // + absolute experts). Negative values are possible for Φ and Gaussian-on-σ experts
    // far from their target.
    Vector pairCurvatures(const VectorRef& scores, double homeAdvantage) const;

private:
    PoeObjective(const ExpertSpec& spec, double priorVariance, int candidateCount);
    void addHessianTerms(const VectorRef& scores, double homeAdvantage, Matrix& hessian,
                         bool withHomeAdvantage) const;

    ExpertSpec m_expert;
    double m_priorVariance = 1.0;
    int m_candidateCount = 0;
    PairAccumulator m_pairs;
    std::vector<AbsoluteExpert> m_absoluteExperts;
};

} // namespace pairrank::stats
