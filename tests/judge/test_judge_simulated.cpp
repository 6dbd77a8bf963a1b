// A Judge with the in-process simulated backend, end to end: create from a
// config, describe a context, prepare, submit, receive one answer per pair.
#include "core/judge/default_prompts.h"
#include "core/judge/judge.h"
#include "core/judge/judge_settings.h"
#include "core/stats/comparison.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace pairrank;
using namespace pairrank::judge;

Q_DECLARE_METATYPE(pairrank::judge::JudgeAnswer)

namespace {

domain::JudgeConfig simulatedConfig(double noise, int concurrency = 8) {
    domain::JudgeConfig config;
    config.name = QStringLiteral("sim");
    config.backend = QStringLiteral("simulated");
    config.model = QStringLiteral("sim-model");
    QJsonObject simulated;
    simulated.insert(QStringLiteral("agreement"), 1.0);
    simulated.insert(QStringLiteral("slope"), 1.0);
    simulated.insert(QStringLiteral("noise"), noise);
    simulated.insert(QStringLiteral("seed"), 11);
    config.settings.insert(QStringLiteral("simulated"), simulated);
    config.settings.insert(QStringLiteral("concurrency"), concurrency);
    return config;
}

domain::Criterion criterion() {
    return criterionFromDefault(*defaultPrompt(defaultPrompts().front().key));
}

PairToJudge pair(quint64 ticket, int a, int b) {
    PairToJudge pair;
    pair.ticket = ticket;
    pair.contextId = 3;
    pair.candidateA = 100 + a;
    pair.candidateB = 100 + b;
    pair.positionA = a;
    pair.positionB = b;
    pair.contextText = QStringLiteral("the article");
    pair.textA = QStringLiteral("summary %1").arg(a);
    pair.textB = QStringLiteral("summary %1").arg(b);
    return pair;
}

// The standardised truth, as the simulated judge sees it with agreement 1.
std::vector<double> standardised(const std::vector<double>& scores) {
    const double mean =
        std::accumulate(scores.begin(), scores.end(), 0.0) / static_cast<double>(scores.size());
    double sumSquares = 0.0;
    for (const double score : scores) {
        sumSquares += (score - mean) * (score - mean);
    }
    const double deviation = std::sqrt(sumSquares / static_cast<double>(scores.size()));
    std::vector<double> result;
    for (const double score : scores) {
        result.push_back((score - mean) / deviation);
    }
    return result;
}

} // namespace

class JudgeSimulatedTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<JudgeAnswer>(); }
    void noiselessJudgeFollowsTheTruth();
    void prepareIsPureAndHashesThePrompt();
    void costEstimateUsesThePriceTable();
    void badConfigNamesTheField();
    void undescribedContextFailsWithReason();
    void cancelAllCancelsQueuedPairs();
    void latencyDelaysEveryAnswer();
    void noiselessRatingsFollowTheTruth();
};

