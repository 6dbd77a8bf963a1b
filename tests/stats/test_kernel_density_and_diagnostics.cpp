// The KDE mode, sample quantiles and MCMC diagnostics against known truths:
// modes of known densities, Silverman's formula, R̂ of identical and of shifted
// chains, and the effective sample size of an AR(1) process,
// n (1 − ρ)/(1 + ρ).
#include "core/stats/draw_summary.h"
#include "core/stats/kernel_density.h"
#include "core/stats/mcmc_diagnostics.h"
#include "core/stats/random.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;

class KernelDensityAndDiagnosticsTest : public QObject {
    Q_OBJECT

private slots:
    void modeOfKnownDensities_data();
    void modeOfKnownDensities();
    void bandwidthFollowsSilverman();
    void supportAndDegenerateDraws();
    void quantilesInterpolateOrderStatistics();
    void summaryOfBetaDraws();
    void rHatOfIndependentChainsIsOne();
    void rHatDetectsShiftedChains();
    void essOfAutoregressiveChains_data();
    void essOfAutoregressiveChains();
    void diagnosticsRejectBadChains();
};

void KernelDensityAndDiagnosticsTest::modeOfKnownDensities_data() {
    QTest::addColumn<QString>("distribution");
    QTest::addColumn<double>("expectedMode");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("normal(0.3, 0.05)") << QStringLiteral("normal") << 0.3 << 0.005;
    QTest::newRow("Beta(8, 3)") << QStringLiteral("beta") << 7.0 / 9.0 << 0.01;
    QTest::newRow("70/30 mixture picks the larger bump")
        << QStringLiteral("mixture") << 0.2 << 0.01;
}

void KernelDensityAndDiagnosticsTest::modeOfKnownDensities() {
    QFETCH(QString, distribution);
    QFETCH(double, expectedMode);
    QFETCH(double, tolerance);
    Random random(5);
    std::vector<double> draws;
    for (int i = 0; i < 100000; ++i) {
        if (distribution == QStringLiteral("normal")) {
            draws.push_back(random.normal(0.3, 0.05));
        } else if (distribution == QStringLiteral("beta")) {
            draws.push_back(random.beta(8.0, 3.0));
        } else {
            draws.push_back(random.uniform() < 0.7 ? random.normal(0.2, 0.03)
                                                   : random.normal(0.7, 0.03));
        }
    }
    const Result<KernelDensityMode> mode = kernelDensityMode(draws);
    QVERIFY(mode.ok());
    QVERIFY2(std::abs(mode->mode - expectedMode) < tolerance,
             qPrintable(QString::number(mode->mode)));
}

void KernelDensityAndDiagnosticsTest::bandwidthFollowsSilverman() {
    // Draws 1..100: σ = √(100·101/12) ≈ 29.01, IQR = 49.5 → min(σ, IQR/1.34) = σ.
    std::vector<double> draws;
    for (int i = 1; i <= 100; ++i) {
        draws.push_back(i);
    }
    const double sigma = std::sqrt(100.0 * 101.0 / 12.0);
    QVERIFY(std::abs(silvermanBandwidth(draws) - 0.9 * sigma * std::pow(100.0, -0.2)) < 1e-9);
    // Heavy tails: the IQR term wins.
    draws.back() = 1e6;
    const double iqr = 75.25 - 25.75;
    QVERIFY(std::abs(silvermanBandwidth(draws) - 0.9 * iqr / 1.34 * std::pow(100.0, -0.2)) < 1e-9);
}

void KernelDensityAndDiagnosticsTest::supportAndDegenerateDraws() {
    const std::vector<double> constant(50, 0.42);
    const Result<KernelDensityMode> mode = kernelDensityMode(constant);
    QVERIFY(mode.ok());
    QCOMPARE(mode->mode, 0.42);
    QCOMPARE(mode->bandwidth, 0.0);
    QVERIFY(!kernelDensityMode(std::vector<double>{1.0}).ok());
    const Result<KernelDensityMode> nan = kernelDensityMode(std::vector<double>{0.1, NAN, 0.3});
    QVERIFY(!nan.ok());
    QVERIFY(QString::fromStdString(nan.error().message).contains(QStringLiteral("draw 1")));
    // Draws piled up near 1 with support [0, 1]: the mode stays inside.
    Random random(9);
    std::vector<double> nearOne;
    for (int i = 0; i < 10000; ++i) {
        nearOne.push_back(random.beta(30.0, 0.8));
    }
    KernelDensityOptions options;
    options.support = CredibleInterval{0.0, 1.0};
    const Result<KernelDensityMode> bounded = kernelDensityMode(nearOne, options);
    QVERIFY(bounded.ok());
    QVERIFY(bounded->mode <= 1.0 && bounded->mode > 0.95);
}

void KernelDensityAndDiagnosticsTest::quantilesInterpolateOrderStatistics() {
    std::vector<double> values{5.0, 1.0, 4.0, 2.0, 3.0};
    QCOMPARE(sampleQuantile(values, 0.0), 1.0);
    QCOMPARE(sampleQuantile(values, 1.0), 5.0);
    QCOMPARE(sampleQuantile(values, 0.5), 3.0);
    QCOMPARE(sampleQuantile(values, 0.125), 1.5);
}

