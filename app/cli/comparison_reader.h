// The judgements of `pairrank-cli fit` and `select` (JSON Lines of
// {"a", "b", "p"[, "weight"]}; storage/indexed_comparisons_reader.h reads and
// checks them) as the statistics engine's comparisons.
#pragma once

#include "core/stats/comparison.h"
#include "core/stats/result.h"

#include <QString>

#include <optional>
#include <vector>

namespace pairrank::cli {

struct ComparisonInput {
    std::vector<stats::Comparison> comparisons;
    // --candidates when given, else max index + 1 (0 for an empty input).
    int candidateCount = 0;
};

// Reads `path` ("-" or empty: standard input). With `candidateCount` set, every
// index must be below it. The message is "file:line:column: reason".
stats::Result<ComparisonInput> readComparisons(const QString& path,
                                               std::optional<int> candidateCount);

} // namespace pairrank::cli
