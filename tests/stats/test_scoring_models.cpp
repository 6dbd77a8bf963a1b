// Tests of the scoring models behind fitModel against identities and known truths:
// the Gaussian PoE equals average probability up to an affine map on the full set
// (paper 000 A.3), Newton equals the closed form for the linear Gaussian, the MAP has
// zero gradient, Zermelo equals Newman, every model recovers a simulated judge's
// ranking, and a fitted home advantage recovers the judge's positional bias.
#include "core/stats/absolute_expert.h"
#include "core/stats/baseline_scores.h"
#include "core/stats/bradley_terry.h"
#include "core/stats/metrics.h"
#include "core/stats/poe_objective.h"
#include "core/stats/scoring_model.h"
#include "scoring_test_data.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;
using namespace pairrank::stats::testing;

namespace {

FitResult fitOrFail(const std::string& name, std::span<const Comparison> comparisons,
                    int candidateCount, const FitOptions& options = {}) {
    const auto model = ModelSpec::parse(name);
    if (!model.ok()) {
        qFatal("%s", model.error().message.c_str());
    }
    auto fitted = fitModel(*model, comparisons, candidateCount, options);
    if (!fitted.ok()) {
        qFatal("%s: %s", name.c_str(), fitted.error().message.c_str());
    }
    return std::move(fitted).value();
}

double maxAbs(const Vector& v) {
    return v.size() > 0 ? v.cwiseAbs().maxCoeff() : 0.0;
}

std::span<const double> asSpan(const Vector& v) {
    return {v.data(), static_cast<std::size_t>(v.size())};
}

} // namespace

class ScoringModelTest : public QObject {
    Q_OBJECT

private slots:
    void modelNamesRoundTrip_data();
    void modelNamesRoundTrip();
    void badModelNamesAreRefused_data();
    void badModelNamesAreRefused();
    void homeAdvantageParses();
    void gaussianPoeIsAffineInAverageProbability_data();
    void gaussianPoeIsAffineInAverageProbability();
    void newtonEqualsClosedFormForLinearGaussian_data();
    void newtonEqualsClosedFormForLinearGaussian();
    void softBradleyTerryMapHasZeroGradient();
    void repeatedJudgementsCollapseExactly_data();
    void repeatedJudgementsCollapseExactly();
    void zermeloAndNewmanAgree();
    void winRatioCountsTiesAsHalf();
    void everyModelRecoversTheTrueRanking_data();
    void everyModelRecoversTheTrueRanking();
    void fittedHomeAdvantageRecoversPositionalBias_data();
    void fittedHomeAdvantageRecoversPositionalBias();
    void estimatedHomeAdvantageIsLogitOfMeanProbability();
    void absoluteExpertsAreMomentMatched();
    void absoluteExpertsCombineWithComparisons();
    void badInputsNameTheField_data();
    void badInputsNameTheField();
};

void ScoringModelTest::modelNamesRoundTrip_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("canonical");
    for (const char* name :
         {"win-ratio", "avg-prob", "bt", "bt-newman", "poe-gaussian", "poe-identity-gaussian",
          "poe-sigmoid-gaussian", "poe-sigmoid-beta", "poe-phi-gaussian", "poe-phi-beta"}) {
        QTest::newRow(name) << QString::fromLatin1(name) << QString::fromLatin1(name);
    }
    QTest::newRow("poe-bt") << QStringLiteral("poe-bt") << QStringLiteral("poe-sigmoid-beta");
}

void ScoringModelTest::modelNamesRoundTrip() {
    QFETCH(QString, name);
    QFETCH(QString, canonical);
    const auto model = ModelSpec::parse(name.toStdString());
    QVERIFY(model.ok());
    QCOMPARE(QString::fromStdString(model->name()), canonical);
    QCOMPARE(model->isProbabilistic(), name.startsWith(QStringLiteral("poe-")));
}

void ScoringModelTest::badModelNamesAreRefused_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("identity-beta")
        << QStringLiteral("poe-identity-beta") << QStringLiteral("identity");
    QTest::newRow("unknown") << QStringLiteral("elo") << QStringLiteral("'elo'");
    QTest::newRow("bad link") << QStringLiteral("poe-tanh-beta") << QStringLiteral("poe-tanh-beta");
    QTest::newRow("empty") << QString() << QStringLiteral("unknown model");
}

void ScoringModelTest::badModelNamesAreRefused() {
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const auto model = ModelSpec::parse(name.toStdString());
    QVERIFY(!model.ok());
    QVERIFY2(QString::fromStdString(model.error().message).contains(expected),
             model.error().message.c_str());
}

