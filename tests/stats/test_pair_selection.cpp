// Pair selection (DESIGN.md §3): exclusions, the tie rule, the rank-one batch update,
// and each strategy's own semantics, checked against a brute-force reference that
// scores pairs in the papers' own forms and inverts precisions directly.
#include "core/stats/comparison.h"
#include "core/stats/pair_selection.h"
#include "core/stats/strategy_selection.h"
#include "pair_selection_reference.h"

#include <QTest>

#include <Eigen/Cholesky>
#include <Eigen/LU>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <vector>

using namespace pairrank::stats;
using namespace pairrank::stats::testing;

Q_DECLARE_METATYPE(pairrank::stats::SelectionStrategy)

namespace {

const std::vector<SelectionStrategy> kInformativeStrategies{
    SelectionStrategy::DOptimal, SelectionStrategy::MinimumUncertainty,
    SelectionStrategy::Variance, SelectionStrategy::Reorder,
    SelectionStrategy::Epsilon,  SelectionStrategy::RankVariance};

const std::vector<SelectionStrategy> kAllStrategies{SelectionStrategy::Random,
                                                    SelectionStrategy::NoRepeat,
                                                    SelectionStrategy::Symmetric,
                                                    SelectionStrategy::DOptimal,
                                                    SelectionStrategy::MinimumUncertainty,
                                                    SelectionStrategy::Variance,
                                                    SelectionStrategy::Reorder,
                                                    SelectionStrategy::Epsilon,
                                                    SelectionStrategy::RankVariance};

// Runs any strategy: informative ones on (mean, covariance), random ones on `seed`.
Result<SelectionResult> runSelection(const SelectionState& state, const SelectionOptions& options,
                                     const Vector& mean, const Matrix& covariance, double delta,
                                     std::uint64_t seed = 1) {
    if (isInformativeStrategy(options.strategy)) {
        return selectPairs(state, options, PosteriorView{mean, covariance, delta});
    }
    Random random(seed);
    return selectPairs(state, options, random);
}

} // namespace

class PairSelectionTest : public QObject {
    Q_OBJECT

private slots:
    void strategyNamesRoundTrip();
    void informativeStrategiesMatchTheBruteForceReference_data();
    void informativeStrategiesMatchTheBruteForceReference();
    void allTiesPickTheSmallestKeyThenTheUpdateBreaksThem_data();
    void allTiesPickTheSmallestKeyThenTheUpdateBreaksThem();
    void neverProposesExcludedPairsOrAPairAndItsReverse_data();
    void neverProposesExcludedPairsOrAPairAndItsReverse();
    void variancePicksTheLargestPairVariance();
    void reorderPicksTheClosestMeansAmongEqualVariances();
    void reorderPrefersEqualMeans();
    void strategyDispatchUsesTheFitOrElseThePrior();
    void batchUpdateKeepsTheBatchDiverse();
    void rankVariancePrefersAnUncertainPlaceOverASettledTie();
    void rankVarianceBatchAtThePriorIsAMatching();
    void rankVarianceLooksBeyondAskedNeighbours();
    void dOptimalMaximisesTheDeterminantGain();
    void designCovarianceIsTheInverseDesignPrecision();
    void randomIsReproducibleAndUniform_data();
    void randomIsReproducibleAndUniform();
    void noRepeatNeverAsksTheReverse();
    void symmetricReturnsBothOrdersAndCompletesHalfAskedPairs();
    void fewerEligiblePairsThanTheBatchIsNotAnError_data();
    void fewerEligiblePairsThanTheBatchIsNotAnError();
    void badInputIsRefusedWithANamedField_data();
    void badInputIsRefusedWithANamedField();
};

void PairSelectionTest::strategyNamesRoundTrip() {
    for (const SelectionStrategy strategy : kAllStrategies) {
        const auto parsed = parseSelectionStrategy(selectionStrategyName(strategy));
        QVERIFY(parsed.ok());
        QCOMPARE(*parsed, strategy);
    }
    const auto unknown = parseSelectionStrategy("best");
    QVERIFY(!unknown.ok());
    QVERIFY(unknown.error().message.find("best") != std::string::npos);
}

