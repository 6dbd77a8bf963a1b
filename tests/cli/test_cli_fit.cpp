// Runs the real pairrank-cli 'fit' through QProcess: the JSON it prints for good input,
// and exit status 2 with a one-line message naming the line and field for bad input.
#include "fifo_feeder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& arguments, const QByteArray& input = {}) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    if (!process.waitForStarted(10000)) {
        return {};
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

// Candidate i beats j with p = σ(0.8 (j − i)): candidate 0 is the best.
QByteArray orderedJudgements(int count) {
    QByteArray lines;
    for (int a = 0; a < count; ++a) {
        for (int b = 0; b < count; ++b) {
            if (a != b) {
                const double p = 1.0 / (1.0 + std::exp(-0.8 * (b - a)));
                lines += QStringLiteral("{\"a\": %1, \"b\": %2, \"p\": %3}\n")
                             .arg(a)
                             .arg(b)
                             .arg(p, 0, 'g', 17)
                             .toUtf8();
            }
        }
    }
    return lines;
}

QJsonObject parseOutput(const Run& run) {
    const QJsonDocument document = QJsonDocument::fromJson(run.out);
    return document.object();
}

} // namespace

class CliFitTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyModelPrintsCentredOrderedScores_data();
    void everyModelPrintsCentredOrderedScores();
    void covarianceIsSymmetricAndHomeAdvantageFitted();
    void fileAndStandardInputAgree();
    void badInputExitsWithTwoNamingTheLine_data();
    void badInputExitsWithTwoNamingTheLine();

private:
    QTemporaryDir m_directory;
};

void CliFitTest::initTestCase() {
    QVERIFY(m_directory.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(PAIRRANK_CLI_PATH)), PAIRRANK_CLI_PATH);
}

void CliFitTest::everyModelPrintsCentredOrderedScores_data() {
    QTest::addColumn<QString>("model");
    for (const char* model : {"win-ratio", "avg-prob", "bt", "bt-newman", "poe-gaussian", "poe-bt",
                              "poe-identity-gaussian", "poe-sigmoid-gaussian", "poe-phi-gaussian",
                              "poe-phi-beta", "poe-sigmoid-beta"}) {
        QTest::newRow(model) << QString::fromLatin1(model);
    }
}

void CliFitTest::everyModelPrintsCentredOrderedScores() {
    QFETCH(QString, model);
    constexpr int count = 6;
    const Run run =
        runCli({QStringLiteral("fit"), QStringLiteral("--model"), model}, orderedJudgements(count));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.out.endsWith('\n') && run.out.count('\n') == 1);
    const QJsonObject object = parseOutput(run);
    QCOMPARE(object.value(QStringLiteral("model")).toString(), model);
    const QJsonArray scores = object.value(QStringLiteral("scores")).toArray();
    QCOMPARE(scores.size(), count);
    double sum = 0;
    for (qsizetype i = 0; i < scores.size(); ++i) {
        sum += scores[i].toDouble();
        if (i > 0) {
            QVERIFY2(scores[i - 1].toDouble() > scores[i].toDouble(), run.out.constData());
        }
    }
    QVERIFY(std::abs(sum) < 1e-9);
    QCOMPARE(object.contains(QStringLiteral("entropy")), model.startsWith(QStringLiteral("poe-")));
}

void CliFitTest::covarianceIsSymmetricAndHomeAdvantageFitted() {
    constexpr int count = 5;
    const Run run = runCli({QStringLiteral("fit"), QStringLiteral("--model=poe-bt"),
                            QStringLiteral("--covariance"), QStringLiteral("--home-advantage"),
                            QStringLiteral("fit"), QStringLiteral("--candidates"),
                            QString::number(count + 1), QStringLiteral("-")},
                           orderedJudgements(count));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject object = parseOutput(run);
    const QJsonArray covariance = object.value(QStringLiteral("covariance")).toArray();
    QCOMPARE(covariance.size(), count + 1); // --candidates adds an unseen candidate
    for (qsizetype i = 0; i < covariance.size(); ++i) {
        const QJsonArray row = covariance[i].toArray();
        QCOMPARE(row.size(), count + 1);
        QVERIFY(row[i].toDouble() > 0.0);
        for (qsizetype j = 0; j < row.size(); ++j) {
            QCOMPARE(row[j].toDouble(), covariance[j].toArray()[i].toDouble());
        }
    }
    // the judgements are position-symmetric, so the fitted δ is 0 up to the tolerance
    QVERIFY(std::abs(object.value(QStringLiteral("home_advantage")).toDouble()) < 1e-8);
    QVERIFY(object.value(QStringLiteral("home_advantage_standard_error")).toDouble() > 0.0);
    QVERIFY(object.contains(QStringLiteral("iterations")));
}

