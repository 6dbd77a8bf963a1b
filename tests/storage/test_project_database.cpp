// A project on either backend (every test runs for "sqlite" and "postgresql"):
// creation, refusal of a newer schema, transactions, constraints, paging and the
// conversion to the statistics engine's input. What only a file has (damage,
// the checked-in old file, integrity checks) is in test_project_file.cpp.
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/comparison_loader.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"
#include "storage/schema_migrations.h"
#include "storage/score_store.h"
#include "storage_test_support.h"

#include <QFile>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>
#include <thread>
#include <tuple>

using namespace pairrank;
using namespace pairrank::storage;

namespace {

// A judgement of the pool's run of candidates a and b (a shown first), stored on its own.
bool storeJudgement(ProjectDatabase& project, const testing::Pool& pool, int a, int b,
                    std::optional<double> p, domain::JudgementStatus status) {
    domain::Judgement judgement;
    judgement.runId = pool.run;
    judgement.contextId = pool.context;
    judgement.candidateA = pool.candidates[a];
    judgement.candidateB = pool.candidates[b];
    judgement.p = p;
    judgement.status = status;
    judgement.rawAnswer = QStringLiteral("an answer");
    if (status == domain::JudgementStatus::Failed) {
        judgement.failureReason = QStringLiteral("timeout");
    }
    return insertJudgement(project, judgement).ok();
}

} // namespace

class ProjectDatabaseTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void createdProjectIsDurableWithForeignKeysAndCurrentSchema();
    void newerSchemaIsRefusedWithAMessage();
    void transactionRollsBackOnFailure();
    void aContextIsFoundByIdOrAsTheFirst();
    void readingAContextsCandidatesStopsWhenAsked();
    void judgementChecksNameTheBadField_data();
    void judgementChecksNameTheBadField();
    void schemaRefusesAProbabilityOnAFailedJudgement();
    void comparisonsCarryIndicesAndSkipFailures();
    void judgedPairsAreEveryJudgementInTheOrderStored();
    void anAnswerCopiedByAnotherRunCountsOnce();
    void pagingVisitsEveryJudgementOnce();
    void aPreparedLookupSeesLaterJudgements();
    void aBatchLookupGroupsByHashAcrossStatements();
    void secretsNeverEnterTheProject();
    void anotherThreadReadsThroughItsOwnConnection();
    void judgementsOfACandidateAreTheNewestOfEitherPosition();
    void rankingsAndAbsoluteScoresRoundTrip();
    void aCriterionsPromptChangesUntilAJudgementUsesIt();

private:
    QString path(const QString& name) { return m_backend.location(name); }

    testing::BackendFixture m_backend;
};

void ProjectDatabaseTest::createdProjectIsDurableWithForeignKeysAndCurrentSchema() {
    {
        std::unique_ptr<ProjectDatabase> project =
            testing::createProject(path(QStringLiteral("p.pairrank")));
        QVERIFY(project);
    }
    std::unique_ptr<ProjectDatabase> project =
        testing::openProject(path(QStringLiteral("p.pairrank")));
    QVERIFY(project);
    Result<domain::Project> description = project->project();
    QVERIFY(description);
    QCOMPARE(description->name, QStringLiteral("test"));
    QCOMPARE(description->schemaVersion, currentSchemaVersion());
    QVERIFY(description->createdAt.isValid());
    QCOMPARE(project->backend(), m_backend.backend());
    QSqlQuery pragma = project->query();
    if (m_backend.backend() == Backend::Sqlite) {
        QVERIFY(pragma.exec(QStringLiteral("PRAGMA journal_mode")) && pragma.next());
        QCOMPARE(pragma.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(pragma.exec(QStringLiteral("PRAGMA foreign_keys")) && pragma.next());
        QCOMPARE(pragma.value(0).toInt(), 1);
    } else {
        QVERIFY(pragma.exec(QStringLiteral("SHOW synchronous_commit")) && pragma.next());
        QCOMPARE(pragma.value(0).toString(), QStringLiteral("on"));
        QVERIFY(pragma.exec(QStringLiteral("SHOW lock_timeout")) && pragma.next());
        QCOMPARE(pragma.value(0).toString(), QStringLiteral("10s"));
    }
    // Foreign keys are enforced: a candidate of a missing context is refused.
    QVERIFY(!pragma.exec(QStringLiteral("INSERT INTO candidates (context_id, position, external_id,"
                                        " text, metadata) VALUES (999, 0, 'x', 't', '{}')")));
}

void ProjectDatabaseTest::newerSchemaIsRefusedWithAMessage() {
    const QString location = path(QStringLiteral("newer.pairrank"));
    {
        std::unique_ptr<ProjectDatabase> project = testing::createProject(location);
        QVERIFY(project);
        QVERIFY(sql_dialect::writeSchemaVersion(project->connection(), currentSchemaVersion() + 1));
    }
    Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(location);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(QStringLiteral("newer PairRank")),
             qPrintable(opened.error().message));
    QVERIFY(opened.error().message.contains(QString::number(currentSchemaVersion() + 1)));
    // Refused without a change: the version is still the newer one.
    {
        QSqlDatabase raw = testing::openRawConnection(location, QStringLiteral("raw"));
        QVERIFY(raw.isOpen());
        QCOMPARE(sql_dialect::readSchemaVersion(raw).value(), currentSchemaVersion() + 1);
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

void ProjectDatabaseTest::transactionRollsBackOnFailure() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("t.pairrank")));
    QVERIFY(project);
    const Status status = project->transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(*project);
        if (!writer || !writer->addContext({0, QStringLiteral("kept?"), {}, {}})) {
            return makeError(QStringLiteral("setup"));
        }
        return makeError(QStringLiteral("the work failed"));
    });
    QVERIFY(!status);
    QCOMPARE(status.error().message, QStringLiteral("the work failed"));
    QCOMPARE(testing::rowCounts(*project).value(QStringLiteral("contexts")), 0);
    QVERIFY(!project->inTransaction());
}

