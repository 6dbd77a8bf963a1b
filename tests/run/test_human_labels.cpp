// Human labels join the product of experts with their own weight:
// correct labels on the pairs the ranking is least sure of raise Spearman against
// the truth more than the same number of correct labels on random pairs; labels
// stored by another connection while a run goes on join it, each once. Every
// test runs on a project file and on a project on a PostgreSQL server.
#include "core/analysis/ranking.h"
#include "core/run/run_controller.h"
#include "core/run/run_store.h"
#include "core/stats/random.h"
#include "run_test_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_importer.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage/storage_test_support.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <utility>

using namespace pairrank;
using namespace pairrank::run;
using namespace pairrank::analysis;
using namespace pairrank::run::testing;

class HumanLabelsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase();
    void init();
    void labelsOnUncertainPairsHelpMoreThanOnRandomPairs();
    void labelWeightChangesTheFit();
    void labelsStoredDuringARunJoinIt();
    void aLabelUndoneDuringARunLeavesIt();
    void aRunPutsPairsToPeopleWithinItsBudget();

private:
    QString copyProject(const QString& name);
    double meanSpearman(const QString& path, bool useLabels, double weight = 1.0);

    storage::testing::BackendFixture m_backend;
    QString m_base;
    QSet<QString> m_basesMade;
};

namespace {
constexpr int kContexts = 24;
constexpr int kCandidates = 12;
constexpr int kLabelsPerContext = 4;
} // namespace

void HumanLabelsTest::initTestCase() {
    registerSessionMetaTypes();
    m_backend.startServer();
}

// The base project (judged by one run) is made once per backend and copied by each test.
void HumanLabelsTest::init() {
    m_backend.startTest();
    m_base = m_backend.suiteLocation(QStringLiteral("base.pairrank"));
    if (m_basesMade.contains(m_base)) {
        return;
    }
    m_basesMade.insert(m_base);
    TestProjectSpec spec;
    spec.contexts = kContexts;
    spec.candidatesPerContext = kCandidates;
    spec.agreement = 0.8; // an imperfect judge: there is something for humans to fix
    spec.noise = 1.0;
    createTestProject(m_base, spec);
    RunSettings settings;
    settings.criterion = kCriterion;
    settings.judgeConfig = kSimulatedJudge;
    settings.strategy = QStringLiteral("random");
    settings.batchSize = 8;
    settings.budget.comparisonsPerCandidate = 2.0;
    const auto opened = openRun(m_base, settings);
    QVERIFY(opened.ok());
    const auto run = std::optional<domain::RunId>(opened->id);
    RunController controller;
    QSignalSpy finished(&controller, &RunController::finished);
    QVERIFY(controller.start(m_base, *run).ok());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.at(0).at(0).value<RunSummary>().finalState, RunState::Finished);
}

QString HumanLabelsTest::copyProject(const QString& name) {
    return m_backend.copyProject(m_base, name);
}

double HumanLabelsTest::meanSpearman(const QString& path, bool useLabels, double weight) {
    auto database = storage::ProjectDatabase::open(path);
    if (!database) {
        return -2.0;
    }
    RankingRequest request;
    request.criterion = kCriterion;
    request.useHumanLabels = useLabels;
    request.humanLabelWeight = weight;
    request.homeAdvantage = HomeAdvantageSetting::None;
    request.rankIntervalDraws = 0;
    const auto rankings = computeAllRankings(**database, request);
    if (!rankings) {
        return -2.0;
    }
    double sum = 0.0;
    for (const RankingSnapshot& ranking : *rankings) {
        sum += ranking.spearmanAgainstReference.value_or(0.0);
    }
    return sum / rankings->size();
}

