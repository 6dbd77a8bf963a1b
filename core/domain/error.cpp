#include "error.h"

#include "core/common/progress.h"

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
    if (isCancelled(*this)) {
        return *this;
    }
    Error error = *this;
    error.message = context + QStringLiteral(": ") + message;
    return error;
}

Error cancelledError() {
    return makeError(QString::fromLatin1(common::kCancelledMessage.data(),
                                         static_cast<qsizetype>(common::kCancelledMessage.size())));
}

bool isCancelled(const Error& error) {
    return error.file.isEmpty() && error.line == 0 &&
           error.message ==
               QLatin1StringView(common::kCancelledMessage.data(),
                                 static_cast<qsizetype>(common::kCancelledMessage.size()));
}

} // namespace pairrank
