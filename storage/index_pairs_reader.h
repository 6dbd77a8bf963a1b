// Pairs of 0-based candidate indices as one JSON document (`pairrank-cli
// select --pending`, which reads the command's own output back):
//
//   {"pairs": [[a, b], …]}   or   [[a, b], …]
//
// Each index an integer in [0, 10^9]; whether it names a candidate is for the
// caller to check. Errors name the file (and the line and column of a syntax
// error or of the "pairs" member).
#pragma once

#include "storage_result.h"

#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

namespace pairrank::storage {

using IndexPair = std::pair<int, int>;

// `path` may be "-" for standard input.
Result<std::vector<IndexPair>> readIndexPairsFile(const QString& path);
// The same from bytes already read; `fileName` is used in errors.
Result<std::vector<IndexPair>> parseIndexPairs(QByteArray bytes, const QString& fileName);

} // namespace pairrank::storage