// Adds correct labels: on the rank neighbours whose order is least certain
// (P(above next) closest to ½), or on random pairs. The labels are written to the
// JSON Lines file `labelFilePath` and imported from it into the project at `path`,
// as an analyst would bring in labels collected elsewhere.
static storage::Status addLabels(const QString& path, const QString& labelFilePath,
                                 bool uncertain) {
    auto database = storage::ProjectDatabase::open(path);
    if (!database) {
        return database.error();
    }
    storage::ProjectDatabase& project = **database;
    const auto criterion = storage::findCriterionByName(project, kCriterion);
    const auto contexts = storage::listContexts(project);
    if (!criterion || !contexts) {
        return storage::makeError(QStringLiteral("reading the project"));
    }
    stats::Random random(77);
    QFile labelFile(labelFilePath);
    if (!labelFile.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return storage::makeError(QStringLiteral("cannot write %1").arg(labelFile.fileName()));
    }
    const storage::Status written = [&]() -> storage::Status {
        for (const domain::Context& context : *contexts) {
            const auto candidates = storage::candidatesOfContext(project, context.id);
            if (!candidates) {
                return candidates.error();
            }
            std::vector<std::pair<int, int>> pairs; // positions
            if (uncertain) {
                RankingRequest request;
                request.context = context.id;
                request.criterion = kCriterion;
                request.homeAdvantage = HomeAdvantageSetting::None;
                request.rankIntervalDraws = 0;
                const auto ranking = computeRanking(project, request);
                if (!ranking) {
                    return storage::makeError(ranking.error().message);
                }
                std::vector<std::pair<double, std::pair<int, int>>> byCertainty;
                for (qsizetype row = 0; row + 1 < ranking->rows.size(); ++row) {
                    byCertainty.push_back(
                        {*ranking->rows[row].probabilityAboveNext,
                         {ranking->rows[row].position, ranking->rows[row + 1].position}});
                }
                std::sort(byCertainty.begin(), byCertainty.end());
                for (int index = 0; index < kLabelsPerContext; ++index) {
                    pairs.push_back(byCertainty[static_cast<std::size_t>(index)].second);
                }
            } else {
                for (int index = 0; index < kLabelsPerContext; ++index) {
                    const int a = static_cast<int>(random.uniformInt(kCandidates));
                    const int b = static_cast<int>(
                        (static_cast<std::uint64_t>(a) + 1 + random.uniformInt(kCandidates - 1)) %
                        kCandidates);
                    pairs.push_back({a, b});
                }
            }
            for (const auto& [a, b] : pairs) {
                const domain::Candidate& left = candidates->at(a);
                const domain::Candidate& right = candidates->at(b);
                const bool leftBetter = left.referenceScores.value(kCriterion) >
                                        right.referenceScores.value(kCriterion);
                const QJsonObject line{
                    {storage::label_columns::kAnnotator, QStringLiteral("oracle")},
                    {storage::label_columns::kA, left.externalId},
                    {storage::label_columns::kB, right.externalId},
                    {storage::label_columns::kChoice,
                     leftBetter ? QStringLiteral("A") : QStringLiteral("B")},
                    {storage::label_columns::kCriterion, kCriterion}};
                labelFile.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
            }
        }
        return {};
    }();
    labelFile.close();
    if (!written) {
        return written;
    }
    const auto imported = storage::importHumanLabelsFromFile(project, labelFile.fileName(),
                                                             storage::InputFormat::JsonLines);
    if (!imported) {
        return imported.error();
    }
    if (imported->humanLabelsCreated != kLabelsPerContext * contexts->size()) {
        return storage::makeError(
            QStringLiteral("imported %1 labels").arg(imported->humanLabelsCreated));
    }
    return {};
}

void HumanLabelsTest::labelsOnUncertainPairsHelpMoreThanOnRandomPairs() {
    const QString uncertainPath = copyProject(QStringLiteral("uncertain.pairrank"));
    const QString randomPath = copyProject(QStringLiteral("random.pairrank"));
    QVERIFY(
        addLabels(uncertainPath, m_backend.filePath(QStringLiteral("uncertain.jsonl")), true).ok());
    QVERIFY(addLabels(randomPath, m_backend.filePath(QStringLiteral("random.jsonl")), false).ok());
    const double before = meanSpearman(m_base, false);
    // Labels stored but not asked for change nothing.
    QCOMPARE(meanSpearman(uncertainPath, false), before);
    const double uncertain = meanSpearman(uncertainPath, true);
    const double random = meanSpearman(randomPath, true);
    qInfo("mean Spearman: judge only %.4f, + labels on uncertain pairs %.4f, + labels on random "
          "pairs %.4f",
          before, uncertain, random);
    QVERIFY(uncertain > before);
    QVERIFY(uncertain - before > random - before);
}