void CliFitTest::fileAndStandardInputAgree() {
    const QString path = m_directory.filePath(QStringLiteral("judgements.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(orderedJudgements(4));
    file.close();
    const Run fromFile = runCli(
        {QStringLiteral("fit"), QStringLiteral("--model"), QStringLiteral("poe-phi-beta"), path});
    const Run fromStandardInput =
        runCli({QStringLiteral("fit"), QStringLiteral("--model"), QStringLiteral("poe-phi-beta")},
               orderedJudgements(4));
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(fromFile.out, fromStandardInput.out);
    // A FIFO is read to its end like the file.
    const QString fifo = m_directory.filePath(QStringLiteral("judgements.fifo"));
    pairrank::storage::testing::FifoFeeder feeder(fifo, orderedJudgements(4));
    QVERIFY(feeder.created());
    const Run fromFifo = runCli(
        {QStringLiteral("fit"), QStringLiteral("--model"), QStringLiteral("poe-phi-beta"), fifo});
    QVERIFY2(fromFifo.exitCode == 0, fromFifo.err.constData());
    QCOMPARE(fromFifo.out, fromFile.out);
    const Run missing =
        runCli({QStringLiteral("fit"), QStringLiteral("--model"), QStringLiteral("bt"),
                m_directory.filePath(QStringLiteral("none"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("cannot read"), missing.err.constData());
}

void CliFitTest::badInputExitsWithTwoNamingTheLine_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    const QStringList poeBt{QStringLiteral("--model"), QStringLiteral("poe-bt")};
    const QByteArray good = "{\"a\": 0, \"b\": 1, \"p\": 0.6}\n";
    // Errors name the input, the line and the column (in characters).
    QTest::newRow("malformed JSON")
        << poeBt << QByteArray(good + "{\"a\": 1,\n")
        << QByteArray("standard input:2:9: malformed JSON: expected a member name in double "
                      "quotes, found the end of the text");
    QTest::newRow("not an object")
        << poeBt << QByteArray(good + "\n[1, 2]\n")
        << QByteArray("standard input:3:1: the line is a JSON array, not an object");
    QTest::newRow("a number, not an object")
        << poeBt << QByteArray(good + "\n42\n")
        << QByteArray("standard input:3:1: the line is not a JSON object");
    QTest::newRow("missing p") << poeBt << QByteArray("{\"a\": 0, \"b\": 1}\n")
                               << QByteArray(
                                      "standard input:1:1: the required field 'p' is missing");
    QTest::newRow("missing a") << poeBt << QByteArray("{\"b\": 1, \"p\": 0.5}\n")
                               << QByteArray(
                                      "standard input:1:1: the required field 'a' is missing");
    QTest::newRow("string index")
        << poeBt << QByteArray(good + "{\"a\": \"2\", \"b\": 1, \"p\": 0.5}\n")
        << QByteArray("standard input:2:2: a: expected a finite number, found '2' (JSON numbers "
                      "are written without quotes)");
    QTest::newRow("fractional index")
        << poeBt << QByteArray("{\"a\": 0, \"b\": 1.5, \"p\": 0.5}\n")
        << QByteArray("standard input:1:10: b: expected a whole number, found 1.5");
    QTest::newRow("negative index")
        << poeBt << QByteArray("{\"a\": -1, \"b\": 1, \"p\": 0.5}\n")
        << QByteArray("standard input:1:2: a: -1 is not a candidate index (an integer >= 0)");
    QTest::newRow("index above 2^53, not rounded")
        << poeBt << QByteArray("{\"a\": 9007199254740993, \"b\": 1, \"p\": 0.5}\n")
        << QByteArray("standard input:1:2: a: 9007199254740993 is not a candidate index");
    QTest::newRow("p is 1") << poeBt << QByteArray(good + good + "{\"a\": 0, \"b\": 1, \"p\": 1}\n")
                            << QByteArray("standard input:3:18: p: must lie strictly between 0 and "
                                          "1, not 1");
    QTest::newRow("p is 0") << poeBt << QByteArray("{\"a\": 0, \"b\": 1, \"p\": 0.0}\n")
                            << QByteArray("standard input:1:18: p: must lie strictly between 0 and "
                                          "1, not 0");
    QTest::newRow("p written as a string")
        << poeBt << QByteArray("{\"a\": 0, \"b\": 1, \"p\": \"0.7\"}\n")
        << QByteArray("standard input:1:18: p: expected a finite number, found '0.7' (JSON "
                      "numbers are written without quotes)");
    QTest::newRow("p is NaN literal")
        << poeBt << QByteArray("{\"a\": 0, \"b\": 1, \"p\": NaN}\n")
        << QByteArray("standard input:1:23: malformed JSON: expected a value, found 'N'");
    QTest::newRow("p given twice")
        << poeBt << QByteArray("{\"a\": 0, \"b\": 1, \"p\": 0.9, \"p\": 0.1}\n")
        << QByteArray("standard input:1:28: malformed JSON: the member \"p\" is given twice in "
                      "one object");
    QTest::newRow("lone surrogate in a member nobody reads")
        << poeBt << QByteArray("{\"a\": 0, \"b\": 1, \"p\": 0.5, \"note\": \"\\ud800\"}\n")
        << QByteArray("standard input:1:37: malformed JSON: \\ud800 is the first half of a UTF-16 "
                      "surrogate pair without its second half");
    QTest::newRow("negative weight")
        << poeBt << QByteArray("{\"a\": 0, \"b\": 1, \"p\": 0.4, \"weight\": -1}\n")
        << QByteArray("standard input:1:28: weight: must be >= 0, not -1");
    QTest::newRow("same candidate")
        << poeBt << QByteArray("{\"a\": 2, \"b\": 2, \"p\": 0.4}\n")
        << QByteArray("standard input:1:10: b: names the same candidate as a (2)");
    QTest::newRow("index above --candidates")
        << QStringList{QStringLiteral("--model"), QStringLiteral("bt"),
                       QStringLiteral("--candidates"), QStringLiteral("3")}
        << QByteArray(good + "{\"a\": 0, \"b\": 3, \"p\": 0.4}\n")
        << QByteArray("standard input:2:10: b: 3 is not below --candidates 3");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--model"), QStringLiteral("bt"),
                                                   QStringLiteral("--frobnicate")}
                                    << good << QByteArray("frobnicate");
    QTest::newRow("missing model") << QStringList{} << good << QByteArray("--model");
    QTest::newRow("unknown model") << QStringList{QStringLiteral("--model"), QStringLiteral("elo")}
                                   << good << QByteArray("'elo'");
    QTest::newRow("identity-beta")
        << QStringList{QStringLiteral("--model"), QStringLiteral("poe-identity-beta")} << good
        << QByteArray("identity");
    QTest::newRow("zero prior variance")
        << QStringList{QStringLiteral("--model"), QStringLiteral("poe-bt"),
                       QStringLiteral("--prior-variance"), QStringLiteral("0")}
        << good << QByteArray("--prior-variance");
    QTest::newRow("bad home advantage")
        << QStringList{QStringLiteral("--model"), QStringLiteral("poe-bt"),
                       QStringLiteral("--home-advantage"), QStringLiteral("maybe")}
        << good << QByteArray("--home-advantage");
    QTest::newRow("alpha for poe-bt")
        << QStringList{QStringLiteral("--model"), QStringLiteral("poe-bt"),
                       QStringLiteral("--alpha"), QStringLiteral("1")}
        << good << QByteArray("--alpha");
    QTest::newRow("negative beta alpha")
        << QStringList{QStringLiteral("--model"), QStringLiteral("poe-phi-beta"),
                       QStringLiteral("--alpha"), QStringLiteral("-1")}
        << good << QByteArray("betaAlpha");
    QTest::newRow("covariance for bt")
        << QStringList{QStringLiteral("--model"), QStringLiteral("bt"),
                       QStringLiteral("--covariance")}
        << good << QByteArray("--covariance");
    QTest::newRow("two files") << QStringList{QStringLiteral("--model"), QStringLiteral("bt"),
                                              QStringLiteral("x"), QStringLiteral("y")}
                               << good << QByteArray("at most one");
}

void CliFitTest::badInputExitsWithTwoNamingTheLine() {
    QFETCH(QStringList, options);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    const Run run = runCli(QStringList{QStringLiteral("fit")} + options, input);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(expected), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1); // one line
}

QTEST_GUILESS_MAIN(CliFitTest)
#include "test_cli_fit.moc"
