// Batch selection without a copy of Σ (batch_covariance.h): the pair variances of the
// low-rank form Σ − W Wᵀ against dense Sherman–Morrison updates (also once W has grown
// beyond the updates expected), and whole batches — with and without pending pairs and
// with massive ties (where the column bounds prune nothing) — against the brute-force
// reference of pair_selection_reference.h.
#include "core/stats/batch_covariance.h"
#include "core/stats/pair_selection.h"
#include "core/stats/posterior.h"
#include "core/stats/sherman_morrison.h"
#include "pair_selection_reference.h"

#include <QTest>

#include <cmath>

using namespace pairrank::stats;
using namespace pairrank::stats::testing;

Q_DECLARE_METATYPE(pairrank::stats::SelectionStrategy)

class BatchCovarianceTest : public QObject {
    Q_OBJECT

private slots:
    void lowRankPairVariancesEqualDenseUpdates();
    void refusesWhatAddPairPrecisionRefuses();
    void batchesMatchTheBruteForceReference_data();
    void batchesMatchTheBruteForceReference();
};

void BatchCovarianceTest::lowRankPairVariancesEqualDenseUpdates() {
    constexpr int n = 48;
    Random random(11);
    const Matrix covariance = randomCovariance(n, random);
    Matrix dense = covariance;
    // Sized for 12 updates: the 13th makes W grow, and the low-rank form still holds.
    detail::BatchCovariance batch(covariance, 12);
    Eigen::ArrayXd reduction;
    for (int update = 0; update < 20; ++update) {
        const PairList pair = randomPairs(n, 1, random);
        const double precision = 0.05 + random.uniform();
        QVERIFY(addPairPrecision(dense, pair[0].a, pair[0].b, precision).ok());
        QVERIFY(batch.addPairPrecision(pair[0].a, pair[0].b, precision).ok());
        QCOMPARE(batch.rank(), update + 1);
        double largestError = 0.0;
        for (int high = 1; high < n; ++high) {
            batch.varianceReduction(high, reduction);
            for (int low = 0; low < high; ++low) {
                const double lowRank = pairVariance(covariance, low, high) - reduction[low];
                largestError =
                    std::max(largestError, std::abs(lowRank - pairVariance(dense, low, high)));
            }
        }
        QVERIFY2(largestError < 1e-12, qPrintable(QString::number(largestError)));
    }
}

void BatchCovarianceTest::refusesWhatAddPairPrecisionRefuses() {
    const Matrix covariance = Matrix::Identity(5, 5);
    detail::BatchCovariance batch(covariance, 4);
    QVERIFY(!batch.addPairPrecision(2, 2, 1.0).ok());
    QVERIFY(!batch.addPairPrecision(0, 5, 1.0).ok());
    QVERIFY(!batch.addPairPrecision(0, 1, -1.0).ok());
    QVERIFY(!batch.addPairPrecision(0, 1, std::nan("")).ok());
    QVERIFY(batch.isUnchanged());
}

void BatchCovarianceTest::batchesMatchTheBruteForceReference_data() {
    QTest::addColumn<SelectionStrategy>("strategy");
    QTest::addColumn<int>("batchSize");
    QTest::addColumn<int>("pendingCount");
    QTest::addColumn<bool>("identity"); // Σ = I and μ = 0: every pair ties
    const SelectionStrategy strategies[] = {
        SelectionStrategy::DOptimal, SelectionStrategy::MinimumUncertainty,
        SelectionStrategy::Variance, SelectionStrategy::Reorder, SelectionStrategy::Epsilon};
    for (const SelectionStrategy strategy : strategies) {
        const std::string name = selectionStrategyName(strategy);
        // N = 40.
        QTest::addRow("%s batch of 8", name.c_str()) << strategy << 8 << 0 << false;
        QTest::addRow("%s batch of 14 with 4 pending", name.c_str())
            << strategy << 14 << 4 << false;
        QTest::addRow("%s all ties", name.c_str()) << strategy << 9 << 0 << true;
    }
}

void BatchCovarianceTest::batchesMatchTheBruteForceReference() {
    QFETCH(SelectionStrategy, strategy);
    QFETCH(int, batchSize);
    QFETCH(int, pendingCount);
    QFETCH(bool, identity);
    constexpr int n = 40;
    constexpr double delta = 0.2;
    Random random(static_cast<std::uint64_t>(batchSize * 31 + pendingCount));
    Vector mean = Vector::Zero(n);
    Matrix covariance = Matrix::Identity(n, n);
    PairList asked;
    if (!identity) {
        for (int index = 0; index < n; ++index) {
            mean[index] = random.normal();
        }
        covariance = randomCovariance(n, random);
        asked = randomPairs(n, 60, random);
    }
    const PairList pending = randomPairs(n, pendingCount, random);
    SelectionOptions options;
    options.strategy = strategy;
    options.batchSize = batchSize;
    options.expert.gaussianVariance = 0.7; // the d-optimal design's σ²
    const auto result = selectPairs({n, asked, pending}, options,
                                    PosteriorView{mean, covariance, identity ? 0.0 : delta});
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    const PairList expected =
        referenceSelection(n, asked, pending, mean, covariance, identity ? 0.0 : delta, options);
    QVERIFY2(result->pairs == expected,
             qPrintable(QStringLiteral("got %1, expected %2")
                            .arg(describe(result->pairs), describe(expected))));
}

QTEST_APPLESS_MAIN(BatchCovarianceTest)
#include "test_batch_covariance.moc"