void ProjectDatabaseTest::aContextIsFoundByIdOrAsTheFirst() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("f.pairrank")));
    QVERIFY(project);
    const auto none = findContext(*project, std::nullopt);
    QVERIFY2(none.ok(), qPrintable(none.error().toString()));
    QVERIFY(!none->has_value());

    QList<domain::ContextId> ids;
    const Status added = project->transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(*project);
        if (!writer) {
            return writer.error();
        }
        for (const QString& name : {QStringLiteral("first"), QStringLiteral("second")}) {
            const QJsonObject metadata{{QStringLiteral("name"), name}};
            const auto id = writer->addContext({0, name, name + QStringLiteral(" text"), metadata});
            if (!id) {
                return id.error();
            }
            ids.append(*id);
        }
        return {};
    });
    QVERIFY2(added.ok(), qPrintable(added.message()));
    const auto first = findContext(*project, std::nullopt);
    QVERIFY2(first.ok() && first->has_value(), qPrintable(first.error().toString()));
    QCOMPARE((*first)->id, ids[0]);
    QCOMPARE((*first)->externalId, QStringLiteral("first"));
    const auto second = findContext(*project, ids[1]);
    QVERIFY2(second.ok() && second->has_value(), qPrintable(second.error().toString()));
    QCOMPARE((*second)->id, ids[1]);
    QCOMPARE((*second)->externalId, QStringLiteral("second"));
    QCOMPARE((*second)->text, QStringLiteral("second text"));
    QCOMPARE((*second)->metadata.value(QStringLiteral("name")).toString(),
             QStringLiteral("second"));
    const auto missing = findContext(*project, ids[1] + 100);
    QVERIFY2(missing.ok(), qPrintable(missing.error().toString()));
    QVERIFY(!missing->has_value());
}

