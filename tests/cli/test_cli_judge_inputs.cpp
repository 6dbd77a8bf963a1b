// The inputs of `pairrank-cli judge` — a --pairs file, a --judge-config file, a
// --criterion-template — read by storage's readers, run as a real process with
// the in-process simulated judge: a context's text given on a later line
// reaches every pair of that context, a FIFO is read to its end, and bad input
// exits with status 2 and one line naming file, line and column.
#include "fifo_feeder.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class CliJudgeInputsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void contextTextGivenLaterReachesEveryPairOfTheContext();
    void pairsAreReadFromAFifo();
    void badInputNamesFileLineAndColumn_data();
    void badInputNamesFileLineAndColumn();

private:
    struct Run {
        int exitCode = -1;
        QList<QJsonObject> lines;
        QByteArray err;
    };
    Run judge(const QStringList& arguments) const;
    QString writeFile(const QString& name, const QByteArray& contents) const;

    QTemporaryDir m_directory;
};

CliJudgeInputsTest::Run CliJudgeInputsTest::judge(const QStringList& arguments) const {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH),
                  QStringList{QStringLiteral("judge")} + arguments);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    for (const QByteArray& line : process.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty()) {
            run.lines << QJsonDocument::fromJson(line).object();
        }
    }
    run.err = process.readAllStandardError();
    return run;
}

QString CliJudgeInputsTest::writeFile(const QString& name, const QByteArray& contents) const {
    const QString path = m_directory.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size()) {
        return {};
    }
    return path;
}

void CliJudgeInputsTest::initTestCase() {
    QVERIFY(m_directory.isValid());
}

void CliJudgeInputsTest::contextTextGivenLaterReachesEveryPairOfTheContext() {
    // The same pair twice; only the second line gives the context's text. Both
    // prompts carry it, so both requests are the same request.
    const QString pairs = writeFile(QStringLiteral("later-text.jsonl"),
                                    "{\"context\": \"c\", \"a\": \"x\", \"b\": \"y\", \"text_a\": "
                                    "\"one\", \"text_b\": \"two\"}\n"
                                    "{\"context\": \"c\", \"a\": \"x\", \"b\": \"y\", \"text_a\": "
                                    "\"one\", \"text_b\": \"two\", "
                                    "\"context_text\": \"The article\"}\n");
    const Run run = judge({QStringLiteral("--backend"), QStringLiteral("simulated"),
                           QStringLiteral("--pairs"), pairs});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.lines.size(), 2);
    QCOMPARE(run.lines[0].value(QStringLiteral("request_hash")),
             run.lines[1].value(QStringLiteral("request_hash")));
    QCOMPARE(run.lines[0].value(QStringLiteral("prompt_tokens")),
             run.lines[1].value(QStringLiteral("prompt_tokens")));
}

void CliJudgeInputsTest::pairsAreReadFromAFifo() {
    const QString fifo = m_directory.filePath(QStringLiteral("pairs.fifo"));
    pairrank::storage::testing::FifoFeeder feeder(
        fifo,
        "{\"a\": 9007199254740993, \"b\": \"y\", \"text_a\": \"one\", \"text_b\": \"two\"}\n"
        "{\"a\": \"y\", \"b\": 9007199254740993, \"text_a\": \"two\", \"text_b\": \"one\"}\n");
    QVERIFY(feeder.created());
    const Run run = judge({QStringLiteral("--backend"), QStringLiteral("simulated"),
                           QStringLiteral("--pairs"), fifo});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.lines.size(), 2);
    // The ids come back as written, digit for digit.
    QCOMPARE(run.lines[0].value(QStringLiteral("a")).toInteger(), 9007199254740993);
    QCOMPARE(run.lines[1].value(QStringLiteral("b")).toInteger(), 9007199254740993);
}

