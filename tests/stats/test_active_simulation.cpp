// Tests of the active simulation runner: a clean judge is recovered by every
// model and strategy, Spearman grows with the number of comparisons, runs are
// reproducible, identities of the all-comparisons reference hold, progress can
// cancel, and bad settings are refused with a message naming the field.
#include "core/stats/active_simulation.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using namespace pairrank;
using namespace pairrank::stats;

Q_DECLARE_METATYPE(pairrank::stats::ActiveSimulationSettings)

namespace {

ActiveSimulationSettings settingsFor(const char* model, const char* strategy) {
    ActiveSimulationSettings settings;
    settings.model = *ModelSpec::parse(model);
    settings.selection.strategy = *parseSelectionStrategy(strategy);
    return settings;
}

// A judge that is almost an oracle: large latent differences, little noise.
ActiveSimulationSettings lowNoiseSettings(const char* model, const char* strategy) {
    ActiveSimulationSettings settings = settingsFor(model, strategy);
    settings.candidateCount = 10;
    settings.budget = 45;
    settings.repetitions = 6;
    settings.judge.slope = 3.0;
    settings.judge.noise = 0.1;
    return settings;
}

ActiveSimulationResult run(const ActiveSimulationSettings& settings) {
    Result<ActiveSimulationResult> result = runActiveSimulation(settings);
    if (!result) {
        qFatal("simulation failed: %s", result.error().message.c_str());
    }
    return std::move(result).value();
}

} // namespace

class ActiveSimulationTest : public QObject {
    Q_OBJECT

private slots:
    void summariseComputesMeanSpreadAndError();
    void lowNoiseJudgeIsRecovered_data();
    void lowNoiseJudgeIsRecovered();
    void spearmanGrowsWithComparisonsOnAverage();
    void runsAreReproducibleAndRepetitionsIndependent();
    void everyComparisonReproducesTheReference();
    void stoppingAtReachFindsTheSameReach();
    void symmetricRunsAskBothOrders();
    void randomOrderRunsAskOnceAndAreReproducible();
    void poolCandidatesCarryTheirScores();
    void fittingOnlyAtTheBudgetGivesTheSameFinalFit();
    void progressCanCancel();
    void badSettingsAreRefused_data();
    void badSettingsAreRefused();
};

void ActiveSimulationTest::summariseComputesMeanSpreadAndError() {
    // Mean 2.5; squared deviations 2.25 + 0.25 + 0.25 + 2.25 = 5; sd = √(5/3); se = sd/√4.
    const std::vector<double> values{1, 2, 3, 4};
    const SummaryStatistics summary = *summarise(values);
    QCOMPARE(summary.count, 4);
    QCOMPARE(summary.mean, 2.5);
    QVERIFY(std::abs(summary.standardDeviation - std::sqrt(5.0 / 3.0)) < 1e-15);
    QVERIFY(std::abs(summary.standardError - std::sqrt(5.0 / 3.0) / 2) < 1e-15);
    const std::vector<double> single{7};
    QCOMPARE(summarise(single)->standardDeviation, 0.0);
    QVERIFY(!summarise(std::vector<double>{}).ok());
}

void ActiveSimulationTest::lowNoiseJudgeIsRecovered_data() {
    QTest::addColumn<ActiveSimulationSettings>("settings");
    for (const char* model : {"poe-bt", "poe-gaussian", "poe-phi-gaussian"}) {
        for (const char* strategy :
             {"random", "reorder", "variance", "epsilon", "d-optimal", "min-uncertainty"}) {
            QTest::addRow("%s, %s", model, strategy) << lowNoiseSettings(model, strategy);
        }
    }
    for (const char* model : {"win-ratio", "avg-prob", "bt"}) {
        QTest::addRow("%s, no-repeat", model) << lowNoiseSettings(model, "no-repeat");
    }
    ActiveSimulationSettings chained = lowNoiseSettings("poe-bt", "reorder");
    chained.start = StartingSet::Chain;
    chained.selection.batchSize = 4;
    QTest::newRow("poe-bt, reorder, chain start, batches of 4") << chained;
    ActiveSimulationSettings biased = lowNoiseSettings("poe-bt", "epsilon");
    biased.judge.positionBias = 1.0;
    biased.fitOptions.homeAdvantage.mode = HomeAdvantageMode::Fit;
    QTest::newRow("poe-bt, epsilon, biased judge, fitted home advantage") << biased;
}

