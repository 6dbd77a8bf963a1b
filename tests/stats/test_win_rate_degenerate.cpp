// Degenerate inputs to the win-rate estimators: no human
// labels, all labels one class, q0 + q1 ≤ 1, a single item, NaN and malformed
// data give a clear error or a documented, finite result — never a silent NaN.
#include "core/stats/bwrs.h"
#include "core/stats/dawid_skene.h"
#include "core/stats/win_rate_observed.h"

#include <QTest>

#include <cmath>

using namespace pairrank::stats;

namespace {

WinRateData makeData(std::vector<Label> human, std::vector<Label> judge) {
    WinRateData data;
    data.evaluatorNames = {"judge"};
    data.humanLabels = std::move(human);
    data.judgeLabels = std::move(judge);
    return data;
}

bool contains(const std::string& message, const char* text) {
    return message.find(text) != std::string::npos;
}

DawidSkeneOptions quickOptions() {
    DawidSkeneOptions options;
    options.draws = 500;
    options.warmup = 100;
    return options;
}

void verifyFinite(const DawidSkeneResult& result) {
    QVERIFY(std::isfinite(result.p.summary.mean) && std::isfinite(result.p.summary.mode));
    QVERIFY(std::isfinite(result.p.summary.interval.lower) &&
            std::isfinite(result.p.summary.interval.upper));
    QVERIFY(result.p.summary.mean >= 0.0 && result.p.summary.mean <= 1.0);
}

} // namespace

class WinRateDegenerateTest : public QObject {
    Q_OBJECT

private slots:
    void noHumanLabels();
    void allLabelsOneClass();
    void evaluatorNoBetterThanChance();
    void bwrsAdvisesWhenManyDrawsAreNoBetterThanChance();
    void singleItem();
    void evaluatorWithoutLabels();
    void nanAndMalformedInputs_data();
    void nanAndMalformedInputs();
};

void WinRateDegenerateTest::noHumanLabels() {
    const WinRateData data = makeData({-1, -1, -1, -1}, {0, 0, 1, 0});
    // BWRS: refused, naming what is missing.
    const Result<BwrsResult> bwrs =
        bayesianWinRateSampling(accuracyCounts(data, 0), judgeCounts(data, 0));
    QVERIFY(!bwrs.ok());
    QVERIFY(contains(bwrs.error().message, "q0 cannot be estimated"));
    // Dawid–Skene in-distribution: refused; no prior: a finite posterior.
    QVERIFY(!prepareDawidSkene(data, PriorSetting::InDistribution).ok());
    const PreparedDawidSkene none = *prepareDawidSkene(data, PriorSetting::None);
    const Result<DawidSkeneResult> result = fitDawidSkene(none.data, none.model, quickOptions());
    QVERIFY(result.ok());
    verifyFinite(*result);
    QCOMPARE(result->goldItems, 0);
    // Observed: fine.
    QCOMPARE(observedWinRate(judgeCounts(data, 0))->rate, 0.75);
}

void WinRateDegenerateTest::allLabelsOneClass() {
    // Judge always says G0; humans always say G0.
    const WinRateData data = makeData({0, 0, 0, -1, -1, -1}, {0, 0, 0, 0, 0, 0});
    const ObservedWinRate observed = *observedWinRate(judgeCounts(data, 0));
    QCOMPARE(observed.rate, 1.0);
    QCOMPARE(observed.posterior.mode, 1.0);
    QVERIFY(observed.posterior.interval.lower > 0.5 && observed.posterior.interval.upper <= 1.0);
    const Result<BwrsResult> bwrs =
        bayesianWinRateSampling(accuracyCounts(data, 0), judgeCounts(data, 0));
    QVERIFY(!bwrs.ok());
    QVERIFY(contains(bwrs.error().message, "prefers G1"));
    const PreparedDawidSkene prepared = *prepareDawidSkene(data, PriorSetting::InDistribution);
    const Result<DawidSkeneResult> result =
        fitDawidSkene(prepared.data, prepared.model, quickOptions());
    QVERIFY(result.ok());
    verifyFinite(*result);
    QVERIFY(result->p.summary.mean > 0.6);
    QVERIFY(!evaluatorAccuracy(accuracyCounts(data, 0))->q1.has_value());
}

void WinRateDegenerateTest::evaluatorNoBetterThanChance() {
    // q0 ≈ 0.3, q1 ≈ 0.4: q0 + q1 ≤ 1 (paper 004 eq. 14).
    const Result<BwrsResult> bwrs = bayesianWinRateSampling({100, 30, 100, 40}, {500, 200});
    QVERIFY(!bwrs.ok());
    QVERIFY(contains(bwrs.error().message, "eq. 14"));
    // The refusal says what to do instead.
    QVERIFY(contains(bwrs.error().message, "PPI++"));
    QVERIFY(contains(bwrs.error().message, "200 human-labelled items (100 for G0, 100 for G1)"));
    // Exactly at chance: q0 + q1 = 1 is refused too.
    QVERIFY(!bayesianWinRateSampling({98, 49, 98, 49}, {500, 250}).ok());
}

