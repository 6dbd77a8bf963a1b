#include "candidate.h"

namespace pairrank::domain {

QString textPreview(const QString& text, qsizetype characters) {
    QString line = text.simplified();
    if (line.size() > characters) {
        line.truncate(characters - 1);
        line.append(QChar(0x2026)); // …
    }
    return line;
}

} // namespace pairrank::domain
