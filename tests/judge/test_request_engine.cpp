// The request engine with a scripted backend: concurrency, rate limits, backoff
// with Retry-After, circuit breaker, budget, cancellation, and exactly one
// answer per submitted pair.
#include "core/judge/request_engine.h"
#include "fake_backend.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>

using namespace pairrank::judge;
using namespace pairrank::judge::testing;
using pairrank::domain::JudgementStatus;
using pairrank::domain::toString;

namespace {

QList<PreparedRequest> requests(int count, qint64 promptTokens = 10) {
    return preparedRequests(count, promptTokens);
}

JudgeSettings fastSettings() {
    JudgeSettings settings;
    settings.concurrency = 4;
    settings.maxAttempts = 4;
    settings.backoffInitialMilliseconds = 1;
    settings.backoffMaxMilliseconds = 4;
    settings.circuitBreakerFailures = 0;
    return settings;
}

// Collects the engine's answers and signals.
struct Recorder {
    std::vector<JudgeAnswer> answers;
    std::vector<QString> budgetReasons;
    std::vector<QString> circuitReasons;

    EngineCallbacks callbacks() {
        return EngineCallbacks{
            [this](const JudgeAnswer& answer) { answers.push_back(answer); },
            [this](const QString& reason) { budgetReasons.push_back(reason); },
            [this](const QString& reason) { circuitReasons.push_back(reason); },
        };
    }
    std::map<quint64, int> answersPerTicket() const {
        std::map<quint64, int> counts;
        for (const JudgeAnswer& answer : answers) {
            ++counts[answer.ticket];
        }
        return counts;
    }
    int countStatus(JudgementStatus status) const {
        return static_cast<int>(
            std::count_if(answers.begin(), answers.end(), [status](const auto& a) {
                return !a.cancelled && a.judgement.status == status;
            }));
    }
};

bool oneAnswerEach(const Recorder& recorder, int count) {
    const auto counts = recorder.answersPerTicket();
    if (static_cast<int>(counts.size()) != count) {
        return false;
    }
    return std::all_of(counts.begin(), counts.end(), [count](const auto& entry) {
        return entry.second == 1 && entry.first >= 1 && entry.first <= static_cast<quint64>(count);
    });
}

} // namespace

class RequestEngineTest : public QObject {
    Q_OBJECT

private slots:
    void concurrencyLimitIsNeverExceeded_data();
    void concurrencyLimitIsNeverExceeded();
    void answersCarryThePairAndAccounting();
    void answersAreNeverDeliveredInsideSubmit();
    void engineWaitsForTheRateLimit();
    void engineRetriesNoEarlierThanRetryAfter();
    void retriesStopAtMaxAttemptsWithTheReason();
    void permanentFailureIsNotRetried();
    void circuitBreakerOpensAndFailsQueuedPairs();
    void budgetOfCallsStopsCleanly();
    void budgetOfMoneyStopsCleanly();
    void cancelAllAnswersEverythingCancelled();
    void mixedFailuresGiveExactlyOneAnswerPerPair();
    void scoreAnswersPassOnlyTenClassProbabilities();
};

void RequestEngineTest::concurrencyLimitIsNeverExceeded_data() {
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<int>("pairs");
    QTest::newRow("1") << 1 << 20;
    QTest::newRow("4") << 4 << 50;
    QTest::newRow("64") << 64 << 300;
}

void RequestEngineTest::concurrencyLimitIsNeverExceeded() {
    QFETCH(int, concurrency);
    QFETCH(int, pairs);
    JudgeSettings settings = fastSettings();
    settings.concurrency = concurrency;
    auto backend =
        std::make_unique<FakeBackend>([](const PreparedRequest&, int) { return answerWithP(0.7); });
    FakeBackend* fake = backend.get();
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(pairs));
    QTRY_COMPARE(static_cast<int>(recorder.answers.size()), pairs);
    QVERIFY(fake->maxInFlight <= concurrency);
    QCOMPARE(fake->maxInFlight, std::min(concurrency, pairs));
    QVERIFY(oneAnswerEach(recorder, pairs));
    QCOMPARE(engine.accounting().answered, pairs);
    QCOMPARE(engine.accounting().inFlight, 0);
}

