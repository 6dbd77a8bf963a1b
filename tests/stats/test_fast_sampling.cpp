// The fast paths of the win-rate samplers and summaries: the ziggurat normal, the
// gamma/Beta samplers with precomputed constants, several quantiles from one selection,
// and the effective sample size from batched direct autocovariances (with the FFT beyond
// them) — each against an exact distribution or an independent, plain computation.
#include "core/stats/beta_distribution.h"
#include "core/stats/comparison.h"
#include "core/stats/kernel_density.h"
#include "core/stats/mcmc_diagnostics.h"
#include "core/stats/random.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace pairrank::stats;

class FastSamplingTest : public QObject {
    Q_OBJECT

private slots:
    void zigguratNormalHasTheNormalCdf();
    void gammaSamplerHasTheGammaMoments_data();
    void gammaSamplerHasTheGammaMoments();
    void randomGammaAndBetaUseTheSamplers();
    void betaSamplerHasTheBetaMoments();
    void betaSamplerHasTheBetaCdf_data();
    void betaSamplerHasTheBetaCdf();
    void severalQuantilesEqualSortedOrderStatistics();
    void modeAndQuantilesEqualTheSeparateFunctions();
    void effectiveSampleSizeEqualsAPlainComputation_data();
    void effectiveSampleSizeEqualsAPlainComputation();
};

void FastSamplingTest::zigguratNormalHasTheNormalCdf() {
    Random random(2024);
    constexpr int kDraws = 2'000'000;
    const std::vector<double> points{-3.8, -3.0, -2.0, -1.0, -0.3, 0.0, 0.5, 1.0, 2.0, 3.0, 3.8};
    std::vector<int> below(points.size(), 0);
    double sum = 0.0;
    double sumOfSquares = 0.0;
    for (int draw = 0; draw < kDraws; ++draw) {
        const double x = random.normalZiggurat();
        sum += x;
        sumOfSquares += x * x;
        for (std::size_t k = 0; k < points.size(); ++k) {
            below[k] += x < points[k] ? 1 : 0;
        }
    }
    QVERIFY(std::abs(sum / kDraws) < 5.0 / std::sqrt(kDraws));
    QVERIFY(std::abs(sumOfSquares / kDraws - 1.0) < 5.0 * std::sqrt(2.0 / kDraws));
    // Every point, including ±3.8 in the tail beyond the ziggurat's R = 3.654.
    for (std::size_t k = 0; k < points.size(); ++k) {
        const double expected = normalCdf(points[k]);
        const double observed = static_cast<double>(below[k]) / kDraws;
        const double standardError = std::sqrt(expected * (1.0 - expected) / kDraws);
        QVERIFY2(std::abs(observed - expected) < 5.0 * standardError,
                 qPrintable(QStringLiteral("P(X < %1): %2, expected %3")
                                .arg(points[k])
                                .arg(observed)
                                .arg(expected)));
    }
}

void FastSamplingTest::gammaSamplerHasTheGammaMoments_data() {
    QTest::addColumn<double>("shape");
    for (const double shape : {0.3, 0.999, 1.0, 2.5, 40.0, 900.0}) {
        QTest::newRow(qPrintable(QStringLiteral("shape %1").arg(shape))) << shape;
    }
}

