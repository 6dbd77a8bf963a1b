// The large-pool selector (core/stats/large_pool_selection.h): its rules, and its picks
// against what the scores say.
#include "core/stats/large_pool_selection.h"
#include "core/stats/poe_newton.h"
#include "core/stats/simulated_judge.h"
#include "core/stats/strategy_selection.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

using namespace pairrank::stats;

namespace {

struct Pool {
    PoeObjective objective;
    std::vector<OrderedPair> asked;
    NewtonResult fit;
};

// n candidates, a chain and 3n random comparisons from a noisy judge, fitted with δ.
Pool makePool(int n, std::uint64_t seed) {
    SimulatedJudgeSettings settings;
    settings.noise = 1.0;
    settings.positionBias = 0.3;
    const auto judge = SimulatedJudge::createWithRandomTruth(n, settings, seed);
    auto objective = PoeObjective::create(ExpertSpec{}, 1.0, n);
    if (!judge || !objective) {
        qFatal("pool");
    }
    Random random(seed);
    std::vector<OrderedPair> asked;
    for (int i = 0; i + 1 < n; ++i) {
        asked.push_back({i, i + 1});
    }
    while (static_cast<int>(asked.size()) < 4 * n) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        const int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        if (a != b) {
            asked.push_back({a, b});
        }
    }
    for (const OrderedPair& pair : asked) {
        if (!objective->add(*judge->judge(pair.a, pair.b))) {
            qFatal("add");
        }
    }
    NewtonOptions options;
    options.fitHomeAdvantage = true;
    options.computeCovariance = false;
    auto fit = maximisePosterior(*objective, options);
    if (!fit) {
        qFatal("fit");
    }
    return Pool{std::move(*objective), std::move(asked), std::move(*fit)};
}

// The candidates in increasing order of score, ties by index (the selector's order).
std::vector<int> byScore(const Vector& scores) {
    std::vector<int> order(static_cast<std::size_t>(scores.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return scores[x] < scores[y]; });
    return order;
}

} // namespace

class LargePoolSelectionTest : public QObject {
    Q_OBJECT

private slots:
    void aBatchKeepsTheRules();
    void reproducibleForTheSameRandomState();
    void theInformativePicksAreTheBestScoredNeighbours();
    void aSmallPoolIsExhaustedNotRepeated();
    void refusesBadInput();
    void randomPairsAreFreeDistinctAndReproducible();
    void theStrategyDispatchTakesTheLargePoolPaths();
};

// Never an asked or pending pair, never a pair twice in either order, each candidate once in
// a large pool, and the long-range share drawn at random.
void LargePoolSelectionTest::aBatchKeepsTheRules() {
    constexpr int kCandidates = 2000;
    const Pool pool = makePool(kCandidates, 3);
    const auto variances =
        LocalPairVariances::create(pool.objective, pool.fit.scores, pool.fit.homeAdvantage, true);
    QVERIFY(variances.ok());
    const std::vector<OrderedPair> pending{{5, 6}, {7, 8}};
    LargePoolSelectionOptions options;
    options.batchSize = 200;
    options.longRangeShare = 0.25;
    Random random(1);
    const auto chosen =
        selectLargePoolPairs(SelectionState{kCandidates, pool.asked, pending}, options,
                             pool.fit.scores, pool.fit.homeAdvantage, *variances, random);
    QVERIFY2(chosen.ok(), chosen.ok() ? "" : chosen.error().message.c_str());
    QCOMPARE(chosen->pairs.size(), std::size_t{200});
    QVERIFY(!chosen->exhausted);
    std::set<std::pair<int, int>> taken;
    for (const auto* list : {&pool.asked, &pending}) {
        for (const OrderedPair& pair : *list) {
            taken.insert({pair.a, pair.b});
        }
    }
    std::set<std::pair<int, int>> unordered;
    std::vector<int> uses(kCandidates, 0);
    for (const OrderedPair& pair : chosen->pairs) {
        QVERIFY(pair.a != pair.b);
        QVERIFY(!taken.contains({pair.a, pair.b}));
        QVERIFY(unordered.insert({std::min(pair.a, pair.b), std::max(pair.a, pair.b)}).second);
        ++uses[pair.a];
        ++uses[pair.b];
    }
    QCOMPARE(*std::max_element(uses.begin(), uses.end()), 1); // cap ⌈4 · 200 / 2000⌉ = 1
    // The first 150 are score neighbours (at most 5 ranks apart), and some of the last 50,
    // drawn uniformly from the pool, are far apart.
    const std::vector<int> order = byScore(pool.fit.scores);
    std::vector<int> rank(kCandidates);
    for (int r = 0; r < kCandidates; ++r) {
        rank[order[r]] = r;
    }
    int farApart = 0;
    for (std::size_t k = 0; k < chosen->pairs.size(); ++k) {
        const int distance = std::abs(rank[chosen->pairs[k].a] - rank[chosen->pairs[k].b]);
        if (k < 150) {
            QVERIFY2(distance <= 5, qPrintable(QString::number(distance)));
        } else if (distance > 100) {
            ++farApart;
        }
    }
    QVERIFY2(farApart > 25, qPrintable(QString::number(farApart)));
}