void RequestEngineTest::answersCarryThePairAndAccounting() {
    JudgeSettings settings = fastSettings();
    settings.pricePromptPerMillion = 2.0;
    settings.priceCompletionPerMillion = 10.0;
    auto backend = std::make_unique<FakeBackend>(
        [](const PreparedRequest&, int) { return answerWithP(0.25); });
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(1));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{1});
    const JudgeAnswer& answer = recorder.answers.front();
    QCOMPARE(answer.ticket, quint64{1});
    QCOMPARE(answer.attempts, 1);
    QVERIFY(!answer.cancelled);
    QCOMPARE(toString(answer.judgement.status), toString(JudgementStatus::Ok));
    QCOMPARE(answer.judgement.p.value_or(-1), 0.25);
    QCOMPARE(answer.judgement.contextId, qint64{7});
    QCOMPARE(answer.judgement.candidateA, qint64{100});
    QCOMPARE(answer.judgement.candidateB, qint64{200});
    QCOMPARE(answer.judgement.requestHash, QStringLiteral("hash0"));
    QCOMPARE(answer.judgement.promptTokens.value_or(-1), qint64{10});
    QCOMPARE(answer.judgement.completionTokens.value_or(-1), qint64{1});
    // cost = tokens × price per million
    const double expectedCost = (10 * 2.0 + 1 * 10.0) / 1e6;
    QVERIFY(std::abs(answer.judgement.cost.value_or(-1) - expectedCost) < 1e-15);
    QVERIFY(std::abs(engine.accounting().cost - expectedCost) < 1e-15);
    QCOMPARE(engine.accounting().promptTokens, qint64{10});
    QVERIFY(answer.judgement.createdAt.isValid());
}

void RequestEngineTest::answersAreNeverDeliveredInsideSubmit() {
    JudgeSettings settings = fastSettings();
    settings.budgetCalls = 1; // the second pair is refused by the budget, still asynchronously
    auto backend =
        std::make_unique<FakeBackend>([](const PreparedRequest&, int) { return answerWithP(0.6); });
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(2));
    QCOMPARE(recorder.answers.size(), std::size_t{0});
    QTRY_COMPARE(recorder.answers.size(), std::size_t{2});
}

void RequestEngineTest::engineWaitsForTheRateLimit() {
    // A fake clock: the engine sees time stand still, so the third request waits.
    qint64 fakeNow = 1000;
    JudgeSettings settings = fastSettings();
    settings.requestsPerMinute = 2;
    auto backend =
        std::make_unique<FakeBackend>([](const PreparedRequest&, int) { return answerWithP(0.5); });
    FakeBackend* fake = backend.get();
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks(),
                       [&fakeNow] { return fakeNow; });
    engine.submit(requests(3));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{2});
    QCOMPARE(fake->startedTickets.size(), std::size_t{2});
    QCOMPARE(engine.accounting().queued, qint64{1});
    fakeNow += 60'000; // the window has passed: the engine's next wake-up sends the third
    engine.submit({});
    QTRY_COMPARE(recorder.answers.size(), std::size_t{3});
}

void RequestEngineTest::engineRetriesNoEarlierThanRetryAfter() {
    JudgeSettings settings = fastSettings();
    auto backend = std::make_unique<FakeBackend>([](const PreparedRequest&, int attempt) {
        return attempt == 1 ? retryable(QStringLiteral("HTTP 429"), 120) : answerWithP(0.8);
    });
    FakeBackend* fake = backend.get();
    Recorder recorder;
    QElapsedTimer clock;
    clock.start();
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(1));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{1});
    // The engine's retry never comes before the server's Retry-After.
    QVERIFY(clock.elapsed() >= 120);
    QCOMPARE(fake->attemptsByTicket[1], 2);
    QCOMPARE(recorder.answers.front().attempts, 2);
    QCOMPARE(engine.accounting().retries, qint64{1});
    QCOMPARE(recorder.answers.front().judgement.p.value_or(-1), 0.8);
}

void RequestEngineTest::retriesStopAtMaxAttemptsWithTheReason() {
    JudgeSettings settings = fastSettings();
    settings.maxAttempts = 3;
    auto backend = std::make_unique<FakeBackend>(
        [](const PreparedRequest&, int) { return retryable(QStringLiteral("HTTP 500: boom")); });
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(2));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{2});
    for (const JudgeAnswer& answer : recorder.answers) {
        QCOMPARE(toString(answer.judgement.status), toString(JudgementStatus::Failed));
        QVERIFY(!answer.judgement.p.has_value());
        QCOMPARE(answer.attempts, 3);
        QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("HTTP 500: boom")),
                 qPrintable(answer.judgement.failureReason));
        QVERIFY(answer.judgement.failureReason.contains(QStringLiteral("3 attempts")));
    }
}