void HumanLabelsTest::labelWeightChangesTheFit() {
    const QString path = copyProject(QStringLiteral("weights.pairrank"));
    QVERIFY(addLabels(path, m_backend.filePath(QStringLiteral("weights.jsonl")), true).ok());
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    RankingRequest light;
    light.criterion = kCriterion;
    light.useHumanLabels = true;
    light.humanLabelWeight = 0.1;
    light.rankIntervalDraws = 0;
    RankingRequest heavy = light;
    heavy.humanLabelWeight = 10.0;
    const auto lightRanking = computeRanking(**database, light);
    const auto heavyRanking = computeRanking(**database, heavy);
    QVERIFY(lightRanking.ok() && heavyRanking.ok());
    QCOMPARE(lightRanking->humanLabels, qint64(kLabelsPerContext));
    double difference = 0.0;
    for (qsizetype row = 0; row < lightRanking->rows.size(); ++row) {
        difference += std::abs(lightRanking->rows[row].score - heavyRanking->rows[row].score);
    }
    QVERIFY(difference > 1e-3);
}

// The settings of a run of the simulated judge with human labels, in batches of 4.
static RunSettings runWithLabels() {
    RunSettings settings;
    settings.criterion = kCriterion;
    settings.judgeConfig = kSimulatedJudge;
    settings.batchSize = 4;
    settings.useHumanLabels = true;
    return settings;
}

// A run of random pairs, 6 per candidate, in which a label weighs 3.
static RunSettings randomRunWithLabels(quint64 seed) {
    RunSettings settings = runWithLabels();
    settings.strategy = QStringLiteral("random");
    settings.budget.comparisonsPerCandidate = 6.0;
    settings.humanLabelWeight = 3.0;
    settings.seed = seed;
    return settings;
}

// A run that uses human labels reads those stored while it goes on (here while it is
// paused, by another connection, as an annotator elsewhere would): each joins its
// context once, the totals count them, and every context's final ranking has them.
void HumanLabelsTest::labelsStoredDuringARunJoinIt() {
    const QString path = copyProject(QStringLiteral("during.pairrank"));
    // Other pairs than the base run's, so that they are asked.
    const RunSettings settings = randomRunWithLabels(99);
    const auto opened = openRun(path, settings);
    QVERIFY(opened.ok());
    RunController controller;
    QSignalSpy snapshots(&controller, &RunController::snapshotReady);
    QSignalSpy finished(&controller, &RunController::finished);
    QVERIFY(controller.start(path, opened->id).ok());
    QVERIFY(snapshots.wait(20000));
    controller.pause();
    QTRY_VERIFY_WITH_TIMEOUT(controller.state() == RunState::Paused, 20000);
    const qint64 before = snapshots.last().at(0).value<RunSnapshot>().totals.humanLabels;
    QCOMPARE(before, qint64(0)); // the base project has none
    {
        auto database = storage::ProjectDatabase::open(path);
        QVERIFY(database);
        QVERIFY(insertTruthfulHumanLabels(**database, 2, 11).ok());
    }
    controller.resume();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).value<RunSummary>().finalState, RunState::Finished);
    const RunSnapshot last = snapshots.last().at(0).value<RunSnapshot>();
    QCOMPARE(last.totals.humanLabels, qint64(2 * kContexts));
    QCOMPARE(static_cast<int>(last.contexts.size()), kContexts);
    for (const ContextSnapshot& context : last.contexts) {
        QCOMPARE(context.ranking.humanLabels, qint64(2));
    }
}

// A label undone (deleted) while a run goes on, here while it is paused, as the
// Annotate tab's Backspace does: it leaves its context's product at the next refit,
// and the totals and every context's final ranking count only the labels left.
void HumanLabelsTest::aLabelUndoneDuringARunLeavesIt() {
    const QString path = copyProject(QStringLiteral("undone.pairrank"));
    {
        auto database = storage::ProjectDatabase::open(path);
        QVERIFY(database);
        QVERIFY(insertTruthfulHumanLabels(**database, 2, 13).ok());
    }
    const RunSettings settings = randomRunWithLabels(98);
    const auto opened = openRun(path, settings);
    QVERIFY(opened.ok());
    RunController controller;
    QSignalSpy snapshots(&controller, &RunController::snapshotReady);
    QSignalSpy finished(&controller, &RunController::finished);
    QVERIFY(controller.start(path, opened->id).ok());
    QVERIFY(snapshots.wait(20000));
    controller.pause();
    QTRY_VERIFY_WITH_TIMEOUT(controller.state() == RunState::Paused, 20000);
    QCOMPARE(snapshots.last().at(0).value<RunSnapshot>().totals.humanLabels, qint64(2 * kContexts));
    {
        // The first label of every context goes.
        auto database = storage::ProjectDatabase::open(path);
        QVERIFY(database);
        const auto labels = storage::allHumanLabels(**database, {});
        QVERIFY(labels);
        QCOMPARE(labels->size(), qsizetype(2 * kContexts));
        QSet<domain::ContextId> undone;
        const storage::Status deleted = (*database)->transaction([&]() -> storage::Status {
            for (const domain::HumanLabel& label : *labels) {
                if (!undone.contains(label.contextId)) {
                    undone.insert(label.contextId);
                    if (storage::Status status = storage::deleteHumanLabel(**database, label.id);
                        !status) {
                        return status;
                    }
                }
            }
            return {};
        });
        QVERIFY(deleted.ok());
        QCOMPARE(undone.size(), qsizetype(kContexts));
    }
    controller.resume();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).value<RunSummary>().finalState, RunState::Finished);
    const RunSnapshot last = snapshots.last().at(0).value<RunSnapshot>();
    QCOMPARE(last.totals.humanLabels, qint64(kContexts));
    QCOMPARE(static_cast<int>(last.contexts.size()), kContexts);
    for (const ContextSnapshot& context : last.contexts) {
        QCOMPARE(context.ranking.humanLabels, qint64(1));
    }
}

