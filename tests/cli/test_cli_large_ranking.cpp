// `pairrank-cli ranking` on a pool above the covariance limit (core/analysis/ranking.h),
// run as a real process on a project built through `pairrank-cli import`: the ranking
// comes without intervals and says so, and its order is the one the judgements give.
#include "core/analysis/ranking.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class CliLargeRankingTest : public QObject {
    Q_OBJECT

private slots:
    void aPoolAboveTheLimitIsRankedWithoutIntervals();

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run cli(const QStringList& arguments, const QByteArray& input = {});
};

CliLargeRankingTest::Run CliLargeRankingTest::cli(const QStringList& arguments,
                                                  const QByteArray& input) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    Run run;
    if (!process.waitForStarted(10000)) {
        return run;
    }
    process.write(input);
    process.closeWriteChannel();
    // A guard against a hung process, not a synchronisation: generous for ASan.
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// One candidate more than the limit, judged along a chain c0 > c1 > … (p = 0.8 for the
// first shown, alternating the order shown so that δ stays 0): c0 ranks first, the last last.
void CliLargeRankingTest::aPoolAboveTheLimitIsRankedWithoutIntervals() {
    const int count = pairrank::analysis::kRankingCovarianceLimit + 1;
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString project = directory.filePath(QStringLiteral("large.pairrank"));
    const Run created = cli({QStringLiteral("init"), project});
    QVERIFY2(created.exitCode == 0, created.err.constData());

    QByteArray candidates = "context_id,candidate_id,text\n";
    QByteArray judgements;
    for (int i = 0; i < count; ++i) {
        candidates +=
            "pool,c" + QByteArray::number(i) + ",Text number " + QByteArray::number(i) + "\n";
        if (i + 1 < count) {
            const QByteArray better = "c" + QByteArray::number(i);
            const QByteArray worse = "c" + QByteArray::number(i + 1);
            judgements += i % 2 == 0
                              ? "{\"a\":\"" + better + "\",\"b\":\"" + worse + "\",\"p\":0.8}\n"
                              : "{\"a\":\"" + worse + "\",\"b\":\"" + better + "\",\"p\":0.2}\n";
        }
    }
    const Run imported =
        cli({QStringLiteral("import"), QStringLiteral("--project"), project,
             QStringLiteral("--kind"), QStringLiteral("candidates"), QStringLiteral("--format"),
             QStringLiteral("csv"), QStringLiteral("-")},
            candidates);
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const Run judged =
        cli({QStringLiteral("import"), QStringLiteral("--project"), project,
             QStringLiteral("--kind"), QStringLiteral("judgements"), QStringLiteral("--format"),
             QStringLiteral("jsonl"), QStringLiteral("-")},
            judgements);
    QVERIFY2(judged.exitCode == 0, judged.err.constData());

    const Run json = cli({QStringLiteral("ranking"), QStringLiteral("--project"), project,
                          QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject ranking = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(ranking.value(QStringLiteral("intervals_omitted")), QJsonValue(true));
    QCOMPARE(ranking.value(QStringLiteral("comparisons")).toInt(), count - 1);
    const QJsonArray rows = ranking.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), count);
    QCOMPARE(rows.first().toObject().value(QStringLiteral("candidate")).toString(),
             QStringLiteral("c0"));
    QCOMPARE(rows.last().toObject().value(QStringLiteral("candidate")).toString(),
             QStringLiteral("c%1").arg(count - 1));
    for (const QJsonValue& row : rows) {
        QVERIFY(!row.toObject().contains(QStringLiteral("sd")));
        QVERIFY(!row.toObject().contains(QStringLiteral("rank_lower")));
    }

    const Run text = cli({QStringLiteral("ranking"), QStringLiteral("--project"), project});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.contains("no intervals above 5000 candidates"),
             text.out.left(300).constData());
}

QTEST_GUILESS_MAIN(CliLargeRankingTest)
#include "test_cli_large_ranking.moc"