// A 100,000-candidate context takes most of a second to read: a ranking nobody wants any
// more stops within kCandidatesPerProgress rows.
void ProjectDatabaseTest::readingAContextsCandidatesStopsWhenAsked() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("r.pairrank")));
    QVERIFY(project);
    constexpr int kCandidates = 2 * kCandidatesPerProgress + 10;
    domain::ContextId context = 0;
    const Status added = project->transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(*project);
        if (!writer) {
            return writer.error();
        }
        const auto id = writer->addContext({0, QStringLiteral("pool"), {}, {}});
        if (!id) {
            return id.error();
        }
        context = *id;
        for (int i = 0; i < kCandidates; ++i) {
            domain::Candidate candidate;
            candidate.contextId = context;
            candidate.externalId = QStringLiteral("c%1").arg(i);
            candidate.text = QStringLiteral("text %1").arg(i);
            if (const auto stored = writer->addCandidate(candidate); !stored) {
                return stored.error();
            }
        }
        return {};
    });
    QVERIFY2(added.ok(), qPrintable(added.message()));
    const auto unasked = candidatesOfContext(*project, context, 4);
    QVERIFY2(unasked.ok(), qPrintable(unasked.error().toString()));
    QCOMPARE(unasked->size(), kCandidates);

    std::vector<std::int64_t> asked;
    const auto listened = candidatesOfContext(*project, context, 4, [&](const common::Progress& p) {
        asked.push_back(p.done);
        return common::ProgressDecision::Continue;
    });
    QVERIFY2(listened.ok(), qPrintable(listened.error().toString()));
    QCOMPARE(listened->size(), kCandidates);
    QCOMPARE(listened->constLast().externalId, unasked->constLast().externalId);
    QCOMPARE(listened->constLast().text, QStringLiteral("text"));
    QCOMPARE(asked,
             (std::vector<std::int64_t>{0, kCandidatesPerProgress, 2 * kCandidatesPerProgress}));
    for (const int stopAt : {1, 2, 3}) {
        int calls = 0;
        const auto stopped =
            candidatesOfContext(*project, context, 4, [&](const common::Progress&) {
                return ++calls == stopAt ? common::ProgressDecision::Abort
                                         : common::ProgressDecision::Continue;
            });
        QVERIFY2(!stopped.ok() && isCancelled(stopped.error()),
                 qPrintable(QStringLiteral("stopped at call %1").arg(stopAt)));
        QCOMPARE(calls, stopAt);
    }
}

void ProjectDatabaseTest::judgementChecksNameTheBadField_data() {
    QTest::addColumn<QString>("status");
    QTest::addColumn<double>("p");
    QTest::addColumn<bool>("hasP");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<QString>("expected");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("ok without p") << "ok" << 0.0 << false << qint64(1) << "p is missing";
    QTest::newRow("failed with p") << "failed" << 0.5 << true << qint64(1) << "has no p";
    QTest::newRow("refusal with p") << "refusal" << 0.5 << true << qint64(1) << "has no p";
    QTest::newRow("p = 0") << "ok" << 0.0 << true << qint64(1) << "strictly between 0 and 1";
    QTest::newRow("p = 1") << "ok" << 1.0 << true << qint64(1) << "strictly between 0 and 1";
    QTest::newRow("p NaN") << "ok" << nan << true << qint64(1) << "strictly between 0 and 1";
    QTest::newRow("p inf") << "tie" << inf << true << qint64(1) << "strictly between 0 and 1";
    QTest::newRow("negative tokens")
        << "ok" << 0.5 << true << qint64(-3) << "prompt_tokens is negative";
}

