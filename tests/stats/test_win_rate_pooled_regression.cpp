// Pooled-regression win rates (core/stats/win_rate_pooled_regression.h) against identities
// and known truths: with every item labelled the win rate is known exactly; on projects
// simulated from a latent-quality model (not the estimator's own model) the 95% intervals
// cover the items' human win rate about 95% of the time while being narrower than the
// human labels alone; labels chosen by the judge's verdict still leave the estimate
// unbiased, where the labels alone are not; a pair without labels is estimated from the
// others; a seed gives the same numbers; bad input is refused with a reason.
#include "core/stats/random.h"
#include "core/stats/win_rate_pooled_regression.h"
#include "core/stats/win_rate_ppi.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

using namespace pairrank::stats;

namespace {

struct SimulatedProject {
    std::vector<SystemPairData> pairs;
    std::vector<double> truth; // the human win rate over each pair's items
};

// Pairs whose systems differ by μ_k ~ N(0, 1); an item's quality difference is
// d ~ N(μ_k, 1), humans prefer G0 when d + N(0, 0.5²) > 0 and judge e when
// d + N(0, noise_e²) > 0. `keepLabel(judgeSaysFirst, random)` decides which items keep
// their human label.
SimulatedProject simulateProject(int pairs, int items, std::span<const double> judgeNoise,
                                 const std::function<bool(bool, Random&)>& keepLabel,
                                 Random& random) {
    SimulatedProject project;
    for (int k = 0; k < pairs; ++k) {
        SystemPairData pair;
        pair.firstSystem = "A" + std::to_string(k);
        pair.secondSystem = "B" + std::to_string(k);
        for (std::size_t e = 0; e < judgeNoise.size(); ++e) {
            pair.data.evaluatorNames.push_back("judge " + std::to_string(e));
        }
        const double gap = random.normal();
        int first = 0;
        for (int i = 0; i < items; ++i) {
            const double quality = gap + random.normal();
            const bool humanFirst = quality + 0.5 * random.normal() > 0.0;
            first += humanFirst ? 1 : 0;
            bool firstJudgeSaysFirst = false;
            for (std::size_t e = 0; e < judgeNoise.size(); ++e) {
                const bool says = quality + judgeNoise[e] * random.normal() > 0.0;
                firstJudgeSaysFirst = e == 0 ? says : firstJudgeSaysFirst;
                pair.data.judgeLabels.push_back(says ? kFirstPreferred : kSecondPreferred);
            }
            const Label human = humanFirst ? kFirstPreferred : kSecondPreferred;
            pair.data.humanLabels.push_back(keepLabel(firstJudgeSaysFirst, random) ? human
                                                                                   : kMissingLabel);
        }
        project.truth.push_back(static_cast<double>(first) / items);
        project.pairs.push_back(std::move(pair));
    }
    return project;
}

struct Tally {
    int estimates = 0;
    int covered = 0;
    double width = 0.0;
    double absoluteError = 0.0;

    void add(double estimate, const CredibleInterval& interval, double truth) {
        ++estimates;
        covered += interval.lower <= truth && truth <= interval.upper ? 1 : 0;
        width += interval.upper - interval.lower;
        absoluteError += std::abs(estimate - truth);
    }
    double coverage() const { return static_cast<double>(covered) / estimates; }
    double meanWidth() const { return width / estimates; }
    double meanError() const { return absoluteError / estimates; }
};

PooledRegressionOptions quickOptions(std::uint64_t seed) {
    PooledRegressionOptions options;
    options.warmup = 500;
    options.draws = 500;
    options.seed = seed;
    return options;
}

} // namespace

class TestWinRatePooledRegression : public QObject {
    Q_OBJECT

private slots:
    void everyItemLabelledIsKnownExactly() {
        Random random(3);
        const std::vector<double> noise{1.0};
        const SimulatedProject project = simulateProject(
            3, 40, noise, [](bool, Random&) { return true; }, random);
        const Result<PooledRegressionResult> result =
            pooledRegressionWinRates(project.pairs, quickOptions(1));
        QVERIFY2(result, result.error().message.c_str());
        QCOMPARE(result->pairs.size(), std::size_t{3});
        for (std::size_t k = 0; k < 3; ++k) {
            const PooledRegressionPair& pair = result->pairs[k];
            QCOMPARE(pair.labelled, 40);
            QCOMPARE(pair.items, 40);
            QCOMPARE(pair.mean, project.truth[k]);
            QCOMPARE(pair.interval.lower, project.truth[k]);
            QCOMPARE(pair.interval.upper, project.truth[k]);
        }
    }