void ActiveSimulationTest::lowNoiseJudgeIsRecovered() {
    QFETCH(ActiveSimulationSettings, settings);
    const ActiveSimulationResult result = run(settings);
    QVERIFY(result.finalSpearman);
    QCOMPARE(result.finalSpearman->count, settings.repetitions);
    // 45 of 90 ordered pairs of an almost noiseless judge: the ranking is nearly exact.
    QVERIFY2(result.finalSpearman->mean > 0.9,
             qPrintable(QString::number(result.finalSpearman->mean)));
    for (const RepetitionTrace& trace : result.repetitions) {
        QCOMPARE(trace.comparisons.back(), settings.budget);
        QVERIFY2(trace.spearman.back() > 0.75, qPrintable(QString::number(trace.spearman.back())));
    }
}

void ActiveSimulationTest::spearmanGrowsWithComparisonsOnAverage() {
    ActiveSimulationSettings settings = settingsFor("poe-bt", "random");
    settings.candidateCount = 12;
    settings.budget = 132;
    settings.repetitions = 30;
    settings.judge.noise = 1.0;
    const ActiveSimulationResult result = run(settings);
    QCOMPARE(static_cast<int>(result.curve.size()), settings.budget);
    // Averages over windows of 22 comparisons: each window at least as good as the one
    // before (up to a tolerance of 0.02 for the remaining noise of 30 repetitions).
    const int window = 22;
    double previous = -1;
    for (int start = 0; start + window <= settings.budget; start += window) {
        double sum = 0;
        for (int k = start; k < start + window; ++k) {
            sum += result.curve[static_cast<std::size_t>(k)].spearman.mean;
        }
        const double average = sum / window;
        QVERIFY2(
            average > previous - 0.02,
            qPrintable(
                QStringLiteral("window at %1: %2 after %3").arg(start).arg(average).arg(previous)));
        previous = average;
    }
    QVERIFY(result.curve.back().spearman.mean > result.curve[5].spearman.mean + 0.2);
}

void ActiveSimulationTest::runsAreReproducibleAndRepetitionsIndependent() {
    ActiveSimulationSettings settings = lowNoiseSettings("poe-bt", "reorder");
    settings.judge.noise = 1.0;
    settings.seed = 1234;
    settings.repetitions = 3;
    settings.trackLatentSpearman = true;
    const ActiveSimulationResult first = run(settings);
    const ActiveSimulationResult second = run(settings);
    settings.repetitions = 5;
    const ActiveSimulationResult longer = run(settings);
    settings.seed = 1235;
    const ActiveSimulationResult otherSeed = run(settings);
    for (std::size_t r = 0; r < 3; ++r) {
        QCOMPARE(first.repetitions[r].spearman, second.repetitions[r].spearman);
        QCOMPARE(first.repetitions[r].latentSpearman, second.repetitions[r].latentSpearman);
        // Repetition r does not depend on how many repetitions run.
        QCOMPARE(first.repetitions[r].spearman, longer.repetitions[r].spearman);
        QVERIFY(first.repetitions[r].spearman != otherSeed.repetitions[r].spearman);
    }
}

void ActiveSimulationTest::everyComparisonReproducesTheReference() {
    // With all N(N−1) ordered pairs asked, the last fit is the all-comparisons fit, so
    // its Spearman is the reference and every fraction up to 1 is reached.
    ActiveSimulationSettings settings = settingsFor("poe-bt", "random");
    settings.candidateCount = 6;
    settings.budget = 30;
    settings.repetitions = 4;
    settings.judge.noise = 1.5;
    settings.judge.agreement = 0.8;
    settings.reachFractions = {0.5, 1.0};
    const ActiveSimulationResult result = run(settings);
    QVERIFY(result.allComparisonsSpearman);
    for (const RepetitionTrace& trace : result.repetitions) {
        QVERIFY(trace.allComparisonsSpearman);
        QVERIFY(std::abs(trace.spearman.back() - *trace.allComparisonsSpearman) < 1e-12);
        if (*trace.allComparisonsSpearman > 0) {
            QVERIFY(trace.reach[0] && trace.reach[1]);
            QVERIFY(*trace.reach[0] <= *trace.reach[1]);
            QVERIFY(*trace.reach[1] <= settings.budget);
        }
    }
    QCOMPARE(result.reach.size(), std::size_t{2});
    QCOMPARE(result.reach[1].reached + result.reach[1].undefined, settings.repetitions);
    QCOMPARE(result.reach[1].notReached, 0);
}

