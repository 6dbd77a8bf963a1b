// An HTTP/1.1 response and its serialisation.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>

namespace pairrank::judgesim {

struct HttpResponse {
    int status = 200;
    QByteArray contentType = "application/json";
    QList<QPair<QByteArray, QByteArray>> extraHeaders; // e.g. Retry-After
    QByteArray body;

    static HttpResponse json(int status, const QJsonObject& object);
    // {"error": {"message": ..., "type": ..., "code": status}}, the OpenAI error shape.
    static HttpResponse error(int status, const QByteArray& message);
};

// The standard reason phrase of a status code ("OK", "Too Many Requests", ...).
QByteArray reasonPhrase(int status);

// Status line, Date-less headers (Content-Type, Content-Length, Connection and the
// extra ones) and body, appended to `out` so that its allocation can be reused.
void serialiseResponse(const HttpResponse& response, bool keepAlive, QByteArray& out);

} // namespace pairrank::judgesim
