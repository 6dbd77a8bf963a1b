// The options of the sampling estimators' sizes (analysis::EstimatorDraws), shared by
// `winrate-matrix` and `report`: --draws, --bwrs-draws, --chains, --warmup, --pooled-draws,
// --pooled-chains, --pooled-warmup, each an integer within its bounds.
#pragma once

#include "core/analysis/calibration_report.h"

#include <QCommandLineParser>
#include <QString>

#include <variant>

namespace pairrank::cli {

// Adds the options, their defaults in their help.
void addEstimatorDrawOptions(QCommandLineParser& parser);

// The sizes given (the defaults for those not given), or the usage error that names the
// option and its bounds.
std::variant<analysis::EstimatorDraws, QString>
readEstimatorDrawOptions(const QCommandLineParser& parser);

} // namespace pairrank::cli