void ProjectDatabaseTest::judgementChecksNameTheBadField() {
    QFETCH(QString, status);
    QFETCH(double, p);
    QFETCH(bool, hasP);
    QFETCH(qint64, tokens);
    QFETCH(QString, expected);
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("j.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    domain::Judgement judgement;
    judgement.runId = pool.run;
    judgement.contextId = pool.context;
    judgement.candidateA = pool.candidates[0];
    judgement.candidateB = pool.candidates[1];
    judgement.status = *domain::judgementStatusFromString(status);
    if (hasP) {
        judgement.p = p;
    }
    judgement.promptTokens = tokens;
    Result<domain::JudgementId> stored = insertJudgement(*project, judgement);
    QVERIFY(!stored);
    QVERIFY2(stored.error().message.contains(expected), qPrintable(stored.error().message));
    QCOMPARE(testing::rowCounts(*project).value(QStringLiteral("judgements")), 0);
}

void ProjectDatabaseTest::schemaRefusesAProbabilityOnAFailedJudgement() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("c.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    QSqlQuery insert = project->query();
    const QString sql = QStringLiteral(
        "INSERT INTO judgements (run_id, context_id, candidate_a, candidate_b, p, status,"
        " failure_reason, request_hash, raw_answer, created_at) VALUES (%1, %2, %3, %4, %5, '%6',"
        " '', '', '', 'now')");
    const auto args = [&](const QString& p, const QString& status) {
        return sql.arg(pool.run)
            .arg(pool.context)
            .arg(pool.candidates[0])
            .arg(pool.candidates[1])
            .arg(p, status);
    };
    QVERIFY(!insert.exec(args(QStringLiteral("0.5"), QStringLiteral("failed"))));
    QVERIFY(!insert.exec(args(QStringLiteral("NULL"), QStringLiteral("ok"))));
    QVERIFY(!insert.exec(args(QStringLiteral("1.0"), QStringLiteral("ok"))));
    QVERIFY(!insert.exec(args(QStringLiteral("0.5"), QStringLiteral("maybe"))));
    QVERIFY(insert.exec(args(QStringLiteral("NULL"), QStringLiteral("failed"))));
    QVERIFY(insert.exec(args(QStringLiteral("0.5"), QStringLiteral("tie"))));
}

void ProjectDatabaseTest::comparisonsCarryIndicesAndSkipFailures() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("l.pairrank")));
    QVERIFY(project);
    testing::makePool(*project, 5); // another context first, so that ids and indices differ
    const testing::Pool pool = testing::makePool(*project, 4);
    const auto judge = [&](int a, int b, std::optional<double> p, domain::JudgementStatus status) {
        return storeJudgement(*project, pool, a, b, p, status);
    };
    QVERIFY(judge(3, 0, 0.9, domain::JudgementStatus::Ok));
    QVERIFY(judge(1, 2, std::nullopt, domain::JudgementStatus::Failed));
    QVERIFY(judge(2, 1, 0.5, domain::JudgementStatus::Tie));
    QVERIFY(judge(0, 2, std::nullopt, domain::JudgementStatus::Refusal));
    Result<ComparisonInput> input = loadComparisons(*project, pool.context);
    QVERIFY(input);
    QCOMPARE(input->candidateIds.size(), std::size_t(4));
    QCOMPARE(input->candidateIds[3], pool.candidates[3]);
    QCOMPARE(input->comparisons.size(), std::size_t(2));
    QCOMPARE(input->comparisons[0].a, 3);
    QCOMPARE(input->comparisons[0].b, 0);
    QCOMPARE(input->comparisons[0].p, 0.9);
    QCOMPARE(input->comparisons[1].a, 2);
    QCOMPARE(input->comparisons[1].b, 1);
    QCOMPARE(input->judgementsWithoutProbability, 2);
    for (const IndexedJudgement& comparison : input->comparisons) {
        QVERIFY(comparison.a >= 0 && comparison.a < 4 && comparison.b >= 0 && comparison.b < 4);
        QVERIFY(comparison.a != comparison.b && comparison.p > 0.0 && comparison.p < 1.0);
    }
    ComparisonFilter withoutTies;
    withoutTies.includeTies = false;
    withoutTies.criterionId = pool.criterion;
    QCOMPARE(loadComparisons(*project, pool.context, withoutTies)->comparisons.size(),
             std::size_t(1));
}

void ProjectDatabaseTest::judgedPairsAreEveryJudgementInTheOrderStored() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("j.pairrank")));
    QVERIFY(project);
    const testing::Pool first = testing::makePool(*project, 3);
    const testing::Pool second = testing::makePool(*project, 4); // another size, another name
    const auto judge = [&](const testing::Pool& pool, int a, int b, std::optional<double> p,
                           domain::JudgementStatus status) {
        return storeJudgement(*project, pool, a, b, p, status);
    };
    QVERIFY(judge(second, 2, 0, 0.25, domain::JudgementStatus::Ok));
    QVERIFY(judge(first, 0, 1, std::nullopt, domain::JudgementStatus::Failed));
    QVERIFY(judge(first, 1, 0, 0.5, domain::JudgementStatus::Tie));
    QVERIFY(judge(second, 0, 1, std::nullopt, domain::JudgementStatus::Refusal));
    QVERIFY(judge(first, 2, 1, 0.875, domain::JudgementStatus::Ok));

    std::vector<JudgedPair> read;
    const Status status =
        forEachJudgedPair(*project, [&read](const JudgedPair& pair) { read.push_back(pair); });
    QVERIFY2(status.ok(), qPrintable(status.message()));
    const std::vector<
        std::tuple<domain::RunId, domain::CandidateId, domain::CandidateId, std::optional<double>>>
        expected{{second.run, second.candidates[2], second.candidates[0], 0.25},
                 {first.run, first.candidates[0], first.candidates[1], std::nullopt},
                 {first.run, first.candidates[1], first.candidates[0], 0.5},
                 {second.run, second.candidates[0], second.candidates[1], std::nullopt},
                 {first.run, first.candidates[2], first.candidates[1], 0.875}};
    QCOMPARE(read.size(), expected.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
        QCOMPARE(read[i].runId, std::get<0>(expected[i]));
        QCOMPARE(read[i].candidateA, std::get<1>(expected[i]));
        QCOMPARE(read[i].candidateB, std::get<2>(expected[i]));
        QCOMPARE(read[i].p, std::get<3>(expected[i]));
    }
}

