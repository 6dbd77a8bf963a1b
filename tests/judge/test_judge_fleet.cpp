// Judge fleets in the request engine (endpoint_pool.h): requests spread by free
// capacity, an endpoint that fails is taken out, its jobs go to the others at
// once and are answered exactly once, health probes bring it back, and a fleet
// with every endpoint out fails its queue instead of waiting for ever.
#include "core/judge/request_engine.h"
#include "fake_backend.h"

#include <QTest>

#include <map>

using namespace pairrank::judge;
using namespace pairrank::judge::testing;
using pairrank::domain::JudgementStatus;

namespace {

QList<PreparedRequest> requests(int count, int firstTicket = 1) {
    return preparedRequests(count, 10, firstTicket);
}

JudgeSettings fleet(std::initializer_list<int> concurrencies) {
    JudgeSettings settings;
    settings.backend = Backend::OpenAiChat;
    settings.concurrency = 0;
    int port = 9000;
    for (const int concurrency : concurrencies) {
        settings.endpoints.append(
            JudgeEndpoint{QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port++)), concurrency});
        settings.concurrency += concurrency;
    }
    settings.endpoint = settings.endpoints.front().url;
    settings.maxAttempts = 5;
    settings.backoffInitialMilliseconds = 1;
    settings.backoffMaxMilliseconds = 8;
    settings.circuitBreakerFailures = 4;
    return settings;
}

struct Answers {
    std::map<quint64, int> perTicket;
    std::map<quint64, JudgeAnswer> last;
    std::vector<QString> circuit;

    EngineCallbacks callbacks() {
        return EngineCallbacks{[this](const JudgeAnswer& answer) {
                                   ++perTicket[answer.ticket];
                                   last[answer.ticket] = answer;
                               },
                               {},
                               [this](const QString& reason) {
                                   circuit.push_back(reason);
                               }};
    }
    bool eachOnce(int count) const {
        if (static_cast<int>(perTicket.size()) != count) {
            return false;
        }
        for (const auto& [ticket, answers] : perTicket) {
            if (answers != 1) {
                return false;
            }
        }
        return true;
    }
};

} // namespace

class JudgeFleetTest : public QObject {
    Q_OBJECT

private slots:
    void requestsSpreadByFreeCapacity();
    void anUnreachableEndpointIsTakenOutAndItsJobsFailOver();
    void aProbeBringsTheEndpointBack();
    void repeatedServerErrorsTakeAnEndpointOut();
    void aFleetWithEveryEndpointOutFailsItsQueue();
    void aSingleEndpointIsNeverTakenOut();
};

void JudgeFleetTest::requestsSpreadByFreeCapacity() {
    auto* backend =
        new FakeBackend([](const PreparedRequest&, int) { return answerWithP(0.6); }, false);
    Answers answers;
    JudgeEngine engine(fleet({2, 6}), std::unique_ptr<JudgeBackend>(backend), answers.callbacks());
    engine.submit(requests(20));
    QTRY_COMPARE_WITH_TIMEOUT(backend->heldCount(), 8, 5000);
    QCOMPARE(backend->inFlightByEndpoint[0], 2);
    QCOMPARE(backend->inFlightByEndpoint[1], 6);
    while (static_cast<int>(answers.perTicket.size()) < 20) {
        backend->releaseAll();
        // The engine refills the free slots from its event loop.
        QTRY_VERIFY_WITH_TIMEOUT(
            backend->heldCount() > 0 || static_cast<int>(answers.perTicket.size()) == 20, 5000);
        QVERIFY(backend->maxInFlightByEndpoint[0] <= 2 && backend->maxInFlightByEndpoint[1] <= 6);
    }
    QVERIFY(answers.eachOnce(20));
    const QList<EndpointFigures> figures = engine.endpointFigures();
    QCOMPARE(figures.size(), qsizetype{2});
    QCOMPARE(figures[0].answers + figures[1].answers, qint64{20});
    QVERIFY2(figures[1].answers > figures[0].answers, "the larger endpoint answers more");
}

void JudgeFleetTest::anUnreachableEndpointIsTakenOutAndItsJobsFailOver() {
    FakeBackend* backend = nullptr;
    backend = new FakeBackend([&backend](const PreparedRequest&, int) {
        return backend->currentEndpoint == 1 ? unreachable(QStringLiteral("connection refused"))
                                             : answerWithP(0.7);
    });
    backend->alive = [](int endpoint) {
        return endpoint != 1;
    };
    Answers answers;
    JudgeEngine engine(fleet({3, 3, 3}), std::unique_ptr<JudgeBackend>(backend),
                       answers.callbacks());
    engine.submit(requests(30));
    QTRY_VERIFY_WITH_TIMEOUT(answers.perTicket.size() == 30, 5000);
    QVERIFY(answers.eachOnce(30));
    for (const auto& [ticket, answer] : answers.last) {
        QVERIFY2(answer.judgement.status == JudgementStatus::Ok,
                 qPrintable(answer.judgement.failureReason));
    }
    // Every answer came from a live endpoint, one per ticket: nothing paid twice.
    QCOMPARE(backend->answersDeliveredByEndpoint[0] + backend->answersDeliveredByEndpoint[2], 30);
    QCOMPARE(backend->answersDeliveredByEndpoint[1], 0);
    // Taken out at its first failures: at most its 3 slots were ever asked.
    QVERIFY2(backend->startsByEndpoint[1] <= 3,
             qPrintable(QString::number(backend->startsByEndpoint[1])));
    const EndpointFigures dead = engine.endpointFigures().at(1);
    QVERIFY(!dead.inService);
    QCOMPARE(dead.timesTakenOut, qint64{1});
    QVERIFY(dead.lastTakenOutAt.has_value());
    QVERIFY(dead.lastError.contains(QStringLiteral("connection refused")));
    QVERIFY(answers.circuit.empty()); // the other endpoints kept serving
}

