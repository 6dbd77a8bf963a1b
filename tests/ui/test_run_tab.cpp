// Tests of the Run tab (DESIGN.md §5, §6): the history and failure models the
// charts and the log are fed from, the charts' bounded refresh, and the real tab
// driving a run of the simulated judge to its budget — its charts must show the
// engine's numbers, checked against an independent fit of the stored judgements —
// and logging the failures of a judge server that answers 500.
#include "core/analysis/stored_comparisons.h"
#include "core/judge/default_prompts.h"
#include "core/stats/metrics.h"
#include "core/stats/scoring_model.h"
#include "gui_test_support.h"
#include "judge/judge_sim_process.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "ui/project/project_session.h"
#include "ui/run/endpoint_table_model.h"
#include "ui/run/failure_log_model.h"
#include "ui/run/history_chart.h"
#include "ui/run/run_history.h"
#include "ui/run/run_progress_panel.h"
#include "ui/run/run_settings_form.h"
#include "ui/run/run_tab.h"
#include "ui/run/snapshot_history.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <vector>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

using namespace pairrank;
using namespace pairrank::ui;

namespace {

RunHistoryPoint pointAt(qint64 comparisons) {
    RunHistoryPoint point;
    point.comparisons = comparisons;
    point.elapsedSeconds = 0.5 * static_cast<double>(comparisons);
    point.entropy = 100.0 - static_cast<double>(comparisons);
    point.spend = 0.01 * static_cast<double>(comparisons);
    if (comparisons >= 10) {
        point.spearman = 0.01 * static_cast<double>(comparisons);
    }
    return point;
}

constexpr int kCandidates = 12;
const QString kCriterionName = QStringLiteral("coherence");

double referenceScore(int index) {
    // Distinct, not monotone in the position, so that a ranking must be learnt.
    return static_cast<double>((index * 5) % kCandidates);
}

// 1 context × 12 candidates with reference scores, the default coherence
// criterion, the in-process simulated judge "sim" whose hidden truth is the
// reference score, and an HTTP judge "http" at `httpEndpoint` (when given) that
// makes one attempt per pair. Built with storage calls, not with the code under test.
QString createProject(const QString& folder, const QString& httpEndpoint = {},
                      const QString& secondEndpoint = {}) {
    ui_test::RunProjectSpec spec;
    spec.candidates = kCandidates;
    spec.criterion = kCriterionName;
    spec.referenceScore = referenceScore;
    spec.judges.append(
        ui_test::simulatedJudge({{QStringLiteral("noise"), 0.3},
                                 {QStringLiteral("position_bias"), 0.4},
                                 {QStringLiteral("seed"), 3},
                                 {QStringLiteral("truth_criterion"), kCriterionName}}));
    if (!httpEndpoint.isEmpty()) {
        domain::JudgeConfig http;
        http.name = QStringLiteral("http");
        http.backend = QStringLiteral("openai-chat");
        http.model = QStringLiteral("sim");
        http.endpoint = httpEndpoint;
        http.settings = QJsonObject{{QStringLiteral("max_attempts"), 1},
                                    {QStringLiteral("concurrency"), 2},
                                    {QStringLiteral("circuit_breaker_failures"), 1000}};
        if (!secondEndpoint.isEmpty()) {
            // A judge fleet: two servers of the same model.
            http.settings.insert(QStringLiteral("endpoints"),
                                 QJsonArray{QJsonObject{{QStringLiteral("url"), httpEndpoint},
                                                        {QStringLiteral("concurrency"), 2}},
                                            QJsonObject{{QStringLiteral("url"), secondEndpoint},
                                                        {QStringLiteral("concurrency"), 2}}});
        }
        spec.judges.append(http);
    }
    return ui_test::buildRunProject(folder + QStringLiteral("/run.pairrank"), spec);
}

// Opens `path` in `session` and waits for the project to be open, as the window does.
bool openAndWait(ui::ProjectSession& session, const QString& path) {
    QSignalSpy opened(&session, &ui::ProjectSession::projectOpened);
    session.openProject(path);
    return opened.wait(10000);
}

run::RunSettings settingsFor(const QString& judge, qint64 comparisons) {
    run::RunSettings settings;
    settings.criterion = kCriterionName;
    settings.judgeConfig = judge;
    settings.model = QStringLiteral("poe-bt");
    settings.strategy = QStringLiteral("epsilon");
    settings.batchSize = 4;
    settings.seed = 11;
    settings.budget.comparisonsPerCandidate.reset();
    settings.budget.comparisonsPerContext = comparisons;
    return settings;
}

} // namespace

