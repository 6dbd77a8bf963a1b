// PPI++ win rates (core/stats/win_rate_ppi.h) against identities and known truths:
// λ = 0 is the classical estimate (its standard error the textbook finite-population
// one, its score interval Wilson's), perfect predictions leave only the predictor's
// variance, the tuned λ is Cov/((1 + n/N) Var f), Student's t quantiles match tables,
// and the 95% interval covers a known truth about 95% of the time on simulated data.
#include "core/stats/random.h"
#include "core/stats/win_rate_ppi.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::stats;

namespace {

// One evaluator; item i has human label humans[i] (or missing) and judge label judges[i].
WinRateData makeData(const std::vector<Label>& humans, const std::vector<Label>& judges) {
    WinRateData data;
    data.evaluatorNames = {"judge"};
    data.humanLabels = humans;
    data.judgeLabels = judges;
    return data;
}

struct Simulated {
    WinRateData data;
    double itemsTruth = 0.0; // the human win rate over all items
};

// T items with P(G0 preferred) = p, a judge right with probability `accuracy`, and the
// first `labelled` items (a random subset: the labels are independent of the order)
// keeping their human label.
Simulated simulate(int items, int labelled, double p, double accuracy, Random& random) {
    Simulated result;
    result.data.evaluatorNames = {"judge"};
    int first = 0;
    for (int i = 0; i < items; ++i) {
        const Label human = random.bernoulli(p) ? kFirstPreferred : kSecondPreferred;
        first += human == kFirstPreferred ? 1 : 0;
        result.data.judgeLabels.push_back(
            random.bernoulli(accuracy) ? human : static_cast<Label>(1 - human));
        result.data.humanLabels.push_back(i < labelled ? human : kMissingLabel);
    }
    result.itemsTruth = static_cast<double>(first) / items;
    return result;
}

double sampleVariance(const std::vector<double>& values) {
    double mean = 0.0;
    for (const double value : values) {
        mean += value;
    }
    mean /= static_cast<double>(values.size());
    double sum = 0.0;
    for (const double value : values) {
        sum += (value - mean) * (value - mean);
    }
    return sum / static_cast<double>(values.size() - 1);
}

} // namespace

class WinRatePpiTest : public QObject {
    Q_OBJECT

private slots:
    void lambdaZeroIsTheClassicalEstimate();
    void lambdaZeroScoreIntervalIsWilsons();
    void perfectPredictionsLeaveThePredictorsVariance();
    void tunedLambdaIsCovarianceOverInflatedVariance();
    void everyItemLabelledKnowsTheItemsWinRate();
    void studentQuantilesMatchTables();
    void coversAKnownTruth_data();
    void coversAKnownTruth();
    void refusesWithoutEnoughLabels();
    void fewLabelsKeepLambdaAtZero();
};

