// The amortised active-learning step for large N (DESIGN.md §5 "the model refits
// incrementally where possible"): keeps the MAP scores μ and the Laplace covariance
// Σ ≈ (∇²F)⁻¹ of a product of experts (poe_objective.h) current as comparisons
// arrive, without a full Newton fit and an O(N³) inversion for every comparison.
//
// Σ is the exact inverse of a represented Hessian
//
//   H_rep = prior + absolute experts + Σ_pairs r_ab (e_a − e_b)(e_a − e_b)ᵀ,
//
// in which every pair's curvature r_ab stands for its true curvature
// c_ab(μ) = −W_ab ℓ''(μa − μb + δ; p̄_ab) (taken as 0 where negative, possible for Φ and
// Gaussian-on-σ experts far from their target). On each add():
//   1. the comparisons' experts join the objective F;
//   2. re-linearisation: every pair that is new, whose weight changed, or whose
//      curvature at the current μ differs from r_ab by more than a relative
//      `curvatureTolerance` τ gets r_ab ← c_ab(μ), folded into Σ by Sherman–Morrison
//      updates (paper 000 A.6) applied together as one blocked rank-m update
//      (sherman_morrison.h); the log-determinant of Σ follows by the determinant lemma;
//   3. up to `quasiNewtonSteps` steps μ ← μ − t Σ∇F(μ), O(N²) each, t halved until F
//      falls, each followed by step 2 at the new μ, stopping once the Newton decrement
//      √(∇Fᵀ Σ ∇F) — the distance to the MAP in posterior standard deviations, to second
//      order — is below `driftTolerance`;
//   4. an exact refit — Newton to convergence from μ (poe_newton.h) and Σ = (∇²F)⁻¹ at
//      the new MAP, O(N³) — every `exactRefitInterval` comparisons (0: never), when the
//      decrement after step 3 still exceeds `driftTolerance`, or when step 2 would fold
//      more than N/2 pairs (an inversion is then cheaper).
//
// The guarantee after every add(), with τ < 1: each r_ab lies within τ (c_ab(μ) + κ) of
// c_ab(μ), where κ = 1 / (2 d_max σ0²) is the share of the prior a pair may lean on
// (d_max: the most distinct pairs one candidate is in; the pairs' Laplacian is ≼ 2 d_max I,
// so the prior alone is ≽ κ Σ_pairs r rᵀ). Hence (1 − τ) H(μ) ≼ H_rep ≼ (1 + τ) H(μ) in the
// Loewner order, and every pair variance, credible interval and probability of
// reordering computed from Σ is within a factor 1/(1 ± τ) of the exact Laplace value at
// μ, while pairs of small curvature (far apart in score) need not be re-linearised at
// every small change. With τ = ∞ a pair's curvature is taken once, when its weight
// changes (the classic scheme, which relies on the periodic exact refits instead).
//
// The home advantage δ is fixed (fit it with fitModel and pass it in when needed).
// Scores are the posterior's own (with the N(0, σ0²) prior the MAP is centred).
// Memory: Σ (N² doubles) plus O(N m) while m pairs are folded and O(pairs).
//
// Folding ahead: while the answers to asked pairs are awaited, prepareFoldAhead()
// folds each pair's expected precision at the current μ (expectedCurvature, which for
// soft Bradley–Terry and the linear Gaussian expert is exactly the precision the answer
// will add, whatever it is) into a copy of Σ — the O(N² m) part of the next add() —
// and can run on another thread meanwhile. add(comparisons, ahead) then starts from
// that copy: the pairs count as represented at the folded precision, pairs that got no
// answer are taken out again, and step 2 corrects whatever the expectation missed,
// so the guarantee above holds as without it. A second N × N matrix while it is held.
#pragma once

