// The incremental posterior (amortised active step) against exact fits: after a
// final exact refit it equals fitModel, Σ after an exact re-inversion is the inverse
// Hessian, and between refits the scores obey the strong-convexity bound.
#include "core/stats/incremental_posterior.h"
#include "core/stats/random.h"
#include "core/stats/scoring_model.h"
#include "core/stats/simulated_judge.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace pairrank::stats;

namespace {

std::vector<Comparison> simulatedComparisons(int n, int count, std::uint64_t seed) {
    SimulatedJudgeSettings settings;
    settings.noise = 0.5;
    settings.agreement = 0.9;
    auto judge = SimulatedJudge::createWithRandomTruth(n, settings, seed);
    Random random(seed + 1);
    std::vector<Comparison> comparisons;
    for (int k = 0; k < count; ++k) {
        // A chain first, so that every candidate is connected, then random pairs.
        int a = k % n;
        int b = (a + 1) % n;
        if (k >= n) {
            a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
            b = (a + 1 + static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)))) %
                n;
        }
        comparisons.push_back(*judge->judge(a, b));
    }
    return comparisons;
}

ExpertSpec expertOf(const ModelSpec& model) {
    ExpertSpec expert;
    expert.link = model.link;
    expert.distribution = model.distribution;
    return expert;
}

Vector centred(const Vector& scores) {
    return scores.array() - scores.mean();
}

double maximumDifference(const Matrix& left, const Matrix& right) {
    return (left - right).cwiseAbs().maxCoeff();
}

} // namespace

class IncrementalPosteriorTest : public QObject {
    Q_OBJECT

private slots:
    void finalExactRefitEqualsFitModel_data();
    void finalExactRefitEqualsFitModel();
    void exactReinversionIsTheInverseHessian();
    void scoresBetweenRefitsStayWithinTheConvexityBound();
    void covarianceBetweenRefitsIsTheRankOneUpdatedInverse();
    void exactEveryStepMatchesFitModelAtEveryStep();
    void badInputIsRefusedAndAddsNothing();
};

void IncrementalPosteriorTest::finalExactRefitEqualsFitModel_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("candidateCount");
    QTest::addColumn<int>("interval");
    QTest::addColumn<int>("batch");
    QTest::newRow("poe-bt one at a time") << QStringLiteral("poe-bt") << 20 << 25 << 1;
    QTest::newRow("poe-bt batches of 7") << QStringLiteral("poe-bt") << 30 << 40 << 7;
    QTest::newRow("poe-phi-beta") << QStringLiteral("poe-phi-beta") << 15 << 30 << 1;
    QTest::newRow("linear gaussian") << QStringLiteral("poe-identity-gaussian") << 15 << 30 << 3;
}

void IncrementalPosteriorTest::finalExactRefitEqualsFitModel() {
    QFETCH(QString, model);
    QFETCH(int, candidateCount);
    QFETCH(int, interval);
    QFETCH(int, batch);
    const auto spec = ModelSpec::parse(model.toStdString());
    QVERIFY(spec.ok());
    const std::vector<Comparison> all = simulatedComparisons(candidateCount, 8 * candidateCount, 5);
    const std::span<const Comparison> everything(all);
    IncrementalPosteriorOptions options;
    options.exactRefitInterval = interval;
    auto posterior = IncrementalPosterior::create(
        expertOf(*spec), candidateCount, everything.first(static_cast<std::size_t>(candidateCount)),
        options);
    QVERIFY2(posterior.ok(), posterior.ok() ? "" : posterior.error().message.c_str());
    for (std::size_t next = static_cast<std::size_t>(candidateCount); next < all.size();) {
        const std::size_t count = std::min(static_cast<std::size_t>(batch), all.size() - next);
        const Status status = posterior->add(everything.subspan(next, count));
        QVERIFY2(status.ok(), status.message().c_str());
        next += count;
    }
    QVERIFY(posterior->exactRefitCount() > 1);
    QVERIFY(posterior->refitExactly().ok());

    const auto fitted = fitModel(*spec, all, candidateCount, FitOptions{});
    QVERIFY2(fitted.ok(), fitted.ok() ? "" : fitted.error().message.c_str());
    QVERIFY(maximumDifference(centred(posterior->scores()), fitted->scores) < 1e-8);
    QVERIFY(maximumDifference(posterior->covariance(), *fitted->covariance) < 1e-8);
}