void FastSamplingTest::gammaSamplerHasTheGammaMoments() {
    QFETCH(double, shape);
    const GammaSampler sampler(shape);
    Random random(static_cast<std::uint64_t>(shape * 1000));
    constexpr int kDraws = 400'000;
    double sum = 0.0;
    double sumOfSquares = 0.0;
    for (int draw = 0; draw < kDraws; ++draw) {
        const double x = sampler(random);
        QVERIFY(x > 0.0 || shape < 1.0);
        sum += x;
        sumOfSquares += x * x;
    }
    const double mean = sum / kDraws;
    const double variance = sumOfSquares / kDraws - mean * mean;
    // Gamma(a, 1): mean a, variance a; the mean's standard error is √(a / n).
    QVERIFY2(std::abs(mean - shape) < 5.0 * std::sqrt(shape / kDraws),
             qPrintable(QStringLiteral("mean %1").arg(mean)));
    // The variance's standard error is √((μ4 − σ⁴)/n) with μ4 = 3a² + 6a for Gamma(a).
    const double varianceError =
        std::sqrt((3.0 * shape * shape + 6.0 * shape - shape * shape) / kDraws);
    QVERIFY2(std::abs(variance - shape) < 5.0 * varianceError,
             qPrintable(QStringLiteral("variance %1").arg(variance)));
}

void FastSamplingTest::randomGammaAndBetaUseTheSamplers() {
    Random viaRandom(9);
    Random viaSampler(9);
    const GammaSampler gamma(3.5);
    const BetaSampler beta(2.0, 0.7);
    for (int draw = 0; draw < 1000; ++draw) {
        QCOMPARE(viaRandom.gamma(3.5), gamma(viaSampler));
        QCOMPARE(viaRandom.beta(2.0, 0.7), beta(viaSampler));
    }
}

void FastSamplingTest::betaSamplerHasTheBetaMoments() {
    const BetaSampler sampler(30.0, 12.0);
    Random random(77);
    constexpr int kDraws = 400'000;
    double sum = 0.0;
    double sumOfSquares = 0.0;
    for (int draw = 0; draw < kDraws; ++draw) {
        const double x = sampler(random);
        QVERIFY(x > 0.0 && x < 1.0);
        sum += x;
        sumOfSquares += x * x;
    }
    const double mean = sum / kDraws;
    const double expectedMean = 30.0 / 42.0;
    const double expectedVariance = 30.0 * 12.0 / (42.0 * 42.0 * 43.0);
    QVERIFY(std::abs(mean - expectedMean) < 5.0 * std::sqrt(expectedVariance / kDraws));
    QVERIFY(std::abs((sumOfSquares / kDraws - mean * mean) / expectedVariance - 1.0) < 0.02);
}

void FastSamplingTest::betaSamplerHasTheBetaCdf_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    // Shapes below, at and above 1 (the Gamma sampler boosts shapes < 1), in either
    // order, close together and far apart.
    const QList<QPair<double, double>> shapes{{1.05, 1.05}, {1.5, 7.0},   {30.0, 12.0},
                                              {12.0, 30.0}, {400.0, 3.0}, {2e4, 1e4},
                                              {1.0, 1.0},   {2.0, 0.7},   {0.4, 0.6}};
    for (const auto& [a, b] : shapes) {
        QTest::newRow(qPrintable(QStringLiteral("Beta(%1, %2)").arg(a).arg(b))) << a << b;
    }
}

void FastSamplingTest::betaSamplerHasTheBetaCdf() {
    QFETCH(double, a);
    QFETCH(double, b);
    const BetaSampler sampler(a, b);
    Random random(static_cast<std::uint64_t>(a * 1000 + b));
    constexpr int kDraws = 400'000;
    const std::vector<double> levels{0.001, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999};
    std::vector<double> points;
    for (const double level : levels) {
        points.push_back(*betaQuantile({a, b}, level));
    }
    std::vector<int> below(points.size(), 0);
    for (int draw = 0; draw < kDraws; ++draw) {
        const double x = sampler(random);
        QVERIFY(x >= 0.0 && x <= 1.0);
        for (std::size_t k = 0; k < points.size(); ++k) {
            below[k] += x < points[k] ? 1 : 0;
        }
    }
    for (std::size_t k = 0; k < points.size(); ++k) {
        const double observed = static_cast<double>(below[k]) / kDraws;
        const double standardError = std::sqrt(levels[k] * (1.0 - levels[k]) / kDraws);
        QVERIFY2(std::abs(observed - levels[k]) < 5.0 * standardError,
                 qPrintable(QStringLiteral("P(X < q%1) = %2").arg(levels[k]).arg(observed)));
    }
}

