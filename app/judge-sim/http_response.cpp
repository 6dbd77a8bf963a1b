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

QByteArray reasonPhrase(int status) {
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 411:
        return "Length Required";
    case 413:
        return "Content Too Large";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Unknown";
    }
}

void serialiseResponse(const HttpResponse& response, bool keepAlive, QByteArray& out) {
    out.reserve(out.size() + response.body.size() + 160);
    out.append("HTTP/1.1 ");
    out.append(QByteArray::number(response.status));
    out.append(' ');
    out.append(reasonPhrase(response.status));
    out.append("\r\nContent-Type: ");
    out.append(response.contentType);
    out.append("\r\nContent-Length: ");
    out.append(QByteArray::number(response.body.size()));
    out.append(keepAlive ? "\r\nConnection: keep-alive" : "\r\nConnection: close");
    for (const auto& [name, value] : response.extraHeaders) {
        out.append("\r\n");
        out.append(name);
        out.append(": ");
        out.append(value);
    }
    out.append("\r\n\r\n");
    out.append(response.body);
}

} // namespace pairrank::judgesim
