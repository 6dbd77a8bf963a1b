// Bayesian Win-Rate Sampling (paper 004 Algorithm 1) and the observed win rate,
// against identities: a perfect evaluator gives p = k; with plenty of data the
// estimate converges to eq. 11 evaluated at the counts; every draw is accounted
// for; and on simulated data with a biased judge BWRS and
// in-distribution Dawid–Skene are closer to the true p than the observed rate.
#include "core/stats/bwrs.h"
#include "core/stats/dawid_skene.h"
#include "core/stats/random.h"
#include "core/stats/win_rate_observed.h"

#include <QTest>

#include <cmath>

using namespace pairrank::stats;

namespace {

WinRateData simulate(int items, double p, double q0, double q1, double humanFraction,
                     std::uint64_t seed) {
    Random random(seed);
    WinRateData data;
    data.evaluatorNames = {"judge"};
    for (int i = 0; i < items; ++i) {
        const Label truth = random.bernoulli(p) ? kFirstPreferred : kSecondPreferred;
        const bool correct = random.bernoulli(truth == kFirstPreferred ? q0 : q1);
        data.judgeLabels.push_back(correct ? truth : static_cast<Label>(1 - truth));
        data.humanLabels.push_back(random.uniform() < humanFraction ? truth : kMissingLabel);
    }
    return data;
}

} // namespace

class BwrsTest : public QObject {
    Q_OBJECT

private slots:
    void observedWinRateIsTheBetaPosterior();
    void perfectEvaluatorGivesTheObservedRate();
    void convergesToEquation11_data();
    void convergesToEquation11();
    void everyDrawIsAccountedFor_data();
    void everyDrawIsAccountedFor();
    void resultsDoNotDependOnThreads();
    void calibrationBeatsTheObservedRate_data();
    void calibrationBeatsTheObservedRate();
};

void BwrsTest::observedWinRateIsTheBetaPosterior() {
    const Result<ObservedWinRate> observed = observedWinRate({40, 30}, 0.95);
    QVERIFY(observed.ok());
    QCOMPARE(observed->rate, 0.75);
    QCOMPARE(observed->posterior.mode, 0.75);
    QCOMPARE(observed->posterior.mean, 31.0 / 42.0);
    QCOMPARE(observed->posterior.shape.alpha, 31.0);
    QCOMPARE(observed->posterior.shape.beta, 11.0);
    const Result<EvaluatorAccuracy> accuracy = evaluatorAccuracy({20, 16, 10, 7});
    QVERIFY(accuracy.ok() && accuracy->q0 && accuracy->q1 && accuracy->overallAccuracy);
    QCOMPARE(accuracy->q0->mode, 0.8);
    QCOMPARE(accuracy->q1->mode, 0.7);
    QCOMPARE(*accuracy->overallAccuracy, 23.0 / 30.0);
    QVERIFY(!evaluatorAccuracy({10, 0, 0, 0})->q1.has_value()); // unmeasured, not 0.5
}

void BwrsTest::perfectEvaluatorGivesTheObservedRate() {
    // q0, q1 → 1: p = (k + q1 − 1)/(q0 + q1 − 1) → k.
    BwrsOptions options;
    options.draws = 20000;
    const Result<BwrsResult> result =
        bayesianWinRateSampling({100000, 100000, 100000, 100000}, {2000, 1400}, options);
    QVERIFY(result.ok());
    QVERIFY(std::abs(result->p.mean - 1401.0 / 2002.0) < 0.001);
    const CredibleInterval exact = *betaInterval({1401.0, 601.0}, 0.95);
    QVERIFY(std::abs(result->p.interval.lower - exact.lower) < 0.002);
    QVERIFY(std::abs(result->p.interval.upper - exact.upper) < 0.002);
}

void BwrsTest::convergesToEquation11_data() {
    QTest::addColumn<double>("k");
    QTest::addColumn<double>("q0");
    QTest::addColumn<double>("q1");
    QTest::newRow("paper example") << 0.665 << 0.8 << 0.65;
    QTest::newRow("G1 better") << 0.4 << 0.7 << 0.9;
    QTest::newRow("accurate") << 0.52 << 0.95 << 0.9;
}

void BwrsTest::convergesToEquation11() {
    QFETCH(double, k);
    QFETCH(double, q0);
    QFETCH(double, q1);
    constexpr int kLots = 1000000;
    const AccuracyCounts accuracy{kLots, static_cast<int>(q0 * kLots), kLots,
                                  static_cast<int>(q1 * kLots)};
    BwrsOptions options;
    options.draws = 20000;
    const Result<BwrsResult> result =
        bayesianWinRateSampling(accuracy, {kLots, static_cast<int>(k * kLots)}, options);
    QVERIFY(result.ok());
    const double expected = (k + q1 - 1.0) / (q0 + q1 - 1.0); // paper 004 eq. 11
    QVERIFY2(std::abs(result->p.mean - expected) < 0.002,
             qPrintable(QString::number(result->p.mean - expected)));
    QVERIFY(std::abs(result->p.mode - expected) < 0.003);
    QCOMPARE(result->usedDraws, options.draws);
}

void BwrsTest::everyDrawIsAccountedFor_data() {
    QTest::addColumn<int>("policy");
    QTest::newRow("reject") << int(OutOfRangePolicy::Reject);
    QTest::newRow("clamp") << int(OutOfRangePolicy::Clamp);
    QTest::newRow("keep") << int(OutOfRangePolicy::Keep);
}

