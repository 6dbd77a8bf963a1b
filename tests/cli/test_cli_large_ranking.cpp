// `pairrank-cli ranking` on a pool above the covariance limit (core/analysis/ranking.h),
// run as a real process on a project built through `pairrank-cli import`: the ranking's
// intervals come from draws of the posterior and it says so, and its order is the one the
// judgements give.
#include "cli_runner.h"
#include "core/analysis/ranking.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using pairrank::judge::testing::CliRun;

namespace {

CliRun cli(const QStringList& arguments, const QByteArray& input = {}) {
    return pairrank::judge::testing::runCli(arguments, QProcessEnvironment::systemEnvironment(),
                                            input);
}

} // namespace

class CliLargeRankingTest : public QObject {
    Q_OBJECT

private slots:
    void aPoolAboveTheLimitIsRankedWithDrawnIntervals();
};

// One candidate more than the limit, judged along a chain c0 > c1 > … (p = 0.8 for the
// first shown, alternating the order shown so that δ stays 0): c0 ranks first, the last last.
void CliLargeRankingTest::aPoolAboveTheLimitIsRankedWithDrawnIntervals() {
    // Above the dense path's limit too, where the draws are fewer.
    const int count = pairrank::stats::kDenseMatrixLimit + 1;
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString project = directory.filePath(QStringLiteral("large.pairrank"));
    const CliRun created = cli({QStringLiteral("init"), project});
    QVERIFY2(created.exitCode == 0, created.standardError.constData());

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
    const CliRun imported =
        cli({QStringLiteral("import"), QStringLiteral("--project"), project,
             QStringLiteral("--kind"), QStringLiteral("candidates"), QStringLiteral("--format"),
             QStringLiteral("csv"), QStringLiteral("-")},
            candidates);
    QVERIFY2(imported.exitCode == 0, imported.standardError.constData());
    const CliRun judged =
        cli({QStringLiteral("import"), QStringLiteral("--project"), project,
             QStringLiteral("--kind"), QStringLiteral("judgements"), QStringLiteral("--format"),
             QStringLiteral("jsonl"), QStringLiteral("-")},
            judgements);
    QVERIFY2(judged.exitCode == 0, judged.standardError.constData());

    const CliRun json = cli({QStringLiteral("ranking"), QStringLiteral("--project"), project,
                             QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, json.standardError.constData());
    const QJsonObject ranking = QJsonDocument::fromJson(json.standardOutput).object();
    QCOMPARE(ranking.value(QStringLiteral("intervals_omitted")), QJsonValue(false));
    QCOMPARE(ranking.value(QStringLiteral("interval_draws")).toInt(),
             pairrank::analysis::kLargePoolIntervalDraws);
    QCOMPARE(ranking.value(QStringLiteral("comparisons")).toInt(), count - 1);
    const QJsonArray rows = ranking.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), count);
    QCOMPARE(rows.first().toObject().value(QStringLiteral("external_id")).toString(),
             QStringLiteral("c0"));
    QCOMPARE(rows.last().toObject().value(QStringLiteral("external_id")).toString(),
             QStringLiteral("c%1").arg(count - 1));
    // Every row has its intervals. The posterior's precision is the prior's (1) plus the
    // comparisons', so every variance is below 1: their mean over the pool is, up to the
    // draws' error of a few per cent, and each standard deviation within that error. A
    // chain's candidates are each other's only evidence, so a rank interval holds more than
    // the rank itself.
    int wideRankIntervals = 0;
    double meanVariance = 0.0;
    for (const QJsonValue& value : rows) {
        const QJsonObject row = value.toObject();
        const double sd = row.value(QStringLiteral("standard_deviation")).toDouble(-1.0);
        QVERIFY2(sd > 0.3 && sd < 1.25, qPrintable(QString::number(sd)));
        meanVariance += sd * sd / count;
        // (The fitted rank itself may fall outside: the best of 5,001 close scores is rarely
        // the best in a draw.)
        const QJsonArray rankInterval = row.value(QStringLiteral("rank_interval")).toArray();
        QCOMPARE(rankInterval.size(), 2);
        const int lower = rankInterval.at(0).toInt(-1);
        const int upper = rankInterval.at(1).toInt(-1);
        QVERIFY(1 <= lower && lower <= upper && upper <= count);
        wideRankIntervals += upper > lower ? 1 : 0;
        if (!row.value(QStringLiteral("probability_above_next")).isNull()) {
            const double p = row.value(QStringLiteral("probability_above_next")).toDouble();
            QVERIFY(p >= 0.5 && p <= 1.0);
        }
    }
    QVERIFY(wideRankIntervals > count / 2);
    QVERIFY2(meanVariance > 0.3 && meanVariance < 1.0, qPrintable(QString::number(meanVariance)));

    const CliRun text = cli({QStringLiteral("ranking"), QStringLiteral("--project"), project});
    QVERIFY2(text.exitCode == 0, text.standardError.constData());
    const QByteArray drawn = "intervals from " +
                             QByteArray::number(pairrank::analysis::kLargePoolIntervalDraws) +
                             " draws of the posterior";
    QVERIFY2(text.standardOutput.contains(drawn), text.standardOutput.left(300).constData());

    // Without draws: the same order, no intervals, and the text says so.
    const CliRun quick =
        cli({QStringLiteral("ranking"), QStringLiteral("--project"), project,
             QStringLiteral("--large-pool-draws"), QStringLiteral("0"), QStringLiteral("--json")});
    QVERIFY2(quick.exitCode == 0, quick.standardError.constData());
    const QJsonObject bare = QJsonDocument::fromJson(quick.standardOutput).object();
    QCOMPARE(bare.value(QStringLiteral("intervals_omitted")), QJsonValue(true));
    QCOMPARE(bare.value(QStringLiteral("interval_draws")).toInt(), 0);
    const QJsonArray bareRows = bare.value(QStringLiteral("rows")).toArray();
    QCOMPARE(bareRows.size(), count);
    for (qsizetype k = 0; k < bareRows.size(); ++k) {
        const QJsonObject row = bareRows.at(k).toObject();
        QVERIFY(row.value(QStringLiteral("standard_deviation")).isNull() &&
                row.value(QStringLiteral("rank_interval")).isNull() &&
                row.value(QStringLiteral("interval")).isNull());
        QCOMPARE(row.value(QStringLiteral("external_id")),
                 rows.at(k).toObject().value(QStringLiteral("external_id")));
    }
    const CliRun quickText = cli({QStringLiteral("ranking"), QStringLiteral("--project"), project,
                                  QStringLiteral("--large-pool-draws"), QStringLiteral("0")});
    const QByteArray omitted = "no intervals above " +
                               QByteArray::number(pairrank::analysis::kRankingCovarianceLimit) +
                               " candidates";
    QVERIFY2(quickText.standardOutput.contains(omitted),
             quickText.standardOutput.left(300).constData());
    const CliRun refused = cli({QStringLiteral("ranking"), QStringLiteral("--project"), project,
                                QStringLiteral("--large-pool-draws"), QStringLiteral("-3")});
    QVERIFY(refused.exitCode != 0);
    QVERIFY2(refused.standardError.contains("--large-pool-draws"),
             refused.standardError.constData());
}

QTEST_GUILESS_MAIN(CliLargeRankingTest)
#include "test_cli_large_ranking.moc"
