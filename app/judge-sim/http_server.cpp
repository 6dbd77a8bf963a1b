#include "http_server.h"

#include <QHostAddress>

namespace pairrank::judgesim {

HttpServer::HttpServer(RequestHandler handler, QObject* parent)
    : QObject(parent)
    , m_handler(std::move(handler)) {
    connect(&m_server, &QTcpServer::newConnection, this, &HttpServer::acceptPendingConnections);
}

std::optional<QString> HttpServer::listen(quint16 port) {
    // Benchmarks open 64+ connections at once; the default backlog of 50 would
    // make some of them wait for a SYN retransmission.
    m_server.setListenBacklogSize(512);
    m_server.setMaxPendingConnections(512);
    if (!m_server.listen(QHostAddress::LocalHost, port)) {
        return QStringLiteral("cannot listen on 127.0.0.1:%1: %2")
            .arg(port)
            .arg(m_server.errorString());
    }
    return std::nullopt;
}

void HttpServer::acceptPendingConnections() {
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        new HttpConnection(socket, m_handler, this); // owned by this server, deletes itself
    }
}

} // namespace pairrank::judgesim
