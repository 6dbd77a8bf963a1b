#include "run_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace pairrank::ui {

namespace {

QString translate(const char* text) {
    return QCoreApplication::translate("pairrank::ui::RunText", text);
}

} // namespace

QString formatDuration(double seconds) {
    const qint64 total = std::llround(std::max(0.0, seconds));
    const qint64 hours = total / 3600;
    const qint64 minutes = (total % 3600) / 60;
    const qint64 rest = total % 60;
    if (hours > 0) {
        return translate("%1 h %2 min").arg(hours).arg(minutes, 2, 10, QLatin1Char('0'));
    }
    if (minutes > 0) {
        return translate("%1 min %2 s").arg(minutes).arg(rest, 2, 10, QLatin1Char('0'));
    }
    return translate("%1 s").arg(rest);
}

QString formatMoney(double amount, const QString& currency) {
    const int decimals = std::abs(amount) > 0.0 && std::abs(amount) < 0.01 ? 4 : 2;
    const QString number = QLocale().toString(amount, 'f', decimals);
    return currency.isEmpty() ? number : number + QLatin1Char(' ') + currency;
}

} // namespace pairrank::ui
