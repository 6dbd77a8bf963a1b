// Tests of the simulated judge: the formula on a hand-computed case,
// reproducibility, independence of the order of questions, positional bias,
// agreement with the truth, temperature, clamping and input errors; the absolute
// ratings' class probabilities against their equation and the known truth.
#include "core/stats/metrics.h"
#include "core/stats/random.h"
#include "core/stats/simulated_judge.h"

#include <QTest>

#include <cmath>
#include <numeric>
#include <vector>

using namespace pairrank::stats;

Q_DECLARE_METATYPE(pairrank::stats::SimulatedJudgeSettings)

namespace {

SimulatedJudge makeJudge(int candidateCount, const SimulatedJudgeSettings& settings,
                         std::uint64_t seed) {
    Result<SimulatedJudge> judge =
        SimulatedJudge::createWithRandomTruth(candidateCount, settings, seed);
    if (!judge) {
        qFatal("cannot create the judge: %s", judge.error().message.c_str());
    }
    return std::move(judge).value();
}

SimulatedJudgeSettings noisyBiasedSettings() {
    SimulatedJudgeSettings settings;
    settings.agreement = 0.7;
    settings.slope = 1.5;
    settings.noise = 1.0;
    settings.positionBias = 0.4;
    settings.temperature = 0.8;
    return settings;
}

} // namespace

class SimulatedJudgeTest : public QObject {
    Q_OBJECT

private slots:
    void probabilityFollowsTheFormula();
    void noiselessUnbiasedJudgeIsSymmetric();
    void sameSeedGivesSameAnswers();
    void answersDoNotDependOnTheOrderOfQuestions();
    void orderedPairsHaveTheirOwnNoise();
    void positionalBiasIsTheMeanLogit();
    void positionalBiasShowsInTheMeanProbability();
    void agreementIsTheCorrelationWithTheTruth_data();
    void agreementIsTheCorrelationWithTheTruth();
    void temperatureDividesTheLogit();
    void probabilitiesAreClamped();
    void badInputIsRefused_data();
    void badInputIsRefused();
    void badPairsAreRefused();
    void givenLatentScoresDriveTheJudge();
    void ratingFollowsTheFormula();
    void noiselessRatingsFollowTheTruth();
    void ratingsAreDeterministicForASeed();
    void ratingNoiseLowersTheCorrelation();
    void ratingsSaturateAtTheEndsOfTheScale();
    void badRatingSettingsAreRefused();
};

namespace {

// Σ c · P(c) over the scores 1 … 10.
double meanClass(const std::vector<double>& probabilities) {
    double mean = 0.0;
    for (std::size_t i = 0; i < probabilities.size(); ++i) {
        mean += static_cast<double>(i + 1) * probabilities[i];
    }
    return mean;
}

std::vector<double> meanClasses(const SimulatedJudge& judge) {
    std::vector<double> means;
    for (int i = 0; i < judge.candidateCount(); ++i) {
        means.push_back(meanClass(*judge.scoreClassProbabilities(i)));
    }
    return means;
}

} // namespace

void SimulatedJudgeTest::probabilityFollowsTheFormula() {
    // Truth (0, 1) standardises to (−1, 1) (mean 0.5, population sd 0.5); with ρ = 1 these
    // are the latent scores. p_01 = σ((1 · (−1 − 1) + 0.5) / 2) = σ(−0.75),
    // p_10 = σ((2 + 0.5) / 2) = σ(1.25).
    SimulatedJudgeSettings settings;
    settings.positionBias = 0.5;
    settings.temperature = 2.0;
    const Result<SimulatedJudge> judge = SimulatedJudge::create({0.0, 1.0}, settings, 7);
    QVERIFY(judge.ok());
    QCOMPARE(judge->latentScores(), (std::vector<double>{-1.0, 1.0}));
    QVERIFY(std::abs(*judge->probability(0, 1) - 1 / (1 + std::exp(0.75))) < 1e-15);
    QVERIFY(std::abs(*judge->probability(1, 0) - 1 / (1 + std::exp(-1.25))) < 1e-15);
    const Result<Comparison> comparison = judge->judge(1, 0);
    QVERIFY(comparison.ok());
    QCOMPARE(comparison->a, 1);
    QCOMPARE(comparison->b, 0);
    QCOMPARE(comparison->p, *judge->probability(1, 0));
    QCOMPARE(comparison->weight, 1.0);
}

