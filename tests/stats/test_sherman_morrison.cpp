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
    void deferredCorrectionsEqualSequentialUpdates();
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

void ShermanMorrisonTest::deferredCorrectionsEqualSequentialUpdates() {
    constexpr int n = 9;
    Random random(23);
    const Matrix original = inverseOf(randomPrecision(n, random));
    Matrix sequential = original;
    Matrix deferred = original;
    std::vector<RankOneCorrection> corrections;
    const int pairs[4][2] = {{0, 3}, {3, 0}, {5, 8}, {0, 8}};
    for (const auto& pair : pairs) {
        const double c = 0.1 + random.uniform();
        QVERIFY(addPairPrecision(sequential, pair[0], pair[1], c).ok());
        auto correction = pairPrecisionCorrection(deferred, corrections, pair[0], pair[1], c);
        QVERIFY(correction.ok());
        corrections.push_back(std::move(*correction));
    }
    QCOMPARE(deferred, original); // nothing applied yet
    Vector x(n);
    for (int index = 0; index < n; ++index) {
        x[index] = random.normal();
    }
    const Vector product = applyCorrections(deferred, corrections, x);
    QVERIFY(relativeError(deferred, sequential) < 1e-13);
    QVERIFY((product - original * x).norm() < 1e-12 * (original * x).norm());
    QVERIFY(!pairPrecisionCorrection(deferred, corrections, 2, 2, 1.0).ok());
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
