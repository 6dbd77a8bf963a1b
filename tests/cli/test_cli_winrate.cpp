// `pairrank-cli winrate` and `winrate-matrix` run as real processes: JSON output
// with mean, mode, interval, q0/q1 and diagnostics; errors that name the line or
// option with exit status 2; refusals with exit status 1.
#include "fifo_feeder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

class CliWinRateTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void methodsPrintTheirEstimates_data();
    void methodsPrintTheirEstimates();
    void oodPriorReadsAnotherFile();
    void badInputNamesTheLine_data();
    void badInputNamesTheLine();
    void exactIdsFromAFifo();
    void refusalsExitWithOne();
    void matrixRanksTheSystems();
    void pooledRegressionSaysWhetherItsChainsSettled();

private:
    struct Run {
        int exitCode = -1;
        QJsonObject json;
        QString errorText;
    };
    Run run(const QStringList& arguments);
    QString writeFile(const QString& name, const QByteArray& contents);
    // Two judges, 400 items, p = 0.7, 10% human labels; optionally with systems.
    QByteArray simulatedItems(quint32 seed, const QString& systems = {}) const;
    // Three systems: "x" beats "y" and "z" (p ≈ 0.7 as simulated), "y" vs "z" likewise.
    QString threeSystemsFile();

    QTemporaryDir m_directory;
    QString m_items;
};

CliWinRateTest::Run CliWinRateTest::run(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    Run result;
    if (!process.waitForFinished(60000)) {
        return result;
    }
    result.exitCode = process.exitCode();
    result.json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    result.errorText = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QString CliWinRateTest::writeFile(const QString& name, const QByteArray& contents) {
    const QString path = m_directory.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(contents);
    }
    return path;
}

QByteArray CliWinRateTest::simulatedItems(quint32 seed, const QString& systems) const {
    QRandomGenerator random(seed);
    QByteArray text;
    for (int i = 0; i < 400; ++i) {
        const int truth = random.generateDouble() < 0.7 ? 0 : 1;
        auto judge = [&](double q0, double q1) {
            return random.generateDouble() < (truth == 0 ? q0 : q1) ? truth : 1 - truth;
        };
        const int gpt = judge(0.85, 0.7);
        const int claude = judge(0.75, 0.8);
        const QString human =
            random.generateDouble() < 0.1 ? QString::number(truth) : QStringLiteral("null");
        text +=
            QStringLiteral(
                "{\"item\": \"i%1\", %2\"human\": %3, \"judges\": {\"gpt\": %4, \"claude\": %5}}\n")
                .arg(i)
                .arg(systems.isEmpty() ? QString()
                                       : QStringLiteral("\"systems\": %1, ").arg(systems))
                .arg(human)
                .arg(gpt)
                .arg(claude)
                .toUtf8();
    }
    return text;
}

void CliWinRateTest::initTestCase() {
    QVERIFY(m_directory.isValid());
    m_items = writeFile(QStringLiteral("items.jsonl"), simulatedItems(1));
}

void CliWinRateTest::methodsPrintTheirEstimates_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("hasDiagnostics");
    QTest::newRow("observed, one judge")
        << QStringList{QStringLiteral("--method"), QStringLiteral("observed"),
                       QStringLiteral("--judge"), QStringLiteral("gpt")}
        << false;
    QTest::newRow("bwrs, one judge")
        << QStringList{QStringLiteral("--method"), QStringLiteral("bwrs"),
                       QStringLiteral("--judge"),  QStringLiteral("gpt"),
                       QStringLiteral("--draws"),  QStringLiteral("20000")}
        << false;
    QTest::newRow("dawid-skene, both judges")
        << QStringList{QStringLiteral("--method"), QStringLiteral("dawid-skene"),
                       QStringLiteral("--draws"),  QStringLiteral("2000"),
                       QStringLiteral("--chains"), QStringLiteral("3"),
                       QStringLiteral("--seed"),   QStringLiteral("4")}
        << true;
}

