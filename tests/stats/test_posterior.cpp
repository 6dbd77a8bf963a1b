// Tests of the Laplace posterior: the objective's gradient and Hessian against finite
// differences of its value, the Newton MAP, the Laplace covariance against the inverse
// of a finite-difference Hessian, and the questions of posterior.h.
#include "core/stats/poe_newton.h"
#include "core/stats/poe_objective.h"
#include "core/stats/posterior.h"
#include "scoring_test_data.h"

#include <QTest>

#include <Eigen/Dense>

#include <cmath>
#include <numbers>

using namespace pairrank::stats;
using namespace pairrank::stats::testing;

Q_DECLARE_METATYPE(pairrank::stats::Link)
Q_DECLARE_METATYPE(pairrank::stats::ExpertDistribution)

namespace {

constexpr int kCandidates = 6;

PoeObjective makeObjective(Link link, ExpertDistribution distribution, bool withAbsolute) {
    ExpertSpec spec;
    spec.link = link;
    spec.distribution = distribution;
    spec.gaussianVariance = 0.5;
    auto objective = PoeObjective::create(spec, 1.3, kCandidates);
    const auto data = randomPairs(kCandidates, 25, {1.0, 0.4, 0.3}, 11);
    const Status added = objective->add(data.comparisons);
    Q_ASSERT(added.ok());
    if (withAbsolute) {
        const Status first = objective->addAbsolute({1, 0.8, 0.5, 2.0});
        const Status second = objective->addAbsolute({4, -0.3, 2.0, 1.0});
        Q_ASSERT(first.ok() && second.ok());
    }
    return std::move(objective).value();
}

// F as a function of x = (s, δ).
double valueAt(const PoeObjective& objective, const Vector& x) {
    return objective.value(x.head(kCandidates), x[kCandidates]);
}

Matrix finiteDifferenceHessian(const PoeObjective& objective, const Vector& x) {
    const Index n = x.size();
    constexpr double h = 1e-4;
    Matrix hessian(n, n);
    for (Index i = 0; i < n; ++i) {
        for (Index j = 0; j < n; ++j) {
            Vector pp = x, pm = x, mp = x, mm = x;
            pp[i] += h, pp[j] += h;
            pm[i] += h, pm[j] -= h;
            mp[i] -= h, mp[j] += h;
            mm[i] -= h, mm[j] -= h;
            hessian(i, j) = (valueAt(objective, pp) - valueAt(objective, pm) -
                             valueAt(objective, mp) + valueAt(objective, mm)) /
                            (4 * h * h);
        }
    }
    return hessian;
}

void addExpertKinds() {
    QTest::addColumn<Link>("link");
    QTest::addColumn<ExpertDistribution>("distribution");
    QTest::addColumn<bool>("withAbsolute");
    QTest::newRow("soft BT") << Link::Sigmoid << ExpertDistribution::Beta << false;
    QTest::newRow("sigmoid-gaussian") << Link::Sigmoid << ExpertDistribution::Gaussian << false;
    QTest::newRow("phi-gaussian") << Link::Phi << ExpertDistribution::Gaussian << false;
    QTest::newRow("phi-beta") << Link::Phi << ExpertDistribution::Beta << false;
    QTest::newRow("identity-gaussian + absolute")
        << Link::Identity << ExpertDistribution::Gaussian << true;
    QTest::newRow("soft BT + absolute") << Link::Sigmoid << ExpertDistribution::Beta << true;
}

} // namespace

class PosteriorTest : public QObject {
    Q_OBJECT

private slots:
    void objectiveDerivativesMatchFiniteDifferences_data() { addExpertKinds(); }
    void objectiveDerivativesMatchFiniteDifferences();
    void laplaceCovarianceIsInverseFiniteDifferenceHessian_data() { addExpertKinds(); }
    void laplaceCovarianceIsInverseFiniteDifferenceHessian();
    void conjugateGradientNewtonMatchesDense_data() { addExpertKinds(); }
    void conjugateGradientNewtonMatchesDense();
    void warmStartAtTheMapNeedsNoIteration();
    void newtonRefusesBadOptions_data();
    void newtonRefusesBadOptions();
    void objectiveRefusesBadInput_data();
    void objectiveRefusesBadInput();
    void pairVarianceByHand();
    void reorderProbabilityByHand();
    void entropyOfDiagonalCovariance();
    void entropyOfFullCovarianceMatchesDeterminant();
    void entropyRefusesIndefiniteCovariance();
};