void ProjectDatabaseTest::anAnswerCopiedByAnotherRunCountsOnce() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("copies.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 4);
    const auto judge = [&](domain::RunId run, int a, int b, double p, const QString& hash) {
        domain::Judgement judgement;
        judgement.runId = run;
        judgement.contextId = pool.context;
        judgement.candidateA = pool.candidates[a];
        judgement.candidateB = pool.candidates[b];
        judgement.p = p;
        judgement.status = domain::JudgementStatus::Ok;
        judgement.requestHash = hash;
        return insertJudgement(*project, judgement).ok();
    };
    const auto count = [&](std::optional<domain::RunId> run) -> qsizetype {
        ComparisonFilter filter;
        filter.runId = run;
        const Result<ComparisonInput> input = loadComparisons(*project, pool.context, filter);
        return input ? static_cast<qsizetype>(input->comparisons.size()) : -1;
    };
    QVERIFY(judge(pool.run, 0, 1, 0.8, QStringLiteral("h01")));
    QVERIFY(judge(pool.run, 1, 2, 0.6, QStringLiteral("h12")));
    QVERIFY(judge(pool.run, 2, 3, 0.7, QString())); // imported: no request
    QCOMPARE(count(std::nullopt), 3);

    // A second run reuses the first answer (a copy: same request, same pair), asks the
    // same pair under another prompt, and an imported pair again.
    domain::Run second;
    const Result<std::optional<domain::Run>> first = findRun(*project, pool.run);
    QVERIFY(first && first->has_value());
    second.judgeConfigId = (*first)->judgeConfigId;
    second.criterionId = pool.criterion;
    const Result<domain::RunId> secondRun = insertRun(*project, second);
    QVERIFY(secondRun);
    QVERIFY(judge(*secondRun, 0, 1, 0.8, QStringLiteral("h01")));
    QVERIFY(judge(*secondRun, 0, 1, 0.7, QStringLiteral("h01-other-prompt")));
    QVERIFY(judge(*secondRun, 1, 0, 0.3, QStringLiteral("h01"))); // the other order
    QVERIFY(judge(*secondRun, 2, 3, 0.9, QString()));
    QCOMPARE(count(std::nullopt), 3 + 3); // the copy is the one piece of evidence it was
    QCOMPARE(count(pool.run), 3);
    QCOMPARE(count(*secondRun), 4); // a run alone has its copy
}

void ProjectDatabaseTest::pagingVisitsEveryJudgementOnce() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("g.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 3);
    constexpr int kCount = 1234;
    const Status status = project->transaction([&]() -> Status {
        Result<JudgementWriter> writer = JudgementWriter::prepare(*project);
        if (!writer) {
            return writer.error();
        }
        for (int i = 0; i < kCount; ++i) {
            domain::Judgement judgement;
            judgement.runId = pool.run;
            judgement.contextId = pool.context;
            judgement.candidateA = pool.candidates[i % 3];
            judgement.candidateB = pool.candidates[(i + 1) % 3];
            judgement.p = 0.6;
            judgement.requestHash = QString::number(i);
            if (!writer->add(judgement)) {
                return makeError(QStringLiteral("insert %1").arg(i));
            }
        }
        return {};
    });
    QVERIFY2(status, qPrintable(status.message()));
    JudgementPageRequest request;
    request.runId = pool.run;
    request.limit = 100;
    int seen = 0;
    for (;;) {
        Result<QList<domain::Judgement>> page = judgementsPage(*project, request);
        QVERIFY(page);
        if (page->isEmpty()) {
            break;
        }
        for (const domain::Judgement& judgement : *page) {
            QCOMPARE(judgement.requestHash, QString::number(seen++));
        }
        request.afterId = page->last().id;
    }
    QCOMPARE(seen, kCount);
    QCOMPARE(JudgementLookup::prepare(*project)->byRequestHash(QStringLiteral("77"))->size(), 1);
    CandidatePageRequest candidates;
    candidates.contextId = pool.context;
    candidates.afterPosition = 0;
    QCOMPARE(candidatesPage(*project, candidates)->size(), 2);
}

