// `pairrank-cli report` run as a process on a project made by `init` and
// `import --dataset pandalm` (200 items of the PandaLM test set: five systems,
// two LLM judges, three annotators). Each format is written and read back with
// tools that share no code with PairRank: python3-jsonschema validates the JSON
// against resources/report.schema.json, poppler's pdftotext reads the PDF. Bad
// input exits 2 and a failed write 1, with nothing left behind; Ctrl-C during an
// export (sent once the progress shown on a terminal says the work has begun)
// cancels it and leaves nothing. That the files equal the desktop application's
// export is tested in tests/ui/test_walkthrough_export.cpp.
#include "judge/cli_runner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

using pairrank::judge::testing::CliRun;
using pairrank::judge::testing::runCli;

namespace {

// 2026-01-01T00:00:00Z: the report's date when SOURCE_DATE_EPOCH is set.
constexpr const char* kSourceDateEpoch = "1767225600";
constexpr int kItems = 200;

QStringList entriesOf(const QString& folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray contentsOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString runTool(const QString& tool, const QStringList& arguments) {
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60'000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(tool), process.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

// "valid" or "invalid: <the first error>" for each JSON file, by python3-jsonschema
// against resources/report.schema.json, or against `root` (a schema in JSON that may
// refer to the report schema's definitions, "#/$defs/…").
QStringList validateAgainstTheSchema(const QStringList& paths, const QString& root = {}) {
    const QString result = runTool(
        QStringLiteral("python3"),
        QStringList{
            QStringLiteral("-c"),
            QStringLiteral("import json, sys, jsonschema\n"
                           "schema = json.load(open(sys.argv[1]))\n"
                           "if sys.argv[2]:\n"
                           "    schema = dict(json.loads(sys.argv[2]), "
                           "**{'$defs': schema['$defs'], '$schema': schema['$schema']})\n"
                           "jsonschema.Draft202012Validator.check_schema(schema)\n"
                           "validator = jsonschema.Draft202012Validator(schema)\n"
                           "for path in sys.argv[3:]:\n"
                           "    errors = list(validator.iter_errors(json.load(open(path))))\n"
                           "    print('valid' if not errors else 'invalid: ' + "
                           "errors[0].message)\n"),
            QStringLiteral(PAIRRANK_SOURCE_DIR "/resources/report.schema.json"), root} +
            paths);
    return result.split(u'\n', Qt::SkipEmptyParts);
}

// The kinds of the report's warnings.
QStringList warningKinds(const QJsonObject& report) {
    QStringList kinds;
    for (const QJsonValue& warning : report.value(QStringLiteral("warnings")).toArray()) {
        kinds.append(warning.toObject().value(QStringLiteral("kind")).toString());
    }
    return kinds;
}

// A pseudo-terminal whose far end a child takes as its stderr, so that the
// child sees a terminal; the test reads what the child writes there.
class PseudoTerminal {
public:
    PseudoTerminal() {
        m_master = posix_openpt(O_RDWR | O_NOCTTY);
        if (m_master >= 0 && grantpt(m_master) == 0 && unlockpt(m_master) == 0) {
            m_devicePath = QString::fromLocal8Bit(ptsname(m_master));
        }
    }
    ~PseudoTerminal() {
        if (m_master >= 0) {
            ::close(m_master);
        }
    }
    PseudoTerminal(const PseudoTerminal&) = delete;
    PseudoTerminal& operator=(const PseudoTerminal&) = delete;

    QString devicePath() const { return m_devicePath; }

    // Reads what has been written until `text` is in it or `timeoutMs` has
    // passed; returns everything read so far.
    QByteArray readUntil(const QByteArray& text, int timeoutMs) {
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
        while (!m_read.contains(text)) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                                  deadline - std::chrono::steady_clock::now())
                                  .count();
            if (left <= 0) {
                break;
            }
            pollfd descriptor{m_master, POLLIN, 0};
            if (::poll(&descriptor, 1, static_cast<int>(left)) <= 0) {
                continue;
            }
            char buffer[4096];
            const ssize_t count = ::read(m_master, buffer, sizeof buffer);
            if (count <= 0) {
                break; // EIO: no writer is left
            }
            m_read.append(buffer, count);
        }
        return m_read;
    }

private:
    int m_master = -1;
    QString m_devicePath;
    QByteArray m_read;
};

} // namespace

class CliReportTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writesEachFormat_data();
    void writesEachFormat();
    void jsonValidatesAgainstTheSchema();
    void jsonDescribesTheProject();
    void rankingCommandWritesTheReportsRankings();
    void estimatorSizesAreOptionsTheReportRecords();
    void labelsOnPairsARunChoseAreWarnedOf();
    void pdfTextHasEverySection();
    void csvTablesHaveTheirShape();
    void sameProjectSameBytes();
    void badInputExitsTwoAndWritesNothing_data();
    void badInputExitsTwoAndWritesNothing();
    void failedWriteExitsOneAndRemovesWhatItWrote();
    void interruptCancelsAndLeavesNothing();
    void aProjectWithoutSystemsReportsEachJudgesAccuracy();
    void aRelativeProjectPathIsRecordedAbsolute();

private:
    QString output(const QString& format) const;

    QTemporaryDir m_folder;
    QString m_project;
};

QString CliReportTest::output(const QString& format) const {
    return QDir(m_folder.filePath(format)).filePath(QStringLiteral("report.") + format);
}

void CliReportTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    qputenv("SOURCE_DATE_EPOCH", kSourceDateEpoch);
#ifdef __SANITIZE_ADDRESS__
    // LeakSanitizer (GCC 12) may crash at exit ("Tracer caught signal 11") while it
    // scans glib's thread-local storage in a pairrank-cli that drew a PDF; with
    // Qt's own event dispatcher glib is not used (the report has no event loop).
    qputenv("QT_NO_GLIB", "1");
#endif
    QFile dataset(QStringLiteral(PAIRRANK_SOURCE_DIR "/data/pandalm/pandalm.jsonl"));
    QVERIFY2(dataset.open(QIODevice::ReadOnly), qPrintable(dataset.fileName()));
    const QString items = m_folder.filePath(QStringLiteral("pandalm-200.jsonl"));
    QFile subset(items);
    QVERIFY(subset.open(QIODevice::WriteOnly));
    for (int line = 0; line < kItems; ++line) {
        const QByteArray text = dataset.readLine();
        QVERIFY(text.endsWith('\n'));
        subset.write(text);
    }
    subset.close();
    m_project = m_folder.filePath(QStringLiteral("pandalm.pairrank"));
    const CliRun init = runCli({QStringLiteral("init"), m_project});
    QVERIFY2(init.exitCode == 0, init.standardError.constData());
    const CliRun import = runCli({QStringLiteral("import"), QStringLiteral("--project"), m_project,
                                  QStringLiteral("--dataset"), QStringLiteral("pandalm"), items});
    QVERIFY2(import.exitCode == 0, import.standardError.constData());
}

void CliReportTest::writesEachFormat_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("files"); // the names written, by name
    QTest::newRow("html") << QStringLiteral("html") << QStringList{QStringLiteral("report.html")};
    QTest::newRow("pdf") << QStringLiteral("pdf") << QStringList{QStringLiteral("report.pdf")};
    QTest::newRow("json") << QStringLiteral("json") << QStringList{QStringLiteral("report.json")};
    QTest::newRow("csv") << QStringLiteral("csv")
                         << QStringList{QStringLiteral("report-accuracy.csv"),
                                        QStringLiteral("report-matrix.csv"),
                                        QStringLiteral("report-pairs.csv"),
                                        QStringLiteral("report-rankings.csv")};
}

void CliReportTest::writesEachFormat() {
    QFETCH(QString, format);
    QFETCH(QStringList, files);
    const QString folder = m_folder.filePath(format);
    QVERIFY(QDir().mkpath(folder));
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--project"), m_project,
                               QStringLiteral("--format"), format, output(format)});
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
    // stderr is a pipe here: no progress lines, and nothing else to say.
    QCOMPARE(run.standardError, QByteArray());
    const QJsonObject printed = QJsonDocument::fromJson(run.standardOutput).object();
    QCOMPARE(printed.value(QStringLiteral("format")).toString(), format);
    QStringList listed;
    for (const QJsonValue& path : printed.value(QStringLiteral("files")).toArray()) {
        QCOMPARE(QFileInfo(path.toString()).absolutePath(), QFileInfo(folder).absoluteFilePath());
        listed.append(QFileInfo(path.toString()).fileName());
    }
    listed.sort();
    QCOMPARE(listed, files);
    // Exactly those files, none empty, and no temporary file left.
    QCOMPARE(entriesOf(folder), files);
    for (const QString& file : files) {
        QVERIFY2(QFileInfo(QDir(folder).filePath(file)).size() > 0, qPrintable(file));
    }
}

void CliReportTest::jsonValidatesAgainstTheSchema() {
    // The report validates; the same report without its criterion must not,
    // which shows that the validator and the schema are live.
    const QString valid = output(QStringLiteral("json"));
    // A ranking's entropy is a differential entropy: negative when the posterior is narrow
    // (a score's standard deviation below 0.24), which the schema must accept.
    QJsonObject narrow = QJsonDocument::fromJson(contentsOf(valid)).object();
    QJsonArray rankings = narrow.value(QStringLiteral("rankings")).toArray();
    QVERIFY(!rankings.isEmpty());
    QJsonObject first = rankings.first().toObject();
    QVERIFY(first.value(QStringLiteral("entropy")).isDouble());
    first.insert(QStringLiteral("entropy"), -12.5);
    rankings.replace(0, first);
    narrow.insert(QStringLiteral("rankings"), rankings);
    const QString negative = m_folder.filePath(QStringLiteral("negative-entropy.json"));
    QFile narrowFile(negative);
    QVERIFY(narrowFile.open(QIODevice::WriteOnly));
    narrowFile.write(QJsonDocument(narrow).toJson());
    narrowFile.close();
    QJsonObject broken = QJsonDocument::fromJson(contentsOf(valid)).object();
    QVERIFY(broken.contains(QStringLiteral("criterion")));
    broken.remove(QStringLiteral("criterion"));
    const QString invalid = m_folder.filePath(QStringLiteral("broken.json"));
    QFile file(invalid);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(broken).toJson());
    file.close();
    const QStringList lines = validateAgainstTheSchema({valid, negative, invalid});
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("valid"));
    QCOMPARE(lines[1], QStringLiteral("valid"));
    QVERIFY2(lines[2].startsWith(QStringLiteral("invalid: ")), qPrintable(lines[2]));
}

