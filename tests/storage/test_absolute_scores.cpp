// Absolute scores on either backend (every test runs for "sqlite" and
// "postgresql"): every field kept, failures with their reason and no
// probabilities, bad scores refused before anything is written, the reuse rule,
// the readers by context and by run, and a project of schema version 3 migrated
// with its scores.
#include "storage/catalog_store.h"
#include "storage/schema_migrations.h"
#include "storage/score_store.h"
#include "storage/sql_dialect.h"
#include "storage_test_support.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

namespace {

using domain::JudgementStatus;

domain::AbsoluteScore rating(const testing::Pool& pool, int candidate,
                             const QList<double>& probabilities) {
    domain::AbsoluteScore score;
    score.runId = pool.run;
    score.candidateId = pool.candidates.at(candidate);
    score.criterionId = pool.criterion;
    score.classProbabilities = probabilities;
    return score;
}

domain::AbsoluteScore failure(const testing::Pool& pool, int candidate, JudgementStatus status,
                              const QString& reason) {
    domain::AbsoluteScore score = rating(pool, candidate, {});
    score.status = status;
    score.failureReason = reason;
    return score;
}

QList<domain::AbsoluteScoreId> idsOf(const QList<domain::AbsoluteScore>& scores) {
    QList<domain::AbsoluteScoreId> ids;
    for (const domain::AbsoluteScore& score : scores) {
        ids << score.id;
    }
    return ids;
}

// Stores `score`; fails the calling test (and returns 0) when it is refused.
domain::AbsoluteScoreId stored(ProjectDatabase& project, const domain::AbsoluteScore& score) {
    Result<domain::AbsoluteScoreId> id = insertAbsoluteScore(project, score);
    if (!id) {
        QTest::qFail(qPrintable(id.error().message), __FILE__, __LINE__);
        return 0;
    }
    return *id;
}

} // namespace

class AbsoluteScoresTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void everyFieldOfARatingAndAFailureRoundTrips();
    void aBadScoreIsRefusedNamingItsFieldAndNothingIsWritten_data();
    void aBadScoreIsRefusedNamingItsFieldAndNothingIsWritten();
    void theReusedScoreIsTheLatestRatingOrRefusalNeverAFailure();
    void theScoresOfAContextAreItsRatingsUnderTheCriterionAndRun();
    void theScoresOfARunAreEveryStatusInIdOrder();
    void aVersion3ProjectIsMigratedWithItsScores();

private:
    QString path(const QString& name) { return m_backend.location(name); }

    testing::BackendFixture m_backend;
};

