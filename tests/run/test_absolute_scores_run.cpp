// Absolute ratings in a run (paper 002 §3.2): every candidate is rated once
// through the judge, the rating is stored like a judgement, joins the product of
// experts, is not asked again when the run resumes, and a criterion that cannot be
// rated stops the run with the reason. Every test runs on a project file and on a
// project on a PostgreSQL server.
#include "core/analysis/ranking.h"
#include "core/analysis/report_content.h"
#include "core/analysis/report_json.h"
#include "core/run/run_controller.h"
#include "core/run/run_estimate.h"
#include "core/run/run_store.h"
#include "run_test_support.h"
#include "storage/catalog_store.h"
#include "storage/score_store.h"
#include "storage/storage_test_support.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

#include <numeric>

using namespace pairrank;
using namespace Qt::StringLiterals;
using namespace pairrank::run;
using namespace pairrank::analysis;
using namespace pairrank::run::testing;

class AbsoluteScoresRunTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase();
    void init() { m_backend.startTest(); }
    void everyCandidateIsRatedOnceAndTheRatingsJoinTheFit();
    void ratingsRaiseSpearmanAtASmallBudget();
    void aResumedRunAsksNoRatingAgain();
    void theEstimateCountsTheRatings();
    void aCriterionWithoutAbsoluteTemplateFailsTheRun();

private:
    // A new project (on the row's backend) of `contexts` × `candidates`.
    QString newProject(const QString& name, int contexts, int candidates, double agreement = 0.9,
                       double noise = 0.5);
    RunSummary runToEnd(const QString& path, const RunSettings& settings);
    QList<domain::AbsoluteScore> ratingsOfRun(const QString& path, domain::RunId run);

    storage::testing::BackendFixture m_backend;
};

namespace {

RunSettings ratedSettings(double perCandidate) {
    RunSettings settings;
    settings.criterion = kCriterion;
    settings.judgeConfig = kSimulatedJudge;
    settings.strategy = QStringLiteral("random");
    settings.batchSize = 4;
    settings.budget.comparisonsPerCandidate = perCandidate;
    settings.useAbsoluteScores = true;
    return settings;
}

// Every context's ranking from the run's judgements, with or without its ratings.
Result<QList<RankingSnapshot>> rankingsOfRun(storage::ProjectDatabase& database, domain::RunId run,
                                             bool useRatings) {
    RankingRequest request;
    request.criterion = kCriterion;
    request.run = run;
    request.rankIntervalDraws = 0;
    request.useAbsoluteScores = useRatings;
    return computeAllRankings(database, request);
}

double meanSpearman(const QList<RankingSnapshot>& rankings) {
    double sum = 0.0;
    for (const RankingSnapshot& ranking : rankings) {
        sum += ranking.spearmanAgainstReference.value_or(0.0);
    }
    return sum / static_cast<double>(rankings.size());
}

} // namespace

void AbsoluteScoresRunTest::initTestCase() {
    registerSessionMetaTypes();
    m_backend.startServer();
}

QString AbsoluteScoresRunTest::newProject(const QString& name, int contexts, int candidates,
                                          double agreement, double noise) {
    const QString path = m_backend.location(name);
    TestProjectSpec spec;
    spec.contexts = contexts;
    spec.candidatesPerContext = candidates;
    spec.agreement = agreement;
    spec.noise = noise;
    createTestProject(path, spec);
    return path;
}

RunSummary AbsoluteScoresRunTest::runToEnd(const QString& path, const RunSettings& settings) {
    const auto opened = openRun(path, settings);
    if (!opened) {
        qWarning() << opened.error().message;
        return {};
    }
    RunController controller;
    QSignalSpy finished(&controller, &RunController::finished);
    if (!controller.start(path, opened->id) || !finished.wait(60000)) {
        return {};
    }
    return finished.at(0).at(0).value<RunSummary>();
}

QList<domain::AbsoluteScore> AbsoluteScoresRunTest::ratingsOfRun(const QString& path,
                                                                 domain::RunId run) {
    auto database = storage::ProjectDatabase::open(path);
    if (!database) {
        return {};
    }
    auto ratings = storage::absoluteScoresOfRun(**database, run);
    return ratings ? *ratings : QList<domain::AbsoluteScore>{};
}

