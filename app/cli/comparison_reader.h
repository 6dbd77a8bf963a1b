// Reads judgements as JSON Lines, one object per line:
//
//   {"a": 0, "b": 3, "p": 0.71, "weight": 1.0}
//
// a, b: 0-based candidate indices (integers ≥ 0, different); p: probability that a
// (shown first) is better, strictly inside (0, 1); weight: optional, finite ≥ 0,
// default 1. Other fields are ignored. Blank lines (only whitespace) are skipped.
// Shared by the 'fit' and 'select' subcommands.
#pragma once

#include "core/stats/comparison.h"
#include "core/stats/result.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace pairrank::cli {

struct ComparisonInput {
    std::vector<stats::Comparison> comparisons;
    // --candidates when given, else max index + 1 (0 for an empty input).
    int candidateCount = 0;
};

// Parses `content`. With `candidateCount` set, every index must be below it.
// Errors name the 1-based line number and the field, e.g.
// "line 3: field p = 1.5 is not a probability strictly between 0 and 1".
stats::Result<ComparisonInput> parseComparisons(const QByteArray& content,
                                                std::optional<int> candidateCount);

// Reads `path` ("-" or empty: standard input) and parses it. Errors also cover a file
// that cannot be opened (naming the path).
stats::Result<ComparisonInput> readComparisons(const QString& path,
                                               std::optional<int> candidateCount);

} // namespace pairrank::cli
