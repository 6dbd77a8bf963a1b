// The run's queue for people values a pair by the judge's uncertainty and by how unsure
// the ranking is of the pair's order (core/stats/human_routing.h, steps 2–4). The second
// needs the pair's posterior variance: from Σ in a dense context, and in a large pool —
// which keeps no Σ — from the comparison graph. In both, of two pairs the judge is equally
// sure of, the one the ranking has already ordered is worth less to people than the one
// it cannot order.
#include "core/run/human_queue.h"
#include "pool_context_setup.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace pairrank;
using namespace pairrank::run;

class HumanQueueTest : public QObject {
    Q_OBJECT

private slots:
    void aPairTheRankingHasOrderedIsWorthLess_data();
    void aPairTheRankingHasOrderedIsWorthLess();
};

void HumanQueueTest::aPairTheRankingHasOrderedIsWorthLess_data() {
    QTest::addColumn<int>("candidates");
    QTest::newRow("dense") << 40;
    QTest::newRow("large pool") << kLargePoolAboveCandidates + 100;
}

void HumanQueueTest::aPairTheRankingHasOrderedIsWorthLess() {
    QFETCH(int, candidates);
    auto choice = analysis::ModelChoice::from(QStringLiteral("poe-bt"),
                                              analysis::HomeAdvantageSetting::None, 1.0);
    QVERIFY(choice);
    std::vector<std::unique_ptr<ContextState>> contexts;
    contexts.push_back(std::make_unique<ContextState>(
        testing::poolContextSetup(candidates, 1'000'000), *choice, SelectionPolicy{}));
    ContextState& context = *contexts.front();
    // Candidates 0 and 1: judged often, 0 clearly better. Candidates 2 and 3: once, a tie.
    for (int k = 0; k < 20; ++k) {
        context.recordAnswer(k % 2 == 0 ? stats::OrderedPair{0, 1} : stats::OrderedPair{1, 0},
                             k % 2 == 0 ? 0.97 : 0.03);
    }
    context.recordAnswer({2, 3}, 0.55);
    QVERIFY(context.refresh().ok());
    QCOMPARE(context.model().usesLargePool(), candidates > kLargePoolAboveCandidates);

    // The judge's new answers on both pairs are equally sure (p = 0.7): the same
    // calibration need; every label affordable, so both are put to people with their value.
    HumanQueue queue(1, 1, 10, 5);
    const std::vector<AnsweredPair> answers{{0, {0, 1}, 0.7}, {0, {2, 3}, 0.7}};
    const QList<storage::QueuedPair> chosen = queue.offer(answers, contexts, 0);
    QCOMPARE(chosen.size(), qsizetype(2));
    const double ordered = chosen[0].candidateA == 1 ? chosen[0].value : chosen[1].value;
    const double unordered = chosen[0].candidateA == 3 ? chosen[0].value : chosen[1].value;
    QVERIFY(ordered > 0.0);
    // r ≈ 0 for the ordered pair, near 1 for the other: values c · r0 against nearly c (r0 =
    // 0.2).
    QVERIFY2(unordered > 3.0 * ordered,
             qPrintable(QStringLiteral("%1 against %2").arg(unordered).arg(ordered)));
}

QTEST_GUILESS_MAIN(HumanQueueTest)
#include "test_human_queue.moc"