void JudgeSimulatedTest::noiselessJudgeFollowsTheTruth() {
    auto judge = Judge::create(simulatedConfig(0.0), criterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    const std::vector<double> truth{1.0, 3.0, 2.0, 5.0};
    (*judge)->describeContext(3, 4, truth);
    QSignalSpy spy(judge->get(), &Judge::answered);
    QList<PreparedRequest> requests;
    quint64 ticket = 1;
    for (int a = 0; a < 4; ++a) {
        for (int b = 0; b < 4; ++b) {
            if (a != b) {
                requests.append((*judge)->prepare(pair(ticket++, a, b)));
            }
        }
    }
    (*judge)->submit(requests);
    QTRY_COMPARE(spy.count(), 12);
    // Agreement 1, slope 1, no noise and no bias: p_ab = σ(z_a − z_b) of the standardised truth.
    const std::vector<double> z = standardised(truth);
    for (const QList<QVariant>& arguments : spy) {
        const auto answer = arguments.at(0).value<JudgeAnswer>();
        QCOMPARE(domain::toString(answer.judgement.status),
                 domain::toString(domain::JudgementStatus::Ok));
        const int a = static_cast<int>(answer.judgement.candidateA - 100);
        const int b = static_cast<int>(answer.judgement.candidateB - 100);
        QVERIFY(std::abs(*answer.judgement.p - stats::sigmoid(z[a] - z[b])) < 1e-9);
        QCOMPARE(answer.ticket, requests[static_cast<qsizetype>(answer.ticket - 1)].pair.ticket);
    }
    QCOMPARE((*judge)->accounting().answered, qint64{12});
}

void JudgeSimulatedTest::prepareIsPureAndHashesThePrompt() {
    auto judge = Judge::create(simulatedConfig(0.5), criterion());
    QVERIFY(judge.ok());
    const PreparedRequest first = (*judge)->prepare(pair(1, 0, 1));
    const PreparedRequest again = (*judge)->prepare(pair(9, 0, 1));
    const PreparedRequest swapped = (*judge)->prepare(pair(2, 1, 0));
    QCOMPARE(first.requestHash, again.requestHash);
    QCOMPARE(first.requestHash.size(), 64);
    QVERIFY(first.requestHash != swapped.requestHash);
    QVERIFY(first.prompt.contains(QStringLiteral("summary 0")));
    QVERIFY(first.prompt.indexOf(QStringLiteral("summary 0")) <
            first.prompt.indexOf(QStringLiteral("summary 1")));
    QVERIFY(first.estimatedPromptTokens > 0);
    QCOMPARE(first.estimatedCompletionTokens, qint64{1});
}

void JudgeSimulatedTest::costEstimateUsesThePriceTable() {
    domain::JudgeConfig config = simulatedConfig(0.0);
    config.settings.insert(QStringLiteral("price_prompt_per_million"), 3.0);
    config.settings.insert(QStringLiteral("price_completion_per_million"), 15.0);
    auto judge = Judge::create(config, criterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    const QList<PreparedRequest> requests{(*judge)->prepare(pair(1, 0, 1)),
                                          (*judge)->prepare(pair(2, 1, 0))};
    const Judge::CostEstimate estimate = (*judge)->estimateCost(requests);
    QCOMPARE(estimate.promptTokens,
             requests[0].estimatedPromptTokens + requests[1].estimatedPromptTokens);
    QCOMPARE(estimate.completionTokens, qint64{2});
    // cost = tokens × price per million
    const double expected = (static_cast<double>(estimate.promptTokens) * 3.0 +
                             static_cast<double>(estimate.completionTokens) * 15.0) /
                            1e6;
    QVERIFY(std::abs(estimate.cost - expected) < 1e-15);
    QCOMPARE(estimate.currency, QStringLiteral("USD"));
    QCOMPARE((*judge)->accounting().attempts, qint64{0}); // nothing was sent
}

void JudgeSimulatedTest::badConfigNamesTheField() {
    domain::JudgeConfig config = simulatedConfig(0.0);
    config.settings.insert(QStringLiteral("concurrency"), 0);
    const auto judge = Judge::create(config, criterion());
    QVERIFY(!judge.ok());
    QVERIFY2(judge.error().message.contains(QStringLiteral("concurrency")),
             qPrintable(judge.error().message));
    domain::Criterion broken = criterion();
    broken.comparativePromptTemplate = QStringLiteral("only {candidate_a}");
    const auto withBrokenTemplate = Judge::create(simulatedConfig(0.0), broken);
    QVERIFY(!withBrokenTemplate.ok());
    QVERIFY(withBrokenTemplate.error().message.contains(QStringLiteral("candidate_b")));
}

void JudgeSimulatedTest::undescribedContextFailsWithReason() {
    auto judge = Judge::create(simulatedConfig(0.0), criterion());
    QVERIFY(judge.ok());
    QSignalSpy spy(judge->get(), &Judge::answered);
    (*judge)->submit({(*judge)->prepare(pair(1, 0, 1))});
    QTRY_COMPARE(spy.count(), 1);
    const auto answer = spy.at(0).at(0).value<JudgeAnswer>();
    QCOMPARE(domain::toString(answer.judgement.status),
             domain::toString(domain::JudgementStatus::Failed));
    QVERIFY(!answer.judgement.p.has_value());
    QVERIFY(answer.judgement.failureReason.contains(QStringLiteral("context 3")));
}

void JudgeSimulatedTest::cancelAllCancelsQueuedPairs() {
    auto judge = Judge::create(simulatedConfig(0.0, 1), criterion());
    QVERIFY(judge.ok());
    (*judge)->describeContext(3, 4, {});
    QSignalSpy spy(judge->get(), &Judge::answered);
    QList<PreparedRequest> requests;
    for (quint64 ticket = 1; ticket <= 5; ++ticket) {
        requests.append((*judge)->prepare(pair(ticket, 0, 1)));
    }
    (*judge)->submit(requests);
    (*judge)->cancelAll();
    QCOMPARE(spy.count(), 5);
    for (const QList<QVariant>& arguments : spy) {
        QVERIFY(arguments.at(0).value<JudgeAnswer>().cancelled);
    }
}

// latency_ms: no answer arrives before its latency has passed (a lower bound, not a
// speed figure), concurrency still holds, and an answer cancelled while it waits out
// its latency is reported once, as cancelled, and never delivered later.
void JudgeSimulatedTest::latencyDelaysEveryAnswer() {
    constexpr int kLatency = 30;
    domain::JudgeConfig config = simulatedConfig(0.0, 2);
    QJsonObject simulated = config.settings.value(QStringLiteral("simulated")).toObject();
    simulated.insert(QStringLiteral("latency_ms"), kLatency);
    config.settings.insert(QStringLiteral("simulated"), simulated);
    auto settings = JudgeSettings::fromConfig(config);
    QVERIFY(settings.ok());
    QCOMPARE(settings->simulated.latencyMilliseconds, kLatency);
    QCOMPARE(settings->toConfig(config.name)
                 .settings.value(QStringLiteral("simulated"))
                 .toObject()
                 .value(QStringLiteral("latency_ms"))
                 .toInt(),
             kLatency);

    auto judge = Judge::create(config, criterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    (*judge)->describeContext(3, 4, {});
    QSignalSpy spy(judge->get(), &Judge::answered);
    QList<PreparedRequest> requests;
    const QList<QPair<int, int>> pairs{{0, 1}, {0, 2}, {0, 3}, {1, 2}};
    quint64 ticket = 1;
    for (const auto& [a, b] : pairs) {
        requests.append((*judge)->prepare(pair(ticket++, a, b)));
    }
    QElapsedTimer clock;
    clock.start();
    (*judge)->submit(requests);
    QVERIFY(spy.wait(5000));
    // Two in flight at a time: the first answers come after one latency, the last
    // ones after two.
    QVERIFY(clock.elapsed() >= kLatency);
    QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 4, 5000);
    QVERIFY(clock.elapsed() >= 2 * kLatency);
    for (const QList<QVariant>& arguments : spy) {
        QCOMPARE(domain::toString(arguments.at(0).value<JudgeAnswer>().judgement.status),
                 QStringLiteral("ok"));
    }

    spy.clear();
    (*judge)->submit({(*judge)->prepare(pair(9, 2, 3))});
    (*judge)->cancelAll();
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).value<JudgeAnswer>().cancelled);
    // Nothing more arrives once the latency has passed.
    QVERIFY(!spy.wait(3 * kLatency));
    QCOMPARE(spy.count(), 1);
}

