// A count with its noun in the right English number ("1 table", "3 tables"), for the
// messages of the storage layer and the command line, which are English only. The GUI's
// own texts count with tr("%n …"), whose translations carry each language's plurals.
#pragma once

#include <QString>

namespace pairrank::domain {

inline QString englishCount(qint64 count, const QString& singular, const QString& plural) {
    return QStringLiteral("%1 %2").arg(count).arg(count == 1 ? singular : plural);
}

} // namespace pairrank::domain
