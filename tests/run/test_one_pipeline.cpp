// One judging pipeline, one reuse rule: `pairrank-cli judge --project` and
// `pairrank-cli run` on the same project against a pairrank-judge-sim that answers
// some pairs with a refusal and some with an answer that has no logprobs (a
// failure). Whichever command comes second pays for no pair the first stored
// as an answer (ok, tie or refusal) and asks again every pair the first stored as
// a failure — counted from the simulator's own log of the requests it received.
// On a project file and on a project on a PostgreSQL server.
#include "judge/cli_runner.h"
#include "judge/judge_sim_process.h"
#include "run_test_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "storage/storage_test_support.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace pairrank;
using namespace pairrank::run::testing;

namespace {

constexpr int kCandidates = 8;

// The latest stored status of every ordered pair ("idA|idB" by external id).
std::map<QString, domain::JudgementStatus> latestStatuses(const QString& project) {
    std::map<QString, domain::JudgementStatus> statuses;
    auto database = storage::ProjectDatabase::open(project);
    if (!database) {
        return statuses;
    }
    const QHash<domain::CandidateId, QString> externalIds = candidateExternalIds(**database);
    (void)storage::forEachJudgement(
        **database, {}, [&](const domain::Judgement& judgement) -> storage::Status {
            statuses[externalIds.value(judgement.candidateA) + QLatin1Char('|') +
                     externalIds.value(judgement.candidateB)] = judgement.status;
            return {};
        });
    return statuses;
}

bool isVerdict(domain::JudgementStatus status) {
    return status != domain::JudgementStatus::Failed;
}

int linesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? static_cast<int>(file.readAll().count('\n')) : 0;
}

} // namespace

class OnePipelineTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase();
    void init() { m_backend.startTest(); }
    void cleanup() { m_simulator.stop(); } // each test starts its own
    void cleanupTestCase();
    void neitherCommandPaysForTheOthersAnswersAndBothAskFailuresAgain();
    void aFleetGivenAsSeveralEndpointsSharesThePairs();

private:
    // The pairs the simulator was asked about since the last call ("idA|idB").
    QStringList newRequests();
    void runCli(const QStringList& arguments, int expectedExitCode);

    QTemporaryDir m_directory; // the simulator's request logs
    storage::testing::BackendFixture m_backend;
    pairrank::judge::testing::JudgeSimProcess m_simulator;
    QString m_endpoint;
    QString m_logPath;
    qint64 m_logRead = 0;
};

void OnePipelineTest::initTestCase() {
    QVERIFY(m_directory.isValid());
    m_backend.startServer();
    m_logPath = m_directory.filePath(QStringLiteral("requests.jsonl"));
}

void OnePipelineTest::cleanupTestCase() {
    m_simulator.stop();
}

QStringList OnePipelineTest::newRequests() {
    QFile log(m_logPath);
    if (!log.open(QIODevice::ReadOnly) || !log.seek(m_logRead)) {
        return {};
    }
    const QByteArray text = log.readAll();
    m_logRead += text.size();
    QStringList pairs;
    for (const QByteArray& line : text.split('\n')) {
        const QJsonObject request = QJsonDocument::fromJson(line).object();
        if (request.contains(QStringLiteral("pair"))) {
            pairs.append(request.value(QStringLiteral("pair")).toString());
        }
    }
    return pairs;
}

void OnePipelineTest::runCli(const QStringList& arguments, int expectedExitCode) {
    const judge::testing::CliRun run = judge::testing::runCli(arguments);
    QVERIFY2(run.exitCode == expectedExitCode,
             qPrintable(QStringLiteral("exit %1: %2")
                            .arg(run.exitCode)
                            .arg(QString::fromUtf8(run.standardError))));
}

