// How the Run tab writes durations and amounts of money, in the user's locale.
#pragma once

#include <QString>

namespace pairrank::ui {

// "45 s", "3 min 20 s", "2 h 05 min".
QString formatDuration(double seconds);
// "0.42 USD" (two decimals; four below one cent so that small runs show something).
QString formatMoney(double amount, const QString& currency);

} // namespace pairrank::ui
