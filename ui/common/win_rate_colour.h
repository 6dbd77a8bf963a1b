// The one colour scale of a win rate, shared by the Calibration tab's heat map and the
// report's, so that a colour means the same on screen and on paper.
#pragma once

#include <QColor>

namespace pairrank::ui {

// White at ½, shading towards blue as the row's system wins more often and towards
// orange as it loses (a colour-blind-safe pair); light enough at both ends for dark
// text. Rates outside [0, 1] take the colour of the nearer end.
QColor winRateColour(double winRate);

} // namespace pairrank::ui