void AbsoluteScoresTest::everyFieldOfARatingAndAFailureRoundTrips() {
    std::unique_ptr<ProjectDatabase> project = testing::createProject(path(QStringLiteral("a")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);

    domain::AbsoluteScore ok = rating(pool, 0, {0.0, 0.125, 0.25, 0.625});
    ok.requestHash = QStringLiteral("hash-ok");
    ok.rawAnswer = QStringLiteral("7 — clear and complete");
    ok.promptTokens = 321;
    ok.completionTokens = 1;
    ok.latencyMilliseconds = 84.5;
    ok.cost = 0.00025;
    ok.createdAt = QDateTime(QDate(2026, 3, 4), QTime(5, 6, 7, 890), Qt::UTC);
    domain::AbsoluteScore failed =
        failure(pool, 1, JudgementStatus::Failed, QStringLiteral("no logprobs in the answer"));
    failed.requestHash = QStringLiteral("hash-failed");
    failed.latencyMilliseconds = 12.0;
    failed.createdAt = QDateTime(QDate(2026, 3, 4), QTime(5, 6, 8), Qt::UTC);
    ok.id = stored(*project, ok);
    failed.id = stored(*project, failed);
    QVERIFY(ok.id > 0 && failed.id > ok.id);

    Result<QList<domain::AbsoluteScore>> read = absoluteScoresOfRun(*project, pool.run);
    QVERIFY2(read, qPrintable(read.error().message));
    QCOMPARE(read->size(), 2);
    for (const auto& [expected, actual] : {std::pair{ok, read->at(0)}, {failed, read->at(1)}}) {
        QCOMPARE(actual.id, expected.id);
        QCOMPARE(actual.runId, expected.runId);
        QCOMPARE(actual.candidateId, expected.candidateId);
        QCOMPARE(actual.criterionId, expected.criterionId);
        QVERIFY(actual.status == expected.status);
        QCOMPARE(actual.classProbabilities, expected.classProbabilities);
        QCOMPARE(actual.failureReason, expected.failureReason);
        QCOMPARE(actual.requestHash, expected.requestHash);
        QCOMPARE(actual.rawAnswer, expected.rawAnswer);
        QCOMPARE(actual.promptTokens, expected.promptTokens);
        QCOMPARE(actual.completionTokens, expected.completionTokens);
        QCOMPARE(actual.latencyMilliseconds, expected.latencyMilliseconds);
        QCOMPARE(actual.cost, expected.cost);
        QCOMPARE(actual.createdAt, expected.createdAt);
    }
    QVERIFY(read->at(1).classProbabilities.isEmpty());
    QVERIFY(!read->at(1).promptTokens.has_value());

    // The failure is a row of its own, with the reason in its column and '[]' for probabilities.
    Result<QList<domain::AbsoluteScore>> ofCandidate =
        absoluteScoresOfCandidate(*project, pool.candidates.at(1));
    QVERIFY(ofCandidate);
    QCOMPARE(idsOf(*ofCandidate), QList<domain::AbsoluteScoreId>{failed.id});
    QSqlQuery raw = project->query();
    QVERIFY(raw.exec(QStringLiteral("SELECT status, class_probabilities, failure_reason FROM"
                                    " absolute_scores WHERE id = %1")
                         .arg(failed.id)) &&
            raw.next());
    QCOMPARE(raw.value(0).toString(), QStringLiteral("failed"));
    QCOMPARE(raw.value(1).toString(), QStringLiteral("[]"));
    QCOMPARE(raw.value(2).toString(), QStringLiteral("no logprobs in the answer"));
}

void AbsoluteScoresTest::aBadScoreIsRefusedNamingItsFieldAndNothingIsWritten_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<QList<double>>("probabilities");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<qint64>("promptTokens");
    QTest::addColumn<QString>("named");
    const auto ok = static_cast<int>(JudgementStatus::Ok);
    const auto failed = static_cast<int>(JudgementStatus::Failed);
    const auto refusal = static_cast<int>(JudgementStatus::Refusal);
    const QString why = QStringLiteral("HTTP 500");
    QTest::newRow("tie") << static_cast<int>(JudgementStatus::Tie) << QList<double>{0.5, 0.5}
                         << QString() << qint64(0) << QStringLiteral("status");
    QTest::newRow("ok without probabilities")
        << ok << QList<double>{} << QString() << qint64(0) << QStringLiteral("class_probabilities");
    QTest::newRow("ok summing to 0.9") << ok << QList<double>{0.3, 0.6} << QString() << qint64(0)
                                       << QStringLiteral("class_probabilities");
    QTest::newRow("ok summing to 1.1") << ok << QList<double>{0.5, 0.6} << QString() << qint64(0)
                                       << QStringLiteral("class_probabilities");
    QTest::newRow("ok with a negative probability")
        << ok << QList<double>{1.2, -0.2} << QString() << qint64(0)
        << QStringLiteral("class_probabilities");
    QTest::newRow("ok with NaN") << ok << QList<double>{std::nan(""), 1.0} << QString() << qint64(0)
                                 << QStringLiteral("class_probabilities");
    QTest::newRow("failed with probabilities")
        << failed << QList<double>{0.5, 0.5} << why << qint64(0)
        << QStringLiteral("class_probabilities");
    QTest::newRow("failed without reason")
        << failed << QList<double>{} << QString() << qint64(0) << QStringLiteral("failure_reason");
    QTest::newRow("failed with a blank reason") << failed << QList<double>{} << QStringLiteral("  ")
                                                << qint64(0) << QStringLiteral("failure_reason");
    QTest::newRow("refusal without reason")
        << refusal << QList<double>{} << QString() << qint64(0) << QStringLiteral("failure_reason");
    QTest::newRow("negative prompt tokens")
        << ok << QList<double>{1.0} << QString() << qint64(-3) << QStringLiteral("prompt_tokens");
}

