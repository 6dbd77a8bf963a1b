// The ranking entropy without the covariance (core/stats/stochastic_log_determinant.h)
// against its closed form without comparisons and against the dense path's exact entropy.
#include "core/stats/poe_newton.h"
#include "core/stats/posterior.h"
#include "core/stats/random.h"
#include "core/stats/simulated_judge.h"
#include "core/stats/stochastic_log_determinant.h"
#include "random_comparison_objective.h"

#include <QTest>

#include <Eigen/Cholesky>

#include <cmath>
#include <numbers>
#include <vector>

using namespace pairrank::stats;

namespace {

constexpr int kCandidates = 150;

PoeObjective randomObjective(std::uint64_t seed, bool lopsided) {
    return testing::randomComparisonObjective(kCandidates, seed, lopsided);
}

} // namespace

class StochasticLogDeterminantTest : public QObject {
    Q_OBJECT

private slots:
    void withoutComparisonsTheEstimateIsExact();
    void logDeterminantAgreesWithTheDenseFactor();
    void entropyAgreesWithTheDenseCovariance_data();
    void entropyAgreesWithTheDenseCovariance();
    void aFittedHomeAdvantageAddsItsExactTerm();
    void doesNotDependOnTheThreads();
    void refusesBadOptions();
};

// H = I / σ0²: Ĥ = I, so every probe's quadrature is ln 1 = 0 and ln det H = −N ln σ0².
void StochasticLogDeterminantTest::withoutComparisonsTheEstimateIsExact() {
    auto objective = PoeObjective::create(ExpertSpec{}, 2.5, 40);
    QVERIFY(objective.ok());
    const auto precision = LaplacePrecision::create(*objective, Vector::Zero(40), 0.0, false);
    QVERIFY(precision.ok());
    const auto estimate = logDeterminantOfPrecision(*objective, *precision, {});
    QVERIFY(estimate.ok());
    QVERIFY(std::abs(estimate->value + 40.0 * std::log(2.5)) < 1e-9);
    QCOMPARE(estimate->standardError, 0.0);
}

// Within four standard errors of ln det of the dense Hessian, and those errors are small.
void StochasticLogDeterminantTest::logDeterminantAgreesWithTheDenseFactor() {
    const PoeObjective objective = randomObjective(5, false);
    const Vector scores = Vector::Zero(kCandidates);
    const auto precision = LaplacePrecision::create(objective, scores, 0.2, false);
    QVERIFY(precision.ok());
    const Eigen::LLT<Matrix> factor(objective.hessian(scores, 0.2));
    QCOMPARE(factor.info(), Eigen::Success);
    const double exact = 2.0 * factor.matrixLLT().diagonal().array().log().sum();
    // ln det D is exact; the probes estimate tr ln Ĥ, the rest.
    const double diagonalPart = precision->diagonal.array().log().sum();
    LogDeterminantOptions options;
    options.probes = 400;
    const auto estimate = logDeterminantOfPrecision(objective, *precision, options);
    QVERIFY(estimate.ok());
    QVERIFY2(std::abs(estimate->value - exact) < 4.0 * estimate->standardError + 1e-6,
             qPrintable(QStringLiteral("%1 ± %2 vs %3")
                            .arg(estimate->value)
                            .arg(estimate->standardError)
                            .arg(exact)));
    QVERIFY(estimate->standardError > 0.0 &&
            estimate->standardError < 0.02 * std::abs(exact - diagonalPart));
}

void StochasticLogDeterminantTest::entropyAgreesWithTheDenseCovariance_data() {
    QTest::addColumn<bool>("fitHomeAdvantage");
    QTest::newRow("fixed δ") << false;
    QTest::newRow("fitted δ") << true;
}

