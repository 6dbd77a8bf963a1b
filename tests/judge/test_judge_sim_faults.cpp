// pairrank-judge-sim as a process: injected faults at rate 1 (each produces
// exactly its fault, and /stats counts it), latency, the startup delay of
// /health, the command line (llama-server's options, loopback only, bad values
// exit with status 2) and a clean exit on SIGTERM.
#include "judge_sim_harness.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using pairrank::judgesim::testing::HttpExchange;
using pairrank::judgesim::testing::SimulatorProcess;

namespace {

QJsonObject chatRequest() {
    const QString prompt =
        u"Which is better?\n<candidate_a>\nfirst\n</candidate_a>\n<candidate_b>\nsecond\n"
        "</candidate_b>"_s;
    return QJsonObject{
        {u"messages"_s, QJsonArray{QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, prompt}}}},
        {u"logprobs"_s, true},
        {u"top_logprobs"_s, 20}};
}

const QStringList kFaultNames{u"429"_s,  u"500"_s,       u"timeout"_s,
                              u"drop"_s, u"malformed"_s, u"no-logprobs"_s};

} // namespace

class JudgeSimFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void faultAtRateOne_data();
    void faultAtRateOne();
    void faultsSpareHealthAndStats();
    void latencyDelaysTheAnswer();
    void healthIsLoadingThenOk();
    void llamaServerCommandLineIsAccepted();
    void nonLoopbackHostIsRefused_data();
    void nonLoopbackHostIsRefused();
    void badOptionValuesExitWithStatus2_data();
    void badOptionValuesExitWithStatus2();
    void sigtermExitsCleanly();

private:
    QNetworkAccessManager m_network;
};

void JudgeSimFaultsTest::faultAtRateOne_data() {
    QTest::addColumn<QString>("fault");
    for (const QString& fault : kFaultNames) {
        QTest::newRow(qPrintable(fault)) << fault;
    }
}

void JudgeSimFaultsTest::faultAtRateOne() {
    QFETCH(QString, fault);
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start({u"--fail-"_s + fault, u"1"_s, u"--retry-after"_s, u"7"_s}, &error),
             qPrintable(error));
    const int requests = 3;
    for (int i = 0; i < requests; ++i) {
        // The transfer timeout only matters for the timeout fault: the client gives up.
        const HttpExchange reply = pairrank::judgesim::testing::postJson(
            m_network, server.url(u"/v1/chat/completions"_s), chatRequest(), 500);
        if (fault == u"429"_s) {
            QCOMPARE(reply.status, 429);
            QCOMPARE(reply.retryAfter, QByteArray("7"));
            QCOMPARE(reply.json()[u"error"_s][u"code"_s].toInt(), 429);
        } else if (fault == u"500"_s) {
            QCOMPARE(reply.status, 500);
            QVERIFY(reply.json()[u"error"_s].isObject());
        } else if (fault == u"timeout"_s) {
            QCOMPARE(reply.status, 0);
            QVERIFY(reply.error != QNetworkReply::NoError);
        } else if (fault == u"drop"_s) {
            QCOMPARE(reply.status, 0);
            QCOMPARE(reply.error, QNetworkReply::RemoteHostClosedError);
        } else if (fault == u"malformed"_s) {
            QCOMPARE(reply.status, 200);
            QJsonParseError parseError;
            QJsonDocument::fromJson(reply.body, &parseError);
            QVERIFY(parseError.error != QJsonParseError::NoError);
            QVERIFY(!reply.body.isEmpty());
        } else {
            QCOMPARE(reply.status, 200);
            const QJsonObject choice = reply.json()[u"choices"_s][0].toObject();
            QVERIFY(choice[u"logprobs"_s].isNull());
            const QString label = choice[u"message"_s][u"content"_s].toString();
            QVERIFY2(label == u"A"_s || label == u"B"_s, qPrintable(label));
        }
    }
    const QJsonObject stats =
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/stats"_s), "GET").json();
    const int judging = stats[u"by_endpoint"_s][u"/v1/chat/completions"_s].toInt();
    // Qt resends a request once when a kept-alive connection closes before any
    // answer, so a drop may be seen more often than it was asked.
    if (fault == u"drop"_s) {
        QVERIFY(judging >= requests);
    } else {
        QCOMPARE(judging, requests);
    }
    for (const QString& name : kFaultNames) {
        QCOMPARE(stats[u"by_fault"_s][name].toInt(), name == fault ? judging : 0);
    }
    const bool answered = fault == u"no-logprobs"_s;
    QCOMPARE(stats[u"answered"_s].toInt(), answered ? requests : 0);
    QCOMPARE(stats[u"pairs"_s].toObject().size(), answered ? 1 : 0);
}

void JudgeSimFaultsTest::faultsSpareHealthAndStats() {
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start({u"--fail-500"_s, u"1"_s}, &error), qPrintable(error));
    QCOMPARE(
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/health"_s), "GET").status,
        200);
    QCOMPARE(
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/v1/models"_s), "GET").status,
        200);
    QCOMPARE(
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/stats"_s), "GET").status,
        200);
}

void JudgeSimFaultsTest::latencyDelaysTheAnswer() {
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start({u"--latency-ms"_s, u"150"_s}, &error), qPrintable(error));
    QElapsedTimer clock;
    clock.start();
    const HttpExchange reply = pairrank::judgesim::testing::postJson(
        m_network, server.url(u"/v1/chat/completions"_s), chatRequest());
    QCOMPARE(reply.status, 200);
    // A lower bound only: the server waits at least this long (precise timer).
    QVERIFY2(clock.elapsed() >= 145, qPrintable(QString::number(clock.elapsed())));
}

