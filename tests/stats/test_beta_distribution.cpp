// The Beta distribution functions against closed forms and identities, and the
// binomial sampler against the exact probability mass function.
#include "core/stats/beta_distribution.h"
#include "core/stats/binomial_sampling.h"
#include "core/stats/comparison.h"
#include "core/stats/random.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <vector>

using namespace pairrank::stats;

namespace {

double binomialUpperTail(int trials, int atLeast, double x) {
    double sum = 0.0;
    for (int k = atLeast; k <= trials; ++k) {
        sum += std::exp(std::lgamma(trials + 1.0) - std::lgamma(k + 1.0) -
                        std::lgamma(trials - k + 1.0) + k * std::log(x) +
                        (trials - k) * std::log1p(-x));
    }
    return sum;
}

} // namespace

class BetaDistributionTest : public QObject {
    Q_OBJECT

private slots:
    void cdfMatchesClosedForms_data();
    void cdfMatchesClosedForms();
    void cdfOfIntegerShapesIsABinomialTail_data();
    void cdfOfIntegerShapesIsABinomialTail();
    void quantileInvertsCdf_data();
    void quantileInvertsCdf();
    void intervalHoldsItsLevel();
    void studentTCriticalValuesMatchClosedForms();
    void modeCoversEveryShape();
    void badArgumentsAreErrors_data();
    void badArgumentsAreErrors();
    void binomialMatchesItsMassFunction_data();
    void binomialMatchesItsMassFunction();
    void binomialEdgeCases();
};

void BetaDistributionTest::cdfMatchesClosedForms_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("expected");
    for (const double x : {0.0, 0.01, 0.3, 0.5, 0.77, 0.999, 1.0}) {
        QTest::addRow("uniform x=%g", x) << 1.0 << 1.0 << x << x;
        QTest::addRow("Beta(3.5,1) x=%g", x) << 3.5 << 1.0 << x << std::pow(x, 3.5);
        QTest::addRow("Beta(1,0.4) x=%g", x) << 1.0 << 0.4 << x << 1.0 - std::pow(1.0 - x, 0.4);
        // Beta(1/2, 1/2) is the arcsine distribution: I_x = (2/π) asin √x.
        QTest::addRow("arcsine x=%g", x) << 0.5 << 0.5 << x << 2.0 / M_PI * std::asin(std::sqrt(x));
    }
}

void BetaDistributionTest::cdfMatchesClosedForms() {
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, x);
    QFETCH(double, expected);
    const Result<double> cdf = betaCdf({a, b}, x);
    QVERIFY(cdf.ok());
    QVERIFY2(std::abs(*cdf - expected) < 1e-12, qPrintable(QString::number(*cdf - expected)));
    // Symmetry I_x(a, b) = 1 − I_{1−x}(b, a).
    QVERIFY(std::abs(*cdf + *betaCdf({b, a}, 1.0 - x) - 1.0) < 1e-12);
}

void BetaDistributionTest::cdfOfIntegerShapesIsABinomialTail_data() {
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<double>("x");
    QTest::newRow("small") << 2 << 3 << 0.4;
    QTest::newRow("skewed") << 41 << 11 << 0.83;
    QTest::newRow("large counts") << 351 << 151 << 0.69;
    QTest::newRow("far tail") << 60 << 40 << 0.45;
}

void BetaDistributionTest::cdfOfIntegerShapesIsABinomialTail() {
    // For integers, I_x(a, b) = P(Binomial(a + b − 1, x) ≥ a).
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(double, x);
    const double expected = binomialUpperTail(a + b - 1, a, x);
    const double cdf = *betaCdf({double(a), double(b)}, x);
    QVERIFY2(std::abs(cdf - expected) < 1e-11 * std::max(1.0, expected),
             qPrintable(QString::number(cdf - expected)));
}

