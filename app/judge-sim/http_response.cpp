#include "http_response.h"

#include <QJsonDocument>

namespace pairrank::judgesim {

using namespace Qt::StringLiterals;

HttpResponse HttpResponse::json(int status, const QJsonObject& object) {
    HttpResponse response;
    response.status = status;
    response.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return response;
}

HttpResponse HttpResponse::error(int status, const QByteArray& message) {
    QByteArray type = "invalid_request_error";
    if (status == 404) {
        type = "not_found_error";
    } else if (status == 429) {
        type = "rate_limit_error";
    } else if (status == 503) {
        type = "unavailable_error";
    } else if (status >= 500) {
        type = "server_error";
    }
    const QJsonObject error{{u"message"_s, QString::fromUtf8(message)},
                            {u"type"_s, QString::fromLatin1(type)},
                            {u"code"_s, status}};
    return json(status, QJsonObject{{u"error"_s, error}});
}

} // namespace pairrank::judgesim
