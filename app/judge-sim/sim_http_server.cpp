#include "sim_http_server.h"

#include <QHostAddress>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QMetaEnum>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace pairrank::judgesim {

namespace {

HttpRequest toRequest(const QHttpServerRequest& request) {
    HttpRequest converted;
    const QMetaEnum methods = QMetaEnum::fromType<QHttpServerRequest::Method>();
    converted.method = QByteArray(methods.valueToKey(static_cast<int>(request.method()))).toUpper();
    converted.path = request.url().path(QUrl::FullyEncoded).toUtf8();
    if (converted.path.isEmpty()) {
        converted.path = "/";
    }
    for (const auto& [name, value] : request.headers()) {
        converted.headers.append({name.toLower(), value.trimmed()});
    }
    converted.body = request.body();
    return converted;
}

} // namespace

SimHttpServer::SimHttpServer(RequestHandler handler, QObject* parent)
    : QAbstractHttpServer(parent)
    , m_handler(std::move(handler)) {}

SimHttpServer::~SimHttpServer() = default;

std::optional<QString> SimHttpServer::listen(quint16 port) {
    auto* server = new QTcpServer(this);
    // Benchmarks open 64+ connections at once; the default backlog of 50 would
    // make some of them wait for a SYN retransmission.
    server->setListenBacklogSize(512);
    server->setMaxPendingConnections(512);
    if (!server->listen(QHostAddress::LocalHost, port)) {
        const QString problem = QStringLiteral("cannot listen on 127.0.0.1:%1: %2")
                                    .arg(port)
                                    .arg(server->errorString());
        delete server;
        return problem;
    }
    m_port = server->serverPort();
    bind(server);
    return std::nullopt;
}

bool SimHttpServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
    // Without TCP_NODELAY, Nagle's algorithm and delayed ACKs hold small replies on
    // a keep-alive connection for up to 40 ms.
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    auto found = m_connections.find(socket);
    if (found == m_connections.end()) {
        found = m_connections.insert(socket, Connection{socket, {}});
        connect(socket, &QObject::destroyed, this,
                [this, socket] { m_connections.remove(socket); });
    }
    const HttpRequest converted = toRequest(request);
    auto slot = std::make_shared<Slot>();
    slot->request = &request;
    slot->keepAlive = converted.keepAlive();
    slot->reply = m_handler(converted);
    found->pending.push_back(slot);
    switch (slot->reply.action) {
    case HandlerReply::Action::Hang:
        break; // never ready: the client's timeout ends the connection
    case HandlerReply::Action::Respond:
    case HandlerReply::Action::Drop:
        if (slot->reply.delayMilliseconds > 0) {
            QTimer::singleShot(slot->reply.delayMilliseconds, socket, [this, socket, slot] {
                slot->ready = true;
                flush(socket);
            });
        } else {
            slot->ready = true;
            flush(socket);
        }
        break;
    }
    return true;
}

void SimHttpServer::missingHandler(const QHttpServerRequest&, QTcpSocket* socket) {
    socket->disconnectFromHost(); // handleRequest() takes every request
}

void SimHttpServer::flush(QTcpSocket* socket) {
    const auto found = m_connections.find(socket);
    if (found == m_connections.end()) {
        return;
    }
    Connection& connection = *found;
    while (!connection.pending.empty() && connection.pending.front()->ready && connection.socket) {
        const std::shared_ptr<Slot> slot = connection.pending.front();
        connection.pending.pop_front();
        write(connection, *slot);
    }
}

void SimHttpServer::write(Connection& connection, const Slot& slot) {
    QTcpSocket* socket = connection.socket;
    if (socket->state() != QAbstractSocket::ConnectedState) {
        return;
    }
    if (slot.reply.action == HandlerReply::Action::Drop) {
        connection.pending.clear();
        socket->disconnectFromHost();
        return;
    }
    const HttpResponse& response = slot.reply.response;
    QHttpServerResponder responder = makeResponder(*slot.request, socket);
    responder.writeStatusLine(static_cast<QHttpServerResponder::StatusCode>(response.status));
    responder.writeHeader("Content-Type", response.contentType);
    responder.writeHeader("Content-Length", QByteArray::number(response.body.size()));
    responder.writeHeader("Connection", slot.keepAlive ? "keep-alive" : "close");
    for (const auto& [name, value] : response.extraHeaders) {
        responder.writeHeader(name, value);
    }
    responder.writeBody(response.body);
    if (slot.reply.delivered) {
        slot.reply.delivered();
    }
    if (!slot.keepAlive) {
        connection.pending.clear();
        socket->disconnectFromHost(); // sends what is queued, then closes
    }
}

} // namespace pairrank::judgesim