// Counted from the imported file, not from PairRank.
void CliReportTest::jsonDescribesTheProject() {
    QFile dataset(m_folder.filePath(QStringLiteral("pandalm-200.jsonl")));
    QVERIFY(dataset.open(QIODevice::ReadOnly));
    QSet<QString> systems;
    QSet<QString> judges;
    while (!dataset.atEnd()) {
        const QJsonObject item = QJsonDocument::fromJson(dataset.readLine()).object();
        systems.insert(item.value(QStringLiteral("system_a")).toString());
        systems.insert(item.value(QStringLiteral("system_b")).toString());
        for (const QString& judge : item.value(QStringLiteral("judges")).toObject().keys()) {
            judges.insert(judge);
        }
    }
    const QJsonObject report =
        QJsonDocument::fromJson(contentsOf(output(QStringLiteral("json")))).object();
    QCOMPARE(report.value(QStringLiteral("format")).toString(), QStringLiteral("pairrank-report"));
    QCOMPARE(report.value(QStringLiteral("created_at")).toString(),
             QStringLiteral("2026-01-01T00:00:00Z"));
    QCOMPARE(
        report.value(QStringLiteral("project")).toObject().value(QStringLiteral("path")).toString(),
        QFileInfo(m_project).absoluteFilePath());
    const QJsonObject counts = report.value(QStringLiteral("counts")).toObject();
    const qsizetype systemCount = systems.size();
    QCOMPARE(counts.value(QStringLiteral("systems")).toInteger(), systemCount);
    QCOMPARE(counts.value(QStringLiteral("pairs")).toInteger(),
             systemCount * (systemCount - 1) / 2);
    QCOMPARE(counts.value(QStringLiteral("contexts_ranked")).toInteger(), kItems);
    QCOMPARE(report.value(QStringLiteral("rankings")).toArray().size(), kItems);
    QStringList reportedJudges;
    for (const QJsonValue& judge : report.value(QStringLiteral("judges")).toArray()) {
        reportedJudges.append(judge.toObject().value(QStringLiteral("name")).toString());
    }
    QStringList expectedJudges = judges.values();
    expectedJudges.sort();
    reportedJudges.sort();
    QCOMPARE(reportedJudges, expectedJudges);
    // PandaLM's labels are every item's, not chosen by a run.
    QVERIFY(!warningKinds(report).isEmpty());
    QVERIFY(!warningKinds(report).contains(QStringLiteral("labels_not_random")));
}

