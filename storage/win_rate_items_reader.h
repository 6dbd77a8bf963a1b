// Win-rate items as JSON Lines (the input of `pairrank-cli winrate` and
// `winrate-matrix`), one item per line, blank lines skipped:
//
//   {"item": "id", "human": 0 | 1 | null, "judges": {"gpt": 0 | 1 | null, ...},
//    "systems": ["G0 name", "G1 name"]}
//
// 0 = the first generator G0 preferred, 1 = G1 (paper 004 §3.1). "human" may
// be absent (= null); a judge absent from an item has no label there;
// "systems" is needed only by winrate-matrix and by files with several
// generator pairs. Evaluators are numbered in order of first appearance.
// Refused with file, line and column: an item id given twice, a label other
// than 0, 1 or null (a label written as a string too), "judges" that is not an
// object, "systems" that are not two different names, no items, no judge labels.
//
// Plain values: the caller makes core/stats' WinRateData of them.
#pragma once

#include "input_record.h"
#include "storage_result.h"

#include <QStringList>

#include <cstdint>
#include <utility>
#include <vector>

namespace pairrank::storage {

// A label as paper 004 writes it.
using PreferenceLabel = std::int8_t;
inline constexpr PreferenceLabel kFirstGeneratorPreferred = 0;
inline constexpr PreferenceLabel kSecondGeneratorPreferred = 1;
inline constexpr PreferenceLabel kNoLabel = -1;

struct WinRateItems {
    std::vector<QString> itemIds;
    QStringList evaluatorNames;               // in order of first appearance
    std::vector<PreferenceLabel> humanLabels; // one per item
    std::vector<PreferenceLabel> judgeLabels; // item × evaluator, row-major
    // Per item, when every item names its systems; else empty.
    std::vector<std::pair<QString, QString>> systems;
};

Result<WinRateItems> readWinRateItems(RecordReader& reader);
// `path` may be "-" for standard input.
Result<WinRateItems> readWinRateItemsFile(const QString& path);

} // namespace pairrank::storage
