// The routing simulation (core/stats/routing_simulation.h) keeps its budgets and its
// promises: the judge-only arm spends everything on judge calls and asks nobody; the
// arms with people split the budget as set and label only pairs the judge answered;
// a seed reproduces a run; the three arms of a seed face the same pool (the same first
// batch); win rates cover every pair of systems; bad settings and a cancel are refused.
#include "core/stats/routing_simulation.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace pairrank;
using namespace pairrank::stats;

namespace {

RoutingSimulationSettings smallSettings() {
    RoutingSimulationSettings settings;
    settings.candidateCount = 60;
    settings.systems = 4;
    settings.budget = 2000;
    settings.peopleShare = 0.5;
    settings.batchSize = 100;
    settings.annotator.cost = 10.0;
    settings.labelWeight = 5.0;
    settings.seed = 3;
    return settings;
}

} // namespace

class RoutingSimulationTest : public QObject {
    Q_OBJECT

private slots:
    void judgeOnlySpendsTheBudgetOnTheJudge();
    void armsWithPeopleSplitTheBudget();
    void aSeedReproducesARun();
    void winRatesCoverEverySystemPair();
    void refusesBadSettingsAndStopsOnCancel();
};

void RoutingSimulationTest::judgeOnlySpendsTheBudgetOnTheJudge() {
    const Result<RoutingRunResult> result = simulateRouting(smallSettings(), RoutingArm::JudgeOnly);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    QCOMPARE(result->curve.size(), std::size_t{20}); // 2,000 calls in batches of 100
    QCOMPARE(result->curve.back().judgeCalls, 2000);
    QCOMPARE(result->curve.back().labels, 0);
    QCOMPARE(result->curve.back().spent, 2000.0);
    QVERIFY(result->winRates.empty());
    for (std::size_t i = 1; i < result->curve.size(); ++i) {
        QVERIFY(result->curve[i].spent > result->curve[i - 1].spent);
    }
    // A judge that agrees 0.6 with the truth ranks far better than chance.
    QVERIFY2(result->curve.back().spearman > 0.3,
             qPrintable(QString::number(result->curve.back().spearman)));
}

void RoutingSimulationTest::armsWithPeopleSplitTheBudget() {
    const RoutingSimulationSettings settings = smallSettings();
    for (const RoutingArm arm :
         {RoutingArm::RandomPeople, RoutingArm::Routed, RoutingArm::Oracle}) {
        const Result<RoutingRunResult> result = simulateRouting(settings, arm);
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
        const RoutingCurvePoint& last = result->curve.back();
        QCOMPARE(last.judgeCalls, 1000);
        // 100 labels expected (1,000 at cost 10); the coins are independent, so the
        // count is a sum of Bernoulli draws: within a generous ±40 of it.
        QVERIFY2(std::abs(last.labels - 100) <= 40, qPrintable(QString::number(last.labels)));
        QCOMPARE(last.spent, 1000.0 + 10.0 * last.labels);
        int labelled = 0;
        for (const SystemPairWinRate& rate : result->winRates) {
            labelled += rate.estimate.labels;
            QVERIFY(rate.estimate.labels <= rate.estimate.items);
        }
        // Only cross-system pairs enter win rates, so at most every label.
        QVERIFY(labelled > 0 && labelled <= last.labels);
    }
}

void RoutingSimulationTest::aSeedReproducesARun() {
    RoutingSimulationSettings settings = smallSettings();
    const Result<RoutingRunResult> first = simulateRouting(settings, RoutingArm::Routed);
    const Result<RoutingRunResult> again = simulateRouting(settings, RoutingArm::Routed);
    QCOMPARE(first->curve.size(), again->curve.size());
    for (std::size_t i = 0; i < first->curve.size(); ++i) {
        QCOMPARE(first->curve[i].spearman, again->curve[i].spearman);
        QCOMPARE(first->curve[i].labels, again->curve[i].labels);
    }
    // Before anyone is asked, the arms see the same pool and judge: the first fit is the same.
    const Result<RoutingRunResult> judgeOnly = simulateRouting(settings, RoutingArm::JudgeOnly);
    QCOMPARE(judgeOnly->curve.front().spearman, first->curve.front().spearman);
    settings.seed = 4;
    const Result<RoutingRunResult> other = simulateRouting(settings, RoutingArm::Routed);
    QVERIFY(other->curve.back().spearman != first->curve.back().spearman);
}

void RoutingSimulationTest::winRatesCoverEverySystemPair() {
    const Result<RoutingRunResult> result = simulateRouting(smallSettings(), RoutingArm::Routed);
    QCOMPARE(result->winRates.size(), std::size_t{6}); // 4 systems
    for (const SystemPairWinRate& rate : result->winRates) {
        QVERIFY(rate.first < rate.second);
        QVERIFY(rate.truth >= 0.0 && rate.truth <= 1.0);
        QVERIFY(rate.estimate.lower <= rate.estimate.estimate + 1e-12 ||
                rate.estimate.estimate < 0.0);
        QVERIFY(rate.estimate.items > 0);
    }
}

void RoutingSimulationTest::refusesBadSettingsAndStopsOnCancel() {
    RoutingSimulationSettings settings = smallSettings();
    settings.peopleShare = 1.0;
    Result<RoutingRunResult> result = simulateRouting(settings, RoutingArm::Routed);
    QVERIFY(!result.ok());
    QVERIFY(result.error().message.find("peopleShare") != std::string::npos);
    settings = smallSettings();
    settings.systems = 31;
    QVERIFY(!simulateRouting(settings, RoutingArm::Routed).ok());
    settings = smallSettings();
    settings.annotator.cost = 0.0;
    QVERIFY(!simulateRouting(settings, RoutingArm::Routed).ok());
    settings = smallSettings();
    settings.judge.noise = -1.0;
    result = simulateRouting(settings, RoutingArm::Routed);
    QVERIFY(result.error().message.find("judge: noise") != std::string::npos);

    int calls = 0;
    bool withinTotal = true;
    result =
        simulateRouting(smallSettings(), RoutingArm::Routed, [&](const common::Progress& progress) {
            ++calls;
            withinTotal = withinTotal && progress.done <= progress.total;
            return calls == 3 ? common::ProgressDecision::Abort
                              : common::ProgressDecision::Continue;
        });
    QVERIFY(withinTotal);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().message, std::string(common::kCancelledMessage));
    QCOMPARE(calls, 3);
}

QTEST_GUILESS_MAIN(RoutingSimulationTest)
#include "test_routing_simulation.moc"