// `pairrank-cli ranking --json` writes each context's ranking in the report's form
// (the schema's ranking, with the criterion besides): the same keys, the same
// contexts in the same order, the same candidates in each.
void CliReportTest::rankingCommandWritesTheReportsRankings() {
    const CliRun run = runCli({QStringLiteral("ranking"), QStringLiteral("--project"), m_project,
                               QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
    const QJsonObject report =
        QJsonDocument::fromJson(contentsOf(output(QStringLiteral("json")))).object();
    const QString criterion = report.value(QStringLiteral("criterion")).toString();
    QVERIFY(!criterion.isEmpty());
    QJsonArray printed;
    for (const QByteArray& line : run.standardOutput.split('\n')) {
        if (line.isEmpty()) {
            continue;
        }
        QJsonObject ranking = QJsonDocument::fromJson(line).object();
        QVERIFY2(!ranking.isEmpty(), line.constData());
        QCOMPARE(ranking.take(QStringLiteral("criterion")).toString(), criterion);
        printed.append(ranking);
    }
    const QJsonArray reported = report.value(QStringLiteral("rankings")).toArray();
    QCOMPARE(printed.size(), reported.size());
    auto candidates = [](const QJsonObject& ranking) {
        QStringList ids;
        for (const QJsonValue& row : ranking.value(QStringLiteral("rows")).toArray()) {
            ids.append(row.toObject().value(QStringLiteral("external_id")).toString());
        }
        ids.sort();
        return ids;
    };
    for (qsizetype i = 0; i < printed.size(); ++i) {
        const QJsonObject mine = printed.at(i).toObject();
        const QJsonObject theirs = reported.at(i).toObject();
        QCOMPARE(mine.keys(), theirs.keys());
        QCOMPARE(mine.value(QStringLiteral("context")), theirs.value(QStringLiteral("context")));
        QCOMPARE(candidates(mine), candidates(theirs));
        QCOMPARE(mine.value(QStringLiteral("rows")).toArray().first().toObject().keys(),
                 theirs.value(QStringLiteral("rows")).toArray().first().toObject().keys());
    }
    const QString path = m_folder.filePath(QStringLiteral("rankings.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(printed).toJson());
    file.close();
    QCOMPARE(validateAgainstTheSchema(
                 {path}, QStringLiteral("{\"type\": \"array\", \"minItems\": 1, \"items\": "
                                        "{\"$ref\": \"#/$defs/ranking\"}}")),
             QStringList{QStringLiteral("valid")});
}

// The estimators' sizes are options; the JSON and the HTML settings table say which were
// used (the defaults are the Calibration tab's, which the other tests' reports record).
void CliReportTest::estimatorSizesAreOptionsTheReportRecords() {
    const QJsonObject defaults = QJsonDocument::fromJson(contentsOf(output(QStringLiteral("json"))))
                                     .object()
                                     .value(QStringLiteral("settings"))
                                     .toObject();
    const auto sizes = [](const QJsonObject& settings, const QString& estimator) {
        const QJsonObject of = settings.value(estimator).toObject();
        return QList<int>{of.value(QStringLiteral("chains")).toInt(-1),
                          of.value(QStringLiteral("draws")).toInt(-1),
                          of.value(QStringLiteral("warmup")).toInt(-1)};
    };
    QCOMPARE(sizes(defaults, QStringLiteral("dawid_skene")), (QList<int>{4, 20000, 1000}));
    QCOMPARE(sizes(defaults, QStringLiteral("pooled_regression")), (QList<int>{4, 2000, 2000}));
    QCOMPARE(defaults.value(QStringLiteral("bwrs")).toObject().value(QStringLiteral("draws")),
             QJsonValue(100000));

    QTemporaryDir folder;
    const QStringList options{QStringLiteral("--draws"),         QStringLiteral("500"),
                              QStringLiteral("--chains"),        QStringLiteral("2"),
                              QStringLiteral("--warmup"),        QStringLiteral("50"),
                              QStringLiteral("--bwrs-draws"),    QStringLiteral("1000"),
                              QStringLiteral("--pooled-draws"),  QStringLiteral("200"),
                              QStringLiteral("--pooled-chains"), QStringLiteral("3"),
                              QStringLiteral("--pooled-warmup"), QStringLiteral("100")};
    for (const QString& format : {QStringLiteral("json"), QStringLiteral("html")}) {
        const CliRun run = runCli(
            QStringList{QStringLiteral("report"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--format"), format} +
            options + QStringList{QDir(folder.path()).filePath(QStringLiteral("small.") + format)});
        QVERIFY2(run.exitCode == 0, run.standardError.constData());
    }
    const QJsonObject settings =
        QJsonDocument::fromJson(
            contentsOf(QDir(folder.path()).filePath(QStringLiteral("small.json"))))
            .object()
            .value(QStringLiteral("settings"))
            .toObject();
    QCOMPARE(sizes(settings, QStringLiteral("dawid_skene")), (QList<int>{2, 500, 50}));
    QCOMPARE(sizes(settings, QStringLiteral("pooled_regression")), (QList<int>{3, 200, 100}));
    QCOMPARE(settings.value(QStringLiteral("bwrs")).toObject().value(QStringLiteral("draws")),
             QJsonValue(1000));
    const QString html =
        QString::fromUtf8(contentsOf(QDir(folder.path()).filePath(QStringLiteral("small.html"))));
    for (const QString& row : {QStringLiteral("2 × 500, 50"), QStringLiteral("3 × 200, 100")}) {
        QVERIFY2(html.contains(row), qPrintable(row));
    }
}

// Labels a run routed to people are not a random sample of the judged pairs, which the
// calibrated estimators assume: the report says how many there are, among all. Made as a
// user would: candidates of three systems, a judged run, random labels, then a run that
// puts pairs to people and an annotator who labels five of them.
void CliReportTest::labelsOnPairsARunChoseAreWarnedOf() {
    const QString candidates = m_folder.filePath(QStringLiteral("three-systems.csv"));
    {
        QFile file(candidates);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("context_id,candidate_id,system,text\n");
        for (int context = 0; context < 40; ++context) {
            for (const char* system : {"alpha", "beta", "gamma"}) {
                file.write(QStringLiteral("q%1,q%1-%2,%2,An answer of %2 to question %1.\n")
                               .arg(context)
                               .arg(QLatin1String(system))
                               .toUtf8());
            }
        }
    }
    const QString project = m_folder.filePath(QStringLiteral("routed.pairrank"));
    const QString criterion = QStringLiteral("quality");
    const QList<QStringList> steps{
        {QStringLiteral("init"), project},
        {QStringLiteral("import"), QStringLiteral("--project"), project, QStringLiteral("--kind"),
         QStringLiteral("candidates"), candidates},
        {QStringLiteral("run"), QStringLiteral("--project"), project, QStringLiteral("--judge"),
         QStringLiteral("sim"), QStringLiteral("--criterion"), criterion,
         QStringLiteral("--quiet")},
        {QStringLiteral("annotate"), QStringLiteral("--project"), project,
         QStringLiteral("--criterion"), criterion, QStringLiteral("--annotator"),
         QStringLiteral("random"), QStringLiteral("--auto"), QStringLiteral("random"),
         QStringLiteral("--labels"), QStringLiteral("40")},
        {QStringLiteral("run"), QStringLiteral("--project"), project, QStringLiteral("--judge"),
         QStringLiteral("sim"), QStringLiteral("--criterion"), criterion,
         QStringLiteral("--human-labels"), QStringLiteral("1"), QStringLiteral("--human-budget"),
         QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("3"),
         QStringLiteral("--quiet")},
        {QStringLiteral("annotate"), QStringLiteral("--project"), project,
         QStringLiteral("--criterion"), criterion, QStringLiteral("--annotator"),
         QStringLiteral("routed"), QStringLiteral("--source"), QStringLiteral("queue"),
         QStringLiteral("--auto"), QStringLiteral("random"), QStringLiteral("--labels"),
         QStringLiteral("5")},
        {QStringLiteral("annotate"), QStringLiteral("--project"), project,
         QStringLiteral("--criterion"), criterion, QStringLiteral("--annotator"),
         QStringLiteral("unsure"), QStringLiteral("--source"), QStringLiteral("uncertain"),
         QStringLiteral("--auto"), QStringLiteral("random"), QStringLiteral("--labels"),
         QStringLiteral("3")},
        {QStringLiteral("export"), QStringLiteral("--project"), project, QStringLiteral("--kind"),
         QStringLiteral("labels"), QStringLiteral("--format"), QStringLiteral("jsonl"),
         m_folder.filePath(QStringLiteral("routed-labels.jsonl"))},
    };
    for (const QStringList& step : steps) {
        const CliRun run = runCli(step);
        QVERIFY2(run.exitCode == 0, qPrintable(step.join(u' ') + QStringLiteral(": ") +
                                               QString::fromUtf8(run.standardError)));
    }
    const QString json = m_folder.filePath(QStringLiteral("routed.json"));
    const CliRun report = runCli({QStringLiteral("report"), QStringLiteral("--project"), project,
                                  QStringLiteral("--format"), QStringLiteral("json"), json});
    QVERIFY2(report.exitCode == 0, report.standardError.constData());
    const QJsonObject document = QJsonDocument::fromJson(contentsOf(json)).object();
    const QStringList kinds = warningKinds(document);
    QCOMPARE(kinds.count(QStringLiteral("labels_not_random")), 1);
    const QJsonObject warning = document.value(QStringLiteral("warnings"))
                                    .toArray()
                                    .at(kinds.indexOf(QStringLiteral("labels_not_random")))
                                    .toObject();
    const QString message = warning.value(QStringLiteral("message")).toString();
    // Each label's source, as exported: the labels on pairs someone labelled from Most
    // uncertain are the 3 of "unsure" and any earlier one on the same pairs.
    QSet<QPair<QString, QString>> uncertainPairs;
    QList<std::pair<QPair<QString, QString>, QString>> labels; // pair, choice
    for (const QByteArray& line :
         contentsOf(m_folder.filePath(QStringLiteral("routed-labels.jsonl"))).split('\n')) {
        const QJsonObject label = QJsonDocument::fromJson(line).object();
        if (label.isEmpty()) {
            continue;
        }
        const QString a = label.value(QStringLiteral("a")).toString();
        const QString b = label.value(QStringLiteral("b")).toString();
        const QPair<QString, QString> pair = a < b ? qMakePair(a, b) : qMakePair(b, a);
        labels.append({pair, label.value(QStringLiteral("choice")).toString()});
        if (label.value(QStringLiteral("source")).toString() == QStringLiteral("uncertain")) {
            uncertainPairs.insert(pair);
        }
    }
    QCOMPARE(labels.size(), 48);
    qint64 onUncertainPairs = 0;
    for (const auto& [pair, choice] : std::as_const(labels)) {
        onUncertainPairs += choice != QStringLiteral("skip") && uncertainPairs.contains(pair);
    }
    QVERIFY(onUncertainPairs >= 3);
    // "%1 of %2 (%3 on pairs a run put to people, %4 on pairs … most uncertain)": a label on
    // a pair of both kinds counts once in %1.
    static const QRegularExpression counts(
        QStringLiteral(R"((\d+) of (\d+) \((\d+) on pairs a run put to people, (\d+) on pairs)"));
    const QRegularExpressionMatch match = counts.match(message);
    QVERIFY2(match.hasMatch(), qPrintable(message));
    const qint64 total = match.captured(1).toLongLong();
    const qint64 queued = match.captured(3).toLongLong();
    QCOMPARE(match.captured(2).toLongLong(), 48);
    QVERIFY2(queued >= 5, qPrintable(message));
    QCOMPARE(match.captured(4).toLongLong(), onUncertainPairs);
    QVERIFY2(total >= std::max(queued, onUncertainPairs) && total <= queued + onUncertainPairs,
             qPrintable(message));
    QCOMPARE(validateAgainstTheSchema({json}), QStringList{QStringLiteral("valid")});
    // The CLI's documents count in English: "4 warnings", "1 warning", never "warning(s)".
    const QString html = m_folder.filePath(QStringLiteral("routed.html"));
    const CliRun written = runCli({QStringLiteral("report"), QStringLiteral("--project"), project,
                                   QStringLiteral("--format"), QStringLiteral("html"), html});
    QVERIFY2(written.exitCode == 0, written.standardError.constData());
    const QString page = QString::fromUtf8(contentsOf(html));
    static const QRegularExpression warningCount(
        QStringLiteral(R"((\d+) (warnings?) below qualify these numbers)"));
    const QRegularExpressionMatch counted = warningCount.match(page);
    QVERIFY2(counted.hasMatch(), "no count of warnings in the summary");
    QCOMPARE(counted.captured(2), counted.captured(1) == QStringLiteral("1")
                                      ? QStringLiteral("warning")
                                      : QStringLiteral("warnings"));
    QVERIFY(!page.contains(QStringLiteral("(s)")));

    // With human labels the matrix is the pooled regression's: each cell is its pair's
    // estimate, inside its interval.
    const QJsonObject winRates = document.value(QStringLiteral("win_rates")).toObject();
    QCOMPARE(winRates.value(QStringLiteral("win_rate_source")).toString(),
             QStringLiteral("pooled_regression"));
    const QJsonArray systems = winRates.value(QStringLiteral("systems")).toArray();
    const QJsonArray matrix = winRates.value(QStringLiteral("win_rate_matrix")).toArray();
    const QJsonArray pairs = winRates.value(QStringLiteral("pairs")).toArray();
    QCOMPARE(pairs.size(), 3);
    for (const QJsonValue& value : pairs) {
        const QJsonArray names = value[QStringLiteral("systems")].toArray();
        const QJsonObject pooled = value[QStringLiteral("pooled_regression")].toObject();
        const double mean = pooled.value(QStringLiteral("mean")).toDouble();
        const QJsonArray interval = pooled.value(QStringLiteral("interval")).toArray();
        QVERIFY(interval[0].toDouble() <= mean && mean <= interval[1].toDouble());
        const auto row = systems.toVariantList().indexOf(names[0].toString());
        const auto column = systems.toVariantList().indexOf(names[1].toString());
        QCOMPARE(matrix[row].toArray()[column].toDouble(), mean);
    }
}

void CliReportTest::pdfTextHasEverySection() {
    const QString pdf = output(QStringLiteral("pdf"));
    QVERIFY(contentsOf(pdf).startsWith("%PDF"));
    const QString text = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY2(!text.isEmpty(), "pdftotext (poppler-utils) failed or is missing");
    // The sections the report promises (ui/report/report_html.h), in their order.
    const QStringList sections{QStringLiteral("Summary"),
                               QStringLiteral("Warnings"),
                               QStringLiteral("Win-rate matrix"),
                               QStringLiteral("Pairs of systems"),
                               QStringLiteral("Judge accuracy"),
                               QStringLiteral("Judge bias"),
                               QStringLiteral("Candidate rankings"),
                               QStringLiteral("Reproduction settings")};
    // Each a line of its own (a page's first line starts with a form feed).
    const QStringList lines = QString(text).remove(u'\f').split(u'\n');
    qsizetype from = 0;
    for (const QString& section : sections) {
        const qsizetype at = lines.indexOf(section, from);
        QVERIFY2(at >= 0, qPrintable(section));
        from = at + 1;
    }
    for (const QString& system :
         {QStringLiteral("llama-7b"), QStringLiteral("bloom-7b"), QStringLiteral("opt-7b"),
          QStringLiteral("pythia-6.9b"), QStringLiteral("cerebras-gpt-6.7B")}) {
        QVERIFY2(text.contains(system), qPrintable(system));
    }
}

void CliReportTest::csvTablesHaveTheirShape() {
    const QString folder = m_folder.filePath(QStringLiteral("csv"));
    const auto lines = [&](const QString& table) {
        return QString::fromUtf8(contentsOf(QDir(folder).filePath(u"report-" + table + u".csv")))
            .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    };
    const QStringList matrix = lines(QStringLiteral("matrix"));
    QCOMPARE(matrix.size(), 1 + 5); // a header and one row per system
    QVERIFY(matrix.first().startsWith(QStringLiteral("system,")));
    QCOMPARE(matrix.first().count(u','), 5);
    const QStringList accuracy = lines(QStringLiteral("accuracy"));
    QCOMPARE(accuracy.size(), 1 + 2); // a header and one row per judge
    // Per pair: the pooled regression, PPI++ and the joint estimate, then observed, BWRS
    // and PPI++ for each of two judges.
    QCOMPARE(lines(QStringLiteral("pairs")).size(), 1 + 10 * (3 + 2 * 3));
    // Two candidates per item, all ranked.
    QCOMPARE(lines(QStringLiteral("rankings")).size(), 1 + 2 * kItems);
}

void CliReportTest::sameProjectSameBytes() {
    const QString again = m_folder.filePath(QStringLiteral("again"));
    QVERIFY(QDir().mkpath(again));
    // Without the suffix: it is added.
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--project"), m_project,
                               QStringLiteral("--format"), QStringLiteral("json"),
                               QDir(again).filePath(QStringLiteral("report"))});
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
    QCOMPARE(entriesOf(again), QStringList{QStringLiteral("report.json")});
    QCOMPARE(contentsOf(QDir(again).filePath(QStringLiteral("report.json"))),
             contentsOf(output(QStringLiteral("json"))));
}

void CliReportTest::badInputExitsTwoAndWritesNothing_data() {
    QTest::addColumn<QString>("options"); // P: the project
    QTest::addColumn<QString>("named");   // what the message must name
    QTest::newRow("no --project") << QStringLiteral("--format pdf") << QStringLiteral("--project");
    QTest::newRow("no --format") << QStringLiteral("--project P") << QStringLiteral("--format");
    QTest::newRow("unknown format")
        << QStringLiteral("--project P --format docx") << QStringLiteral("--format");
    QTest::newRow("missing project") << QStringLiteral("--project missing.pairrank --format json")
                                     << QStringLiteral("missing.pairrank");
    QTest::newRow("unknown criterion")
        << QStringLiteral("--project P --format json --criterion fluency")
        << QStringLiteral("--criterion");
    QTest::newRow("unknown prior")
        << QStringLiteral("--project P --format json --prior hopeful") << QStringLiteral("--prior");
    QTest::newRow("negative seed")
        << QStringLiteral("--project P --format json --seed -1") << QStringLiteral("--seed");
    QTest::newRow("too few draws")
        << QStringLiteral("--project P --format json --draws 3") << QStringLiteral("--draws");
    QTest::newRow("too many chains")
        << QStringLiteral("--project P --format json --chains 65") << QStringLiteral("--chains");
    QTest::newRow("short pooled warm-up")
        << QStringLiteral("--project P --format json --pooled-warmup 99")
        << QStringLiteral("--pooled-warmup");
    QTest::newRow("draws not a number")
        << QStringLiteral("--project P --format json --bwrs-draws many")
        << QStringLiteral("--bwrs-draws");
}

void CliReportTest::badInputExitsTwoAndWritesNothing() {
    QFETCH(QString, options);
    QFETCH(QString, named);
    QStringList arguments{QStringLiteral("report")};
    for (const QString& option : options.split(u' ')) {
        arguments.append(option == QStringLiteral("P") ? m_project : option);
    }
    QTemporaryDir folder;
    const CliRun run =
        runCli(arguments + QStringList{QDir(folder.path()).filePath(QStringLiteral("r.pdf"))});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.standardOutput, QByteArray());
    const QString message = QString::fromUtf8(run.standardError);
    QVERIFY2(message.startsWith(QStringLiteral("pairrank-cli: ")) && message.count(u'\n') == 1,
             qPrintable(message));
    QVERIFY2(message.contains(named), qPrintable(message));
    QCOMPARE(entriesOf(folder.path()), QStringList());
}

void CliReportTest::failedWriteExitsOneAndRemovesWhatItWrote() {
    QTemporaryDir folder;
    // A folder where the matrix table should go: it cannot be written, after the
    // pairs table was.
    QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("r-matrix.csv")));
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--project"), m_project,
                               QStringLiteral("--format"), QStringLiteral("csv"),
                               QDir(folder.path()).filePath(QStringLiteral("r.csv"))});
    QCOMPARE(run.exitCode, 1);
    const QString message = QString::fromUtf8(run.standardError);
    QVERIFY2(message.count(u'\n') == 1 && message.contains(QStringLiteral("r-matrix.csv")),
             qPrintable(message));
    QCOMPARE(entriesOf(folder.path()), QStringList{QStringLiteral("r-matrix.csv")});
}