void JudgeFleetTest::aProbeBringsTheEndpointBack() {
    bool restarted = false;
    FakeBackend* backend = nullptr;
    backend = new FakeBackend([&](const PreparedRequest&, int) {
        return backend->currentEndpoint == 0 && !restarted ? unreachable(QStringLiteral("reset"))
                                                           : answerWithP(0.4);
    });
    backend->alive = [&restarted](int endpoint) {
        return endpoint != 0 || restarted;
    };
    Answers answers;
    JudgeEngine engine(fleet({2, 2}), std::unique_ptr<JudgeBackend>(backend), answers.callbacks());
    engine.submit(requests(10));
    QTRY_VERIFY_WITH_TIMEOUT(answers.perTicket.size() == 10, 5000);
    QVERIFY(!engine.endpointFigures().at(0).inService);
    QTRY_VERIFY_WITH_TIMEOUT(backend->probesByEndpoint[0] >= 2, 5000); // probed while down
    restarted = true;
    QTRY_VERIFY_WITH_TIMEOUT(engine.endpointFigures().at(0).inService, 5000);
    const EndpointFigures back = engine.endpointFigures().at(0);
    QVERIFY(back.lastBroughtBackAt.has_value());
    QVERIFY(*back.lastBroughtBackAt >= *back.lastTakenOutAt);
    const int answeredBefore = backend->answersDeliveredByEndpoint[0];
    engine.submit(requests(10, 100));
    QTRY_VERIFY_WITH_TIMEOUT(answers.perTicket.size() == 20, 5000);
    QVERIFY(answers.eachOnce(20));
    QVERIFY2(backend->answersDeliveredByEndpoint[0] > answeredBefore,
             "the endpoint that came back takes requests again");
}

void JudgeFleetTest::repeatedServerErrorsTakeAnEndpointOut() {
    FakeBackend* backend = nullptr;
    backend = new FakeBackend([&backend](const PreparedRequest&, int) {
        return backend->currentEndpoint == 1 ? serverError(QStringLiteral("HTTP 502"))
                                             : answerWithP(0.5);
    });
    backend->alive = [](int endpoint) {
        return endpoint != 1;
    };
    Answers answers;
    JudgeSettings settings = fleet({1, 1});
    JudgeEngine engine(settings, std::unique_ptr<JudgeBackend>(backend), answers.callbacks());
    engine.submit(requests(12));
    QTRY_VERIFY_WITH_TIMEOUT(answers.perTicket.size() == 12, 5000);
    QVERIFY(answers.eachOnce(12));
    const EndpointFigures figures = engine.endpointFigures().at(1);
    QCOMPARE(figures.serverErrors, qint64{3}); // out after three 5xx in a row
    QVERIFY(!figures.inService);
}

void JudgeFleetTest::aFleetWithEveryEndpointOutFailsItsQueue() {
    auto* backend = new FakeBackend(
        [](const PreparedRequest&, int) { return unreachable(QStringLiteral("refused")); });
    backend->alive = [](int) {
        return false;
    };
    Answers answers;
    JudgeEngine engine(fleet({2, 2}), std::unique_ptr<JudgeBackend>(backend), answers.callbacks());
    engine.submit(requests(10));
    QTRY_VERIFY_WITH_TIMEOUT(answers.perTicket.size() == 10, 10000);
    QVERIFY(answers.eachOnce(10));
    for (const auto& [ticket, answer] : answers.last) {
        QVERIFY(answer.judgement.status == JudgementStatus::Failed);
        QVERIFY(!answer.judgement.p.has_value()); // a failure, never 0.5
        QVERIFY2(!answer.judgement.failureReason.isEmpty(), "a failure names its reason");
    }
}

void JudgeFleetTest::aSingleEndpointIsNeverTakenOut() {
    int calls = 0;
    auto* backend = new FakeBackend([&calls](const PreparedRequest&, int) {
        return ++calls <= 2 ? unreachable(QStringLiteral("refused")) : answerWithP(0.5);
    });
    Answers answers;
    JudgeEngine engine(fleet({2}), std::unique_ptr<JudgeBackend>(backend), answers.callbacks());
    engine.submit(requests(4));
    QTRY_VERIFY_WITH_TIMEOUT(answers.perTicket.size() == 4, 5000);
    QVERIFY(engine.endpointFigures().at(0).inService);
    QCOMPARE(backend->probesByEndpoint[0], 0);
}

QTEST_MAIN(JudgeFleetTest)
#include "test_judge_fleet.moc"