void ProjectDatabaseTest::aPreparedLookupSeesLaterJudgements() {
    // A run prepares one lookup and uses it between its writes: every lookup must see the
    // judgements stored since, and must not keep a read open that would block a checkpoint.
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("lookup.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    Result<JudgementLookup> lookup = JudgementLookup::prepare(*project);
    QVERIFY(lookup);
    QVERIFY(lookup->byRequestHash(QStringLiteral("h"))->isEmpty());
    for (int stored = 1; stored <= 3; ++stored) {
        domain::Judgement judgement;
        judgement.runId = pool.run;
        judgement.contextId = pool.context;
        judgement.candidateA = pool.candidates[0];
        judgement.candidateB = pool.candidates[1];
        judgement.p = 0.1 * stored;
        judgement.requestHash = QStringLiteral("h");
        QVERIFY(insertJudgement(*project, judgement));
        const Result<QList<domain::Judgement>> found = lookup->byRequestHash(QStringLiteral("h"));
        QVERIFY(found);
        QCOMPARE(found->size(), stored);
        QCOMPARE(found->last().p, std::optional<double>(0.1 * stored)); // in id order
        QVERIFY(lookup->byRequestHash(QStringLiteral("other"))->isEmpty());
    }
    // No read left open by the lookup: a checkpoint is not busy; no session of the
    // server sits in an open transaction.
    QSqlQuery checkpoint = project->query();
    QVERIFY(checkpoint.exec(m_backend.backend() == Backend::Sqlite
                                ? QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")
                                : QStringLiteral("SELECT count(*) FROM pg_stat_activity"
                                                 " WHERE state LIKE 'idle in transaction%'")));
    QVERIFY(checkpoint.next());
    QCOMPARE(checkpoint.value(0).toInt(), 0);
}

void ProjectDatabaseTest::aBatchLookupGroupsByHashAcrossStatements() {
    // 150 hashes asked at once (more than one statement's worth): hash i is stored i % 3
    // times, so a third are absent; each group comes back whole and in id order.
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("batch-lookup.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    constexpr int kHashes = 150;
    const Status status = project->transaction([&]() -> Status {
        Result<JudgementWriter> writer = JudgementWriter::prepare(*project);
        if (!writer) {
            return writer.error();
        }
        for (int copy = 0; copy < 2; ++copy) {
            for (int hash = 0; hash < kHashes; ++hash) {
                if (copy >= hash % 3) {
                    continue;
                }
                domain::Judgement judgement;
                judgement.runId = pool.run;
                judgement.contextId = pool.context;
                judgement.candidateA = pool.candidates[0];
                judgement.candidateB = pool.candidates[1];
                judgement.p = copy == 0 ? 0.25 : 0.75;
                judgement.requestHash = QStringLiteral("hash-%1").arg(hash);
                if (!writer->add(judgement)) {
                    return makeError(QStringLiteral("insert %1").arg(hash));
                }
            }
        }
        return {};
    });
    QVERIFY2(status, qPrintable(status.message()));
    Result<JudgementLookup> lookup = JudgementLookup::prepare(*project);
    QVERIFY(lookup);
    QStringList hashes;
    for (int hash = kHashes - 1; hash >= 0; --hash) {
        hashes.append(QStringLiteral("hash-%1").arg(hash));
    }
    const auto found = lookup->byRequestHashes(hashes);
    QVERIFY(found);
    int groups = 0;
    for (int hash = 0; hash < kHashes; ++hash) {
        const QString key = QStringLiteral("hash-%1").arg(hash);
        const int expected = hash % 3;
        QCOMPARE(found->contains(key), expected > 0);
        if (expected == 0) {
            continue;
        }
        ++groups;
        const QList<domain::Judgement>& group = found->value(key);
        QCOMPARE(group.size(), expected);
        QCOMPARE(group.first().p, std::optional<double>(0.25));
        QCOMPARE(group.last().p, std::optional<double>(expected == 2 ? 0.75 : 0.25));
        const QList<domain::Judgement> single = lookup->byRequestHash(key).value();
        QCOMPARE(group.size(), single.size());
        for (qsizetype index = 0; index < group.size(); ++index) {
            QCOMPARE(group[index].id, single[index].id);
        }
        QVERIFY(group.first().id < group.last().id || expected == 1);
    }
    QCOMPARE(found->size(), groups);
    QVERIFY(lookup->byRequestHashes({})->isEmpty());
}

void ProjectDatabaseTest::secretsNeverEnterTheProject() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("s.pairrank")));
    QVERIFY(project);
    domain::JudgeConfig judge;
    judge.name = QStringLiteral("openai");
    judge.backend = QStringLiteral("openai-chat");
    judge.settings = {{QStringLiteral("temperature"), 0},
                      {QStringLiteral("headers"), QJsonObject{{QStringLiteral("Authorization"),
                                                               QStringLiteral("Bearer sk-x")}}}};
    Result<domain::JudgeConfigId> stored = insertJudgeConfig(*project, judge);
    QVERIFY(!stored);
    QVERIFY2(stored.error().message.contains(QStringLiteral("headers.Authorization")),
             qPrintable(stored.error().message));
    // Names that hold a secret themselves are refused, in any spelling.
    for (const char* name : {"api_key", "apiKey", "x-api-key", "token", "access_token", "password",
                             "client_secret", "key"}) {
        judge.settings = {{QString::fromLatin1(name), QStringLiteral("value")}};
        const Result<domain::JudgeConfigId> refused = insertJudgeConfig(*project, judge);
        QVERIFY2(!refused, name);
        QVERIFY2(refused.error().message.contains(QString::fromLatin1(name)),
                 qPrintable(refused.error().message));
    }
    // Names that say where a key is or how many tokens may be used are settings.
    judge.settings = {{QStringLiteral("tokens_per_minute"), 1000},
                      {QStringLiteral("budget_tokens"), 50000},
                      {QStringLiteral("api_key_file"), QStringLiteral("/home/me/.openai-key")}};
    judge.apiKeyEnvironmentVariable = QStringLiteral("OPENAI_API_KEY");
    QVERIFY(insertJudgeConfig(*project, judge));
    QCOMPARE(findJudgeConfigByName(*project, QStringLiteral("openai"))
                 ->value()
                 .apiKeyEnvironmentVariable,
             QStringLiteral("OPENAI_API_KEY"));
}

