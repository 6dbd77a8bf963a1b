// Rank intervals from draws (core/stats/rank_intervals.h): exact ranks when the
// draws agree, the quantiles of the ranks otherwise, and Gaussian draws whose
// moments match the mean and covariance.
#include "core/stats/rank_intervals.h"

#include <QTest>

#include <cmath>

using namespace pairrank::stats;

class RankIntervalsTest : public QObject {
    Q_OBJECT

private slots:
    void agreeingDrawsGiveExactRanks();
    void intervalsAreQuantilesOfTheRanks();
    void badInputIsRefused();
    void gaussianDrawsMatchMeanAndCovariance();
    void separatedScoresHaveNarrowIntervals();
};

void RankIntervalsTest::agreeingDrawsGiveExactRanks() {
    Matrix draws(3, 3);
    draws << 1.0, 3.0, 2.0, //
        0.0, 5.0, 1.0,      //
        -1.0, 0.0, -0.5;
    const auto intervals = rankIntervalsFromDraws(draws);
    QVERIFY(intervals.ok());
    QCOMPARE((*intervals)[1].lower, 1);
    QCOMPARE((*intervals)[1].upper, 1);
    QCOMPARE((*intervals)[2].lower, 2);
    QCOMPARE((*intervals)[0].upper, 3);
    QCOMPARE((*intervals)[0].meanRank, 3.0);
}

void RankIntervalsTest::intervalsAreQuantilesOfTheRanks() {
    // 100 draws of two candidates: candidate 0 is first in 30 of them.
    Matrix draws(100, 2);
    for (int draw = 0; draw < 100; ++draw) {
        draws(draw, 0) = draw < 30 ? 1.0 : 0.0;
        draws(draw, 1) = 0.5;
    }
    const auto wide = rankIntervalsFromDraws(draws, 0.95);
    QVERIFY(wide.ok());
    QCOMPARE((*wide)[0].lower, 1);
    QCOMPARE((*wide)[0].upper, 2);
    QVERIFY(std::abs((*wide)[0].meanRank - 1.7) < 1e-12);
    // The central 20 %: ranks between the 40 % and 60 % quantiles are all 2.
    const auto narrow = rankIntervalsFromDraws(draws, 0.2);
    QCOMPARE((*narrow)[0].lower, 2);
    QCOMPARE((*narrow)[0].upper, 2);
}

void RankIntervalsTest::badInputIsRefused() {
    QVERIFY(!rankIntervalsFromDraws(Matrix(0, 3)).ok());
    QVERIFY(!rankIntervalsFromDraws(Matrix::Zero(2, 2), 1.0).ok());
    Matrix nonFinite = Matrix::Zero(2, 2);
    nonFinite(1, 1) = std::nan("");
    QVERIFY(!rankIntervalsFromDraws(nonFinite).ok());
    Random random(1);
    QVERIFY(!drawGaussianScores(Vector::Zero(2), Matrix::Identity(3, 3), 10, random).ok());
    Matrix indefinite = Matrix::Identity(2, 2);
    indefinite(1, 1) = -1.0;
    QVERIFY(!drawGaussianScores(Vector::Zero(2), indefinite, 10, random).ok());
}

void RankIntervalsTest::gaussianDrawsMatchMeanAndCovariance() {
    const Vector mean = (Vector(2) << 1.0, -2.0).finished();
    Matrix covariance(2, 2);
    covariance << 2.0, 0.6, 0.6, 0.5;
    Random random(7);
    const int count = 40000;
    const auto draws = drawGaussianScores(mean, covariance, count, random);
    QVERIFY(draws.ok());
    const Vector sampleMean = draws->colwise().mean().transpose();
    const Matrix centred = draws->rowwise() - sampleMean.transpose();
    const Matrix sampleCovariance = centred.transpose() * centred / (count - 1);
    // Monte Carlo error of a mean is √(σ²/n) ≈ 0.007 here; allow five of them.
    QVERIFY((sampleMean - mean).cwiseAbs().maxCoeff() < 0.04);
    QVERIFY((sampleCovariance - covariance).cwiseAbs().maxCoeff() < 0.08);
}

void RankIntervalsTest::separatedScoresHaveNarrowIntervals() {
    const Vector mean = (Vector(3) << 0.0, 10.0, 5.0).finished();
    Random random(3);
    const auto intervals = gaussianRankIntervals(mean, Matrix::Identity(3, 3) * 0.01, 500, random);
    QVERIFY(intervals.ok());
    QCOMPARE((*intervals)[1].lower, 1);
    QCOMPARE((*intervals)[1].upper, 1);
    QCOMPARE((*intervals)[2].lower, 2);
    QCOMPARE((*intervals)[0].upper, 3);
}

QTEST_GUILESS_MAIN(RankIntervalsTest)
#include "test_rank_intervals.moc"
