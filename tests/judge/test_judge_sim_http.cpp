// The HTTP/1.1 layer of pairrank-judge-sim: the request parser on its own (bytes
// arriving in any pieces, limits, refusals), and the server over raw sockets
// (keep-alive, pipelining, chunked bodies refused, Expect: 100-continue, many
// connections at once).
#include "app/judge-sim/http_request.h"
#include "judge_sim_harness.h"

#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using pairrank::judgesim::HttpRequest;
using pairrank::judgesim::HttpRequestParser;
using pairrank::judgesim::testing::SimulatorProcess;

namespace {

const QByteArray kPostRequest = "POST /v1/completions?debug=1 HTTP/1.1\r\n"
                                "Host: 127.0.0.1\r\n"
                                "Content-Type: application/json\r\n"
                                "Content-Length: 13\r\n"
                                "\r\n"
                                "{\"prompt\": 1}";

// Feeds `bytes` in pieces of `pieceSize` and collects every request and the final state.
struct ParseRun {
    std::vector<HttpRequest> requests;
    HttpRequestParser::State state = HttpRequestParser::State::NeedMoreData;
    pairrank::judgesim::HttpParseError error;
};

ParseRun parseInPieces(const QByteArray& bytes, qsizetype pieceSize) {
    ParseRun run;
    HttpRequestParser parser;
    for (qsizetype offset = 0; offset < bytes.size(); offset += pieceSize) {
        parser.append(
            QByteArrayView(bytes).sliced(offset, std::min(pieceSize, bytes.size() - offset)));
        for (;;) {
            run.state = parser.parse();
            if (run.state != HttpRequestParser::State::RequestReady) {
                break;
            }
            run.requests.push_back(parser.takeRequest());
        }
        if (run.state == HttpRequestParser::State::Failed) {
            run.error = parser.error();
            break;
        }
    }
    return run;
}

// Reads from `socket` until `done(received)` holds (waiting on readyRead).
template <typename Done> QByteArray readUntil(QTcpSocket& socket, Done done) {
    QByteArray received;
    while (!done(received)) {
        if (!socket.waitForReadyRead(10000)) {
            break;
        }
        received += socket.readAll();
    }
    return received;
}

bool completeResponses(const QByteArray& received, int count) {
    // Every answer of the simulator carries a Content-Length; count complete ones.
    qsizetype offset = 0;
    for (int i = 0; i < count; ++i) {
        const qsizetype headerEnd = received.indexOf("\r\n\r\n", offset);
        if (headerEnd < 0) {
            return false;
        }
        const qsizetype lengthAt = received.indexOf("Content-Length: ", offset);
        if (lengthAt < 0 || lengthAt > headerEnd) {
            return false;
        }
        const qsizetype lengthEnd = received.indexOf("\r\n", lengthAt);
        const qsizetype length =
            received.mid(lengthAt + 16, lengthEnd - lengthAt - 16).toLongLong();
        offset = headerEnd + 4 + length;
        if (received.size() < offset) {
            return false;
        }
    }
    return true;
}

QByteArray completionRequest(const QByteArray& extraHeaders = {}) {
    const QByteArray body =
        "{\"prompt\": \"<candidate_a>\\nx\\n</candidate_a><candidate_b>\\ny\\n</candidate_b>\"}";
    return "POST /completion HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extraHeaders +
           "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

class JudgeSimHttpTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void parsesRequestsArrivingInPieces_data();
    void parsesRequestsArrivingInPieces();
    void parsesPipelinedRequests();
    void refusesBadRequests_data();
    void refusesBadRequests();
    void keepAliveRules_data();
    void keepAliveRules();
    void awaitsContinueUntilTheBodyArrives();

    void keepAliveServesManyRequestsOnOneConnection();
    void pipelinedRequestsAreAnsweredInOrder();
    void chunkedBodyIsRefusedWith411();
    void expectContinueGetsAnInterimResponse();
    void http10ConnectionIsClosedAfterTheAnswer();
    void manyConnectionsAtOnce();

private:
    SimulatorProcess m_server;
};

void JudgeSimHttpTest::initTestCase() {
    QString error;
    QVERIFY2(m_server.start({}, &error), qPrintable(error));
}

void JudgeSimHttpTest::parsesRequestsArrivingInPieces_data() {
    QTest::addColumn<qsizetype>("pieceSize");
    for (const qsizetype size : {1, 2, 3, 7, 64, 100000}) {
        QTest::addRow("%d bytes", static_cast<int>(size)) << size;
    }
}

void JudgeSimHttpTest::parsesRequestsArrivingInPieces() {
    QFETCH(qsizetype, pieceSize);
    const ParseRun run = parseInPieces(kPostRequest, pieceSize);
    QCOMPARE(run.state, HttpRequestParser::State::NeedMoreData);
    QCOMPARE(run.requests.size(), std::size_t(1));
    const HttpRequest& request = run.requests.front();
    QCOMPARE(request.method, QByteArray("POST"));
    QCOMPARE(request.target, QByteArray("/v1/completions?debug=1"));
    QCOMPARE(request.path, QByteArray("/v1/completions"));
    QCOMPARE(request.minorVersion, 1);
    QCOMPARE(request.body, QByteArray("{\"prompt\": 1}"));
    QCOMPARE(request.header("content-type"), std::optional<QByteArray>("application/json"));
    QCOMPARE(request.header("host"), std::optional<QByteArray>("127.0.0.1"));
    QVERIFY(!request.header("accept"));
}

void JudgeSimHttpTest::parsesPipelinedRequests() {
    const QByteArray get = "GET /health HTTP/1.1\nHost: x\n\n"; // bare LF line ends are accepted
    const ParseRun run = parseInPieces(kPostRequest + "\r\n" + get + kPostRequest, 5);
    QCOMPARE(run.requests.size(), std::size_t(3));
    QCOMPARE(run.requests[1].method, QByteArray("GET"));
    QCOMPARE(run.requests[1].path, QByteArray("/health"));
    QVERIFY(run.requests[1].body.isEmpty());
    QCOMPARE(run.requests[2].body, run.requests[0].body);
}

void JudgeSimHttpTest::refusesBadRequests_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                                           "5\r\nhello\r\n0\r\n\r\n")
                             << 411;
    QTest::newRow("no version") << QByteArray("GET /health\r\n\r\n") << 400;
    QTest::newRow("http 2") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("relative target") << QByteArray("GET health HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("bad method") << QByteArray("G(T / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("header without colon") << QByteArray("GET / HTTP/1.1\r\nHost\r\n\r\n") << 400;
    QTest::newRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nHost : x\r\n\r\n") << 400;
    QTest::newRow("folded header") << QByteArray("GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n") << 400;
    QTest::newRow("bad length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n")
                                << 400;
    QTest::newRow("negative length")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 400;
    QTest::newRow("conflicting lengths")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") << 400;
    QTest::newRow("body too large")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 999999999999\r\n\r\n") << 413;
    QTest::newRow("headers too large")
        << QByteArray("GET / HTTP/1.1\r\nX: " +
                      QByteArray(pairrank::judgesim::kMaxHeaderBytes, 'a'))
        << 431;
}

void JudgeSimHttpTest::refusesBadRequests() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    for (const qsizetype pieceSize : {qsizetype(1), qsizetype(1 << 20)}) {
        const ParseRun run = parseInPieces(bytes, pieceSize);
        QCOMPARE(run.state, HttpRequestParser::State::Failed);
        QCOMPARE(run.error.status, status);
        QVERIFY(!run.error.message.isEmpty());
        QVERIFY(run.requests.empty());
    }
}