void CliWinRateTest::methodsPrintTheirEstimates() {
    QFETCH(QStringList, options);
    QFETCH(bool, hasDiagnostics);
    const Run result = run(QStringList{QStringLiteral("winrate")} + options + QStringList{m_items});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errorText));
    const double mean = result.json.value(QStringLiteral("mean")).toDouble(-1);
    const double mode = result.json.value(QStringLiteral("mode")).toDouble(-1);
    const QJsonArray interval = result.json.value(QStringLiteral("interval")).toArray();
    QVERIFY(mean > 0.4 && mean < 1.0);
    QVERIFY(mode > 0.4 && mode < 1.0);
    QCOMPARE(interval.size(), 2);
    QVERIFY(interval[0].toDouble() < mean && mean < interval[1].toDouble());
    const QJsonArray evaluators = result.json.value(QStringLiteral("evaluators")).toArray();
    QVERIFY(!evaluators.isEmpty());
    const QJsonObject first = evaluators[0].toObject();
    QVERIFY(
        first.value(QStringLiteral("human_accuracy")).toObject().contains(QStringLiteral("q0")));
    if (hasDiagnostics) {
        QCOMPARE(evaluators.size(), 2);
        QVERIFY(
            first.value(QStringLiteral("q1")).toObject().value(QStringLiteral("rhat")).toDouble() <
            1.05);
        QCOMPARE(result.json.value(QStringLiteral("diagnostics"))
                     .toObject()
                     .value(QStringLiteral("chains"))
                     .toInt(),
                 3);
        QVERIFY(result.json.value(QStringLiteral("ess")).toDouble() > 100);
        QCOMPARE(result.json.value(QStringLiteral("prior")).toString(),
                 QStringLiteral("in-distribution"));
    }
    // Same seed, same output.
    QCOMPARE(run(QStringList{QStringLiteral("winrate")} + options + QStringList{m_items}).json,
             result.json);
}

void CliWinRateTest::oodPriorReadsAnotherFile() {
    const QString ood = writeFile(QStringLiteral("ood.jsonl"),
                                  simulatedItems(2).replace("\"human\": null", "\"human\": 0"));
    const Run result =
        run({QStringLiteral("winrate"), QStringLiteral("--method"), QStringLiteral("bwrs"),
             QStringLiteral("--prior"), QStringLiteral("ood"), QStringLiteral("--ood-file"), ood,
             QStringLiteral("--draws"), QStringLiteral("5000"), m_items});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errorText));
    QCOMPARE(result.json.value(QStringLiteral("prior")).toString(), QStringLiteral("ood"));
    const QJsonObject gpt = result.json.value(QStringLiteral("evaluators")).toArray()[1].toObject();
    QVERIFY(gpt.contains(QStringLiteral("ood_accuracy")));
    QVERIFY(
        gpt.value(QStringLiteral("estimate")).toObject().contains(QStringLiteral("used_draws")));
    const Run missing =
        run({QStringLiteral("winrate"), QStringLiteral("--method"), QStringLiteral("dawid-skene"),
             QStringLiteral("--prior"), QStringLiteral("ood"), m_items});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.errorText.contains(QStringLiteral("--ood-file")));
}

