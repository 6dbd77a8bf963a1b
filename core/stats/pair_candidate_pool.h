// Internal to pair selection: choosing a batch's later pairs from a pool of candidates
// instead of scanning all N²/2 pairs for every pick (pair_selection.h).
//
// Within a batch the covariance only shrinks (Σ − W Wᵀ, batch_covariance.h) and every
// informative score is non-decreasing in the pair variance, so a pair's score under
// the caller's Σ bounds its score under Σ − W Wᵀ from above. One scan under Σ keeps
// the `capacity` best ordered pairs — by score, then by the tie rule's key a·N + b —
// and notes the first pair left out, which every other left-out pair follows. Each
// pick then brings the pool's pairs up to date — one new column of W adds
// (W(a, k) − W(b, k))² to a pair's variance reduction, O(1) per pair — and takes the
// best under the tie rule (DESIGN.md §3: scores within a relative 1e-9 of the best are
// ties, the smallest a·N + b wins). When a pair left out could still win, the pool
// says it cannot decide, and the caller scans exactly. A pick the pool makes is the
// one a full scan under Σ − W Wᵀ makes.
#pragma once

#include "batch_covariance.h"
#include "pair_exclusions.h"
#include "pair_scoring.h"

#include <cstdint>
#include <vector>

namespace pairrank::stats::detail {

class PairCandidatePool {
public:
    // Scans every eligible ordered pair under `covariance` (with its `diagonal`) once,
    // keeping the best `capacity` (≥ 1). Also fills `columnMaximum[high]` with each
    // column's best score (NaN when a score is NaN), which the exact fallback needs.
    PairCandidatePool(const CovarianceColumns& covariance, const Vector& diagonal,
                      const VectorRef& mean, const PairExclusions& exclusions, ColumnScorer& scorer,
                      std::size_t capacity, std::vector<double>& columnMaximum);

    enum class Outcome {
        Picked,    // `pair` holds the choice
        NoneLeft,  // no eligible pair at all
        Undecided, // the pool cannot decide: scan exactly
    };
    struct Pick {
        Outcome outcome = Outcome::Undecided;
        OrderedPair pair;
    };

    // The best eligible pair under Σ − W Wᵀ (`batch` holds W, in low-rank form; its
    // columns are taken into account once each). Excluded pairs leave the pool.
    Pick pick(const VectorRef& mean, const PairExclusions& exclusions, const ColumnScorer& scorer,
              const BatchCovariance& batch);

private:
    struct Candidate {
        int a = 0;
        int b = 0;
        double variance = 0.0;  // V_ab under Σ
        double reduction = 0.0; // ‖W(a, :) − W(b, :)‖² over the columns seen
        double score = 0.0;
    };

    int m_candidateCount = 0;
    std::vector<Candidate> m_candidates;
    int m_columnsSeen = 0; // columns of W already in every `reduction`
    // The first pair left out of the pool: every other pair left out has a lower bound,
    // or the same bound and a larger key.
    double m_firstLeftOutBound;
    std::int64_t m_firstLeftOutKey;
};

} // namespace pairrank::stats::detail
