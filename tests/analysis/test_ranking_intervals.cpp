// A large pool's ranking shown before its intervals (the Ranking tab's path): the rows
// drawn later from the kept fit are exactly those computeRanking gives in one go, so the
// view saves a second read and fit without changing a number; the first rows have scores
// and ranks only. A pool within kRankingCovarianceLimit keeps no fit: its rows have their
// intervals at once.
#include "core/analysis/ranking.h"
#include "storage/candidate_importer.h"
#include "storage/judgement_importer.h"
#include "storage/project_database.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;

class RankingIntervalsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void intervalsDrawnLaterEqualThoseDrawnAtOnce();
    void aSmallPoolHasItsIntervalsAtOnce();
    void noDrawsAskedKeepsNoFit();

private:
    // A pool of `count` candidates judged along a chain, in project `name`.
    QString makePool(const QString& name, int count);

    QTemporaryDir m_folder;
};

QString RankingIntervalsTest::makePool(const QString& name, int count) {
    QByteArray candidates = "context_id,candidate_id,text\n";
    QByteArray judgements = "a,b,p\n";
    for (int i = 0; i < count; ++i) {
        candidates += "pool,c" + QByteArray::number(i) + ",Text " + QByteArray::number(i) + "\n";
        const QByteArray better = "c" + QByteArray::number(i);
        for (const int step : {1, 3}) {
            if (i + step < count) {
                const QByteArray worse = "c" + QByteArray::number(i + step);
                // Shown first and second by turns, so that no positional bias explains it.
                judgements += i % 2 == 0 ? QByteArray(better + "," + worse + ",0.75\n")
                                         : QByteArray(worse + "," + better + ",0.3\n");
            }
        }
    }
    const QString candidatesPath = m_folder.filePath(name + QStringLiteral(".candidates.csv"));
    const QString judgementsPath = m_folder.filePath(name + QStringLiteral(".judgements.csv"));
    for (const auto& [path, content] :
         {std::pair{candidatesPath, candidates}, std::pair{judgementsPath, judgements}}) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()) {
            return {};
        }
    }
    const QString project = m_folder.filePath(name + QStringLiteral(".pairrank"));
    auto database = storage::ProjectDatabase::create(project, name);
    if (!database ||
        !storage::importCandidatesFromFile(**database, candidatesPath, storage::InputFormat::Csv,
                                           {}) ||
        !storage::importJudgementsFromFile(**database, judgementsPath, storage::InputFormat::Csv)) {
        return {};
    }
    return project;
}

void RankingIntervalsTest::initTestCase() {
    QVERIFY(m_folder.isValid());
}

void RankingIntervalsTest::intervalsDrawnLaterEqualThoseDrawnAtOnce() {
    const QString path = makePool(QStringLiteral("large"), analysis::kRankingCovarianceLimit + 50);
    QVERIFY(!path.isEmpty());
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database);
    analysis::RankingRequest request;
    request.largePoolIntervalDraws = 300;
    request.rankIntervalDraws = 300;
    request.seed = 11;
    const auto atOnce = analysis::computeRanking(**database, request);
    QVERIFY2(atOnce, qPrintable(atOnce ? QString() : atOnce.error().message));
    const auto first = analysis::computeRankingBeforeIntervals(**database, request);
    QVERIFY(first);
    QVERIFY(first->fit != nullptr);
    QVERIFY(first->ranking.intervalsOmitted);
    QCOMPARE(first->ranking.rows.size(), atOnce->rows.size());
    for (const analysis::RankingRow& row : first->ranking.rows) {
        QVERIFY(!row.standardDeviation && !row.credibleInterval && !row.rankLower);
    }
    const auto later = analysis::drawRankingIntervals(*first->fit, request);
    QVERIFY(later);
    QVERIFY(!later->intervalsOmitted);
    QCOMPARE(later->intervalDraws, atOnce->intervalDraws);
    QCOMPARE(later->intervalDraws, 300);
    QCOMPARE(later->entropy, atOnce->entropy);
    QCOMPARE(later->entropyStandardError, atOnce->entropyStandardError);
    QCOMPARE(later->comparisons, atOnce->comparisons);
    QCOMPARE(later->rows.size(), atOnce->rows.size());
    for (qsizetype k = 0; k < later->rows.size(); ++k) {
        const analysis::RankingRow& drawn = later->rows[k];
        const analysis::RankingRow& expected = atOnce->rows[k];
        QCOMPARE(drawn.candidateId, expected.candidateId);
        QCOMPARE(drawn.rank, expected.rank);
        QCOMPARE(drawn.score, expected.score);
        QVERIFY(drawn.standardDeviation && drawn.credibleInterval && drawn.rankLower);
        QCOMPARE(*drawn.standardDeviation, *expected.standardDeviation);
        QCOMPARE(drawn.credibleInterval->lower, expected.credibleInterval->lower);
        QCOMPARE(drawn.credibleInterval->upper, expected.credibleInterval->upper);
        QCOMPARE(*drawn.rankLower, *expected.rankLower);
        QCOMPARE(*drawn.rankUpper, *expected.rankUpper);
    }
    // The chain ranks: c0 first, the last candidate last.
    QCOMPARE(later->rows.first().externalId, QStringLiteral("c0"));
    QCOMPARE(later->rows.last().externalId,
             QStringLiteral("c%1").arg(analysis::kRankingCovarianceLimit + 49));
}

void RankingIntervalsTest::aSmallPoolHasItsIntervalsAtOnce() {
    const QString path = makePool(QStringLiteral("small"), 40);
    QVERIFY(!path.isEmpty());
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database);
    analysis::RankingRequest request;
    const auto first = analysis::computeRankingBeforeIntervals(**database, request);
    QVERIFY(first);
    QVERIFY(first->fit == nullptr);
    QVERIFY(!first->ranking.intervalsOmitted);
    const auto atOnce = analysis::computeRanking(**database, request);
    QVERIFY(atOnce);
    QCOMPARE(first->ranking.rows.size(), qsizetype(40));
    for (qsizetype k = 0; k < first->ranking.rows.size(); ++k) {
        QVERIFY(first->ranking.rows[k].standardDeviation.has_value());
        QCOMPARE(first->ranking.rows[k].standardDeviation, atOnce->rows[k].standardDeviation);
        QCOMPARE(first->ranking.rows[k].score, atOnce->rows[k].score);
    }
}

void RankingIntervalsTest::noDrawsAskedKeepsNoFit() {
    const QString path =
        makePool(QStringLiteral("undrawn"), analysis::kRankingCovarianceLimit + 10);
    QVERIFY(!path.isEmpty());
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database);
    analysis::RankingRequest request;
    request.largePoolIntervalDraws = 0;
    const auto first = analysis::computeRankingBeforeIntervals(**database, request);
    QVERIFY(first);
    QVERIFY(first->ranking.intervalsOmitted);
    QVERIFY(first->fit == nullptr);
}

QTEST_GUILESS_MAIN(RankingIntervalsTest)
#include "test_ranking_intervals.moc"