void CliWinRateTest::badInputNamesTheLine_data() {
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expected");
    const QByteArray good = "{\"item\": 1, \"human\": 0, \"judges\": {\"a\": 0}}\n";
    // Errors name the file, the line and the column (in characters).
    const QString file = m_directory.filePath(QStringLiteral("bad.jsonl")) + u':';
    QTest::newRow("broken JSON") << good + "{\"item\": 2,\n"
                                 << QStringList{}
                                 << file + QStringLiteral("2:12: malformed JSON: expected a member "
                                                          "name in double quotes, found the end "
                                                          "of the text");
    QTest::newRow("human 0.5") << good + "\n{\"item\": 2, \"human\": 0.5, \"judges\": {}}\n"
                               << QStringList{}
                               << file + QStringLiteral("3:13: human: must be 0, 1 or null");
    QTest::newRow("human written as a string")
        << good + "{\"item\": 2, \"human\": \"1\", \"judges\": {\"a\": 0}}\n"
        << QStringList{} << file + QStringLiteral("2:13: human: must be 0, 1 or null");
    QTest::newRow("judge label 2")
        << good + "{\"item\": 2, \"judges\": {\"a\": 2}}\n"
        << QStringList{} << file + QStringLiteral("2:13: judges: judge 'a' must be 0, 1 or null");
    QTest::newRow("judge NaN string")
        << good + "{\"item\": 2, \"judges\": {\"a\": \"NaN\"}}\n"
        << QStringList{} << file + QStringLiteral("2:13: judges: judge 'a' must be 0, 1 or null");
    QTest::newRow("judge given twice in one item")
        << good + "{\"item\": 2, \"judges\": {\"a\": 0, \"a\": 1}}\n"
        << QStringList{}
        << file + QStringLiteral("2:32: malformed JSON: the member \"a\" is given twice in one "
                                 "object");
    QTest::newRow("duplicate item")
        << good + good << QStringList{}
        << file + QStringLiteral("2:2: item: the item '1' was already given on line 1");
    QTest::newRow("no judges object")
        << QByteArray("{\"item\": 1, \"human\": 1}\n") << QStringList{}
        << file + QStringLiteral("1:1: judges: must be an object {\"name\": 0 | 1 | null}");
    QTest::newRow("empty file") << QByteArray("\n") << QStringList{}
                                << file + QStringLiteral("1:1: the file has no records");
    QTest::newRow("unknown method")
        << good << QStringList{QStringLiteral("--method"), QStringLiteral("magic")}
        << QStringLiteral("--method");
    QTest::newRow("negative draws")
        << good << QStringList{QStringLiteral("--draws"), QStringLiteral("-5")}
        << QStringLiteral("--draws");
    QTest::newRow("level NaN") << good
                               << QStringList{QStringLiteral("--level"), QStringLiteral("nan")}
                               << QStringLiteral("--level");
    QTest::newRow("bwrs without human labels")
        << good
        << QStringList{QStringLiteral("--method"), QStringLiteral("bwrs"),
                       QStringLiteral("--prior"), QStringLiteral("none")}
        << QStringLiteral("footnote 4");
    QTest::newRow("unknown judge")
        << good << QStringList{QStringLiteral("--judge"), QStringLiteral("zzz")}
        << QStringLiteral("--judge 'zzz'");
}

void CliWinRateTest::badInputNamesTheLine() {
    QFETCH(QByteArray, contents);
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    const QString path = writeFile(QStringLiteral("bad.jsonl"), contents);
    const Run result = run(QStringList{QStringLiteral("winrate")} + options + QStringList{path});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.errorText.contains(expected), qPrintable(result.errorText));
    QVERIFY(result.json.isEmpty());
}

void CliWinRateTest::exactIdsFromAFifo() {
    // 2^53 and 2^53 + 1 are two items, not one item given twice; and a FIFO is
    // read to its end, not found empty.
    const QString fifo = m_directory.filePath(QStringLiteral("items.fifo"));
    pairrank::storage::testing::FifoFeeder feeder(
        fifo, "{\"item\": 9007199254740992, \"human\": 0, \"judges\": {\"a\": 0}}\n"
              "{\"item\": 9007199254740993, \"human\": 1, \"judges\": {\"a\": 1}}\n"
              "{\"item\": 9007199254740994, \"judges\": {\"a\": 0}}\n");
    QVERIFY(feeder.created());
    const Run result = run(
        {QStringLiteral("winrate"), QStringLiteral("--method"), QStringLiteral("observed"), fifo});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errorText));
    QCOMPARE(result.json.value(QStringLiteral("items")).toInt(), 3);
}

void CliWinRateTest::refusalsExitWithOne() {
    // Humans always prefer G0: q1 is unmeasured and BWRS refuses.
    const QString path = writeFile(QStringLiteral("one-class.jsonl"),
                                   "{\"item\": 1, \"human\": 0, \"judges\": {\"a\": 0}}\n"
                                   "{\"item\": 2, \"human\": 0, \"judges\": {\"a\": 1}}\n"
                                   "{\"item\": 3, \"judges\": {\"a\": 0}}\n");
    const Run result =
        run({QStringLiteral("winrate"), QStringLiteral("--method"), QStringLiteral("bwrs"), path});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.errorText.contains(QStringLiteral("prefers G1")));
    // Dawid–Skene still gives a finite answer.
    const Run dawidSkene =
        run({QStringLiteral("winrate"), QStringLiteral("--draws"), QStringLiteral("500"), path});
    QCOMPARE(dawidSkene.exitCode, 0);
    QVERIFY(dawidSkene.json.value(QStringLiteral("mean")).isDouble());
}