void ProjectDatabaseTest::judgementsOfACandidateAreTheNewestOfEitherPosition() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("of-candidate.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 4);
    const QList<domain::CandidateId>& ids = pool.candidates;
    // Candidate ids[0] in position A twice, in position B once; one judgement without it.
    const QList<std::pair<int, int>> pairs{{0, 1}, {2, 3}, {2, 0}, {0, 3}};
    QList<domain::JudgementId> stored;
    for (const auto& [a, b] : pairs) {
        domain::Judgement judgement;
        judgement.runId = pool.run;
        judgement.contextId = pool.context;
        judgement.candidateA = ids[a];
        judgement.candidateB = ids[b];
        judgement.p = 0.6;
        Result<domain::JudgementId> id = insertJudgement(*project, judgement);
        QVERIFY2(id, qPrintable(id.error().toString()));
        stored.append(*id);
    }
    const Result<CandidateJudgementsPage> all = judgementsOfCandidate(*project, ids[0], 10);
    QVERIFY2(all, qPrintable(all.error().toString()));
    QCOMPARE(all->total, 3);
    QCOMPARE(all->newest.size(), 3);
    QCOMPARE(all->newest.at(0).id, stored[3]); // newest first
    QCOMPARE(all->newest.at(1).id, stored[2]);
    QCOMPARE(all->newest.at(2).id, stored[0]);
    const Result<CandidateJudgementsPage> two = judgementsOfCandidate(*project, ids[0], 2);
    QCOMPARE(two->total, 3);
    QCOMPARE(two->newest.size(), 2);
    QCOMPARE(two->newest.at(1).id, stored[2]);
}

void ProjectDatabaseTest::anotherThreadReadsThroughItsOwnConnection() {
    const QString file = path(QStringLiteral("threads.pairrank"));
    std::unique_ptr<ProjectDatabase> project = testing::createProject(file);
    QVERIFY(project);
    testing::makePool(*project, 7);
    qint64 seenByThread = -1;
    QString threadError;
    std::thread reader([&] {
        Result<std::unique_ptr<ProjectDatabase>> own = ProjectDatabase::open(file);
        if (!own) {
            threadError = own.error().toString();
            return;
        }
        Result<QList<domain::Candidate>> page = candidatesPage(**own, {});
        seenByThread = page ? page->size() : -1;
    });
    reader.join();
    QVERIFY2(threadError.isEmpty(), qPrintable(threadError));
    QCOMPARE(seenByThread, 7);
}