void PosteriorTest::objectiveDerivativesMatchFiniteDifferences() {
    QFETCH(Link, link);
    QFETCH(ExpertDistribution, distribution);
    QFETCH(bool, withAbsolute);
    const PoeObjective objective = makeObjective(link, distribution, withAbsolute);
    Vector x(kCandidates + 1);
    x << 0.3, -0.7, 1.1, 0.0, -0.2, 0.5, 0.35;
    const auto gradient = objective.gradient(x.head(kCandidates), x[kCandidates]);
    Vector analytic(kCandidates + 1);
    analytic << gradient.scores, gradient.homeAdvantage;
    constexpr double h = 1e-6;
    for (Index i = 0; i <= kCandidates; ++i) {
        Vector up = x, down = x;
        up[i] += h;
        down[i] -= h;
        const double numeric = (valueAt(objective, up) - valueAt(objective, down)) / (2 * h);
        QVERIFY2(std::abs(numeric - analytic[i]) < 1e-6,
                 qPrintable(QStringLiteral("%1: %2 vs %3").arg(i).arg(analytic[i]).arg(numeric)));
    }
    const Matrix joint = objective.jointHessian(x.head(kCandidates), x[kCandidates]);
    const Matrix numeric = finiteDifferenceHessian(objective, x);
    QVERIFY2((joint - numeric).cwiseAbs().maxCoeff() < 1e-4,
             qPrintable(QString::number((joint - numeric).cwiseAbs().maxCoeff())));
    // the score block of the joint Hessian is the score Hessian
    QVERIFY((joint.topLeftCorner(kCandidates, kCandidates) -
             objective.hessian(x.head(kCandidates), x[kCandidates]))
                .cwiseAbs()
                .maxCoeff() < 1e-12);
}

void PosteriorTest::laplaceCovarianceIsInverseFiniteDifferenceHessian() {
    QFETCH(Link, link);
    QFETCH(ExpertDistribution, distribution);
    QFETCH(bool, withAbsolute);
    const PoeObjective objective = makeObjective(link, distribution, withAbsolute);
    for (const bool fitHomeAdvantage : {false, true}) {
        NewtonOptions options;
        options.fitHomeAdvantage = fitHomeAdvantage;
        options.homeAdvantage = fitHomeAdvantage ? 0.0 : 0.25;
        const auto fitted = maximisePosterior(objective, options);
        QVERIFY2(fitted.ok(), fitted.ok() ? "" : fitted.error().message.c_str());
        QVERIFY(fitted->gradientNorm < 1e-8);
        Vector x(kCandidates + 1);
        x << fitted->scores, fitted->homeAdvantage;
        const Matrix numericHessian = finiteDifferenceHessian(objective, x);
        const Index size = fitHomeAdvantage ? kCandidates + 1 : kCandidates;
        const Matrix inverse = numericHessian.topLeftCorner(size, size).inverse();
        const Matrix difference =
            inverse.topLeftCorner(kCandidates, kCandidates) - *fitted->covariance;
        QVERIFY2(difference.cwiseAbs().maxCoeff() < 1e-4 * inverse.cwiseAbs().maxCoeff(),
                 qPrintable(QString::number(difference.cwiseAbs().maxCoeff())));
        QCOMPARE(fitted->homeAdvantageStandardError.has_value(), fitHomeAdvantage);
        if (fitHomeAdvantage) {
            const double expected = std::sqrt(inverse(kCandidates, kCandidates));
            QVERIFY(std::abs(*fitted->homeAdvantageStandardError - expected) < 1e-4 * expected);
        }
    }
}

