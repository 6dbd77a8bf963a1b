// Tests of positional-bias measurement and removal (positional_bias.h): P(A) with its
// interval (paper 001 eq. 8), δ = logit(mean p) (paper 000 A.8), permutation averaging
// (paper 000 §3.5) and the reweighting debias (paper 001 eq. 9–10).
#include "core/stats/positional_bias.h"
#include "scoring_test_data.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;
using namespace pairrank::stats::testing;

class PositionalBiasTest : public QObject {
    Q_OBJECT

private slots:
    void positionAPreferenceWithWilsonInterval();
    void meanProbabilityInterval();
    void homeAdvantageOfAConstantJudgeIsExact();
    void homeAdvantageOnRandomPairs();
    void permutationAveragingRemovesAConstantBias();
    void permutationAveragingKeepsUnmatchedPairs();
    void reweightingBalancesThePositions_data();
    void reweightingBalancesThePositions();
    void noWeightIsAnError();
};

void PositionalBiasTest::positionAPreferenceWithWilsonInterval() {
    // 7 of 10 decisions for A: Wilson 95 % interval [0.3968, 0.8922]
    std::vector<Comparison> comparisons;
    for (int k = 0; k < 10; ++k) {
        comparisons.push_back({0, 1, k < 7 ? 0.8 : 0.3, 1.0});
    }
    const auto estimate = positionAPreference(comparisons);
    QVERIFY(estimate.ok());
    QCOMPARE(estimate->value, 0.7);
    QCOMPARE(estimate->count, 10.0);
    QVERIFY(std::abs(estimate->lower - 0.3968) < 1e-4);
    QVERIFY(std::abs(estimate->upper - 0.8922) < 1e-4);
    // a tie (p = ½) is half a decision for each position
    comparisons.push_back({0, 1, 0.5, 2.0});
    QCOMPARE(positionAPreference(comparisons)->value, 8.0 / 12.0);
}

void PositionalBiasTest::meanProbabilityInterval() {
    const std::vector<Comparison> comparisons{
        {0, 1, 0.6, 1.0}, {1, 0, 0.8, 1.0}, {0, 2, 0.7, 1.0}, {2, 1, 0.9, 1.0}};
    const auto estimate = meanProbabilityOfA(comparisons);
    QVERIFY(std::abs(estimate->value - 0.75) < 1e-15);
    // sd = √0.0125 (population), half-width = 1.959964 · sd / 2
    const double halfWidth = 1.959963984540054 * std::sqrt(0.0125) / 2.0;
    QVERIFY(std::abs(estimate->upper - estimate->value - halfWidth) < 1e-9);
    QVERIFY(std::abs(estimate->value - estimate->lower - halfWidth) < 1e-9);
}

void PositionalBiasTest::homeAdvantageOfAConstantJudgeIsExact() {
    // All candidates equal: every p = σ(δ), so logit(mean p) = δ exactly.
    const auto data = randomPairs(10, 200, {0.0, 0.8, 0.0}, 4);
    QVERIFY(std::abs(*estimateHomeAdvantage(data.comparisons) - 0.8) < 1e-12);
}

void PositionalBiasTest::homeAdvantageOnRandomPairs() {
    // Spread scores: by Jensen logit(E p) is pulled towards 0, so the estimate is close to
    // but smaller than δ (the reason a fitted δ exists, paper 002 §3.3).
    const auto data = randomPairs(60, 4000, {0.5, 0.8, 0.2}, 9);
    const double estimate = *estimateHomeAdvantage(data.comparisons);
    QVERIFY2(estimate > 0.6 && estimate < 0.8 + 0.05, qPrintable(QString::number(estimate)));
}