void WinRatePpiTest::lambdaZeroIsTheClassicalEstimate() {
    // 8 labelled items (5 for G0), 12 unlabelled; judge labels arbitrary.
    const std::vector<Label> humans{0,  0,  1,  0,  1,  0,  1,  0,  -1, -1,
                                    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    const std::vector<Label> judges{0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1};
    const WinRateData data = makeData(humans, judges);
    const double n = 8.0, total = 20.0;
    const std::vector<double> y{1, 1, 0, 1, 0, 1, 0, 1};
    const double s2 = sampleVariance(y);
    for (const PpiEstimand estimand : {PpiEstimand::Items, PpiEstimand::Distribution}) {
        const Result<PpiResult> result =
            predictionPoweredWinRate(data, {0.95, estimand, PpiInterval::Wald, 0.0});
        QVERIFY(result.ok());
        QCOMPARE(result->estimate, 5.0 / 8.0);
        QCOMPARE(result->classicalEstimate, 5.0 / 8.0);
        // Items: the finite-population standard error √((1 − n/T) s² / n) (Cochran eq. 2.12);
        // distribution: s/√n.
        const double expected = estimand == PpiEstimand::Items
                                    ? std::sqrt((1.0 - n / total) * s2 / n)
                                    : std::sqrt(s2 / n);
        QVERIFY(std::abs(result->standardError - expected) < 1e-12);
        QCOMPARE(result->classicalStandardError, result->standardError);
        const double z = 1.959963984540054;
        QVERIFY(std::abs(result->interval.lower - (5.0 / 8.0 - z * expected)) < 1e-9);
        QVERIFY(std::abs(result->interval.upper - (5.0 / 8.0 + z * expected)) < 1e-9);
    }
}

void WinRatePpiTest::lambdaZeroScoreIntervalIsWilsons() {
    // Distribution estimand, λ = 0: Wilson's score interval of 3 successes in 10, here
    // written out from its formula (Wilson 1927; Agresti & Coull 1998 eq. 2).
    std::vector<Label> humans(10, kSecondPreferred);
    humans[1] = humans[4] = humans[7] = kFirstPreferred;
    humans.resize(50, kMissingLabel);
    const std::vector<Label> judges(50, kFirstPreferred);
    const Result<PpiResult> result = predictionPoweredWinRate(
        makeData(humans, judges), {0.95, PpiEstimand::Distribution, PpiInterval::Score, 0.0});
    QVERIFY(result.ok());
    const double z = 1.959963984540054, n = 10.0, phat = 0.3;
    const double centre = (phat + z * z / (2 * n)) / (1 + z * z / n);
    const double half =
        z / (1 + z * z / n) * std::sqrt(phat * (1 - phat) / n + z * z / (4 * n * n));
    QVERIFY(std::abs(result->interval.lower - (centre - half)) < 1e-12);
    QVERIFY(std::abs(result->interval.upper - (centre + half)) < 1e-12);
    QCOMPARE(result->varianceReduction, 0.0);
}

void WinRatePpiTest::perfectPredictionsLeaveThePredictorsVariance() {
    Random random(11);
    const Simulated simulated = simulate(400, 40, 0.65, 1.0, random); // judge always right
    // Distribution, λ = 1: Var(Y − f) = 0 on the labelled items, so se² = Var_U(f)/N.
    const Result<PpiResult> ppi = predictionPoweredWinRate(
        simulated.data, {0.95, PpiEstimand::Distribution, PpiInterval::Wald, 1.0});
    QVERIFY(ppi.ok());
    std::vector<double> unlabelled;
    for (int i = 40; i < 400; ++i) {
        unlabelled.push_back(
            simulated.data.judgeLabels[static_cast<std::size_t>(i)] == kFirstPreferred ? 1.0 : 0.0);
    }
    QVERIFY(std::abs(ppi->standardError * ppi->standardError - sampleVariance(unlabelled) / 360.0) <
            1e-15);
    // Items, λ = N/T: p̂ = (Σ_L Y + Σ_U f)/T is the items' win rate exactly, with se 0.
    const Result<PpiResult> items = predictionPoweredWinRate(
        simulated.data, {0.95, PpiEstimand::Items, PpiInterval::Wald, 360.0 / 400.0});
    QVERIFY(items.ok());
    QVERIFY(std::abs(items->estimate - simulated.itemsTruth) < 1e-12);
    QVERIFY(items->standardError < 1e-12);
}

void WinRatePpiTest::tunedLambdaIsCovarianceOverInflatedVariance() {
    Random random(5);
    const Simulated simulated = simulate(300, 60, 0.4, 0.8, random);
    const Result<PpiResult> ppi = predictionPoweredWinRate(simulated.data);
    QVERIFY(ppi.ok());
    // λ* = Cov_L(Y, f) / ((1 + n/N) Var_all(f)), computed here from the raw labels.
    std::vector<double> y, fl, all;
    for (int i = 0; i < 300; ++i) {
        const double f =
            simulated.data.judgeLabels[static_cast<std::size_t>(i)] == kFirstPreferred ? 1 : 0;
        all.push_back(f);
        if (i < 60) {
            y.push_back(
                simulated.data.humanLabels[static_cast<std::size_t>(i)] == kFirstPreferred ? 1 : 0);
            fl.push_back(f);
        }
    }
    double my = 0, mf = 0;
    for (std::size_t i = 0; i < y.size(); ++i) {
        my += y[i] / 60.0;
        mf += fl[i] / 60.0;
    }
    double cov = 0;
    for (std::size_t i = 0; i < y.size(); ++i) {
        cov += (y[i] - my) * (fl[i] - mf) / 59.0;
    }
    const double expected = cov / ((1.0 + 60.0 / 240.0) * sampleVariance(all));
    QVERIFY(expected > 0.2); // an informative judge
    QVERIFY(std::abs(ppi->lambda - expected) < 1e-12);
    // An informative judge narrows the interval against the human labels alone.
    QVERIFY(ppi->standardError < ppi->classicalStandardError);
}

void WinRatePpiTest::everyItemLabelledKnowsTheItemsWinRate() {
    const std::vector<Label> humans{0, 1, 1, 0, 0};
    const std::vector<Label> judges{1, 1, 0, 0, 1};
    const Result<PpiResult> result = predictionPoweredWinRate(makeData(humans, judges));
    QVERIFY(result.ok());
    QCOMPARE(result->estimate, 0.6);
    QCOMPARE(result->interval.lower, 0.6);
    QCOMPARE(result->interval.upper, 0.6);
}

void WinRatePpiTest::studentQuantilesMatchTables() {
    // Two-sided 95% critical values (e.g. Abramowitz & Stegun Table 26.10).
    QVERIFY(std::abs(*studentTQuantile(1, 0.975) - 12.7062) < 1e-4);
    QVERIFY(std::abs(*studentTQuantile(5, 0.975) - 2.5706) < 1e-4);
    QVERIFY(std::abs(*studentTQuantile(10, 0.975) - 2.2281) < 1e-4);
    QVERIFY(std::abs(*studentTQuantile(30, 0.025) + 2.0423) < 1e-4);
    QVERIFY(std::abs(*studentTQuantile(1e7, 0.975) - 1.95996) < 1e-4);
    QVERIFY(!studentTQuantile(0, 0.9).ok());
    QVERIFY(!studentTQuantile(3, 1.0).ok());
}

void WinRatePpiTest::coversAKnownTruth_data() {
    QTest::addColumn<int>("items");
    QTest::addColumn<int>("labelled");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("accuracy");
    QTest::addColumn<int>("estimand");
    QTest::newRow("T=200, n=20, strong judge, items") << 200 << 20 << 0.7 << 0.85 << 0;
    QTest::newRow("T=200, n=50, weak judge, items") << 200 << 50 << 0.5 << 0.6 << 0;
    QTest::newRow("T=400, n=40, strong judge, distribution") << 400 << 40 << 0.3 << 0.85 << 1;
}

void WinRatePpiTest::coversAKnownTruth() {
    QFETCH(int, items);
    QFETCH(int, labelled);
    QFETCH(double, p);
    QFETCH(double, accuracy);
    QFETCH(int, estimand);
    const PpiEstimand target = estimand == 0 ? PpiEstimand::Items : PpiEstimand::Distribution;
    Random random(static_cast<std::uint64_t>(items * 31 + labelled));
    const int replications = 4000;
    int covered = 0;
    double width = 0.0, classicalWidth = 0.0;
    for (int r = 0; r < replications; ++r) {
        const Simulated simulated = simulate(items, labelled, p, accuracy, random);
        const double truth = target == PpiEstimand::Items ? simulated.itemsTruth : p;
        const Result<PpiResult> ppi =
            predictionPoweredWinRate(simulated.data, {0.95, target, PpiInterval::Score, {}});
        QVERIFY(ppi.ok());
        covered += ppi->interval.lower <= truth && truth <= ppi->interval.upper ? 1 : 0;
        width += ppi->interval.upper - ppi->interval.lower;
        const Result<PpiResult> classical =
            predictionPoweredWinRate(simulated.data, {0.95, target, PpiInterval::Score, 0.0});
        classicalWidth += classical->interval.upper - classical->interval.lower;
    }
    const double coverage = static_cast<double>(covered) / replications;
    qInfo("coverage %.3f, mean width %.3f (human labels alone %.3f)", coverage,
          width / replications, classicalWidth / replications);
    // 4,000 replications: the Monte Carlo standard error of a 95% coverage is 0.0034.
    QVERIFY(coverage > 0.935 && coverage < 0.97);
    if (accuracy > 0.8) {
        QVERIFY(width < 0.9 * classicalWidth); // the judge's verdicts narrow the interval
    }
}

void WinRatePpiTest::refusesWithoutEnoughLabels() {
    const std::vector<Label> humans{0, 1, -1, -1, -1};
    const std::vector<Label> judges{0, 1, 0, 1, 1};
    const Result<PpiResult> result = predictionPoweredWinRate(makeData(humans, judges));
    QVERIFY(!result.ok());
    QVERIFY(QString::fromStdString(result.error().message).contains(QStringLiteral("random")));
    QVERIFY(!predictionPoweredWinRate(makeData({0, 1, 0, -1}, {0, 1, 1, 1}),
                                      {1.5, PpiEstimand::Items, PpiInterval::Score, {}})
                 .ok());
}

void WinRatePpiTest::fewLabelsKeepLambdaAtZero() {
    // 9 labelled items of a perfect judge: too few to tune λ, the labels alone decide.
    Random random(17);
    const Simulated nine = simulate(90, kMinimumLabelsForTuning - 1, 0.6, 1.0, random);
    const Result<PpiResult> tuned = predictionPoweredWinRate(nine.data);
    const Result<PpiResult> classical =
        predictionPoweredWinRate(nine.data, {0.95, PpiEstimand::Items, PpiInterval::Score, 0.0});
    QVERIFY(tuned.ok() && classical.ok());
    QCOMPARE(tuned->lambda, 0.0);
    QCOMPARE(tuned->interval.lower, classical->interval.lower);
    QCOMPARE(tuned->interval.upper, classical->interval.upper);
    // One more label and the perfect judge is used.
    const Simulated ten = simulate(90, kMinimumLabelsForTuning, 0.6, 1.0, random);
    QVERIFY(predictionPoweredWinRate(ten.data)->lambda > 0.5);
}

QTEST_GUILESS_MAIN(WinRatePpiTest)
#include "test_win_rate_ppi.moc"
