// Sherman–Morrison rank-one updates (paper 000 A.6) against a direct inverse.
#include "core/stats/random.h"
#include "core/stats/sherman_morrison.h"

#include <QTest>

#include <Eigen/Cholesky>

#include <cmath>
#include <limits>
#include <vector>

using namespace pairrank::stats;

class ShermanMorrisonTest : public QObject {
    Q_OBJECT

private slots:
    void hundredUpdatesEqualTheDirectInverse_data();
    void hundredUpdatesEqualTheDirectInverse();
    void batchedChangesEqualTheDirectInverse_data();
    void batchedChangesEqualTheDirectInverse();
    void batchedChangesThatBreakDefinitenessAreRefused();
    void zeroPrecisionLeavesTheMatrixUnchanged();
    void badArgumentsAreRefusedAndLeaveTheMatrixUnchanged_data();
    void badArgumentsAreRefusedAndLeaveTheMatrixUnchanged();
};

namespace {

Matrix inverseOf(const Matrix& matrix) {
    return Eigen::LLT<Matrix>(matrix).solve(Matrix::Identity(matrix.rows(), matrix.cols()));
}

// A symmetric positive definite precision: a prior plus random comparisons.
Matrix randomPrecision(int n, Random& random) {
    Matrix precision = Matrix::Identity(n, n) * (0.5 + random.uniform());
    for (int k = 0; k < 2 * n; ++k) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        const int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        if (a == b) {
            continue;
        }
        const double c = random.uniform();
        precision(a, a) += c;
        precision(b, b) += c;
        precision(a, b) -= c;
        precision(b, a) -= c;
    }
    return precision;
}

double relativeError(const Matrix& actual, const Matrix& expected) {
    return (actual - expected).norm() / expected.norm();
}

} // namespace

void ShermanMorrisonTest::hundredUpdatesEqualTheDirectInverse_data() {
    QTest::addColumn<int>("candidateCount");
    QTest::addColumn<double>("maximumPrecision");
    QTest::newRow("N=5, soft BT curvatures") << 5 << 0.25;
    QTest::newRow("N=30, unit precisions") << 30 << 1.0;
    QTest::newRow("N=80, sharp comparisons") << 80 << 50.0;
}

void ShermanMorrisonTest::hundredUpdatesEqualTheDirectInverse() {
    QFETCH(int, candidateCount);
    QFETCH(double, maximumPrecision);
    Random random(17 + static_cast<std::uint64_t>(candidateCount));
    Matrix precision = randomPrecision(candidateCount, random);
    Matrix covariance = inverseOf(precision);
    for (int update = 0; update < 100; ++update) {
        const int a =
            static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(candidateCount)));
        int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(candidateCount - 1)));
        b += b >= a ? 1 : 0;
        const double c = maximumPrecision * random.uniformOpen();
        precision(a, a) += c;
        precision(b, b) += c;
        precision(a, b) -= c;
        precision(b, a) -= c;
        QVERIFY(addPairPrecision(covariance, a, b, c).ok());
    }
    const Matrix expected = inverseOf(precision);
    const double error = relativeError(covariance, expected);
    QVERIFY2(error < 1e-9, qPrintable(QStringLiteral("relative error %1").arg(error)));
    // Still symmetric, so that the next update and the selection kernels may read one triangle.
    QVERIFY(relativeError(covariance.transpose(), covariance) < 1e-12);
}

void ShermanMorrisonTest::batchedChangesEqualTheDirectInverse_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("changes");
    // Below and above the size from which the changes are applied as one blocked update.
    QTest::newRow("N=9, 3 changes") << 9 << 3;
    QTest::newRow("N=40, 60 changes") << 40 << 60;
}

