// The routing rule's parts (core/stats/human_routing.h), the simulated person
// (simulated_annotator.h) and the active win-rate estimator (win_rate_active.h)
// against identities and known truths: the person's accuracy is what it was set to,
// the recalibration recovers a known logistic model and is the prior without labels,
// the inclusion probabilities add up to the labels asked for and follow the values,
// and the estimator is the labels' mean with every item labelled, unbiased and covers
// a known win rate about 95% of the time with unequal probabilities.
#include "core/stats/comparison.h"
#include "core/stats/human_routing.h"
#include "core/stats/random.h"
#include "core/stats/simulated_annotator.h"
#include "core/stats/win_rate_active.h"

#include <QTest>

#include <cmath>
#include <numeric>
#include <vector>

using namespace pairrank::stats;

namespace {

std::vector<double> increasingScores(int count) {
    std::vector<double> scores(static_cast<std::size_t>(count));
    std::iota(scores.begin(), scores.end(), 0.0);
    return scores;
}

// Three binomial standard deviations around n·p.
bool withinBinomialBounds(int successes, int trials, double p) {
    const double mean = trials * p;
    const double sd = std::sqrt(trials * p * (1.0 - p));
    return std::abs(successes - mean) <= 3.0 * sd;
}

} // namespace

class HumanRoutingTest : public QObject {
    Q_OBJECT

private slots:
    void annotatorIsRightAsOftenAsItsAccuracy();
    void annotatorAnswersAPairTheSameWayInEitherOrder();
    void annotatorRefusesBadInput();
    void recalibrationWithoutLabelsIsTheJudge();
    void recalibrationRecoversAKnownModel();
    void valueFollowsTheFormula();
    void inclusionProbabilitiesAddUpAndFollowTheValues();
    void inclusionProbabilitiesRefuseBadInput();
    void labelsAreSpreadOverTheJudgementsLeft();
    void everyItemLabelledGivesTheLabelsMean();
    void activeEstimateIsUnbiasedAndCovers();
    void activeEstimateRefusesBadInput();
};

void HumanRoutingTest::annotatorIsRightAsOftenAsItsAccuracy() {
    const int n = 200;
    const Result<SimulatedAnnotator> person =
        SimulatedAnnotator::create(increasingScores(n), {.accuracy = 0.9}, 7);
    QVERIFY(person.ok());
    int right = 0;
    int trials = 0;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; b += 7) {
            const Result<bool> first = person->prefersFirst(b, a); // b is the better one
            QVERIFY(first.ok());
            right += *first ? 1 : 0;
            ++trials;
        }
    }
    QVERIFY2(withinBinomialBounds(right, trials, 0.9),
             qPrintable(QStringLiteral("%1 of %2 right").arg(right).arg(trials)));

    const Result<SimulatedAnnotator> perfect =
        SimulatedAnnotator::create(increasingScores(n), {.accuracy = 1.0}, 7);
    for (int a = 0; a + 1 < n; ++a) {
        QVERIFY(*perfect->prefersFirst(a + 1, a));
        QVERIFY(!*perfect->prefersFirst(a, a + 1));
    }
}

void HumanRoutingTest::annotatorAnswersAPairTheSameWayInEitherOrder() {
    std::vector<double> scores = increasingScores(50);
    scores[10] = scores[11]; // a tie: a coin, but the same coin in either order
    const Result<SimulatedAnnotator> person =
        SimulatedAnnotator::create(scores, {.accuracy = 0.7}, 3);
    for (int a = 0; a < 50; ++a) {
        for (int b = 0; b < 50; ++b) {
            if (a != b) {
                QCOMPARE(*person->prefersFirst(a, b), !*person->prefersFirst(b, a));
                QCOMPARE(*person->prefersFirst(a, b), *person->prefersFirst(a, b));
            }
        }
    }
}