void PairSelectionTest::informativeStrategiesMatchTheBruteForceReference_data() {
    QTest::addColumn<SelectionStrategy>("strategy");
    QTest::addColumn<double>("epsilon");
    QTest::addColumn<double>("delta");
    QTest::addColumn<bool>("pendingAsObserved");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("batch");
    for (const SelectionStrategy strategy : kInformativeStrategies) {
        for (const int seed : {1, 2, 3}) {
            const std::string name = selectionStrategyName(strategy);
            QTest::addRow("%s seed %d", name.c_str(), seed)
                << strategy << 0.5 << 0.3 << true << seed << 7 << 6;
        }
        QTest::addRow("%s pending not folded", selectionStrategyName(strategy).c_str())
            << strategy << 0.5 << -0.2 << false << 4 << 7 << 6;
        QTest::addRow("%s N=40, batch 25", selectionStrategyName(strategy).c_str())
            << strategy << 0.5 << 0.1 << true << 8 << 40 << 25;
        // One pick with pending pairs: they are folded in before it, as for a batch.
        for (const int seed : {9, 10, 15}) {
            QTest::addRow("%s batch 1 with pending, seed %d",
                          selectionStrategyName(strategy).c_str(), seed)
                << strategy << 0.5 << 0.3 << true << seed << 5 << 1;
        }
    }
    QTest::newRow("epsilon 1.3") << SelectionStrategy::Epsilon << 1.3 << 0.0 << true << 5 << 7 << 6;
    QTest::newRow("epsilon 0 is variance")
        << SelectionStrategy::Epsilon << 0.0 << 0.0 << true << 6 << 7 << 6;
    QTest::newRow("epsilon 2 is reorder")
        << SelectionStrategy::Epsilon << 2.0 << 0.0 << true << 7 << 7 << 6;
}

void PairSelectionTest::informativeStrategiesMatchTheBruteForceReference() {
    QFETCH(SelectionStrategy, strategy);
    QFETCH(double, epsilon);
    QFETCH(double, delta);
    QFETCH(bool, pendingAsObserved);
    QFETCH(int, seed);
    QFETCH(int, n);
    QFETCH(int, batch);
    Random random(static_cast<std::uint64_t>(seed));
    Vector mean(n);
    for (int index = 0; index < n; ++index) {
        mean[index] = random.normal();
    }
    const Matrix covariance = randomCovariance(n, random);
    const PairList asked = randomPairs(n, n + 3, random);
    const PairList pending = randomPairs(n, 3, random);
    SelectionOptions options;
    options.strategy = strategy;
    options.batchSize = batch;
    options.epsilon = epsilon;
    options.pendingAsObserved = pendingAsObserved;
    options.expert.gaussianVariance = 0.7; // the d-optimal design's σ²
    const PairList expected =
        referenceSelection(n, asked, pending, mean, covariance, delta, options);
    // The lazy pool's size changes the cost, never the choice: a pool of one pair leaves
    // most picks to the exact scan, the automatic one (0) decides them itself.
    for (const int pool : {0, 1, 3, 50}) {
        options.candidatePool = pool;
        const auto result =
            selectPairs({n, asked, pending}, options, PosteriorView{mean, covariance, delta});
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
        QVERIFY2(result->pairs == expected,
                 qPrintable(QStringLiteral("pool %1: got %2, expected %3")
                                .arg(pool)
                                .arg(describe(result->pairs), describe(expected))));
    }
}

void PairSelectionTest::allTiesPickTheSmallestKeyThenTheUpdateBreaksThem_data() {
    QTest::addColumn<SelectionStrategy>("strategy");
    for (const SelectionStrategy strategy : kInformativeStrategies) {
        QTest::addRow("%s", selectionStrategyName(strategy).c_str()) << strategy;
    }
}

