// The multi-system win-rate report: matrix, ranking, accuracy table, the prior
// chosen per pair, the OOD source with the closest observed win rate, and which estimator
// the matrix comes from.
#include "core/stats/random.h"
#include "core/stats/win_rate_report.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace pairrank::stats;

namespace {

// Systems with latent strengths; the judge is right with probability 0.8.
SystemPairData simulatePair(const std::string& first, const std::string& second, double p,
                            int items, double humanFraction, std::uint64_t seed) {
    Random random(seed);
    SystemPairData pair{first, second, {}};
    pair.data.evaluatorNames = {"judge-a", "judge-b"};
    for (int i = 0; i < items; ++i) {
        const Label truth = random.bernoulli(p) ? kFirstPreferred : kSecondPreferred;
        pair.data.humanLabels.push_back(random.uniform() < humanFraction ? truth : kMissingLabel);
        for (const double accuracy : {0.85, 0.75}) {
            pair.data.judgeLabels.push_back(
                random.bernoulli(accuracy) ? truth : static_cast<Label>(1 - truth));
        }
    }
    return pair;
}

WinRateReportOptions quickOptions() {
    WinRateReportOptions options;
    options.bwrs.draws = 4000;
    options.dawidSkene.draws = 1000;
    options.dawidSkene.warmup = 200;
    return options;
}

} // namespace

class WinRateReportTest : public QObject {
    Q_OBJECT

private slots:
    void matrixRankingAndAccuracyTable();
    void oodPriorComesFromTheClosestPair();
    void badPairsAreErrors();
    void closestObservedWinRate();
    void theMatrixComesFromThePooledRegressionWhenItCanBeMade();
};

// With human labels and the automatic setting, every matrix cell, the ranking and the
// headline are the pooled regression's; a Dawid–Skene prior chosen explicitly, or too few
// labels, make them Dawid–Skene's, with the reason the pooled regression is missing.
void WinRateReportTest::theMatrixComesFromThePooledRegressionWhenItCanBeMade() {
    const std::vector<SystemPairData> pairs{simulatePair("strong", "middle", 0.75, 200, 0.2, 1),
                                            simulatePair("middle", "weak", 0.7, 200, 0.2, 2)};
    const auto expectMatrixFrom = [](const WinRateReport& report, auto meanOf) {
        for (std::size_t k = 0; k < report.pairs.size(); ++k) {
            const double mean = meanOf(k);
            const Estimate<WinRatePoint> headline = headlineSummary(report, k);
            QVERIFY(headline.value.has_value());
            QCOMPARE(headline.value->mean, mean);
            const auto index = [&](const std::string& system) {
                return static_cast<std::size_t>(
                    std::find(report.systems.begin(), report.systems.end(), system) -
                    report.systems.begin());
            };
            const std::size_t first = index(report.pairs[k].firstSystem);
            const std::size_t second = index(report.pairs[k].secondSystem);
            QCOMPARE(*report.winRate[first][second], mean);
            QCOMPARE(*report.winRate[second][first], 1.0 - mean);
        }
    };

    const Result<WinRateReport> automatic = buildWinRateReport(pairs, quickOptions());
    QVERIFY(automatic.ok());
    QCOMPARE(automatic->headlineSource, WinRateSource::PooledRegression);
    QVERIFY(automatic->pooledRegression.value.has_value());
    const PooledRegressionResult& pooled = *automatic->pooledRegression.value;
    QCOMPARE(pooled.pairs.size(), std::size_t{2});
    expectMatrixFrom(*automatic, [&](std::size_t k) { return pooled.pairs[k].mean; });
    // The pooled and the joint Dawid–Skene estimates are different numbers.
    QVERIFY(pooled.pairs[0].mean != automatic->pairs[0].dawidSkene.value->p.summary.mean);

    WinRateReportOptions chosen = quickOptions();
    chosen.prior = ReportPrior::InDistribution;
    const Result<WinRateReport> inDistribution = buildWinRateReport(pairs, chosen);
    QVERIFY(inDistribution.ok());
    QCOMPARE(inDistribution->headlineSource, WinRateSource::DawidSkene);
    QVERIFY(!inDistribution->pooledRegression.value);
    QVERIFY(inDistribution->pooledRegression.error.find("automatic") != std::string::npos);
    expectMatrixFrom(*inDistribution, [&](std::size_t k) {
        return inDistribution->pairs[k].dawidSkene.value->p.summary.mean;
    });

    std::vector<SystemPairData> unlabelled = pairs;
    for (SystemPairData& pair : unlabelled) {
        std::fill(pair.data.humanLabels.begin(), pair.data.humanLabels.end(), kMissingLabel);
    }
    const Result<WinRateReport> none = buildWinRateReport(unlabelled, quickOptions());
    QVERIFY(none.ok());
    QCOMPARE(none->headlineSource, WinRateSource::DawidSkene);
    QVERIFY(none->pooledRegression.error.find("at least 3") != std::string::npos);
    expectMatrixFrom(
        *none, [&](std::size_t k) { return none->pairs[k].dawidSkene.value->p.summary.mean; });
}

