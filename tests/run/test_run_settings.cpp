// RunSettings: the JSON stored with a run reads back equal, and every bad member
// is refused with a message naming it; budgets and stopping rules parse.
#include "core/run/run_settings.h"

#include <QJsonObject>
#include <QTest>

using namespace pairrank::run;
using namespace pairrank::analysis;

class RunSettingsTest : public QObject {
    Q_OBJECT

private slots:
    void jsonRoundTripKeepsEveryMember();
    void badMembersAreNamed_data();
    void badMembersAreNamed();
    void budgetParses_data();
    void budgetParses();
    void comparisonsForIsCappedByOrderedPairs();
    void stoppingRuleParses_data();
    void stoppingRuleParses();
    void sameRunIgnoresOnlyTheBudget();
};

namespace {
RunSettings filledSettings() {
    RunSettings settings;
    settings.criterion = QStringLiteral("coherence");
    settings.judgeConfig = QStringLiteral("sim");
    settings.model = QStringLiteral("poe-gaussian");
    settings.homeAdvantage = HomeAdvantageSetting::Fitted;
    settings.strategy = QStringLiteral("reorder");
    settings.epsilon = 0.25;
    settings.batchSize = 7;
    settings.batchesAhead = 2;
    settings.symmetric = true;
    settings.seed = 18446744073709551615ULL; // needs all 64 bits: stored as a string
    settings.context = 42;
    settings.maxContexts = 3;
    settings.budget.comparisonsPerCandidate.reset();
    settings.budget.comparisonsPerContext = 123;
    settings.budget.tokens = 1000;
    settings.budget.money = 2.5;
    settings.budget.wallSeconds = 60;
    settings.stopping = StoppingRule{StoppingRuleKind::ImprovementFlat, 0.01, 32};
    settings.priorVariance = 2.0;
    settings.useHumanLabels = true;
    settings.humanLabelWeight = 3.0;
    return settings;
}
} // namespace

void RunSettingsTest::jsonRoundTripKeepsEveryMember() {
    const RunSettings settings = filledSettings();
    const auto read = RunSettings::fromJson(settings.toJson());
    QVERIFY2(read.ok(), qPrintable(read.error().message));
    QCOMPARE(read->toJson(), settings.toJson());
    QCOMPARE(read->seed, settings.seed);
    QCOMPARE(read->budget.comparisonsPerContext, std::optional<qint64>(123));
    QVERIFY(!read->budget.comparisonsPerCandidate.has_value());
    QCOMPARE(read->stopping.window, 32);
    QCOMPARE(read->batchesAhead, 2);
    QCOMPARE(read->homeAdvantage, HomeAdvantageSetting::Fitted);
    QCOMPARE(read->context, std::optional<qint64>(42));
}

void RunSettingsTest::badMembersAreNamed_data() {
    QTest::addColumn<QString>("member");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("named");
    QTest::newRow("model") << "model" << QJsonValue(QStringLiteral("nonsense")) << "model";
    QTest::newRow("strategy") << "strategy" << QJsonValue(QStringLiteral("best")) << "strategy";
    QTest::newRow("batch type") << "batch_size" << QJsonValue(QStringLiteral("x")) << "batch_size";
    QTest::newRow("batch zero") << "batch_size" << QJsonValue(0) << "batch_size";
    QTest::newRow("batches ahead negative") << "batches_ahead" << QJsonValue(-1) << "batches_ahead";
    QTest::newRow("batches ahead too many")
        << "batches_ahead" << QJsonValue(kMaximumBatchesAhead + 1) << "batches_ahead";
    QTest::newRow("epsilon") << "epsilon" << QJsonValue(-1) << "epsilon";
    QTest::newRow("home") << "home_advantage" << QJsonValue(QStringLiteral("x"))
                          << "home_advantage";
    QTest::newRow("seed") << "seed" << QJsonValue(QStringLiteral("-3")) << "seed";
    QTest::newRow("symmetric") << "symmetric" << QJsonValue(1) << "symmetric";
    QTest::newRow("tokens") << "budget" << QJsonValue(QJsonObject{{QStringLiteral("tokens"), -1}})
                            << "budget.tokens";
    QTest::newRow("rule") << "stopping"
                          << QJsonValue(QJsonObject{{QStringLiteral("rule"), QStringLiteral("x")}})
                          << "stopping.rule";
    QTest::newRow("window") << "stopping"
                            << QJsonValue(
                                   QJsonObject{{QStringLiteral("rule"), QStringLiteral("flat")},
                                               {QStringLiteral("window"), 0}})
                            << "stopping.window";
    QTest::newRow("weight") << "human_labels"
                            << QJsonValue(QJsonObject{{QStringLiteral("weight"), 0}})
                            << "human_labels.weight";
    QTest::newRow("prior") << "prior_variance" << QJsonValue(0) << "prior_variance";
}