    // The item's human win rate is covered about 95% of the time, and the intervals are
    // narrower than those of the human labels alone (PPI++ with λ = 0, the same estimand).
    void coversTheItemsWinRateAndIsNarrowerThanTheLabelsAlone() {
        Random random(11);
        const std::vector<double> noise{1.0, 1.5};
        Tally pooled;
        Tally labelsAlone;
        for (int project = 0; project < 25; ++project) {
            const SimulatedProject simulated = simulateProject(
                8, 80, noise, [](bool, Random& r) { return r.bernoulli(0.15); }, random);
            const Result<PooledRegressionResult> result = pooledRegressionWinRates(
                simulated.pairs, quickOptions(static_cast<std::uint64_t>(project)));
            QVERIFY2(result, result.error().message.c_str());
            for (std::size_t k = 0; k < simulated.pairs.size(); ++k) {
                pooled.add(result->pairs[k].mean, result->pairs[k].interval, simulated.truth[k]);
                PpiOptions alone;
                alone.lambda = 0.0;
                const Result<PpiResult> classical =
                    predictionPoweredWinRate(simulated.pairs[k].data, alone);
                if (classical) {
                    labelsAlone.add(classical->estimate, classical->interval, simulated.truth[k]);
                }
            }
            QVERIFY2(result->largestRHat < 1.1, std::to_string(result->largestRHat).c_str());
        }
        qInfo("pooled: coverage %.3f, width %.3f; labels alone: coverage %.3f, width %.3f",
              pooled.coverage(), pooled.meanWidth(), labelsAlone.coverage(),
              labelsAlone.meanWidth());
        QVERIFY2(pooled.coverage() >= 0.91 && pooled.coverage() <= 0.985,
                 std::to_string(pooled.coverage()).c_str());
        QVERIFY2(pooled.meanWidth() < 0.8 * labelsAlone.meanWidth(),
                 std::to_string(pooled.meanWidth() / labelsAlone.meanWidth()).c_str());
    }

    // Data drawn from the model's own prior: a Bayesian interval then covers the truth with
    // its level, averaged over the draws (up to the discreteness the spreading of (3) leaves).
    // With 10 of 30 items unlabelled, p_k has 11 possible values; read from the draws without
    // spreading them over their cells, the interval covered 98.3%.
    void coversWithItsLevelUnderItsOwnPrior() {
        Random random(53);
        int covered = 0;
        const int replicates = 400;
        for (int replicate = 0; replicate < replicates; ++replicate) {
            SystemPairData pair;
            pair.firstSystem = "A";
            pair.secondSystem = "B";
            pair.data.evaluatorNames = {"judge"};
            const int items = 30;
            std::vector<double> verdicts;
            double mean = 0.0;
            for (int i = 0; i < items; ++i) {
                verdicts.push_back(random.bernoulli(0.5) ? 1.0 : 0.0);
                mean += verdicts.back() / items;
            }
            const double m = std::clamp(mean, 0.02, 0.98);
            const double g = std::log(m / (1.0 - m));
            const double omega = std::abs(random.normal(0.0, 2.0));
            const double theta = random.normal(0.0, 1.5) + random.normal(0.0, 1.5) * g +
                                 std::abs(random.normal(0.0, 1.5)) * random.normal();
            const double weight = random.normal(0.0, omega);
            int first = 0;
            for (int i = 0; i < items; ++i) {
                const double eta = theta + weight * (verdicts[static_cast<std::size_t>(i)] - mean);
                const bool humanFirst = random.bernoulli(1.0 / (1.0 + std::exp(-eta)));
                first += humanFirst ? 1 : 0;
                pair.data.judgeLabels.push_back(verdicts[static_cast<std::size_t>(i)] > 0.5
                                                    ? kFirstPreferred
                                                    : kSecondPreferred);
                pair.data.humanLabels.push_back(
                    i < 20 ? (humanFirst ? kFirstPreferred : kSecondPreferred) : kMissingLabel);
            }
            const double truth = static_cast<double>(first) / items;
            const std::vector<SystemPairData> pairs{pair};
            const Result<PooledRegressionResult> result = pooledRegressionWinRates(
                pairs, quickOptions(static_cast<std::uint64_t>(replicate)));
            QVERIFY2(result, result.error().message.c_str());
            const CredibleInterval& interval = result->pairs[0].interval;
            covered += interval.lower <= truth && truth <= interval.upper ? 1 : 0;
        }
        const double coverage = static_cast<double>(covered) / replicates;
        qInfo("coverage under the prior: %.3f", coverage);
        QVERIFY2(coverage >= 0.93 && coverage <= 0.975, std::to_string(coverage).c_str());
    }