void IncrementalPosteriorTest::exactReinversionIsTheInverseHessian() {
    constexpr int n = 25;
    const std::vector<Comparison> all = simulatedComparisons(n, 120, 9);
    auto posterior = IncrementalPosterior::create(ExpertSpec{}, n, std::span(all).first(n));
    QVERIFY(posterior.ok());
    for (std::size_t k = n; k < all.size(); ++k) {
        QVERIFY(posterior->add(all[k]).ok());
    }
    QVERIFY(posterior->refitExactly().ok());
    const Matrix hessian =
        posterior->objective().hessian(posterior->scores(), posterior->homeAdvantage());
    QVERIFY(maximumDifference(posterior->covariance() * hessian, Matrix::Identity(n, n)) < 1e-10);
    QVERIFY(posterior->gradientNorm() < 1e-8);
    QCOMPARE(posterior->comparisonsSinceExactRefit(), 0);
}

void IncrementalPosteriorTest::scoresBetweenRefitsStayWithinTheConvexityBound() {
    // Soft BT's F is strongly convex with modulus 1/σ0², so ‖μ − μ*‖₂ ≤ ‖∇F(μ) − ∇F(μ*)‖₂ σ0²
    // ≤ √N (‖∇F(μ)‖∞ + ‖∇F(μ*)‖∞) σ0², whatever Σ the quasi-Newton steps used.
    constexpr int n = 30;
    const std::vector<Comparison> all = simulatedComparisons(n, 200, 13);
    IncrementalPosteriorOptions options;
    options.exactRefitInterval = 1000; // only drift or the end forces an exact refit
    options.priorVariance = 2.0;
    auto posterior =
        IncrementalPosterior::create(ExpertSpec{}, n, std::span(all).first(n), options);
    QVERIFY(posterior.ok());
    const auto model = ModelSpec::parse("poe-bt");
    FitOptions fitOptions;
    fitOptions.priorVariance = options.priorVariance;
    for (std::size_t k = n; k < all.size(); ++k) {
        QVERIFY(posterior->add(all[k]).ok());
        QVERIFY(posterior->newtonDecrement() <= options.driftTolerance);
        if (k % 20 == 0) {
            const auto exact = fitModel(*model, std::span(all).first(k + 1), n, fitOptions);
            QVERIFY(exact.ok());
            // The exact fit stops at its own small gradient, which the bound includes.
            const double bound = std::sqrt(double(n)) * options.priorVariance *
                                 (posterior->gradientNorm() + exact->gradientNorm);
            const double distance = (centred(posterior->scores()) - exact->scores).norm();
            QVERIFY2(
                distance <= bound,
                qPrintable(
                    QStringLiteral("k %1 distance %2 bound %3").arg(k).arg(distance).arg(bound)));
        }
    }
    // Most steps were cheap: drift forced only a minority of exact refits.
    QVERIFY(posterior->driftRefitCount() < static_cast<int>(all.size()) / 4);
}