void JudgeSimHttpTest::keepAliveRules_data() {
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("keepAlive");
    QTest::newRow("1.1 default") << QByteArray("GET / HTTP/1.1\r\n\r\n") << true;
    QTest::newRow("1.1 close") << QByteArray("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n")
                               << false;
    QTest::newRow("1.0 default") << QByteArray("GET / HTTP/1.0\r\n\r\n") << false;
    QTest::newRow("1.0 keep-alive")
        << QByteArray("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << true;
}

void JudgeSimHttpTest::keepAliveRules() {
    QFETCH(QByteArray, head);
    QFETCH(bool, keepAlive);
    const ParseRun run = parseInPieces(head, 1000);
    QCOMPARE(run.requests.size(), std::size_t(1));
    QCOMPARE(run.requests.front().keepAlive(), keepAlive);
}

void JudgeSimHttpTest::awaitsContinueUntilTheBodyArrives() {
    HttpRequestParser parser;
    parser.append("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n");
    QCOMPARE(parser.parse(), HttpRequestParser::State::NeedMoreData);
    QVERIFY(parser.awaitsContinue());
    parser.append("ab");
    QCOMPARE(parser.parse(), HttpRequestParser::State::NeedMoreData);
    parser.append("cd");
    QCOMPARE(parser.parse(), HttpRequestParser::State::RequestReady);
    QVERIFY(!parser.awaitsContinue());
    QCOMPARE(parser.takeRequest().body, QByteArray("abcd"));
    QCOMPARE(parser.bufferedBytes(), qsizetype(0));
}

void JudgeSimHttpTest::keepAliveServesManyRequestsOnOneConnection() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    for (int i = 0; i < 20; ++i) {
        socket.write(completionRequest());
        const QByteArray answer =
            readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 1); });
        QVERIFY2(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.constData());
        QVERIFY(answer.contains("Connection: keep-alive\r\n"));
        QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
    }
}

