// A run's model forgets a comparison taken out again (a human label undone): after
// remove() and refresh() its scores, covariance and entropy are those of a model that
// never saw the comparison — on the exact path, the incremental posterior and a large
// pool's sparse fit.
#include "core/run/context_model.h"
#include "core/run/context_state.h"
#include "core/stats/random.h"
#include "pool_context_setup.h"

#include <QTest>

#include <cmath>
#include <memory>
#include <vector>

using namespace pairrank;
using namespace pairrank::run;

class ContextModelTest : public QObject {
    Q_OBJECT

private slots:
    void aRemovedComparisonIsForgotten_data();
    void aRemovedComparisonIsForgotten();
    void removingWhatWasNeverAddedChangesNothing();
    void aLargePoolStopsOnItsEstimatedEntropy();
};

namespace {

analysis::ModelChoice bradleyTerry(analysis::HomeAdvantageSetting homeAdvantage) {
    auto choice = analysis::ModelChoice::from(QStringLiteral("poe-bt"), homeAdvantage, 1.0);
    if (!choice) {
        qFatal("poe-bt: %s", qPrintable(choice.error().toString()));
    }
    return *choice;
}

// Random pairs with probabilities from hidden scores, as a judge would give them.
std::vector<stats::Comparison> judged(int candidates, int count, std::uint64_t seed) {
    stats::Random random(seed);
    std::vector<double> truth(static_cast<std::size_t>(candidates));
    for (double& score : truth) {
        score = random.normal();
    }
    std::vector<stats::Comparison> comparisons;
    while (static_cast<int>(comparisons.size()) < count) {
        const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(candidates)));
        const int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(candidates)));
        if (a != b) {
            const double d =
                truth[static_cast<std::size_t>(a)] - truth[static_cast<std::size_t>(b)];
            comparisons.push_back({a, b, 1.0 / (1.0 + std::exp(-d - 0.3)), 1.0});
        }
    }
    return comparisons;
}

} // namespace

void ContextModelTest::aRemovedComparisonIsForgotten_data() {
    QTest::addColumn<int>("candidates");
    QTest::addColumn<int>("homeAdvantage");
    QTest::newRow("exact") << 12 << int(analysis::HomeAdvantageSetting::None);
    QTest::newRow("incremental") << 90 << int(analysis::HomeAdvantageSetting::None);
    QTest::newRow("incremental, δ from the mean")
        << 90 << int(analysis::HomeAdvantageSetting::FixedFromMean);
    QTest::newRow("large pool") << kLargePoolAboveCandidates + 200
                                << int(analysis::HomeAdvantageSetting::None);
}

void ContextModelTest::aRemovedComparisonIsForgotten() {
    QFETCH(int, candidates);
    QFETCH(int, homeAdvantage);
    const auto choice = bradleyTerry(static_cast<analysis::HomeAdvantageSetting>(homeAdvantage));
    const std::vector<stats::Comparison> comparisons = judged(candidates, 6 * candidates, 17);
    // Two human-label experts of one pair, far from what the judge says.
    const stats::Comparison labelA{0, 1, 1.0 - 1e-6, 1.5};
    const stats::Comparison labelB{1, 0, 1e-6, 1.5};

    ContextModel forgetting(choice, candidates);
    ContextModel never(choice, candidates);
    const std::size_t half = comparisons.size() / 2;
    for (std::size_t k = 0; k < half; ++k) {
        forgetting.add(comparisons[k]);
        never.add(comparisons[k]);
    }
    forgetting.add(labelA);
    forgetting.add(labelB);
    QVERIFY(forgetting.refresh().ok());
    const stats::Vector withLabel = forgetting.scores();
    for (std::size_t k = half; k < comparisons.size(); ++k) {
        forgetting.add(comparisons[k]);
        never.add(comparisons[k]);
    }
    QVERIFY(forgetting.refresh().ok());
    QVERIFY(forgetting.isCurrent());
    QVERIFY(forgetting.remove(labelB));
    QVERIFY(forgetting.remove(labelA));
    QVERIFY(!forgetting.isCurrent());
    QVERIFY(forgetting.refresh().ok());
    QVERIFY(never.refresh().ok());

    QCOMPARE(forgetting.comparisons().size(), comparisons.size());
    const stats::Vector& scores = forgetting.scores();
    const stats::Vector& expected = never.scores();
    // The label moved the pair's scores; without it they are the never-labelled fit's.
    QVERIFY(withLabel[0] - withLabel[1] > expected[0] - expected[1] + 0.05);
    const double difference = (scores - expected).cwiseAbs().maxCoeff();
    QVERIFY2(difference < 1e-6, qPrintable(QString::number(difference)));
    QCOMPARE(forgetting.homeAdvantage(), never.homeAdvantage());
    if (never.covariance()) {
        QVERIFY(forgetting.covariance());
        const double covarianceDifference =
            (*forgetting.covariance() - *never.covariance()).cwiseAbs().maxCoeff();
        QVERIFY2(covarianceDifference < 1e-6, qPrintable(QString::number(covarianceDifference)));
        QVERIFY(forgetting.entropy().has_value());
        QVERIFY(std::abs(*forgetting.entropy() - *never.entropy()) < 1e-6);
    }
}