void KernelDensityAndDiagnosticsTest::summaryOfBetaDraws() {
    Random random(21);
    std::vector<double> draws;
    for (int i = 0; i < 200000; ++i) {
        draws.push_back(random.beta(20.0, 10.0));
    }
    const Result<PosteriorSummary> summary = summariseDraws(draws, 0.95);
    QVERIFY(summary.ok());
    QVERIFY(std::abs(summary->mean - 2.0 / 3.0) < 0.001);
    QVERIFY(std::abs(summary->mode - 19.0 / 28.0) < 0.01);
    // Exact quantiles of Beta(20, 10).
    QVERIFY(std::abs(summary->interval.lower - *betaQuantile({20.0, 10.0}, 0.025)) < 0.003);
    QVERIFY(std::abs(summary->interval.upper - *betaQuantile({20.0, 10.0}, 0.975)) < 0.003);
    QVERIFY(!summariseDraws(draws, 1.5).ok());
}

void KernelDensityAndDiagnosticsTest::rHatOfIndependentChainsIsOne() {
    Random random(1);
    std::vector<std::vector<double>> chains(4, std::vector<double>(5000));
    for (auto& chain : chains) {
        for (double& draw : chain) {
            draw = random.normal();
        }
    }
    const Result<ChainDiagnostics> diagnostics = diagnoseChains(chains);
    QVERIFY(diagnostics.ok());
    QVERIFY(std::abs(diagnostics->splitRHat - 1.0) < 0.005);
    QVERIFY2(std::abs(diagnostics->effectiveSampleSize / 20000.0 - 1.0) < 0.1,
             qPrintable(QString::number(diagnostics->effectiveSampleSize)));
}

void KernelDensityAndDiagnosticsTest::rHatDetectsShiftedChains() {
    Random random(2);
    std::vector<std::vector<double>> chains(4, std::vector<double>(2000));
    for (std::size_t c = 0; c < chains.size(); ++c) {
        for (double& draw : chains[c]) {
            draw = random.normal() + (c == 3 ? 2.0 : 0.0);
        }
    }
    QVERIFY(diagnoseChains(chains)->splitRHat > 1.1);
    // A trend within one chain is what *split* R̂ catches.
    std::vector<std::vector<double>> trend(1, std::vector<double>(2000));
    for (std::size_t i = 0; i < trend[0].size(); ++i) {
        trend[0][i] = random.normal() + 3.0 * static_cast<double>(i) / 2000.0;
    }
    QVERIFY(diagnoseChains(trend)->splitRHat > 1.1);
    const std::vector<std::vector<double>> constant(2, std::vector<double>(10, 0.5));
    QCOMPARE(diagnoseChains(constant)->splitRHat, 1.0);
}

void KernelDensityAndDiagnosticsTest::essOfAutoregressiveChains_data() {
    QTest::addColumn<double>("rho");
    QTest::newRow("rho 0.5") << 0.5;
    QTest::newRow("rho 0.9") << 0.9;
    QTest::newRow("rho -0.3 (antithetic)") << -0.3;
}

void KernelDensityAndDiagnosticsTest::essOfAutoregressiveChains() {
    QFETCH(double, rho);
    Random random(4);
    constexpr int kLength = 50000;
    std::vector<std::vector<double>> chains(4, std::vector<double>(kLength));
    for (auto& chain : chains) {
        double x = random.normal() / std::sqrt(1.0 - rho * rho);
        for (double& draw : chain) {
            x = rho * x + random.normal();
            draw = x;
        }
    }
    const double expected = 4.0 * kLength * (1.0 - rho) / (1.0 + rho);
    const Result<ChainDiagnostics> diagnostics = diagnoseChains(chains);
    QVERIFY(diagnostics.ok());
    QVERIFY2(std::abs(diagnostics->effectiveSampleSize / expected - 1.0) < 0.15,
             qPrintable(QStringLiteral("ess %1 expected %2")
                            .arg(diagnostics->effectiveSampleSize)
                            .arg(expected)));
}

void KernelDensityAndDiagnosticsTest::diagnosticsRejectBadChains() {
    QVERIFY(!diagnoseChains({}).ok());
    const std::vector<std::vector<double>> unequal{{1, 2, 3, 4, 5}, {1, 2, 3, 4}};
    QVERIFY(!diagnoseChains(unequal).ok());
    const std::vector<std::vector<double>> shortChain{{1, 2, 3}};
    QVERIFY(!diagnoseChains(shortChain).ok());
    const std::vector<std::vector<double>> withNaN{{1, 2, NAN, 4, 5}};
    const Result<ChainDiagnostics> nan = diagnoseChains(withNaN);
    QVERIFY(!nan.ok());
    QVERIFY(
        QString::fromStdString(nan.error().message).contains(QStringLiteral("draw 2 of chain 0")));
}

QTEST_GUILESS_MAIN(KernelDensityAndDiagnosticsTest)
#include "test_kernel_density_and_diagnostics.moc"
