// Stored judgements (storage/comparison_loader.h) as the statistics engine's
// comparisons, each of weight 1.
#pragma once

#include "core/stats/comparison.h"
#include "storage/comparison_loader.h"

#include <span>
#include <vector>

namespace pairrank::analysis {

inline std::vector<stats::Comparison>
toComparisons(std::span<const storage::IndexedJudgement> judgements) {
    std::vector<stats::Comparison> comparisons;
    comparisons.reserve(judgements.size());
    for (const storage::IndexedJudgement& judgement : judgements) {
        comparisons.push_back(stats::Comparison{judgement.a, judgement.b, judgement.p, 1.0});
    }
    return comparisons;
}

} // namespace pairrank::analysis