void SimulatedJudgeTest::noiselessUnbiasedJudgeIsSymmetric() {
    SimulatedJudgeSettings settings;
    settings.agreement = 0.5;
    const SimulatedJudge judge = makeJudge(12, settings, 3);
    for (int a = 0; a < 12; ++a) {
        for (int b = a + 1; b < 12; ++b) {
            QVERIFY(std::abs(*judge.probability(a, b) + *judge.probability(b, a) - 1.0) < 1e-12);
        }
    }
}

void SimulatedJudgeTest::sameSeedGivesSameAnswers() {
    const SimulatedJudge first = makeJudge(10, noisyBiasedSettings(), 42);
    const SimulatedJudge second = makeJudge(10, noisyBiasedSettings(), 42);
    const SimulatedJudge otherSeed = makeJudge(10, noisyBiasedSettings(), 43);
    QCOMPARE(first.trueScores(), second.trueScores());
    QCOMPARE(first.latentScores(), second.latentScores());
    QVERIFY(first.trueScores() != otherSeed.trueScores());
    int differing = 0;
    for (int a = 0; a < 10; ++a) {
        for (int b = 0; b < 10; ++b) {
            if (a != b) {
                QCOMPARE(*first.probability(a, b), *second.probability(a, b));
                differing += *first.probability(a, b) != *otherSeed.probability(a, b);
            }
        }
    }
    QCOMPARE(differing, 90);
}

void SimulatedJudgeTest::answersDoNotDependOnTheOrderOfQuestions() {
    const SimulatedJudge judge = makeJudge(9, noisyBiasedSettings(), 5);
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < 9; ++a) {
        for (int b = 0; b < 9; ++b) {
            if (a != b) {
                pairs.emplace_back(a, b);
            }
        }
    }
    std::vector<double> inOrder;
    for (const auto& [a, b] : pairs) {
        inOrder.push_back(*judge.probability(a, b));
    }
    std::vector<std::size_t> shuffled(pairs.size());
    std::iota(shuffled.begin(), shuffled.end(), std::size_t{0});
    Random(11).shuffle(std::span<std::size_t>(shuffled));
    for (const std::size_t index : shuffled) {
        // Asked again, in another order, and twice in a row: the same answer.
        QCOMPARE(*judge.probability(pairs[index].first, pairs[index].second), inOrder[index]);
        QCOMPARE(*judge.probability(pairs[index].first, pairs[index].second), inOrder[index]);
    }
}

void SimulatedJudgeTest::orderedPairsHaveTheirOwnNoise() {
    // Without bias, p_ab + p_ba = 1 exactly when the noise is shared; per-ordered-pair
    // noise breaks it for (almost) every pair.
    SimulatedJudgeSettings settings;
    settings.noise = 1.0;
    const SimulatedJudge judge = makeJudge(8, settings, 9);
    int asymmetric = 0;
    for (int a = 0; a < 8; ++a) {
        for (int b = a + 1; b < 8; ++b) {
            asymmetric +=
                std::abs(*judge.probability(a, b) + *judge.probability(b, a) - 1.0) > 1e-9;
        }
    }
    QCOMPARE(asymmetric, 28);
}

void SimulatedJudgeTest::positionalBiasIsTheMeanLogit() {
    // Over all ordered pairs the latent differences cancel (each appears with both
    // signs), so the mean logit is the bias plus the mean of N(N−1) independent noise
    // draws: standard error noise / √(N(N−1)) = 1 / √39800 ≈ 0.005. Tolerance 0.03 ≈ 6 SE.
    SimulatedJudgeSettings settings;
    settings.agreement = 0.8;
    settings.noise = 1.0;
    settings.positionBias = 0.7;
    const int n = 200;
    const SimulatedJudge judge = makeJudge(n, settings, 17);
    double sumOfLogits = 0;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a != b) {
                sumOfLogits += logit(*judge.probability(a, b));
            }
        }
    }
    const double meanLogit = sumOfLogits / (n * (n - 1));
    QVERIFY2(std::abs(meanLogit - 0.7) < 0.03, qPrintable(QString::number(meanLogit)));
}

