// A whole run against the in-process simulated judge, through the RunController:
// the budget is met exactly, every answer is stored once, the last snapshot equals
// an independent fit of the stored judgements, a rerun asks nothing stored, a
// larger budget continues the same run, stopping rules stop it when their
// condition holds and not before, and nothing of a stopped job arrives after stop().
// Every test runs on a project file and on a project on a PostgreSQL server.
#include "core/analysis/model_fitting.h"
#include "core/analysis/ranking.h"
#include "core/analysis/stored_comparisons.h"
#include "core/run/run_controller.h"
#include "core/run/run_store.h"
#include "core/run/stopping_rules.h"
#include "run_test_support.h"
#include "storage/project_database.h"
#include "storage/storage_test_support.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace pairrank;
using namespace pairrank::run;
using namespace pairrank::analysis;
using namespace pairrank::run::testing;

class RunEndToEndTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase();
    void init() { m_backend.startTest(); }
    void runMeetsBudgetAndSnapshotMatchesAnIndependentFit_data();
    void runMeetsBudgetAndSnapshotMatchesAnIndependentFit();
    void rerunAsksNothingStoredAndLargerBudgetContinues();
    void stoppingRuleStopsWhenItHoldsAndNotBefore_data();
    void stoppingRuleStopsWhenItHoldsAndNotBefore();
    void stopDropsLaterResultsAndResumeCompletes();

private:
    struct Outcome {
        RunSummary summary;
        std::optional<RunSnapshot> lastSnapshot;
    };
    Outcome runToEnd(const QString& path, domain::RunId run);
    RunSettings baseSettings() const;

    storage::testing::BackendFixture m_backend;
    int m_projects = 0;
    QString newProject(const TestProjectSpec& spec);
};

void RunEndToEndTest::initTestCase() {
    registerSessionMetaTypes();
    m_backend.startServer();
}

QString RunEndToEndTest::newProject(const TestProjectSpec& spec) {
    const QString path = m_backend.location(QStringLiteral("p%1.pairrank").arg(++m_projects));
    createTestProject(path, spec);
    return path;
}

RunSettings RunEndToEndTest::baseSettings() const {
    RunSettings settings;
    settings.criterion = kCriterion;
    settings.judgeConfig = kSimulatedJudge;
    settings.model = QStringLiteral("poe-bt");
    settings.strategy = QStringLiteral("reorder");
    settings.batchSize = 4;
    settings.seed = 11;
    settings.budget.comparisonsPerCandidate = 3.0;
    return settings;
}

RunEndToEndTest::Outcome RunEndToEndTest::runToEnd(const QString& path, domain::RunId run) {
    RunController controller;
    controller.setSnapshotInterval(0);
    Outcome outcome;
    connect(&controller, &RunController::snapshotReady, this,
            [&](const RunSnapshot& snapshot) { outcome.lastSnapshot = snapshot; });
    QSignalSpy finished(&controller, &RunController::finished);
    const auto job = controller.start(path, run);
    if (!job) {
        qWarning("start: %s", qPrintable(job.error().message));
        return outcome;
    }
    // A guard against a hung run, not a synchronisation: generous for ASan under load.
    if (!finished.wait(120000)) {
        qWarning("the run did not finish within two minutes");
        return outcome;
    }
    outcome.summary = finished.at(0).at(0).value<RunSummary>();
    return outcome;
}

void RunEndToEndTest::runMeetsBudgetAndSnapshotMatchesAnIndependentFit_data() {
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<bool>("symmetric");
    QTest::addColumn<bool>("humanLabels");
    QTest::addColumn<int>("batchesAhead");
    QTest::newRow("reorder") << "reorder" << false << false << 0;
    QTest::newRow("epsilon symmetric") << "epsilon" << true << false << 0;
    QTest::newRow("random") << "random" << false << false << 0;
    QTest::newRow("d-optimal") << "d-optimal" << false << false << 0;
    QTest::newRow("reorder with human labels") << "reorder" << false << true << 0;
    QTest::newRow("reorder one batch ahead") << "reorder" << false << false << 1;
    QTest::newRow("epsilon symmetric two batches ahead") << "epsilon" << true << false << 2;
}