void AbsoluteScoresTest::aBadScoreIsRefusedNamingItsFieldAndNothingIsWritten() {
    QFETCH(int, status);
    QFETCH(QList<double>, probabilities);
    QFETCH(QString, reason);
    QFETCH(qint64, promptTokens);
    QFETCH(QString, named);
    std::unique_ptr<ProjectDatabase> project = testing::createProject(path(QStringLiteral("b")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    const QMap<QString, qint64> before = testing::rowCounts(*project);

    domain::AbsoluteScore score = rating(pool, 0, probabilities);
    score.status = static_cast<JudgementStatus>(status);
    score.failureReason = reason;
    score.promptTokens = promptTokens;
    const Result<domain::AbsoluteScoreId> refused = insertAbsoluteScore(*project, score);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(named), qPrintable(refused.error().message));
    QCOMPARE(testing::rowCounts(*project), before);
    QCOMPARE(before.value(QStringLiteral("absolute_scores")), 0);
}

void AbsoluteScoresTest::theReusedScoreIsTheLatestRatingOrRefusalNeverAFailure() {
    std::unique_ptr<ProjectDatabase> project = testing::createProject(path(QStringLiteral("c")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    const QString hash = QStringLiteral("same-request");
    auto withHash = [](domain::AbsoluteScore score, const QString& requestHash) {
        score.requestHash = requestHash;
        return score;
    };

    const domain::AbsoluteScoreId first =
        stored(*project, withHash(rating(pool, 0, {0.5, 0.5}), hash));
    Result<std::optional<domain::AbsoluteScore>> reused = reusableAbsoluteScore(*project, hash);
    QVERIFY(reused && reused->has_value());
    QCOMPARE((*reused)->id, first);
    QCOMPARE((*reused)->classProbabilities, (QList<double>{0.5, 0.5}));

    const domain::AbsoluteScoreId refusal = stored(
        *project,
        withHash(failure(pool, 0, JudgementStatus::Refusal, QStringLiteral("declined")), hash));
    // A failure after the refusal is asked again, so the refusal stays the reused one.
    QVERIFY(stored(*project,
                   withHash(failure(pool, 0, JudgementStatus::Failed, QStringLiteral("timeout")),
                            hash)) > refusal);
    reused = reusableAbsoluteScore(*project, hash);
    QVERIFY(reused && reused->has_value());
    QCOMPARE((*reused)->id, refusal);
    QVERIFY((*reused)->status == JudgementStatus::Refusal);
    QCOMPARE((*reused)->failureReason, QStringLiteral("declined"));

    const QString failedOnly = QStringLiteral("failed-only");
    QVERIFY(stored(*project,
                   withHash(failure(pool, 1, JudgementStatus::Failed, QStringLiteral("HTTP 503")),
                            failedOnly)) > 0);
    for (const QString& none : {failedOnly, QStringLiteral("never-asked"), QString()}) {
        reused = reusableAbsoluteScore(*project, none);
        QVERIFY(reused);
        QVERIFY2(!reused->has_value(), qPrintable(none));
    }
    // An imported score (no request hash) is never reused for an empty hash.
    QVERIFY(stored(*project, rating(pool, 1, {1.0})) > 0);
    reused = reusableAbsoluteScore(*project, QString());
    QVERIFY(reused && !reused->has_value());

    // Many hashes at once (more than one query's worth) give the same answers.
    QStringList many{hash, failedOnly, QString(), hash};
    for (int index = 0; index < 1200; ++index) {
        many.append(QStringLiteral("unknown-%1").arg(index));
    }
    const auto all = reusableAbsoluteScores(*project, many);
    QVERIFY(all);
    QCOMPARE(all->size(), 1);
    QCOMPARE(all->value(hash).id, refusal);
}

void AbsoluteScoresTest::theScoresOfAContextAreItsRatingsUnderTheCriterionAndRun() {
    std::unique_ptr<ProjectDatabase> project = testing::createProject(path(QStringLiteral("d")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 3);
    const testing::Pool other = testing::makePool(*project, 2); // another context, same criterion
    QCOMPARE(other.criterion, pool.criterion);
    Result<domain::CriterionId> fluency = ensureCriterion(*project, QStringLiteral("fluency"));
    QVERIFY(fluency);
    domain::Run second;
    second.judgeConfigId = findRun(*project, pool.run)->value().judgeConfigId;
    second.criterionId = pool.criterion;
    second.contextId = pool.context;
    Result<domain::RunId> secondRun = insertRun(*project, second);
    QVERIFY(secondRun);

    const domain::AbsoluteScoreId inRun = stored(*project, rating(pool, 0, {0.2, 0.8}));
    domain::AbsoluteScore ofSecond = rating(pool, 1, {0.6, 0.4});
    ofSecond.runId = *secondRun;
    const domain::AbsoluteScoreId inSecondRun = stored(*project, ofSecond);
    QVERIFY(
        stored(*project, failure(pool, 2, JudgementStatus::Failed, QStringLiteral("HTTP 500"))));
    QVERIFY(
        stored(*project, failure(pool, 2, JudgementStatus::Refusal, QStringLiteral("no rating"))));
    domain::AbsoluteScore otherCriterion = rating(pool, 0, {1.0});
    otherCriterion.criterionId = *fluency;
    QVERIFY(stored(*project, otherCriterion));
    QVERIFY(stored(*project, rating(other, 0, {0.5, 0.5})));
    domain::AbsoluteScore imported = rating(pool, 2, {0.1, 0.9});
    imported.runId.reset();
    const domain::AbsoluteScoreId withoutRun = stored(*project, imported);
    const domain::AbsoluteScoreId askedAgain = stored(*project, rating(pool, 0, {0.3, 0.7}));

    Result<QList<domain::AbsoluteScore>> all =
        absoluteScoresOfContext(*project, pool.context, pool.criterion);
    QVERIFY2(all, qPrintable(all.error().message));
    QCOMPARE(idsOf(*all),
             (QList<domain::AbsoluteScoreId>{inRun, inSecondRun, withoutRun, askedAgain}));
    for (const domain::AbsoluteScore& score : *all) {
        QVERIFY(score.status == JudgementStatus::Ok);
    }
    Result<QList<domain::AbsoluteScore>> ofRun =
        absoluteScoresOfContext(*project, pool.context, pool.criterion, pool.run);
    QVERIFY(ofRun);
    QCOMPARE(idsOf(*ofRun), (QList<domain::AbsoluteScoreId>{inRun, askedAgain}));
    QCOMPARE(ofRun->last().classProbabilities, (QList<double>{0.3, 0.7}));
    ofRun = absoluteScoresOfContext(*project, pool.context, pool.criterion, *secondRun);
    QVERIFY(ofRun);
    QCOMPARE(idsOf(*ofRun), QList<domain::AbsoluteScoreId>{inSecondRun});
    Result<QList<domain::AbsoluteScore>> underFluency =
        absoluteScoresOfContext(*project, pool.context, *fluency);
    QVERIFY(underFluency);
    QCOMPARE(underFluency->size(), 1);
    QCOMPARE(underFluency->first().criterionId, *fluency);
    Result<QList<domain::AbsoluteScore>> ofOther =
        absoluteScoresOfContext(*project, other.context, pool.criterion);
    QVERIFY(ofOther);
    QCOMPARE(ofOther->size(), 1);
    QCOMPARE(ofOther->first().candidateId, other.candidates.at(0));
}

void AbsoluteScoresTest::theScoresOfARunAreEveryStatusInIdOrder() {
    std::unique_ptr<ProjectDatabase> project = testing::createProject(path(QStringLiteral("e")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 3);
    const testing::Pool other = testing::makePool(*project, 2);
    const QList<domain::AbsoluteScoreId> expected{
        stored(*project, failure(pool, 2, JudgementStatus::Failed, QStringLiteral("HTTP 500"))),
        stored(*project, rating(pool, 0, {0.25, 0.75})),
        stored(*project, failure(pool, 1, JudgementStatus::Refusal, QStringLiteral("declined"))),
    };
    QVERIFY(stored(*project, rating(other, 0, {1.0}))); // another run
    domain::AbsoluteScore imported = rating(pool, 1, {1.0});
    imported.runId.reset();
    QVERIFY(stored(*project, imported));
    const domain::AbsoluteScoreId last = stored(*project, rating(pool, 2, {1.0}));

    Result<QList<domain::AbsoluteScore>> ofRun = absoluteScoresOfRun(*project, pool.run);
    QVERIFY2(ofRun, qPrintable(ofRun.error().message));
    QCOMPARE(idsOf(*ofRun), QList<domain::AbsoluteScoreId>(expected) << last);
    QVERIFY(ofRun->at(0).status == JudgementStatus::Failed);
    QVERIFY(ofRun->at(1).status == JudgementStatus::Ok);
    QVERIFY(ofRun->at(2).status == JudgementStatus::Refusal);
    Result<QList<domain::AbsoluteScore>> none = absoluteScoresOfRun(*project, other.run + 100);
    QVERIFY(none && none->isEmpty());
}

void AbsoluteScoresTest::aVersion3ProjectIsMigratedWithItsScores() {
    const QString location = path(QStringLiteral("v3"));
    const QString connection = QStringLiteral("version-3");
    {
        // A project as PairRank of schema version 3 left it, with one score.
        QSqlDatabase raw = testing::openRawConnection(location, connection);
        QVERIFY(raw.isOpen());
        QVERIFY(sql_dialect::configureConnection(raw));
        const Status migrated = migrateSchema(raw, 0, 3);
        QVERIFY2(migrated, qPrintable(migrated ? QString() : migrated.error().message));
        QSqlQuery query(raw);
        for (const char* statement : {
                 "INSERT INTO project_meta (key, value) VALUES ('name', 'schema version 3')",
                 "INSERT INTO contexts (id, external_id, text, metadata) VALUES (1, 'c', 'C', "
                 "'{}')",
                 "INSERT INTO candidates (id, context_id, position, external_id, text, metadata)"
                 " VALUES (1, 1, 0, 'c#0', 'first', '{}')",
                 "INSERT INTO criteria (id, name, comparative_template, absolute_template,"
                 " label_words) VALUES (1, 'overall', '', 'Rate {candidate} 1-10', '[]')",
                 "INSERT INTO absolute_scores (id, run_id, candidate_id, criterion_id,"
                 " class_probabilities, created_at) VALUES (7, NULL, 1, 1, '[0.25,0.75]',"
                 " '2026-01-02T03:04:05.000Z')",
             }) {
            QVERIFY2(query.exec(QString::fromLatin1(statement)), statement);
        }
        query.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(connection);

    std::unique_ptr<ProjectDatabase> project = testing::openProject(location);
    QVERIFY(project);
    QCOMPARE(project->schemaVersionAtOpen(), 3);
    QCOMPARE(project->project()->schemaVersion, currentSchemaVersion());
    QCOMPARE(currentSchemaVersion(), 6);
    Result<QList<domain::AbsoluteScore>> scores = absoluteScoresOfCandidate(*project, 1);
    QVERIFY2(scores, qPrintable(scores.error().message));
    QCOMPARE(scores->size(), 1);
    const domain::AbsoluteScore old = scores->first();
    QCOMPARE(old.id, 7);
    QVERIFY(old.status == JudgementStatus::Ok); // every score of version 3 was a rating
    QCOMPARE(old.classProbabilities, (QList<double>{0.25, 0.75}));
    QVERIFY(old.requestHash.isEmpty());
    QVERIFY(old.failureReason.isEmpty());
    QVERIFY(!old.promptTokens && !old.completionTokens && !old.latencyMilliseconds && !old.cost);
    QCOMPARE(old.createdAt, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));

    // The new columns take a failure and a hashed rating.
    domain::AbsoluteScore failed;
    failed.candidateId = 1;
    failed.criterionId = 1;
    failed.status = JudgementStatus::Failed;
    failed.failureReason = QStringLiteral("HTTP 429");
    failed.requestHash = QStringLiteral("h");
    const domain::AbsoluteScoreId failedId = stored(*project, failed);
    QVERIFY(failedId > 0 && failedId != 7);
    Result<QList<domain::AbsoluteScore>> ofContext = absoluteScoresOfContext(*project, 1, 1);
    QVERIFY(ofContext);
    QCOMPARE(idsOf(*ofContext), QList<domain::AbsoluteScoreId>{7});
}

QTEST_GUILESS_MAIN(AbsoluteScoresTest)
#include "test_absolute_scores.moc"