void SimulatedJudgeTest::positionalBiasShowsInTheMeanProbability() {
    // A weak judge (small logit spread) on random pairs: E[p] ≈ σ(bias). The logit's
    // spread X has Var ≈ slope²·2 + noise² = 0.12, so the curvature correction
    // ½ σ''(bias) Var(X) is below 0.006, and the sampling error of 4000 pairs is about
    // 0.002; the stated tolerance is 0.02.
    SimulatedJudgeSettings settings;
    settings.slope = 0.2;
    settings.noise = 0.2;
    for (const double bias : {-1.0, 0.0, 0.5, 1.5}) {
        settings.positionBias = bias;
        const int n = 100;
        const SimulatedJudge judge = makeJudge(n, settings, 23);
        Random pairs(31);
        double sum = 0;
        const int draws = 4000;
        for (int i = 0; i < draws; ++i) {
            const int a = static_cast<int>(pairs.uniformInt(n));
            const int b = (a + 1 + static_cast<int>(pairs.uniformInt(n - 1))) % n;
            sum += *judge.probability(a, b);
        }
        const double meanP = sum / draws;
        QVERIFY2(std::abs(meanP - sigmoid(bias)) < 0.02,
                 qPrintable(QStringLiteral("bias %1: mean p %2").arg(bias).arg(meanP)));
    }
}

void SimulatedJudgeTest::agreementIsTheCorrelationWithTheTruth_data() {
    QTest::addColumn<double>("agreement");
    for (const double rho : {0.0, 0.3, 0.6, 0.9, -0.5}) {
        QTest::addRow("rho=%g", rho) << rho;
    }
}

void SimulatedJudgeTest::agreementIsTheCorrelationWithTheTruth() {
    // With N = 20000 the sample correlation's standard error is (1 − ρ²)/√N < 0.0071;
    // tolerance 0.03.
    QFETCH(double, agreement);
    SimulatedJudgeSettings settings;
    settings.agreement = agreement;
    const SimulatedJudge judge = makeJudge(20000, settings, 101);
    const double correlation = *pearsonCorrelation(judge.latentScores(), judge.trueScores());
    QVERIFY2(std::abs(correlation - agreement) < 0.03, qPrintable(QString::number(correlation)));
}

void SimulatedJudgeTest::temperatureDividesTheLogit() {
    SimulatedJudgeSettings settings;
    settings.agreement = 0.9;
    settings.noise = 0.5;
    settings.positionBias = 0.3;
    const SimulatedJudge calibrated = makeJudge(10, settings, 8);
    settings.temperature = 0.5;
    const SimulatedJudge overConfident = makeJudge(10, settings, 8);
    for (int a = 0; a < 10; ++a) {
        for (int b = 0; b < 10; ++b) {
            if (a == b) {
                continue;
            }
            const double logitCalibrated = logit(*calibrated.probability(a, b));
            const double logitOverConfident = logit(*overConfident.probability(a, b));
            QVERIFY(std::abs(logitOverConfident - 2 * logitCalibrated) < 1e-8);
        }
    }
}

void SimulatedJudgeTest::probabilitiesAreClamped() {
    SimulatedJudgeSettings settings;
    settings.slope = 1e6;
    const SimulatedJudge judge = makeJudge(2, settings, 1);
    const double p = *judge.probability(0, 1);
    QVERIFY(p == kProbabilityFloor || p == 1 - kProbabilityFloor);
    const double reverse = *judge.probability(1, 0);
    QVERIFY(reverse == kProbabilityFloor || reverse == 1 - kProbabilityFloor);
    QVERIFY(reverse != p);
}

void SimulatedJudgeTest::badInputIsRefused_data() {
    QTest::addColumn<SimulatedJudgeSettings>("settings");
    QTest::addColumn<QString>("expectedMessagePart");
    SimulatedJudgeSettings settings;
    settings.agreement = 1.5;
    QTest::newRow("agreement above 1") << settings << QStringLiteral("agreement");
    settings = {};
    settings.noise = -0.1;
    QTest::newRow("negative noise") << settings << QStringLiteral("noise");
    settings = {};
    settings.temperature = 0;
    QTest::newRow("zero temperature") << settings << QStringLiteral("temperature");
    settings = {};
    settings.slope = NAN;
    QTest::newRow("NaN slope") << settings << QStringLiteral("slope");
    settings = {};
    settings.positionBias = INFINITY;
    QTest::newRow("infinite bias") << settings << QStringLiteral("positionBias");
}