void AbsoluteScoresRunTest::everyCandidateIsRatedOnceAndTheRatingsJoinTheFit() {
    const QString path = newProject(QStringLiteral("rated.pairrank"), 3, 8);
    const RunSummary summary = runToEnd(path, ratedSettings(1.0));
    QCOMPARE(summary.finalState, RunState::Finished);
    QCOMPARE(summary.totals.ratings, 24);
    QCOMPARE(summary.totals.failures, 0);

    const QList<domain::AbsoluteScore> ratings = ratingsOfRun(path, summary.runId);
    QCOMPARE(ratings.size(), 24);
    QSet<domain::CandidateId> rated;
    for (const domain::AbsoluteScore& rating : ratings) {
        QVERIFY(rating.status == domain::JudgementStatus::Ok);
        QCOMPARE(rating.classProbabilities.size(), 10);
        const double sum = std::accumulate(rating.classProbabilities.begin(),
                                           rating.classProbabilities.end(), 0.0);
        QVERIFY(std::abs(sum - 1.0) < 1e-6);
        QVERIFY(!rating.requestHash.isEmpty());
        rated.insert(rating.candidateId);
    }
    QCOMPARE(rated.size(), 24); // each candidate once

    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    const auto withRatings = rankingsOfRun(**database, summary.runId, true);
    QVERIFY(withRatings.ok());
    const auto without = rankingsOfRun(**database, summary.runId, false);
    QVERIFY(without.ok());
    QCOMPARE(withRatings->size(), 3);
    for (qsizetype index = 0; index < withRatings->size(); ++index) {
        QCOMPARE(withRatings->at(index).absoluteRatings, 8);
        QCOMPARE(without->at(index).absoluteRatings, 0);
        // The ratings change the fit: some candidate's score moves.
        bool moved = false;
        for (qsizetype row = 0; row < withRatings->at(index).rows.size(); ++row) {
            const auto& ratedRow = withRatings->at(index).rows.at(row);
            for (const auto& plain : without->at(index).rows) {
                if (plain.candidateId == ratedRow.candidateId &&
                    std::abs(plain.score - ratedRow.score) > 1e-3) {
                    moved = true;
                }
            }
        }
        QVERIFY(moved);
    }

    // The exported report states the best knowledge there is: the ratings are in it.
    analysis::ReportGatherRequest reportRequest;
    reportRequest.calibration.criterion = kCriterion;
    const auto report = analysis::gatherReportContent(**database, reportRequest);
    QVERIFY2(report.ok(), report ? "" : qPrintable(report.error().message));
    const QJsonArray rankings = analysis::reportJson(*report).value(u"rankings"_s).toArray();
    QCOMPARE(rankings.size(), 3);
    for (const QJsonValue& ranking : rankings) {
        QCOMPARE(ranking.toObject().value(u"absolute_ratings"_s).toInteger(), 8);
    }
}

// The simulated judge's ratings come from its latent opinion with little noise: at
// half a comparison per candidate they carry most of what is known, so the ranking
// with them is closer to the truth than the one without (24 contexts, fixed seeds).
void AbsoluteScoresRunTest::ratingsRaiseSpearmanAtASmallBudget() {
    const QString path = newProject(QStringLiteral("small.pairrank"), 24, 12, 0.9, 1.0);
    const RunSummary summary = runToEnd(path, ratedSettings(0.5));
    QCOMPARE(summary.finalState, RunState::Finished);
    QCOMPARE(summary.totals.ratings, 24 * 12);

    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    const auto without = rankingsOfRun(**database, summary.runId, false);
    const auto with = rankingsOfRun(**database, summary.runId, true);
    QVERIFY(without.ok() && with.ok());
    const double plain = meanSpearman(*without);
    const double rated = meanSpearman(*with);
    qInfo("mean Spearman at 0.5 N comparisons: %.3f without ratings, %.3f with", plain, rated);
    QVERIFY2(rated > plain + 0.05, qPrintable(QStringLiteral("%1 vs %2").arg(rated).arg(plain)));
}

void AbsoluteScoresRunTest::aResumedRunAsksNoRatingAgain() {
    const QString path = newProject(QStringLiteral("resumed.pairrank"), 2, 10);
    const RunSummary first = runToEnd(path, ratedSettings(1.0));
    QCOMPARE(first.finalState, RunState::Finished);
    QCOMPARE(first.totals.ratings, 20);
    // The same settings with a larger budget continue the same run.
    const RunSummary second = runToEnd(path, ratedSettings(2.0));
    QCOMPARE(second.finalState, RunState::Finished);
    QCOMPARE(second.runId, first.runId);
    QCOMPARE(second.totals.comparisonsDone, 40);
    QCOMPARE(second.totals.ratings, 20); // counted from the project, none added
    QCOMPARE(ratingsOfRun(path, second.runId).size(), 20);
}

void AbsoluteScoresRunTest::theEstimateCountsTheRatings() {
    const QString path = newProject(QStringLiteral("estimate.pairrank"), 3, 6);
    RunSettings settings = ratedSettings(2.0);
    const auto rated = estimateRun(path, settings);
    QVERIFY(rated.ok());
    settings.useAbsoluteScores = false;
    const auto plain = estimateRun(path, settings);
    QVERIFY(plain.ok());
    QCOMPARE(plain->ratings, 0);
    QCOMPARE(plain->requests, 3 * 12);
    QCOMPARE(rated->ratings, 18);
    QCOMPARE(rated->requests, 3 * 12 + 18);
    QVERIFY(rated->promptTokens > plain->promptTokens);
    QVERIFY(describeEstimate(*rated).contains(QStringLiteral("18 of them absolute ratings")));
}

void AbsoluteScoresRunTest::aCriterionWithoutAbsoluteTemplateFailsTheRun() {
    const QString path = newProject(QStringLiteral("no-template.pairrank"), 1, 4);
    {
        auto database = storage::ProjectDatabase::open(path);
        QVERIFY(database.ok());
        QSqlQuery query = (*database)->query();
        QVERIFY(query.exec(QStringLiteral("UPDATE criteria SET absolute_template = ''")));
    }
    const auto opened = openRun(path, ratedSettings(1.0));
    QVERIFY(opened.ok());
    RunController controller;
    QSignalSpy finished(&controller, &RunController::finished);
    QSignalSpy failed(&controller, &RunController::failed);
    QVERIFY(controller.start(path, opened->id).ok());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.at(0).at(0).value<RunSummary>().finalState, RunState::Failed);
    QVERIFY(!failed.isEmpty());
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(message.contains(QStringLiteral("absolute template")), qPrintable(message));
    QVERIFY(message.contains(kCriterion));
    QCOMPARE(ratingsOfRun(path, opened->id).size(), 0);
}

QTEST_GUILESS_MAIN(AbsoluteScoresRunTest)
#include "test_absolute_scores_run.moc"