void PosteriorTest::conjugateGradientNewtonMatchesDense() {
    QFETCH(Link, link);
    QFETCH(ExpertDistribution, distribution);
    QFETCH(bool, withAbsolute);
    const PoeObjective objective = makeObjective(link, distribution, withAbsolute);
    Vector x(kCandidates);
    x << 0.3, -0.7, 1.1, 0.0, -0.2, 0.5;
    const Matrix sparse = Matrix(objective.sparseHessian(x, 0.35, true));
    QVERIFY((sparse - objective.jointHessian(x, 0.35)).cwiseAbs().maxCoeff() < 1e-14);
    // The operator the iterative solver uses is the same Hessian, with δ and without.
    const Vector curvatures = objective.pairCurvatures(x, 0.35);
    Vector direction(kCandidates + 1);
    direction << 1.0, -2.0, 0.5, 0.25, -0.75, 3.0, -1.5;
    const Matrix joint = objective.jointHessian(x, 0.35);
    QVERIFY((objective.hessianProduct(curvatures, direction, true) - joint * direction)
                .cwiseAbs()
                .maxCoeff() < 1e-12);
    QVERIFY((objective.hessianDiagonal(curvatures, true) - joint.diagonal()).cwiseAbs().maxCoeff() <
            1e-14);
    const Vector scoresOnly = direction.head(kCandidates);
    const Matrix scoresHessian = objective.hessian(x, 0.35);
    QVERIFY((objective.hessianProduct(curvatures, scoresOnly, false) - scoresHessian * scoresOnly)
                .cwiseAbs()
                .maxCoeff() < 1e-12);
    QVERIFY((objective.hessianDiagonal(curvatures, false) - scoresHessian.diagonal())
                .cwiseAbs()
                .maxCoeff() < 1e-14);
    for (const bool fitHomeAdvantage : {false, true}) {
        NewtonOptions dense;
        dense.fitHomeAdvantage = fitHomeAdvantage;
        dense.linearSolver = NewtonLinearSolver::DenseCholesky;
        NewtonOptions iterative = dense;
        iterative.linearSolver = NewtonLinearSolver::ConjugateGradient;
        const auto first = maximisePosterior(objective, dense);
        const auto second = maximisePosterior(objective, iterative);
        QVERIFY(first.ok());
        QVERIFY2(second.ok(), second.ok() ? "" : second.error().message.c_str());
        QVERIFY(second->gradientNorm < 1e-8);
        QVERIFY((first->scores - second->scores).cwiseAbs().maxCoeff() < 1e-8);
        QVERIFY(std::abs(first->homeAdvantage - second->homeAdvantage) < 1e-8);
    }
}

void PosteriorTest::warmStartAtTheMapNeedsNoIteration() {
    const PoeObjective objective = makeObjective(Link::Sigmoid, ExpertDistribution::Beta, false);
    const auto cold = maximisePosterior(objective, {});
    QVERIFY(cold.ok());
    QVERIFY(cold->iterations >= 2);
    NewtonOptions warm;
    warm.warmStart = cold->scores;
    const auto again = maximisePosterior(objective, warm);
    QVERIFY(again.ok());
    QCOMPARE(again->iterations, 0);
    QVERIFY((again->scores - cold->scores).cwiseAbs().maxCoeff() < 1e-12);
}

void PosteriorTest::newtonRefusesBadOptions_data() {
    QTest::addColumn<int>("warmLength");
    QTest::addColumn<int>("maxIterations");
    QTest::addColumn<QString>("expected");
    QTest::newRow("warm start too short") << 3 << 100 << QStringLiteral("warmStart");
    QTest::newRow("no iterations allowed") << kCandidates << 0 << QStringLiteral("converge");
}

void PosteriorTest::newtonRefusesBadOptions() {
    QFETCH(int, warmLength);
    QFETCH(int, maxIterations);
    QFETCH(QString, expected);
    const PoeObjective objective = makeObjective(Link::Phi, ExpertDistribution::Beta, false);
    // Built in one piece: assigning the warm start to a default-built NewtonOptions made
    // GCC 12 at -O1 with the sanitizers warn that the empty optional's vector "may be used
    // uninitialized".
    const NewtonOptions options{
        .warmStart = Vector::Zero(warmLength), .maxIterations = maxIterations, .progress = {}};
    const auto fitted = maximisePosterior(objective, options);
    QVERIFY(!fitted.ok());
    QVERIFY2(QString::fromStdString(fitted.error().message).contains(expected),
             fitted.error().message.c_str());
}

