// Judge diagnostics against known truths: a judge that always prefers position A,
// a noise-free length bias, and constructed order (in)consistencies.
#include "core/analysis/judge_diagnostics.h"
#include "core/stats/comparison.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace pairrank::analysis;
using pairrank::stats::Comparison;

class JudgeDiagnosticsTest : public QObject {
    Q_OBJECT

private slots:
    void emptyInputHasNoDiagnostics();
    void alwaysPositionAGivesPositionOne();
    void lengthSlopeIsRecoveredExactly();
    void orderConsistencyCountsAgreeingPairs();
    void fittedHomeAdvantagesArePooledByPrecision();
};

void JudgeDiagnosticsTest::emptyInputHasNoDiagnostics() {
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({});
    QVERIFY(!diagnostics.positionA && !diagnostics.homeAdvantage && !diagnostics.lengthBiasSlope &&
            !diagnostics.orderConsistency);
}

void JudgeDiagnosticsTest::alwaysPositionAGivesPositionOne() {
    std::vector<Comparison> comparisons;
    for (int a = 0; a < 4; ++a) {
        for (int b = 0; b < 4; ++b) {
            if (a != b) {
                comparisons.push_back({a, b, 0.8, 1.0});
            }
        }
    }
    const std::vector<int> lengths{10, 10, 10, 10};
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QVERIFY(diagnostics.positionA.has_value());
    QCOMPARE(diagnostics.positionA->value, 1.0);
    QVERIFY(diagnostics.positionA->interval.lower < 1.0);
    // δ = logit(mean p) = logit(0.8) (paper 000 A.8).
    QVERIFY(std::abs(diagnostics.homeAdvantage->value - pairrank::stats::logit(0.8)) < 1e-9);
    // Every pair was asked in both orders and always went to A: the orders never agree.
    QCOMPARE(diagnostics.orderConsistency->value, 0.0);
    QCOMPARE(diagnostics.orderConsistency->count, 6.0);
    // Equal lengths: no slope to estimate.
    QVERIFY(!diagnostics.lengthBiasSlope.has_value());
}

void JudgeDiagnosticsTest::lengthSlopeIsRecoveredExactly() {
    // logit p = 0.7 · (len A − len B) / 1000 exactly.
    const std::vector<int> lengths{100, 600, 1500, 2300};
    std::vector<Comparison> comparisons;
    for (int a = 0; a < 4; ++a) {
        for (int b = 0; b < 4; ++b) {
            if (a != b) {
                const double difference = (lengths[a] - lengths[b]) / 1000.0;
                comparisons.push_back({a, b, pairrank::stats::sigmoid(0.7 * difference), 1.0});
            }
        }
    }
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QVERIFY(diagnostics.lengthBiasSlope.has_value());
    QVERIFY(std::abs(diagnostics.lengthBiasSlope->value - 0.7) < 1e-9);
    QVERIFY(diagnostics.lengthBiasSlope->interval.upper -
                diagnostics.lengthBiasSlope->interval.lower <
            1e-6);
    // A consistent judge: both orders name the longer text.
    QCOMPARE(diagnostics.orderConsistency->value, 1.0);
}

void JudgeDiagnosticsTest::orderConsistencyCountsAgreeingPairs() {
    // Pair {0,1}: agree (0 wins both); pair {0,2}: disagree; pair {1,2}: one order only.
    const std::vector<Comparison> comparisons{
        {0, 1, 0.9, 1.0}, {1, 0, 0.2, 1.0}, {0, 2, 0.9, 1.0}, {2, 0, 0.9, 1.0}, {1, 2, 0.6, 1.0}};
    const std::vector<int> lengths{1, 2, 3};
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QCOMPARE(diagnostics.orderConsistency->count, 2.0);
    QCOMPARE(diagnostics.orderConsistency->value, 0.5);
    QVERIFY(diagnostics.orderConsistency->interval.lower < 0.5);
    QVERIFY(diagnostics.orderConsistency->interval.upper > 0.5);
}

void JudgeDiagnosticsTest::fittedHomeAdvantagesArePooledByPrecision() {
    const std::vector<Comparison> comparisons{{0, 1, 0.6, 1.0}};
    const std::vector<int> lengths{1, 2};
    // Standard errors 1 and 0.5: precisions 1 and 4; mean (1·0 + 4·1) / 5 = 0.8.
    const std::vector<DiagnosticsInput> inputs{{comparisons, lengths, 0.0, 1.0},
                                               {comparisons, lengths, 1.0, 0.5}};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics(inputs);
    QVERIFY(std::abs(diagnostics.homeAdvantage->value - 0.8) < 1e-12);
    const double error = 1.0 / std::sqrt(5.0);
    QVERIFY(std::abs(diagnostics.homeAdvantage->interval.upper - 0.8 - 1.959963984540054 * error) <
            1e-9);
}

QTEST_GUILESS_MAIN(JudgeDiagnosticsTest)
#include "test_judge_diagnostics.moc"