void RunEndToEndTest::runMeetsBudgetAndSnapshotMatchesAnIndependentFit() {
    QFETCH(QString, strategy);
    QFETCH(bool, symmetric);
    QFETCH(bool, humanLabels);
    QFETCH(int, batchesAhead);
    const QString path = newProject(TestProjectSpec{});
    RunSettings settings = baseSettings();
    settings.strategy = strategy;
    settings.batchesAhead = batchesAhead;
    settings.symmetric = symmetric;
    settings.useHumanLabels = humanLabels;
    settings.humanLabelWeight = 2.0;
    if (humanLabels) {
        auto database = storage::ProjectDatabase::open(path);
        QVERIFY(database.ok());
        QVERIFY(insertTruthfulHumanLabels(**database, 5).ok());
    }
    const auto opened = openRun(path, settings);
    QVERIFY2(opened.ok(), qPrintable(opened.error().message));
    const auto run = std::optional<domain::RunId>(opened->id);
    const Outcome outcome = runToEnd(path, *run);
    QCOMPARE(outcome.summary.finalState, RunState::Finished);
    QVERIFY(outcome.lastSnapshot.has_value());

    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    const auto judgements = storedJudgements(**database, *run);
    const qint64 planned = 3 * settings.budget.comparisonsFor(8);
    QCOMPARE(static_cast<qint64>(judgements.size()), planned);
    QCOMPARE(outcome.summary.totals.comparisonsDone, planned);
    QCOMPARE(duplicateRequestHashes(judgements), 0);
    // The first batch is chosen before any request is out; the judge's idle time is a
    // part of the running time.
    const RunTotals& totals = outcome.summary.totals;
    QVERIFY2(totals.judgeIdleSeconds > 0.0 && totals.judgeIdleSeconds <= totals.elapsedSeconds,
             qPrintable(QStringLiteral("judge idle %1 s of %2 s")
                            .arg(totals.judgeIdleSeconds)
                            .arg(totals.elapsedSeconds)));

    for (const ContextSnapshot& context : outcome.lastSnapshot->contexts) {
        RankingRequest request;
        request.context = context.ranking.contextId;
        request.criterion = kCriterion;
        request.run = *run;
        request.model = settings.model;
        request.homeAdvantage = settings.homeAdvantage;
        request.useHumanLabels = humanLabels;
        request.humanLabelWeight = settings.humanLabelWeight;
        const auto ranking = computeRanking(**database, request);
        QVERIFY2(ranking.ok(), qPrintable(ranking.error().message));
        QCOMPARE(ranking->comparisons, context.ranking.comparisons);
        if (humanLabels) {
            QCOMPARE(ranking->humanLabels, qint64(5));
        }
        // The run's last snapshot and a fit of the stored judgements: the same table.
        QCOMPARE(context.ranking.rows.size(), ranking->rows.size());
        for (qsizetype place = 0; place < ranking->rows.size(); ++place) {
            const RankingRow& row = ranking->rows.at(place);
            const RankingRow& live = context.ranking.rows.at(place);
            QCOMPARE(live.candidateId, row.candidateId);
            QCOMPARE(live.rank, row.rank);
            QVERIFY2(std::abs(live.score - row.score) < 1e-6,
                     qPrintable(QStringLiteral("%1 vs %2").arg(live.score).arg(row.score)));
            QVERIFY(std::abs(*live.standardDeviation - *row.standardDeviation) < 1e-6);
            QCOMPARE(live.judgementsSeen, row.judgementsSeen);
            QCOMPARE(live.probabilityAboveNext.has_value(), row.probabilityAboveNext.has_value());
            if (row.probabilityAboveNext) {
                QVERIFY(std::abs(*live.probabilityAboveNext - *row.probabilityAboveNext) < 1e-6);
            }
        }
        QVERIFY(context.spearman.has_value());
        QVERIFY(std::abs(*context.spearman - *ranking->spearmanAgainstReference) < 1e-9);
    }
}

void RunEndToEndTest::rerunAsksNothingStoredAndLargerBudgetContinues() {
    const QString path = newProject(TestProjectSpec{});
    RunSettings settings = baseSettings();
    const auto opened = openRun(path, settings);
    QVERIFY(opened.ok());
    const auto run = std::optional<domain::RunId>(opened->id);
    QCOMPARE(runToEnd(path, *run).summary.finalState, RunState::Finished);
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    const std::size_t first = storedJudgements(**database, *run).size();

    // The same run again: everything is stored, nothing is asked.
    const Outcome again = runToEnd(path, *run);
    QCOMPARE(again.summary.finalState, RunState::Finished);
    QCOMPARE(storedJudgements(**database, *run).size(), first);

    // A larger budget continues the same run.
    RunSettings larger = settings;
    larger.budget.comparisonsPerCandidate = 5.0;
    // The same settings with a larger budget continue the stored run.
    const auto continued = openRun(path, larger);
    QVERIFY(continued.ok() && continued->resumed);
    QCOMPARE(continued->id, *run);
    QCOMPARE(runToEnd(path, *run).summary.finalState, RunState::Finished);
    const auto judgements = storedJudgements(**database, *run);
    QCOMPARE(static_cast<qint64>(judgements.size()), 3 * larger.budget.comparisonsFor(8));
    QCOMPARE(duplicateRequestHashes(judgements), 0);
}

void RunEndToEndTest::stoppingRuleStopsWhenItHoldsAndNotBefore_data() {
    QTest::addColumn<QString>("rule");
    QTest::newRow("entropy") << "entropy:8";
    QTest::newRow("reorder") << "reorder:0.42";
    QTest::newRow("flat") << "flat:8:0.05";
}