class RunTabTest : public QObject {
    Q_OBJECT

private slots:
    void historyPassesTheModelTester();
    void historySeriesSkipsMissingValues();
    void historySeriesThinsToTheLimit_data();
    void historySeriesThinsToTheLimit();
    void failureLogDropsTheOldestBeyondCapacity();
    void failureLogNamesPairsAndRatedCandidates();
    void chartRedrawsOnlyWhenTheHistoryChanged();
    void settingsFormRoundTrips();
    void runToBudgetShowsTheEngineNumbers();
    void failuresOfTheJudgeServerAreLogged();
    void failedRatingsAreLoggedByTheirCandidate();
    void aFleetsServersAreListedWithTheirFigures();
};

void RunTabTest::historyPassesTheModelTester() {
    RunHistory history;
    QAbstractItemModelTester tester(&history,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (qint64 i = 1; i <= 20; ++i) {
        history.append(pointAt(i));
    }
    history.append(pointAt(20)); // same number of comparisons: replaces the last row
    QCOMPARE(history.rowCount(), 20);
    QCOMPARE(history.columnCount(), static_cast<int>(RunHistory::ColumnCount));
    QCOMPARE(history.data(history.index(19, RunHistory::Comparisons)).toDouble(), 20.0);
    QVERIFY(!history.data(history.index(0, RunHistory::Spearman)).isValid());
    history.clear();
    QCOMPARE(history.rowCount(), 0);
}

void RunTabTest::historySeriesSkipsMissingValues() {
    RunHistory history;
    for (qint64 i = 1; i <= 20; ++i) {
        history.append(pointAt(i));
    }
    const QList<QPointF> spearman = history.series(RunHistory::Comparisons, RunHistory::Spearman);
    QCOMPARE(spearman.size(), 11); // comparisons 10..20
    QCOMPARE(spearman.first(), QPointF(10.0, 0.1));
    QCOMPARE(spearman.last(), QPointF(20.0, 0.2));
    const QList<QPointF> entropy = history.series(RunHistory::Comparisons, RunHistory::Entropy);
    QCOMPARE(entropy.size(), 20);
}

void RunTabTest::historySeriesThinsToTheLimit_data() {
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("maxPoints");
    QTest::newRow("below the limit") << 50 << 100;
    QTest::newRow("exactly the limit") << 100 << 100;
    QTest::newRow("one over") << 101 << 100;
    QTest::newRow("many") << 12'345 << 2000;
    QTest::newRow("two points allowed") << 17 << 2;
}

void RunTabTest::historySeriesThinsToTheLimit() {
    QFETCH(int, count);
    QFETCH(int, maxPoints);
    RunHistory history;
    for (int i = 1; i <= count; ++i) {
        history.append(pointAt(i));
    }
    const QList<QPointF> series =
        history.series(RunHistory::Comparisons, RunHistory::Entropy, maxPoints);
    QVERIFY(series.size() <= maxPoints);
    QCOMPARE(series.first().x(), 1.0);
    QCOMPARE(series.last().x(), static_cast<double>(count));
    if (count <= maxPoints) {
        QCOMPARE(series.size(), count);
    }
    for (qsizetype i = 1; i < series.size(); ++i) {
        QVERIFY(series.at(i).x() > series.at(i - 1).x());
    }
}

void RunTabTest::failureLogDropsTheOldestBeyondCapacity() {
    FailureLogModel log(nullptr, 3);
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int i = 0; i < 5; ++i) {
        log.append({QDateTime::currentDateTimeUtc(), QStringLiteral("a vs b"),
                    QStringLiteral("reason %1").arg(i)});
    }
    QCOMPARE(log.rowCount(), 3);
    QCOMPARE(log.totalFailures(), 5);
    QCOMPARE(log.data(log.index(0, FailureLogModel::Reason)).toString(),
             QStringLiteral("reason 2"));
    QCOMPARE(log.data(log.index(2, FailureLogModel::Reason)).toString(),
             QStringLiteral("reason 4"));
    QCOMPARE(log.data(log.index(2, FailureLogModel::Pair)).toString(), QStringLiteral("a vs b"));
}

