// Runs the real pairrank-cli executable: `simulate` prints one JSON object with
// the requested statistics and exits 2 with one line on stderr for bad input;
// `demo` prints a readable report.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

struct CliRun {
    int exitCode = -1;
    QByteArray standardOutput;
    QByteArray standardError;
};

CliRun runCli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    CliRun run;
    // A generous limit: the runs below take well under a second; this only stops a hang.
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.standardOutput = process.readAllStandardOutput();
    run.standardError = process.readAllStandardError();
    return run;
}

QStringList simulate(const QStringList& options) {
    return QStringList{QStringLiteral("simulate")} + options;
}

} // namespace

class CliSimulateTest : public QObject {
    Q_OBJECT

private slots:
    void printsSpearmanSummary();
    void printsCurveAndReach();
    void sameSeedSameOutput();
    void badOptionsExitWithTwo_data();
    void badOptionsExitWithTwo();
    void demoExplainsItself();
};

void CliSimulateTest::printsSpearmanSummary() {
    const CliRun run = runCli(
        simulate({QStringLiteral("--candidates"), QStringLiteral("8"), QStringLiteral("--budget"),
                  QStringLiteral("20"), QStringLiteral("--repetitions"), QStringLiteral("5"),
                  QStringLiteral("--model"), QStringLiteral("poe-gaussian"),
                  QStringLiteral("--noise"), QStringLiteral("0.5"), QStringLiteral("--latent")}));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.standardError.isEmpty());
    QJsonParseError parseError;
    const QJsonObject output = QJsonDocument::fromJson(run.standardOutput, &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonObject spearman = output.value(QStringLiteral("spearman")).toObject();
    QCOMPARE(spearman.value(QStringLiteral("count")).toInt(), 5);
    const double mean = spearman.value(QStringLiteral("mean")).toDouble();
    const double deviation = spearman.value(QStringLiteral("standardDeviation")).toDouble();
    QVERIFY(mean > 0.3 && mean <= 1.0);
    QVERIFY(deviation >= 0);
    QVERIFY(std::abs(spearman.value(QStringLiteral("standardError")).toDouble() -
                     deviation / std::sqrt(5.0)) < 1e-12);
    QVERIFY(output.value(QStringLiteral("latentSpearman")).isObject());
    const QJsonObject settings = output.value(QStringLiteral("settings")).toObject();
    QCOMPARE(settings.value(QStringLiteral("candidates")).toInt(), 8);
    QCOMPARE(settings.value(QStringLiteral("model")).toString(), QStringLiteral("poe-gaussian"));
    QVERIFY(!output.contains(QStringLiteral("curve")));
}

void CliSimulateTest::printsCurveAndReach() {
    const CliRun run = runCli(
        simulate({QStringLiteral("--candidates"), QStringLiteral("6"), QStringLiteral("--budget"),
                  QStringLiteral("30"), QStringLiteral("--repetitions"), QStringLiteral("4"),
                  QStringLiteral("--strategy"), QStringLiteral("reorder"),
                  QStringLiteral("--start"), QStringLiteral("chain"), QStringLiteral("--batch"),
                  QStringLiteral("5"), QStringLiteral("--noise"), QStringLiteral("1"),
                  QStringLiteral("--curve"), QStringLiteral("--reach"), QStringLiteral("0.9,1")}));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject output = QJsonDocument::fromJson(run.standardOutput).object();
    // Chain of 5, then batches of at most 5 (fewer when only reverses of each other remain)
    // up to every one of the 30 ordered pairs.
    const QJsonArray curve = output.value(QStringLiteral("curve")).toArray();
    QVERIFY(curve.size() >= 6);
    QCOMPARE(curve.first().toObject().value(QStringLiteral("comparisons")).toInt(), 5);
    QCOMPARE(curve.last().toObject().value(QStringLiteral("comparisons")).toInt(), 30);
    for (int i = 1; i < curve.size(); ++i) {
        const int step = curve.at(i).toObject().value(QStringLiteral("comparisons")).toInt() -
                         curve.at(i - 1).toObject().value(QStringLiteral("comparisons")).toInt();
        QVERIFY(step >= 1 && step <= 5);
    }
    // At K = N(N − 1) the fit is the all-comparisons fit: the last curve point is the reference.
    const double reference = output.value(QStringLiteral("allComparisonsSpearman"))
                                 .toObject()
                                 .value(QStringLiteral("mean"))
                                 .toDouble();
    QVERIFY(std::abs(curve.last().toObject().value(QStringLiteral("mean")).toDouble() - reference) <
            1e-9);
    const QJsonArray reach = output.value(QStringLiteral("reach")).toArray();
    QCOMPARE(reach.size(), 2);
    const QJsonObject full = reach.at(1).toObject();
    QCOMPARE(full.value(QStringLiteral("fraction")).toDouble(), 1.0);
    QCOMPARE(full.value(QStringLiteral("reached")).toInt() +
                 full.value(QStringLiteral("undefined")).toInt(),
             4);
    QCOMPARE(full.value(QStringLiteral("notReached")).toInt(), 0);
}