void FastSamplingTest::severalQuantilesEqualSortedOrderStatistics() {
    Random random(5);
    // Small sizes take one recursive selection, large ones (≥ 16,384) the buckets:
    // rounded normals (many ties), a far outlier that crowds everything else into one
    // bucket, all values equal, and a range that overflows a double (falls back).
    enum class Shape { RoundedNormal, FarOutlier, AllEqual, Overflowing };
    const QList<QPair<int, Shape>> cases{
        {1, Shape::RoundedNormal},       {2, Shape::RoundedNormal},
        {3, Shape::RoundedNormal},       {10, Shape::RoundedNormal},
        {1001, Shape::RoundedNormal},    {16'384, Shape::RoundedNormal},
        {100'003, Shape::RoundedNormal}, {50'000, Shape::FarOutlier},
        {20'000, Shape::AllEqual},       {30'000, Shape::Overflowing}};
    for (const auto& [size, shape] : cases) {
        std::vector<double> draws;
        for (int index = 0; index < size; ++index) {
            switch (shape) {
            case Shape::RoundedNormal:
                draws.push_back(std::floor(random.normal() * 4.0) / 4.0);
                break;
            case Shape::FarOutlier:
                draws.push_back(index == 17 ? 1e12 : random.normal());
                break;
            case Shape::AllEqual:
                draws.push_back(0.25);
                break;
            case Shape::Overflowing:
                draws.push_back(index % 2 == 0 ? 1e308 * random.uniform() : -1e308);
                break;
            }
        }
        std::vector<double> sorted = draws;
        std::sort(sorted.begin(), sorted.end());
        const std::vector<double> probabilities{0.5,  0.0,    1.0,   0.0005, 0.025, 0.25,
                                                0.25, 0.9995, 0.975, 0.75,   0.123};
        std::vector<double> scratch = draws;
        const std::vector<double> quantiles = sampleQuantiles(scratch, probabilities);
        QCOMPARE(quantiles.size(), probabilities.size());
        for (std::size_t k = 0; k < probabilities.size(); ++k) {
            // Type 7 from the full sort.
            const double position = probabilities[k] * (size - 1);
            const auto lower = static_cast<std::size_t>(std::floor(position));
            const double fraction = position - static_cast<double>(lower);
            const double expected =
                lower + 1 < sorted.size()
                    ? sorted[lower] + fraction * (sorted[lower + 1] - sorted[lower])
                    : sorted[lower];
            QCOMPARE(quantiles[k], expected);
            std::vector<double> single = draws;
            QCOMPARE(sampleQuantile(single, probabilities[k]), expected);
        }
    }
}

void FastSamplingTest::modeAndQuantilesEqualTheSeparateFunctions() {
    Random random(8);
    std::vector<double> draws;
    for (int index = 0; index < 20000; ++index) {
        draws.push_back(random.beta(8.0, 3.0));
    }
    KernelDensityOptions options;
    options.support = CredibleInterval{0.0, 1.0};
    const std::vector<double> probabilities{0.025, 0.975};
    const auto combined = kernelDensityModeAndQuantiles(draws, probabilities, options);
    QVERIFY(combined.ok());
    const auto mode = kernelDensityMode(draws, options);
    QVERIFY(mode.ok());
    QCOMPARE(combined->mode.mode, mode->mode);
    QCOMPARE(combined->mode.bandwidth, silvermanBandwidth(draws));
    for (std::size_t k = 0; k < probabilities.size(); ++k) {
        std::vector<double> scratch = draws;
        QCOMPARE(combined->quantiles[k], sampleQuantile(scratch, probabilities[k]));
    }
    std::vector<double> withNan = draws;
    withNan[17] = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(!kernelDensityModeAndQuantiles(withNan, probabilities, options).ok());
}

namespace {

// Split R̂'s halves and the ESS with every autocovariance summed directly, lag by lag
// (BDA3 §11.4–11.5, Geyer's initial monotone sequence, Stan's floor), as a reference.
double plainEffectiveSampleSize(const std::vector<std::vector<double>>& chains) {
    std::vector<std::vector<double>> halves;
    for (const auto& chain : chains) {
        const std::size_t half = chain.size() / 2;
        halves.emplace_back(chain.begin(), chain.begin() + static_cast<std::ptrdiff_t>(half));
        halves.emplace_back(chain.end() - static_cast<std::ptrdiff_t>(half), chain.end());
    }
    const double m = static_cast<double>(halves.size());
    const std::size_t length = halves.front().size();
    const double n = static_cast<double>(length);
    std::vector<double> means;
    double grandMean = 0.0;
    for (const auto& half : halves) {
        double sum = 0.0;
        for (const double value : half) {
            sum += value;
        }
        means.push_back(sum / n);
        grandMean += sum / n / m;
    }
    double within = 0.0;
    double between = 0.0;
    for (std::size_t c = 0; c < halves.size(); ++c) {
        double squares = 0.0;
        for (const double value : halves[c]) {
            squares += (value - means[c]) * (value - means[c]);
        }
        within += squares / (n - 1.0) / m;
        between += (means[c] - grandMean) * (means[c] - grandMean) / (m - 1.0);
    }
    const double pooled = (n - 1.0) / n * within + between;
    const auto correlation = [&](std::size_t lag) {
        double mean = 0.0;
        for (std::size_t c = 0; c < halves.size(); ++c) {
            double sum = 0.0;
            for (std::size_t i = 0; i + lag < length; ++i) {
                sum += (halves[c][i] - means[c]) * (halves[c][i + lag] - means[c]);
            }
            mean += sum / n / m;
        }
        return 1.0 - (within - mean) / pooled;
    };
    double sum = 0.0;
    double previous = std::numeric_limits<double>::infinity();
    for (std::size_t lag = 0; lag + 1 < length; lag += 2) {
        double pair = (lag == 0 ? 1.0 : correlation(lag)) + correlation(lag + 1);
        if (pair <= 0.0) {
            break;
        }
        pair = std::min(pair, previous);
        previous = pair;
        sum += pair;
    }
    return m * n / std::max(-1.0 + 2.0 * sum, 1.0 / std::log10(m * n));
}

} // namespace

void FastSamplingTest::effectiveSampleSizeEqualsAPlainComputation_data() {
    QTest::addColumn<double>("rho");
    QTest::newRow("rho 0.3: first lag batch") << 0.3;
    QTest::newRow("rho 0.97: several lag batches") << 0.97;
    QTest::newRow("rho 0.998: beyond the direct lags, FFT") << 0.998;
}

void FastSamplingTest::effectiveSampleSizeEqualsAPlainComputation() {
    QFETCH(double, rho);
    Random random(31);
    constexpr int kLength = 12000;
    std::vector<std::vector<double>> chains(3, std::vector<double>(kLength));
    for (auto& chain : chains) {
        double x = random.normal() / std::sqrt(1.0 - rho * rho);
        for (double& draw : chain) {
            x = rho * x + random.normal();
            draw = x;
        }
    }
    const auto diagnostics = diagnoseChains(chains);
    QVERIFY(diagnostics.ok());
    const double expected = plainEffectiveSampleSize(chains);
    QVERIFY2(std::abs(diagnostics->effectiveSampleSize / expected - 1.0) < 1e-9,
             qPrintable(QStringLiteral("ess %1, plain %2")
                            .arg(diagnostics->effectiveSampleSize, 0, 'g', 15)
                            .arg(expected, 0, 'g', 15)));
}

QTEST_APPLESS_MAIN(FastSamplingTest)
#include "test_fast_sampling.moc"