void RunTabTest::failureLogNamesPairsAndRatedCandidates() {
    run::FailureEntry pair;
    pair.candidateA = 3;
    pair.candidateB = 17;
    pair.nameA = QStringLiteral("story-3");
    pair.reason = QStringLiteral("HTTP 500");
    // A candidate the run could not name is shown by its id.
    QCOMPARE(failureLogEntry(pair).pair, QStringLiteral("story-3 vs #17"));

    run::FailureEntry rating; // an absolute rating has no second candidate
    rating.candidateA = 3;
    rating.nameA = QStringLiteral("story-3");
    rating.reason = QStringLiteral("absolute rating: HTTP 500");
    const FailureLogEntry entry = failureLogEntry(rating);
    QCOMPARE(entry.pair, QStringLiteral("story-3"));
    QCOMPARE(entry.reason, rating.reason);
}

void RunTabTest::chartRedrawsOnlyWhenTheHistoryChanged() {
    RunHistory history;
    ConvergenceChart chart(history);
    for (qint64 i = 1; i <= 500; ++i) {
        history.append(pointAt(i)); // many snapshots between two refreshes
    }
    QCOMPARE(chart.redrawCount(), 0);
    chart.refresh();
    chart.refresh(); // nothing changed: no redraw
    QCOMPARE(chart.redrawCount(), 1);
    QCOMPARE(chart.seriesPoints(RunHistory::Entropy),
             history.series(RunHistory::Comparisons, RunHistory::Entropy));
    QCOMPARE(chart.seriesPoints(RunHistory::Spearman).last(), QPointF(500.0, 5.0));
    history.append(pointAt(501));
    chart.refresh();
    QCOMPARE(chart.redrawCount(), 2);
    QCOMPARE(chart.seriesPoints(RunHistory::Entropy).last(), QPointF(501.0, 100.0 - 501.0));
}

void RunTabTest::settingsFormRoundTrips() {
    RunSettingsForm form;
    form.setChoices({QStringLiteral("sim"), QStringLiteral("other")}, {kCriterionName});
    run::RunSettings settings = settingsFor(QStringLiteral("other"), 123);
    settings.homeAdvantage = analysis::HomeAdvantageSetting::Fitted;
    settings.symmetric = true;
    settings.epsilon = 0.75;
    settings.batchesAhead = 2;
    settings.budget.tokens = 5000;
    settings.budget.money = 2.5;
    settings.budget.wallSeconds = 90.0;
    settings.stopping.kind = run::StoppingRuleKind::ImprovementFlat;
    settings.stopping.threshold = 0.01;
    settings.stopping.window = 40;
    form.setSettings(settings);
    const run::RunSettings shown = form.settings();
    QCOMPARE(shown.toJson(), settings.toJson());
    QVERIFY2(shown.validate().ok(), qPrintable(shown.validate().message()));
}

