// The ranking table (core/stats/ranking_table.h) against known truths: ranks of
// sorted scores with the tie rule, P(s_i > s_j) = Φ(Δ / √(Σ_ii + Σ_jj − 2 Σ_ij))
// for the neighbour below (paper 002 eq. 5) computed here from the normal CDF by
// erfc, credible intervals μ ± 1.96 σ, and rank intervals that are exact when the
// posterior leaves no doubt.
#include "core/stats/ranking_table.h"

#include <QTest>

#include <cmath>

using namespace pairrank::stats;

namespace {

double phi(double x) {
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

} // namespace

class RankingTableTest : public QObject {
    Q_OBJECT

private slots:
    void withoutCovarianceOnlyRanks();
    void equalScoresAreRankedBySmallerIndex();
    void probabilityAboveNextIsTheNormalOfTheDifference();
    void rankIntervalsAreExactWhenCertainAndWideWhenNot();
};

void RankingTableTest::withoutCovarianceOnlyRanks() {
    Vector scores(4);
    scores << 0.5, -1.0, 2.0, 0.0;
    const auto rows = rankingTable(scores, nullptr);
    QCOMPARE(rows.size(), std::size_t(4));
    const int expected[] = {2, 0, 3, 1};
    for (std::size_t place = 0; place < rows.size(); ++place) {
        QCOMPARE(rows[place].index, expected[place]);
        QCOMPARE(rows[place].rank, static_cast<int>(place) + 1);
        QCOMPARE(rows[place].score, scores(expected[place]));
        QVERIFY(!rows[place].standardDeviation && !rows[place].probabilityAboveNext);
        QVERIFY(!rows[place].rankLower);
    }
}

void RankingTableTest::equalScoresAreRankedBySmallerIndex() {
    Vector scores(3);
    scores << 1.0, 1.0, 1.0;
    const auto rows = rankingTable(scores, nullptr);
    QCOMPARE(rows[0].index, 0);
    QCOMPARE(rows[1].index, 1);
    QCOMPARE(rows[2].index, 2);
}

void RankingTableTest::probabilityAboveNextIsTheNormalOfTheDifference() {
    Vector scores(3);
    scores << 0.2, 1.0, -0.4;
    Matrix covariance(3, 3);
    covariance << 0.50, 0.10, 0.05, //
        0.10, 0.30, 0.02,           //
        0.05, 0.02, 0.40;
    const auto rows = rankingTable(scores, &covariance);
    QCOMPARE(rows[0].index, 1);
    QCOMPARE(rows[1].index, 0);
    QCOMPARE(rows[2].index, 2);
    const double firstOverSecond = phi((1.0 - 0.2) / std::sqrt(0.30 + 0.50 - 2 * 0.10));
    const double secondOverThird = phi((0.2 + 0.4) / std::sqrt(0.50 + 0.40 - 2 * 0.05));
    QVERIFY(std::abs(*rows[0].probabilityAboveNext - firstOverSecond) < 1e-12);
    QVERIFY(std::abs(*rows[1].probabilityAboveNext - secondOverThird) < 1e-12);
    QVERIFY(!rows[2].probabilityAboveNext);
    for (const RankingTableRow& row : rows) {
        const double deviation = std::sqrt(covariance(row.index, row.index));
        QVERIFY(std::abs(*row.standardDeviation - deviation) < 1e-15);
        QVERIFY(std::abs(*row.credibleLower - (row.score - 1.959963984540054 * deviation)) < 1e-12);
        QVERIFY(std::abs(*row.credibleUpper - (row.score + 1.959963984540054 * deviation)) < 1e-12);
    }
}

void RankingTableTest::rankIntervalsAreExactWhenCertainAndWideWhenNot() {
    // Scores 10 apart with unit-scale variances 1e-6: every draw ranks them alike.
    Vector certain(3);
    certain << 0.0, 10.0, -10.0;
    const Matrix tiny = Matrix::Identity(3, 3) * 1e-6;
    const auto rows = rankingTable(certain, &tiny, RankingTableOptions{500, 7});
    for (const RankingTableRow& row : rows) {
        QCOMPARE(*row.rankLower, row.rank);
        QCOMPARE(*row.rankUpper, row.rank);
    }
    // Equal scores with unit variances: each candidate's 95 % rank interval spans all ranks.
    const Vector equal = Vector::Zero(3);
    const Matrix unit = Matrix::Identity(3, 3);
    const auto doubtful = rankingTable(equal, &unit, RankingTableOptions{2000, 7});
    for (const RankingTableRow& row : doubtful) {
        QCOMPARE(*row.rankLower, 1);
        QCOMPARE(*row.rankUpper, 3);
    }
    // The same seed gives the same table.
    const auto again = rankingTable(equal, &unit, RankingTableOptions{2000, 7});
    for (std::size_t place = 0; place < again.size(); ++place) {
        QCOMPARE(*again[place].rankLower, *doubtful[place].rankLower);
    }
}

QTEST_APPLESS_MAIN(RankingTableTest)
#include "test_ranking_table.moc"