void RunSettingsTest::badMembersAreNamed() {
    QFETCH(QString, member);
    QFETCH(QJsonValue, value);
    QFETCH(QString, named);
    QJsonObject json = filledSettings().toJson();
    json.insert(member, value);
    const auto read = RunSettings::fromJson(json);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().message.contains(named), qPrintable(read.error().message));
}

void RunSettingsTest::budgetParses_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("forSixteen");
    QTest::newRow("10N") << "10N" << true << 160;
    QTest::newRow("2.5n") << "2.5n" << true << 40;
    QTest::newRow("absolute") << "50" << true << 50;
    QTest::newRow("zero") << "0" << false << 0;
    QTest::newRow("word") << "lots" << false << 0;
    QTest::newRow("negative N") << "-1N" << false << 0;
}

void RunSettingsTest::budgetParses() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, forSixteen);
    const auto budget = RunBudget::parseComparisons(text);
    QCOMPARE(budget.ok(), valid);
    if (valid) {
        QCOMPARE(budget->comparisonsFor(16), qint64(forSixteen));
    } else {
        QVERIFY(budget.error().message.contains(text));
    }
}

void RunSettingsTest::comparisonsForIsCappedByOrderedPairs() {
    RunBudget budget;
    budget.comparisonsPerCandidate = 100.0;
    QCOMPARE(budget.comparisonsFor(16), qint64(16 * 15));
    QCOMPARE(budget.comparisonsFor(1), qint64(0));
}

void RunSettingsTest::stoppingRuleParses_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("kind");
    QTest::newRow("none") << "none" << true << int(StoppingRuleKind::None);
    QTest::newRow("entropy") << "entropy:-3.5" << true << int(StoppingRuleKind::EntropyBelow);
    QTest::newRow("reorder") << "reorder:0.1" << true << int(StoppingRuleKind::ReorderBelow);
    QTest::newRow("reorder one") << "reorder:1" << false << 0;
    QTest::newRow("flat") << "flat:32" << true << int(StoppingRuleKind::ImprovementFlat);
    QTest::newRow("flat x") << "flat:32:0.01" << true << int(StoppingRuleKind::ImprovementFlat);
    QTest::newRow("flat zero") << "flat:0" << false << 0;
    QTest::newRow("unknown") << "soon:3" << false << 0;
    QTest::newRow("no number") << "entropy:x" << false << 0;
}

void RunSettingsTest::stoppingRuleParses() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, kind);
    const auto rule = StoppingRule::parse(text);
    QCOMPARE(rule.ok(), valid);
    if (valid) {
        QCOMPARE(int(rule->kind), kind);
        const auto again = StoppingRule::parse(rule->toString());
        QVERIFY(again.ok());
        QCOMPARE(again->toString(), rule->toString());
    }
}

void RunSettingsTest::sameRunIgnoresOnlyTheBudget() {
    const RunSettings settings = filledSettings();
    RunSettings larger = settings;
    larger.budget.comparisonsPerContext = 999;
    larger.budget.money = 100;
    QVERIFY(settings.sameRunAs(larger));
    RunSettings otherSeed = settings;
    otherSeed.seed = 1;
    QVERIFY(!settings.sameRunAs(otherSeed));
    RunSettings otherStrategy = settings;
    otherStrategy.strategy = QStringLiteral("random");
    QVERIFY(!settings.sameRunAs(otherStrategy));
}

QTEST_GUILESS_MAIN(RunSettingsTest)
#include "test_run_settings.moc"
