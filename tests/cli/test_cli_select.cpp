// pairrank-cli select, run as a real process: deterministic output for the same
// input and seed, the output format, pending pairs, and exit status 2 with one
// line on stderr for bad input or bad usage.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <utility>

class CliSelectTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameInputAndSeedGiveTheSameBytes_data();
    void sameInputAndSeedGiveTheSameBytes();
    void pendingPairsAreNotProposedAgain();
    void badInputExitsWithStatusTwo_data();
    void badInputExitsWithStatusTwo();

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run run(const QStringList& arguments, const QByteArray& input = {}) const;
    QString writeFile(const QString& name, const QByteArray& content) const;

    QString m_program;
    QTemporaryDir m_directory;
    QByteArray m_judgements;
};

CliSelectTest::Run CliSelectTest::run(const QStringList& arguments, const QByteArray& input) const {
    QProcess process;
    process.start(m_program, QStringList{QStringLiteral("select")} + arguments);
    if (!process.waitForStarted()) {
        return {};
    }
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QString CliSelectTest::writeFile(const QString& name, const QByteArray& content) const {
    const QString path = m_directory.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(content);
    }
    return path;
}

void CliSelectTest::initTestCase() {
    m_program = QStringLiteral(PAIRRANK_CLI_PATH);
    QVERIFY(m_directory.isValid());
    // A chain over 8 candidates plus a few more judgements.
    for (int a = 0; a < 7; ++a) {
        m_judgements += QStringLiteral("{\"a\": %1, \"b\": %2, \"p\": %3}\n")
                            .arg(a)
                            .arg(a + 1)
                            .arg(0.3 + 0.05 * a)
                            .toUtf8();
    }
    m_judgements +=
        "{\"a\": 5, \"b\": 0, \"p\": 0.8}\n{\"a\": 2, \"b\": 6, \"p\": 0.45, \"weight\": 2}\n";
}

void CliSelectTest::sameInputAndSeedGiveTheSameBytes_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("expectedPairs");
    QTest::addColumn<QByteArray>("input"); // empty: the default judgements
    const auto args = [](std::initializer_list<const char*> list) {
        QStringList result;
        for (const char* item : list) {
            result << QString::fromLatin1(item);
        }
        return result;
    };
    QTest::newRow("random") << args({"--strategy", "random", "--batch", "5", "--seed", "7"}) << 5
                            << QByteArray();
    QTest::newRow("no-repeat") << args({"--strategy", "no-repeat", "--batch", "4", "--seed", "1"})
                               << 4 << QByteArray();
    QTest::newRow("symmetric") << args({"--strategy", "symmetric", "--batch", "6", "--seed", "3"})
                               << 6 << QByteArray();
    QTest::newRow("d-optimal") << args({"--strategy", "d-optimal", "--batch", "3"}) << 3
                               << QByteArray();
    QTest::newRow("min-uncertainty")
        << args({"--strategy", "min-uncertainty", "--batch", "3"}) << 3 << QByteArray();
    QTest::newRow("variance") << args({"--strategy", "variance", "--batch", "3", "--model",
                                       "poe-phi-gaussian"})
                              << 3 << QByteArray();
    QTest::newRow("reorder") << args({"--strategy", "reorder", "--batch", "4", "--prior-variance",
                                      "2"})
                             << 4 << QByteArray();
    QTest::newRow("epsilon") << args({"--strategy", "epsilon", "--epsilon", "1.5", "--batch", "2"})
                             << 2 << QByteArray();
    QTest::newRow("reorder, home advantage fitted")
        << args({"--strategy", "reorder", "--home-advantage", "fit", "--candidates", "10"}) << 1
        << QByteArray();
    QTest::newRow("more than eligible")
        << args({"--strategy", "random", "--batch", "100", "--candidates", "3"}) << 3
        << QByteArray("{\"a\": 0, \"b\": 1, \"p\": 0.6}\n{\"a\": 1, \"b\": 2, \"p\": 0.6}\n{\"a\": "
                      "2, \"b\": 0, \"p\": 0.6}\n");
}

void CliSelectTest::sameInputAndSeedGiveTheSameBytes() {
    QFETCH(QStringList, arguments);
    QFETCH(int, expectedPairs);
    QFETCH(QByteArray, input);
    if (input.isEmpty()) {
        input = m_judgements;
    }
    const Run first = run(arguments, input);
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QString file = writeFile(QStringLiteral("judgements.jsonl"), input);
    const Run second = run(arguments + QStringList{file});
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(second.out, first.out); // stdin and a file give the same bytes, run after run
    QCOMPARE(first.out.count('\n'), 1);

    const QJsonObject object = QJsonDocument::fromJson(first.out).object();
    const QJsonArray pairs = object.value(QStringLiteral("pairs")).toArray();
    QCOMPARE(pairs.size(), expectedPairs);
    QCOMPARE(object.value(QStringLiteral("exhausted")).toBool(),
             arguments.contains(QStringLiteral("100")));
    std::set<std::pair<int, int>> asked;
    for (const QByteArray& line : input.split('\n')) {
        const QJsonObject judgement = QJsonDocument::fromJson(line).object();
        if (!judgement.isEmpty()) {
            asked.insert({judgement.value(QStringLiteral("a")).toInt(),
                          judgement.value(QStringLiteral("b")).toInt()});
        }
    }
    for (const QJsonValue& value : pairs) {
        const QJsonArray pair = value.toArray();
        QCOMPARE(pair.size(), 2);
        QVERIFY(!asked.count({pair.at(0).toInt(), pair.at(1).toInt()}));
    }
}