void HumanRoutingTest::annotatorRefusesBadInput() {
    QVERIFY(!SimulatedAnnotator::create({1.0}, {}, 0).ok());
    QVERIFY(!SimulatedAnnotator::create({1.0, NAN}, {}, 0).ok());
    const Result<SimulatedAnnotator> badAccuracy =
        SimulatedAnnotator::create({1.0, 2.0}, {.accuracy = 1.5}, 0);
    QVERIFY(!badAccuracy.ok());
    QVERIFY(QString::fromStdString(badAccuracy.error().message).contains(u"accuracy"));
    QVERIFY(!SimulatedAnnotator::create({1.0, 2.0}, {.latency = -1.0}, 0).ok());
    QVERIFY(!SimulatedAnnotator::create({1.0, 2.0}, {.cost = INFINITY}, 0).ok());
    const Result<SimulatedAnnotator> person = SimulatedAnnotator::create({1.0, 2.0}, {}, 0);
    QVERIFY(!person->prefersFirst(0, 0).ok());
    QVERIFY(!person->prefersFirst(0, 2).ok());
    QVERIFY(!person->prefersFirst(-1, 1).ok());
}

void HumanRoutingTest::recalibrationWithoutLabelsIsTheJudge() {
    const Result<JudgeRecalibration> fit = fitJudgeRecalibration({});
    QVERIFY(fit.ok());
    QCOMPARE(fit->intercept, 0.0);
    QCOMPARE(fit->slope, 1.0);
    QCOMPARE(fit->labels, 0);
    for (const double p : {0.1, 0.5, 0.73}) {
        QVERIFY(std::abs(fit->predict(p) - p) < 1e-12);
    }
}

void HumanRoutingTest::recalibrationRecoversAKnownModel() {
    // People follow σ(−0.6 + 0.4 logit p): a judge biased towards the first shown and
    // over-confident. With 40,000 labels the MAP is within a few standard errors.
    Random random(11);
    std::vector<LabelledJudgement> labelled;
    for (int i = 0; i < 40000; ++i) {
        const double p = sigmoid(3.0 * random.normal());
        labelled.push_back({p, random.bernoulli(sigmoid(-0.6 + 0.4 * logit(p)))});
    }
    const Result<JudgeRecalibration> fit = fitJudgeRecalibration(labelled);
    QVERIFY(fit.ok());
    QVERIFY2(std::abs(fit->intercept + 0.6) < 0.05, qPrintable(QString::number(fit->intercept)));
    QVERIFY2(std::abs(fit->slope - 0.4) < 0.02, qPrintable(QString::number(fit->slope)));
    // The MAP's score equations: Σ (f − y) = −(α − 0) and Σ (f − y) x = −(β − 1).
    double g0 = fit->intercept;
    double g1 = fit->slope - 1.0;
    for (const LabelledJudgement& item : labelled) {
        const double residual =
            fit->predict(item.judgeProbability) - (item.personPrefersFirst ? 1.0 : 0.0);
        g0 += residual;
        g1 += residual * logit(item.judgeProbability);
    }
    QVERIFY(std::abs(g0) < 1e-6);
    QVERIFY(std::abs(g1) < 1e-6);
    QVERIFY(!fitJudgeRecalibration(std::vector<LabelledJudgement>{{1.5, true}}).ok());
}

