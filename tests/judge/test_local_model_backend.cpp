// The local-model backend with pairrank-judge-sim as
// the server executable. It is started on a free loopback port, health-checked
// and used; killed with SIGKILL mid-run it is restarted once and the run
// completes; after the Judge is destroyed its process no longer exists.
#include "core/stats/simulated_judge.h"
#include "judge_test_support.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cmath>
#include <csignal>
#include <sys/types.h>

using namespace pairrank;
using namespace pairrank::judge;
using namespace pairrank::judge::testing;

namespace {

const std::vector<double> kTruth{1.0, -0.5, 2.0, 0.2, -1.4, 0.7};

bool processExists(qint64 pid) {
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
}

// The judge the simulator runs with its defaults and seed 0 over kTruth.
stats::Result<stats::SimulatedJudge> simulatorTruth() {
    return stats::SimulatedJudge::create(kTruth, {1.0, 1.0, 0.5, 0.0, 1.0, 1.5, 0.5, 1.0}, 0);
}

domain::JudgeConfig localConfig(const QString& program, const QStringList& extraArguments) {
    domain::JudgeConfig config;
    config.name = QStringLiteral("local");
    config.backend = QStringLiteral("local");
    config.model = QStringLiteral("sim");
    config.settings.insert(QStringLiteral("local_server_program"), program);
    config.settings.insert(QStringLiteral("local_model_path"),
                           QStringLiteral("/models/judge.gguf"));
    config.settings.insert(QStringLiteral("local_protocol"), QStringLiteral("llama-native"));
    config.settings.insert(QStringLiteral("local_extra_arguments"),
                           QJsonArray::fromStringList(extraArguments));
    config.settings.insert(QStringLiteral("local_startup_timeout_ms"), 20000);
    config.settings.insert(QStringLiteral("concurrency"), 2);
    config.settings.insert(QStringLiteral("max_attempts"), 6);
    config.settings.insert(QStringLiteral("backoff_initial_ms"), 10);
    config.settings.insert(QStringLiteral("backoff_max_ms"), 100);
    return config;
}

} // namespace

class LocalModelBackendTest : public QObject {
    Q_OBJECT

private slots:
    void serverIsRestartedOnceAndStoppedAtTheEnd();
    void serverThatKeepsDyingFailsClearly();
    void scoresComeFromTheLocalServer();
};

void LocalModelBackendTest::serverIsRestartedOnceAndStoppedAtTheEnd() {
    QTemporaryDir directory;
    const QString truthFile = directory.filePath(QStringLiteral("truth.jsonl"));
    QVERIFY(writeTruthFile(truthFile, kTruth));
    // 30 ms per answer keeps attempts in flight when the server is killed.
    auto judge = Judge::create(localConfig(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                           {QStringLiteral("--truth"), truthFile,
                                            QStringLiteral("--latency-ms"), QStringLiteral("30")}),
                               defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    QVERIFY(!(*judge)->localServerProcessId().has_value()); // started on first use
    AnswerCollector collector(**judge);
    const QList<PairToJudge> pairs = allOrderedPairs(static_cast<int>(kTruth.size()));
    (*judge)->submit(prepareAll(**judge, pairs));

    QTRY_VERIFY_WITH_TIMEOUT(collector.answers.size() >= 4, 20000);
    const std::optional<qint64> firstServer = (*judge)->localServerProcessId();
    QVERIFY(firstServer.has_value());
    QVERIFY(collector.answers.size() < static_cast<std::size_t>(pairs.size()));
    QCOMPARE(::kill(static_cast<pid_t>(*firstServer), SIGKILL), 0);

    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), static_cast<std::size_t>(pairs.size()),
                              30000);
    const auto truth = simulatorTruth();
    QVERIFY(truth.ok());
    for (const JudgeAnswer& answer : collector.answers) {
        QVERIFY2(answer.judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(answer.judgement.failureReason));
        const PairToJudge& pair = pairs.at(static_cast<qsizetype>(answer.ticket));
        QVERIFY(std::abs(*answer.judgement.p -
                         *truth->probability(pair.positionA, pair.positionB)) < 1e-6);
    }
    QVERIFY((*judge)->accounting().retries > 0); // the attempts in flight at the kill were retried
    const std::optional<qint64> secondServer = (*judge)->localServerProcessId();
    QVERIFY(secondServer.has_value());
    QVERIFY(*secondServer != *firstServer);
    QVERIFY(processExists(*secondServer));
    QVERIFY(!processExists(*firstServer));

    judge->reset();
    QVERIFY(!processExists(*secondServer)); // stopped and reaped: no orphan
}

void LocalModelBackendTest::serverThatKeepsDyingFailsClearly() {
    // The simulator refuses an unknown positional argument and exits at once, every time.
    auto judge = Judge::create(
        localConfig(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {QStringLiteral("bogus")}),
        defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    AnswerCollector collector(**judge);
    (*judge)->submit(prepareAll(**judge, allOrderedPairs(2)));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{2}, 20000);
    for (const JudgeAnswer& answer : collector.answers) {
        QCOMPARE(domain::toString(answer.judgement.status),
                 domain::toString(domain::JudgementStatus::Failed));
        QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("exited with code")),
                 qPrintable(answer.judgement.failureReason));
        QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("after one restart")),
                 qPrintable(answer.judgement.failureReason));
    }
    QVERIFY(!(*judge)->localServerProcessId().has_value());
}

// The local backend speaks its protocol (llama-native) to the server it started:
// Score requests get the simulated judge's rating, read from n_probs 40 (every
// label token listed, so the rating is exact).
void LocalModelBackendTest::scoresComeFromTheLocalServer() {
    QTemporaryDir directory;
    const QString truthFile = directory.filePath(QStringLiteral("truth.jsonl"));
    QVERIFY(writeTruthFile(truthFile, kTruth));
    domain::JudgeConfig config = localConfig(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                             {QStringLiteral("--truth"), truthFile});
    config.settings.insert(QStringLiteral("top_logprobs"), 40);
    auto judge = Judge::create(config, defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    AnswerCollector collector(**judge);
    const QList<PairToJudge> requests = allScoreRequests(static_cast<int>(kTruth.size()));
    (*judge)->submit(prepareAll(**judge, requests));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), kTruth.size(), 30000);
    const auto truth = simulatorTruth();
    QVERIFY(truth.ok());
    for (const JudgeAnswer& answer : collector.answers) {
        QVERIFY2(answer.judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(answer.judgement.failureReason));
        const std::vector<double> expected =
            *truth->scoreClassProbabilities(static_cast<int>(answer.ticket));
        QCOMPARE(answer.classProbabilities.size(), expected.size());
        for (std::size_t c = 0; c < expected.size(); ++c) {
            QVERIFY(std::abs(answer.classProbabilities[c] - expected[c]) < 1e-9);
        }
    }
    const std::optional<qint64> server = (*judge)->localServerProcessId();
    QVERIFY(server.has_value());
    judge->reset();
    QVERIFY(!processExists(*server));
}

QTEST_GUILESS_MAIN(LocalModelBackendTest)
#include "test_local_model_backend.moc"