void PairSelectionTest::allTiesPickTheSmallestKeyThenTheUpdateBreaksThem() {
    QFETCH(SelectionStrategy, strategy);
    constexpr int n = 6;
    const Vector mean = Vector::Zero(n);
    const Matrix covariance = Matrix::Identity(n, n);
    SelectionOptions options;
    options.strategy = strategy;
    options.batchSize = 8;
    const auto result = selectPairs({n, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs.size(), std::size_t{8});
    QCOMPARE(result->pairs.front(), (OrderedPair{0, 1}));
    const PairList expected = referenceSelection(n, {}, {}, mean, covariance, 0.0, options);
    QVERIFY2(result->pairs == expected,
             qPrintable(QStringLiteral("got %1, expected %2")
                            .arg(describe(result->pairs), describe(expected))));
    if (strategy == SelectionStrategy::Variance || strategy == SelectionStrategy::DOptimal) {
        // Observing (0, 1) lowers the variance of every pair touching 0 or 1.
        QCOMPARE(result->pairs[1], (OrderedPair{2, 3}));
    }
}

void PairSelectionTest::neverProposesExcludedPairsOrAPairAndItsReverse_data() {
    QTest::addColumn<SelectionStrategy>("strategy");
    QTest::addColumn<int>("candidateCount");
    QTest::addColumn<int>("askedCount");
    QTest::addColumn<int>("batchSize");
    for (const SelectionStrategy strategy : kAllStrategies) {
        const std::string name = selectionStrategyName(strategy);
        QTest::addRow("%s small crowded", name.c_str()) << strategy << 5 << 14 << 6;
        QTest::addRow("%s medium", name.c_str()) << strategy << 40 << 200 << 25;
        QTest::addRow("%s nearly exhausted", name.c_str()) << strategy << 8 << 200 << 30;
    }
}

void PairSelectionTest::neverProposesExcludedPairsOrAPairAndItsReverse() {
    QFETCH(SelectionStrategy, strategy);
    QFETCH(int, candidateCount);
    QFETCH(int, askedCount);
    QFETCH(int, batchSize);
    Random random(static_cast<std::uint64_t>(candidateCount * 1000 + askedCount));
    const PairList asked = randomPairs(candidateCount, askedCount, random);
    const PairList pending = randomPairs(candidateCount, askedCount / 10, random);
    Vector mean(candidateCount);
    for (int index = 0; index < candidateCount; ++index) {
        mean[index] = random.normal();
    }
    const Matrix covariance = randomCovariance(candidateCount, random);
    SelectionOptions options;
    options.strategy = strategy;
    options.batchSize = batchSize;
    const auto result =
        runSelection({candidateCount, asked, pending}, options, mean, covariance, 0.1);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    std::set<std::pair<int, int>> excluded;
    for (const OrderedPair& pair : asked) {
        excluded.insert({pair.a, pair.b});
    }
    for (const OrderedPair& pair : pending) {
        excluded.insert({pair.a, pair.b});
    }
    const auto eligibleBefore = static_cast<std::int64_t>(candidateCount) * (candidateCount - 1) -
                                static_cast<std::int64_t>(excluded.size());
    QCOMPARE(result->eligibleBefore, eligibleBefore);
    std::set<std::pair<int, int>> proposed;
    for (const OrderedPair& pair : result->pairs) {
        QVERIFY(pair.a >= 0 && pair.a < candidateCount && pair.b >= 0 && pair.b < candidateCount);
        QVERIFY(pair.a != pair.b);
        QVERIFY2(!excluded.count({pair.a, pair.b}), qPrintable(describe({pair})));
        QVERIFY2(proposed.insert({pair.a, pair.b}).second, "proposed twice");
        if (strategy != SelectionStrategy::Symmetric) {
            QVERIFY2(!proposed.count({pair.b, pair.a}), "a pair and its reverse in one batch");
        }
        if (strategy == SelectionStrategy::NoRepeat) {
            QVERIFY(!excluded.count({pair.b, pair.a}));
        }
    }
    QVERIFY(static_cast<int>(result->pairs.size()) <= batchSize);
    QCOMPARE(result->exhausted, static_cast<int>(result->pairs.size()) < batchSize);
}

void PairSelectionTest::variancePicksTheLargestPairVariance() {
    constexpr int n = 5;
    Matrix covariance = Matrix::Identity(n, n);
    covariance(3, 3) = 4.0;
    covariance(2, 2) = 3.0;
    covariance(2, 3) = covariance(3, 2) = 0.5; // V_23 = 6, V_3j = 5, V_2j = 4
    SelectionOptions options;
    options.strategy = SelectionStrategy::Variance;
    const Vector mean = Vector::LinSpaced(n, 0.0, 1.0);
    auto result = selectPairs({n, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs, (PairList{{2, 3}}));
    const PairList asked{{2, 3}};
    result = selectPairs({n, asked, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs, (PairList{{3, 2}})); // the other order of the same best pair
    const PairList askedBoth{{2, 3}, {3, 2}};
    result = selectPairs({n, askedBoth, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs, (PairList{{0, 3}})); // V_3j = 5 ties for every j: smallest a·N + b
}

void PairSelectionTest::reorderPicksTheClosestMeansAmongEqualVariances() {
    constexpr int n = 5;
    Vector mean(n);
    mean << 7.0, 0.0, 3.5, 1.0, 3.0;
    const Matrix covariance = Matrix::Identity(n, n);
    for (const SelectionStrategy strategy :
         {SelectionStrategy::Reorder, SelectionStrategy::Epsilon}) {
        SelectionOptions options;
        options.strategy = strategy;
        const auto result = selectPairs({n, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
        QVERIFY(result.ok());
        QCOMPARE(result->pairs, (PairList{{2, 4}}));
    }
}

void PairSelectionTest::reorderPrefersEqualMeans() {
    constexpr int n = 4;
    Vector mean(n);
    mean << 0.0, 1.0, 1.0, 2.0;
    Matrix covariance = Matrix::Identity(n, n) * 0.01; // certain, yet equal means are a coin flip
    covariance(0, 0) = covariance(3, 3) = 100.0;
    SelectionOptions options;
    options.strategy = SelectionStrategy::Reorder;
    const auto result = selectPairs({n, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs, (PairList{{1, 2}}));
}

void PairSelectionTest::strategyDispatchUsesTheFitOrElseThePrior() {
    constexpr int n = 4;
    const std::vector<OrderedPair> asked{{0, 1}, {1, 0}};
    const SelectionState state{n, asked, {}};
    SelectionOptions options;
    options.strategy = SelectionStrategy::Reorder;
    Random random(7);

    // With a fit: its means decide — candidates 2 and 3 are the only near-tie.
    Vector mean(n);
    mean << -3.0, 3.0, 0.0, 0.1;
    const Matrix covariance = Matrix::Identity(n, n);
    const auto fitted = selectWithStrategy(
        state, options, StrategyInputs{random, 1.0, PosteriorView{mean, covariance, 0.0}, 0.0, {}});
    QVERIFY(fitted.ok());
    QCOMPARE(fitted->pairs, (PairList{{2, 3}}));

    // Before a fit: the prior N(0, σ0² I) makes every pair a tie, so the smallest
    // a·N + b among the pairs not asked wins: (0, 2).
    const auto prior = selectWithStrategy(state, options, StrategyInputs{random, 2.0, {}, 0.0, {}});
    QVERIFY(prior.ok());
    QCOMPARE(prior->pairs, (PairList{{0, 2}}));

    // d-optimal ignores any fit: the design of the pairs asked makes the candidates
    // never compared (2, 3) the most informative pair.
    options.strategy = SelectionStrategy::DOptimal;
    const auto design = selectWithStrategy(
        state, options, StrategyInputs{random, 1.0, PosteriorView{mean, covariance, 0.0}, 0.0, {}});
    QVERIFY(design.ok());
    QCOMPARE(design->pairs, (PairList{{2, 3}}));

    // The random strategies draw from the stream given: the same seed, the same pairs.
    options.strategy = SelectionStrategy::NoRepeat;
    options.batchSize = 3;
    Random first(11);
    Random second(11);
    const auto a = selectWithStrategy(state, options, StrategyInputs{first, 1.0, {}, 0.0, {}});
    const auto b = selectWithStrategy(state, options, StrategyInputs{second, 1.0, {}, 0.0, {}});
    QVERIFY(a.ok() && b.ok());
    QCOMPARE(a->pairs.size(), std::size_t{3});
    QCOMPARE(a->pairs, b->pairs);
    for (const OrderedPair& pair : a->pairs) {
        QVERIFY(!(pair.a == 0 && pair.b == 1) && !(pair.a == 1 && pair.b == 0));
    }
}

void PairSelectionTest::batchUpdateKeepsTheBatchDiverse() {
    constexpr int n = 20;
    constexpr int uncertain = 7;
    Matrix covariance = Matrix::Identity(n, n);
    covariance(uncertain, uncertain) = 11.0;
    const Vector mean = Vector::Zero(n);
    SelectionOptions options;
    options.strategy = SelectionStrategy::DOptimal;
    options.expert.gaussianVariance = 0.1;
    options.batchSize = 5;
    const auto result = selectPairs({n, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs.size(), std::size_t{5});
    // Without the update the five best pairs all involve the uncertain candidate.
    std::vector<std::pair<double, int>> scores;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a < b) {
                scores.push_back(
                    {-(covariance(a, a) + covariance(b, b) - 2 * covariance(a, b)), a * n + b});
            }
        }
    }
    std::sort(scores.begin(), scores.end());
    for (int rank = 0; rank < 5; ++rank) {
        const int key = scores[static_cast<std::size_t>(rank)].second;
        QVERIFY(key / n == uncertain || key % n == uncertain);
    }
    std::map<int, int> appearances;
    for (const OrderedPair& pair : result->pairs) {
        ++appearances[pair.a];
        ++appearances[pair.b];
    }
    QVERIFY2(appearances[uncertain] <= 2, qPrintable(describe(result->pairs)));
    QVERIFY(appearances.size() >= 8);
}

void PairSelectionTest::rankVariancePrefersAnUncertainPlaceOverASettledTie() {
    // Candidates 0 and 1 tie in mean but their places are settled (tiny variances);
    // candidate 2 sits among 0, 1, 3, 4 with a large variance. Probability of reordering
    // asks the tie (0, 1); rank-variance asks about candidate 2.
    Vector mean(6);
    mean << 0.0, 0.0, 0.05, 0.1, -0.1, 3.0;
    Vector variances(6);
    variances << 0.001, 0.001, 1.0, 0.01, 0.01, 0.01;
    const Matrix covariance = variances.asDiagonal();
    SelectionOptions options;
    options.strategy = SelectionStrategy::Reorder;
    const auto reorder = selectPairs({6, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QCOMPARE(reorder->pairs.front(), (OrderedPair{0, 1}));
    options.strategy = SelectionStrategy::RankVariance;
    const auto rankVariance =
        selectPairs({6, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(rankVariance.ok());
    const OrderedPair chosen = rankVariance->pairs.front();
    QVERIFY2(chosen.a == 2 || chosen.b == 2, qPrintable(describe({chosen})));
}

void PairSelectionTest::rankVarianceBatchAtThePriorIsAMatching() {
    // At the prior every pair ties; once (0, 1) is observed, pairs touching 0 or 1 gain
    // less, so the batch pairs up fresh candidates: (0, 1), (2, 3), (4, 5), (6, 7).
    constexpr int n = 8;
    SelectionOptions options;
    options.strategy = SelectionStrategy::RankVariance;
    options.batchSize = 4;
    const Vector mean = Vector::Zero(n);
    const Matrix covariance = Matrix::Identity(n, n);
    const auto result = selectPairs({n, {}, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    const PairList expected{{0, 1}, {2, 3}, {4, 5}, {6, 7}};
    QVERIFY2(result->pairs == expected, qPrintable(describe(result->pairs)));
}

void PairSelectionTest::rankVarianceLooksBeyondAskedNeighbours() {
    // 60 candidates in increasing order of mean; every pair within 25 places is asked in
    // both orders, so only distant pairs remain: they are proposed, not "exhausted".
    constexpr int n = 60;
    Vector mean(n);
    for (int i = 0; i < n; ++i) {
        mean[i] = 0.02 * i;
    }
    PairList asked;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a != b && std::abs(a - b) <= 25) {
                asked.push_back({a, b});
            }
        }
    }
    SelectionOptions options;
    options.strategy = SelectionStrategy::RankVariance;
    options.batchSize = 3;
    const Matrix covariance = 0.5 * Matrix::Identity(n, n);
    const auto result = selectPairs({n, asked, {}}, options, PosteriorView{mean, covariance, 0.0});
    QVERIFY(result.ok());
    QCOMPARE(result->pairs.size(), std::size_t{3});
    QVERIFY(!result->exhausted);
    for (const OrderedPair& pair : result->pairs) {
        QVERIFY(std::abs(pair.a - pair.b) > 25);
    }
}

void PairSelectionTest::dOptimalMaximisesTheDeterminantGain() {
    constexpr int n = 6;
    constexpr double comparisonVariance = 0.5;
    constexpr double priorVariance = 2.0;
    Random random(11);
    const PairList asked = randomPairs(n, 5, random);
    const auto design = gaussianDesignCovariance(n, asked, comparisonVariance, priorVariance);
    QVERIFY(design.ok());
    SelectionOptions options;
    options.strategy = SelectionStrategy::DOptimal;
    options.expert.gaussianVariance = comparisonVariance;
    options.batchSize = 4;
    const Vector zeros = Vector::Zero(n);
    const auto result = selectPairs({n, asked, {}}, options, PosteriorView{zeros, *design, 0.0});
    QVERIFY(result.ok());
    // Greedy: each pick maximises det(precision + r rᵀ/σ²) given the earlier picks.
    Matrix precision = inverseOf(*design);
    std::set<std::pair<int, int>> taken;
    for (const OrderedPair& pair : asked) {
        taken.insert({pair.a, pair.b});
    }
    for (const OrderedPair& chosen : result->pairs) {
        const auto logDeterminantWith = [&](const OrderedPair& pair) {
            Matrix candidate = precision;
            addToPrecision(candidate, pair, 1.0 / comparisonVariance);
            return std::log(candidate.determinant());
        };
        const double chosenGain = logDeterminantWith(chosen);
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b < n; ++b) {
                if (a != b && !taken.count({a, b})) {
                    QVERIFY(logDeterminantWith({a, b}) <= chosenGain + 1e-9);
                }
            }
        }
        taken.insert({chosen.a, chosen.b});
        taken.insert({chosen.b, chosen.a});
        addToPrecision(precision, chosen, 1.0 / comparisonVariance);
    }
}

void PairSelectionTest::designCovarianceIsTheInverseDesignPrecision() {
    const PairList observed{{0, 1}, {1, 2}, {1, 2}, {3, 0}};
    const auto design = gaussianDesignCovariance(4, observed, 0.25, 3.0);
    QVERIFY(design.ok());
    Matrix precision = Matrix::Identity(4, 4) / 3.0;
    for (const OrderedPair& pair : observed) {
        addToPrecision(precision, pair, 4.0);
    }
    QVERIFY((*design * precision - Matrix::Identity(4, 4)).norm() < 1e-12);
    QVERIFY(!gaussianDesignCovariance(4, observed, 0.0, 1.0).ok());
    QVERIFY(!gaussianDesignCovariance(4, observed, 1.0, -1.0).ok());
    QVERIFY(!gaussianDesignCovariance(3, observed, 1.0, 1.0).ok()); // pair (3, 0) out of range
}

void PairSelectionTest::randomIsReproducibleAndUniform_data() {
    QTest::addColumn<int>("askedCount");
    QTest::newRow("rejection sampling") << 2;
    QTest::newRow("listed eligible pairs") << 60; // few eligible pairs left: the other path
}

void PairSelectionTest::randomIsReproducibleAndUniform() {
    QFETCH(int, askedCount);
    constexpr int n = 9;
    Random pairRandom(5);
    const PairList asked = randomPairs(n, askedCount, pairRandom);
    std::set<std::pair<int, int>> excluded;
    for (const OrderedPair& pair : asked) {
        excluded.insert({pair.a, pair.b});
    }
    SelectionOptions options;
    options.strategy = SelectionStrategy::Random;
    options.batchSize = 3;
    Random first(42);
    Random second(42);
    const auto one = selectPairs({n, asked, {}}, options, first);
    const auto two = selectPairs({n, asked, {}}, options, second);
    QVERIFY(one.ok() && two.ok());
    QCOMPARE(one->pairs, two->pairs);
    Random third(43);
    const auto three = selectPairs({n, asked, {}}, options, third);
    QVERIFY(three.ok());
    QVERIFY(three->pairs != one->pairs);

    // Single picks cover the eligible ordered pairs uniformly (chi-square).
    options.batchSize = 1;
    std::map<std::pair<int, int>, int> counts;
    Random random(7);
    constexpr int draws = 20000;
    for (int draw = 0; draw < draws; ++draw) {
        const auto result = selectPairs({n, asked, {}}, options, random);
        QVERIFY(result.ok());
        ++counts[{result->pairs.front().a, result->pairs.front().b}];
    }
    const int eligible = n * (n - 1) - static_cast<int>(excluded.size());
    QCOMPARE(static_cast<int>(counts.size()), eligible);
    const double expected = static_cast<double>(draws) / eligible;
    double chiSquare = 0.0;
    for (const auto& [pair, count] : counts) {
        QVERIFY(!excluded.count(pair));
        chiSquare += (count - expected) * (count - expected) / expected;
    }
    // Mean eligible − 1, standard deviation √(2 (eligible − 1)): six deviations is far out.
    const double degrees = eligible - 1.0;
    QVERIFY2(chiSquare < degrees + 6.0 * std::sqrt(2.0 * degrees),
             qPrintable(QString::number(chiSquare)));
}

void PairSelectionTest::noRepeatNeverAsksTheReverse() {
    constexpr int n = 6;
    const PairList asked{{0, 1}, {2, 3}};
    const PairList pending{{4, 5}};
    SelectionOptions options;
    options.strategy = SelectionStrategy::NoRepeat;
    options.batchSize = 100;
    Random random(9);
    const auto result = selectPairs({n, asked, pending}, options, random);
    QVERIFY(result.ok());
    // Each remaining unordered pair exactly once, in one order.
    QCOMPARE(static_cast<int>(result->pairs.size()), n * (n - 1) / 2 - 3);
    QVERIFY(result->exhausted);
    std::set<std::pair<int, int>> unordered;
    for (const OrderedPair& pair : result->pairs) {
        QVERIFY(unordered.insert({std::min(pair.a, pair.b), std::max(pair.a, pair.b)}).second);
    }
    QVERIFY(!unordered.count({0, 1}) && !unordered.count({2, 3}) && !unordered.count({4, 5}));
}

void PairSelectionTest::symmetricReturnsBothOrdersAndCompletesHalfAskedPairs() {
    constexpr int n = 6;
    SelectionOptions options;
    options.strategy = SelectionStrategy::Symmetric;
    options.batchSize = 6;
    Random random(3);
    auto result = selectPairs({n, {}, {}}, options, random);
    QVERIFY(result.ok());
    QCOMPARE(result->pairs.size(), std::size_t{6});
    for (std::size_t index = 0; index < 6; index += 2) {
        QCOMPARE(result->pairs[index + 1],
                 (OrderedPair{result->pairs[index].b, result->pairs[index].a}));
    }
    // A pair asked in one order is completed first; an odd last slot takes one order only.
    const PairList asked{{3, 1}};
    const PairList pending{{0, 5}, {5, 0}};
    options.batchSize = 4;
    result = selectPairs({n, asked, pending}, options, random);
    QVERIFY(result.ok());
    QCOMPARE(result->pairs.size(), std::size_t{4});
    QCOMPARE(result->pairs[0], (OrderedPair{1, 3}));
    QCOMPARE(result->pairs[2], (OrderedPair{result->pairs[1].b, result->pairs[1].a}));
    const OrderedPair single = result->pairs[3];
    const PairList askedAfter{{3, 1},           {0, 5},           {5, 0}, {1, 3},
                              result->pairs[1], result->pairs[2], single};
    options.batchSize = 1;
    const auto next = selectPairs({n, askedAfter, {}}, options, random);
    QVERIFY(next.ok());
    QCOMPARE(next->pairs, (PairList{{single.b, single.a}}));
}

void PairSelectionTest::fewerEligiblePairsThanTheBatchIsNotAnError_data() {
    QTest::addColumn<SelectionStrategy>("strategy");
    QTest::addColumn<int>("expectedCount");
    for (const SelectionStrategy strategy : kAllStrategies) {
        // Only (1, 2) and (2, 1) remain (neither asked, so no-repeat may ask one):
        // one pair, or both orders for symmetric.
        QTest::addRow("%s", selectionStrategyName(strategy).c_str())
            << strategy << (strategy == SelectionStrategy::Symmetric ? 2 : 1);
    }
}

void PairSelectionTest::fewerEligiblePairsThanTheBatchIsNotAnError() {
    QFETCH(SelectionStrategy, strategy);
    QFETCH(int, expectedCount);
    constexpr int n = 3;
    const PairList asked{{0, 1}, {1, 0}, {0, 2}};
    const PairList pending{{2, 0}};
    SelectionOptions options;
    options.strategy = strategy;
    options.batchSize = 5;
    const auto result =
        runSelection({n, asked, pending}, options, Vector::Zero(n), Matrix::Identity(n, n), 0.0);
    QVERIFY(result.ok());
    QCOMPARE(static_cast<int>(result->pairs.size()), expectedCount);
    QVERIFY(result->exhausted);
    QCOMPARE(result->eligibleBefore, std::int64_t{2});
    for (const OrderedPair& pair : result->pairs) {
        QVERIFY((pair == OrderedPair{1, 2}) || (pair == OrderedPair{2, 1}));
    }
    // Nothing eligible at all: an empty batch.
    const PairList everything{{0, 1}, {1, 0}, {0, 2}, {2, 0}, {1, 2}, {2, 1}};
    const auto empty =
        runSelection({n, everything, {}}, options, Vector::Zero(n), Matrix::Identity(n, n), 0.0);
    QVERIFY(empty.ok());
    QVERIFY(empty->pairs.empty());
    QVERIFY(empty->exhausted);
    // A single candidate has no pairs.
    const auto single =
        runSelection({1, {}, {}}, options, Vector::Zero(1), Matrix::Identity(1, 1), 0.0);
    QVERIFY(single.ok());
    QVERIFY(single->pairs.empty());
}

void PairSelectionTest::badInputIsRefusedWithANamedField_data() {
    QTest::addColumn<SelectionStrategy>("strategy");
    QTest::addColumn<int>("candidateCount");
    QTest::addColumn<int>("askedA");
    QTest::addColumn<int>("askedB");
    QTest::addColumn<int>("batchSize");
    QTest::addColumn<double>("epsilon");
    QTest::addColumn<int>("meanLength");
    QTest::addColumn<double>("meanValue");
    QTest::addColumn<int>("covarianceSize");
    QTest::addColumn<QString>("messagePart");
    const auto reorder = SelectionStrategy::Reorder;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("asked a out of range") << reorder << 4 << 4 << 1 << 1 << 0.5 << 4 << 0.0 << 4
                                          << QStringLiteral("asked pair 0: a = 4");
    QTest::newRow("asked b negative") << reorder << 4 << 0 << -1 << 1 << 0.5 << 4 << 0.0 << 4
                                      << QStringLiteral("asked pair 0: b = -1");
    QTest::newRow("asked a equals b")
        << reorder << 4 << 2 << 2 << 1 << 0.5 << 4 << 0.0 << 4 << QStringLiteral("both 2");
    QTest::newRow("no candidates")
        << reorder << 0 << 0 << 1 << 1 << 0.5 << 0 << 0.0 << 0 << QStringLiteral("candidate count");
    QTest::newRow("batch 0") << reorder << 4 << 0 << 1 << 0 << 0.5 << 4 << 0.0 << 4
                             << QStringLiteral("batch size");
    QTest::newRow("random batch 0") << SelectionStrategy::Random << 4 << 0 << 1 << 0 << 0.5 << 4
                                    << 0.0 << 4 << QStringLiteral("batch size");
    QTest::newRow("negative epsilon") << SelectionStrategy::Epsilon << 4 << 0 << 1 << 1 << -0.5 << 4
                                      << 0.0 << 4 << QStringLiteral("epsilon");
    QTest::newRow("NaN epsilon") << SelectionStrategy::Epsilon << 4 << 0 << 1 << 1 << nan << 4
                                 << 0.0 << 4 << QStringLiteral("epsilon");
    QTest::newRow("mean too short") << reorder << 4 << 0 << 1 << 1 << 0.5 << 3 << 0.0 << 4
                                    << QStringLiteral("mean has length 3");
    QTest::newRow("mean NaN") << reorder << 4 << 0 << 1 << 1 << 0.5 << 4 << nan << 4
                              << QStringLiteral("mean[0]");
    QTest::newRow("covariance wrong size") << reorder << 4 << 0 << 1 << 1 << 0.5 << 4 << 0.0 << 5
                                           << QStringLiteral("covariance is 5x5");
}

void PairSelectionTest::badInputIsRefusedWithANamedField() {
    QFETCH(SelectionStrategy, strategy);
    QFETCH(int, candidateCount);
    QFETCH(int, askedA);
    QFETCH(int, askedB);
    QFETCH(int, batchSize);
    QFETCH(double, epsilon);
    QFETCH(int, meanLength);
    QFETCH(double, meanValue);
    QFETCH(int, covarianceSize);
    QFETCH(QString, messagePart);
    const PairList asked{{askedA, askedB}};
    SelectionOptions options;
    options.strategy = strategy;
    options.batchSize = batchSize;
    options.epsilon = epsilon;
    const Vector mean = Vector::Constant(meanLength, meanValue);
    const Matrix covariance = Matrix::Identity(covarianceSize, covarianceSize);
    const auto result = runSelection({candidateCount, asked, {}}, options, mean, covariance, 0.0);
    QVERIFY(!result.ok());
    QVERIFY2(QString::fromStdString(result.error().message).contains(messagePart),
             result.error().message.c_str());
    // The two entry points refuse each other's strategies.
    Random random(1);
    options = {};
    options.strategy = SelectionStrategy::Variance;
    QVERIFY(!selectPairs({4, {}, {}}, options, random).ok());
    options.strategy = SelectionStrategy::Random;
    const Vector zeros = Vector::Zero(4);
    const Matrix identity = Matrix::Identity(4, 4);
    QVERIFY(!selectPairs({4, {}, {}}, options, PosteriorView{zeros, identity, 0.0}).ok());
}

QTEST_APPLESS_MAIN(PairSelectionTest)
#include "test_pair_selection.moc"
