// A small HTTP/1.1 server on the loopback interface, over QTcpServer: every
// accepted connection becomes an HttpConnection that calls the handler. Runs in
// the thread of its event loop; the handler is called there too.
#pragma once

#include "http_connection.h"

#include <QString>
#include <QTcpServer>

namespace pairrank::judgesim {

class HttpServer : public QObject {
public:
    HttpServer(RequestHandler handler, QObject* parent = nullptr);

    // Listens on 127.0.0.1:port (0: any free port). Returns the error message on failure.
    std::optional<QString> listen(quint16 port);
    quint16 port() const { return m_server.serverPort(); }

private:
    void acceptPendingConnections();

    QTcpServer m_server;
    RequestHandler m_handler;
};

} // namespace pairrank::judgesim