void WinRateReportTest::matrixRankingAndAccuracyTable() {
    const std::vector<SystemPairData> pairs{simulatePair("strong", "middle", 0.75, 400, 0.2, 1),
                                            simulatePair("middle", "weak", 0.7, 400, 0.2, 2),
                                            simulatePair("weak", "strong", 0.15, 400, 0.2, 3)};
    const Result<WinRateReport> report = buildWinRateReport(pairs, quickOptions());
    QVERIFY(report.ok());
    QCOMPARE(report->systems, (std::vector<std::string>{"strong", "middle", "weak"}));
    QCOMPARE(report->ranking, (std::vector<int>{0, 1, 2}));
    for (std::size_t i = 0; i < 3; ++i) {
        QVERIFY(!report->winRate[i][i].has_value());
        for (std::size_t j = 0; j < 3; ++j) {
            if (i != j) {
                QVERIFY(std::abs(*report->winRate[i][j] + *report->winRate[j][i] - 1.0) < 1e-12);
            }
        }
    }
    QVERIFY(std::abs(*report->winRate[0][1] - 0.75) < 0.07);
    for (const PairReport& pair : report->pairs) {
        QCOMPARE(pair.prior, PriorSetting::InDistribution);
        QVERIFY(pair.dawidSkene.value.has_value());
        QVERIFY(pair.evaluators[0].bwrs.value.has_value());
        QVERIFY(pair.evaluators[0].observed.value.has_value());
        QVERIFY(
            !pair.evaluators[0].dawidSkene.value.has_value()); // per-evaluator fits not requested
    }
    QCOMPARE(report->accuracyTable.size(), std::size_t{2});
    const EvaluatorAccuracy& first = report->accuracyTable[0].accuracy;
    QCOMPARE(first.counts.humanFirst + first.counts.humanSecond,
             report->pairs[0].human.labelled + report->pairs[1].human.labelled +
                 report->pairs[2].human.labelled);
    QVERIFY(std::abs(*first.overallAccuracy - 0.85) < 0.06);
}

void WinRateReportTest::oodPriorComesFromTheClosestPair() {
    // Pair 0 has no human labels; pair 2's observed win rate is closer to pair 0's than pair 1's.
    std::vector<SystemPairData> pairs{simulatePair("a", "b", 0.8, 300, 0.0, 4),
                                      simulatePair("c", "d", 0.2, 300, 0.5, 5),
                                      simulatePair("e", "f", 0.75, 300, 0.5, 6)};
    WinRateReportOptions options = quickOptions();
    options.perEvaluatorDawidSkene = true;
    const Result<WinRateReport> report = buildWinRateReport(pairs, options);
    QVERIFY(report.ok());
    const PairReport& unlabelled = report->pairs[0];
    QCOMPARE(unlabelled.prior, PriorSetting::OutOfDistribution);
    QCOMPARE(*unlabelled.evaluators[0].oodSourcePair, 2);
    QVERIFY(unlabelled.evaluators[0].bwrs.value.has_value());
    QVERIFY(unlabelled.evaluators[1].dawidSkene.value.has_value());
    // Prior 'none' everywhere: BWRS is not applicable and says why.
    options.prior = ReportPrior::None;
    const Result<WinRateReport> none = buildWinRateReport(pairs, options);
    QVERIFY(none.ok());
    QVERIFY(!none->pairs[1].evaluators[0].bwrs.value.has_value());
    QVERIFY(QString::fromStdString(none->pairs[1].evaluators[0].bwrs.error)
                .contains(QStringLiteral("none")));
    QCOMPARE(none->pairs[1].dawidSkene.value->goldItems, 0);
    // In-distribution forced on a pair without human labels: reported as an error.
    options.prior = ReportPrior::InDistribution;
    const Result<WinRateReport> forced = buildWinRateReport(pairs, options);
    QVERIFY(!forced->pairs[0].dawidSkene.value.has_value());
    QVERIFY(!forced->pairs[0].dawidSkene.error.empty());
    QVERIFY(!forced->winRate[0][1].has_value());
}

void WinRateReportTest::badPairsAreErrors() {
    QVERIFY(!buildWinRateReport({}, quickOptions()).ok());
    const std::vector<SystemPairData> self{simulatePair("a", "a", 0.5, 10, 0.5, 1)};
    QVERIFY(!buildWinRateReport(self, quickOptions()).ok());
    const std::vector<SystemPairData> duplicate{simulatePair("a", "b", 0.5, 10, 0.5, 1),
                                                simulatePair("b", "a", 0.5, 10, 0.5, 2)};
    const Result<WinRateReport> report = buildWinRateReport(duplicate, quickOptions());
    QVERIFY(!report.ok());
    QVERIFY(
        QString::fromStdString(report.error().message).contains(QStringLiteral("pairs 0 and 1")));
}

void WinRateReportTest::closestObservedWinRate() {
    const std::vector<std::optional<double>> candidates{std::nullopt, 0.875, 0.75, std::nullopt,
                                                        0.25};
    QCOMPARE(*pairrank::stats::closestObservedWinRate(0.7, candidates), std::size_t{2});
    QCOMPARE(*pairrank::stats::closestObservedWinRate(0.5, candidates),
             std::size_t{2}); // tie: the first
    QVERIFY(!pairrank::stats::closestObservedWinRate(0.5, std::vector<std::optional<double>>(3))
                 .has_value());
}

QTEST_GUILESS_MAIN(WinRateReportTest)
#include "test_win_rate_report.moc"