// A run with a label budget puts pairs its judge answered to people (human_queue.h):
// about as many as the budget, never more; each is a pair the run judged in that order;
// the judge is never asked its other order afterwards; the run's figures count them;
// and they wait for people in the project, where a label takes a pair out. Pairs people
// labelled before the run are never put to them again.
void HumanLabelsTest::aRunPutsPairsToPeopleWithinItsBudget() {
    const QString path = copyProject(QStringLiteral("queue.pairrank"));
    {
        auto database = storage::ProjectDatabase::open(path);
        QVERIFY(database);
        QVERIFY(insertTruthfulHumanLabels(**database, 4, 21).ok());
    }
    RunSettings settings = runWithLabels();
    settings.budget.comparisonsPerCandidate = 4.0;
    settings.humanBudget = 40;
    settings.seed = 7;
    const auto opened = openRun(path, settings);
    QVERIFY(opened.ok());
    RunController controller;
    QSignalSpy snapshots(&controller, &RunController::snapshotReady);
    QSignalSpy finished(&controller, &RunController::finished);
    QVERIFY(controller.start(path, opened->id).ok());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).value<RunSummary>().finalState, RunState::Finished);

    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database);
    const auto queued = storage::queuedPairsOfRun(**database, opened->id);
    QVERIFY(queued);
    // The coins are independent: 40 expected, a sum of Bernoulli draws, never above it.
    QVERIFY2(queued->size() >= 20 && queued->size() <= 40,
             qPrintable(QString::number(queued->size())));
    const std::vector<StoredJudgement> judged = storedJudgements(**database, opened->id);
    for (const storage::QueuedPair& pair : *queued) {
        QVERIFY(pair.inclusionProbability > 0.0 && pair.inclusionProbability <= 1.0);
        const auto asked =
            std::find_if(judged.begin(), judged.end(), [&](const StoredJudgement& j) {
                return j.a == pair.candidateA && j.b == pair.candidateB && j.hasProbability;
            });
        QVERIFY2(asked != judged.end(), "a pair put to people that the run did not judge");
        const bool otherOrderLater =
            std::any_of(asked + 1, judged.end(), [&](const StoredJudgement& j) {
                return j.a == pair.candidateB && j.b == pair.candidateA;
            });
        QVERIFY2(!otherOrderLater, "the judge was asked a pair people were about to label");
    }
    const RunTotals totals = snapshots.last().at(0).value<RunSnapshot>().totals;
    QCOMPARE(totals.humanBudget, qint64(40));
    QCOMPARE(totals.humanQueued, qint64(queued->size()));
    QCOMPARE(totals.humanWaiting, qint64(queued->size()));
    QCOMPARE(
        storage::waitingPairs(**database, queued->first().criterionId, std::nullopt, 1000)->size(),
        queued->size());
    // A label, in the other order, takes its pair out of the queue.
    domain::HumanLabel label;
    label.annotator = QStringLiteral("person");
    label.criterionId = queued->first().criterionId;
    label.contextId = queued->first().contextId;
    label.candidateA = queued->first().candidateB;
    label.candidateB = queued->first().candidateA;
    label.choice = domain::HumanChoice::A;
    QVERIFY(storage::insertHumanLabel(**database, label));
    QCOMPARE(storage::waitingPairs(**database, label.criterionId, std::nullopt, 1000)->size(),
             queued->size() - 1);
}

QTEST_GUILESS_MAIN(HumanLabelsTest)
#include "test_human_labels.moc"