void ScoringModelTest::homeAdvantageParses() {
    QCOMPARE(HomeAdvantage::parse("none")->mode, HomeAdvantageMode::None);
    QCOMPARE(HomeAdvantage::parse("estimate")->mode, HomeAdvantageMode::Estimate);
    QCOMPARE(HomeAdvantage::parse("fit")->mode, HomeAdvantageMode::Fit);
    const auto fixed = HomeAdvantage::parse("-0.25");
    QCOMPARE(fixed->mode, HomeAdvantageMode::Fixed);
    QCOMPARE(fixed->value, -0.25);
    for (const char* bad : {"", "0.3x", "nan", "inf", "fitted"}) {
        QVERIFY2(!HomeAdvantage::parse(bad).ok(), bad);
    }
}

void ScoringModelTest::gaussianPoeIsAffineInAverageProbability_data() {
    QTest::addColumn<bool>("bothOrders");
    QTest::newRow("all ordered pairs") << true;
    QTest::newRow("every unordered pair once") << false;
}

void ScoringModelTest::gaussianPoeIsAffineInAverageProbability() {
    // paper 000 A.3. With every ordered pair, W = 2(N I − 11ᵀ) and WᵀΣ⁻¹μ ⟂ 1, so
    // s = Wᵀμ / (2N + 1/σ0²) with (Wᵀμ)_i = (N − 1)(2 avg_i − 1): an exact affine map.
    // With each unordered pair once, the same holds with N instead of 2N (β = ½).
    QFETCH(bool, bothOrders);
    constexpr int n = 9;
    Random random(5);
    std::vector<Comparison> comparisons;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a != b && (bothOrders || a < b)) {
                comparisons.push_back({a, b, 0.02 + 0.96 * random.uniform(), 1.0});
            }
        }
    }
    FitOptions options;
    options.priorVariance = 2.5;
    const FitResult poe = fitOrFail("poe-gaussian", comparisons, n, options);
    const FitResult average = fitOrFail("avg-prob", comparisons, n);
    const Vector averageProbability = averageProbabilityScores(comparisons, n);
    const double laplacianDiagonal = bothOrders ? 2.0 * n : 1.0 * n;
    const double slope = 2.0 * (n - 1) / (laplacianDiagonal + 1.0 / options.priorVariance) *
                         (bothOrders ? 1.0 : 0.5);
    const Vector expected = slope * (averageProbability.array() - 0.5).matrix();
    QVERIFY2(maxAbs(poe.scores - expected) < 1e-12,
             qPrintable(QString::number(maxAbs(poe.scores - expected))));
    const auto correlation = pearsonCorrelation(asSpan(poe.scores), asSpan(average.scores));
    QVERIFY(correlation.ok());
    QVERIFY(std::abs(*correlation - 1.0) < 1e-12);
}

void ScoringModelTest::newtonEqualsClosedFormForLinearGaussian_data() {
    QTest::addColumn<QString>("homeAdvantage");
    QTest::addColumn<bool>("withVariances");
    QTest::newRow("none") << QStringLiteral("none") << false;
    QTest::newRow("fixed, per-comparison variances") << QStringLiteral("0.3") << true;
    QTest::newRow("estimate") << QStringLiteral("estimate") << false;
}

void ScoringModelTest::newtonEqualsClosedFormForLinearGaussian() {
    QFETCH(QString, homeAdvantage);
    QFETCH(bool, withVariances);
    constexpr int n = 12;
    const auto data = randomPairs(n, 40, {1.0, 0.3, 0.5}, 21);
    std::vector<double> variances;
    for (std::size_t k = 0; k < data.comparisons.size(); ++k) {
        variances.push_back(0.5 + 0.1 * static_cast<double>(k % 7));
    }
    FitOptions options;
    options.priorVariance = 0.7;
    options.homeAdvantage = *HomeAdvantage::parse(homeAdvantage.toStdString());
    options.expert.gaussianScale = 2.0;
    options.expert.gaussianVariance = 0.8;
    if (withVariances) {
        options.comparisonVariances = variances;
    }
    options.absoluteExperts = {{2, 1.0, 0.5, 1.0}, {7, -0.4, 1.5, 2.0}};
    const FitResult closed = fitOrFail("poe-gaussian", data.comparisons, n, options);
    const FitResult newton = fitOrFail("poe-identity-gaussian", data.comparisons, n, options);
    QVERIFY(maxAbs(closed.scores - newton.scores) < 1e-10);
    QVERIFY((*closed.covariance - *newton.covariance).cwiseAbs().maxCoeff() < 1e-10);
    QVERIFY(std::abs(closed.homeAdvantage - newton.homeAdvantage) < 1e-12);
    QVERIFY(closed.gradientNorm < 1e-10);
    QVERIFY(newton.iterations <= 2); // a quadratic: one Newton step
}

