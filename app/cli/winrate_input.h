// Win-rate items for `pairrank-cli winrate` and `winrate-matrix`: from a JSON
// Lines file (storage/win_rate_items_reader.h reads and checks it; every error
// names file, line and column) or from a project.
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
