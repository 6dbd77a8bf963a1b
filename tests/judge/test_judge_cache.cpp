// Running the same judging twice with
// `pairrank-cli judge --project` makes zero requests the second time — the
// simulator's request counter does not move — and prints every pair from the project.
#include "cli_runner.h"
#include "judge_sim_process.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank::judge::testing;

class JudgeCacheTest : public QObject {
    Q_OBJECT

private slots:
    void secondRunAsksNothing();
};

void JudgeCacheTest::secondRunAsksNothing() {
    QTemporaryDir directory;
    const QString project = directory.filePath(QStringLiteral("cache.pairrank"));
    const QString problem =
        createProject(project, directory.filePath(QStringLiteral("candidates.jsonl")), 5);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    const QStringList judge{QStringLiteral("judge"),
                            QStringLiteral("--project"),
                            project,
                            QStringLiteral("--backend"),
                            QStringLiteral("openai-chat"),
                            QStringLiteral("--endpoint"),
                            server.url().toString(),
                            QStringLiteral("--model"),
                            QStringLiteral("sim"),
                            QStringLiteral("--criterion"),
                            QStringLiteral("coherence"),
                            QStringLiteral("--all-pairs")};
    const int pairs = 5 * 4;

    const CliRun first = runCli(judge);
    QVERIFY2(first.exitCode == 0, first.standardError.constData());
    const QList<QByteArray> firstLines = first.standardOutput.trimmed().split('\n');
    QCOMPARE(firstLines.size(), pairs);
    for (const QByteArray& line : firstLines) {
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        QCOMPARE(object.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QCOMPARE(object.value(QStringLiteral("cached")).toBool(), false);
    }
    const qint64 requestsAfterFirst = server.stats().value(QStringLiteral("total")).toInteger();
    QCOMPARE(requestsAfterFirst, qint64{pairs});

    const CliRun second = runCli(judge);
    QVERIFY2(second.exitCode == 0, second.standardError.constData());
    QCOMPARE(server.stats().value(QStringLiteral("total")).toInteger(), requestsAfterFirst);
    const QList<QByteArray> secondLines = second.standardOutput.trimmed().split('\n');
    QCOMPARE(secondLines.size(), pairs);
    QSet<QString> firstHashes;
    for (const QByteArray& line : firstLines) {
        firstHashes.insert(QJsonDocument::fromJson(line)
                               .object()
                               .value(QStringLiteral("request_hash"))
                               .toString());
    }
    for (const QByteArray& line : secondLines) {
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        QCOMPARE(object.value(QStringLiteral("cached")).toBool(), true);
        QVERIFY(firstHashes.contains(object.value(QStringLiteral("request_hash")).toString()));
    }
}

QTEST_GUILESS_MAIN(JudgeCacheTest)
#include "test_judge_cache.moc"
