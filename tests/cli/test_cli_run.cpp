// Runs the real pairrank-cli executable: `run --absolute-scores --absolute-weight W`
// stores a run whose settings carry the absolute scores and their weight, and a
// bad weight is a usage error (exit status 2) that names the option and stores
// no run; `run --human-labels W --human-budget N` stores the budget and its summary
// says how many pairs it put to people and how many wait.
#include "cli_runner.h"
#include "core/stats/pair_exclusions.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using pairrank::judge::testing::CliRun;
using pairrank::judge::testing::createProject;
using pairrank::judge::testing::runCli;

namespace {

QStringList runArguments(const QString& project, const QStringList& extra) {
    return QStringList{QStringLiteral("run"),
                       QStringLiteral("--project"),
                       project,
                       QStringLiteral("--judge"),
                       QStringLiteral("sim"),
                       QStringLiteral("--criterion"),
                       QStringLiteral("overall"),
                       QStringLiteral("--budget"),
                       QStringLiteral("2N"),
                       QStringLiteral("--quiet")} +
           extra;
}

// The stored runs' settings as JSON, in id order; fails the calling test when unreadable.
QList<QJsonObject> storedRunSettings(const QString& project) {
    QList<QJsonObject> settings;
    auto opened = pairrank::storage::ProjectDatabase::open(project);
    if (!opened) {
        QTest::qFail(qPrintable(opened.error().toString()), __FILE__, __LINE__);
        return settings;
    }
    const auto runs = pairrank::storage::listRuns(**opened);
    if (!runs) {
        QTest::qFail(qPrintable(runs.error().toString()), __FILE__, __LINE__);
        return settings;
    }
    for (const pairrank::domain::Run& run : *runs) {
        settings << run.config;
    }
    return settings;
}

} // namespace

class CliRunTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void absoluteScoresAndTheirWeightAreTheRunsSettings();
    void aBadAbsoluteWeightIsAUsageError_data();
    void aBadAbsoluteWeightIsAUsageError();
    void aLabelBudgetPutsPairsToPeople();
    void aContextTooLargeForARunIsRefusedAtItsStart();

private:
    QString newProject(const QString& name);

    QTemporaryDir m_folder;
};

void CliRunTest::initTestCase() {
    QVERIFY(m_folder.isValid());
}

QString CliRunTest::newProject(const QString& name) {
    const QString project = m_folder.filePath(name + QStringLiteral(".pairrank"));
    const QString error =
        createProject(project, m_folder.filePath(name + QStringLiteral(".jsonl")), 4);
    if (!error.isEmpty()) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return {};
    }
    return project;
}

void CliRunTest::absoluteScoresAndTheirWeightAreTheRunsSettings() {
    const QString project = newProject(QStringLiteral("absolute"));
    QVERIFY(!project.isEmpty());

    const CliRun plain = runCli(runArguments(project, {}));
    QVERIFY2(plain.exitCode == 0, plain.standardError.constData());
    const CliRun absolute =
        runCli(runArguments(project, {QStringLiteral("--absolute-scores"),
                                      QStringLiteral("--absolute-weight"), QStringLiteral("2.5")}));
    QVERIFY2(absolute.exitCode == 0, absolute.standardError.constData());
    const CliRun defaultWeight =
        runCli(runArguments(project, {QStringLiteral("--absolute-scores")}));
    QVERIFY2(defaultWeight.exitCode == 0, defaultWeight.standardError.constData());

    // Three different settings: three runs, none resumed as another.
    const QList<QJsonObject> settings = storedRunSettings(project);
    QCOMPARE(settings.size(), 3);
    const QList<std::pair<bool, double>> expected{{false, 1.0}, {true, 2.5}, {true, 1.0}};
    for (qsizetype i = 0; i < settings.size(); ++i) {
        const QJsonObject stored =
            settings.at(i).value(QStringLiteral("absolute_scores")).toObject();
        QCOMPARE(stored.value(QStringLiteral("use")).toBool(), expected.at(i).first);
        QCOMPARE(stored.value(QStringLiteral("weight")).toDouble(), expected.at(i).second);
    }
}