// Agreement 1 and no rating noise: the judge rates candidate i around
// μ_i = 5.5 + 1.5 · z_i of the standardised truth z, with class probabilities
// ∝ exp(−(c − μ_i)² / 2) (spread 1), as core/stats/simulated_judge.h states.
void JudgeSimulatedTest::noiselessRatingsFollowTheTruth() {
    domain::JudgeConfig config = simulatedConfig(0.0);
    QJsonObject simulated = config.settings.value(QStringLiteral("simulated")).toObject();
    simulated.insert(QStringLiteral("absolute_noise"), 0.0);
    config.settings.insert(QStringLiteral("simulated"), simulated);
    auto judge = Judge::create(config, criterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    QVERIFY((*judge)->canScore());
    const std::vector<double> truth{1.0, 3.0, 2.0, 5.0};
    (*judge)->describeContext(3, 4, truth);
    QSignalSpy spy(judge->get(), &Judge::answered);
    QList<PreparedRequest> requests;
    for (int index = 0; index < 4; ++index) {
        PairToJudge request = pair(static_cast<quint64>(index), index, 0);
        request.task = JudgeTask::Score;
        request.candidateB = 0;
        request.positionB = 0;
        request.textB.clear();
        requests.append((*judge)->prepare(request));
    }
    // An index outside the context fails with the reason.
    PairToJudge outside = requests.front().pair;
    outside.ticket = 9;
    outside.positionA = 7;
    requests.append((*judge)->prepare(outside));
    (*judge)->submit(requests);
    QTRY_COMPARE(spy.count(), 5);
    const std::vector<double> z = standardised(truth);
    for (const QList<QVariant>& arguments : spy) {
        const auto answer = arguments.at(0).value<JudgeAnswer>();
        if (answer.ticket == 9) {
            QCOMPARE(domain::toString(answer.judgement.status), QStringLiteral("failed"));
            QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("outside")),
                     qPrintable(answer.judgement.failureReason));
            QVERIFY(answer.classProbabilities.empty());
            continue;
        }
        QCOMPARE(domain::toString(answer.judgement.status), QStringLiteral("ok"));
        QVERIFY(!answer.judgement.p.has_value());
        QCOMPARE(answer.judgement.candidateB, domain::CandidateId(0));
        const double mean = 5.5 + 1.5 * z[answer.ticket];
        double normaliser = 0.0;
        for (int c = 1; c <= 10; ++c) {
            normaliser += std::exp(-(c - mean) * (c - mean) / 2.0);
        }
        QCOMPARE(answer.classProbabilities.size(), std::size_t{10});
        for (int c = 1; c <= 10; ++c) {
            QVERIFY(std::abs(answer.classProbabilities[static_cast<std::size_t>(c - 1)] -
                             std::exp(-(c - mean) * (c - mean) / 2.0) / normaliser) < 1e-12);
        }
    }
    QCOMPARE((*judge)->accounting().answered, qint64{4});
}

QTEST_GUILESS_MAIN(JudgeSimulatedTest)
#include "test_judge_simulated.moc"