void ProjectDatabaseTest::rankingsAndAbsoluteScoresRoundTrip() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("r.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 3);
    domain::Ranking ranking;
    ranking.runId = pool.run;
    ranking.contextId = pool.context;
    ranking.criterionId = pool.criterion;
    ranking.model = QStringLiteral("poe-gaussian");
    ranking.entries = {{pool.candidates[1], 1, 0.5, 0.2},
                       {pool.candidates[0], 2, 0.0, 0.2},
                       {pool.candidates[2], 3, -0.5, std::nullopt}};
    QVERIFY(insertRanking(*project, ranking));
    ranking.model = QStringLiteral("newer");
    QVERIFY(insertRanking(*project, ranking));
    Result<std::optional<domain::Ranking>> latest =
        latestRanking(*project, pool.context, pool.criterion);
    QVERIFY(latest && latest->has_value());
    QCOMPARE((*latest)->model, QStringLiteral("newer"));
    QCOMPARE((*latest)->entries.size(), 3);
    QCOMPARE((*latest)->entries[0].candidateId, pool.candidates[1]);
    QVERIFY(!(*latest)->entries[2].standardDeviation.has_value());

    domain::AbsoluteScore score;
    score.candidateId = pool.candidates[0];
    score.criterionId = pool.criterion;
    score.classProbabilities = {0.1, 0.2, 0.7};
    QVERIFY(insertAbsoluteScore(*project, score));
    score.classProbabilities = {0.1, 0.2};
    QVERIFY(!insertAbsoluteScore(*project, score));
    Result<QList<domain::AbsoluteScore>> scores =
        absoluteScoresOfCandidate(*project, pool.candidates[0]);
    QVERIFY(scores);
    QCOMPARE(scores->size(), 1);
    QCOMPARE(scores->first().classProbabilities, (QList<double>{0.1, 0.2, 0.7}));
    QCOMPARE(findRun(*project, pool.run)->value().seed, std::numeric_limits<quint64>::max());
}

void ProjectDatabaseTest::aCriterionsPromptChangesUntilAJudgementUsesIt() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(path(QStringLiteral("u.pairrank")));
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 2);
    auto stored = listCriteria(*project);
    QVERIFY(stored && stored->size() == 1);
    domain::Criterion changed = stored->first();
    QCOMPARE(changed.id, pool.criterion);
    changed.comparativePromptTemplate =
        QStringLiteral("Better on {criterion}? {candidate_a} / {candidate_b}");
    changed.labelWords = {QStringLiteral("first"), QStringLiteral("second")};

    auto counts = countJudgementsByCriterion(*project);
    QVERIFY(counts);
    QVERIFY(!counts->contains(pool.criterion));
    QVERIFY(project->transaction([&] { return updateCriterionPrompt(*project, changed); }));
    auto reread = findCriterionByName(*project, changed.name);
    QVERIFY(reread && reread->has_value());
    QCOMPARE((*reread)->comparativePromptTemplate, changed.comparativePromptTemplate);
    QCOMPARE((*reread)->labelWords, changed.labelWords);

    // One judgement asked with this prompt: from now on the prompt stays as it was.
    domain::Judgement judgement;
    judgement.runId = pool.run;
    judgement.contextId = pool.context;
    judgement.candidateA = pool.candidates[0];
    judgement.candidateB = pool.candidates[1];
    judgement.status = domain::JudgementStatus::Ok;
    judgement.p = 0.6;
    QVERIFY(project->transaction([&]() -> Status {
        auto inserted = insertJudgement(*project, judgement);
        return inserted ? Status{} : Status{inserted.error()};
    }));
    counts = countJudgementsByCriterion(*project);
    QVERIFY(counts);
    QCOMPARE(counts->value(pool.criterion), 1);
    domain::Criterion again = changed;
    again.comparativePromptTemplate = QStringLiteral("{candidate_a} or {candidate_b}?");
    const Status refused =
        project->transaction([&] { return updateCriterionPrompt(*project, again); });
    QVERIFY(!refused);
    QVERIFY2(refused.message().contains(QLatin1String("already has 1 judgement asked")),
             qPrintable(refused.message()));
    reread = findCriterionByName(*project, changed.name);
    QVERIFY(reread && reread->has_value());
    QCOMPARE((*reread)->comparativePromptTemplate, changed.comparativePromptTemplate);

    domain::Criterion missing = changed;
    missing.id = pool.criterion + 1000;
    QVERIFY(!project->transaction([&] { return updateCriterionPrompt(*project, missing); }));
}

QTEST_GUILESS_MAIN(ProjectDatabaseTest)
#include "test_project_database.moc"
