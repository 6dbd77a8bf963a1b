// The rankings of every context report their progress through the one protocol
// (core/common/progress.h) and stop at an Abort: after the context it was given,
// with the cancelled error, having ranked nothing further and stored nothing.
// Every test runs on a project file and on a project on a PostgreSQL server.
#include "core/analysis/ranking.h"
#include "run_test_support.h"
#include "storage/project_summary.h"
#include "storage/storage_test_support.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace pairrank;
using namespace pairrank::run::testing;

class RankingProgressTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void everyContextIsReported();
    void anAbortStopsAfterTheContextItWasGiven();

private:
    storage::testing::BackendFixture m_backend;
};

namespace {

QString projectWithContexts(const QString& path, int contexts) {
    TestProjectSpec spec;
    spec.contexts = contexts;
    spec.candidatesPerContext = 4;
    createTestProject(path, spec);
    return path;
}

} // namespace

void RankingProgressTest::everyContextIsReported() {
    auto database = storage::ProjectDatabase::open(
        projectWithContexts(m_backend.location(QStringLiteral("project")), 5));
    QVERIFY(database.ok());
    std::vector<common::Progress> reports;
    const auto rankings = analysis::computeAllRankings(
        **database, analysis::RankingRequest{}, [&](const common::Progress& progress) {
            reports.push_back(progress);
            return common::ProgressDecision::Continue;
        });
    QVERIFY2(rankings.ok(), qPrintable(rankings.error().toString()));
    QCOMPARE(rankings->size(), 5);
    // Each context's step, in order; its ranking asks again within it (between its reads,
    // at each Newton iteration), reporting the same step.
    std::vector<std::int64_t> steps;
    for (const common::Progress& progress : reports) {
        QCOMPARE(progress.total, std::int64_t(5));
        QCOMPARE(progress.stage, std::string("ranking contexts"));
        if (steps.empty() || steps.back() != progress.done) {
            steps.push_back(progress.done);
        }
    }
    QCOMPARE(steps, (std::vector<std::int64_t>{0, 1, 2, 3, 4}));
    QVERIFY(reports.size() > steps.size());
}

void RankingProgressTest::anAbortStopsAfterTheContextItWasGiven() {
    auto database = storage::ProjectDatabase::open(
        projectWithContexts(m_backend.location(QStringLiteral("project")), 5));
    QVERIFY(database.ok());
    const auto rowsBefore = storage::rowCountsByTable(**database);
    QVERIFY(rowsBefore.ok());
    std::vector<std::int64_t> asked;
    const auto rankings = analysis::computeAllRankings(
        **database, analysis::RankingRequest{}, [&](const common::Progress& progress) {
            asked.push_back(progress.done);
            return progress.done == 2 ? common::ProgressDecision::Abort
                                      : common::ProgressDecision::Continue;
        });
    QVERIFY(!rankings.ok());
    QVERIFY2(isCancelled(rankings.error()), qPrintable(rankings.error().toString()));
    // Asked through contexts 0 and 1, and once in context 2.
    QCOMPARE(asked.back(), std::int64_t(2));
    QCOMPARE(std::count(asked.begin(), asked.end(), std::int64_t(2)), 1);
    QVERIFY(std::count(asked.begin(), asked.end(), std::int64_t(1)) >= 1);
    const auto rowsAfter = storage::rowCountsByTable(**database);
    QVERIFY(rowsAfter.ok());
    QCOMPARE(*rowsAfter, *rowsBefore);
}

QTEST_GUILESS_MAIN(RankingProgressTest)
#include "test_ranking_progress.moc"
