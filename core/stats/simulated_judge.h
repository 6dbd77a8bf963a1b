// A simulated LLM judge (DESIGN.md §4 "simulated"): it behaves like a real,
// imperfect judge rather than an oracle, so that models and selection strategies
// can be measured against a known truth.
//
// The judge holds hidden true scores t (given, or drawn N(0, 1) from the seed)
// and its own latent opinion of every candidate,
//
//   latent = ρ · standardise(t) + √(1 − ρ²) · ε,   ε ~ N(0, 1) per candidate,
//
// so that the agreement ρ is the correlation between the judge's opinion and the
// truth (real LLM judges reach a Spearman of only 0.3–0.6 with human scores even
// with every comparison). Its probability that A (shown first) is better than B is
//
//   p_ab = clamp(σ((slope · (latent_a − latent_b) + bias + η_ab) / temperature))
//
// with η_ab ~ N(0, noise²) drawn once per ORDERED pair: asking (a, b) twice gives
// the same p (like a deterministic LLM at temperature 0) while (a, b) and (b, a)
// differ. `bias` is a positional bias in favour of position A (a home advantage,
// DESIGN.md §3); a temperature below 1 makes the judge over-confident.
//
// Absolute ratings (paper 002 §3.2: a judge's class probabilities of the labels
// "1" … "10"). The judge rates candidate i around the mean
//
//   μ_i = 5.5 + absoluteSlope · (latent_i + ζ_i),   ζ_i ~ N(0, absoluteNoise²)
//
// with ζ_i drawn once per candidate from its own stream of the seed (asking
// twice gives the same rating), and gives the score c ∈ {1, …, 10} the class
// probability
//
//   P_i(c) = exp(−(c − μ_i)² / (2 absoluteSpread²)) / Σ_c' exp(−(c' − μ_i)² / (2 absoluteSpread²))
//
// so that ratings saturate at 1 and 10 like a real judge's. The comparative
// answers do not depend on these settings nor on ζ.
//
// The judge is immutable and its answers are reproducible for a seed and
// independent of which pairs were asked before: η_ab is derived from the seed and
// the pair alone. Thread-safe for concurrent reads.
#pragma once

#include "comparison.h"
#include "result.h"

#include <cstdint>
#include <span>
#include <vector>

namespace pairrank::stats {

struct SimulatedJudgeSettings {
    double agreement = 1.0;    // ρ ∈ [−1, 1]: correlation of the latent opinion with the truth
    double slope = 1.0;        // multiplies the latent difference; finite
    double noise = 0.0;        // standard deviation of the per-pair logit noise, ≥ 0
    double positionBias = 0.0; // logit added in favour of position A; finite
    double temperature = 1.0;  // > 0; divides the logit (below 1: over-confident)
    // Absolute ratings: scale units per latent standard deviation (finite); the
    // standard deviation of the per-candidate rating noise ζ (≥ 0); the spread of
    // the class probabilities around μ in scale units (> 0).
    double absoluteSlope = 1.5;
    double absoluteNoise = 0.5;
    double absoluteSpread = 1.0;

    // Names the first bad field.
    Status check() const;
};

class SimulatedJudge {
public:
    // True scores given (at least 2, finite, not all equal, since they are standardised).
    static Result<SimulatedJudge> create(std::vector<double> trueScores,
                                         const SimulatedJudgeSettings& settings,
                                         std::uint64_t seed);
    // Truth and the judge's latent opinion both given (e.g. human scores and an LLM's
    // ratings of real texts): the latent scores are standardised (mean 0, standard
    // deviation 1) and `agreement` is ignored. Same checks as create, for both vectors,
    // which must have the same length.
    static Result<SimulatedJudge> createWithLatent(std::vector<double> trueScores,
                                                   std::vector<double> latentScores,
                                                   const SimulatedJudgeSettings& settings,
                                                   std::uint64_t seed);
    // True scores drawn N(0, 1) from the seed; candidateCount ≥ 2.
    static Result<SimulatedJudge> createWithRandomTruth(int candidateCount,
                                                        const SimulatedJudgeSettings& settings,
                                                        std::uint64_t seed);

    int candidateCount() const { return static_cast<int>(m_trueScores.size()); }
    const std::vector<double>& trueScores() const { return m_trueScores; }
    // The judge's own opinion: what it would rank by with infinitely many comparisons
    // and no noise (the scale of the standardised truth, before the slope).
    const std::vector<double>& latentScores() const { return m_latentScores; }
    const SimulatedJudgeSettings& settings() const { return m_settings; }

    // p_ab as above. Fails when a or b is outside [0, candidateCount) or a == b.
    Result<double> probability(int a, int b) const;
    // The judgement (a, b, p_ab) with weight 1.
    Result<Comparison> judge(int a, int b) const;
    // P_index(1), …, P_index(10) as above (element i is the score 1 + i; they sum
    // to 1). Fails when index is outside [0, candidateCount).
    Result<std::vector<double>> scoreClassProbabilities(int index) const;

private:
    SimulatedJudge(std::vector<double> trueScores, std::vector<double> latentScores,
                   const SimulatedJudgeSettings& settings, std::uint64_t seed);

    std::vector<double> m_trueScores;
    std::vector<double> m_latentScores;
    SimulatedJudgeSettings m_settings;
    std::uint64_t m_seed = 0;
};

inline constexpr int kRatingClasses = 10; // the scores 1 … 10

// The class probabilities P(1), …, P(10) above for a candidate whose latent
// opinion is `latent` and whose rating noise is ζ = absoluteNoise · zetaDraw
// (zetaDraw a standard normal draw). For judges that draw per candidate in their
// own way (the simulator's texts known by their hash); precondition:
// settings.check() passes.
std::vector<double> simulatedRatingProbabilities(double latent, double zetaDraw,
                                                 const SimulatedJudgeSettings& settings);

} // namespace pairrank::stats
