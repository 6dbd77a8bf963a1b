// A small HTTP/1.1 client for plain http:// endpoints (a local llama-server, vLLM,
// Ollama, pairrank-judge-sim): POST with a JSON body over kept-alive QTcpSocket
// connections on the caller's thread. QNetworkAccessManager costs several hundred
// microseconds of CPU per request (a reply object, a worker thread, queued
// signals each way), which made the client, not the judge, the bottleneck at
// 1,000 judgements/s on two cores (tests/bench/bench_judge); this costs a tenth.
// https:// endpoints keep using QNetworkAccessManager, with its TLS verification.
//
// Up to `maxConnections` connections are opened (more requests wait in a queue);
// a response is read by Content-Length, chunked transfer coding, or until the
// server closes. Every request ends with exactly one callback unless cancelled:
// an HTTP status with its body and Retry-After, or status 0 with the network
// error (refused, reset, closed before the answer, or timeout).
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <memory>
#include <vector>

namespace pairrank::judge {

struct HttpResult {
    int status = 0; // 0: no HTTP answer (see networkError)
    QByteArray body;
    QByteArray retryAfter; // the Retry-After header's value, if any
    QString networkError;
    bool timedOut = false;
};

class PlainHttpClient : public QObject {
    Q_OBJECT
public:
    using Callback = std::function<void(HttpResult)>;

    // `headers`: extra header lines, each ending in "\r\n" (e.g. Authorization).
    PlainHttpClient(QString host, quint16 port, int maxConnections, int timeoutMilliseconds,
                    QByteArray headers, QObject* parent = nullptr);
    ~PlainHttpClient() override;

    // `target` is the request target ("/v1/chat/completions"). Returns the request's id.
    quint64 post(const QByteArray& target, const QByteArray& body, Callback callback);
    // A GET without a body (a health probe).
    quint64 get(const QByteArray& target, Callback callback);
    // No callback will run for this request afterwards.
    void cancel(quint64 request);

private:
    class Connection;
    struct Queued {
        quint64 id;
        QByteArray bytes;
        Callback callback;
    };

    void dispatch(Queued request);
    void onFinished(Connection* connection, HttpResult result, bool reusable);
    void pumpQueue();

    QString m_host;
    quint16 m_port;
    int m_maxConnections;
    int m_timeoutMilliseconds;
    QByteArray m_headers;
    std::vector<std::unique_ptr<Connection>> m_connections;
    std::deque<Queued> m_queue;
    quint64 m_nextId = 1;
};

} // namespace pairrank::judge