void BetaDistributionTest::quantileInvertsCdf_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("probability");
    for (const double probability : {1e-8, 0.025, 0.3, 0.5, 0.975, 1.0 - 1e-9}) {
        QTest::addRow("Beta(2,1) %g", probability) << 2.0 << 1.0 << probability;
        QTest::addRow("Beta(0.3,0.7) %g", probability) << 0.3 << 0.7 << probability;
        QTest::addRow("Beta(401,101) %g", probability) << 401.0 << 101.0 << probability;
        QTest::addRow("Beta(0.05,20) %g", probability) << 0.05 << 20.0 << probability;
    }
}

void BetaDistributionTest::quantileInvertsCdf() {
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, probability);
    const Result<double> x = betaQuantile({a, b}, probability);
    QVERIFY(x.ok());
    QVERIFY(*x >= 0.0 && *x <= 1.0);
    const double back = *betaCdf({a, b}, *x);
    QVERIFY2(std::abs(back - probability) <
                     1e-9 * std::max(1.0, probability / (1.0 - probability)) ||
                 *x == 0.0 || *x < 1e-300,
             qPrintable(QStringLiteral("x=%1 cdf=%2").arg(*x).arg(back)));
}

void BetaDistributionTest::intervalHoldsItsLevel() {
    const BetaShape shape{37.0, 14.0};
    const Result<CredibleInterval> interval = betaInterval(shape, 0.9);
    QVERIFY(interval.ok());
    QVERIFY(std::abs(*betaCdf(shape, interval->lower) - 0.05) < 1e-10);
    QVERIFY(std::abs(*betaCdf(shape, interval->upper) - 0.95) < 1e-10);
    const Result<BetaSummary> summary = summariseBeta(shape, 0.9);
    QVERIFY(summary.ok());
    QCOMPARE(summary->mean, 37.0 / 51.0);
    QCOMPARE(summary->mode, 36.0 / 49.0);
}

void BetaDistributionTest::studentTCriticalValuesMatchClosedForms() {
    for (const double level : {0.5, 0.9, 0.95, 0.99}) {
        // ν = 1 is Cauchy: P(|T| ≤ t) = (2/π) atan t.
        const Result<double> cauchy = studentTCriticalValue(1.0, level);
        QVERIFY(cauchy.ok());
        QVERIFY(std::abs(*cauchy / std::tan(0.5 * std::numbers::pi * level) - 1.0) < 1e-10);
        // ν = 2: P(|T| ≤ t) = t / √(2 + t²).
        const Result<double> two = studentTCriticalValue(2.0, level);
        QVERIFY(two.ok());
        QVERIFY(std::abs(*two / (level * std::sqrt(2.0 / (1.0 - level * level))) - 1.0) < 1e-10);
        // ν → ∞ is the normal.
        const Result<double> many = studentTCriticalValue(1e7, level);
        QVERIFY(many.ok());
        QVERIFY2(std::abs(*many - normalQuantile(0.5 + 0.5 * level)) < 1e-5,
                 qPrintable(QString::number(*many, 'g', 12)));
    }
    QVERIFY(!studentTCriticalValue(0.0, 0.95).ok());
    QVERIFY(!studentTCriticalValue(10.0, 1.0).ok());
}

void BetaDistributionTest::modeCoversEveryShape() {
    QCOMPARE(*betaMode({3.0, 2.0}), 2.0 / 3.0);
    QCOMPARE(*betaMode({1.0, 1.0}), 0.5);
    QCOMPARE(*betaMode({1.0, 5.0}), 0.0);
    QCOMPARE(*betaMode({0.5, 2.0}), 0.0);
    QCOMPARE(*betaMode({2.0, 1.0}), 1.0);
    QVERIFY(!betaMode({0.5, 0.5}).ok());
}