#include "comparison.h"
#include "expert.h"
#include "linear_algebra.h"
#include "pair_exclusions.h"
#include "poe_objective.h"
#include "result.h"
#include "sherman_morrison.h"

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace pairrank::stats {

struct IncrementalPosteriorOptions {
    double priorVariance = 1.0;       // σ0², > 0
    double homeAdvantage = 0.0;       // δ, finite, fixed
    int exactRefitInterval = 0;       // R ≥ 0: comparisons between exact refits; 0: never
    int quasiNewtonSteps = 4;         // ≥ 0 per add() call (fewer when the decrement is small)
    double driftTolerance = 0.05;     // > 0: a Newton decrement above it triggers an exact refit
    double curvatureTolerance = 0.05; // τ > 0 (may be +∞): relative drift of a pair's curvature
    bool exactEveryStep = false;      // the reference scheme: an exact refit on every add()
    double gradientTolerance = 1e-10; // of the exact refits (NewtonOptions)
    int maxIterations = 100;          // of the exact refits
    // Absolute experts of the product (paper 002 §3.2), fixed for the posterior's life:
    // a change of them needs a new posterior.
    std::vector<AbsoluteExpert> absoluteExperts;
};

// Σ with the expected precision of asked pairs folded in (prepareFoldAhead).
struct FoldAhead {
    std::uint64_t version = 0; // of the posterior state it was prepared from
    std::vector<PairPrecisionChange> changes;
    Matrix covariance;
    double logDeterminantFall = 0.0;
};

class IncrementalPosterior {
public:
    // Fits exactly to `initial` (may be empty: then μ = 0, Σ = σ0² I).
    // Errors: invalid expert (checkExpertSpec), candidateCount < 1, bad options (named),
    // bad comparisons (checkComparisons), a failed exact fit.
    static Result<IncrementalPosterior> create(const ExpertSpec& expert, int candidateCount,
                                               std::span<const Comparison> initial,
                                               const IncrementalPosteriorOptions& options = {});

    // Adds comparisons and brings μ and Σ up to date as described above.
    // On an Error from a bad comparison nothing is added; an Error from a failed exact
    // refit leaves the comparisons added and the last good μ and Σ in place.
    Status add(const Comparison& comparison);
    Status add(std::span<const Comparison> comparisons);
    // The same, starting from a fold prepared from the current state (it is ignored when
    // the state changed since, e.g. by another add()).
    Status add(std::span<const Comparison> comparisons, FoldAhead ahead);

    // Σ with `asked` pairs folded in at their expected precision (weight 1 each). Reads
    // only: may run on another thread while this object is not modified (no add(),
    // refitExactly() or first rankingEntropy() call after an exact refit meanwhile).
    // Errors: a pair out of range or a == b, or Σ that cannot take the pairs.
    Result<FoldAhead> prepareFoldAhead(std::span<const OrderedPair> asked) const;

    // Newton to convergence and Σ = (∇²F)⁻¹ now.
    Status refitExactly();

    int candidateCount() const { return m_objective.candidateCount(); }
    const Vector& scores() const { return m_scores; }
    const Matrix& covariance() const { return m_covariance; }
    double homeAdvantage() const { return m_options.homeAdvantage; }
    const PoeObjective& objective() const { return m_objective; }

    // The ranking entropy of Σ, N(1 + ln 2π)/2 + ½ ln det Σ (paper 002 §4.3). Kept current
    // by the determinant lemma; computed by a Cholesky factorisation (O(N³)) only on the
    // first call after an exact refit. An Error when Σ is not positive definite.
    Result<double> rankingEntropy();

    // ‖∇F(μ)‖∞ and the Newton decrement √(∇Fᵀ Σ ∇F) after the last operation.
    double gradientNorm() const { return m_gradientNorm; }
    double newtonDecrement() const { return m_newtonDecrement; }
    int exactRefitCount() const { return m_exactRefits; } // including the initial fit
    int driftRefitCount() const { return m_driftRefits; } // exact refits forced by drift
    int comparisonsSinceExactRefit() const { return m_sinceExactRefit; }
    // Pair curvatures folded into Σ by re-linearisation (step 2), over the posterior's life.
    long long curvatureUpdateCount() const { return m_curvatureUpdates; }

private:
    IncrementalPosterior(PoeObjective objective, const IncrementalPosteriorOptions& options);
    Status addComparisons(std::span<const Comparison> comparisons, FoldAhead* ahead);
    // Takes in a prepared fold: Σ and the pairs' represented curvatures; false when it
    // does not fit this state or Σ could not take the pairs that got no answer.
    bool takeFoldAhead(FoldAhead& ahead);
    // Step 2. False when Σ could not take the changes (an exact refit must rebuild it).
    bool relinearise();
    // Indexes the objective's pairs added since the last call.
    void indexNewPairs();
    void updateGradient();
    void takeQuasiNewtonSteps();

    PoeObjective m_objective;
    IncrementalPosteriorOptions m_options;
    Vector m_scores;
    Matrix m_covariance;
    std::vector<double> m_representedCurvature; // r_ab, in objective.pairs() order
    std::vector<double> m_representedWeight;    // W_ab when r_ab was set
    std::vector<int> m_degree;                  // distinct ordered pairs of each candidate
    int m_largestDegree = 0;
    std::unordered_map<std::uint64_t, std::size_t> m_pairIndex; // a·N + b → objective.pairs()
    std::uint64_t m_version = 0;                                // changes whenever μ or Σ does
    std::optional<double> m_logDeterminant;                     // ln det Σ, when known
    Vector m_gradient;                                          // ∇F(μ), kept current
    Vector m_covarianceTimesGradient;                           // Σ ∇F(μ), kept current
    double m_gradientNorm = 0.0;
    double m_newtonDecrement = 0.0;
    int m_exactRefits = 0;
    int m_driftRefits = 0;
    int m_sinceExactRefit = 0;
    long long m_curvatureUpdates = 0;
};

} // namespace pairrank::stats
