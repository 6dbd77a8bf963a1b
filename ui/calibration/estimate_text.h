// How the Calibration tab writes an estimate: "0.62 [0.55, 0.69]" in the user's
// locale, and the colour of a win rate in the heat map.
#pragma once

#include "core/stats/beta_distribution.h"

#include <QColor>
#include <QString>

namespace pairrank::ui {

QString estimateText(double value, const stats::CredibleInterval& interval);
QString probabilityText(double value);

// White at ½, shading towards blue as the row's system wins more often and towards
// orange as it loses (colour-blind-safe pair).
QColor winRateColour(double winRate);

} // namespace pairrank::ui
