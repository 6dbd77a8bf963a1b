// Batches chosen ahead (SelectionPolicy::batchesAhead, context_state.h): a batch is
// chosen while the one before it is still being answered, and yet the choices do not
// depend on the order in which the judge's answers arrive, because the model takes
// answers in whole batches, in the order the batches were chosen. Two contexts with the
// same seed, answered in opposite orders, choose the same pairs; each batch is chosen
// with the open one counted as observed (never proposing a pending pair), and the
// budget is met exactly.
#include "core/run/context_state.h"
#include "core/stats/simulated_judge.h"
#include "pool_context_setup.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <vector>

using namespace pairrank;
using namespace pairrank::run;
using namespace pairrank::analysis;

Q_DECLARE_METATYPE(stats::SelectionStrategy)

namespace {

constexpr int kCandidates = 80; // above kIncrementalAboveCandidates: the incremental posterior
constexpr int kBatch = 12;
constexpr qint64 kPlanned = 150;

enum class AnswerOrder {
    AsChosen,            // the oldest open batch first, each in the order chosen
    NewestFirstReversed, // the newest open batch first, each in reverse
};

struct Trace {
    std::vector<std::vector<stats::OrderedPair>> batches; // as chosen
    int mostOpenBatches = 0;
    bool proposedAPendingPair = false;
    qint64 comparisons = 0;
};

// Drives a context as the run loop does (release one answered batch, refit, choose while
// it wants to) with a simulated judge whose answers depend only on the pair.
Trace drive(const stats::SimulatedJudge& judge, stats::SelectionStrategy strategy, int ahead,
            AnswerOrder order) {
    auto choice = ModelChoice::from(QStringLiteral("poe-bt"), HomeAdvantageSetting::None, 1.0);
    SelectionPolicy policy;
    policy.strategy = strategy;
    policy.batchSize = kBatch;
    policy.batchesAhead = ahead;
    policy.seed = 7;
    ContextState context(testing::poolContextSetup(kCandidates, kPlanned), *choice, policy);
    Trace trace;
    std::vector<std::vector<stats::OrderedPair>> open; // unanswered pairs per open batch
    const auto settle = [&]() -> bool {
        for (;;) {
            const bool released = context.releaseAnsweredBatch();
            if (context.readyToRefit() && !context.refresh().ok()) {
                return false;
            }
            while (context.wantsBatch()) {
                auto batch = context.proposeBatch();
                if (!batch) {
                    return false;
                }
                if (batch->empty()) {
                    break;
                }
                for (const stats::OrderedPair& pair : *batch) {
                    for (const auto& earlier : open) {
                        trace.proposedAPendingPair |=
                            std::find(earlier.begin(), earlier.end(), pair) != earlier.end();
                    }
                }
                trace.batches.push_back(*batch);
                open.push_back(*batch);
                trace.mostOpenBatches = std::max(
                    trace.mostOpenBatches,
                    static_cast<int>(std::count_if(open.begin(), open.end(),
                                                   [](const auto& b) { return !b.empty(); })));
            }
            if (!released) {
                return true;
            }
        }
    };
    if (!settle()) {
        return {};
    }
    while (!context.isDone()) {
        // The next answer: from the oldest or the newest batch still waiting.
        auto waiting =
            std::find_if(open.begin(), open.end(), [](const auto& b) { return !b.empty(); });
        if (order == AnswerOrder::NewestFirstReversed) {
            auto newest =
                std::find_if(open.rbegin(), open.rend(), [](const auto& b) { return !b.empty(); });
            waiting = newest == open.rend() ? open.end() : std::prev(newest.base());
        }
        if (waiting == open.end()) {
            break; // nothing asked and nothing to ask: the context is stuck
        }
        const stats::OrderedPair pair =
            order == AnswerOrder::AsChosen ? waiting->front() : waiting->back();
        waiting->erase(order == AnswerOrder::AsChosen ? waiting->begin()
                                                      : std::prev(waiting->end()));
        const auto answer = judge.judge(pair.a, pair.b);
        context.resolve(pair, answer ? std::optional<double>(answer->p) : std::nullopt);
        if (!settle()) {
            return {};
        }
    }
    trace.comparisons = context.comparisons();
    return trace;
}

} // namespace

class BatchesAheadTest : public QObject {
    Q_OBJECT

private slots:
    void choicesDoNotDependOnTheOrderOfAnswers_data();
    void choicesDoNotDependOnTheOrderOfAnswers();
};

void BatchesAheadTest::choicesDoNotDependOnTheOrderOfAnswers_data() {
    QTest::addColumn<stats::SelectionStrategy>("strategy");
    QTest::newRow("reorder") << stats::SelectionStrategy::Reorder;
    QTest::newRow("epsilon") << stats::SelectionStrategy::Epsilon;
    QTest::newRow("random") << stats::SelectionStrategy::Random;
}

void BatchesAheadTest::choicesDoNotDependOnTheOrderOfAnswers() {
    QFETCH(stats::SelectionStrategy, strategy);
    stats::SimulatedJudgeSettings settings;
    settings.agreement = 0.8;
    settings.noise = 1.0;
    auto judge = stats::SimulatedJudge::createWithRandomTruth(kCandidates, settings, 3);
    QVERIFY(judge.ok());
    const Trace inOrder = drive(*judge, strategy, 1, AnswerOrder::AsChosen);
    const Trace reversed = drive(*judge, strategy, 1, AnswerOrder::NewestFirstReversed);
    QVERIFY(!inOrder.batches.empty());
    // Two batches were open at once: the next one was chosen while one was answered.
    QCOMPARE(inOrder.mostOpenBatches, 2);
    QCOMPARE(reversed.mostOpenBatches, 2);
    QVERIFY(!inOrder.proposedAPendingPair && !reversed.proposedAPendingPair);
    QCOMPARE(inOrder.batches.size(), reversed.batches.size());
    for (std::size_t index = 0; index < inOrder.batches.size(); ++index) {
        QVERIFY2(inOrder.batches[index] == reversed.batches[index],
                 qPrintable(QStringLiteral("batch %1 differs").arg(index)));
    }
    QCOMPARE(inOrder.comparisons, kPlanned);
    QCOMPARE(reversed.comparisons, kPlanned);
    std::set<std::pair<int, int>> distinct;
    for (const auto& batch : inOrder.batches) {
        for (const stats::OrderedPair& pair : batch) {
            distinct.insert({pair.a, pair.b});
        }
    }
    QCOMPARE(static_cast<qint64>(distinct.size()), kPlanned); // no pair asked twice

    // Without batches ahead the choices differ from some point on (the model has seen
    // one batch more when each is chosen): the test above is not vacuous.
    const Trace classic = drive(*judge, strategy, 0, AnswerOrder::AsChosen);
    QCOMPARE(classic.mostOpenBatches, 1);
    QCOMPARE(classic.comparisons, kPlanned);
    if (strategy != stats::SelectionStrategy::Random) {
        QVERIFY(classic.batches != inOrder.batches);
    }
}

QTEST_APPLESS_MAIN(BatchesAheadTest)
#include "test_batches_ahead.moc"