void JudgeSimHttpTest::pipelinedRequestsAreAnsweredInOrder() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    socket.write(completionRequest() + "GET /nothing HTTP/1.1\r\n\r\n" + completionRequest() +
                 "GET /health HTTP/1.1\r\n\r\n");
    const QByteArray answers =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 4); });
    QVERIFY(completeResponses(answers, 4));
    const qsizetype first = answers.indexOf("HTTP/1.1 200");
    const qsizetype notFound = answers.indexOf("HTTP/1.1 404");
    const qsizetype health = answers.indexOf("{\"status\":\"ok\"}");
    QVERIFY(first == 0 && notFound > first && health > notFound);
}

void JudgeSimHttpTest::chunkedBodyIsRefusedWith411() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    socket.write("POST /completion HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                 "5\r\nhello\r\n0\r\n\r\n");
    const QByteArray answer =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 1); });
    QVERIFY2(answer.startsWith("HTTP/1.1 411 Length Required\r\n"), answer.constData());
    QVERIFY(answer.contains("Connection: close\r\n"));
    QVERIFY(answer.contains("Content-Length header"));
    QVERIFY(socket.state() == QAbstractSocket::UnconnectedState ||
            socket.waitForDisconnected(10000));
}

void JudgeSimHttpTest::expectContinueGetsAnInterimResponse() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    const QByteArray request = completionRequest("Expect: 100-continue\r\n");
    const qsizetype headerEnd = request.indexOf("\r\n\r\n") + 4;
    socket.write(request.first(headerEnd));
    const QByteArray interim =
        readUntil(socket, [](const QByteArray& r) { return r.contains("\r\n\r\n"); });
    QCOMPARE(interim, QByteArray("HTTP/1.1 100 Continue\r\n\r\n"));
    socket.write(request.sliced(headerEnd));
    const QByteArray answer =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 1); });
    QVERIFY2(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.constData());
}

void JudgeSimHttpTest::http10ConnectionIsClosedAfterTheAnswer() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    socket.write("GET /health HTTP/1.0\r\n\r\n");
    const QByteArray answer =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 1); });
    QVERIFY(answer.contains("Connection: close\r\n"));
    QVERIFY(socket.state() == QAbstractSocket::UnconnectedState ||
            socket.waitForDisconnected(10000));
}

void JudgeSimHttpTest::manyConnectionsAtOnce() {
    const int connections = 200;
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (int i = 0; i < connections; ++i) {
        sockets.push_back(std::make_unique<QTcpSocket>());
        sockets.back()->connectToHost(u"127.0.0.1"_s, m_server.port());
    }
    for (auto& socket : sockets) {
        QVERIFY(socket->waitForConnected(10000));
        socket->write(completionRequest());
    }
    int answered = 0;
    for (auto& socket : sockets) {
        const QByteArray answer =
            readUntil(*socket, [](const QByteArray& r) { return completeResponses(r, 1); });
        answered += answer.startsWith("HTTP/1.1 200 OK\r\n") ? 1 : 0;
    }
    QCOMPARE(answered, connections);
}

QTEST_MAIN(JudgeSimHttpTest)
#include "test_judge_sim_http.moc"
