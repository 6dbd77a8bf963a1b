// Stopping rules on sequences of observations: each holds exactly from the first
// observation that meets its condition, and never before (the pure
// part; test_run_end_to_end checks a whole run).
#include "core/run/stopping_rules.h"
#include "core/stats/comparison.h"
#include "core/stats/poe_objective.h"

#include <QTest>

#include <vector>

using namespace pairrank::run;
using namespace pairrank::analysis;
using pairrank::stats::Matrix;
using pairrank::stats::Vector;

class StoppingRulesTest : public QObject {
    Q_OBJECT

private slots:
    void thresholdRulesStopAtTheFirstValueBelow_data();
    void thresholdRulesStopAtTheFirstValueBelow();
    void missingNumbersNeverStop();
    void flatRuleNeedsAWholeWindowOfStability();
    void neighbourReorderProbabilityIsTheLargestAdjacentOne();
};

void StoppingRulesTest::thresholdRulesStopAtTheFirstValueBelow_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<int>("firstStop");
    const std::vector<double> falling{5.0, 4.0, 3.0, 2.5, 2.0, 1.0};
    QTest::newRow("entropy") << int(StoppingRuleKind::EntropyBelow) << 2.6 << falling << 3;
    QTest::newRow("entropy equal is not below")
        << int(StoppingRuleKind::EntropyBelow) << 2.0 << falling << 5;
    QTest::newRow("entropy never") << int(StoppingRuleKind::EntropyBelow) << 0.5 << falling << -1;
    const std::vector<double> reorder{0.5, 0.4, 0.3, 0.2, 0.04, 0.01};
    QTest::newRow("reorder") << int(StoppingRuleKind::ReorderBelow) << 0.05 << reorder << 4;
    QTest::newRow("reorder first") << int(StoppingRuleKind::ReorderBelow) << 0.6 << reorder << 0;
}

void StoppingRulesTest::thresholdRulesStopAtTheFirstValueBelow() {
    QFETCH(int, kind);
    QFETCH(double, threshold);
    QFETCH(std::vector<double>, values);
    QFETCH(int, firstStop);
    StoppingRuleTracker tracker(StoppingRule{StoppingRuleKind(kind), threshold, 0});
    int stoppedAt = -1;
    for (std::size_t index = 0; index < values.size(); ++index) {
        StoppingObservation observation;
        observation.comparisons = static_cast<qint64>(index) * 10;
        if (StoppingRuleKind(kind) == StoppingRuleKind::EntropyBelow) {
            observation.entropy = values[index];
        } else {
            observation.maxNeighbourReorderProbability = values[index];
        }
        const bool holds = tracker.observe(observation);
        QCOMPARE(holds, values[index] < threshold);
        if (holds && stoppedAt < 0) {
            stoppedAt = static_cast<int>(index);
            QVERIFY(!tracker.reason().isEmpty());
        }
    }
    QCOMPARE(stoppedAt, firstStop);
}

void StoppingRulesTest::missingNumbersNeverStop() {
    StoppingRuleTracker entropy(StoppingRule{StoppingRuleKind::EntropyBelow, 1e9, 0});
    QVERIFY(!entropy.observe(StoppingObservation{}));
    StoppingRuleTracker none(StoppingRule{});
    StoppingObservation observation;
    observation.entropy = -1e9;
    QVERIFY(!none.observe(observation));
}

void StoppingRulesTest::flatRuleNeedsAWholeWindowOfStability() {
    // Window 20: the rule compares with the scores at least 20 comparisons earlier.
    StoppingRuleTracker tracker(StoppingRule{StoppingRuleKind::ImprovementFlat, 0.001, 20});
    const Vector moving0 = (Vector(4) << 4, 3, 2, 1).finished();
    const Vector moving1 = (Vector(4) << 1, 2, 3, 4).finished();         // reversed: Spearman −1
    const Vector settled = (Vector(4) << 1.0, 2.0, 3.0, 4.1).finished(); // same order as moving1
    const auto observe = [&](qint64 comparisons, const Vector& scores) {
        StoppingObservation observation;
        observation.comparisons = comparisons;
        observation.scores = &scores;
        return tracker.observe(observation);
    };
    QVERIFY(!observe(0, moving0));
    QVERIFY(!observe(10, moving1)); // nothing 20 back yet
    QVERIFY(!observe(20, settled)); // vs comparisons 0: reversed order
    QVERIFY(!observe(29, settled)); // vs comparisons 0 still (10 is only 19 back)
    QVERIFY(observe(30, settled));  // vs comparisons 10: same order
    QVERIFY(observe(50, settled));
}

void StoppingRulesTest::neighbourReorderProbabilityIsTheLargestAdjacentOne() {
    const Vector scores = (Vector(3) << 0.0, 2.0, 1.9).finished();
    const Matrix covariance = Matrix::Identity(3, 3) * 0.5;
    // Neighbours by score: (1, 2) differ by 0.1, (2, 0) by 1.9; V = 1 for both.
    const auto largest = maxNeighbourReorderProbability(scores, covariance);
    QVERIFY(largest.has_value());
    QVERIFY(std::abs(*largest - pairrank::stats::normalCdf(-0.1)) < 1e-12);
    QVERIFY(!maxNeighbourReorderProbability(Vector::Zero(1), Matrix::Identity(1, 1)).has_value());

    // A large pool's variances from the comparison graph: with no comparison yet the
    // posterior is the prior, V_ab = 2 σ0² = 1 exactly, and the answer is the same.
    auto objective = pairrank::stats::PoeObjective::create(pairrank::stats::ExpertSpec{}, 0.5, 3);
    QVERIFY(objective.ok());
    auto local = pairrank::stats::LocalPairVariances::create(*objective, scores, 0.0, false);
    QVERIFY(local.ok());
    const auto fromGraph = maxNeighbourReorderProbability(scores, *local);
    QVERIFY(fromGraph.has_value());
    QVERIFY(std::abs(*fromGraph - pairrank::stats::normalCdf(-0.1)) < 1e-12);
}

QTEST_GUILESS_MAIN(StoppingRulesTest)
#include "test_stopping_rules.moc"
