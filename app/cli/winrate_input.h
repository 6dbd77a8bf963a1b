// Reading win-rate items for `pairrank-cli winrate` and `winrate-matrix`.
//
// JSON Lines, one item per line (blank lines ignored):
//   {"item": "id", "human": 0 | 1 | null, "judges": {"gpt": 0 | 1 | null, ...},
//    "systems": ["G0 name", "G1 name"]}
// 0 = the first generator G0 preferred (paper 004 §3.1). "human" may be absent
// (= null), a judge absent from an item has no label there, "systems" is needed
// only by winrate-matrix and by OOD files with several generator pairs.
// Evaluators are numbered in order of first appearance. Every error names the
// 1-based line.
#pragma once

#include "core/analysis/win_rate_items.h"
#include "core/analysis/win_rate_project.h"
#include "core/stats/result.h"
#include "core/stats/win_rate_data.h"
#include "core/stats/win_rate_report.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace pairrank::cli {

using analysis::splitBySystems;
using analysis::WinRateInput;

stats::Result<WinRateInput> readWinRateFile(const QString& path);

// --project: opens the file and reads its items (core/analysis/win_rate_project.h);
// every error starts with "--project: ".
stats::Result<WinRateInput> readWinRateProjectFile(const QString& path,
                                                   const analysis::ProjectWinRateRequest& request);

} // namespace pairrank::cli
