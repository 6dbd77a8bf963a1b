#include "error.h"

namespace pairrank {

QString Error::toString() const {
    QString location = file;
    if (line > 0) {
        location += (location.isEmpty() ? QString() : QStringLiteral(":")) + QString::number(line);
        if (column > 0) {
            location += QStringLiteral(":") + QString::number(column);
        }
    }
    return location.isEmpty() ? message : location + QStringLiteral(": ") + message;
}

Error Error::withContext(const QString& context) const {
    Error error = *this;
    error.message = context + QStringLiteral(": ") + message;
    return error;
}

} // namespace pairrank