void ScoringModelTest::softBradleyTerryMapHasZeroGradient() {
    constexpr int n = 40;
    const auto data = randomPairs(n, 200, {1.5, 0.4, 0.5}, 3);
    FitOptions options;
    options.homeAdvantage.mode = HomeAdvantageMode::Fit;
    const FitResult fitted = fitOrFail("poe-bt", data.comparisons, n, options);
    auto objective = PoeObjective::create({}, options.priorVariance, n);
    QVERIFY(objective->add(data.comparisons).ok());
    const auto gradient = objective->gradient(fitted.scores, fitted.homeAdvantage);
    QVERIFY2(maxAbs(gradient.scores) < 1e-8, qPrintable(QString::number(maxAbs(gradient.scores))));
    QVERIFY(std::abs(gradient.homeAdvantage) < 1e-8);
    QVERIFY(std::abs(fitted.scores.sum()) < 1e-10);
}

void ScoringModelTest::repeatedJudgementsCollapseExactly_data() {
    QTest::addColumn<QString>("model");
    QTest::newRow("poe-bt") << QStringLiteral("poe-bt");
    QTest::newRow("poe-phi-gaussian") << QStringLiteral("poe-phi-gaussian");
    QTest::newRow("poe-sigmoid-beta") << QStringLiteral("poe-sigmoid-beta");
}

void ScoringModelTest::repeatedJudgementsCollapseExactly() {
    // Each comparison below is its own expert; the collapsed run sums them per pair.
    QFETCH(QString, model);
    const std::vector<Comparison> repeated{
        {0, 1, 0.7, 1.0}, {0, 1, 0.9, 1.0}, {1, 2, 0.3, 0.5}, {1, 2, 0.6, 1.5}, {2, 0, 0.55, 1.0}};
    const std::vector<Comparison> collapsed{
        {0, 1, 0.8, 2.0}, {1, 2, 0.525, 2.0}, {2, 0, 0.55, 1.0}};
    FitOptions options;
    options.expert.betaAlpha = model == QStringLiteral("poe-sigmoid-beta") ? 0.4 : 0.0;
    const FitResult first = fitOrFail(model.toStdString(), repeated, 3, options);
    const FitResult second = fitOrFail(model.toStdString(), collapsed, 3, options);
    QVERIFY(maxAbs(first.scores - second.scores) < 1e-12);
    QVERIFY((*first.covariance - *second.covariance).cwiseAbs().maxCoeff() < 1e-12);
}

void ScoringModelTest::zermeloAndNewmanAgree() {
    constexpr int n = 30;
    const auto data = randomPairs(n, 90, {1.0, 0.0, 0.5}, 8); // sparse: 3 per candidate
    const FitResult zermelo = fitOrFail("bt", data.comparisons, n);
    const FitResult newman = fitOrFail("bt-newman", data.comparisons, n);
    QVERIFY2(maxAbs(zermelo.scores - newman.scores) < 1e-6,
             qPrintable(QString::number(maxAbs(zermelo.scores - newman.scores))));
    QVERIFY(newman.iterations < zermelo.iterations);
    const auto direct = fitHardBradleyTerry(data.comparisons, n);
    QVERIFY(direct.ok());
    QVERIFY(direct->residual < 1e-9); // the likelihood equations hold at the limit
}

void ScoringModelTest::winRatioCountsTiesAsHalf() {
    const std::vector<Comparison> comparisons{{0, 1, 0.9, 1.0}, {1, 2, 0.5, 1.0}, {2, 0, 0.2, 1.0}};
    const Vector scores = winRatioScores(comparisons, 4);
    QCOMPARE(scores[0], 1.0);  // beat 1, and 2 lost to 0 in position A
    QCOMPARE(scores[1], 0.25); // lost to 0, tied with 2
    QCOMPARE(scores[2], 0.25); // tied with 1, lost to 0
    QCOMPARE(scores[3], 0.5);  // no comparisons
}