void RunTabTest::runToBudgetShowsTheEngineNumbers() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = createProject(folder.path());
    QVERIFY(!path.isEmpty());

    ui::ProjectSession session;
    QVERIFY(openAndWait(session, path));
    RunTab tab(session);
    tab.resize(1280, 800);
    tab.show();
    QTRY_VERIFY_WITH_TIMEOUT(!tab.settingsForm().settings().judgeConfig.isEmpty(), 10000);
    constexpr qint64 kBudget = 40;
    tab.settingsForm().setSettings(settingsFor(QStringLiteral("sim"), kBudget));
    // The estimate before starting: the whole budget is still to ask.
    QTRY_VERIFY_WITH_TIMEOUT(tab.progressPanel().estimateText().contains(QLatin1String("40")),
                             10000);

    QSignalSpy finished(&tab, &RunTab::runFinished);
    QVERIFY(tab.startAction()->isEnabled());
    tab.startAction()->trigger();
    QVERIFY(finished.wait(20000));
    const auto summary = finished.takeFirst().at(0).value<run::RunSummary>();
    QCOMPARE(summary.finalState, run::RunState::Finished);
    QVERIFY(tab.lastSnapshot().has_value());
    const run::RunSnapshot& snapshot = *tab.lastSnapshot();
    QCOMPARE(snapshot.totals.comparisonsDone, kBudget);
    QCOMPARE(snapshot.contexts.size(), 1);
    const run::ContextSnapshot& context = snapshot.contexts.first();
    QVERIFY(context.ranking.entropy.has_value());
    QVERIFY(context.spearman.has_value());

    // The charts show the last snapshot's numbers at its number of comparisons.
    const double comparisons = static_cast<double>(snapshot.totals.comparisonsDone);
    const QList<QPointF> spearman = tab.convergenceChart().seriesPoints(RunHistory::Spearman);
    const QList<QPointF> entropy = tab.convergenceChart().seriesPoints(RunHistory::Entropy);
    const QList<QPointF> positionA =
        tab.positionalBiasChart().seriesPoints(RunHistory::MeanProbabilityA);
    const QList<QPointF> spend = tab.throughputChart().seriesPoints(RunHistory::Spend);
    QVERIFY(!spearman.isEmpty() && !entropy.isEmpty() && !spend.isEmpty());
    QCOMPARE(spearman.last(), QPointF(comparisons, *context.spearman));
    QCOMPARE(entropy.last(), QPointF(comparisons, *context.ranking.entropy));
    if (snapshot.diagnostics.positionA) {
        QVERIFY(!positionA.isEmpty());
        QCOMPARE(positionA.last(), QPointF(comparisons, snapshot.diagnostics.positionA->value));
    } else {
        // core/run recomputes the diagnostics at most once a second and not for the
        // final snapshot of a short run (it is sent while the state is still Running).
        qWarning("the last snapshot has no positional-bias diagnostics");
    }
    QCOMPARE(spend.last(), QPointF(snapshot.totals.elapsedSeconds, snapshot.totals.cost));
    // Comparisons grow along the chart: one point per snapshot with news.
    for (qsizetype i = 1; i < entropy.size(); ++i) {
        QVERIFY(entropy.at(i).x() > entropy.at(i - 1).x());
    }
    QCOMPARE(tab.progressPanel().progressValue(), static_cast<int>(kBudget));
    QCOMPARE(tab.progressPanel().progressMaximum(), static_cast<int>(kBudget));

    // An independent fit of the stored judgements gives the same scores, entropy
    // and Spearman against the reference scores.
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY2(database.ok(), qPrintable(database.error().toString()));
    storage::ComparisonFilter filter;
    filter.runId = tab.currentRun();
    const auto input = storage::loadComparisons(**database, context.ranking.contextId, filter);
    QVERIFY2(input.ok(), qPrintable(input.error().toString()));
    QCOMPARE(static_cast<qint64>(input->comparisons.size()), kBudget);
    const auto model = stats::ModelSpec::parse("poe-bt");
    QVERIFY(model.ok());
    const auto fit =
        stats::fitModel(*model, analysis::toComparisons(input->comparisons), kCandidates);
    QVERIFY(fit.ok());
    QCOMPARE(context.ranking.rows.size(), qsizetype{kCandidates});
    for (const analysis::RankingRow& row : context.ranking.rows) {
        const int i = row.position;
        QCOMPARE(input->candidateIds[static_cast<std::size_t>(i)], row.candidateId);
        QVERIFY2(std::abs(fit->scores(i) - row.score) < 1e-5,
                 qPrintable(QStringLiteral("candidate %1: %2 vs %3")
                                .arg(i)
                                .arg(fit->scores(i))
                                .arg(row.score)));
    }
    QVERIFY(fit->entropy.has_value());
    QVERIFY(std::abs(*fit->entropy - entropy.last().y()) < 1e-5);
    std::vector<double> references;
    std::vector<double> fitted;
    for (int i = 0; i < kCandidates; ++i) {
        references.push_back(referenceScore(i));
        fitted.push_back(fit->scores(i));
    }
    const auto rho = stats::spearmanCorrelation(fitted, references);
    QVERIFY(rho.ok());
    QVERIFY(std::abs(*rho - spearman.last().y()) < 1e-9);
    QVERIFY(*rho > 0.5); // the simulated judge knows the truth: the ranking must be learnt
}

