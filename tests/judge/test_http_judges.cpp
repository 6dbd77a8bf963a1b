// The HTTP backends against the real pairrank-judge-sim
// on loopback. With a truth file the simulator answers with the logprobs of
// stats::SimulatedJudge, so the probability each backend reads must equal that
// judge's p for the pair. With 20% injected faults every pair still ends as a
// judgement or as a failure with its reason, retries wait for Retry-After, and
// nothing is reported as 0.5 by accident.
#include "core/stats/simulated_judge.h"
#include "judge_sim_process.h"
#include "judge_test_support.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace pairrank;
using namespace pairrank::judge;
using namespace pairrank::judge::testing;

namespace {

const std::vector<double> kTruth{0.3, 2.1, -1.2, 0.9, 1.5, -0.4, 2.8, -2.0};
constexpr std::uint64_t kSeed = 5;
// The simulator's defaults: agreement 1, slope 1, noise 0.5, no bias, temperature 1.
const stats::SimulatedJudgeSettings kSimulatorSettings{1.0, 1.0, 0.5, 0.0, 1.0, 1.5, 0.5, 1.0};

} // namespace

class HttpJudgesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void probabilitiesMatchTheHiddenTruth_data();
    void probabilitiesMatchTheHiddenTruth();
    void injectedFaultsEndAsJudgementsOrReasons_data();
    void injectedFaultsEndAsJudgementsOrReasons();
    void missingLogprobsFallBackToSampling();
    void missingLogprobsWithoutSamplingFail();
    void clientErrorIsPermanent();

private:
    void addBackendRows();
    QTemporaryDir m_directory;
    QString m_truthFile;
};

void HttpJudgesTest::initTestCase() {
    QVERIFY(m_directory.isValid());
    m_truthFile = m_directory.filePath(QStringLiteral("truth.jsonl"));
    QVERIFY(writeTruthFile(m_truthFile, kTruth));
}

void HttpJudgesTest::addBackendRows() {
    QTest::addColumn<QString>("backend");
    for (const char* backend : {"openai-chat", "openai-completions", "llama-native"}) {
        QTest::newRow(backend) << QString::fromLatin1(backend);
    }
}

void HttpJudgesTest::probabilitiesMatchTheHiddenTruth_data() {
    addBackendRows();
}

void HttpJudgesTest::probabilitiesMatchTheHiddenTruth() {
    QFETCH(QString, backend);
    JudgeSimProcess server(
        QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
        {QStringLiteral("--truth"), m_truthFile, QStringLiteral("--seed"), QString::number(kSeed)});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    auto judge = Judge::create(
        httpConfig(backend, server.url(),
                   {{QStringLiteral("concurrency"), 8}, {QStringLiteral("top_logprobs"), 20}}),
        defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    AnswerCollector collector(**judge);
    const QList<PairToJudge> pairs = allOrderedPairs(static_cast<int>(kTruth.size()));
    (*judge)->submit(prepareAll(**judge, pairs));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), static_cast<std::size_t>(pairs.size()),
                              20000);

    const auto truth = stats::SimulatedJudge::create(kTruth, kSimulatorSettings, kSeed);
    QVERIFY(truth.ok());
    for (const JudgeAnswer& answer : collector.answers) {
        const PairToJudge& pair = pairs.at(static_cast<qsizetype>(answer.ticket));
        QVERIFY2(answer.judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(answer.judgement.failureReason));
        const double expected = *truth->probability(pair.positionA, pair.positionB);
        QVERIFY2(std::abs(*answer.judgement.p - expected) < 1e-6,
                 qPrintable(QStringLiteral("pair %1-%2: p %3, truth %4")
                                .arg(pair.positionA)
                                .arg(pair.positionB)
                                .arg(*answer.judgement.p)
                                .arg(expected)));
        QCOMPARE(answer.attempts, 1);
    }
    const QJsonObject stats = server.stats();
    QCOMPARE(stats.value(QStringLiteral("total")).toInteger(), pairs.size());
}

void HttpJudgesTest::injectedFaultsEndAsJudgementsOrReasons_data() {
    addBackendRows();
}