void RequestEngineTest::permanentFailureIsNotRetried() {
    auto backend = std::make_unique<FakeBackend>(
        [](const PreparedRequest&, int) { return permanent(QStringLiteral("HTTP 401: bad key")); });
    FakeBackend* fake = backend.get();
    Recorder recorder;
    JudgeEngine engine(fastSettings(), std::move(backend), recorder.callbacks());
    engine.submit(requests(1));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{1});
    QCOMPARE(fake->attemptsByTicket[1], 1);
    QCOMPARE(recorder.answers.front().judgement.failureReason, QStringLiteral("HTTP 401: bad key"));
}

void RequestEngineTest::circuitBreakerOpensAndFailsQueuedPairs() {
    JudgeSettings settings = fastSettings();
    settings.concurrency = 1;
    settings.circuitBreakerFailures = 3;
    settings.backoffMaxMilliseconds = 60'000; // the cooldown: no trial during the test
    auto backend = std::make_unique<FakeBackend>([](const PreparedRequest&, int) {
        return permanent(QStringLiteral("HTTP 403: forbidden"));
    });
    FakeBackend* fake = backend.get();
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(10));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{10});
    QCOMPARE(fake->startedTickets.size(), std::size_t{3});
    QCOMPARE(recorder.circuitReasons.size(), std::size_t{1});
    QVERIFY(recorder.circuitReasons.front().contains(QStringLiteral("HTTP 403: forbidden")));
    int refusedByCircuit = 0;
    for (const JudgeAnswer& answer : recorder.answers) {
        QCOMPARE(toString(answer.judgement.status), toString(JudgementStatus::Failed));
        if (answer.judgement.failureReason == recorder.circuitReasons.front()) {
            ++refusedByCircuit;
            QCOMPARE(answer.attempts, 0);
        }
    }
    QCOMPARE(refusedByCircuit, 7);
    QVERIFY(engine.accounting().circuitOpen);
    QVERIFY(oneAnswerEach(recorder, 10));
    // While the circuit is open, new pairs fail at once with the reason.
    engine.submit(requests(2));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{12});
    QCOMPARE(fake->startedTickets.size(), std::size_t{3});
}

void RequestEngineTest::budgetOfCallsStopsCleanly() {
    JudgeSettings settings = fastSettings();
    settings.concurrency = 2;
    settings.budgetCalls = 5;
    auto backend =
        std::make_unique<FakeBackend>([](const PreparedRequest&, int) { return answerWithP(0.9); });
    FakeBackend* fake = backend.get();
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(12));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{12});
    QCOMPARE(fake->startedTickets.size(), std::size_t{5});
    QCOMPARE(recorder.countStatus(JudgementStatus::Ok), 5);
    QCOMPARE(recorder.countStatus(JudgementStatus::Failed), 7);
    QCOMPARE(recorder.budgetReasons.size(), std::size_t{1});
    for (const JudgeAnswer& answer : recorder.answers) {
        if (answer.judgement.status == JudgementStatus::Failed) {
            QCOMPARE(answer.judgement.failureReason, recorder.budgetReasons.front());
            QVERIFY(answer.judgement.failureReason.contains(QStringLiteral("5 of 5 calls")));
        }
    }
    QVERIFY(oneAnswerEach(recorder, 12));
}

void RequestEngineTest::budgetOfMoneyStopsCleanly() {
    JudgeSettings settings = fastSettings();
    settings.concurrency = 1;
    settings.pricePromptPerMillion = 1e5; // 10 prompt tokens cost 1.0
    settings.budgetMoney = 3.5;
    auto backend = std::make_unique<FakeBackend>([](const PreparedRequest&, int) {
        return BackendReply{BackendAnswer{JudgementStatus::Ok, 0.4, {}, 10, 0, {}, {}}};
    });
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(6));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{6});
    QCOMPARE(recorder.countStatus(JudgementStatus::Ok), 3);
    QVERIFY(engine.accounting().cost <= settings.budgetMoney);
    QCOMPARE(recorder.budgetReasons.size(), std::size_t{1});
}

void RequestEngineTest::cancelAllAnswersEverythingCancelled() {
    JudgeSettings settings = fastSettings();
    settings.concurrency = 3;
    auto backend = std::make_unique<FakeBackend>(
        [](const PreparedRequest&, int) { return answerWithP(0.5); }, /*autoComplete=*/false);
    FakeBackend* fake = backend.get();
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(10));
    QTRY_COMPARE(fake->heldCount(), 3);
    engine.cancelAll();
    QCOMPARE(recorder.answers.size(), std::size_t{10});
    for (const JudgeAnswer& answer : recorder.answers) {
        QVERIFY(answer.cancelled);
        QVERIFY(!answer.judgement.p.has_value());
    }
    QCOMPARE(fake->cancelledAttempts, 3);
    QCOMPARE(engine.accounting().cancelled, qint64{10});
    QCOMPARE(engine.accounting().queued, qint64{0});
    QCOMPARE(engine.accounting().inFlight, qint64{0});
    fake->releaseAll(); // nothing left to release: cancelled attempts never complete
    QVERIFY(oneAnswerEach(recorder, 10));
}