void BwrsTest::everyDrawIsAccountedFor() {
    // k close to q0 = its upper limit (eq. 14) and few human labels: many draws leave [0, 1].
    QFETCH(int, policy);
    BwrsOptions options;
    options.draws = 50000;
    options.outOfRange = static_cast<OutOfRangePolicy>(policy);
    const Result<BwrsResult> result = bayesianWinRateSampling({12, 9, 8, 5}, {60, 45}, options);
    QVERIFY(result.ok());
    QVERIFY(result->belowZero > 0 && result->aboveOne > 0 && result->accuracySumAtMostOne > 0);
    const int outside = result->belowZero + result->aboveOne;
    switch (options.outOfRange) {
    case OutOfRangePolicy::Reject:
        QCOMPARE(result->usedDraws, options.draws - result->accuracySumAtMostOne - outside);
        QVERIFY(result->p.interval.lower >= 0.0 && result->p.interval.upper <= 1.0);
        break;
    case OutOfRangePolicy::Clamp:
        QCOMPARE(result->usedDraws, options.draws - result->accuracySumAtMostOne);
        QCOMPARE(result->p.interval.upper, 1.0); // > 2.5% of the draws were clamped to 1
        break;
    case OutOfRangePolicy::Keep:
        QCOMPARE(result->usedDraws, options.draws - result->accuracySumAtMostOne);
        QVERIFY(result->p.interval.upper > 1.0);
        break;
    }
}

void BwrsTest::resultsDoNotDependOnThreads() {
    BwrsOptions options;
    options.draws = 40000;
    options.seed = 5;
    options.threads = 1;
    const BwrsResult serial = *bayesianWinRateSampling({50, 40, 30, 20}, {500, 300}, options);
    options.threads = 2;
    const BwrsResult parallel = *bayesianWinRateSampling({50, 40, 30, 20}, {500, 300}, options);
    QCOMPARE(serial.p.mean, parallel.p.mean);
    QCOMPARE(serial.p.mode, parallel.p.mode);
    QCOMPARE(serial.p.interval.lower, parallel.p.interval.lower);
    options.seed = 6;
    QVERIFY(bayesianWinRateSampling({50, 40, 30, 20}, {500, 300}, options)->p.mean !=
            serial.p.mean);
}

void BwrsTest::calibrationBeatsTheObservedRate_data() {
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("q0");
    QTest::addColumn<double>("q1");
    QTest::addColumn<bool>("calibrationShouldWin");
    // A judge with bias |k − p| = 0.14: calibration must help.
    QTest::newRow("p=0.8 q0=0.75 q1=0.7 n=500 10% human") << 0.8 << 0.75 << 0.7 << true;
    // The example: the bias |k − p| = 0.035 is smaller than the error of
    // estimating q0, q1 from ~50 human labels, so calibration does not pay off
    // there. Reported, not asserted.
    QTest::newRow("p=0.7 q0=0.8 q1=0.65 n=500 10% human") << 0.7 << 0.8 << 0.65 << false;
}

void BwrsTest::calibrationBeatsTheObservedRate() {
    QFETCH(double, p);
    QFETCH(double, q0);
    QFETCH(double, q1);
    QFETCH(bool, calibrationShouldWin);
    constexpr int kSeeds = 50;
    double observedError = 0.0, bwrsError = 0.0, bwrsModeError = 0.0, dawidSkeneError = 0.0,
           dawidSkeneModeError = 0.0;
    int refused = 0;
    for (int seed = 0; seed < kSeeds; ++seed) {
        const WinRateData data = simulate(500, p, q0, q1, 0.1, 1000 + seed);
        const ObservedWinRate observed = *observedWinRate(judgeCounts(data, 0));
        observedError += std::abs(observed.rate - p);
        BwrsOptions bwrsOptions;
        bwrsOptions.draws = 20000;
        bwrsOptions.seed = seed;
        const Result<BwrsResult> bwrs =
            bayesianWinRateSampling(accuracyCounts(data, 0), judgeCounts(data, 0), bwrsOptions);
        if (bwrs) {
            bwrsError += std::abs(bwrs->p.mean - p);
            bwrsModeError += std::abs(bwrs->p.mode - p);
        } else {
            ++refused; // counted as an error of 0.5: a refusal is no estimate
            bwrsError += 0.5;
            bwrsModeError += 0.5;
        }
        const PreparedDawidSkene prepared = *prepareDawidSkene(data, PriorSetting::InDistribution);
        DawidSkeneOptions options;
        options.draws = 2000;
        options.seed = seed;
        const DawidSkeneResult dawidSkene = *fitDawidSkene(prepared.data, prepared.model, options);
        dawidSkeneError += std::abs(dawidSkene.p.summary.mean - p);
        dawidSkeneModeError += std::abs(dawidSkene.p.summary.mode - p);
    }
    observedError /= kSeeds;
    bwrsError /= kSeeds;
    bwrsModeError /= kSeeds;
    dawidSkeneError /= kSeeds;
    dawidSkeneModeError /= kSeeds;
    qInfo("mean |p̂ − p| over %d seeds: observed %.4f; BWRS mean %.4f, mode %.4f (%d refused); "
          "Dawid–Skene in-distribution mean %.4f, mode %.4f",
          kSeeds, observedError, bwrsError, bwrsModeError, refused, dawidSkeneError,
          dawidSkeneModeError);
    if (calibrationShouldWin) {
        QVERIFY(bwrsError < observedError);
        QVERIFY(dawidSkeneError < observedError);
    } else {
        QVERIFY(std::isfinite(bwrsError) && std::isfinite(dawidSkeneError));
    }
}

QTEST_GUILESS_MAIN(BwrsTest)
#include "test_bwrs.moc"
