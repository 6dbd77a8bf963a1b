// Draws of the Laplace posterior without its covariance (core/stats/laplace_draws.h) against
// the exact covariance of the dense path, and the ranking rows made from them
// (rankingTableFromDraws) against the rows made from that covariance.
#include "core/stats/laplace_draws.h"
#include "core/stats/poe_newton.h"
#include "core/stats/random.h"
#include "core/stats/ranking_table.h"
#include "core/stats/simulated_judge.h"
#include "random_comparison_objective.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;

namespace {

constexpr int kCandidates = 30;

PoeObjective randomObjective(std::uint64_t seed, bool lopsided = false) {
    return testing::randomComparisonObjective(kCandidates, seed, lopsided);
}

struct DenseFit {
    Vector scores;
    double homeAdvantage = 0.0;
    Matrix covariance;
};

DenseFit denseFit(const PoeObjective& objective, bool fitHomeAdvantage) {
    NewtonOptions options;
    options.fitHomeAdvantage = fitHomeAdvantage;
    options.homeAdvantage = 0.3;
    options.linearSolver = NewtonLinearSolver::DenseCholesky;
    const auto fit = maximisePosterior(objective, options);
    if (!fit || !fit->covariance) {
        qFatal("fit");
    }
    return {fit->scores, fit->homeAdvantage, *fit->covariance};
}

Matrix drawsOf(const PoeObjective& objective, const DenseFit& fit, bool fitted, int draws,
               int threads, std::uint64_t seed = 11) {
    const auto precision =
        LaplacePrecision::create(objective, fit.scores, fit.homeAdvantage, fitted);
    if (!precision) {
        qFatal("precision: %s", precision.error().message.c_str());
    }
    LaplaceDrawOptions options;
    options.draws = draws;
    options.seed = seed;
    options.threads = threads;
    auto result = drawLaplaceScores(objective, *precision, fit.scores, options);
    if (!result) {
        qFatal("draws: %s", result.error().message.c_str());
    }
    return std::move(*result);
}

} // namespace

class LaplaceDrawsTest : public QObject {
    Q_OBJECT

private slots:
    void drawsHaveTheExactMeanAndCovariance_data();
    void drawsHaveTheExactMeanAndCovariance();
    void drawsDoNotDependOnTheThreads();
    void rowsFromDrawsAgreeWithRowsFromTheCovariance();
    void refusesBadInput();
};

void LaplaceDrawsTest::drawsHaveTheExactMeanAndCovariance_data() {
    QTest::addColumn<bool>("fitHomeAdvantage");
    QTest::newRow("fixed δ") << false;
    QTest::newRow("fitted δ") << true;
}

// Every entry of the draws' covariance within 5 standard errors of the dense Laplace
// covariance, Var(Ŝ_ij) = (Σ_ii Σ_jj + Σ_ij²) / S for Gaussian draws; the mean likewise.
void LaplaceDrawsTest::drawsHaveTheExactMeanAndCovariance() {
    QFETCH(bool, fitHomeAdvantage);
    const PoeObjective objective = randomObjective(5, true);
    const DenseFit fit = denseFit(objective, fitHomeAdvantage);
    constexpr int kDraws = 20000;
    const Matrix draws = drawsOf(objective, fit, fitHomeAdvantage, kDraws, 0);
    const Vector mean = draws.colwise().mean().transpose();
    const Matrix deviations = draws.rowwise() - fit.scores.transpose();
    const Matrix covariance = deviations.transpose() * deviations / kDraws;
    const Matrix& exact = fit.covariance;
    double largest = 0.0; // in standard errors
    for (int i = 0; i < kCandidates; ++i) {
        largest =
            std::max(largest, std::abs(mean[i] - fit.scores[i]) / std::sqrt(exact(i, i) / kDraws));
        for (int j = 0; j < kCandidates; ++j) {
            const double error =
                std::sqrt((exact(i, i) * exact(j, j) + exact(i, j) * exact(i, j)) / kDraws);
            largest = std::max(largest, std::abs(covariance(i, j) - exact(i, j)) / error);
        }
    }
    QVERIFY2(largest < 5.0, qPrintable(QStringLiteral("%1 standard errors").arg(largest)));
}

void LaplaceDrawsTest::drawsDoNotDependOnTheThreads() {
    const PoeObjective objective = randomObjective(7);
    const DenseFit fit = denseFit(objective, true);
    const Matrix one = drawsOf(objective, fit, true, 64, 1);
    const Matrix two = drawsOf(objective, fit, true, 64, 2);
    QVERIFY(one == two);
    const Matrix otherSeed = drawsOf(objective, fit, true, 64, 2, 12);
    QVERIFY(one != otherSeed);
}

// With many draws the rows agree with those of the covariance to the draws' Monte Carlo
// error: standard deviations within 3 %, the probability above the next within 0.02, and
// the rank intervals within one place of each other.
void LaplaceDrawsTest::rowsFromDrawsAgreeWithRowsFromTheCovariance() {
    const PoeObjective objective = randomObjective(9);
    const DenseFit fit = denseFit(objective, false);
    const Matrix draws = drawsOf(objective, fit, false, 20000, 0);
    const auto fromDraws = rankingTableFromDraws(fit.scores, draws);
    const auto exact = rankingTable(fit.scores, &fit.covariance, {20000, 3});
    QCOMPARE(fromDraws.size(), exact.size());
    for (std::size_t r = 0; r < exact.size(); ++r) {
        QCOMPARE(fromDraws[r].index, exact[r].index);
        QCOMPARE(fromDraws[r].rank, exact[r].rank);
        QVERIFY(std::abs(*fromDraws[r].standardDeviation / *exact[r].standardDeviation - 1.0) <
                0.03);
        QCOMPARE(fromDraws[r].probabilityAboveNext.has_value(),
                 exact[r].probabilityAboveNext.has_value());
        if (exact[r].probabilityAboveNext) {
            QVERIFY(std::abs(*fromDraws[r].probabilityAboveNext - *exact[r].probabilityAboveNext) <
                    0.02);
        }
        QVERIFY(std::abs(*fromDraws[r].rankLower - *exact[r].rankLower) <= 1);
        QVERIFY(std::abs(*fromDraws[r].rankUpper - *exact[r].rankUpper) <= 1);
        QVERIFY(*fromDraws[r].credibleLower < fit.scores[fromDraws[r].index]);
    }
}

void LaplaceDrawsTest::refusesBadInput() {
    const PoeObjective objective = randomObjective(3);
    const auto precision =
        LaplacePrecision::create(objective, Vector::Zero(kCandidates), 0.0, false);
    QVERIFY(precision.ok());
    LaplaceDrawOptions options;
    QVERIFY(!drawLaplaceScores(objective, *precision, Vector::Zero(kCandidates - 1), options));
    Vector bad = Vector::Zero(kCandidates);
    bad[2] = NAN;
    QVERIFY(!drawLaplaceScores(objective, *precision, bad, options));
    options.draws = 0;
    QVERIFY(!drawLaplaceScores(objective, *precision, Vector::Zero(kCandidates), options));
}

QTEST_APPLESS_MAIN(LaplaceDrawsTest)
#include "test_laplace_draws.moc"