void SimulatedJudgeTest::badInputIsRefused() {
    QFETCH(SimulatedJudgeSettings, settings);
    QFETCH(QString, expectedMessagePart);
    const Result<SimulatedJudge> judge = SimulatedJudge::createWithRandomTruth(5, settings, 1);
    QVERIFY(!judge.ok());
    QVERIFY2(QString::fromStdString(judge.error().message).contains(expectedMessagePart),
             judge.error().message.c_str());
}

void SimulatedJudgeTest::badPairsAreRefused() {
    QVERIFY(!SimulatedJudge::createWithRandomTruth(1, {}, 1).ok());
    QVERIFY(!SimulatedJudge::create({2.0, 2.0, 2.0}, {}, 1).ok());
    QVERIFY(!SimulatedJudge::create({1.0, NAN}, {}, 1).ok());
    const SimulatedJudge judge = makeJudge(4, {}, 1);
    QVERIFY(!judge.probability(2, 2).ok());
    QVERIFY(!judge.probability(-1, 2).ok());
    QVERIFY(!judge.probability(0, 4).ok());
    QVERIFY(QString::fromStdString(judge.judge(0, 4).error().message)
                .contains(QStringLiteral("b = 4")));
}

void SimulatedJudgeTest::givenLatentScoresDriveTheJudge() {
    // Latent (2, 4, 9) standardises to ((2 − 5)/s, (4 − 5)/s, (9 − 5)/s), s = √(26/3); the
    // truth (3, 2, 1) is kept as it is and plays no part in p (agreement is unused).
    SimulatedJudgeSettings settings;
    settings.agreement = 0.0;
    const Result<SimulatedJudge> judge =
        SimulatedJudge::createWithLatent({3.0, 2.0, 1.0}, {2.0, 4.0, 9.0}, settings, 5);
    QVERIFY(judge.ok());
    const double s = std::sqrt(26.0 / 3.0);
    QCOMPARE(judge->trueScores(), (std::vector<double>{3.0, 2.0, 1.0}));
    QVERIFY(std::abs(judge->latentScores()[0] + 3.0 / s) < 1e-15);
    QVERIFY(std::abs(judge->latentScores()[2] - 4.0 / s) < 1e-15);
    QVERIFY(std::abs(*judge->probability(2, 0) - 1 / (1 + std::exp(-7.0 / s))) < 1e-15);
    QVERIFY(!SimulatedJudge::createWithLatent({1.0, 2.0}, {1.0, 2.0, 3.0}, settings, 5).ok());
    QVERIFY(!SimulatedJudge::createWithLatent({1.0, 2.0}, {4.0, 4.0}, settings, 5).ok());
    QVERIFY(!SimulatedJudge::createWithLatent({1.0, 1.0}, {1.0, 2.0}, settings, 5).ok());
}

void SimulatedJudgeTest::ratingFollowsTheFormula() {
    // Truth (0, 1) standardises to latent (−1, 1) with ρ = 1; without rating noise
    // μ = 5.5 + 1.5 · (∓1) = 4 and 7, so P_0(c) ∝ exp(−(c − 4)² / 2) with spread 1.
    SimulatedJudgeSettings settings;
    settings.absoluteNoise = 0.0;
    const Result<SimulatedJudge> judge = SimulatedJudge::create({0.0, 1.0}, settings, 3);
    QVERIFY(judge.ok());
    for (const auto& [index, mean] : {std::pair{0, 4.0}, std::pair{1, 7.0}}) {
        const std::vector<double> probabilities = *judge->scoreClassProbabilities(index);
        QCOMPARE(probabilities.size(), std::size_t{10});
        double normaliser = 0.0;
        for (int c = 1; c <= 10; ++c) {
            normaliser += std::exp(-(c - mean) * (c - mean) / 2.0);
        }
        for (int c = 1; c <= 10; ++c) {
            const double expected = std::exp(-(c - mean) * (c - mean) / 2.0) / normaliser;
            QVERIFY(std::abs(probabilities[static_cast<std::size_t>(c - 1)] - expected) < 1e-12);
        }
    }
    QVERIFY(!judge->scoreClassProbabilities(2).ok());
    QVERIFY(!judge->scoreClassProbabilities(-1).ok());
}