void LargePoolSelectionTest::reproducibleForTheSameRandomState() {
    const Pool pool = makePool(500, 4);
    const auto variances =
        LocalPairVariances::create(pool.objective, pool.fit.scores, pool.fit.homeAdvantage, true);
    QVERIFY(variances.ok());
    LargePoolSelectionOptions options;
    options.batchSize = 50;
    std::vector<std::vector<OrderedPair>> batches;
    for (int repeat = 0; repeat < 2; ++repeat) {
        Random random(99);
        const auto chosen =
            selectLargePoolPairs(SelectionState{500, pool.asked, {}}, options, pool.fit.scores,
                                 pool.fit.homeAdvantage, *variances, random);
        QVERIFY(chosen.ok());
        batches.push_back(chosen->pairs);
    }
    QVERIFY(batches[0] == batches[1]);
}

// Without a long-range share the batch is the best neighbour pairs by the reorder score
// −(μa − μb)² / V_ab with two-hop variances, one per candidate: checked against a greedy
// pass over every neighbour pair scored here.
void LargePoolSelectionTest::theInformativePicksAreTheBestScoredNeighbours() {
    constexpr int kCandidates = 400;
    const Pool pool = makePool(kCandidates, 5);
    const auto variances =
        LocalPairVariances::create(pool.objective, pool.fit.scores, pool.fit.homeAdvantage, true);
    QVERIFY(variances.ok());
    LargePoolSelectionOptions options;
    options.batchSize = 40;
    options.longRangeShare = 0.0;
    options.neighbourReach = 3;
    Random random(2);
    const auto chosen =
        selectLargePoolPairs(SelectionState{kCandidates, pool.asked, {}}, options, pool.fit.scores,
                             pool.fit.homeAdvantage, *variances, random);
    QVERIFY(chosen.ok());

    const std::vector<int> order = byScore(pool.fit.scores);
    std::set<std::pair<int, int>> asked;
    for (const OrderedPair& pair : pool.asked) {
        asked.insert({pair.a, pair.b});
    }
    struct Scored {
        OrderedPair pair;
        double score;
    };
    std::vector<Scored> scored;
    for (int r = 0; r < kCandidates; ++r) {
        for (int offset = 1; offset <= 3 && r + offset < kCandidates; ++offset) {
            const int low = std::min(order[r], order[r + offset]);
            const int high = std::max(order[r], order[r + offset]);
            const OrderedPair pair = !asked.contains({low, high})   ? OrderedPair{low, high}
                                     : !asked.contains({high, low}) ? OrderedPair{high, low}
                                                                    : OrderedPair{-1, -1};
            if (pair.a < 0) {
                continue;
            }
            const std::vector<OrderedPair> one{{low, high}};
            const double variance = variances->variances(one, 2)[0];
            const double difference = pool.fit.scores[low] - pool.fit.scores[high];
            scored.push_back({pair, -difference * difference / variance});
        }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const Scored& x, const Scored& y) { return x.score > y.score; });
    std::vector<bool> used(kCandidates, false);
    std::vector<OrderedPair> expected;
    for (const Scored& candidate : scored) {
        if (expected.size() == 40) {
            break;
        }
        if (!used[candidate.pair.a] && !used[candidate.pair.b]) {
            used[candidate.pair.a] = used[candidate.pair.b] = true;
            expected.push_back(candidate.pair);
        }
    }
    QCOMPARE(chosen->pairs.size(), expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k) {
        QCOMPARE(chosen->pairs[k].a, expected[k].a);
        QCOMPARE(chosen->pairs[k].b, expected[k].b);
    }
}