void IncrementalPosteriorTest::covarianceBetweenRefitsIsTheRankOneUpdatedInverse() {
    // Without quasi-Newton steps μ stays at the first MAP, so every comparison's curvature
    // is taken there and Σ must be (∇²F(μ0) of the initial data + Σ c_k r_k r_kᵀ)⁻¹.
    constexpr int n = 12;
    const std::vector<Comparison> all = simulatedComparisons(n, 60, 17);
    IncrementalPosteriorOptions options;
    options.quasiNewtonSteps = 0;
    options.driftTolerance = std::numeric_limits<double>::infinity();
    options.exactRefitInterval = 1000;
    auto posterior =
        IncrementalPosterior::create(ExpertSpec{}, n, std::span(all).first(n), options);
    QVERIFY(posterior.ok());
    const Vector start = posterior->scores();
    Matrix precision = posterior->objective().hessian(start, 0.0);
    for (std::size_t k = n; k < all.size(); k += 3) {
        const auto batch = std::span(all).subspan(k, std::min<std::size_t>(3, all.size() - k));
        QVERIFY(posterior->add(batch).ok());
        for (const Comparison& comparison : batch) {
            const double d = start[comparison.a] - start[comparison.b];
            const double c = -evaluateExpert(ExpertSpec{}, d, comparison.p).second;
            precision(comparison.a, comparison.a) += c;
            precision(comparison.b, comparison.b) += c;
            precision(comparison.a, comparison.b) -= c;
            precision(comparison.b, comparison.a) -= c;
        }
    }
    QCOMPARE(posterior->exactRefitCount(), 1);
    QVERIFY(posterior->scores() == start);
    QVERIFY(maximumDifference(posterior->covariance() * precision, Matrix::Identity(n, n)) < 1e-10);
    // The Newton decrement it reports is that of the true gradient under this Σ.
    const Vector gradient = posterior->objective().gradient(start, 0.0).scores;
    QVERIFY(std::abs(posterior->newtonDecrement() -
                     std::sqrt(gradient.dot(posterior->covariance() * gradient))) < 1e-10);
}

void IncrementalPosteriorTest::exactEveryStepMatchesFitModelAtEveryStep() {
    constexpr int n = 10;
    const std::vector<Comparison> all = simulatedComparisons(n, 40, 21);
    IncrementalPosteriorOptions options;
    options.exactEveryStep = true;
    auto posterior =
        IncrementalPosterior::create(ExpertSpec{}, n, std::span(all).first(n), options);
    QVERIFY(posterior.ok());
    const auto model = ModelSpec::parse("poe-bt");
    for (std::size_t k = n; k < all.size(); ++k) {
        QVERIFY(posterior->add(all[k]).ok());
        const auto exact = fitModel(*model, std::span(all).first(k + 1), n);
        QVERIFY(exact.ok());
        QVERIFY(maximumDifference(centred(posterior->scores()), exact->scores) < 1e-8);
        QVERIFY(maximumDifference(posterior->covariance(), *exact->covariance) < 1e-8);
    }
    QCOMPARE(posterior->exactRefitCount(), static_cast<int>(all.size()) - n + 1);
}

void IncrementalPosteriorTest::badInputIsRefusedAndAddsNothing() {
    IncrementalPosteriorOptions options;
    options.exactRefitInterval = 0;
    QVERIFY(!IncrementalPosterior::create(ExpertSpec{}, 4, {}, options).ok());
    options = {};
    options.priorVariance = -1.0;
    QVERIFY(!IncrementalPosterior::create(ExpertSpec{}, 4, {}, options).ok());
    QVERIFY(!IncrementalPosterior::create(ExpertSpec{}, 0, {}).ok());
    ExpertSpec identityBeta;
    identityBeta.link = Link::Identity;
    QVERIFY(!IncrementalPosterior::create(identityBeta, 4, {}).ok());

    auto posterior = IncrementalPosterior::create(ExpertSpec{}, 4, {});
    QVERIFY(posterior.ok());
    QVERIFY(posterior->covariance().isApprox(Matrix::Identity(4, 4)));
    const std::vector<Comparison> batch{{0, 1, 0.7, 1.0}, {2, 9, 0.4, 1.0}};
    const Status status = posterior->add(batch);
    QVERIFY(!status.ok());
    QVERIFY(posterior->objective().pairs().empty());
    QVERIFY(posterior->scores().isZero());
}

QTEST_APPLESS_MAIN(IncrementalPosteriorTest)
#include "test_incremental_posterior.moc"