void RequestEngineTest::mixedFailuresGiveExactlyOneAnswerPerPair() {
    JudgeSettings settings = fastSettings();
    settings.concurrency = 8;
    settings.maxAttempts = 3;
    auto backend = std::make_unique<FakeBackend>([](const PreparedRequest& request, int attempt) {
        switch ((request.pair.ticket + static_cast<quint64>(attempt)) % 5) {
        case 0:
            return retryable(QStringLiteral("HTTP 429"), 1);
        case 1:
            return retryable(QStringLiteral("timeout"));
        case 2:
            return request.pair.ticket % 7 == 0 ? permanent(QStringLiteral("HTTP 400"))
                                                : answerWithP(0.3);
        case 3:
            return BackendReply{BackendAnswer{
                JudgementStatus::Refusal, std::nullopt, QStringLiteral("sorry"), 1, 1, {}, {}}};
        default:
            return answerWithP(0.6);
        }
    });
    Recorder recorder;
    JudgeEngine engine(settings, std::move(backend), recorder.callbacks());
    engine.submit(requests(200));
    QTRY_COMPARE(recorder.answers.size(), std::size_t{200});
    QVERIFY(oneAnswerEach(recorder, 200));
    const JudgeAccounting accounting = engine.accounting();
    QCOMPARE(accounting.answered + accounting.refused + accounting.failed, qint64{200});
    for (const JudgeAnswer& answer : recorder.answers) {
        // A probability only for Ok; never an invented 0.5.
        QCOMPARE(answer.judgement.p.has_value(), answer.judgement.status == JudgementStatus::Ok);
        QCOMPARE(answer.judgement.failureReason.isEmpty(),
                 answer.judgement.status == JudgementStatus::Ok);
    }
}

// A Score request's answer keeps its class probabilities when there are ten summing to
// 1; a tie, a bare p or a broken vector from a backend fails with the reason and is
// never turned into a rating; a refusal stays a refusal.
void RequestEngineTest::scoreAnswersPassOnlyTenClassProbabilities() {
    const std::vector<double> rating{0.0, 0.0, 0.1, 0.2, 0.4, 0.2, 0.1, 0.0, 0.0, 0.0};
    auto backend = std::make_unique<FakeBackend>([&rating](const PreparedRequest& request, int) {
        BackendAnswer answer;
        switch (request.pair.ticket) {
        case 1:
            answer.classProbabilities = scoreClassesOf(rating);
            break;
        case 2:
            answer.status = JudgementStatus::Tie;
            answer.p = 0.5;
            break;
        case 3:
            answer.p = 0.7; // a comparison's answer to a Score request
            break;
        case 4:
            answer.classProbabilities =
                ScoreClasses{0.5, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
            break;
        default:
            answer.status = JudgementStatus::Refusal;
            answer.refusalReason = QStringLiteral("the model refused: no");
            break;
        }
        return BackendReply{answer};
    });
    Recorder recorder;
    JudgeEngine engine(fastSettings(), std::move(backend), recorder.callbacks());
    QList<PreparedRequest> scores = requests(5);
    for (PreparedRequest& request : scores) {
        request.pair.task = JudgeTask::Score;
    }
    engine.submit(scores);
    QTRY_COMPARE(recorder.answers.size(), std::size_t{5});
    for (const JudgeAnswer& answer : recorder.answers) {
        const pairrank::domain::Judgement& judgement = answer.judgement;
        QVERIFY(!judgement.p.has_value());
        if (answer.ticket == 1) {
            QCOMPARE(toString(judgement.status), QStringLiteral("ok"));
            QCOMPARE(answer.classProbabilities, rating);
        } else if (answer.ticket == 5) {
            QCOMPARE(toString(judgement.status), QStringLiteral("refusal"));
            QCOMPARE(judgement.failureReason, QStringLiteral("the model refused: no"));
            QVERIFY(answer.classProbabilities.empty());
        } else {
            QCOMPARE(toString(judgement.status), QStringLiteral("failed"));
            QVERIFY2(judgement.failureReason.contains(QStringLiteral("no class probabilities")),
                     qPrintable(judgement.failureReason));
            QVERIFY(answer.classProbabilities.empty());
        }
    }
    QCOMPARE(engine.accounting().answered, qint64{1});
    QCOMPARE(engine.accounting().failed, qint64{3});
}

QTEST_GUILESS_MAIN(RequestEngineTest)
#include "test_request_engine.moc"
