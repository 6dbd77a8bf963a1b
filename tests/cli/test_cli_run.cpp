// Runs the real pairrank-cli executable: `run --absolute-scores --absolute-weight W`
// stores a run whose settings carry the absolute scores and their weight, and a
// bad weight is a usage error (exit status 2) that names the option and stores
// no run; `run --human-labels W --human-budget N` stores the budget and its summary
// says how many pairs it put to people and how many wait; a pool above the dense
// posterior's limit is run, and a strategy that needs that posterior is refused there.
#include "cli_runner.h"
#include "core/run/context_model.h"
#include "core/stats/pair_exclusions.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
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
    void aPoolAboveTheDenseLimitIsRun();
    void aStrategyNeedingTheDensePosteriorIsRefusedInALargePool();
    void theReorderRuleStopsARunInALargePool();

private:
    // A project of one context of `candidates` candidates; empty (and the test failed)
    // when it cannot be made.
    QString newProject(const QString& name, int candidates = 4);

    QTemporaryDir m_folder;
};

void CliRunTest::initTestCase() {
    QVERIFY(m_folder.isValid());
}

QString CliRunTest::newProject(const QString& name, int candidates) {
    const QString project = m_folder.filePath(name + QStringLiteral(".pairrank"));
    const QString error =
        createProject(project, m_folder.filePath(name + QStringLiteral(".jsonl")), candidates);
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

// Above the old limit of the dense posterior: the run keeps no N × N matrix, chooses its
// batches among score neighbours, and stores every judgement of its budget, each pair once.
void CliRunTest::aPoolAboveTheDenseLimitIsRun() {
    const int count = pairrank::stats::kMaximumSelectionCandidates + 1;
    const QString project = newProject(QStringLiteral("large"), count);
    QVERIFY(!project.isEmpty());
    const CliRun run =
        runCli(runArguments(project, {QStringLiteral("--strategy"), QStringLiteral("reorder"),
                                      QStringLiteral("--batch"), QStringLiteral("4000")}));
    QVERIFY2(run.exitCode == 0, run.standardError.constData());

    auto opened = pairrank::storage::ProjectDatabase::open(project);
    QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
    QSqlQuery query = (*opened)->query();
    QVERIFY(query.exec(
        QStringLiteral("SELECT COUNT(*), COUNT(DISTINCT candidate_a || '-' || candidate_b), "
                       "SUM(p IS NULL) FROM judgements")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toLongLong(), 2 * qint64{count}); // --budget 2N
    QCOMPARE(query.value(1).toLongLong(), 2 * qint64{count});
    QCOMPARE(query.value(2).toLongLong(), 0);
}

// Strategies that need the dense posterior are refused above the large-pool limit, before
// anything is stored.
void CliRunTest::aStrategyNeedingTheDensePosteriorIsRefusedInALargePool() {
    const int count = pairrank::run::kLargePoolAboveCandidates + 1;
    const QString project = newProject(QStringLiteral("above"), count);
    QVERIFY(!project.isEmpty());
    const CliRun run = runCli(
        runArguments(project, {QStringLiteral("--strategy"), QStringLiteral("rank-variance")}));
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.standardError.contains(
                 QStringLiteral("context article has %1 candidates: above %2 a run chooses pairs "
                                "with the strategy random, reorder, epsilon, min-uncertainty or "
                                "variance; rank-variance needs")
                     .arg(count)
                     .arg(pairrank::run::kLargePoolAboveCandidates)
                     .toUtf8()),
             run.standardError.constData());
    auto opened = pairrank::storage::ProjectDatabase::open(project);
    QVERIFY(opened.ok());
    QSqlQuery query = (*opened)->query();
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM judgements")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toLongLong(), 0);
}

// The rule reads the neighbours' reordering probabilities from the comparison graph: before
// any answer every neighbour pair is a coin toss (0.5 < 0.99), so the run stops at once;
// without that number the rule would never hold and the run would use its budget.
void CliRunTest::theReorderRuleStopsARunInALargePool() {
    const int count = pairrank::run::kLargePoolAboveCandidates + 1;
    const QString project = newProject(QStringLiteral("stopped"), count);
    QVERIFY(!project.isEmpty());
    const CliRun run =
        runCli(runArguments(project, {QStringLiteral("--strategy"), QStringLiteral("reorder"),
                                      QStringLiteral("--batch"), QStringLiteral("1000"),
                                      QStringLiteral("--stop"), QStringLiteral("reorder:0.99")}));
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
    const QJsonObject summary = QJsonDocument::fromJson(run.standardOutput.trimmed()).object();
    QCOMPARE(summary.value(QStringLiteral("stop_reason")).toString(),
             QStringLiteral("stopping rule"));
    QVERIFY(summary.value(QStringLiteral("totals"))
                .toObject()
                .value(QStringLiteral("comparisons_done"))
                .toInt() < 2 * count);
}

QTEST_GUILESS_MAIN(CliRunTest)
#include "test_cli_run.moc"