void ActiveSimulationTest::stoppingAtReachFindsTheSameReach() {
    ActiveSimulationSettings settings = settingsFor("poe-bt", "reorder");
    settings.candidateCount = 8;
    settings.budget = 56;
    settings.repetitions = 5;
    settings.judge.noise = 2.0;
    settings.start = StartingSet::Chain;
    settings.reachFractions = {0.9, 0.95};
    const ActiveSimulationResult full = run(settings);
    settings.stopWhenReached = true;
    const ActiveSimulationResult stopped = run(settings);
    QVERIFY(!stopped.finalSpearman);
    QVERIFY(stopped.curve.empty());
    for (std::size_t r = 0; r < full.repetitions.size(); ++r) {
        QCOMPARE(stopped.repetitions[r].reach, full.repetitions[r].reach);
        QVERIFY(stopped.repetitions[r].comparisons.size() <=
                full.repetitions[r].comparisons.size());
    }
}

void ActiveSimulationTest::symmetricRunsAskBothOrders() {
    // Without a starting set, every proposed pair brings its reverse: 2 judgements per
    // fit with batches of 1.
    ActiveSimulationSettings settings = lowNoiseSettings("poe-bt", "random");
    settings.symmetric = true;
    settings.budget = 40;
    const ActiveSimulationResult result = run(settings);
    for (const RepetitionTrace& trace : result.repetitions) {
        for (std::size_t i = 0; i < trace.comparisons.size(); ++i) {
            QCOMPARE(trace.comparisons[i], 2 * static_cast<int>(i + 1));
        }
    }
}

void ActiveSimulationTest::randomOrderRunsAskOnceAndAreReproducible() {
    // One judgement per proposed pair; the order is drawn from the repetition's stream.
    ActiveSimulationSettings settings = lowNoiseSettings("poe-bt", "reorder");
    settings.randomOrder = true;
    settings.judge.positionBias = 1.0;
    settings.fitOptions.homeAdvantage.mode = HomeAdvantageMode::Fit;
    const ActiveSimulationResult first = run(settings);
    const ActiveSimulationResult second = run(settings);
    for (std::size_t r = 0; r < first.repetitions.size(); ++r) {
        const RepetitionTrace& trace = first.repetitions[r];
        for (std::size_t i = 0; i < trace.comparisons.size(); ++i) {
            QCOMPARE(trace.comparisons[i], static_cast<int>(i + 1));
        }
        QCOMPARE(trace.spearman, second.repetitions[r].spearman);
    }
    // The fitted δ absorbs the judge's bias: the ranking is recovered as without bias.
    QVERIFY2(first.finalSpearman->mean > 0.9,
             qPrintable(QString::number(first.finalSpearman->mean)));
}

void ActiveSimulationTest::poolCandidatesCarryTheirScores() {
    // A pool of 30 whose latent opinion equals the truth, a noiseless judge: every
    // repetition's all-comparisons Spearman is exactly 1. With the latent reversed it is
    // −1, and no reach target is defined.
    ScorePool pool;
    for (int i = 0; i < 30; ++i) {
        pool.truth.push_back(std::sin(1.0 + i)); // distinct values in no particular order
        pool.latent.push_back(std::sin(1.0 + i));
    }
    ActiveSimulationSettings settings = lowNoiseSettings("poe-bt", "random");
    settings.judge.noise = 0.0;
    settings.pool = pool;
    settings.reachFractions = {0.9};
    const ActiveSimulationResult agreeing = run(settings);
    for (const RepetitionTrace& trace : agreeing.repetitions) {
        QVERIFY(std::abs(*trace.allComparisonsSpearman - 1.0) < 1e-12);
    }
    for (double& latent : settings.pool->latent) {
        latent = -latent;
    }
    const ActiveSimulationResult reversed = run(settings);
    QCOMPARE(reversed.reach.front().undefined, settings.repetitions);
    for (const RepetitionTrace& trace : reversed.repetitions) {
        QVERIFY(std::abs(*trace.allComparisonsSpearman + 1.0) < 1e-12);
    }
}

void ActiveSimulationTest::fittingOnlyAtTheBudgetGivesTheSameFinalFit() {
    ActiveSimulationSettings settings = lowNoiseSettings("poe-gaussian", "random");
    settings.judge.noise = 1.0;
    const ActiveSimulationResult everyStep = run(settings);
    settings.fitOnlyAtBudget = true;
    const ActiveSimulationResult once = run(settings);
    QCOMPARE(once.curve.size(), std::size_t{1});
    for (std::size_t r = 0; r < once.repetitions.size(); ++r) {
        QCOMPARE(once.repetitions[r].comparisons, std::vector<int>{settings.budget});
        QVERIFY(std::abs(once.repetitions[r].spearman.back() -
                         everyStep.repetitions[r].spearman.back()) < 1e-12);
    }
}

