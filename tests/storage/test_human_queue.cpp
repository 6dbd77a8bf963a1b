// The pairs runs put to people (storage/human_queue_store.h), on a project file and on
// a PostgreSQL server: every field round-trips; a pair queued twice by one run is kept
// once; a pair waits until a label other than a skip names it, in either order; the
// most valuable waits first; a bad pair is refused and nothing of its batch is stored;
// the labels on pairs chosen for their value (queued, or labelled as most uncertain) are
// counted whichever order named the pair.
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage_test_support.h"

#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

namespace {

QueuedPair queued(const testing::Pool& pool, int a, int b, double value) {
    QueuedPair pair;
    pair.runId = pool.run;
    pair.criterionId = pool.criterion;
    pair.contextId = pool.context;
    pair.candidateA = pool.candidates.at(a);
    pair.candidateB = pool.candidates.at(b);
    pair.judgeProbability = 0.625;
    pair.prediction = 0.5625;
    pair.inclusionProbability = 0.25;
    pair.value = value;
    return pair;
}

domain::HumanLabel label(const testing::Pool& pool, int a, int b, domain::HumanChoice choice) {
    domain::HumanLabel result;
    result.annotator = QStringLiteral("ann");
    result.criterionId = pool.criterion;
    result.contextId = pool.context;
    result.candidateA = pool.candidates.at(a);
    result.candidateB = pool.candidates.at(b);
    result.choice = choice;
    return result;
}

QList<std::pair<qint64, qint64>> pairsOf(const QList<QueuedPair>& pairs) {
    QList<std::pair<qint64, qint64>> result;
    for (const QueuedPair& pair : pairs) {
        result.append({pair.candidateA, pair.candidateB});
    }
    return result;
}

// How many pairs of the pool's criterion wait for people.
qsizetype waitingCount(ProjectDatabase& project, const testing::Pool& pool) {
    const auto waiting = waitingPairs(project, pool.criterion, std::nullopt, 1000);
    return waiting ? waiting->size() : -1;
}

} // namespace

class HumanQueueTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void everyFieldRoundTripsAndAPairIsQueuedOnce();
    void aPairWaitsUntilALabelNamesItInEitherOrder();
    void aBadPairIsRefusedAndNothingOfItsBatchIsStored();
    void labelsOnPairsChosenForTheirValueAreCountedInEitherOrder();

private:
    testing::BackendFixture m_backend;
};

void HumanQueueTest::everyFieldRoundTripsAndAPairIsQueuedOnce() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("fields")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 4);
    QVERIFY(queuePairsForPeople(*project, {queued(pool, 0, 1, 0.3), queued(pool, 2, 3, 0.1)}).ok());
    QueuedPair again = queued(pool, 0, 1, 0.9); // the same run and order: kept as it was
    QVERIFY(queuePairsForPeople(*project, {again}).ok());
    const auto stored = queuedPairsOfRun(*project, pool.run);
    QVERIFY2(stored, qPrintable(stored.error().toString()));
    QCOMPARE(stored->size(), 2);
    const QueuedPair& first = stored->first();
    QVERIFY(first.id > 0);
    QCOMPARE(first.runId, pool.run);
    QCOMPARE(first.criterionId, pool.criterion);
    QCOMPARE(first.contextId, pool.context);
    QCOMPARE(first.candidateA, pool.candidates.at(0));
    QCOMPARE(first.candidateB, pool.candidates.at(1));
    QCOMPARE(first.judgeProbability, 0.625);
    QCOMPARE(first.prediction, 0.5625);
    QCOMPARE(first.inclusionProbability, 0.25);
    QCOMPARE(first.value, 0.3);
    QCOMPARE(waitingCount(*project, pool), qsizetype(2));
}

