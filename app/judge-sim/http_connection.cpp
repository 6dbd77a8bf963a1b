#include "http_connection.h"

#include <QTimer>

namespace pairrank::judgesim {

HttpConnection::HttpConnection(QTcpSocket* socket, RequestHandler handler, QObject* parent)
    : QObject(parent)
    , m_socket(socket)
    , m_handler(std::move(handler)) {
    m_socket->setParent(this);
    // Without TCP_NODELAY, Nagle's algorithm and delayed ACKs hold small replies
    // on a keep-alive connection for up to 40 ms.
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::readAvailableBytes);
    connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
    // Bytes may have arrived before the signal was connected.
    if (m_socket->bytesAvailable() > 0) {
        readAvailableBytes();
    }
}

void HttpConnection::readAvailableBytes() {
    const QByteArray bytes = m_socket->readAll();
    if (m_closing) {
        return;
    }
    m_parser.append(bytes);
    if (!m_busy) {
        answerBufferedRequests();
    }
}

void HttpConnection::answerBufferedRequests() {
    while (!m_busy && !m_closing) {
        switch (m_parser.parse()) {
        case HttpRequestParser::State::NeedMoreData:
            if (m_parser.awaitsContinue() && !m_continueSent) {
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
                m_continueSent = true;
            }
            return;
        case HttpRequestParser::State::Failed: {
            const HttpParseError& error = m_parser.error();
            deliver(HandlerReply{HandlerReply::Action::Respond,
                                 HttpResponse::error(error.status, error.message), 0},
                    false);
            return;
        }
        case HttpRequestParser::State::RequestReady:
            break;
        }
        m_continueSent = false;
        const HttpRequest request = m_parser.takeRequest();
        const bool keepAlive = request.keepAlive();
        HandlerReply reply = m_handler(request);
        if (reply.action == HandlerReply::Action::Hang) {
            // Never answered: the client's timeout ends the connection.
            m_busy = true;
            return;
        }
        if (reply.delayMilliseconds > 0) {
            m_busy = true;
            // `this` as the context: the timer dies with the connection.
            QTimer::singleShot(reply.delayMilliseconds, this,
                               [this, delayed = std::move(reply), keepAlive]() {
                                   m_busy = false;
                                   deliver(delayed, keepAlive);
                                   answerBufferedRequests();
                               });
            return;
        }
        deliver(reply, keepAlive);
    }
}

void HttpConnection::deliver(const HandlerReply& reply, bool keepAlive) {
    if (reply.action == HandlerReply::Action::Drop) {
        closeAfterWriting();
        return;
    }
    m_output.resize(0);
    serialiseResponse(reply.response, keepAlive, m_output);
    m_socket->write(m_output);
    if (!keepAlive) {
        closeAfterWriting();
    }
}

void HttpConnection::closeAfterWriting() {
    m_closing = true;
    // Sends what is already queued (an earlier response), then closes.
    m_socket->disconnectFromHost();
}

} // namespace pairrank::judgesim
