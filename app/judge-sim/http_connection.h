// One keep-alive client connection: parses requests as bytes arrive, hands each
// complete request to the handler and writes its reply, one request at a time
// (a pipelined request waits in the parser's buffer until the previous one is
// answered, so replies never overtake each other).
#pragma once

#include "http_request.h"
#include "http_response.h"

#include <QObject>
#include <QTcpSocket>

#include <functional>

namespace pairrank::judgesim {

// What to do with a request: answer it, close the connection without answering
// (a dropped connection), or never answer (a timeout that the client must detect).
struct HandlerReply {
    enum class Action { Respond, Drop, Hang };
    Action action = Action::Respond;
    HttpResponse response;
    int delayMilliseconds = 0; // the reply (or the drop) happens after this delay
};

using RequestHandler = std::function<HandlerReply(const HttpRequest&)>;

class HttpConnection : public QObject {
public:
    // Takes ownership of `socket`; deletes itself once the peer disconnects.
    HttpConnection(QTcpSocket* socket, RequestHandler handler, QObject* parent);

private:
    void readAvailableBytes();
    void answerBufferedRequests();
    void deliver(const HandlerReply& reply, bool keepAlive);
    void closeAfterWriting();

    QTcpSocket* m_socket;
    RequestHandler m_handler;
    HttpRequestParser m_parser;
    QByteArray m_output;    // reused for every response
    bool m_busy = false;    // a request is waiting for its delayed reply, or hangs
    bool m_closing = false; // no more requests are read
    bool m_continueSent = false;
};

} // namespace pairrank::judgesim