void LargePoolSelectionTest::aSmallPoolIsExhaustedNotRepeated() {
    // Three candidates, five of the six ordered pairs asked: one pair is left.
    const std::vector<Comparison> comparisons{
        {0, 1, 0.6, 1.0}, {1, 0, 0.4, 1.0}, {1, 2, 0.6, 1.0}, {2, 1, 0.4, 1.0}, {0, 2, 0.7, 1.0}};
    auto objective = PoeObjective::create(ExpertSpec{}, 1.0, 3);
    QVERIFY(objective.ok());
    QVERIFY(objective->add(comparisons).ok());
    std::vector<OrderedPair> asked;
    for (const Comparison& comparison : comparisons) {
        asked.push_back({comparison.a, comparison.b});
    }
    const Vector scores = Vector::Zero(3);
    const auto variances = LocalPairVariances::create(*objective, scores, 0.0, false);
    QVERIFY(variances.ok());
    LargePoolSelectionOptions options;
    options.batchSize = 4;
    Random random(3);
    const auto chosen = selectLargePoolPairs(SelectionState{3, asked, {}}, options, scores, 0.0,
                                             *variances, random);
    QVERIFY(chosen.ok());
    QCOMPARE(chosen->pairs.size(), std::size_t{1});
    QCOMPARE(chosen->pairs[0].a, 2);
    QCOMPARE(chosen->pairs[0].b, 0);
    QVERIFY(chosen->exhausted);
    QCOMPARE(chosen->eligibleBefore, std::int64_t{1});
}

void LargePoolSelectionTest::refusesBadInput() {
    const Pool pool = makePool(50, 6);
    const auto variances =
        LocalPairVariances::create(pool.objective, pool.fit.scores, pool.fit.homeAdvantage, true);
    QVERIFY(variances.ok());
    Random random(1);
    const auto attempt = [&](const LargePoolSelectionOptions& options,
                             const SelectionState& state) {
        return selectLargePoolPairs(state, options, pool.fit.scores, pool.fit.homeAdvantage,
                                    *variances, random);
    };
    const SelectionState state{50, pool.asked, {}};
    LargePoolSelectionOptions options;
    options.strategy = SelectionStrategy::DOptimal;
    QVERIFY(!attempt(options, state).ok());
    options = {};
    options.batchSize = 0;
    QVERIFY(!attempt(options, state).ok());
    options = {};
    options.longRangeShare = 1.5;
    QVERIFY(!attempt(options, state).ok());
    options = {};
    options.neighbourReach = 0;
    QVERIFY(!attempt(options, state).ok());
    const std::vector<OrderedPair> bad{{3, 3}};
    const auto refused = attempt({}, SelectionState{50, bad, {}});
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().message.find("asked pair 0") != std::string::npos);
    QVERIFY(!attempt({}, SelectionState{49, pool.asked, {}}).ok());
}

