#include "http_request.h"

namespace pairrank::judgesim {

std::optional<QByteArray> HttpRequest::header(QByteArrayView lowerCaseName) const {
    for (const auto& [name, value] : headers) {
        if (name == lowerCaseName) {
            return value;
        }
    }
    return std::nullopt;
}

bool HttpRequest::keepAlive() const {
    const std::optional<QByteArray> connection = header("connection");
    return !connection || connection->trimmed().toLower() != "close";
}

} // namespace pairrank::judgesim