void HumanQueueTest::aPairWaitsUntilALabelNamesItInEitherOrder() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("waiting")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 4);
    QVERIFY(queuePairsForPeople(*project, {queued(pool, 0, 1, 0.2), queued(pool, 1, 2, 0.7),
                                           queued(pool, 2, 3, 0.5)})
                .ok());
    auto waiting = waitingPairs(*project, pool.criterion, std::nullopt, 10);
    QVERIFY(waiting);
    // The most valuable first.
    QCOMPARE(pairsOf(*waiting),
             (QList<std::pair<qint64, qint64>>{{pool.candidates.at(1), pool.candidates.at(2)},
                                               {pool.candidates.at(2), pool.candidates.at(3)},
                                               {pool.candidates.at(0), pool.candidates.at(1)}}));
    QCOMPARE(waitingPairs(*project, pool.criterion, pool.context, 1)->size(), 1);
    // A skip leaves the pair waiting; a label in the other order takes it out.
    QVERIFY(insertHumanLabel(*project, label(pool, 2, 1, domain::HumanChoice::Skip)));
    QCOMPARE(waitingCount(*project, pool), qsizetype(3));
    QVERIFY(insertHumanLabel(*project, label(pool, 2, 1, domain::HumanChoice::B)));
    QVERIFY(insertHumanLabel(*project, label(pool, 0, 1, domain::HumanChoice::Tie)));
    waiting = waitingPairs(*project, pool.criterion, std::nullopt, 10);
    QCOMPARE(pairsOf(*waiting),
             (QList<std::pair<qint64, qint64>>{{pool.candidates.at(2), pool.candidates.at(3)}}));
    QCOMPARE(waitingCount(*project, pool), qsizetype(1));
    // The rows stay, with their probabilities.
    QCOMPARE(queuedPairsOfRun(*project, pool.run)->size(), 3);
}

void HumanQueueTest::aBadPairIsRefusedAndNothingOfItsBatchIsStored() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("bad")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 4);
    QueuedPair zero = queued(pool, 1, 2, 0.5);
    zero.inclusionProbability = 0.0;
    Status refused = queuePairsForPeople(*project, {queued(pool, 0, 1, 0.2), zero});
    QVERIFY(!refused);
    QVERIFY(refused.error().toString().contains(QStringLiteral("inclusion probability")));
    QueuedPair same = queued(pool, 1, 1, 0.5);
    QVERIFY(!queuePairsForPeople(*project, {queued(pool, 0, 1, 0.2), same}));
    QueuedPair unknown = queued(pool, 0, 1, 0.5);
    unknown.candidateB = 987654; // no such candidate: the database refuses the batch
    QVERIFY(!queuePairsForPeople(*project, {queued(pool, 2, 3, 0.2), unknown}));
    QCOMPARE(queuedPairsOfRun(*project, pool.run)->size(), 0);
}

QTEST_GUILESS_MAIN(HumanQueueTest)
void HumanQueueTest::labelsOnPairsChosenForTheirValueAreCountedInEitherOrder() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("chosen")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 5);
    QVERIFY(queuePairsForPeople(*project, {queued(pool, 0, 1, 0.2), queued(pool, 2, 3, 0.7)}).ok());
    const auto store = [&](int a, int b, domain::HumanChoice choice, domain::LabelSource source,
                           domain::CriterionId criterion) {
        domain::HumanLabel stored = label(pool, a, b, choice);
        stored.source = source;
        stored.criterionId = criterion;
        return insertHumanLabel(*project, stored).ok();
    };
    const auto other = ensureCriterion(*project, QStringLiteral("other"));
    QVERIFY(other);
    using domain::HumanChoice;
    using domain::LabelSource;
    // On queued pairs, each in the other order; a skip is no label.
    QVERIFY(store(1, 0, HumanChoice::A, LabelSource::RunQueue, pool.criterion));
    QVERIFY(store(2, 3, HumanChoice::Skip, LabelSource::RunQueue, pool.criterion));
    QVERIFY(store(3, 2, HumanChoice::B, LabelSource::Random, pool.criterion));
    // A pair chosen as most uncertain, and a second label of it in the other order.
    QVERIFY(store(0, 2, HumanChoice::A, LabelSource::MostUncertain, pool.criterion));
    QVERIFY(store(2, 0, HumanChoice::B, LabelSource::Random, pool.criterion));
    // Neither: a random pair, and a queued pair's label for another criterion.
    QVERIFY(store(3, 4, HumanChoice::A, LabelSource::Random, pool.criterion));
    QVERIFY(store(0, 1, HumanChoice::A, LabelSource::Random, *other));

    const auto chosen = countLabelsChosenForValue(*project, pool.criterion);
    QVERIFY2(chosen, qPrintable(chosen.error().toString()));
    QCOMPARE(chosen->total, qint64(4));
    QCOMPARE(chosen->onQueuedPairs, qint64(2));
    QCOMPARE(chosen->onMostUncertainPairs, qint64(2));
    const auto ofOther = countLabelsChosenForValue(*project, *other);
    QVERIFY2(ofOther, qPrintable(ofOther.error().toString()));
    QCOMPARE(ofOther->total, qint64(0));
}

#include "test_human_queue.moc"