void CliJudgeInputsTest::badInputNamesFileLineAndColumn_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    const QStringList simulated{QStringLiteral("--backend"), QStringLiteral("simulated")};
    const QByteArray pair =
        "{\"a\": \"x\", \"b\": \"y\", \"text_a\": \"one\", \"text_b\": \"two\"}\n";
    const auto pairsFile = [&](const char* name, const QByteArray& contents) {
        const QString path = writeFile(QString::fromLatin1(name), contents);
        return std::pair{simulated + QStringList{QStringLiteral("--pairs"), path}, path};
    };

    auto [conflict, conflictPath] =
        pairsFile("conflict.jsonl",
                  "{\"context\": \"c\", \"a\": \"x\", \"b\": \"y\", \"text_a\": \"1\", \"text_b\": "
                  "\"2\", \"context_text\": \"One\"}\n"
                  "{\"context\": \"c\", \"a\": \"y\", \"b\": \"x\", \"text_a\": \"2\", \"text_b\": "
                  "\"1\", \"context_text\": \"Two\"}\n");
    QTest::newRow("a context's texts differ")
        << conflict
        << conflictPath + QStringLiteral(":2:68: context_text: context 'c' has a different text "
                                         "here than on line 1");
    auto [twice, twicePath] = pairsFile(
        "twice.jsonl", pair + "{\"a\": \"x\", \"a\": \"z\", \"b\": \"y\", \"text_a\": \"1\", "
                              "\"text_b\": \"2\"}\n");
    QTest::newRow("a member given twice")
        << twice
        << twicePath + QStringLiteral(":2:12: malformed JSON: the member \"a\" is given twice in "
                                      "one object");
    auto [quoted, quotedPath] =
        pairsFile("quoted.jsonl", "{\"a\": \"x\", \"b\": \"y\", \"text_a\": \"1\", \"text_b\": "
                                  "\"2\", \"position_a\": \"1\"}\n");
    QTest::newRow("a position written as a string")
        << quoted
        << quotedPath + QStringLiteral(":1:52: position_a: expected a finite number, found '1' "
                                       "(JSON numbers are written without quotes)");
    auto [surrogate, surrogatePath] =
        pairsFile("surrogate.jsonl",
                  "{\"a\": \"x\", \"b\": \"y\", \"text_a\": \"\\udfff\", \"text_b\": \"2\"}\n");
    QTest::newRow("a lone surrogate")
        << surrogate
        << surrogatePath + QStringLiteral(":1:33: malformed JSON: \\udfff is the second half of a "
                                          "UTF-16 surrogate pair without its first half");

    const QString doubled = writeFile(QStringLiteral("doubled.json"),
                                      "{\"backend\": \"simulated\",\n \"backend\": \"command\"}\n");
    QTest::newRow("a judge configuration member given twice")
        << QStringList{QStringLiteral("--judge-config"), doubled, QStringLiteral("--pairs"),
                       writeFile(QStringLiteral("one.jsonl"), pair)}
        << doubled + QStringLiteral(":2:2: malformed JSON: the member \"backend\" is given twice "
                                    "in one object");
    const QString numeric =
        writeFile(QStringLiteral("numeric.json"), "{\"backend\": \"simulated\", \"model\": 4}\n");
    QTest::newRow("a judge configuration text that is a number")
        << QStringList{QStringLiteral("--judge-config"), numeric, QStringLiteral("--pairs"),
                       writeFile(QStringLiteral("one.jsonl"), pair)}
        << numeric + QStringLiteral(":1:26: \"model\" must be a string");
    const QString list = writeFile(QStringLiteral("list.json"), "\n  [1]\n");
    QTest::newRow("a judge configuration that is not an object")
        << QStringList{QStringLiteral("--judge-config"), list, QStringLiteral("--pairs"),
                       writeFile(QStringLiteral("one.jsonl"), pair)}
        << list + QStringLiteral(":2:3: a judge configuration must be a JSON object");
    const QString latin1 =
        writeFile(QStringLiteral("template.txt"), "Compare {a} and {b}.\nCaf\xE9 {context}\n");
    QTest::newRow("a prompt template in Latin-1")
        << simulated + QStringList{QStringLiteral("--criterion-template"), latin1,
                                   QStringLiteral("--pairs"),
                                   writeFile(QStringLiteral("one.jsonl"), pair)}
        << latin1 + QStringLiteral(":2:4: invalid UTF-8");
}

void CliJudgeInputsTest::badInputNamesFileLineAndColumn() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    const Run run = judge(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.lines.isEmpty());
    QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("pairrank-cli: ") + expected + u'\n');
}

QTEST_GUILESS_MAIN(CliJudgeInputsTest)
#include "test_cli_judge_inputs.moc"