// On a terminal the command shows its progress; Ctrl-C once the work has begun
// stops it at its next step, exit 1, with nothing in the folder.
void CliReportTest::interruptCancelsAndLeavesNothing() {
    PseudoTerminal terminal;
    QVERIFY(!terminal.devicePath().isEmpty());
    QTemporaryDir folder;
    QProcess process;
    process.setStandardErrorFile(terminal.devicePath());
    process.start(QStringLiteral(PAIRRANK_CLI_PATH),
                  {QStringLiteral("report"), QStringLiteral("--project"), m_project,
                   QStringLiteral("--format"), QStringLiteral("pdf"),
                   QDir(folder.path()).filePath(QStringLiteral("r.pdf"))});
    QVERIFY(process.waitForStarted());
    const QByteArray progress = terminal.readUntil("Estimating the win rates", 60'000);
    QVERIFY2(progress.contains("report: 0/"), progress.constData());
    QCOMPARE(::kill(static_cast<pid_t>(process.processId()), SIGINT), 0);
    QVERIFY(process.waitForFinished(60'000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QByteArray shown = terminal.readUntil("nothing was written", 10'000);
    QVERIFY2(shown.contains("pairrank-cli: report cancelled; nothing was written"),
             shown.constData());
    QCOMPARE(process.readAllStandardOutput(), QByteArray());
    QCOMPARE(entriesOf(folder.path()), QStringList());
}

void CliReportTest::aProjectWithoutSystemsReportsEachJudgesAccuracy() {
    // LLMBar's items are single pairs of outputs with a gold human label and the verdicts
    // of many judge configurations (data/llmbar/README.md); its texts name no system, so
    // there is no win rate, but each judge's agreement with the people is what the
    // dataset is for. The counts expected here are taken from the file itself by
    // win_rate_project.h's rule: a judge's verdicts in the two orders (already mapped
    // back to A/B) are averaged, an even split is no verdict.
    constexpr int kLlmbarItems = 40;
    QFile dataset(QStringLiteral(PAIRRANK_SOURCE_DIR "/data/llmbar/llmbar.jsonl"));
    QVERIFY2(dataset.open(QIODevice::ReadOnly), qPrintable(dataset.fileName()));
    const QString items = m_folder.filePath(QStringLiteral("llmbar-40.jsonl"));
    QFile subset(items);
    QVERIFY(subset.open(QIODevice::WriteOnly));
    struct Expected {
        int humanFirst = 0;
        int correctFirst = 0;
        int humanSecond = 0;
        int correctSecond = 0;
    };
    QMap<QString, Expected> expected;
    for (int line = 0; line < kLlmbarItems; ++line) {
        const QByteArray text = dataset.readLine();
        QVERIFY(text.endsWith('\n'));
        subset.write(text);
        const QJsonObject item = QJsonDocument::fromJson(text).object();
        const bool humanChoseA = item.value(QStringLiteral("human_label")).toString() == u"A";
        const QJsonObject verdicts = item.value(QStringLiteral("judges")).toObject();
        QMap<QString, QList<double>> votesForA; // per judge, 1 for A and 0 for B in each order
        for (auto verdict = verdicts.begin(); verdict != verdicts.end(); ++verdict) {
            QString judge = verdict.key();
            judge.remove(QRegularExpression(QStringLiteral("/swapped$")));
            votesForA[judge].append(verdict.value().toString() == u"A" ? 1.0 : 0.0);
        }
        for (auto judge = votesForA.begin(); judge != votesForA.end(); ++judge) {
            double sum = 0;
            for (const double vote : judge.value()) {
                sum += vote;
            }
            const double mean = sum / static_cast<double>(judge.value().size());
            Expected& counts = expected[judge.key()];
            if (mean == 0.5) {
                continue;
            }
            if (humanChoseA) {
                ++counts.humanFirst;
                counts.correctFirst += mean > 0.5 ? 1 : 0;
            } else {
                ++counts.humanSecond;
                counts.correctSecond += mean < 0.5 ? 1 : 0;
            }
        }
    }
    subset.close();
    const QString project = m_folder.filePath(QStringLiteral("llmbar.pairrank"));
    QVERIFY(runCli({QStringLiteral("init"), project}).exitCode == 0);
    const CliRun import = runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                                  QStringLiteral("--dataset"), QStringLiteral("llmbar"), items});
    QVERIFY2(import.exitCode == 0, import.standardError.constData());

    const QString json = m_folder.filePath(QStringLiteral("llmbar-report.json"));
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--project"), project,
                               QStringLiteral("--format"), QStringLiteral("json"), json});
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
    QCOMPARE(validateAgainstTheSchema({json}), QStringList{QStringLiteral("valid")});
    QFile written(json);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QJsonObject report = QJsonDocument::fromJson(written.readAll()).object();
    QVERIFY2(report.value(QStringLiteral("win_rates_missing"))
                 .toString()
                 .startsWith(QStringLiteral("no candidate names the system that wrote it")),
             qPrintable(report.value(QStringLiteral("win_rates_missing")).toString()));
    const QJsonObject counts = report.value(QStringLiteral("counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("systems")).toInt(), 0);
    QCOMPARE(counts.value(QStringLiteral("pairs")).toInt(), 0);
    QCOMPARE(counts.value(QStringLiteral("human_labels")).toInt(), kLlmbarItems);
    const QJsonObject winRates = report.value(QStringLiteral("win_rates")).toObject();
    QVERIFY(winRates.value(QStringLiteral("pairs")).toArray().isEmpty());
    // No estimator made a win rate, so none is named.
    QVERIFY(winRates.value(QStringLiteral("win_rate_source")).isNull());
    const QJsonArray table = winRates.value(QStringLiteral("accuracy_table")).toArray();
    QCOMPARE(table.size(), expected.size());
    int judgesBetterThanChance = 0;
    for (const QJsonValue& value : table) {
        const QJsonObject row = value.toObject();
        const QString name = row.value(QStringLiteral("name")).toString();
        QVERIFY2(expected.contains(name), qPrintable(name));
        const Expected& want = expected[name];
        const auto field = [&row](const char* key) {
            return row.value(QLatin1String(key)).toInt(-1);
        };
        QVERIFY2(field("human_first") == want.humanFirst &&
                     field("correct_first") == want.correctFirst &&
                     field("human_second") == want.humanSecond &&
                     field("correct_second") == want.correctSecond,
                 qPrintable(name + QStringLiteral(": ") +
                            QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact))));
        judgesBetterThanChance +=
            2 * (want.correctFirst + want.correctSecond) > want.humanFirst + want.humanSecond ? 1
                                                                                              : 0;
    }
    // Not a report of nothing: most configurations agree with the gold labels more often
    // than not on these (mostly natural) items.
    QVERIFY(judgesBetterThanChance > table.size() / 2);

    // The readable report says why and leaves out the sections about systems.
    const QString html = m_folder.filePath(QStringLiteral("llmbar-report.html"));
    const CliRun htmlRun = runCli({QStringLiteral("report"), QStringLiteral("--project"), project,
                                   QStringLiteral("--format"), QStringLiteral("html"), html});
    QVERIFY2(htmlRun.exitCode == 0, htmlRun.standardError.constData());
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(page.readAll());
    QVERIFY(text.contains(QStringLiteral("no win rates, because no candidate names the system")));
    QVERIFY(text.contains(QStringLiteral(">Judge accuracy<")));
    QVERIFY(!text.contains(QStringLiteral(">Win-rate matrix<")));
    QVERIFY(!text.contains(QStringLiteral(">Pairs of systems<")));
}

// A report records where its project is, whatever folder the command ran in.
void CliReportTest::aRelativeProjectPathIsRecordedAbsolute() {
    QProcess process;
    process.setWorkingDirectory(QFileInfo(m_project).absolutePath());
    const QString json = m_folder.filePath(QStringLiteral("relative.json"));
    process.start(QStringLiteral(PAIRRANK_CLI_PATH),
                  {QStringLiteral("report"), QStringLiteral("--project"),
                   QFileInfo(m_project).fileName(), QStringLiteral("--format"),
                   QStringLiteral("json"), json});
    QVERIFY(process.waitForFinished(120'000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    const QJsonObject report = QJsonDocument::fromJson(contentsOf(json)).object();
    QCOMPARE(
        report.value(QStringLiteral("project")).toObject().value(QStringLiteral("path")).toString(),
        QFileInfo(m_project).absoluteFilePath());
}

QTEST_GUILESS_MAIN(CliReportTest)
#include "test_cli_report.moc"