void HttpJudgesTest::injectedFaultsEndAsJudgementsOrReasons() {
    QFETCH(QString, backend);
    JudgeSimProcess server(
        QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
        {QStringLiteral("--truth"), m_truthFile, QStringLiteral("--seed"), QString::number(kSeed),
         QStringLiteral("--fail-429"), QStringLiteral("0.05"), QStringLiteral("--fail-500"),
         QStringLiteral("0.05"), QStringLiteral("--fail-timeout"), QStringLiteral("0.03"),
         QStringLiteral("--fail-malformed"), QStringLiteral("0.04"), QStringLiteral("--fail-drop"),
         QStringLiteral("0.03"), QStringLiteral("--retry-after"), QStringLiteral("1")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    const QJsonObject settings{
        {QStringLiteral("concurrency"), 16},    {QStringLiteral("timeout_ms"), 400},
        {QStringLiteral("max_attempts"), 8},    {QStringLiteral("backoff_initial_ms"), 5},
        {QStringLiteral("backoff_max_ms"), 50}, {QStringLiteral("circuit_breaker_failures"), 1000},
        {QStringLiteral("top_logprobs"), 20}};
    auto judge = Judge::create(httpConfig(backend, server.url(), settings), defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    AnswerCollector collector(**judge);
    const QList<PairToJudge> pairs = allOrderedPairs(static_cast<int>(kTruth.size()));
    QElapsedTimer elapsed;
    elapsed.start();
    (*judge)->submit(prepareAll(**judge, pairs));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), static_cast<std::size_t>(pairs.size()),
                              30000);
    const qint64 milliseconds = elapsed.elapsed();

    const auto truth = stats::SimulatedJudge::create(kTruth, kSimulatorSettings, kSeed);
    std::vector<int> answersPerTicket(static_cast<std::size_t>(pairs.size()), 0);
    for (const JudgeAnswer& answer : collector.answers) {
        ++answersPerTicket.at(answer.ticket);
        const PairToJudge& pair = pairs.at(static_cast<qsizetype>(answer.ticket));
        if (answer.judgement.status == domain::JudgementStatus::Ok) {
            // A fault never turns into a made-up probability.
            QVERIFY(std::abs(*answer.judgement.p -
                             *truth->probability(pair.positionA, pair.positionB)) < 1e-6);
        } else {
            QCOMPARE(domain::toString(answer.judgement.status),
                     domain::toString(domain::JudgementStatus::Failed));
            QVERIFY(!answer.judgement.p.has_value());
            QVERIFY(!answer.judgement.failureReason.isEmpty());
        }
    }
    QVERIFY(std::all_of(answersPerTicket.begin(), answersPerTicket.end(),
                        [](int count) { return count == 1; }));

    const QJsonObject stats = server.stats();
    const QJsonObject faults = stats.value(QStringLiteral("by_fault")).toObject();
    const JudgeAccounting accounting = (*judge)->accounting();
    // Every attempt reached the server (Qt itself resends a request once when a kept-alive
    // connection was dropped, so a drop may count twice), and the faults were really retried.
    const qint64 requestsSeen = stats.value(QStringLiteral("total")).toInteger();
    QVERIFY(requestsSeen >= accounting.attempts);
    QVERIFY(requestsSeen - accounting.attempts <= faults.value(QStringLiteral("drop")).toInteger());
    QVERIFY(accounting.retries > 0);
    QCOMPARE(accounting.answered + accounting.failed, static_cast<qint64>(pairs.size()));
    // A 429 carried "Retry-After: 1": its pair was retried no earlier than a second later.
    if (faults.value(QStringLiteral("429")).toInteger() > 0) {
        QVERIFY2(milliseconds >= 1000, qPrintable(QString::number(milliseconds)));
    }
}

void HttpJudgesTest::missingLogprobsFallBackToSampling() {
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                           {QStringLiteral("--truth"), m_truthFile,
                            QStringLiteral("--fail-no-logprobs"), QStringLiteral("1")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    auto judge = Judge::create(httpConfig(QStringLiteral("openai-chat"), server.url(),
                                          {{QStringLiteral("samples_without_logprobs"), 5}}),
                               defaultCriterion());
    QVERIFY(judge.ok());
    AnswerCollector collector(**judge);
    const QList<PairToJudge> pairs = allOrderedPairs(3);
    (*judge)->submit(prepareAll(**judge, pairs));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), static_cast<std::size_t>(pairs.size()),
                              20000);
    for (const JudgeAnswer& answer : collector.answers) {
        QVERIFY2(answer.judgement.p.has_value(), qPrintable(answer.judgement.failureReason));
        // p = (#A + 0.5) / (n + 1) with n = 5 (paper 001 eq. 5): a multiple of 1/6 plus 1/12.
        const double countOfA = *answer.judgement.p * 6.0 - 0.5;
        QVERIFY2(std::abs(countOfA - std::round(countOfA)) < 1e-9 ||
                     answer.judgement.status == domain::JudgementStatus::Tie,
                 qPrintable(QString::number(*answer.judgement.p)));
    }
}

void HttpJudgesTest::missingLogprobsWithoutSamplingFail() {
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                           {QStringLiteral("--truth"), m_truthFile,
                            QStringLiteral("--fail-no-logprobs"), QStringLiteral("1")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    auto judge =
        Judge::create(httpConfig(QStringLiteral("llama-native"), server.url()), defaultCriterion());
    QVERIFY(judge.ok());
    AnswerCollector collector(**judge);
    (*judge)->submit(prepareAll(**judge, allOrderedPairs(2)));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{2}, 20000);
    for (const JudgeAnswer& answer : collector.answers) {
        QVERIFY(!answer.judgement.p.has_value());
        QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("no logprobs")),
                 qPrintable(answer.judgement.failureReason));
        QCOMPARE(answer.attempts, 1);
    }
}

void HttpJudgesTest::clientErrorIsPermanent() {
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                           {QStringLiteral("--truth"), m_truthFile});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    QUrl wrongPath = server.url();
    wrongPath.setPath(QStringLiteral("/nowhere"));
    auto judge =
        Judge::create(httpConfig(QStringLiteral("openai-chat"), wrongPath), defaultCriterion());
    QVERIFY(judge.ok());
    AnswerCollector collector(**judge);
    (*judge)->submit(prepareAll(**judge, allOrderedPairs(2)));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{2}, 20000);
    for (const JudgeAnswer& answer : collector.answers) {
        QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("HTTP 404")),
                 qPrintable(answer.judgement.failureReason));
        QCOMPARE(answer.attempts, 1);
    }
}

QTEST_GUILESS_MAIN(HttpJudgesTest)
#include "test_http_judges.moc"