// The random strategy of a large pool: never an asked or pending pair nor one twice, every
// free pair once the batch asks for all of them, the same pairs for the same random state.
void LargePoolSelectionTest::randomPairsAreFreeDistinctAndReproducible() {
    const std::vector<OrderedPair> asked{{0, 1}, {1, 0}, {2, 3}};
    const std::vector<OrderedPair> pending{{3, 2}};
    const SelectionState state{4, asked, pending}; // 12 ordered pairs, 4 taken
    Random first(9);
    const auto all = selectRandomLargePoolPairs(state, 20, first);
    QVERIFY(all.ok());
    QCOMPARE(all->eligibleBefore, 8);
    QCOMPARE(all->pairs.size(), std::size_t{8});
    QVERIFY(all->exhausted);
    std::set<std::pair<int, int>> seen;
    for (const OrderedPair& pair : all->pairs) {
        QVERIFY(pair.a != pair.b);
        QVERIFY(std::find(asked.begin(), asked.end(), pair) == asked.end());
        QVERIFY(std::find(pending.begin(), pending.end(), pair) == pending.end());
        QVERIFY(seen.insert({pair.a, pair.b}).second);
    }

    Random again(9);
    Random other(10);
    const auto three = selectRandomLargePoolPairs(state, 3, again);
    QVERIFY(three.ok() && !three->exhausted);
    Random same(9);
    const auto repeated = selectRandomLargePoolPairs(state, 3, same);
    QVERIFY(repeated.ok());
    QVERIFY(three->pairs == repeated->pairs);
    QVERIFY(!selectRandomLargePoolPairs(state, 0, other).ok());
    QVERIFY(!selectRandomLargePoolPairs(SelectionState{1, {}, {}}, 1, other).ok());
    const std::vector<OrderedPair> outside{{0, 4}};
    QVERIFY(!selectRandomLargePoolPairs(SelectionState{4, outside, {}}, 1, other).ok());
}

// selectWithStrategy, the one dispatch the run uses: given a large pool's fit it chooses as
// selectLargePoolPairs does; random above the dense limit draws as selectRandomLargePoolPairs
// (the N × N flags of the dense path refuse that size).
void LargePoolSelectionTest::theStrategyDispatchTakesTheLargePoolPaths() {
    const Pool pool = makePool(400, 7);
    const auto variances =
        LocalPairVariances::create(pool.objective, pool.fit.scores, pool.fit.homeAdvantage, true);
    QVERIFY(variances.ok());
    const SelectionState state{400, pool.asked, {}};
    LargePoolSelectionOptions large;
    large.batchSize = 40;
    SelectionOptions options;
    options.strategy = large.strategy;
    options.batchSize = large.batchSize;
    options.epsilon = large.epsilon;
    Random direct(4);
    Random dispatched(4);
    const auto expected = selectLargePoolPairs(state, large, pool.fit.scores,
                                               pool.fit.homeAdvantage, *variances, direct);
    const auto chosen = selectWithStrategy(
        state, options,
        StrategyInputs{dispatched,
                       1.0,
                       {},
                       0.0,
                       LargePoolView{pool.fit.scores, *variances, pool.fit.homeAdvantage}});
    QVERIFY(expected.ok() && chosen.ok());
    QCOMPARE(chosen->pairs.size(), std::size_t{40});
    QVERIFY(chosen->pairs == expected->pairs);

    const SelectionState huge{kMaximumSelectionCandidates + 1, {}, {}};
    SelectionOptions random;
    random.strategy = SelectionStrategy::Random;
    random.batchSize = 25;
    Random first(8);
    Random second(8);
    const auto drawn = selectWithStrategy(huge, random, StrategyInputs{first, 1.0, {}, 0.0, {}});
    const auto same = selectRandomLargePoolPairs(huge, 25, second);
    QVERIFY2(drawn.ok(), drawn.ok() ? "" : drawn.error().message.c_str());
    QVERIFY(same.ok());
    QVERIFY(drawn->pairs == same->pairs);
}

QTEST_APPLESS_MAIN(LargePoolSelectionTest)
#include "test_large_pool_selection.moc"