void OnePipelineTest::neitherCommandPaysForTheOthersAnswersAndBothAskFailuresAgain() {
    const QString project = m_backend.location(QStringLiteral("project.pairrank"));
    TestProjectSpec spec;
    spec.contexts = 1;
    spec.candidatesPerContext = kCandidates;
    createTestProject(project, spec);

    QString error;
    QVERIFY2(m_simulator.start({QStringLiteral("--project"), project, QStringLiteral("--criterion"),
                                kCriterion, QStringLiteral("--seed"), QStringLiteral("11"),
                                QStringLiteral("--fail-refusal"), QStringLiteral("0.2"),
                                QStringLiteral("--fail-no-logprobs"), QStringLiteral("0.2"),
                                QStringLiteral("--request-log"), m_logPath},
                               &error),
             qPrintable(error));
    m_endpoint = m_simulator.url().toString();

    const QStringList judgeArguments{QStringLiteral("judge"),
                                     QStringLiteral("--project"),
                                     project,
                                     QStringLiteral("--backend"),
                                     QStringLiteral("openai-chat"),
                                     QStringLiteral("--endpoint"),
                                     m_endpoint,
                                     QStringLiteral("--model"),
                                     QStringLiteral("sim"),
                                     QStringLiteral("--all-pairs")};
    const QStringList runArguments{QStringLiteral("run"),
                                   QStringLiteral("--project"),
                                   project,
                                   QStringLiteral("--judge"),
                                   QStringLiteral("openai"),
                                   QStringLiteral("--endpoint"),
                                   m_endpoint,
                                   QStringLiteral("--judge-model"),
                                   QStringLiteral("sim"),
                                   QStringLiteral("--strategy"),
                                   QStringLiteral("random"),
                                   QStringLiteral("--batch"),
                                   QStringLiteral("8"),
                                   QStringLiteral("--budget"),
                                   QStringLiteral("7N"),
                                   QStringLiteral("--quiet")};
    const int orderedPairs = kCandidates * (kCandidates - 1);

    // 1. judge --project asks every ordered pair once; some fail (exit status 1).
    runCli(judgeArguments, 1);
    const QStringList first = newRequests();
    QCOMPARE(first.size(), orderedPairs);
    QCOMPARE(QSet<QString>(first.begin(), first.end()).size(), orderedPairs);
    const auto afterJudge = latestStatuses(project);
    QCOMPARE(static_cast<int>(afterJudge.size()), orderedPairs);
    QSet<QString> failedByJudge;
    int refusedByJudge = 0;
    for (const auto& [pair, status] : afterJudge) {
        failedByJudge += isVerdict(status) ? QSet<QString>{} : QSet<QString>{pair};
        refusedByJudge += status == domain::JudgementStatus::Refusal ? 1 : 0;
    }
    QVERIFY2(!failedByJudge.isEmpty() && refusedByJudge > 0,
             "the simulator should have refused some pairs and failed others");

    // 2. The run asks every ordered pair too (the budget asks for more answers than the
    // pairs can give): only the failures go to the judge again; the refusals and the
    // answers of step 1 are reused.
    runCli(runArguments, 0);
    const QStringList second = newRequests();
    QCOMPARE(QSet<QString>(second.begin(), second.end()), failedByJudge);
    QCOMPARE(second.size(), failedByJudge.size());
    const auto afterRun = latestStatuses(project);
    QSet<QString> failedByRun;
    for (const auto& [pair, status] : afterRun) {
        if (!isVerdict(status)) {
            failedByRun += pair;
        }
    }
    QVERIFY2(!failedByRun.isEmpty(), "the simulator should have failed some re-asked pairs");
    QVERIFY(failedByRun.size() < failedByJudge.size());

    // 3. judge --project again: what the run stored as an answer is reused, what it
    // stored as a failure is asked again.
    runCli(judgeArguments, 1);
    const QStringList third = newRequests();
    QCOMPARE(QSet<QString>(third.begin(), third.end()), failedByRun);
    QCOMPARE(third.size(), failedByRun.size());

    // Each command stored every pair once; what was not asked is a copy of an earlier
    // verdict for the same request and pair, and it cost nothing.
    auto database = storage::ProjectDatabase::open(project);
    QVERIFY(database.ok());
    QSet<QString> verdicts; // pair and request hash of the verdicts stored so far
    int stored = 0;
    int copies = 0;
    int copiesWithCost = 0;
    (void)storage::forEachJudgement(
        **database, {}, [&](const domain::Judgement& judgement) -> storage::Status {
            const QString key = QStringLiteral("%1|%2|%3")
                                    .arg(judgement.candidateA)
                                    .arg(judgement.candidateB)
                                    .arg(judgement.requestHash);
            ++stored;
            if (verdicts.contains(key)) {
                ++copies;
                copiesWithCost +=
                    judgement.promptTokens.value_or(0) > 0 || judgement.cost.value_or(0.0) > 0.0
                        ? 1
                        : 0;
            }
            if (isVerdict(judgement.status)) {
                verdicts.insert(key);
            }
            return {};
        });
    QCOMPARE(stored, 3 * orderedPairs);
    QCOMPARE(copies, stored - static_cast<int>(first.size() + second.size() + third.size()));
    QCOMPARE(copiesWithCost, 0);
}

void OnePipelineTest::aFleetGivenAsSeveralEndpointsSharesThePairs() {
    const QString project = m_backend.location(QStringLiteral("fleet.pairrank"));
    TestProjectSpec spec;
    spec.contexts = 1;
    spec.candidatesPerContext = kCandidates;
    createTestProject(project, spec);
    const QString firstLog = m_backend.filePath(QStringLiteral("first.jsonl"));
    const QString secondLog = m_backend.filePath(QStringLiteral("second.jsonl"));
    const QStringList common{QStringLiteral("--project"),    project,
                             QStringLiteral("--criterion"),  kCriterion,
                             QStringLiteral("--latency-ms"), QStringLiteral("5")};
    pairrank::judge::testing::JudgeSimProcess first;
    pairrank::judge::testing::JudgeSimProcess second;
    QString error;
    QVERIFY2(first.start(common + QStringList{QStringLiteral("--request-log"), firstLog}, &error),
             qPrintable(error));
    QVERIFY2(second.start(common + QStringList{QStringLiteral("--request-log"), secondLog}, &error),
             qPrintable(error));
    const QString firstUrl = first.url().toString();
    const QString secondUrl = second.url().toString();
    runCli({QStringLiteral("judge"), QStringLiteral("--project"), project,
            QStringLiteral("--backend"), QStringLiteral("openai-chat"),
            QStringLiteral("--endpoint"), firstUrl + QStringLiteral("=2"),
            QStringLiteral("--endpoint"), secondUrl + QStringLiteral("=2"),
            QStringLiteral("--model"), QStringLiteral("sim"), QStringLiteral("--all-pairs")},
           0);
    first.stop(); // the request logs are complete once the simulators have exited
    second.stop();
    const int orderedPairs = kCandidates * (kCandidates - 1);
    QCOMPARE(static_cast<int>(latestStatuses(project).size()), orderedPairs);
    QVERIFY2(linesOf(firstLog) > 0 && linesOf(secondLog) > 0, "both servers of the fleet answer");
    QCOMPARE(linesOf(firstLog) + linesOf(secondLog), orderedPairs);
}

QTEST_GUILESS_MAIN(OnePipelineTest)
#include "test_one_pipeline.moc"
