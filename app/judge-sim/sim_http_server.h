// pairrank-judge-sim's HTTP/1.1 layer: Qt HTTP Server (QAbstractHttpServer,
// Qt 6.4) parses requests and keeps connections alive; this class hands each
// request to the service and writes its reply — at once, after a delay, never
// (a timeout the client must detect) or not at all with the connection closed
// (a dropped connection). Replies on one connection leave in the order their
// requests came, even when a later one is ready first (pipelining). Listens on
// 127.0.0.1 only.
//
// What Qt 6.4's request parser does differently from a full server: it decodes
// chunked bodies, closes the connection without an answer on a request it
// cannot parse, does not answer "Expect: 100-continue" (curl then sends the
// body after a second), and does not tell HTTP/1.0 from 1.1, so only
// "Connection: close" closes a connection after its answer.
#pragma once

#include "http_request.h"
#include "http_response.h"

#include <QAbstractHttpServer>
#include <QHash>
#include <QPointer>
#include <QString>

#include <deque>
#include <functional>
#include <memory>
#include <optional>

class QTcpSocket;

namespace pairrank::judgesim {

// What to do with a request: answer it, close the connection without answering
// (a dropped connection), or never answer (a timeout that the client must detect).
struct HandlerReply {
    enum class Action { Respond, Drop, Hang };
    Action action = Action::Respond;
    HttpResponse response;
    int delayMilliseconds = 0; // the reply (or the drop) happens after this delay
    // Runs once the response is written to the connection (Respond only).
    std::function<void()> delivered;
};

using RequestHandler = std::function<HandlerReply(const HttpRequest&)>;

class SimHttpServer : public QAbstractHttpServer {
public:
    explicit SimHttpServer(RequestHandler handler, QObject* parent = nullptr);
    ~SimHttpServer() override;

    // Listens on 127.0.0.1:port (0: any free port). Returns the error message on failure.
    std::optional<QString> listen(quint16 port);
    quint16 port() const { return m_port; }

protected:
    bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override;
    void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override;

private:
    struct Slot {
        const QHttpServerRequest* request = nullptr; // lives as long as its socket
        HandlerReply reply;
        bool keepAlive = true;
        bool ready = false;
    };
    struct Connection {
        QPointer<QTcpSocket> socket;
        std::deque<std::shared_ptr<Slot>> pending;
    };

    void flush(QTcpSocket* socket);
    void write(Connection& connection, const Slot& slot);

    RequestHandler m_handler;
    QHash<QTcpSocket*, Connection> m_connections;
    quint16 m_port = 0;
};

} // namespace pairrank::judgesim
