// Tests of the engine's foundations: probability helpers, input checks and the
// reproducible random number generator.
#include "core/stats/comparison.h"
#include "core/stats/random.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;

Q_DECLARE_METATYPE(pairrank::stats::Comparison)

class FoundationTest : public QObject {
    Q_OBJECT

private slots:
    void clampAndLogitAreInverseOfSigmoid_data();
    void clampAndLogitAreInverseOfSigmoid();
    void probabilityExtremesAreClamped();
    void normalQuantileInvertsCdf_data();
    void normalQuantileInvertsCdf();
    void checkComparisonsNamesTheBadField_data();
    void checkComparisonsNamesTheBadField();
    void randomIsReproducibleAndSplitsIndependently();
    void randomMomentsMatchTheirDistributions();
    void uniformIntIsUnbiased();
};

void FoundationTest::clampAndLogitAreInverseOfSigmoid_data() {
    QTest::addColumn<double>("p");
    QTest::newRow("half") << 0.5;
    QTest::newRow("small") << 0.013;
    QTest::newRow("large") << 0.97;
}

void FoundationTest::clampAndLogitAreInverseOfSigmoid() {
    QFETCH(double, p);
    QVERIFY(std::abs(sigmoid(logit(p)) - p) < 1e-12);
}

void FoundationTest::probabilityExtremesAreClamped() {
    QCOMPARE(clampProbability(0.0), kProbabilityFloor);
    QCOMPARE(clampProbability(1.0), 1.0 - kProbabilityFloor);
    QVERIFY(std::isfinite(logit(0.0)));
    QVERIFY(std::abs(logit(1.0) + logit(0.0)) < 1e-9);
    QVERIFY(std::abs(sigmoid(-800.0)) < 1e-300);
    QCOMPARE(sigmoid(800.0), 1.0);
}

void FoundationTest::normalQuantileInvertsCdf_data() {
    QTest::addColumn<double>("q");
    for (const double q : {1e-10, 0.001, 0.0242, 0.1, 0.5, 0.8, 0.975, 0.999999}) {
        QTest::addRow("q=%g", q) << q;
    }
}

void FoundationTest::normalQuantileInvertsCdf() {
    QFETCH(double, q);
    const double x = normalQuantile(q);
    QVERIFY2(std::abs(normalCdf(x) - q) < 1e-12 * std::max(1.0, q / (1 - q)),
             qPrintable(QString::number(normalCdf(x) - q)));
}

void FoundationTest::checkComparisonsNamesTheBadField_data() {
    QTest::addColumn<Comparison>("comparison");
    QTest::addColumn<QString>("expectedField");
    QTest::newRow("a out of range") << Comparison{5, 1, 0.5, 1} << QStringLiteral("field a");
    QTest::newRow("negative b") << Comparison{0, -1, 0.5, 1} << QStringLiteral("field b");
    QTest::newRow("same candidate") << Comparison{2, 2, 0.5, 1} << QStringLiteral("same candidate");
    QTest::newRow("p is zero") << Comparison{0, 1, 0.0, 1} << QStringLiteral("field p");
    QTest::newRow("p is one") << Comparison{0, 1, 1.0, 1} << QStringLiteral("field p");
    QTest::newRow("p is NaN") << Comparison{0, 1, NAN, 1} << QStringLiteral("field p");
    QTest::newRow("negative weight") << Comparison{0, 1, 0.3, -1} << QStringLiteral("field weight");
    QTest::newRow("infinite weight")
        << Comparison{0, 1, 0.3, INFINITY} << QStringLiteral("field weight");
}

void FoundationTest::checkComparisonsNamesTheBadField() {
    QFETCH(Comparison, comparison);
    QFETCH(QString, expectedField);
    const std::vector<Comparison> comparisons{{0, 1, 0.7, 1}, comparison};
    const Status status = checkComparisons(comparisons, 3);
    QVERIFY(!status.ok());
    const QString message = QString::fromStdString(status.message());
    QVERIFY2(message.startsWith(QStringLiteral("comparison 1:")), qPrintable(message));
    QVERIFY2(message.contains(expectedField), qPrintable(message));
    QVERIFY(checkComparisons(std::vector<Comparison>{{0, 1, 0.7, 1}}, 3).ok());
}

void FoundationTest::randomIsReproducibleAndSplitsIndependently() {
    Random first(42);
    Random second(42);
    Random other(43);
    int differences = 0;
    for (int i = 0; i < 100; ++i) {
        const std::uint64_t x = first.next();
        QCOMPARE(x, second.next());
        differences += x != other.next();
    }
    QCOMPARE(differences, 100);
    const Random parent(7);
    Random streamA = parent.split(0);
    Random streamB = parent.split(1);
    Random streamAAgain = parent.split(0);
    const std::uint64_t a = streamA.next();
    QCOMPARE(a, streamAAgain.next());
    QVERIFY(a != streamB.next());
}

void FoundationTest::randomMomentsMatchTheirDistributions() {
    // With n = 200,000 draws the standard error of a mean is ≤ 0.0023 for these
    // distributions; the tolerances are about five standard errors.
    Random random(2024);
    constexpr int n = 200000;
    double normalSum = 0;
    double normalSquares = 0;
    double gammaSum = 0;
    double gammaSmallSum = 0;
    double betaSum = 0;
    for (int i = 0; i < n; ++i) {
        const double z = random.normal();
        normalSum += z;
        normalSquares += z * z;
        gammaSum += random.gamma(3.5);
        gammaSmallSum += random.gamma(0.4);
        betaSum += random.beta(2.0, 5.0);
    }
    QVERIFY(std::abs(normalSum / n) < 0.012);
    QVERIFY(std::abs(normalSquares / n - 1.0) < 0.02);
    QVERIFY(std::abs(gammaSum / n - 3.5) < 0.025);
    QVERIFY(std::abs(gammaSmallSum / n - 0.4) < 0.01);
    QVERIFY(std::abs(betaSum / n - 2.0 / 7.0) < 0.003);
}

void FoundationTest::uniformIntIsUnbiased() {
    Random random(5);
    std::vector<int> counts(7, 0);
    constexpr int n = 70000;
    for (int i = 0; i < n; ++i) {
        const auto k = random.uniformInt(7);
        QVERIFY(k < 7);
        ++counts[k];
    }
    for (const int count : counts) {
        QVERIFY2(std::abs(count - n / 7) < 500, qPrintable(QString::number(count)));
    }
}

QTEST_APPLESS_MAIN(FoundationTest)
#include "test_foundation.moc"