void ScoringModelTest::everyModelRecoversTheTrueRanking_data() {
    QTest::addColumn<QString>("model");
    for (const char* name : {"win-ratio", "avg-prob", "bt", "bt-newman", "poe-gaussian", "poe-bt",
                             "poe-identity-gaussian", "poe-sigmoid-gaussian", "poe-sigmoid-beta",
                             "poe-phi-gaussian", "poe-phi-beta"}) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

void ScoringModelTest::everyModelRecoversTheTrueRanking() {
    QFETCH(QString, model);
    constexpr int n = 50;
    const auto data = allOrderedPairs(n, {1.5, 0.0, 0.2}, 17);
    const FitResult fitted = fitOrFail(model.toStdString(), data.comparisons, n);
    const auto spearman = spearmanCorrelation(asSpan(fitted.scores), data.trueScores);
    QVERIFY(spearman.ok());
    QVERIFY2(*spearman > 0.95, qPrintable(QString::number(*spearman)));
    QVERIFY(std::abs(fitted.scores.sum()) < 1e-9); // centred
}

void ScoringModelTest::fittedHomeAdvantageRecoversPositionalBias_data() {
    QTest::addColumn<QString>("model");
    // Only experts whose likelihood matches the simulated judge p = σ(s_a − s_b + δ) can
    // recover δ on its scale: soft BT. (A Gaussian on σ(d) with its Jacobian σ'(d) pulls
    // every d towards 0 and estimates a much smaller δ.)
    QTest::newRow("poe-bt") << QStringLiteral("poe-bt");
    QTest::newRow("poe-sigmoid-beta") << QStringLiteral("poe-sigmoid-beta");
}

void ScoringModelTest::fittedHomeAdvantageRecoversPositionalBias() {
    QFETCH(QString, model);
    constexpr int n = 30;
    const auto data = allOrderedPairs(n, {1.0, 1.0, 0.1}, 29);
    FitOptions options;
    options.homeAdvantage.mode = HomeAdvantageMode::Fit;
    options.priorVariance = 10.0;
    const FitResult fitted = fitOrFail(model.toStdString(), data.comparisons, n, options);
    QVERIFY2(std::abs(fitted.homeAdvantage - 1.0) < 0.1,
             qPrintable(QString::number(fitted.homeAdvantage)));
    QVERIFY(fitted.homeAdvantageStandardError.has_value());
    QVERIFY(*fitted.homeAdvantageStandardError > 0.0 && *fitted.homeAdvantageStandardError < 0.1);
    // fitting δ must not hurt the ranking
    const auto spearman = spearmanCorrelation(asSpan(fitted.scores), data.trueScores);
    QVERIFY(*spearman > 0.95);
}

void ScoringModelTest::estimatedHomeAdvantageIsLogitOfMeanProbability() {
    const std::vector<Comparison> comparisons{{0, 1, 0.8, 1.0}, {1, 2, 0.6, 1.0}, {2, 0, 0.7, 2.0}};
    FitOptions options;
    options.homeAdvantage.mode = HomeAdvantageMode::Estimate;
    const double meanP = (0.8 + 0.6 + 2 * 0.7) / 4;
    QVERIFY(std::abs(fitOrFail("poe-bt", comparisons, 3, options).homeAdvantage - logit(meanP)) <
            1e-14);
    // linear Gaussian: the shift equivalent to β = mean p (paper 000 A.7), α (mean p − ½)
    options.expert.gaussianScale = 3.0;
    const FitResult gaussian = fitOrFail("poe-gaussian", comparisons, 3, options);
    QVERIFY(std::abs(gaussian.homeAdvantage - 3.0 * (meanP - 0.5)) < 1e-14);
    FitOptions shiftedBeta;
    shiftedBeta.expert.gaussianScale = 3.0;
    shiftedBeta.expert.gaussianOffset = meanP;
    QVERIFY(maxAbs(fitOrFail("poe-gaussian", comparisons, 3, shiftedBeta).scores -
                   gaussian.scores) < 1e-14);
}

void ScoringModelTest::absoluteExpertsAreMomentMatched() {
    const std::vector<double> classes{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    std::vector<double> probabilities(10, 0.0);
    probabilities[6] = 0.5; // class 7
    probabilities[8] = 1.5; // class 9: unnormalised on purpose
    // μ = 0.25·7 + 0.75·9 = 8.5, σ² = 0.25·2.25 + 0.75·0.25 = 0.75; centre 5.5, slope 0.5
    AbsoluteScaleMap scale;
    scale.slope = 0.5;
    const auto expert = momentMatchedExpert(3, classes, probabilities, scale, 2.0);
    QVERIFY(expert.ok());
    QCOMPARE(expert->candidate, 3);
    QVERIFY(std::abs(expert->mean - 0.5 * 3.0) < 1e-14);
    QVERIFY(std::abs(expert->variance - 0.25 * 0.75) < 1e-14);
    QCOMPARE(expert->weight, 2.0);
    std::vector<double> certain(10, 0.0);
    certain[4] = 1.0;
    QVERIFY(std::abs(momentMatchedExpert(0, classes, certain)->variance - 0.01) < 1e-15);
    QVERIFY(!momentMatchedExpert(0, classes, std::vector<double>(9, 0.1)).ok());
    QVERIFY(!momentMatchedExpert(0, classes, std::vector<double>(10, 0.0)).ok());
}

void ScoringModelTest::absoluteExpertsCombineWithComparisons() {
    // Only absolute experts: each score is the precision-weighted mean of prior and expert.
    FitOptions options;
    options.absoluteExperts = {{0, 2.0, 1.0, 1.0}, {1, -1.0, 0.5, 1.0}};
    const FitResult alone = fitOrFail("poe-bt", {}, 3, options);
    Vector expected(3);
    expected << 2.0 / 2.0, -1.0 * 2.0 / 3.0, 0.0; // μ/σ² / (1/σ² + 1/σ0²)
    expected.array() -= expected.mean();
    QVERIFY(maxAbs(alone.scores - expected) < 1e-9);
    // A comparison pulls the pair together against their absolute experts.
    const std::vector<Comparison> comparisons{{1, 0, 0.9, 5.0}};
    const FitResult combined = fitOrFail("poe-bt", comparisons, 3, options);
    QVERIFY(combined.scores[0] - combined.scores[1] < alone.scores[0] - alone.scores[1]);
}

void ScoringModelTest::badInputsNameTheField_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("expected");
    QTest::newRow("index out of range") << QStringLiteral("poe-bt") << QStringLiteral("field a");
    QTest::newRow("NaN p") << QStringLiteral("bt") << QStringLiteral("field p");
    QTest::newRow("prior variance") << QStringLiteral("poe-bt") << QStringLiteral("priorVariance");
    QTest::newRow("warm start length")
        << QStringLiteral("poe-phi-beta") << QStringLiteral("warmStart");
    QTest::newRow("variances length")
        << QStringLiteral("poe-gaussian") << QStringLiteral("comparisonVariances");
    QTest::newRow("home advantage on win-ratio")
        << QStringLiteral("win-ratio") << QStringLiteral("homeAdvantage");
    QTest::newRow("absolute expert candidate")
        << QStringLiteral("poe-gaussian") << QStringLiteral("field candidate");
    QTest::newRow("gaussian variance")
        << QStringLiteral("poe-sigmoid-gaussian") << QStringLiteral("gaussianVariance");
}

void ScoringModelTest::badInputsNameTheField() {
    QFETCH(QString, model);
    QFETCH(QString, expected);
    std::vector<Comparison> comparisons{{0, 1, 0.6, 1.0}, {1, 2, 0.3, 1.0}};
    FitOptions options;
    const std::vector<double> oneVariance{1.0};
    const QByteArray tag = QTest::currentDataTag();
    if (tag == "index out of range") {
        comparisons[1].a = 3;
    } else if (tag == "NaN p") {
        comparisons[0].p = NAN;
    } else if (tag == "prior variance") {
        options.priorVariance = 0.0;
    } else if (tag == "warm start length") {
        options.warmStart = Vector::Zero(2);
    } else if (tag == "variances length") {
        options.comparisonVariances = oneVariance;
    } else if (tag == "home advantage on win-ratio") {
        options.homeAdvantage.mode = HomeAdvantageMode::Estimate;
    } else if (tag == "absolute expert candidate") {
        options.absoluteExperts = {{5, 0.0, 1.0, 1.0}};
    } else if (tag == "gaussian variance") {
        options.expert.gaussianVariance = -1.0;
    }
    const auto fitted = fitModel(*ModelSpec::parse(model.toStdString()), comparisons, 3, options);
    QVERIFY(!fitted.ok());
    QVERIFY2(QString::fromStdString(fitted.error().message).contains(expected),
             fitted.error().message.c_str());
}

QTEST_APPLESS_MAIN(ScoringModelTest)
#include "test_scoring_models.moc"