void CliRunTest::aBadAbsoluteWeightIsAUsageError_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    const QString scores = QStringLiteral("--absolute-scores");
    const QString weight = QStringLiteral("--absolute-weight");
    QTest::newRow("negative") << QStringList{scores, weight, QStringLiteral("-1")}
                              << QStringLiteral("--absolute-weight must be > 0");
    QTest::newRow("zero") << QStringList{scores, weight, QStringLiteral("0")}
                          << QStringLiteral("--absolute-weight must be > 0");
    QTest::newRow("infinite") << QStringList{scores, weight, QStringLiteral("inf")}
                              << QStringLiteral("--absolute-weight must be > 0");
    QTest::newRow("not a number") << QStringList{scores, weight, QStringLiteral("heavy")}
                                  << QStringLiteral("--absolute-weight must be a number");
    QTest::newRow("without the scores")
        << QStringList{weight, QStringLiteral("2")} << QStringLiteral("--absolute-weight needs");
    QTest::newRow("label budget without labels")
        << QStringList{QStringLiteral("--human-budget"), QStringLiteral("5")}
        << QStringLiteral("--human-budget needs --human-labels");
}

void CliRunTest::aBadAbsoluteWeightIsAUsageError() {
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const QString project =
        newProject(QStringLiteral("bad-%1").arg(QString::fromUtf8(QTest::currentDataTag())));
    QVERIFY(!project.isEmpty());

    const CliRun refused = runCli(runArguments(project, options));
    QCOMPARE(refused.exitCode, 2);
    const QString error = QString::fromUtf8(refused.standardError);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(refused.standardOutput.isEmpty());
    QCOMPARE(storedRunSettings(project).size(), 0);
}

void CliRunTest::aLabelBudgetPutsPairsToPeople() {
    const QString project = newProject(QStringLiteral("people"));
    QVERIFY(!project.isEmpty());
    const CliRun run =
        runCli(runArguments(project, {QStringLiteral("--human-labels"), QStringLiteral("2"),
                                      QStringLiteral("--human-budget"), QStringLiteral("6")}));
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
    const QList<QByteArray> lines = run.standardOutput.trimmed().split('\n');
    const QJsonObject totals =
        QJsonDocument::fromJson(lines.last()).object().value(QStringLiteral("totals")).toObject();
    QCOMPARE(totals.value(QStringLiteral("human_budget")).toInteger(), 6);
    const qint64 queued = totals.value(QStringLiteral("human_queued")).toInteger(-1);
    QVERIFY2(queued >= 1 && queued <= 6, qPrintable(QString::number(queued)));
    QCOMPARE(totals.value(QStringLiteral("human_waiting")).toInteger(), queued); // none labelled
    QCOMPARE(totals.value(QStringLiteral("human_labels")).toInteger(-1), 0);
    const QList<QJsonObject> settings = storedRunSettings(project);
    QCOMPARE(settings.size(), 1);
    const QJsonObject labels = settings.first().value(QStringLiteral("human_labels")).toObject();
    QCOMPARE(labels.value(QStringLiteral("use")).toBool(), true);
    QCOMPARE(labels.value(QStringLiteral("weight")).toDouble(), 2.0);
    QCOMPARE(labels.value(QStringLiteral("budget")).toInteger(), 6);
}

// A context above the selection's limit would make the run factor a dense N × N posterior
// for hours before failing; it is refused at the start, naming the context and its size.
void CliRunTest::aContextTooLargeForARunIsRefusedAtItsStart() {
    const int count = pairrank::stats::kMaximumSelectionCandidates + 1;
    const QString project = m_folder.filePath(QStringLiteral("large.pairrank"));
    const QString error =
        createProject(project, m_folder.filePath(QStringLiteral("large.jsonl")), count);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const CliRun run = runCli(runArguments(project, {}));
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.standardError.contains(
                 QStringLiteral("context article has %1 candidates: a run chooses pairs in "
                                "contexts of at most %2")
                     .arg(count)
                     .arg(pairrank::stats::kMaximumSelectionCandidates)
                     .toUtf8()),
             run.standardError.constData());
}

QTEST_GUILESS_MAIN(CliRunTest)
#include "test_cli_run.moc"
