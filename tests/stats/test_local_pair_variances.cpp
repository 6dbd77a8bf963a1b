// Local pair variances (core/stats/local_pair_variances.h) against closed forms and the
// exact Laplace covariance of the dense path.
#include "core/stats/local_pair_variances.h"
#include "core/stats/poe_newton.h"
#include "core/stats/random.h"
#include "core/stats/simulated_judge.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;

namespace {

PoeObjective objectiveFor(int n, std::span<const Comparison> comparisons, double priorVariance) {
    auto objective = PoeObjective::create(ExpertSpec{}, priorVariance, n);
    if (!objective || !objective->add(comparisons)) {
        qFatal("objective");
    }
    return std::move(*objective);
}

double exactVariance(const Matrix& sigma, const OrderedPair& pair) {
    return sigma(pair.a, pair.a) + sigma(pair.b, pair.b) - 2.0 * sigma(pair.a, pair.b);
}

} // namespace

class LocalPairVariancesTest : public QObject {
    Q_OBJECT

private slots:
    void withoutComparisonsEveryPairHasTwiceThePriorVariance();
    void oneComparisonGivesTheTruncatedGeometricSeries();
    void convergesToTheExactCovarianceWithAFittedHomeAdvantage();
    void refusesBadInput();
};

void LocalPairVariancesTest::withoutComparisonsEveryPairHasTwiceThePriorVariance() {
    const PoeObjective objective = objectiveFor(5, {}, 2.5);
    for (int hops = 0; hops <= 2; ++hops) {
        const auto local = LocalPairVariances::create(objective, Vector::Zero(5), 0.0, false);
        QVERIFY(local.ok());
        const std::vector<OrderedPair> pairs{{0, 1}, {4, 2}};
        for (const double variance : local->variances(pairs, hops)) {
            QVERIFY(std::abs(variance - 5.0) < 1e-14);
        }
    }
}

// Two candidates, one comparison of curvature c, prior variance 1: D = 1 + c on both, M has
// m = c / D off the diagonal and M v = −m v, so Σ_t vᵀ M^t v = (2 / D) Σ_t (−m)^t — the
// partial sums of (2 / D) / (1 + m) = 2 / (1 + 2c), the exact variance.
void LocalPairVariancesTest::oneComparisonGivesTheTruncatedGeometricSeries() {
    const std::vector<Comparison> comparisons{{0, 1, 0.7, 3.0}};
    const PoeObjective objective = objectiveFor(2, comparisons, 1.0);
    const Vector scores = Vector::Constant(2, 0.0);
    const double c = objective.pairCurvatures(scores, 0.0)[0];
    QVERIFY(c > 0.0);
    const double d = 1.0 + c;
    const double m = c / d;
    double partial = 0.0;
    for (int hops = 0; hops <= 2; ++hops) {
        partial = 0.0;
        for (int t = 0; t <= 2 * hops; ++t) {
            partial += 2.0 / d * std::pow(-m, t);
        }
        const auto local = LocalPairVariances::create(objective, scores, 0.0, false);
        QVERIFY(local.ok());
        const std::vector<OrderedPair> pairs{{0, 1}, {1, 0}};
        for (const double variance : local->variances(pairs, hops)) {
            QVERIFY2(std::abs(variance - partial) < 1e-14,
                     qPrintable(QStringLiteral("%1 vs %2").arg(variance).arg(partial)));
        }
    }
    QVERIFY(std::abs(partial - 2.0 / (1.0 + 2.0 * c)) < 2.0 / d * std::pow(m, 5));
}

// A random comparison graph: every added hop brings the variances closer to the exact
// covariance of the dense path (which includes the uncertainty of the fitted δ), and two
// hops are within 1%.
void LocalPairVariancesTest::convergesToTheExactCovarianceWithAFittedHomeAdvantage() {
    constexpr int kCandidates = 40;
    SimulatedJudgeSettings settings;
    settings.noise = 1.0;
    settings.positionBias = 0.4;
    const auto judge = SimulatedJudge::createWithRandomTruth(kCandidates, settings, 5);
    QVERIFY(judge.ok());
    Random random(9);
    std::vector<Comparison> comparisons;
    while (comparisons.size() < 10 * kCandidates) {
        const int a = static_cast<int>(random.uniformInt(kCandidates));
        const int b = static_cast<int>(random.uniformInt(kCandidates));
        if (a != b) {
            comparisons.push_back(*judge->judge(a, b));
        }
    }
    const PoeObjective objective = objectiveFor(kCandidates, comparisons, 1.0);
    NewtonOptions options;
    options.fitHomeAdvantage = true;
    options.linearSolver = NewtonLinearSolver::DenseCholesky;
    const auto fit = maximisePosterior(objective, options);
    QVERIFY(fit.ok());
    std::vector<OrderedPair> pairs;
    for (int a = 0; a < kCandidates; ++a) {
        for (int b = a + 1; b < kCandidates; ++b) {
            pairs.push_back({a, b});
        }
    }
    double previousError = INFINITY;
    for (int hops = 0; hops <= 2; ++hops) {
        const auto local =
            LocalPairVariances::create(objective, fit->scores, fit->homeAdvantage, true);
        QVERIFY(local.ok());
        const std::vector<double> variances = local->variances(pairs, hops);
        double largestError = 0.0;
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            const double exact = exactVariance(*fit->covariance, pairs[k]);
            largestError = std::max(largestError, std::abs(variances[k] - exact) / exact);
        }
        QVERIFY2(largestError < previousError, qPrintable(QString::number(largestError)));
        previousError = largestError;
    }
    QVERIFY2(previousError < 0.01, qPrintable(QString::number(previousError)));
}

void LocalPairVariancesTest::refusesBadInput() {
    const std::vector<Comparison> comparisons{{0, 1, 0.7, 1.0}};
    const PoeObjective objective = objectiveFor(3, comparisons, 1.0);
    QVERIFY(!LocalPairVariances::create(objective, Vector::Zero(2), 0.0, false).ok());
    Vector bad = Vector::Zero(3);
    bad[1] = NAN;
    QVERIFY(!LocalPairVariances::create(objective, bad, 0.0, false).ok());
    const PoeObjective empty = objectiveFor(3, {}, 1.0);
    QVERIFY(!LocalPairVariances::create(empty, Vector::Zero(3), 0.0, true).ok());
}

QTEST_APPLESS_MAIN(LocalPairVariancesTest)
#include "test_local_pair_variances.moc"
