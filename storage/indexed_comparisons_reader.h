// Judgements between candidates named by 0-based index, as JSON Lines (the
// input of `pairrank-cli fit` and `select`), one object per line:
//
//   {"a": 0, "b": 3, "p": 0.71, "weight": 1.0}
//
// a, b: different integers ≥ 0 (below `candidateCount` when it is given);
// p: the probability that a (shown first) is better, strictly inside (0, 1);
// weight: optional, finite ≥ 0, default 1. Other members are ignored; blank
// lines are skipped; an empty file is no judgements. Errors name the file, line
// and column (json_text.h and record_fields.h say what else is refused).
//
// Plain values: core/stats' Comparison is made from them by the caller.
#pragma once

#include "input_record.h"
#include "storage_result.h"

#include <optional>
#include <vector>

namespace pairrank::storage {

struct IndexedComparison {
    int a = 0;
    int b = 0;
    double p = 0.5;
    double weight = 1.0;
};

struct IndexedComparisons {
    std::vector<IndexedComparison> comparisons;
    // `candidateCount` when given, else the largest index + 1 (0 for no judgements).
    int candidateCount = 0;
};

Result<IndexedComparisons> readIndexedComparisons(RecordReader& reader,
                                                  std::optional<int> candidateCount);
// `path` may be "-" for standard input.
Result<IndexedComparisons> readIndexedComparisonsFile(const QString& path,
                                                      std::optional<int> candidateCount);

} // namespace pairrank::storage
