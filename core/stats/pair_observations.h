// Comparisons collapsed to distinct ORDERED pairs (a, b): a in position A, b in B.
//
// Every expert's log density ℓ(d; p) is linear in p up to a term that does not
// depend on d (Gaussian: −(f − t(p))²/2σ² = −f²/2σ² + f·t(p)/σ² − t(p)²/2σ² with t
// affine in p; Beta: (p + α − 1) log f + (β − p) log(1 − f) + log f'). Hence
//
//   Σ_k w_k ℓ(d; p_k) = W ℓ(d; p̄) + const,   W = Σ_k w_k,   p̄ = Σ_k w_k p_k / W,
//
// exactly, for every expert: a pair's repeated judgements become one term. Soft
// labels are thereby fractional Bradley–Terry wins (W p̄ wins for a, W (1 − p̄) for b).
// Per-comparison Gaussian variances σ_k² become precision weights: the comparison
// counts w_k · σ² / σ_k² times in W and in p̄, relative to the expert's own σ².
//
// (a, b) and (b, a) stay distinct pairs: with a home advantage δ they are different
// experts (d = s_a − s_b + δ vs s_b − s_a + δ).
#pragma once

#include "comparison.h"

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace pairrank::stats {

struct PairObservation {
    int a = 0;
    int b = 0;
    double weight = 0.0;      // W: total (precision-scaled) weight of the pair's comparisons
    double probability = 0.5; // p̄: weighted mean p; the last added p while W = 0
};

// Accumulates comparisons into ordered pairs in first-seen order. Adding is O(1)
// amortised, so a long run can add its judgements one at a time.
// Preconditions (checked by the callers, e.g. PoeObjective::add or fitModel):
// a ≠ b, both ≥ 0; p finite in (0, 1); weight and weightScale finite ≥ 0.
class PairAccumulator {
public:
    // Returns the index of the pair (a, b) in pairs().
    std::size_t add(const Comparison& comparison, double weightScale = 1.0);
    // Room for `pairs` distinct pairs in all, so that adding a million comparisons at once
    // does not rehash the index of pairs again and again.
    void reserve(std::size_t pairs);

    std::span<const PairObservation> pairs() const { return m_pairs; }
    double totalWeight() const { return m_totalWeight; }
    // Σ w_k p_k / Σ w_k over all comparisons added (weights scaled); 0.5 when nothing
    // with positive weight was added.
    double meanProbability() const;

private:
    std::vector<PairObservation> m_pairs;
    std::vector<double> m_weightedProbabilitySums;
    std::unordered_map<std::uint64_t, std::size_t> m_indexOfPair;
    double m_totalWeight = 0.0;
    double m_totalWeightedProbability = 0.0;
};

// All comparisons at once. `weightScales` is empty (all 1) or has one entry per comparison.
std::vector<PairObservation> collapsePairs(std::span<const Comparison> comparisons,
                                           std::span<const double> weightScales = {});

} // namespace pairrank::stats
