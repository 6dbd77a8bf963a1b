#include "storage_result.h"

namespace pairrank::storage {

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

} // namespace pairrank::storage