void ContextModelTest::removingWhatWasNeverAddedChangesNothing() {
    const auto choice = bradleyTerry(analysis::HomeAdvantageSetting::None);
    ContextModel model(choice, 8);
    const std::vector<stats::Comparison> comparisons = judged(8, 30, 3);
    for (const stats::Comparison& comparison : comparisons) {
        model.add(comparison);
    }
    QVERIFY(model.refresh().ok());
    stats::Comparison other = comparisons.front();
    other.weight = 2.0; // a label's expert differs from the judge's in a field
    QVERIFY(!model.remove(other));
    QVERIFY(model.isCurrent());
    QCOMPARE(model.comparisons().size(), comparisons.size());
}

// A large pool keeps no covariance, so its entropy is estimated when the stopping rule
// asks for it: the rule fires once the estimate is below the threshold, not before, and
// the model then reports the estimate (the live ranking shows it).
void ContextModelTest::aLargePoolStopsOnItsEstimatedEntropy() {
    const int candidates = kLargePoolAboveCandidates + 100;
    const auto choice = bradleyTerry(analysis::HomeAdvantageSetting::None);
    const std::vector<stats::Comparison> comparisons = judged(candidates, 2 * candidates, 23);
    const auto contextWithRule = [&](double threshold) {
        SelectionPolicy policy;
        policy.stopping.kind = StoppingRuleKind::EntropyBelow;
        policy.stopping.threshold = threshold;
        auto context = std::make_unique<ContextState>(
            testing::poolContextSetup(candidates, 100 * candidates), choice, policy);
        for (const stats::Comparison& comparison : comparisons) {
            context->recordAnswer({comparison.a, comparison.b}, comparison.p);
        }
        return context;
    };
    // The prior alone, N(0, I): entropy N/2 ln(2πe) ≈ 1.419 N; comparisons lower it.
    const double priorEntropy = 0.5 * candidates * std::log(2.0 * M_PI * std::exp(1.0));
    auto above = contextWithRule(priorEntropy);
    QVERIFY(above->refresh().ok());
    QVERIFY(above->model().usesLargePool());
    QVERIFY(above->isStopped());
    QVERIFY2(above->stopReason().contains(QStringLiteral("entropy")),
             qPrintable(above->stopReason()));
    const std::optional<double> estimate = above->model().entropy();
    QVERIFY(estimate.has_value());
    QVERIFY2(*estimate<priorEntropy&& * estimate> 0.5 * priorEntropy,
             qPrintable(QString::number(*estimate)));
    auto below = contextWithRule(*estimate - 50.0);
    QVERIFY(below->refresh().ok());
    QVERIFY(!below->isStopped());
}

QTEST_GUILESS_MAIN(ContextModelTest)
#include "test_context_model.moc"