void RunEndToEndTest::stoppingRuleStopsWhenItHoldsAndNotBefore() {
    QFETCH(QString, rule);
    TestProjectSpec spec;
    spec.contexts = 2;
    spec.agreement = 1.0;
    spec.noise = 0.1;
    spec.scoreSpacing = 1.5; // neighbours far enough apart for the reorder rule to hold
    const QString path = newProject(spec);
    RunSettings settings = baseSettings();
    settings.budget.comparisonsPerCandidate = 7.0; // every ordered pair of 8 candidates
    settings.stopping = *StoppingRule::parse(rule);
    const auto opened = openRun(path, settings);
    QVERIFY(opened.ok());
    const auto run = std::optional<domain::RunId>(opened->id);
    const Outcome outcome = runToEnd(path, *run);
    QCOMPARE(outcome.summary.finalState, RunState::Finished);
    for (const ContextSnapshot& context : outcome.lastSnapshot->contexts) {
        qInfo("context %lld: %s, entropy %g, max neighbour reorder %g, %lld comparisons",
              static_cast<long long>(context.ranking.contextId), qPrintable(context.stopReason),
              context.ranking.entropy.value_or(0),
              context.maxNeighbourReorderProbability.value_or(0),
              static_cast<long long>(context.ranking.comparisons));
    }
    QCOMPARE(outcome.summary.stopReason, QStringLiteral("stopping rule"));
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    const auto judgements = storedJudgements(**database, *run);
    const auto choice =
        ModelChoice::from(settings.model, settings.homeAdvantage, settings.priorVariance);
    QVERIFY(choice.ok());
    for (const ContextSnapshot& context : outcome.lastSnapshot->contexts) {
        QVERIFY2(context.stopReason.startsWith(QStringLiteral("stopping rule")),
                 qPrintable(context.stopReason));
        // Replay the context's stored judgements batch by batch through the same rule,
        // fitting each prefix independently: the rule must hold first at the last batch.
        RankingRequest request;
        request.context = context.ranking.contextId;
        request.run = *run;
        request.rankIntervalDraws = 0;
        request.homeAdvantage = settings.homeAdvantage;
        const auto loaded = storage::loadComparisons(**database, context.ranking.contextId);
        QVERIFY(loaded.ok());
        const auto comparisons = toComparisons(loaded->comparisons);
        QVERIFY(comparisons.size() % settings.batchSize == 0);
        StoppingRuleTracker tracker(settings.stopping);
        std::optional<std::size_t> firstHold;
        for (std::size_t end = 0; end <= comparisons.size(); end += settings.batchSize) {
            const auto fitted = fitComparisons(*choice, std::span(comparisons).first(end),
                                               static_cast<int>(context.ranking.rows.size()));
            QVERIFY(fitted.ok());
            StoppingObservation observation;
            observation.comparisons = static_cast<qint64>(end);
            observation.scores = &fitted->scores;
            observation.entropy = fitted->entropy;
            observation.maxNeighbourReorderProbability =
                maxNeighbourReorderProbability(fitted->scores, *fitted->covariance);
            if (tracker.observe(observation) && !firstHold) {
                firstHold = end;
            }
        }
        QVERIFY(firstHold.has_value());
        QCOMPARE(*firstHold, comparisons.size());
        QVERIFY(static_cast<qint64>(comparisons.size()) < context.comparisonsPlanned);
    }
    QCOMPARE(duplicateRequestHashes(judgements), 0);
}

void RunEndToEndTest::stopDropsLaterResultsAndResumeCompletes() {
    TestProjectSpec spec;
    spec.contexts = 1;
    spec.candidatesPerContext = 40;
    const QString path = newProject(spec);
    RunSettings settings = baseSettings();
    settings.strategy = QStringLiteral("random");
    settings.batchSize = 1;
    settings.budget.comparisonsPerCandidate = 10.0;
    const auto opened = openRun(path, settings);
    QVERIFY(opened.ok());
    const auto run = std::optional<domain::RunId>(opened->id);
    {
        RunController controller;
        controller.setSnapshotInterval(0);
        int snapshotsAfterStop = 0;
        bool stopped = false;
        connect(&controller, &RunController::snapshotReady, this, [&](const RunSnapshot&) {
            if (stopped) {
                ++snapshotsAfterStop;
                return;
            }
            stopped = true;
            controller.stop(); // at the first snapshot: the run has barely begun
        });
        QSignalSpy finished(&controller, &RunController::finished);
        QVERIFY(controller.start(path, *run).ok());
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).value<RunSummary>().finalState, RunState::Stopped);
        QCOMPARE(controller.state(), RunState::Stopped);
        QCOMPARE(snapshotsAfterStop, 0);
    }
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    const qint64 planned = settings.budget.comparisonsFor(40);
    QVERIFY(static_cast<qint64>(storedJudgements(**database, *run).size()) < planned);
    QCOMPARE(runToEnd(path, *run).summary.finalState, RunState::Finished);
    const auto judgements = storedJudgements(**database, *run);
    QCOMPARE(static_cast<qint64>(judgements.size()), planned);
    QCOMPARE(duplicateRequestHashes(judgements), 0);
}

QTEST_GUILESS_MAIN(RunEndToEndTest)
#include "test_run_end_to_end.moc"
