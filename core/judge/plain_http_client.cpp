#include "plain_http_client.h"

#include <QAbstractSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace pairrank::judge {

// One kept-alive connection carrying one request at a time.
class PlainHttpClient::Connection {
public:
    Connection(PlainHttpClient& client)
        : m_client(client)
        // Children of the client: a deleteLater() that never runs (the thread's event
        // loop has ended) still ends with the client.
        , m_socket(new QTcpSocket(&client))
        , m_timer(new QTimer(&client)) {
        m_timer->setSingleShot(true);
        QObject::connect(m_timer, &QTimer::timeout, m_timer, [this] {
            HttpResult result;
            result.timedOut = true;
            result.networkError = QStringLiteral("timeout");
            finish(std::move(result), false);
        });
        QObject::connect(m_socket, &QTcpSocket::readyRead, m_socket, [this] { onReadyRead(); });
        QObject::connect(m_socket, &QTcpSocket::disconnected, m_socket,
                         [this] { onClosed(QString()); });
        QObject::connect(m_socket, &QAbstractSocket::errorOccurred, m_socket,
                         [this](QAbstractSocket::SocketError error) {
                             if (error != QAbstractSocket::RemoteHostClosedError) {
                                 onClosed(m_socket->errorString());
                             } else {
                                 onClosed(QString());
                             }
                         });
    }

    ~Connection() {
        m_socket->disconnect();
        m_timer->disconnect();
        m_socket->abort();
        // They may be inside one of their own signals: delete them from the event loop.
        m_socket->deleteLater();
        m_timer->deleteLater();
    }

    bool busy() const { return m_busy; }
    quint64 requestId() const { return m_requestId; }

    void start(Queued request, int timeoutMilliseconds) {
        m_busy = true;
        m_requestId = request.id;
        m_callback = std::move(request.callback);
        m_stage = Stage::Headers;
        m_buffer.clear();
        m_body.clear();
        m_retryAfter.clear();
        m_status = 0;
        m_closeAfter = false;
        m_chunkRemaining = -1;
        if (m_socket->state() == QAbstractSocket::UnconnectedState) {
            m_socket->connectToHost(m_client.m_host, m_client.m_port);
            m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        }
        // A socket that is still connecting keeps what is written until it is connected.
        m_socket->write(request.bytes);
        m_timer->start(timeoutMilliseconds);
    }

    Callback takeCallback() { return std::exchange(m_callback, {}); }

private:
    enum class Stage { Headers, Body, Chunked, UntilClose };

    void onReadyRead() {
        m_buffer += m_socket->readAll();
        if (m_busy) {
            parse();
        }
    }

    void onClosed(const QString& error) {
        if (!m_busy) {
            return; // an idle connection the server closed: the next request opens a new one
        }
        HttpResult result;
        if (m_stage == Stage::UntilClose) {
            m_body += m_buffer;
            result.status = m_status;
            result.body = std::move(m_body);
            result.retryAfter = m_retryAfter;
        } else {
            result.networkError =
                error.isEmpty()
                    ? QStringLiteral("the server closed the connection before the answer")
                    : error;
        }
        finish(std::move(result), false);
    }

    void parse() {
        while (true) {
            if (m_stage == Stage::Headers) {
                const qsizetype end = m_buffer.indexOf("\r\n\r\n");
                if (end < 0) {
                    return;
                }
                if (!readHeaders(m_buffer.left(end))) {
                    HttpResult result;
                    result.networkError = QStringLiteral("unreadable HTTP response head");
                    finish(std::move(result), false);
                    return;
                }
                m_buffer.remove(0, end + 4);
                if (m_status >= 100 && m_status < 200) {
                    continue; // an interim response; the real one follows
                }
            }
            if (m_stage == Stage::Body) {
                if (m_buffer.size() < m_contentLength) {
                    return;
                }
                m_body = m_buffer.left(m_contentLength);
                m_buffer.remove(0, m_contentLength);
                deliver();
                return;
            }
            if (m_stage == Stage::Chunked) {
                if (!readChunks()) {
                    return;
                }
                deliver();
                return;
            }
            return; // UntilClose: the body ends with the connection
        }
    }