QString CliWinRateTest::threeSystemsFile() {
    QByteArray contents = simulatedItems(3, QStringLiteral("[\"x\", \"y\"]"));
    contents += simulatedItems(4, QStringLiteral("[\"y\", \"z\"]"))
                    .replace("\"item\": \"i", "\"item\": \"j");
    contents += simulatedItems(5, QStringLiteral("[\"x\", \"z\"]"))
                    .replace("\"item\": \"i", "\"item\": \"k");
    return writeFile(QStringLiteral("matrix.jsonl"), contents);
}

void CliWinRateTest::matrixRanksTheSystems() {
    const QString path = threeSystemsFile();
    const Run result =
        run({QStringLiteral("winrate-matrix"), QStringLiteral("--draws"), QStringLiteral("1000"),
             QStringLiteral("--bwrs-draws"), QStringLiteral("5000"), path});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errorText));
    const QJsonArray ranking = result.json.value(QStringLiteral("ranking")).toArray();
    QCOMPARE(ranking.size(), 3);
    QCOMPARE(ranking[0].toObject().value(QStringLiteral("system")).toString(), QStringLiteral("x"));
    QCOMPARE(ranking[2].toObject().value(QStringLiteral("system")).toString(), QStringLiteral("z"));
    const QJsonArray matrix = result.json.value(QStringLiteral("win_rate_matrix")).toArray();
    QVERIFY(matrix[0].toArray()[0].isNull());
    QVERIFY(std::abs(matrix[0].toArray()[1].toDouble() + matrix[1].toArray()[0].toDouble() - 1.0) <
            1e-12);
    QCOMPARE(result.json.value(QStringLiteral("accuracy_table")).toArray().size(), 2);
    QCOMPARE(result.json.value(QStringLiteral("pairs")).toArray().size(), 3);
    const Run noSystems = run({QStringLiteral("winrate-matrix"), m_items});
    QCOMPARE(noSystems.exitCode, 2);
    QVERIFY(noSystems.errorText.contains(QStringLiteral("systems")));
}

void CliWinRateTest::pooledRegressionSaysWhetherItsChainsSettled() {
    const QString path = threeSystemsFile();
    const QStringList cheapOthers{QStringLiteral("--draws"), QStringLiteral("500"),
                                  QStringLiteral("--bwrs-draws"), QStringLiteral("2000")};
    // The report's sampler settings: on this easy data every pair's chains settle, and the
    // flag agrees with the diagnostics printed beside it.
    const Run standard = run(QStringList{QStringLiteral("winrate-matrix"), path} + cheapOthers);
    QVERIFY2(standard.exitCode == 0, qPrintable(standard.errorText));
    const QJsonObject settledFit =
        standard.json.value(QStringLiteral("pooled_regression")).toObject();
    QVERIFY(settledFit.value(QStringLiteral("largest_rhat")).toDouble() <= 1.01);
    QVERIFY(settledFit.value(QStringLiteral("smallest_ess")).toDouble() >= 400.0);
    QCOMPARE(settledFit.value(QStringLiteral("settled")), QJsonValue(true));

    // 2 chains of 10 draws hold at most a few dozen effective draws: not settled.
    const Run few =
        run(QStringList{QStringLiteral("winrate-matrix"), path, QStringLiteral("--pooled-chains"),
                        QStringLiteral("2"), QStringLiteral("--pooled-draws"), QStringLiteral("10"),
                        QStringLiteral("--pooled-warmup"), QStringLiteral("100")} +
            cheapOthers);
    QVERIFY2(few.exitCode == 0, qPrintable(few.errorText));
    const QJsonObject fewFit = few.json.value(QStringLiteral("pooled_regression")).toObject();
    QVERIFY(fewFit.value(QStringLiteral("smallest_ess")).toDouble() < 400.0);
    QCOMPARE(fewFit.value(QStringLiteral("settled")), QJsonValue(false));

    // Settings the sampler cannot use are refused, naming the option.
    for (const QStringList& bad :
         {QStringList{QStringLiteral("--pooled-warmup"), QStringLiteral("99")},
          QStringList{QStringLiteral("--pooled-chains"), QStringLiteral("65")},
          QStringList{QStringLiteral("--pooled-draws"), QStringLiteral("3")}}) {
        const Run refused = run(QStringList{QStringLiteral("winrate-matrix"), path} + bad);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.errorText.contains(bad.constFirst()), qPrintable(refused.errorText));
    }
}

QTEST_GUILESS_MAIN(CliWinRateTest)
#include "test_cli_winrate.moc"
