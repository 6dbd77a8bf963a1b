// Faults end stored: with 20% of the simulator's answers
// faulty (429, 500, timeouts, malformed bodies) and a single attempt per pair, every
// pair `pairrank-cli judge --project` asks ends in the project file exactly once,
// either as a judgement with its p or as a failure with its reason — never as a
// silent p = 0.5 — and what the command prints agrees with what it stored.
#include "cli_runner.h"
#include "judge_sim_process.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::judge::testing;

class FaultsEndStoredTest : public QObject {
    Q_OBJECT

private slots:
    void everyPairEndsAsAJudgementOrAStoredFailure();
};

void FaultsEndStoredTest::everyPairEndsAsAJudgementOrAStoredFailure() {
    QTemporaryDir directory;
    const QString project = directory.filePath(QStringLiteral("faults.pairrank"));
    constexpr int kCandidates = 8;
    const QString problem =
        createProject(project, directory.filePath(QStringLiteral("candidates.jsonl")), kCandidates);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                           {QStringLiteral("--seed"), QStringLiteral("11"),
                            QStringLiteral("--fail-429"), QStringLiteral("0.05"),
                            QStringLiteral("--fail-500"), QStringLiteral("0.05"),
                            QStringLiteral("--fail-timeout"), QStringLiteral("0.05"),
                            QStringLiteral("--fail-malformed"), QStringLiteral("0.05")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));

    // One attempt per pair, so that the faults become stored failures.
    const CliRun run = runCli(
        {QStringLiteral("judge"), QStringLiteral("--project"), project, QStringLiteral("--backend"),
         QStringLiteral("openai-chat"), QStringLiteral("--endpoint"), server.url().toString(),
         QStringLiteral("--model"), QStringLiteral("sim"), QStringLiteral("--criterion"),
         QStringLiteral("coherence"), QStringLiteral("--all-pairs"), QStringLiteral("--setting"),
         QStringLiteral("max_attempts=1"), QStringLiteral("--setting"),
         QStringLiteral("timeout_ms=500")});
    // Exit status 1 says that some pairs failed; 2 (bad input) or a crash would not.
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.standardError.constData());
    const int pairs = kCandidates * (kCandidates - 1);

    // What was printed: one line per pair, a p or a reason.
    const QList<QByteArray> lines = run.standardOutput.trimmed().split('\n');
    QCOMPARE(lines.size(), pairs);
    int printedFailures = 0;
    for (const QByteArray& line : lines) {
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        QVERIFY2(!object.isEmpty(), line.constData());
        if (object.value(QStringLiteral("status")).toString() == QStringLiteral("failed")) {
            ++printedFailures;
            QVERIFY2(!object.value(QStringLiteral("reason")).toString().isEmpty(),
                     line.constData());
            QVERIFY2(!object.contains(QStringLiteral("p")) ||
                         object.value(QStringLiteral("p")).isNull(),
                     line.constData());
        }
    }

    // What was stored: every ordered pair once, each either with p or with a reason.
    auto database = storage::ProjectDatabase::open(project);
    QVERIFY2(database.ok(), qPrintable(database ? QString() : database.error().toString()));
    const auto judgements = storage::allJudgements(**database, {});
    QVERIFY(judgements.ok());
    QCOMPARE(judgements->size(), pairs);
    QSet<QPair<domain::CandidateId, domain::CandidateId>> seen;
    int storedFailures = 0;
    for (const domain::Judgement& judgement : *judgements) {
        seen.insert({judgement.candidateA, judgement.candidateB});
        if (judgement.status == domain::JudgementStatus::Failed) {
            ++storedFailures;
            QVERIFY(!judgement.p.has_value());
            QVERIFY(!judgement.failureReason.isEmpty());
        } else {
            QCOMPARE(domain::toString(judgement.status), QStringLiteral("ok"));
            QVERIFY(judgement.p.has_value());
            QVERIFY(*judgement.p > 0.0 && *judgement.p < 1.0);
            QVERIFY(judgement.failureReason.isEmpty());
        }
    }
    QCOMPARE(seen.size(), pairs);
    QCOMPARE(storedFailures, printedFailures);

    // The faults really happened and really became failures: with one attempt each,
    // every faulty answer is one stored failure (56 pairs at 20%: none at all has
    // probability 0.8^56 < 1e-5).
    const QJsonObject statistics = server.stats();
    const QJsonObject faults = statistics.value(QStringLiteral("by_fault")).toObject();
    qint64 injected = 0;
    for (auto it = faults.begin(); it != faults.end(); ++it) {
        injected += it.value().toInteger();
    }
    QVERIFY2(injected > 0, QJsonDocument(statistics).toJson().constData());
    QCOMPARE(qint64{storedFailures}, injected);
    QCOMPARE(statistics.value(QStringLiteral("total")).toInteger(), qint64{pairs});
}

QTEST_GUILESS_MAIN(FaultsEndStoredTest)
#include "test_faults_end_stored.moc"