void JudgeSimFaultsTest::healthIsLoadingThenOk() {
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start({u"--startup-delay-ms"_s, u"1500"_s}, &error), qPrintable(error));
    const HttpExchange loading =
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/health"_s), "GET");
    QCOMPARE(loading.status, 503);
    QCOMPARE(loading.json()[u"status"_s].toString(), u"loading model"_s);
    const HttpExchange judging = pairrank::judgesim::testing::postJson(
        m_network, server.url(u"/v1/chat/completions"_s), chatRequest());
    QCOMPARE(judging.status, 503);
    int status = 0;
    QTRY_VERIFY_WITH_TIMEOUT(
        (status = pairrank::judgesim::testing::exchange(m_network, server.url(u"/health"_s), "GET")
                      .status) == 200,
        15000);
    const HttpExchange ok =
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/health"_s), "GET");
    QCOMPARE(ok.json()[u"status"_s].toString(), u"ok"_s);
}

void JudgeSimFaultsTest::llamaServerCommandLineIsAccepted() {
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start({u"-m"_s, u"/models/judge-7b.Q4_K_M.gguf"_s, u"--host"_s, u"127.0.0.1"_s,
                           u"-c"_s, u"4096"_s, u"-ngl"_s, u"99"_s, u"--n-gpu-layers"_s, u"99"_s,
                           u"-t"_s, u"2"_s, u"--jinja"_s, u"--ctx-size=8192"_s},
                          &error),
             qPrintable(error));
    const HttpExchange models =
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/v1/models"_s), "GET");
    QCOMPARE(models.status, 200);
    QCOMPARE(models.json()[u"object"_s].toString(), u"list"_s);
    QCOMPARE(models.json()[u"data"_s][0][u"id"_s].toString(), u"judge-7b.Q4_K_M.gguf"_s);
}

void JudgeSimFaultsTest::nonLoopbackHostIsRefused_data() {
    QTest::addColumn<QString>("host");
    QTest::newRow("any") << u"0.0.0.0"_s;
    QTest::newRow("lan") << u"192.168.1.5"_s;
    QTest::newRow("ipv6 any") << u"::"_s;
}

void JudgeSimFaultsTest::nonLoopbackHostIsRefused() {
    QFETCH(QString, host);
    QProcess process;
    process.start(SimulatorProcess::executable(), {u"--host"_s, host, u"--port"_s, u"0"_s});
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString message = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(message.contains(u"loopback"_s) && message.contains(u"--host"_s), qPrintable(message));
    QVERIFY(process.readAllStandardOutput().isEmpty());
}

void JudgeSimFaultsTest::badOptionValuesExitWithStatus2_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("rate above 1") << QStringList{u"--fail-429"_s, u"1.5"_s} << u"--fail-429"_s;
    QTest::newRow("negative rate") << QStringList{u"--fail-500"_s, u"-0.1"_s} << u"--fail-500"_s;
    QTest::newRow("rate not a number")
        << QStringList{u"--fail-timeout=often"_s} << u"--fail-timeout"_s;
    QTest::newRow("rates add above 1")
        << QStringList{u"--fail-drop"_s, u"0.6"_s, u"--fail-malformed"_s, u"0.6"_s} << u"--fail-"_s;
    QTest::newRow("negative noise") << QStringList{u"--noise"_s, u"-1"_s} << u"--noise"_s;
    QTest::newRow("zero temperature")
        << QStringList{u"--temperature"_s, u"0"_s} << u"--temperature"_s;
    QTest::newRow("agreement above 1")
        << QStringList{u"--agreement"_s, u"1.2"_s} << u"--agreement"_s;
    QTest::newRow("port too large") << QStringList{u"--port"_s, u"70000"_s} << u"--port"_s;
    QTest::newRow("latency not a number")
        << QStringList{u"--latency-ms"_s, u"soon"_s} << u"--latency-ms"_s;
    QTest::newRow("missing value") << QStringList{u"--seed"_s} << u"--seed"_s;
    QTest::newRow("missing truth file")
        << QStringList{u"--truth"_s, u"/nonexistent/truth.jsonl"_s} << u"truth"_s;
    QTest::newRow("project without criterion")
        << QStringList{u"--project"_s, u"/nonexistent/x.pairrank"_s} << u"--criterion"_s;
    QTest::newRow("positional argument") << QStringList{u"model.gguf"_s} << u"model.gguf"_s;
}

void JudgeSimFaultsTest::badOptionValuesExitWithStatus2() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    QProcess process;
    process.start(SimulatorProcess::executable(), arguments);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString message = QString::fromUtf8(process.readAllStandardError()).trimmed();
    QVERIFY2(message.contains(named), qPrintable(message));
    QCOMPARE(message.count(u'\n'), 0); // one line
}

void JudgeSimFaultsTest::sigtermExitsCleanly() {
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start({u"--fail-timeout"_s, u"1"_s}, &error), qPrintable(error));
    // A request left hanging must not keep the server alive.
    QNetworkReply* hanging = m_network.post(QNetworkRequest(server.url(u"/completion"_s)),
                                            QByteArray("{\"prompt\": \"x\"}"));
    QTRY_COMPARE_WITH_TIMEOUT(
        pairrank::judgesim::testing::exchange(m_network, server.url(u"/stats"_s), "GET")
            .json()[u"by_fault"_s][u"timeout"_s]
            .toInt(),
        1, 10000);
    server.process().terminate();
    QVERIFY(server.process().waitForFinished(10000));
    QCOMPARE(server.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.process().exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(hanging->isFinished(), 10000);
    QVERIFY(hanging->error() != QNetworkReply::NoError);
    hanging->deleteLater();
}

QTEST_MAIN(JudgeSimFaultsTest)
#include "test_judge_sim_faults.moc"