void BetaDistributionTest::badArgumentsAreErrors_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("x");
    QTest::addColumn<QString>("field");
    QTest::newRow("NaN alpha") << double(NAN) << 1.0 << 0.5 << QStringLiteral("alpha");
    QTest::newRow("zero beta") << 1.0 << 0.0 << 0.5 << QStringLiteral("beta");
    QTest::newRow("infinite beta") << 1.0 << double(INFINITY) << 0.5 << QStringLiteral("beta");
    QTest::newRow("x above 1") << 1.0 << 1.0 << 1.5 << QStringLiteral("x");
    QTest::newRow("x NaN") << 1.0 << 1.0 << double(NAN) << QStringLiteral("x");
}

void BetaDistributionTest::badArgumentsAreErrors() {
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, x);
    QFETCH(QString, field);
    const Result<double> cdf = betaCdf({a, b}, x);
    QVERIFY(!cdf.ok());
    QVERIFY2(QString::fromStdString(cdf.error().message).contains(field),
             cdf.error().message.c_str());
    QVERIFY(!betaQuantile({1.0, 1.0}, double(NAN)).ok());
    QVERIFY(!betaInterval({1.0, 1.0}, 1.0).ok());
}

void BetaDistributionTest::binomialMatchesItsMassFunction_data() {
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("probability");
    QTest::newRow("inversion, small mean") << 20 << 0.1;
    QTest::newRow("inversion, mirrored") << 30 << 0.85;
    QTest::newRow("BTRS") << 100 << 0.3;
    QTest::newRow("BTRS, mirrored") << 400 << 0.93;
    QTest::newRow("BTRS, large") << 1000 << 0.5;
}

void BetaDistributionTest::binomialMatchesItsMassFunction() {
    // Pearson's χ² against the exact pmf over cells with expected count ≥ 5.
    QFETCH(int, count);
    QFETCH(double, probability);
    constexpr int kDraws = 200000;
    Random random(11);
    std::vector<int> histogram(static_cast<std::size_t>(count) + 1, 0);
    double sum = 0.0;
    for (int i = 0; i < kDraws; ++i) {
        const std::int64_t draw = sampleBinomial(random, count, probability);
        QVERIFY(draw >= 0 && draw <= count);
        ++histogram[static_cast<std::size_t>(draw)];
        sum += static_cast<double>(draw);
    }
    double chiSquare = 0.0;
    int cells = 0;
    double pooledExpected = 0.0;
    double pooledObserved = 0.0;
    for (int k = 0; k <= count; ++k) {
        const double mass = std::exp(std::lgamma(count + 1.0) - std::lgamma(k + 1.0) -
                                     std::lgamma(count - k + 1.0) + k * std::log(probability) +
                                     (count - k) * std::log1p(-probability));
        const double expected = mass * kDraws;
        if (expected < 5.0) {
            pooledExpected += expected;
            pooledObserved += histogram[static_cast<std::size_t>(k)];
            continue;
        }
        chiSquare += std::pow(histogram[static_cast<std::size_t>(k)] - expected, 2) / expected;
        ++cells;
    }
    if (pooledExpected > 0.0) {
        chiSquare += std::pow(pooledObserved - pooledExpected, 2) / pooledExpected;
        ++cells;
    }
    // Degrees of freedom = cells − 1; mean df, sd √(2 df): allow 5 sd.
    const double degreesOfFreedom = cells - 1.0;
    QVERIFY2(chiSquare < degreesOfFreedom + 5.0 * std::sqrt(2.0 * degreesOfFreedom),
             qPrintable(QStringLiteral("chi2=%1 df=%2").arg(chiSquare).arg(degreesOfFreedom)));
    QVERIFY(std::abs(sum / kDraws - count * probability) <
            5.0 * std::sqrt(count * probability * (1 - probability) / kDraws));
}

void BetaDistributionTest::binomialEdgeCases() {
    Random random(3);
    QCOMPARE(sampleBinomial(random, 0, 0.4), std::int64_t{0});
    QCOMPARE(sampleBinomial(random, 17, 0.0), std::int64_t{0});
    QCOMPARE(sampleBinomial(random, 17, 1.0), std::int64_t{17});
}

QTEST_GUILESS_MAIN(BetaDistributionTest)
#include "test_beta_distribution.moc"
