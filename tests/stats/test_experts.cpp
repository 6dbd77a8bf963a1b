// Tests of the comparative experts (expert.h) and their stable building blocks:
// analytic derivatives against finite differences for every link × distribution,
// and the closed forms the experts must reduce to.
#include "core/stats/comparison.h"
#include "core/stats/expert.h"
#include "core/stats/stable_math.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace pairrank::stats;

Q_DECLARE_METATYPE(pairrank::stats::Link)
Q_DECLARE_METATYPE(pairrank::stats::ExpertDistribution)

namespace {

ExpertSpec specOf(Link link, ExpertDistribution distribution) {
    ExpertSpec spec;
    spec.link = link;
    spec.distribution = distribution;
    spec.gaussianScale = 1.7;
    spec.gaussianOffset = 0.45;
    spec.gaussianVariance = 0.6;
    spec.betaAlpha = distribution == ExpertDistribution::Beta ? 0.3 : 0.0;
    spec.betaBeta = distribution == ExpertDistribution::Beta ? 0.2 : 0.0;
    return spec;
}

QString describe(Link link, ExpertDistribution distribution) {
    return QString::fromStdString(linkName(link) + "-" + distributionName(distribution));
}

} // namespace

class ExpertTest : public QObject {
    Q_OBJECT

private slots:
    void derivativesMatchFiniteDifferences_data();
    void derivativesMatchFiniteDifferences();
    void sigmoidBetaIsSoftBradleyTerry_data();
    void sigmoidBetaIsSoftBradleyTerry();
    void identityGaussianIsTheLinearExpert();
    void phiGaussianIsPaper002Equation2();
    void asymptoticNormalTailMatchesErfc_data();
    void asymptoticNormalTailMatchesErfc();
    void expectedCurvatureOfKnownExperts();
    void identityBetaIsRefused();
    void badNumbersAreRefused_data();
    void badNumbersAreRefused();
};

void ExpertTest::derivativesMatchFiniteDifferences_data() {
    QTest::addColumn<Link>("link");
    QTest::addColumn<ExpertDistribution>("distribution");
    QTest::addColumn<double>("d");
    QTest::addColumn<double>("p");
    for (const Link link : {Link::Identity, Link::Sigmoid, Link::Phi}) {
        for (const ExpertDistribution distribution :
             {ExpertDistribution::Gaussian, ExpertDistribution::Beta}) {
            if (link == Link::Identity && distribution == ExpertDistribution::Beta) {
                continue;
            }
            for (const double d : {-40.0, -31.0, -12.0, -3.0, -0.4, 0.0, 0.7, 5.0, 15.0, 40.0}) {
                for (const double p : {0.03, 0.5, 0.9}) {
                    QTest::addRow("%s d=%g p=%g", qPrintable(describe(link, distribution)), d, p)
                        << link << distribution << d << p;
                }
            }
        }
    }
}

void ExpertTest::derivativesMatchFiniteDifferences() {
    QFETCH(Link, link);
    QFETCH(ExpertDistribution, distribution);
    QFETCH(double, d);
    QFETCH(double, p);
    const ExpertSpec spec = specOf(link, distribution);
    const ExpertTerms terms = evaluateExpert(spec, d, p);
    QVERIFY(std::isfinite(terms.value) && std::isfinite(terms.first) &&
            std::isfinite(terms.second));
    constexpr double h = 1e-4;
    const ExpertTerms right = evaluateExpert(spec, d + h, p);
    const ExpertTerms left = evaluateExpert(spec, d - h, p);
    const double firstByDifference = (right.value - left.value) / (2 * h);
    const double secondByDifference = (right.first - left.first) / (2 * h);
    // Rounding in the values (|ℓ| up to ~10³ at |d| = 40) and the h² truncation error.
    const double tolerance = 1e-6 * (1.0 + std::abs(terms.value));
    QVERIFY2(std::abs(firstByDifference - terms.first) <= tolerance,
             qPrintable(QStringLiteral("first %1 vs %2").arg(terms.first).arg(firstByDifference)));
    QVERIFY2(
        std::abs(secondByDifference - terms.second) <= 1e-6 * (1.0 + std::abs(terms.first)),
        qPrintable(QStringLiteral("second %1 vs %2").arg(terms.second).arg(secondByDifference)));
}

void ExpertTest::sigmoidBetaIsSoftBradleyTerry_data() {
    QTest::addColumn<double>("d");
    QTest::addColumn<double>("p");
    for (const double d : {-35.0, -2.0, 0.0, 0.3, 4.0, 35.0}) {
        for (const double p : {0.1, 0.5, 0.77}) {
            QTest::addRow("d=%g p=%g", d, p) << d << p;
        }
    }
}

void ExpertTest::sigmoidBetaIsSoftBradleyTerry() {
    // paper 000 §3.2: p log σ(d) + (1 − p) log(1 − σ(d)), exactly (no constant) with α = β = 0
    QFETCH(double, d);
    QFETCH(double, p);
    ExpertSpec spec;
    spec.link = Link::Sigmoid;
    spec.distribution = ExpertDistribution::Beta;
    const ExpertTerms terms = evaluateExpert(spec, d, p);
    const double expected = p * logSigmoid(d) + (1 - p) * logSigmoid(-d);
    QVERIFY(std::abs(terms.value - expected) <= 1e-12 * (1 + std::abs(expected)));
    QVERIFY(std::abs(terms.first - (p - sigmoid(d))) <= 1e-14);
    QVERIFY(std::abs(terms.second + sigmoid(d) * sigmoid(-d)) <= 1e-14);
}

