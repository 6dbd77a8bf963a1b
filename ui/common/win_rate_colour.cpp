#include "win_rate_colour.h"

#include <algorithm>
#include <cmath>

namespace pairrank::ui {

QColor winRateColour(double winRate) {
    const double strength = std::clamp(std::abs(winRate - 0.5) * 2.0, 0.0, 1.0);
    const QColor towards = winRate >= 0.5 ? QColor(33, 102, 172) : QColor(230, 97, 1);
    const auto mix = [strength](int from, int to) {
        return static_cast<int>(std::lround(from + (to - from) * strength * 0.75));
    };
    return QColor(mix(255, towards.red()), mix(255, towards.green()), mix(255, towards.blue()));
}

} // namespace pairrank::ui