void SimulatedJudgeTest::noiselessRatingsFollowTheTruth() {
    SimulatedJudgeSettings settings;
    settings.absoluteNoise = 0.0;
    const SimulatedJudge judge = makeJudge(40, settings, 17);
    const std::vector<double> means = meanClasses(judge);
    const std::vector<double>& truth = judge.trueScores();
    for (std::size_t a = 0; a < truth.size(); ++a) {
        const std::vector<double> probabilities =
            *judge.scoreClassProbabilities(static_cast<int>(a));
        QVERIFY(std::abs(std::accumulate(probabilities.begin(), probabilities.end(), 0.0) - 1.0) <
                1e-12);
        for (std::size_t b = 0; b < truth.size(); ++b) {
            if (truth[a] < truth[b]) {
                QVERIFY(means[a] < means[b]);
            }
        }
    }
    QCOMPARE(*spearmanCorrelation(means, truth), 1.0);
}

void SimulatedJudgeTest::ratingsAreDeterministicForASeed() {
    const SimulatedJudge first = makeJudge(12, {}, 23);
    const SimulatedJudge again = makeJudge(12, {}, 23);
    const SimulatedJudge other = makeJudge(12, {}, 24);
    for (int i = 0; i < 12; ++i) {
        QCOMPARE(*first.scoreClassProbabilities(i), *again.scoreClassProbabilities(i));
        QCOMPARE(*first.scoreClassProbabilities(i), *first.scoreClassProbabilities(i));
    }
    QVERIFY(meanClasses(first) != meanClasses(other));
}

void SimulatedJudgeTest::ratingNoiseLowersTheCorrelation() {
    // With ζ ~ N(0, 2²) beside a standardised latent opinion the rating mean
    // correlates with the truth at about 1/√5 ≈ 0.45.
    SimulatedJudgeSettings quiet;
    quiet.absoluteNoise = 0.0;
    SimulatedJudgeSettings noisy;
    noisy.absoluteNoise = 2.0;
    const SimulatedJudge quietJudge = makeJudge(300, quiet, 31);
    const SimulatedJudge noisyJudge = makeJudge(300, noisy, 31);
    const double quietCorrelation =
        *spearmanCorrelation(meanClasses(quietJudge), quietJudge.trueScores());
    const double noisyCorrelation =
        *spearmanCorrelation(meanClasses(noisyJudge), noisyJudge.trueScores());
    QCOMPARE(quietCorrelation, 1.0);
    QVERIFY2(noisyCorrelation > 0.2 && noisyCorrelation < 0.7,
             std::to_string(noisyCorrelation).c_str());
    // The comparative answers do not depend on the rating settings.
    QCOMPARE(*quietJudge.probability(3, 7), *noisyJudge.probability(3, 7));
}

void SimulatedJudgeTest::ratingsSaturateAtTheEndsOfTheScale() {
    const SimulatedJudgeSettings settings;
    const std::vector<double> high = simulatedRatingProbabilities(1e6, 0.0, settings);
    const std::vector<double> low = simulatedRatingProbabilities(-1e6, 0.0, settings);
    QCOMPARE(high.back(), 1.0);
    QCOMPARE(low.front(), 1.0);
    QCOMPARE(std::accumulate(high.begin(), high.end(), 0.0), 1.0);
}

void SimulatedJudgeTest::badRatingSettingsAreRefused() {
    SimulatedJudgeSettings settings;
    settings.absoluteSpread = 0.0;
    QVERIFY(QString::fromStdString(settings.check().error().message)
                .contains(QStringLiteral("absoluteSpread")));
    settings = {};
    settings.absoluteNoise = -1.0;
    QVERIFY(QString::fromStdString(settings.check().error().message)
                .contains(QStringLiteral("absoluteNoise")));
    settings = {};
    settings.absoluteSlope = NAN;
    QVERIFY(QString::fromStdString(settings.check().error().message)
                .contains(QStringLiteral("absoluteSlope")));
}

QTEST_APPLESS_MAIN(SimulatedJudgeTest)
#include "test_simulated_judge.moc"
