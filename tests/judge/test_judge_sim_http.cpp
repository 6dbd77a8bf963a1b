// The HTTP/1.1 layer of pairrank-judge-sim (Qt HTTP Server) over raw sockets:
// keep-alive, pipelined answers in request order even when the first one is
// delayed, chunked bodies, "Connection: close", a request arriving byte by byte,
// many connections at once.
#include "judge_sim_harness.h"

#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using pairrank::judgesim::testing::SimulatorProcess;

namespace {

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
    void keepAliveServesManyRequestsOnOneConnection();
    void pipelinedRequestsAreAnsweredInOrder();
    void aDelayedAnswerKeepsItsPlaceInThePipeline();
    void chunkedBodyIsDecoded();
    void requestArrivingByteByByteIsAnswered();
    void connectionCloseIsHonoured();
    void manyConnectionsAtOnce();

private:
    SimulatorProcess m_server;
};

void JudgeSimHttpTest::initTestCase() {
    QString error;
    QVERIFY2(m_server.start({}, &error), qPrintable(error));
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

void JudgeSimHttpTest::aDelayedAnswerKeepsItsPlaceInThePipeline() {
    // Every judging answer waits 300 ms; GET /health answers at once. Its answer
    // must still come after the judging answer that was asked first.
    SimulatorProcess slow;
    QString error;
    QVERIFY2(slow.start({u"--latency-ms"_s, u"300"_s}, &error), qPrintable(error));
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, slow.port());
    QVERIFY(socket.waitForConnected(10000));
    socket.write(completionRequest() + "GET /health HTTP/1.1\r\n\r\n");
    const QByteArray answers =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 2); });
    QVERIFY(completeResponses(answers, 2));
    const qsizetype judged = answers.indexOf("\"content\":\"");
    const qsizetype health = answers.indexOf("{\"status\":\"ok\"}");
    QVERIFY2(judged >= 0 && health > judged, answers.constData());
}

void JudgeSimHttpTest::chunkedBodyIsDecoded() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    const QByteArray body =
        "{\"prompt\": \"<candidate_a>\\nx\\n</candidate_a><candidate_b>\\ny\\n</candidate_b>\"}";
    const QByteArray first = body.first(10);
    const QByteArray rest = body.sliced(10);
    socket.write("POST /completion HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" +
                 QByteArray::number(first.size(), 16) + "\r\n" + first + "\r\n" +
                 QByteArray::number(rest.size(), 16) + "\r\n" + rest + "\r\n0\r\n\r\n");
    const QByteArray answer =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 1); });
    QVERIFY2(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.constData());
    QVERIFY(answer.contains("\"content\":\""));
}

void JudgeSimHttpTest::requestArrivingByteByByteIsAnswered() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    const QByteArray request = completionRequest();
    for (const char byte : request) {
        socket.write(&byte, 1);
        QVERIFY(socket.waitForBytesWritten(10000));
    }
    const QByteArray answer =
        readUntil(socket, [](const QByteArray& r) { return completeResponses(r, 1); });
    QVERIFY2(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.constData());
}

void JudgeSimHttpTest::connectionCloseIsHonoured() {
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(10000));
    socket.write("GET /health HTTP/1.1\r\nConnection: close\r\n\r\n");
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
