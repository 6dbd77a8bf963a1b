// How the Calibration tab writes an estimate: "0.62 [0.55, 0.69]" in the user's
// locale.
#pragma once

#include "core/stats/beta_distribution.h"

#include <QString>

namespace pairrank::ui {

QString estimateText(double value, const stats::CredibleInterval& interval);
QString probabilityText(double value);

} // namespace pairrank::ui
