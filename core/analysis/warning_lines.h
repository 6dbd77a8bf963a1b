// The calibration report's warnings as a reader sees them in the Calibration tab and the
// HTML and PDF report: one sentence each, in the report's order, except that the warnings
// of pairs of systems with few human labels become one sentence naming every such pair
// when there are more than kFewLabelPairsListed of them. A project of 16 systems without
// labels yet has 120 such pairs, and 120 sentences alike would hide the other warnings.
// The JSON report keeps one warning per pair, for programs.
#pragma once

#include "calibration_report.h"

#include <QList>
#include <QStringList>

namespace pairrank::analysis {

inline constexpr int kFewLabelPairsListed = 3;

QStringList warningLines(const QList<CalibrationWarning>& warnings);

} // namespace pairrank::analysis