void ExpertTest::identityGaussianIsTheLinearExpert() {
    // paper 000 §3.4: N(d; α (p − β), σ²)
    ExpertSpec spec = specOf(Link::Identity, ExpertDistribution::Gaussian);
    for (const double d : {-3.0, 0.0, 0.25, 2.0}) {
        for (const double p : {0.2, 0.6}) {
            const double mean = spec.gaussianScale * (p - spec.gaussianOffset);
            const ExpertTerms terms = evaluateExpert(spec, d, p);
            QVERIFY(std::abs(terms.value + (d - mean) * (d - mean) / (2 * spec.gaussianVariance)) <
                    1e-14);
            QVERIFY(std::abs(terms.first + (d - mean) / spec.gaussianVariance) < 1e-14);
            QCOMPARE(terms.second, -1.0 / spec.gaussianVariance);
        }
    }
}

void ExpertTest::phiGaussianIsPaper002Equation2() {
    // paper 002 eq. 2: N(d; 0, 1) N(Φ(d); p, 1), up to the constant −½ ln 2π of the second factor
    ExpertSpec spec;
    spec.link = Link::Phi;
    spec.distribution = ExpertDistribution::Gaussian;
    spec.gaussianVariance = 1.0;
    for (const double d : {-4.0, -0.5, 0.0, 1.3}) {
        const double p = 0.64;
        const double expected = std::log(normalPdf(d)) - 0.5 * std::pow(normalCdf(d) - p, 2);
        QVERIFY(std::abs(evaluateExpert(spec, d, p).value - expected) < 1e-13);
    }
}

void ExpertTest::asymptoticNormalTailMatchesErfc_data() {
    QTest::addColumn<double>("x");
    for (const double x : {-30.0000001, -30.5, -33.0, -36.0}) {
        QTest::addRow("x=%g", x) << x;
    }
}

void ExpertTest::asymptoticNormalTailMatchesErfc() {
    // Below −30 the series is used; erfc is still representable down to about −37.
    QFETCH(double, x);
    const double direct = std::log(normalCdf(x));
    QVERIFY2(std::abs(logNormalCdf(x) - direct) <= 1e-13 * std::abs(direct),
             qPrintable(QString::number(logNormalCdf(x) - direct)));
    const double ratio = normalPdf(x) / normalCdf(x);
    QVERIFY(std::abs(inverseMillsRatio(x) - ratio) <= 1e-12 * ratio);
    // and far beyond erfc's range it stays finite and tends to −x
    QVERIFY(std::abs(inverseMillsRatio(-200.0) - 200.0) < 0.01);
    QVERIFY(std::isfinite(logNormalCdf(-200.0)));
}

void ExpertTest::expectedCurvatureOfKnownExperts() {
    ExpertSpec softBradleyTerry;
    ExpertSpec linear = specOf(Link::Identity, ExpertDistribution::Gaussian);
    for (const double d : {-3.0, 0.0, 1.5}) {
        // soft BT: −ℓ'' = σ(d)σ(−d) whatever p; linear Gaussian: 1/σ²
        QVERIFY(std::abs(expectedCurvature(softBradleyTerry, d) - sigmoid(d) * sigmoid(-d)) <
                1e-15);
        QVERIFY(std::abs(expectedCurvature(linear, d) - 1.0 / linear.gaussianVariance) < 1e-15);
        QVERIFY(std::abs(predictedProbability(linear, linear.gaussianScale * (0.8 - 0.45)) - 0.8) <
                1e-15);
    }
    QVERIFY(expectedCurvature(softBradleyTerry, 800.0) > 0.0);
}

void ExpertTest::identityBetaIsRefused() {
    ExpertSpec spec;
    spec.link = Link::Identity;
    spec.distribution = ExpertDistribution::Beta;
    const Status status = checkExpertSpec(spec);
    QVERIFY(!status.ok());
    QVERIFY(QString::fromStdString(status.message()).contains(QStringLiteral("identity")));
}

void ExpertTest::badNumbersAreRefused_data() {
    QTest::addColumn<QString>("field");
    QTest::newRow("variance") << QStringLiteral("gaussianVariance");
    QTest::newRow("scale") << QStringLiteral("gaussianScale");
    QTest::newRow("beta alpha") << QStringLiteral("betaAlpha");
    QTest::newRow("beta beta") << QStringLiteral("betaBeta");
}

void ExpertTest::badNumbersAreRefused() {
    QFETCH(QString, field);
    ExpertSpec spec = specOf(Link::Identity, ExpertDistribution::Gaussian);
    if (field == QStringLiteral("gaussianVariance")) {
        spec.gaussianVariance = 0.0;
    } else if (field == QStringLiteral("gaussianScale")) {
        spec.gaussianScale = NAN;
    } else {
        spec = specOf(Link::Sigmoid, ExpertDistribution::Beta);
        (field == QStringLiteral("betaAlpha") ? spec.betaAlpha : spec.betaBeta) = -0.5;
    }
    const Status status = checkExpertSpec(spec);
    QVERIFY(!status.ok());
    QVERIFY2(QString::fromStdString(status.message()).contains(field), status.message().c_str());
}

QTEST_APPLESS_MAIN(ExpertTest)
#include "test_experts.moc"