void ActiveSimulationTest::progressCanCancel() {
    // Batches of one with a fit after each: the callback hears of the start (0) and of
    // every judgement, counted over all repetitions.
    const ActiveSimulationSettings settings = lowNoiseSettings("poe-bt", "random");
    const std::int64_t total = std::int64_t{settings.repetitions} * settings.budget;
    for (const std::int64_t stopAt :
         {std::int64_t{0}, std::int64_t{7}, std::int64_t{settings.budget} + 3}) {
        std::vector<std::int64_t> heard;
        const Result<ActiveSimulationResult> result =
            runActiveSimulation(settings, [&](const common::Progress& progress) {
                heard.push_back(progress.done);
                if (progress.total != total) {
                    qFatal("total %lld, expected %lld", static_cast<long long>(progress.total),
                           static_cast<long long>(total));
                }
                return progress.done >= stopAt ? common::ProgressDecision::Abort
                                               : common::ProgressDecision::Continue;
            });
        QVERIFY(!result.ok());
        QCOMPARE(result.error().message, std::string(common::kCancelledMessage));
        QCOMPARE(heard.front(), std::int64_t{0});
        QCOMPARE(heard.back(), stopAt); // nothing ran after the abort
        QVERIFY(std::is_sorted(heard.begin(), heard.end()));
        QCOMPARE(std::adjacent_find(heard.begin(), heard.end()), heard.end());
    }
}

void ActiveSimulationTest::badSettingsAreRefused_data() {
    QTest::addColumn<ActiveSimulationSettings>("settings");
    QTest::addColumn<QString>("expectedMessagePart");
    ActiveSimulationSettings settings = settingsFor("poe-bt", "random");
    settings.budget = 241;
    QTest::newRow("budget above N(N-1)") << settings << QStringLiteral("budget");
    settings = settingsFor("poe-bt", "random");
    settings.start = StartingSet::Chain;
    settings.budget = 10;
    QTest::newRow("budget below the chain") << settings << QStringLiteral("budget must be in [15");
    settings = settingsFor("win-ratio", "reorder");
    QTest::newRow("reorder without a posterior") << settings << QStringLiteral("needs a posterior");
    settings = settingsFor("poe-bt", "random");
    settings.stopWhenReached = true;
    QTest::newRow("stop without reach") << settings << QStringLiteral("reach fraction");
    settings = settingsFor("poe-bt", "random");
    settings.reachFractions = {0.9, 0.0};
    QTest::newRow("reach fraction 0") << settings << QStringLiteral("reach fraction 1");
    settings = settingsFor("poe-bt", "variance");
    settings.fitOnlyAtBudget = true;
    QTest::newRow("fit only at budget with a posterior strategy")
        << settings << QStringLiteral("budget");
    settings = settingsFor("avg-prob", "random");
    settings.fitOptions.homeAdvantage.mode = HomeAdvantageMode::Fit;
    QTest::newRow("home advantage without a posterior")
        << settings << QStringLiteral("home advantage");
    settings = settingsFor("poe-bt", "random");
    settings.judge.temperature = -1;
    QTest::newRow("bad judge") << settings << QStringLiteral("judge: temperature");
    settings = settingsFor("poe-bt", "random");
    settings.candidateCount = 1;
    QTest::newRow("one candidate") << settings << QStringLiteral("candidateCount");
    settings = settingsFor("poe-bt", "random");
    settings.selection.batchSize = 0;
    QTest::newRow("empty batch") << settings << QStringLiteral("batch size");
    settings = settingsFor("poe-bt", "random");
    settings.symmetric = settings.randomOrder = true;
    QTest::newRow("symmetric and random order") << settings << QStringLiteral("random order");
    settings = settingsFor("poe-bt", "random");
    settings.pool = ScorePool{{1.0, 2.0, 3.0}, {1.0, 2.0, 3.0}};
    QTest::newRow("pool smaller than N") << settings << QStringLiteral("score pool");
}

void ActiveSimulationTest::badSettingsAreRefused() {
    QFETCH(ActiveSimulationSettings, settings);
    QFETCH(QString, expectedMessagePart);
    const Result<ActiveSimulationResult> result = runActiveSimulation(settings);
    QVERIFY(!result.ok());
    QVERIFY2(QString::fromStdString(result.error().message).contains(expectedMessagePart),
             result.error().message.c_str());
}

QTEST_APPLESS_MAIN(ActiveSimulationTest)
#include "test_active_simulation.moc"