void ShermanMorrisonTest::batchedChangesEqualTheDirectInverse() {
    QFETCH(int, n);
    QFETCH(int, changes);
    Random random(23);
    Matrix precision = randomPrecision(n, random);
    const Matrix original = inverseOf(precision);
    std::vector<PairPrecisionChange> batch;
    for (int k = 0; k < changes; ++k) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        const int b =
            (a + 1 + static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)))) % n;
        // Every third change takes away part of the precision the pair already has.
        double c = 0.1 + random.uniform();
        if (k % 3 == 2) {
            c = -0.5 * std::min(c, -precision(a, b));
        }
        batch.push_back({a, b, c});
        precision(a, a) += c;
        precision(b, b) += c;
        precision(a, b) -= c;
        precision(b, a) -= c;
    }
    Matrix covariance = original;
    const auto fall = addPairPrecisions(covariance, batch);
    QVERIFY2(fall.ok(), fall.ok() ? "" : fall.error().message.c_str());
    const Matrix expected = inverseOf(precision);
    QVERIFY(relativeError(covariance, expected) < 1e-11);
    QCOMPARE(covariance.transpose(), covariance); // exactly symmetric
    // The determinant lemma: the returned fall of ln det Σ against two factorisations.
    const double logDeterminantBefore =
        2.0 * Eigen::LLT<Matrix>(original).matrixLLT().diagonal().array().log().sum();
    const double logDeterminantAfter =
        2.0 * Eigen::LLT<Matrix>(expected).matrixLLT().diagonal().array().log().sum();
    QVERIFY(std::abs(*fall - (logDeterminantBefore - logDeterminantAfter)) < 1e-9);
}

void ShermanMorrisonTest::batchedChangesThatBreakDefinitenessAreRefused() {
    Random random(29);
    Matrix covariance = inverseOf(randomPrecision(6, random));
    const Matrix before = covariance;
    // Taking away more precision than the pair and the prior hold: 1 + c V ≤ 0.
    const std::vector<PairPrecisionChange> batch{{0, 1, 0.3}, {2, 3, -1e6}, {4, 5, 0.2}};
    const auto fall = addPairPrecisions(covariance, batch);
    QVERIFY(!fall.ok());
    QVERIFY(fall.error().message.find("change 1") != std::string::npos);
    QCOMPARE(covariance, before);
    const std::vector<PairPrecisionChange> outside{{0, 6, 1.0}};
    QVERIFY(!addPairPrecisions(covariance, outside).ok());
    QCOMPARE(covariance, before);
}

void ShermanMorrisonTest::zeroPrecisionLeavesTheMatrixUnchanged() {
    Random random(3);
    Matrix covariance = inverseOf(randomPrecision(6, random));
    const Matrix before = covariance;
    QVERIFY(addPairPrecision(covariance, 1, 4, 0.0).ok());
    QCOMPARE(covariance, before);
}

void ShermanMorrisonTest::badArgumentsAreRefusedAndLeaveTheMatrixUnchanged_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<double>("precision");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("not square") << 4 << 3 << 0 << 1 << 1.0 << QStringLiteral("not square");
    QTest::newRow("a out of range") << 4 << 4 << 4 << 1 << 1.0 << QStringLiteral("outside");
    QTest::newRow("b negative") << 4 << 4 << 0 << -1 << 1.0 << QStringLiteral("outside");
    QTest::newRow("a equals b") << 4 << 4 << 2 << 2 << 1.0 << QStringLiteral("both 2");
    QTest::newRow("negative precision") << 4 << 4 << 0 << 1 << -1.0 << QStringLiteral("precision");
    QTest::newRow("NaN precision") << 4 << 4 << 0 << 1 << std::numeric_limits<double>::quiet_NaN()
                                   << QStringLiteral("precision");
    QTest::newRow("infinite precision")
        << 4 << 4 << 0 << 1 << std::numeric_limits<double>::infinity()
        << QStringLiteral("precision");
}

void ShermanMorrisonTest::badArgumentsAreRefusedAndLeaveTheMatrixUnchanged() {
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(double, precision);
    QFETCH(QString, messagePart);
    Matrix covariance = Matrix::Identity(rows, cols);
    const Matrix before = covariance;
    const Status status = addPairPrecision(covariance, a, b, precision);
    QVERIFY(!status.ok());
    QVERIFY2(QString::fromStdString(status.message()).contains(messagePart),
             status.message().c_str());
    QCOMPARE(covariance, before);
}

QTEST_APPLESS_MAIN(ShermanMorrisonTest)
#include "test_sherman_morrison.moc"
