#include "estimate_text.h"

#include <QLocale>

namespace pairrank::ui {

QString probabilityText(double value) {
    return QLocale().toString(value, 'f', 2);
}

QString estimateText(double value, const stats::CredibleInterval& interval) {
    return QStringLiteral("%1 [%2, %3]")
        .arg(probabilityText(value), probabilityText(interval.lower),
             probabilityText(interval.upper));
}

} // namespace pairrank::ui