void CliSelectTest::pendingPairsAreNotProposedAgain() {
    // One call's output is the next call's --pending.
    const QStringList arguments{QStringLiteral("--strategy"), QStringLiteral("reorder"),
                                QStringLiteral("--batch"), QStringLiteral("4")};
    const Run first = run(arguments, m_judgements);
    QCOMPARE(first.exitCode, 0);
    const QString pendingFile = writeFile(QStringLiteral("pending.json"), first.out);
    const Run second =
        run(arguments + QStringList{QStringLiteral("--pending"), pendingFile}, m_judgements);
    QVERIFY2(second.exitCode == 0, second.err.constData());
    const QJsonArray firstPairs =
        QJsonDocument::fromJson(first.out).object().value(QStringLiteral("pairs")).toArray();
    const QJsonArray secondPairs =
        QJsonDocument::fromJson(second.out).object().value(QStringLiteral("pairs")).toArray();
    QCOMPARE(secondPairs.size(), 4);
    for (const QJsonValue& pair : secondPairs) {
        QVERIFY(!firstPairs.contains(pair));
    }
}

void CliSelectTest::badInputExitsWithStatusTwo_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("messagePart");
    const QByteArray good = "{\"a\": 0, \"b\": 1, \"p\": 0.6}\n";
    const auto args = [](std::initializer_list<const char*> list) {
        QStringList result;
        for (const char* item : list) {
            result << QString::fromLatin1(item);
        }
        return result;
    };
    QTest::newRow("unknown strategy")
        << args({"--strategy", "best"}) << good << QStringLiteral("best");
    QTest::newRow("missing strategy")
        << args({"--batch", "2"}) << good << QStringLiteral("--strategy");
    QTest::newRow("unknown option")
        << args({"--strategy", "random", "--colour", "red"}) << good << QStringLiteral("colour");
    QTest::newRow("batch zero") << args({"--strategy", "random", "--batch", "0"}) << good
                                << QStringLiteral("--batch");
    QTest::newRow("batch not a number")
        << args({"--strategy", "random", "--batch", "x"}) << good << QStringLiteral("--batch");
    QTest::newRow("negative epsilon")
        << args({"--strategy", "epsilon", "--epsilon", "-1"}) << good << QStringLiteral("epsilon");
    QTest::newRow("unknown model")
        << args({"--strategy", "reorder", "--model", "magic"}) << good << QStringLiteral("--model");
    QTest::newRow("model without posterior")
        << args({"--strategy", "reorder", "--model", "win-ratio"}) << good
        << QStringLiteral("probabilistic");
    QTest::newRow("bad prior variance") << args({"--strategy", "reorder", "--prior-variance", "0"})
                                        << good << QStringLiteral("--prior-variance");
    QTest::newRow("bad seed") << args({"--strategy", "random", "--seed", "-4"}) << good
                              << QStringLiteral("--seed");
    QTest::newRow("p out of range")
        << args({"--strategy", "random"}) << QByteArray("{\"a\": 0, \"b\": 1, \"p\": 1.5}\n")
        << QStringLiteral("standard input:1:18: p: must lie strictly between 0 and 1, not 1.5");
    QTest::newRow("index beyond candidates")
        << args({"--strategy", "random", "--candidates", "2"})
        << QByteArray("{\"a\": 0, \"b\": 2, \"p\": 0.5}\n")
        << QStringLiteral("standard input:1:10: b: 2 is not below --candidates 2");
    QTest::newRow("no candidates")
        << args({"--strategy", "random"}) << QByteArray() << QStringLiteral("candidates");
    QTest::newRow("missing pending file")
        << args({"--strategy", "random", "--pending", "/nonexistent/pending.json"}) << good
        << QStringLiteral("--pending");
    QTest::newRow("malformed pending file")
        << QStringList{QStringLiteral("--strategy"), QStringLiteral("random"),
                       QStringLiteral("--pending"),
                       writeFile(QStringLiteral("bad-pending.json"), "{\"pairs\": [[0]]}")}
        << good
        << QStringLiteral("--pending: %1:1:2: pair 0 is not [a, b] with integer indices")
               .arg(m_directory.filePath(QStringLiteral("bad-pending.json")));
    QTest::newRow("pending member given twice")
        << QStringList{QStringLiteral("--strategy"), QStringLiteral("random"),
                       QStringLiteral("--pending"),
                       writeFile(QStringLiteral("twice-pending.json"),
                                 "{\"pairs\": [],\n \"pairs\": [[0, 1]]}")}
        << good
        << QStringLiteral("--pending: %1:2:2: malformed JSON: the member \"pairs\" is given twice")
               .arg(m_directory.filePath(QStringLiteral("twice-pending.json")));
    QTest::newRow("pending index out of range")
        << QStringList{QStringLiteral("--strategy"),
                       QStringLiteral("reorder"),
                       QStringLiteral("--candidates"),
                       QStringLiteral("3"),
                       QStringLiteral("--pending"),
                       writeFile(QStringLiteral("far-pending.json"), "[[0, 7]]")}
        << good << QStringLiteral("pending pair 0");
    QTest::newRow("two input files") << args({"--strategy", "random", "a.jsonl", "b.jsonl"}) << good
                                     << QStringLiteral("one input file");
    QTest::newRow("missing input file")
        << args({"--strategy", "random", "/nonexistent/judgements.jsonl"}) << good
        << QStringLiteral("/nonexistent/judgements.jsonl");
}

void CliSelectTest::badInputExitsWithStatusTwo() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QString, messagePart);
    const Run result = run(arguments, input);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    QCOMPARE(result.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(result.err).contains(messagePart), result.err.constData());
}

QTEST_GUILESS_MAIN(CliSelectTest)
#include "test_cli_select.moc"
