// An HTTP request as pairrank-judge-sim's service sees it: Qt HTTP Server
// (sim_http_server.h) parses the bytes; the service reads these values.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

#include <optional>

namespace pairrank::judgesim {

struct HttpRequest {
    QByteArray method;                            // e.g. "POST"
    QByteArray path;                              // the target without its query string
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, values trimmed
    QByteArray body;

    // The first header with this lower-case name, if any.
    std::optional<QByteArray> header(QByteArrayView lowerCaseName) const;
    // False when the client sent "Connection: close".
    bool keepAlive() const;
};

} // namespace pairrank::judgesim