void HumanRoutingTest::valueFollowsTheFormula() {
    const JudgeRecalibration judge; // f = p
    // An undecided judge and a posterior that cannot order the pair: the largest value.
    HumanLabelValue value = humanLabelValue(0.5, 0.0, 1.0, judge, {.rankingFloor = 0.2});
    QCOMPARE(value.prediction, 0.5);
    QCOMPARE(value.calibrationNeed, 0.5);
    QCOMPARE(value.rankingNeed, 1.0);
    QCOMPARE(value.value, 0.5);
    // μa − μb = 1, V = 4: r = 2 Φ(−0.5); c = √(0.8 · 0.2) = 0.4.
    value = humanLabelValue(0.8, 1.0, 4.0, judge, {.rankingFloor = 0.2});
    QVERIFY(std::abs(value.calibrationNeed - 0.4) < 1e-12);
    QVERIFY(std::abs(value.rankingNeed - 2.0 * normalCdf(-0.5)) < 1e-12);
    QVERIFY(std::abs(value.value - 0.4 * (0.2 + 0.8 * value.rankingNeed)) < 1e-12);
    // A posterior sure of the order leaves the floor: the pair can still be drawn.
    value = humanLabelValue(0.8, 50.0, 1.0, judge, {.rankingFloor = 0.2});
    QVERIFY(value.rankingNeed < 1e-100);
    QVERIFY(std::abs(value.value - 0.4 * 0.2) < 1e-12);
    // A recalibrated judge: the prediction is σ(α + β logit p).
    const JudgeRecalibration fitted{-0.5, 0.5, 10};
    value = humanLabelValue(0.9, 0.0, 1.0, fitted);
    QVERIFY(std::abs(value.prediction - sigmoid(-0.5 + 0.5 * logit(0.9))) < 1e-12);
    // A pair of one system is an item of no win rate between systems: its share.
    value = humanLabelValue(0.5, 0.0, 1.0, judge, {}, true);
    QCOMPARE(value.value, 0.0);
    value =
        humanLabelValue(0.5, 0.0, 1.0, judge, {.rankingFloor = 0.2, .sameSystemShare = 0.5}, true);
    QCOMPARE(value.value, 0.25);
    QVERIFY(!RoutingOptions{.sameSystemShare = 1.5}.check().ok());
    QVERIFY(!RoutingOptions{.rankingFloor = 0.0}.check().ok());
    QVERIFY(!RoutingOptions{.rankingFloor = 1.5}.check().ok());
}

void HumanRoutingTest::inclusionProbabilitiesAddUpAndFollowTheValues() {
    const std::vector<double> values{0.5, 0.1, 0.2, 0.0, 0.05, 0.4};
    for (const double expected : {0.3, 1.0, 2.5, 4.0}) {
        const Result<std::vector<double>> pi = inclusionProbabilities(values, expected);
        QVERIFY(pi.ok());
        const double sum = std::accumulate(pi->begin(), pi->end(), 0.0);
        QVERIFY2(std::abs(sum - expected) < 1e-12, qPrintable(QString::number(sum)));
        QCOMPARE((*pi)[3], 0.0); // no value, never drawn
        for (std::size_t i = 0; i < values.size(); ++i) {
            QVERIFY((*pi)[i] >= 0.0 && (*pi)[i] <= 1.0);
            for (std::size_t j = 0; j < values.size(); ++j) {
                // Below the cap, π is proportional to the value.
                if ((*pi)[i] < 1.0 && (*pi)[j] < 1.0 && values[j] > 0.0) {
                    QVERIFY(std::abs((*pi)[i] * values[j] - (*pi)[j] * values[i]) < 1e-12);
                }
                if (values[i] > values[j]) {
                    QVERIFY((*pi)[i] >= (*pi)[j]);
                }
            }
        }
    }
    // More labels than pairs worth asking: every such pair, once.
    const Result<std::vector<double>> all = inclusionProbabilities(values, 9.0);
    QCOMPARE(*all, (std::vector<double>{1, 1, 1, 0, 1, 1}));
    QCOMPARE(*inclusionProbabilities(values, 0.0), std::vector<double>(values.size(), 0.0));
}

void HumanRoutingTest::inclusionProbabilitiesRefuseBadInput() {
    QVERIFY(!inclusionProbabilities(std::vector<double>{0.1, -0.1}, 1.0).ok());
    QVERIFY(!inclusionProbabilities(std::vector<double>{0.1, NAN}, 1.0).ok());
    QVERIFY(!inclusionProbabilities(std::vector<double>{0.1}, -1.0).ok());
}

void HumanRoutingTest::labelsAreSpreadOverTheJudgementsLeft() {
    // 30 labels left, 100 calls left after these 20 answers: 20/120 of the 30.
    QCOMPARE(labelsForAnswers(30.0, 20.0, 100.0), 5.0);
    // Answered batch by batch, the shares add up to the whole budget.
    double labelsLeft = 30.0;
    double callsLeft = 120.0;
    double total = 0.0;
    for (const double batch : {20.0, 50.0, 7.0, 43.0}) {
        callsLeft -= batch;
        const double share = labelsForAnswers(labelsLeft, batch, callsLeft);
        total += share;
        labelsLeft -= share;
    }
    QVERIFY(std::abs(total - 30.0) < 1e-12);
    QCOMPARE(labelsForAnswers(-2.0, 10.0, 5.0), 0.0); // over budget: nothing more
    QCOMPARE(labelsForAnswers(5.0, 0.0, 0.0), 0.0);
}