// The entropy of the dense Laplace covariance (δ's uncertainty included when fitted) within
// four standard errors.
void StochasticLogDeterminantTest::entropyAgreesWithTheDenseCovariance() {
    QFETCH(bool, fitHomeAdvantage);
    const PoeObjective objective = randomObjective(7, true);
    NewtonOptions newton;
    newton.fitHomeAdvantage = fitHomeAdvantage;
    newton.homeAdvantage = 0.3;
    newton.linearSolver = NewtonLinearSolver::DenseCholesky;
    const auto fit = maximisePosterior(objective, newton);
    QVERIFY(fit.ok() && fit->covariance);
    const auto exact = checkedRankingEntropy(MatrixRef(*fit->covariance));
    QVERIFY(exact.ok());
    const auto precision =
        LaplacePrecision::create(objective, fit->scores, fit->homeAdvantage, fitHomeAdvantage);
    QVERIFY(precision.ok());
    LogDeterminantOptions options;
    options.probes = 400;
    const auto estimate = stochasticRankingEntropy(objective, *precision, options);
    QVERIFY(estimate.ok());
    QVERIFY2(std::abs(estimate->value - *exact) < 4.0 * estimate->standardError + 1e-6,
             qPrintable(QStringLiteral("%1 ± %2 vs %3")
                            .arg(estimate->value)
                            .arg(estimate->standardError)
                            .arg(*exact)));
}

// At the same scores and δ with the same probes, fitting δ changes only the rank-one term:
// the entropies differ by ½ ln(d / (d − bᵀH⁻¹b)), the Schur complement of the dense joint
// Hessian over (s, δ).
void StochasticLogDeterminantTest::aFittedHomeAdvantageAddsItsExactTerm() {
    const PoeObjective objective = randomObjective(11, true);
    Random random(4);
    Vector scores(kCandidates);
    for (Index i = 0; i < kCandidates; ++i) {
        scores[i] = random.normal();
    }
    const double homeAdvantage = 0.4;
    const auto fixed = LaplacePrecision::create(objective, scores, homeAdvantage, false);
    const auto fitted = LaplacePrecision::create(objective, scores, homeAdvantage, true);
    QVERIFY(fixed.ok() && fitted.ok());
    const auto withoutTerm = stochasticRankingEntropy(objective, *fixed, {});
    const auto withTerm = stochasticRankingEntropy(objective, *fitted, {});
    QVERIFY(withoutTerm.ok() && withTerm.ok());
    const Matrix joint = objective.jointHessian(scores, homeAdvantage);
    const Matrix block = joint.topLeftCorner(kCandidates, kCandidates);
    const Vector coupling = joint.col(kCandidates).head(kCandidates);
    const double curvature = joint(kCandidates, kCandidates);
    const double schur = curvature - coupling.dot(block.llt().solve(coupling));
    const double exact = 0.5 * std::log(curvature / schur);
    QVERIFY(exact > 0.1); // a term the test can see
    QVERIFY2(std::abs((withTerm->value - withoutTerm->value) - exact) < 1e-6,
             qPrintable(
                 QStringLiteral("%1 vs %2").arg(withTerm->value - withoutTerm->value).arg(exact)));
}

void StochasticLogDeterminantTest::doesNotDependOnTheThreads() {
    const PoeObjective objective = randomObjective(9, false);
    const auto precision =
        LaplacePrecision::create(objective, Vector::Zero(kCandidates), 0.0, false);
    QVERIFY(precision.ok());
    LogDeterminantOptions options;
    options.threads = 1;
    const auto one = logDeterminantOfPrecision(objective, *precision, options);
    options.threads = 2;
    const auto two = logDeterminantOfPrecision(objective, *precision, options);
    QVERIFY(one.ok() && two.ok());
    QCOMPARE(one->value, two->value);
    QCOMPARE(one->standardError, two->standardError);
}

void StochasticLogDeterminantTest::refusesBadOptions() {
    const PoeObjective objective = randomObjective(3, false);
    const auto precision =
        LaplacePrecision::create(objective, Vector::Zero(kCandidates), 0.0, false);
    QVERIFY(precision.ok());
    LogDeterminantOptions options;
    options.probes = 0;
    QVERIFY(!logDeterminantOfPrecision(objective, *precision, options).ok());
    options.probes = 4;
    options.lanczosSteps = 0;
    QVERIFY(!stochasticRankingEntropy(objective, *precision, options).ok());
}

QTEST_APPLESS_MAIN(StochasticLogDeterminantTest)
#include "test_stochastic_log_determinant.moc"