void RunTabTest::failuresOfTheJudgeServerAreLogged() {
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                           {QStringLiteral("--fail-500"), QStringLiteral("1")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = createProject(folder.path(), server.url().toString());
    QVERIFY(!path.isEmpty());

    ui::ProjectSession session;
    QVERIFY(openAndWait(session, path));
    RunTab tab(session);
    QAbstractItemModelTester tester(const_cast<FailureLogModel*>(&tab.failureLog()),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(!tab.settingsForm().settings().judgeConfig.isEmpty(), 10000);
    tab.settingsForm().setSettings(settingsFor(QStringLiteral("http"), 8));
    tab.startRun();
    QTRY_VERIFY_WITH_TIMEOUT(tab.failureLog().rowCount() >= 3, 20000);
    for (const FailureLogEntry& entry : tab.failureLog().entries()) {
        QVERIFY2(entry.reason.contains(QLatin1String("500")), qPrintable(entry.reason));
        QVERIFY2(entry.pair.contains(QLatin1String("candidate-")), qPrintable(entry.pair));
        QVERIFY(entry.time.isValid());
    }
    const QString reason =
        tab.failureLog().data(tab.failureLog().index(0, FailureLogModel::Reason)).toString();
    QCOMPARE(reason, tab.failureLog().entries().first().reason);
    QSignalSpy finished(&tab, &RunTab::runFinished);
    if (tab.controller().isActive()) {
        QVERIFY(tab.stopAction()->isEnabled());
        tab.stopAction()->trigger();
        QVERIFY(finished.wait(10000));
    }
    QVERIFY(tab.startAction()->isEnabled());
}

void RunTabTest::failedRatingsAreLoggedByTheirCandidate() {
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                           {QStringLiteral("--fail-500"), QStringLiteral("1")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = createProject(folder.path(), server.url().toString());
    QVERIFY(!path.isEmpty());

    ui::ProjectSession session;
    QVERIFY(openAndWait(session, path));
    RunTab tab(session);
    QTRY_VERIFY_WITH_TIMEOUT(!tab.settingsForm().settings().judgeConfig.isEmpty(), 10000);
    run::RunSettings settings = settingsFor(QStringLiteral("http"), 8);
    settings.useAbsoluteScores = true;
    tab.settingsForm().setSettings(settings);
    tab.startRun();
    const auto ratingFailure = [&tab]() -> std::optional<FailureLogEntry> {
        for (const FailureLogEntry& entry : tab.failureLog().entries()) {
            if (entry.reason.startsWith(QLatin1String("absolute rating: "))) {
                return entry;
            }
        }
        return std::nullopt;
    };
    QTRY_VERIFY_WITH_TIMEOUT(ratingFailure().has_value(), 20000);
    const FailureLogEntry entry = *ratingFailure();
    QVERIFY2(entry.pair.startsWith(QLatin1String("candidate-")), qPrintable(entry.pair));
    QVERIFY2(!entry.pair.contains(QLatin1String(" vs ")), qPrintable(entry.pair));
    QSignalSpy finished(&tab, &RunTab::runFinished);
    if (tab.controller().isActive()) {
        tab.stopAction()->trigger();
        QVERIFY(finished.wait(10000));
    }
}

void RunTabTest::aFleetsServersAreListedWithTheirFigures() {
    judge::testing::JudgeSimProcess first(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                          {QStringLiteral("--latency-ms"), QStringLiteral("5")});
    judge::testing::JudgeSimProcess second(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                           {QStringLiteral("--latency-ms"), QStringLiteral("5")});
    QVERIFY2(!first.url().isEmpty() && !second.url().isEmpty(), qPrintable(first.error()));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path =
        createProject(folder.path(), first.url().toString(), second.url().toString());
    QVERIFY(!path.isEmpty());
    ui::ProjectSession session;
    QVERIFY(openAndWait(session, path));
    RunTab tab(session);
    QAbstractItemModelTester tester(const_cast<EndpointTableModel*>(&tab.endpoints()),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(!tab.settingsForm().settings().judgeConfig.isEmpty(), 10000);
    tab.settingsForm().setSettings(settingsFor(QStringLiteral("http"), 24));
    QSignalSpy finished(&tab, &RunTab::runFinished);
    tab.startRun();
    QVERIFY(finished.wait(30000));
    const auto summary = finished.takeFirst().at(0).value<run::RunSummary>();
    QCOMPARE(summary.finalState, run::RunState::Finished);

    // One row per server, named by its URL, in service, and both did some of the work.
    QCOMPARE(tab.endpoints().rowCount(), 2);
    QStringList servers;
    for (int row = 0; row < 2; ++row) {
        servers.append(tab.endpoints()
                           .data(tab.endpoints().index(row, EndpointTableModel::Server))
                           .toString());
        QCOMPARE(
            tab.endpoints().data(tab.endpoints().index(row, EndpointTableModel::State)).toString(),
            EndpointTableModel::tr("in service"));
    }
    QVERIFY2(servers.contains(first.url().toString()) && servers.contains(second.url().toString()),
             qPrintable(servers.join(QStringLiteral(", "))));
    QVERIFY(tab.lastSnapshot().has_value());
    qint64 answers = 0;
    for (const judge::EndpointFigures& figures : tab.lastSnapshot()->endpoints) {
        QVERIFY2(figures.answers > 0, qPrintable(figures.url));
        answers += figures.answers;
    }
    QCOMPARE(answers, qint64(24));
}

QTEST_MAIN(RunTabTest)
#include "test_run_tab.moc"