    // Labels taken mostly where the first judge prefers G0: missing at random given the
    // verdicts, which (1) allows. The human labels alone then overstate the win rate.
    void labelsChosenByTheVerdictLeaveItUnbiased() {
        Random random(29);
        const std::vector<double> noise{1.0, 1.5};
        Tally pooled;
        Tally labelsAlone;
        double pooledBias = 0.0;
        double aloneBias = 0.0;
        for (int project = 0; project < 20; ++project) {
            const SimulatedProject simulated = simulateProject(
                6, 100, noise,
                [](bool judgeSaysFirst, Random& r) {
                    return r.bernoulli(judgeSaysFirst ? 0.3 : 0.05);
                },
                random);
            const Result<PooledRegressionResult> result = pooledRegressionWinRates(
                simulated.pairs, quickOptions(static_cast<std::uint64_t>(100 + project)));
            QVERIFY2(result, result.error().message.c_str());
            for (std::size_t k = 0; k < simulated.pairs.size(); ++k) {
                pooled.add(result->pairs[k].mean, result->pairs[k].interval, simulated.truth[k]);
                pooledBias += result->pairs[k].mean - simulated.truth[k];
                PpiOptions alone;
                alone.lambda = 0.0;
                const Result<PpiResult> classical =
                    predictionPoweredWinRate(simulated.pairs[k].data, alone);
                QVERIFY(classical);
                labelsAlone.add(classical->estimate, classical->interval, simulated.truth[k]);
                aloneBias += classical->estimate - simulated.truth[k];
            }
        }
        pooledBias /= pooled.estimates;
        aloneBias /= labelsAlone.estimates;
        qInfo("bias: pooled %.3f, labels alone %.3f; coverage: pooled %.3f, labels alone %.3f",
              pooledBias, aloneBias, pooled.coverage(), labelsAlone.coverage());
        QVERIFY2(aloneBias > 0.1, std::to_string(aloneBias).c_str());
        QVERIFY2(std::abs(pooledBias) < 0.03, std::to_string(pooledBias).c_str());
        QVERIFY2(pooled.coverage() >= 0.88, std::to_string(pooled.coverage()).c_str());
        QVERIFY(pooled.coverage() > labelsAlone.coverage());
    }

    // A pair nobody labelled is estimated from the calibration curve the other pairs fit.
    void aPairWithoutLabelsIsEstimatedFromTheOthers() {
        Random random(41);
        const std::vector<double> noise{1.0};
        Tally unlabelled;
        Tally labelled;
        for (int project = 0; project < 20; ++project) {
            SimulatedProject simulated = simulateProject(
                10, 60, noise, [](bool, Random& r) { return r.bernoulli(0.2); }, random);
            for (Label& label : simulated.pairs[0].data.humanLabels) {
                label = kMissingLabel;
            }
            const Result<PooledRegressionResult> result = pooledRegressionWinRates(
                simulated.pairs, quickOptions(static_cast<std::uint64_t>(200 + project)));
            QVERIFY2(result, result.error().message.c_str());
            QCOMPARE(result->pairs[0].labelled, 0);
            unlabelled.add(result->pairs[0].mean, result->pairs[0].interval, simulated.truth[0]);
            for (std::size_t k = 1; k < simulated.pairs.size(); ++k) {
                labelled.add(result->pairs[k].mean, result->pairs[k].interval, simulated.truth[k]);
            }
        }
        qInfo("unlabelled pair: coverage %.3f, width %.3f, |error| %.3f; labelled: width %.3f",
              unlabelled.coverage(), unlabelled.meanWidth(), unlabelled.meanError(),
              labelled.meanWidth());
        QVERIFY2(unlabelled.coverage() >= 0.85, std::to_string(unlabelled.coverage()).c_str());
        QVERIFY(unlabelled.meanWidth() > labelled.meanWidth());
        // Far better than knowing nothing (the mean |error| of guessing 0.5 on these pairs
        // is about 0.3).
        QVERIFY2(unlabelled.meanError() < 0.12, std::to_string(unlabelled.meanError()).c_str());
    }