void PositionalBiasTest::permutationAveragingRemovesAConstantBias() {
    // p_ab = q_ab + c with a consistent judge q_ba = 1 − q_ab: then p̃_ab = q_ab exactly.
    constexpr double c = 0.08;
    Random random(12);
    std::vector<Comparison> comparisons;
    std::vector<double> consistent;
    for (int a = 0; a < 6; ++a) {
        for (int b = a + 1; b < 6; ++b) {
            const double q = 0.1 + 0.8 * random.uniform();
            consistent.push_back(q);
            comparisons.push_back({a, b, q + c, 1.0});
            comparisons.push_back({b, a, 1.0 - q + c, 1.0});
        }
    }
    QVERIFY(meanProbabilityOfA(comparisons)->value > 0.5 + c / 2);
    const PermutationAverage averaged = permutationAverage(comparisons);
    QCOMPARE(averaged.averagedPairs, 15);
    QCOMPARE(averaged.unmatchedPairs, 0);
    QCOMPARE(averaged.comparisons.size(), comparisons.size());
    std::size_t next = 0;
    for (const Comparison& comparison : averaged.comparisons) {
        if (comparison.a < comparison.b) {
            QVERIFY(std::abs(comparison.p - consistent[next++]) < 1e-14);
        }
    }
    QVERIFY(std::abs(meanProbabilityOfA(averaged.comparisons)->value - 0.5) < 1e-14);
}

void PositionalBiasTest::permutationAveragingKeepsUnmatchedPairs() {
    const std::vector<Comparison> comparisons{
        {0, 1, 0.7, 1.0}, {0, 1, 0.9, 1.0}, {1, 0, 0.4, 1.0}, {2, 3, 0.65, 1.0}};
    const PermutationAverage averaged = permutationAverage(comparisons);
    QCOMPARE(averaged.averagedPairs, 1);
    QCOMPARE(averaged.unmatchedPairs, 1);
    QCOMPARE(averaged.comparisons.size(), std::size_t{3});
    // p_01 = mean(0.7, 0.9) = 0.8 (weight 2), p_10 = 0.4: p̃_01 = ½(0.8 + 0.6) = 0.7
    QVERIFY(std::abs(averaged.comparisons[0].p - 0.7) < 1e-15);
    QCOMPARE(averaged.comparisons[0].weight, 2.0);
    QVERIFY(std::abs(averaged.comparisons[1].p - 0.3) < 1e-15);
    QCOMPARE(averaged.comparisons[2].p, 0.65);
}

void PositionalBiasTest::reweightingBalancesThePositions_data() {
    QTest::addColumn<double>("bias");
    QTest::newRow("favours A") << 1.0;
    QTest::newRow("favours B") << -0.7;
    QTest::newRow("unbiased") << 0.0;
}

void PositionalBiasTest::reweightingBalancesThePositions() {
    QFETCH(double, bias);
    const auto data = randomPairs(20, 400, {1.0, bias, 0.3}, 77); // even count, distinct p
    const auto debias = findReweightingDebias(data.comparisons);
    QVERIFY(debias.ok());
    QVERIFY(std::abs(debias->threshold - 1.0 / (1.0 + debias->alpha)) < 1e-15); // eq. 10
    QCOMPARE(debias->positionA, 0.5);
    QVERIFY(std::abs(reweightProbability(debias->threshold, debias->alpha) - 0.5) < 1e-12);
    const auto reweighted = reweightComparisons(data.comparisons, debias->alpha);
    QCOMPARE(positionAPreference(reweighted)->value, 0.5); // eq. 9 gives P(A) = P(B) = ½
    if (bias > 0.3) {
        QVERIFY(debias->alpha < 1.0);
    } else if (bias < -0.3) {
        QVERIFY(debias->alpha > 1.0);
    }
}

void PositionalBiasTest::noWeightIsAnError() {
    const std::vector<Comparison> none;
    QVERIFY(!positionAPreference(none).ok());
    QVERIFY(!estimateHomeAdvantage(none).ok());
    QVERIFY(!findReweightingDebias(std::vector<Comparison>{{0, 1, 0.6, 0.0}}).ok());
}

QTEST_APPLESS_MAIN(PositionalBiasTest)
#include "test_positional_bias.moc"