void CliSimulateTest::sameSeedSameOutput() {
    const QStringList options{QStringLiteral("--candidates"),  QStringLiteral("7"),
                              QStringLiteral("--budget"),      QStringLiteral("15"),
                              QStringLiteral("--repetitions"), QStringLiteral("3"),
                              QStringLiteral("--noise"),       QStringLiteral("1"),
                              QStringLiteral("--seed"),        QStringLiteral("99")};
    const CliRun first = runCli(simulate(options));
    const CliRun second = runCli(simulate(options));
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.standardOutput, second.standardOutput);
    const CliRun otherSeed = runCli(
        simulate(options.mid(0, 8) + QStringList{QStringLiteral("--seed"), QStringLiteral("100")}));
    QVERIFY(first.standardOutput != otherSeed.standardOutput);
}

void CliSimulateTest::badOptionsExitWithTwo_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expectedMessagePart");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("--frobnicate")} << QStringLiteral("frobnicate");
    QTest::newRow("budget not a number")
        << QStringList{QStringLiteral("--budget"), QStringLiteral("many")}
        << QStringLiteral("--budget");
    QTest::newRow("budget too large")
        << QStringList{QStringLiteral("--candidates"), QStringLiteral("4"),
                       QStringLiteral("--budget"), QStringLiteral("13")}
        << QStringLiteral("budget");
    QTest::newRow("unknown model")
        << QStringList{QStringLiteral("--model"), QStringLiteral("oracle")}
        << QStringLiteral("--model");
    QTest::newRow("unknown strategy")
        << QStringList{QStringLiteral("--strategy"), QStringLiteral("psychic")}
        << QStringLiteral("--strategy");
    QTest::newRow("strategy needs a posterior")
        << QStringList{QStringLiteral("--model"), QStringLiteral("win-ratio"),
                       QStringLiteral("--strategy"), QStringLiteral("reorder")}
        << QStringLiteral("posterior");
    QTest::newRow("negative noise")
        << QStringList{QStringLiteral("--noise"), QStringLiteral("-1")} << QStringLiteral("noise");
    QTest::newRow("agreement above 1")
        << QStringList{QStringLiteral("--agreement"), QStringLiteral("2")}
        << QStringLiteral("agreement");
    QTest::newRow("bad start") << QStringList{QStringLiteral("--start"), QStringLiteral("star")}
                               << QStringLiteral("--start");
    QTest::newRow("bad reach") << QStringList{QStringLiteral("--reach"), QStringLiteral("0.9,x")}
                               << QStringLiteral("--reach");
    QTest::newRow("reach above 1") << QStringList{QStringLiteral("--reach"), QStringLiteral("1.5")}
                                   << QStringLiteral("reach fraction");
    QTest::newRow("bad home advantage")
        << QStringList{QStringLiteral("--home-advantage"), QStringLiteral("maybe")}
        << QStringLiteral("--home-advantage");
    QTest::newRow("curve with stop-at-reach")
        << QStringList{QStringLiteral("--reach"), QStringLiteral("0.9"),
                       QStringLiteral("--stop-at-reach"), QStringLiteral("--curve")}
        << QStringLiteral("--curve");
    QTest::newRow("stray argument")
        << QStringList{QStringLiteral("extra")} << QStringLiteral("extra");
}

void CliSimulateTest::badOptionsExitWithTwo() {
    QFETCH(QStringList, options);
    QFETCH(QString, expectedMessagePart);
    const CliRun run = runCli(
        simulate(options + QStringList{QStringLiteral("--repetitions"), QStringLiteral("1")}));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.standardOutput.isEmpty());
    const QString message = QString::fromUtf8(run.standardError);
    QCOMPARE(message.count(QLatin1Char('\n')), 1);
    QVERIFY2(message.contains(expectedMessagePart), qPrintable(message));
}

void CliSimulateTest::demoExplainsItself() {
    const CliRun run = runCli({QStringLiteral("demo")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.standardOutput);
    QVERIFY2(text.contains(QStringLiteral("Spearman")), qPrintable(text));
    for (const char* model : {"poe-bt", "poe-gaussian", "avg-prob", "win-ratio"}) {
        QVERIFY2(text.contains(QLatin1String(model)), model);
    }
    QVERIFY(text.contains(QStringLiteral("reorder")));
    QVERIFY(text.contains(QStringLiteral("random")));
}

QTEST_GUILESS_MAIN(CliSimulateTest)
#include "test_cli_simulate.moc"
