// The in-place inverse of a symmetric positive definite matrix (cholesky_inverse.h)
// against Eigen's direct inverse, across the block boundaries of the blocked scheme,
// and the Laplace covariance with a fitted home advantage (Schur complement, no joint
// inverse) against the inverse of the joint Hessian.
#include "core/stats/cholesky_inverse.h"
#include "core/stats/poe_newton.h"
#include "core/stats/poe_objective.h"
#include "core/stats/posterior.h"
#include "core/stats/random.h"
#include "scoring_test_data.h"

#include <QTest>

#include <Eigen/Dense>

#include <cmath>

using namespace pairrank::stats;
using namespace pairrank::stats::testing;

class CholeskyInverseTest : public QObject {
    Q_OBJECT

private slots:
    void inPlaceInverseEqualsTheDirectInverse_data();
    void inPlaceInverseEqualsTheDirectInverse();
    void inPlaceInverseReadsOnlyTheLowerTriangle();
    void inPlaceInverseRefusesIndefiniteAndNonSquare();
    void fittedHomeAdvantageCovarianceEqualsTheJointInverse();
    void inPlaceEntropyEqualsTheCopyingOneAndRestoresTheMatrix();
};

namespace {

// A random symmetric positive definite matrix with a spread of eigenvalues: B Bᵀ / n + I/2.
Matrix randomPositiveDefinite(int n, std::uint64_t seed) {
    Random random(seed);
    Matrix factor(n, n);
    for (int column = 0; column < n; ++column) {
        for (int row = 0; row < n; ++row) {
            factor(row, column) = random.normal();
        }
    }
    Matrix matrix = factor * factor.transpose() / n;
    matrix.diagonal().array() += 0.5;
    return matrix;
}

} // namespace

void CholeskyInverseTest::inPlaceInverseEqualsTheDirectInverse_data() {
    QTest::addColumn<int>("size");
    // The blocked scheme works in blocks of 96 columns: sizes on and around its edges.
    for (const int size : {1, 2, 7, 95, 96, 97, 192, 250}) {
        QTest::newRow(("N=" + std::to_string(size)).c_str()) << size;
    }
}

void CholeskyInverseTest::inPlaceInverseEqualsTheDirectInverse() {
    QFETCH(int, size);
    const Matrix matrix = randomPositiveDefinite(size, 17 + static_cast<std::uint64_t>(size));
    const Matrix expected = matrix.inverse(); // LU with partial pivoting: an independent route
    Matrix inPlace = matrix;
    QVERIFY(invertPositiveDefiniteInPlace(inPlace).ok());
    const double error =
        (inPlace - expected).cwiseAbs().maxCoeff() / expected.cwiseAbs().maxCoeff();
    QVERIFY2(error < 1e-12, qPrintable(QString::number(error)));
    QVERIFY((inPlace - inPlace.transpose()).cwiseAbs().maxCoeff() == 0.0); // exactly symmetric
    // A A⁻¹ = I.
    const double identityError =
        (matrix * inPlace - Matrix::Identity(size, size)).cwiseAbs().maxCoeff();
    QVERIFY2(identityError < 1e-11, qPrintable(QString::number(identityError)));
}

void CholeskyInverseTest::inPlaceInverseReadsOnlyTheLowerTriangle() {
    const Matrix matrix = randomPositiveDefinite(130, 5);
    Matrix garbageAbove = matrix;
    garbageAbove.triangularView<Eigen::StrictlyUpper>().setConstant(1e30);
    QVERIFY(invertPositiveDefiniteInPlace(garbageAbove).ok());
    const Matrix expected = matrix.inverse();
    QVERIFY((garbageAbove - expected).cwiseAbs().maxCoeff() <
            1e-12 * expected.cwiseAbs().maxCoeff());
}

void CholeskyInverseTest::inPlaceInverseRefusesIndefiniteAndNonSquare() {
    Matrix indefinite = Matrix::Identity(4, 4);
    indefinite(2, 2) = -1.0;
    const Status status = invertPositiveDefiniteInPlace(indefinite);
    QVERIFY(!status.ok());
    QVERIFY(status.message().find("not positive definite") != std::string::npos);
    Matrix rectangular = Matrix::Ones(3, 4);
    const Status shape = invertPositiveDefiniteInPlace(rectangular);
    QVERIFY(!shape.ok());
    QVERIFY(shape.message().find("not square") != std::string::npos);
}

void CholeskyInverseTest::fittedHomeAdvantageCovarianceEqualsTheJointInverse() {
    constexpr int kCandidates = 12;
    auto objective = PoeObjective::create(ExpertSpec{}, 1.0, kCandidates);
    QVERIFY(objective.ok());
    const auto data = randomPairs(kCandidates, 80, {1.0, 0.5, 0.8}, 3);
    QVERIFY(objective->add(data.comparisons).ok());
    NewtonOptions options;
    options.fitHomeAdvantage = true;
    const auto fitted = maximisePosterior(*objective, options);
    QVERIFY2(fitted.ok(), fitted.ok() ? "" : fitted.error().message.c_str());
    const Matrix jointInverse =
        objective->jointHessian(fitted->scores, fitted->homeAdvantage).inverse();
    const double error =
        (jointInverse.topLeftCorner(kCandidates, kCandidates) - *fitted->covariance)
            .cwiseAbs()
            .maxCoeff();
    QVERIFY2(error < 1e-12, qPrintable(QString::number(error)));
    QVERIFY(fitted->homeAdvantageStandardError.has_value());
    QVERIFY(std::abs(*fitted->homeAdvantageStandardError -
                     std::sqrt(jointInverse(kCandidates, kCandidates))) < 1e-12);
}

void CholeskyInverseTest::inPlaceEntropyEqualsTheCopyingOneAndRestoresTheMatrix() {
    Matrix covariance = randomPositiveDefinite(120, 9);
    covariance = (0.5 * (covariance + covariance.transpose())).eval(); // exactly symmetric
    const Matrix original = covariance;
    const auto copying = checkedRankingEntropy(MatrixRef(covariance));
    const auto inPlace = checkedRankingEntropy(covariance);
    QVERIFY(copying.ok() && inPlace.ok());
    QCOMPARE(*inPlace, *copying);
    QVERIFY(covariance == original); // bitwise

    Matrix indefinite = original;
    indefinite(3, 3) = -1.0;
    const Matrix indefiniteOriginal = indefinite;
    QVERIFY(!checkedRankingEntropy(indefinite).ok());
    QVERIFY(indefinite == indefiniteOriginal);

    Matrix asymmetric = original;
    asymmetric(0, 1) += 1e-9;
    const Matrix asymmetricOriginal = asymmetric;
    QVERIFY(checkedRankingEntropy(asymmetric).ok());
    QVERIFY(asymmetric == asymmetricOriginal);
}

QTEST_APPLESS_MAIN(CholeskyInverseTest)
#include "test_cholesky_inverse.moc"