    bool readHeaders(const QByteArray& head) {
        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> statusLine = lines.value(0).trimmed().split(' ');
        if (statusLine.size() < 2 || !statusLine[0].startsWith("HTTP/1.")) {
            return false;
        }
        bool ok = false;
        m_status = statusLine[1].toInt(&ok);
        if (!ok) {
            return false;
        }
        qint64 contentLength = -1;
        bool chunked = false;
        m_closeAfter = statusLine[0] == "HTTP/1.0";
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray& line = lines[i];
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            const QByteArray name = line.left(colon).trimmed().toLower();
            const QByteArray value = line.mid(colon + 1).trimmed();
            if (name == "content-length") {
                contentLength = value.toLongLong(&ok);
                if (!ok || contentLength < 0) {
                    return false;
                }
            } else if (name == "transfer-encoding") {
                chunked = value.toLower().contains("chunked");
            } else if (name == "connection") {
                m_closeAfter = value.toLower() == "close"
                                   ? true
                                   : (value.toLower() == "keep-alive" ? false : m_closeAfter);
            } else if (name == "retry-after") {
                m_retryAfter = value;
            }
        }
        if (chunked) {
            m_stage = Stage::Chunked;
        } else if (contentLength >= 0) {
            m_stage = Stage::Body;
            m_contentLength = contentLength;
        } else if (m_status == 204 || m_status == 304 || (m_status >= 100 && m_status < 200)) {
            m_stage = m_status < 200 ? Stage::Headers : Stage::Body;
            m_contentLength = 0;
        } else {
            m_stage = Stage::UntilClose;
            m_closeAfter = true;
        }
        return true;
    }

    // True when the last chunk has been read.
    bool readChunks() {
        while (true) {
            if (m_chunkRemaining < 0) {
                const qsizetype end = m_buffer.indexOf("\r\n");
                if (end < 0) {
                    return false;
                }
                QByteArray sizeText = m_buffer.left(end);
                const qsizetype extension = sizeText.indexOf(';');
                if (extension >= 0) {
                    sizeText.truncate(extension);
                }
                bool ok = false;
                const qint64 size = sizeText.trimmed().toLongLong(&ok, 16);
                if (!ok || size < 0) {
                    m_closeAfter = true;
                    return true; // a broken framing: deliver what came; the parser of the body
                                 // judges it
                }
                if (size == 0) {
                    const qsizetype trailerEnd = m_buffer.indexOf("\r\n\r\n", end);
                    if (m_buffer.mid(end, 4) != "\r\n\r\n" && trailerEnd < 0) {
                        return false;
                    }
                    m_buffer.clear();
                    return true;
                }
                m_buffer.remove(0, end + 2);
                m_chunkRemaining = size;
            }
            if (m_buffer.size() < m_chunkRemaining + 2) {
                return false;
            }
            m_body += m_buffer.left(m_chunkRemaining);
            m_buffer.remove(0, m_chunkRemaining + 2);
            m_chunkRemaining = -1;
        }
    }

    void deliver() {
        HttpResult result;
        result.status = m_status;
        result.body = std::move(m_body);
        result.retryAfter = m_retryAfter;
        finish(std::move(result), !m_closeAfter);
    }

    // The last thing a member function does: the client may destroy this connection.
    void finish(HttpResult result, bool reusable) {
        m_busy = false;
        m_timer->stop();
        m_client.onFinished(this, std::move(result), reusable);
    }

    PlainHttpClient& m_client;
    QTcpSocket* m_socket;
    QTimer* m_timer;
    bool m_busy = false;
    quint64 m_requestId = 0;
    Callback m_callback;
    Stage m_stage = Stage::Headers;
    QByteArray m_buffer;
    QByteArray m_body;
    QByteArray m_retryAfter;
    int m_status = 0;
    qint64 m_contentLength = 0;
    qint64 m_chunkRemaining = -1;
    bool m_closeAfter = false;
};

PlainHttpClient::PlainHttpClient(QString host, quint16 port, int maxConnections,
                                 int timeoutMilliseconds, QByteArray headers, QObject* parent)
    : QObject(parent)
    , m_host(std::move(host))
    , m_port(port)
    , m_maxConnections(std::max(1, maxConnections))
    , m_timeoutMilliseconds(std::max(1, timeoutMilliseconds))
    , m_headers(std::move(headers)) {}

PlainHttpClient::~PlainHttpClient() = default;

quint64 PlainHttpClient::post(const QByteArray& target, const QByteArray& body, Callback callback) {
    const quint64 id = m_nextId++;
    QByteArray bytes;
    bytes.reserve(body.size() + 256 + m_headers.size());
    bytes += "POST " + target + " HTTP/1.1\r\nHost: " + m_host.toUtf8() + ':' +
             QByteArray::number(m_port) +
             "\r\nContent-Type: application/json\r\nAccept: application/json\r\n" + m_headers +
             "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    dispatch(Queued{id, std::move(bytes), std::move(callback)});
    return id;
}

quint64 PlainHttpClient::get(const QByteArray& target, Callback callback) {
    const quint64 id = m_nextId++;
    QByteArray bytes = "GET " + target + " HTTP/1.1\r\nHost: " + m_host.toUtf8() + ':' +
                       QByteArray::number(m_port) + "\r\nAccept: application/json\r\n" + m_headers +
                       "\r\n";
    dispatch(Queued{id, std::move(bytes), std::move(callback)});
    return id;
}

void PlainHttpClient::dispatch(Queued request) {
    for (const auto& connection : m_connections) {
        if (!connection->busy()) {
            connection->start(std::move(request), m_timeoutMilliseconds);
            return;
        }
    }
    if (std::ssize(m_connections) < m_maxConnections) {
        m_connections.push_back(std::make_unique<Connection>(*this));
        m_connections.back()->start(std::move(request), m_timeoutMilliseconds);
        return;
    }
    m_queue.push_back(std::move(request));
}

void PlainHttpClient::cancel(quint64 request) {
    const auto queued = std::find_if(m_queue.begin(), m_queue.end(),
                                     [request](const Queued& q) { return q.id == request; });
    if (queued != m_queue.end()) {
        m_queue.erase(queued);
        return;
    }
    // A request on the wire: its answer would arrive later on this connection, so drop it.
    std::erase_if(m_connections, [request](const auto& connection) {
        return connection->busy() && connection->requestId() == request;
    });
    pumpQueue();
}

void PlainHttpClient::onFinished(Connection* connection, HttpResult result, bool reusable) {
    Callback callback = connection->takeCallback();
    if (!reusable) {
        std::erase_if(m_connections,
                      [connection](const auto& owned) { return owned.get() == connection; });
    }
    if (callback) {
        callback(std::move(result));
    }
    pumpQueue();
}

void PlainHttpClient::pumpQueue() {
    while (!m_queue.empty()) {
        const auto idle = std::find_if(m_connections.begin(), m_connections.end(),
                                       [](const auto& connection) { return !connection->busy(); });
        if (idle == m_connections.end() && std::ssize(m_connections) >= m_maxConnections) {
            return;
        }
        Queued next = std::move(m_queue.front());
        m_queue.pop_front();
        dispatch(std::move(next));
    }
}

} // namespace pairrank::judge