void HumanRoutingTest::everyItemLabelledGivesTheLabelsMean() {
    const std::vector<ActiveItem> items{
        {0.9, 1.0, true}, {0.2, 1.0, false}, {0.6, 1.0, true}, {0.4, 1.0, true}};
    const Result<ActiveWinRate> rate = activeWinRate(items);
    QVERIFY(rate.ok());
    QVERIFY(std::abs(rate->estimate - 0.75) < 1e-12);
    QCOMPARE(rate->standardError, 0.0);
    QCOMPARE(rate->labels, 4);
    QCOMPARE(rate->items, 4);
    // No label at all: the judge's mean prediction, with nothing to say about its error.
    const std::vector<ActiveItem> unlabelled{{0.9, 0.5, {}}, {0.3, 0.5, {}}};
    QVERIFY(std::abs(activeWinRate(unlabelled)->estimate - 0.6) < 1e-12);
}

void HumanRoutingTest::activeEstimateIsUnbiasedAndCovers() {
    // 400 items whose labels follow the judge's calibrated predictions, π ∝ √(f(1 − f))
    // with 100 labels expected (the routing rule's calibration need). Over 2,000 draws
    // of the coins the mean estimate is the items' win rate and the 95% intervals cover
    // it about 95% of the time.
    Random random(5);
    const int itemCount = 400;
    std::vector<bool> truth;
    std::vector<double> predictions;
    std::vector<double> values;
    for (int i = 0; i < itemCount; ++i) {
        predictions.push_back(sigmoid(0.5 + 1.5 * random.normal()));
        truth.push_back(random.bernoulli(predictions.back()));
        values.push_back(std::sqrt(predictions.back() * (1.0 - predictions.back())));
    }
    const double winRate =
        static_cast<double>(std::count(truth.begin(), truth.end(), true)) / itemCount;
    const std::vector<double> pi = *inclusionProbabilities(values, 100.0);
    const int draws = 2000;
    double meanEstimate = 0.0;
    double sumOfSquares = 0.0;
    int covered = 0;
    for (int draw = 0; draw < draws; ++draw) {
        std::vector<ActiveItem> items;
        for (int i = 0; i < itemCount; ++i) {
            ActiveItem item{
                predictions[static_cast<std::size_t>(i)], pi[static_cast<std::size_t>(i)], {}};
            if (random.bernoulli(item.inclusionProbability)) {
                item.firstPreferred = truth[static_cast<std::size_t>(i)];
            }
            items.push_back(item);
        }
        const ActiveWinRate rate = *activeWinRate(items);
        meanEstimate += rate.estimate / draws;
        sumOfSquares += rate.estimate * rate.estimate / draws;
        covered += winRate >= rate.lower && winRate <= rate.upper ? 1 : 0;
    }
    const double spread = std::sqrt((sumOfSquares - meanEstimate * meanEstimate) / draws);
    QVERIFY2(std::abs(meanEstimate - winRate) < 4.0 * spread,
             qPrintable(QStringLiteral("mean %1, truth %2").arg(meanEstimate).arg(winRate)));
    QVERIFY2(withinBinomialBounds(covered, draws, 0.95),
             qPrintable(QStringLiteral("covered %1 of %2").arg(covered).arg(draws)));
}

void HumanRoutingTest::activeEstimateRefusesBadInput() {
    QVERIFY(!activeWinRate({}).ok());
    QVERIFY(!activeWinRate(std::vector<ActiveItem>{{1.5, 1.0, {}}}).ok());
    QVERIFY(!activeWinRate(std::vector<ActiveItem>{{0.5, 0.0, {}}}).ok());
    QVERIFY(!activeWinRate(std::vector<ActiveItem>{{0.5, 1.0, {}}}, 1.0).ok());
}

QTEST_GUILESS_MAIN(HumanRoutingTest)
#include "test_human_routing.moc"