void PosteriorTest::objectiveRefusesBadInput_data() {
    QTest::addColumn<Comparison>("comparison");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a out of range")
        << Comparison{kCandidates, 0, 0.5, 1} << QStringLiteral("field a");
    QTest::newRow("NaN p") << Comparison{0, 1, NAN, 1} << QStringLiteral("field p");
}

void PosteriorTest::objectiveRefusesBadInput() {
    QFETCH(Comparison, comparison);
    QFETCH(QString, expected);
    auto objective = PoeObjective::create({}, 1.0, kCandidates);
    QVERIFY(objective.ok());
    const Status status = objective->add(comparison);
    QVERIFY(!status.ok());
    QVERIFY2(QString::fromStdString(status.message()).contains(expected), status.message().c_str());
    QCOMPARE(objective->pairs().size(), std::size_t{0});
    // a variance for a Beta expert, a non-positive prior variance, a bad absolute expert
    QVERIFY(!objective->add(Comparison{0, 1, 0.6, 1}, 0.5).ok());
    QVERIFY(!PoeObjective::create({}, 0.0, kCandidates).ok());
    QVERIFY(!objective->addAbsolute({kCandidates, 0.0, 1.0, 1.0}).ok());
}

void PosteriorTest::pairVarianceByHand() {
    Matrix covariance(3, 3);
    covariance << 2.0, 0.5, 0.0, 0.5, 1.0, 0.2, 0.0, 0.2, 3.0;
    QCOMPARE(pairVariance(covariance, 0, 1), 2.0); // 2 + 1 − 2·0.5
    QCOMPARE(pairVariance(covariance, 1, 2), 3.6); // 1 + 3 − 2·0.2
    QCOMPARE(pairVariance(covariance, 2, 0), 5.0); // 3 + 2 − 0
    QCOMPARE(pairVariance(covariance, 1, 1), 0.0);
}

void PosteriorTest::reorderProbabilityByHand() {
    Matrix covariance(3, 3);
    covariance << 2.0, 0.5, 0.0, 0.5, 1.0, 0.2, 0.0, 0.2, 3.0;
    Vector mean(3);
    mean << 1.0, -1.0, 1.0;
    // |μ0 − μ1| = 2, V01 = 2: Φ(−2/√2) = Φ(−√2) = 0.0786496035251426
    QVERIFY(std::abs(reorderProbability(mean, covariance, 0, 1) - 0.0786496035251426) < 1e-13);
    QCOMPARE(reorderProbability(mean, covariance, 1, 0),
             reorderProbability(mean, covariance, 0, 1));
    QCOMPARE(reorderProbability(mean, covariance, 0, 2), 0.5); // equal means
    const Matrix certain = Matrix::Zero(3, 3);
    QCOMPARE(reorderProbability(mean, certain, 0, 1), 0.0);
}

void PosteriorTest::entropyOfDiagonalCovariance() {
    Vector variances(4);
    variances << 0.5, 2.0, 1.0, 0.1;
    const double expected = 4 * (1 + std::log(2 * std::numbers::pi)) / 2 +
                            0.5 * (std::log(0.5) + std::log(2.0) + std::log(1.0) + std::log(0.1));
    const Matrix covariance = variances.asDiagonal();
    QVERIFY(std::abs(rankingEntropy(covariance) - expected) < 1e-13);
    QVERIFY(std::abs(*checkedRankingEntropy(covariance) - expected) < 1e-13);
}

void PosteriorTest::entropyOfFullCovarianceMatchesDeterminant() {
    Matrix covariance(3, 3);
    covariance << 2.0, 0.5, 0.0, 0.5, 1.0, 0.2, 0.0, 0.2, 3.0;
    const double expected =
        3 * (1 + std::log(2 * std::numbers::pi)) / 2 + 0.5 * std::log(covariance.determinant());
    QVERIFY(std::abs(rankingEntropy(covariance) - expected) < 1e-13);
}

void PosteriorTest::entropyRefusesIndefiniteCovariance() {
    Matrix covariance(2, 2);
    covariance << 1.0, 2.0, 2.0, 1.0;
    QVERIFY(!checkedRankingEntropy(covariance).ok());
    QVERIFY(std::isnan(rankingEntropy(covariance)));
}

QTEST_APPLESS_MAIN(PosteriorTest)
#include "test_posterior.moc"
