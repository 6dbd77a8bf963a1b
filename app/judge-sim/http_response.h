// An HTTP response of pairrank-judge-sim's service (sim_http_server.h writes it).
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

} // namespace pairrank::judgesim