void WinRateDegenerateTest::bwrsAdvisesWhenManyDrawsAreNoBetterThanChance() {
    // 3 labels for G0 (2 right) and 2 for G1 (1 right): the means say better than chance,
    // but a large share of the draws do not — BWRS answers, and advises against itself.
    const AccuracyCounts few{3, 2, 2, 1};
    const Result<BwrsResult> shaky = bayesianWinRateSampling(few, {100, 60});
    QVERIFY(shaky.ok());
    QVERIFY(shaky->accuracySumAtMostOne > 0.01 * shaky->draws);
    QVERIFY(contains(bwrsAdvice(few, &*shaky), "PPI++"));
    // A judge right on 90% of 200 labelled items: no draw is in doubt, no advice.
    const AccuracyCounts many{100, 90, 100, 90};
    const Result<BwrsResult> solid = bayesianWinRateSampling(many, {500, 300});
    QVERIFY(solid.ok());
    QCOMPARE(solid->accuracySumAtMostOne, 0);
    QVERIFY(bwrsAdvice(many, &*solid).empty());
    // Without labels of one outcome the advice names the missing outcome's count.
    QVERIFY(contains(bwrsAdvice({4, 3, 0, 0}), "0 for G1"));
}

void WinRateDegenerateTest::singleItem() {
    const WinRateData data = makeData({0}, {0});
    QCOMPARE(observedWinRate(judgeCounts(data, 0))->rate, 1.0);
    QVERIFY(!bayesianWinRateSampling(accuracyCounts(data, 0), judgeCounts(data, 0)).ok());
    for (const PriorSetting setting : {PriorSetting::None, PriorSetting::InDistribution}) {
        const PreparedDawidSkene prepared = *prepareDawidSkene(data, setting);
        const Result<DawidSkeneResult> result =
            fitDawidSkene(prepared.data, prepared.model, quickOptions());
        QVERIFY(result.ok());
        verifyFinite(*result);
    }
}

void WinRateDegenerateTest::evaluatorWithoutLabels() {
    const WinRateData data = makeData({0, 1, -1}, {-1, -1, -1});
    const Result<ObservedWinRate> observed = observedWinRate(judgeCounts(data, 0));
    QVERIFY(!observed.ok());
    QVERIFY(contains(observed.error().message, "labelled no item"));
    const PreparedDawidSkene prepared = *prepareDawidSkene(data, PriorSetting::InDistribution);
    const Result<DawidSkeneResult> result =
        fitDawidSkene(prepared.data, prepared.model, quickOptions());
    QVERIFY(result.ok()); // p from the gold labels, q from its prior
    verifyFinite(*result);
}

void WinRateDegenerateTest::nanAndMalformedInputs_data() {
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NaN prior of p")
        << QStringLiteral("nan p prior") << QStringLiteral("prior of p");
    QTest::newRow("NaN prior of q1")
        << QStringLiteral("nan q1 prior") << QStringLiteral("prior of q1 of evaluator 'judge'");
    QTest::newRow("NaN level") << QStringLiteral("nan level") << QStringLiteral("level");
    QTest::newRow("label 2") << QStringLiteral("bad label") << QStringLiteral("item 1");
    QTest::newRow("size mismatch") << QStringLiteral("sizes") << QStringLiteral("judgeLabels");
    QTest::newRow("no items") << QStringLiteral("empty") << QStringLiteral("no items");
    QTest::newRow("wrong prior count")
        << QStringLiteral("priors") << QStringLiteral("priors for 2");
    QTest::newRow("zero draws") << QStringLiteral("draws") << QStringLiteral("draws");
}

void WinRateDegenerateTest::nanAndMalformedInputs() {
    QFETCH(QString, what);
    QFETCH(QString, expected);
    WinRateData data = makeData({0, 1, -1}, {0, 1, 0});
    DawidSkeneModel model;
    model.evaluators.assign(1, EvaluatorPrior{});
    DawidSkeneOptions options = quickOptions();
    if (what == QStringLiteral("nan p prior")) {
        model.p.alpha = NAN;
    } else if (what == QStringLiteral("nan q1 prior")) {
        model.evaluators[0].q1.beta = NAN;
    } else if (what == QStringLiteral("nan level")) {
        options.level = NAN;
    } else if (what == QStringLiteral("bad label")) {
        data.judgeLabels[1] = 2;
    } else if (what == QStringLiteral("sizes")) {
        data.judgeLabels.pop_back();
    } else if (what == QStringLiteral("empty")) {
        data = makeData({}, {});
    } else if (what == QStringLiteral("priors")) {
        model.evaluators.assign(2, EvaluatorPrior{});
    } else if (what == QStringLiteral("draws")) {
        options.draws = 0;
    }
    for (const bool itemByItem : {false, true}) {
        const Result<DawidSkeneDraws> result =
            itemByItem ? sampleDawidSkeneItemByItem(data, model, options)
                       : sampleDawidSkene(data, model, options);
        QVERIFY(!result.ok());
        QVERIFY2(QString::fromStdString(result.error().message).contains(expected),
                 result.error().message.c_str());
    }
    BwrsOptions bwrsOptions;
    bwrsOptions.level = NAN;
    QVERIFY(!bayesianWinRateSampling({10, 8, 10, 8}, {20, 10}, bwrsOptions).ok());
    QVERIFY(!observedWinRate({10, 11}).ok());
    QVERIFY(!evaluatorAccuracy({5, 6, 1, 0}).ok());
}

QTEST_GUILESS_MAIN(WinRateDegenerateTest)
#include "test_win_rate_degenerate.moc"