    void aSeedGivesTheSameNumbers() {
        Random random(5);
        const std::vector<double> noise{1.0, 2.0};
        const SimulatedProject project = simulateProject(
            4, 50, noise, [](bool, Random& r) { return r.bernoulli(0.2); }, random);
        const Result<PooledRegressionResult> first =
            pooledRegressionWinRates(project.pairs, quickOptions(7));
        const Result<PooledRegressionResult> again =
            pooledRegressionWinRates(project.pairs, quickOptions(7));
        const Result<PooledRegressionResult> other =
            pooledRegressionWinRates(project.pairs, quickOptions(8));
        QVERIFY(first && again && other);
        bool anyDifferent = false;
        for (std::size_t k = 0; k < project.pairs.size(); ++k) {
            QCOMPARE(first->pairs[k].mean, again->pairs[k].mean);
            QCOMPARE(first->pairs[k].interval.lower, again->pairs[k].interval.lower);
            QCOMPARE(first->pairs[k].interval.upper, again->pairs[k].interval.upper);
            anyDifferent = anyDifferent || first->pairs[k].mean != other->pairs[k].mean;
            QVERIFY(std::abs(first->pairs[k].mean - other->pairs[k].mean) < 0.05);
        }
        QVERIFY(anyDifferent);
    }

    // A judge whose verdicts follow the human ones carries a larger weight than one that
    // hardly does, and the calibration slope is positive when the judges' mean verdict on a
    // pair follows its win rate.
    void theBetterJudgeWeighsMore() {
        Random random(17);
        const std::vector<double> noise{0.3, 4.0};
        const SimulatedProject project = simulateProject(
            8, 80, noise, [](bool, Random& r) { return r.bernoulli(0.5); }, random);
        const Result<PooledRegressionResult> result =
            pooledRegressionWinRates(project.pairs, quickOptions(3));
        QVERIFY2(result, result.error().message.c_str());
        QCOMPARE(result->evaluators, (std::vector<std::string>{"judge 0", "judge 1"}));
        qInfo("weights %.2f and %.2f, slope %.2f", result->judgeWeights[0], result->judgeWeights[1],
              result->calibrationSlope);
        QVERIFY(result->judgeWeights[0] > 2.0 * std::abs(result->judgeWeights[1]));
        QVERIFY(result->calibrationSlope > 0.0);
    }

    void refusesWhatItCannotEstimate() {
        QVERIFY(!pooledRegressionWinRates({}));
        SystemPairData pair;
        pair.firstSystem = "A";
        pair.secondSystem = "B";
        pair.data.evaluatorNames = {"judge"};
        pair.data.humanLabels = {kFirstPreferred, kSecondPreferred, kMissingLabel, kMissingLabel};
        pair.data.judgeLabels = {kFirstPreferred, kSecondPreferred, kFirstPreferred,
                                 kSecondPreferred};
        const std::vector<SystemPairData> twoLabels{pair};
        const Result<PooledRegressionResult> few = pooledRegressionWinRates(twoLabels);
        QVERIFY(!few);
        QVERIFY(few.error().message.find("at least 3") != std::string::npos);
        QVERIFY(few.error().message.find("random sample") != std::string::npos);

        pair.data.humanLabels[2] = kFirstPreferred;
        pair.data.judgeLabels[1] = 7;
        const std::vector<SystemPairData> badLabel{pair};
        const Result<PooledRegressionResult> bad = pooledRegressionWinRates(badLabel);
        QVERIFY(!bad);
        QVERIFY(bad.error().message.find("pair 0") != std::string::npos);

        pair.data.judgeLabels[1] = kSecondPreferred;
        const std::vector<SystemPairData> good{pair};
        PooledRegressionOptions options;
        options.level = 1.0;
        QVERIFY(!pooledRegressionWinRates(good, options));
        options.level = 0.95;
        options.warmup = 10;
        QVERIFY(!pooledRegressionWinRates(good, options));
        options.warmup = 100;
        QVERIFY(pooledRegressionWinRates(good, options));
    }
};

QTEST_APPLESS_MAIN(TestWinRatePooledRegression)
#include "test_win_rate_pooled_regression.moc"
