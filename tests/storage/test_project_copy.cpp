// copyProject between a file and a PostgreSQL server: every row of every table
// and its id come back unchanged after file → server → file, the schema version
// too; the server numbers new rows after the copied ones; a target that is not
// new is refused and left as it was; a copy that fails or is cancelled midway
// leaves no target behind. Rows are compared through plain SQL on both
// databases, not through the code under test.
#include "storage/candidate_importer.h"
#include "storage/candidate_store.h"
#include "storage/column_value.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage/judgement_store.h"
#include "storage/pair_lease_store.h"
#include "storage/project_copy.h"
#include "storage/schema_catalog.h"
#include "storage/schema_migrations.h"
#include "storage/score_store.h"
#include "storage_test_support.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <limits>

using namespace pairrank;
using namespace pairrank::storage;

namespace {

// A value as text that tells its type and, for a double, every bit of it.
QString valueText(const QVariant& value) {
    if (value.isNull()) {
        return QStringLiteral("NULL");
    }
    switch (value.typeId()) {
    case QMetaType::Double:
        return QStringLiteral("real:") + QString::number(value.toDouble(), 'g', 17);
    case QMetaType::Int:
    case QMetaType::LongLong:
        return QStringLiteral("integer:") + QString::number(value.toLongLong());
    case QMetaType::ULongLong: // QPSQL's type for BIGINT
        return QStringLiteral("integer:") + QString::number(value.toULongLong());
    case QMetaType::QString:
        return QStringLiteral("text:'") + value.toString() + QLatin1Char('\'');
    default:
        return QStringLiteral("other:") + QString::fromLatin1(value.typeName()) + QLatin1Char(':') +
               value.toString();
    }
}

// The tables of a project as its database lists them, without the backend's
// own bookkeeping.
QStringList tablesOf(QSqlDatabase& database, bool onServer) {
    QSqlQuery query(database);
    const bool listed =
        query.exec(onServer ? QStringLiteral("SELECT table_name FROM information_schema.tables"
                                             " WHERE table_schema = current_schema()"
                                             " AND table_type = 'BASE TABLE'"
                                             " AND table_name <> 'pairrank_schema'")
                            : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"
                                             " AND name NOT LIKE 'sqlite%'"));
    if (!listed) {
        QTest::qFail(qPrintable(query.lastError().text()), __FILE__, __LINE__);
    }
    QStringList tables;
    while (query.next()) {
        tables << query.value(0).toString();
    }
    tables.sort();
    return tables;
}

// Runs `work` on a plain connection to the project at `location` (bypassing
// the code under test), then closes it.
void onRawConnection(const QString& location, const std::function<void(QSqlDatabase&)>& work) {
    const QString connection = QStringLiteral("raw-check");
    {
        QSqlDatabase raw = testing::openRawConnection(location, connection);
        work(raw);
        raw.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

// Every row of every table, each as "column=value|…", sorted within its table.
QMap<QString, QStringList> everyRow(const QString& location) {
    QMap<QString, QStringList> rows;
    onRawConnection(location, [&](QSqlDatabase& raw) {
        for (const QString& table : tablesOf(raw, ProjectLocation::isServerAddress(location))) {
            QSqlQuery select(raw);
            if (!select.exec(QStringLiteral("SELECT * FROM %1").arg(table))) {
                QTest::qFail(qPrintable(select.lastError().text()), __FILE__, __LINE__);
                return;
            }
            QStringList texts;
            while (select.next()) {
                QStringList fields;
                for (int i = 0; i < select.record().count(); ++i) {
                    fields << select.record().fieldName(i) + QLatin1Char('=') +
                                  valueText(select.value(i));
                }
                texts << fields.join(QLatin1Char('|'));
            }
            texts.sort();
            rows.insert(table, texts);
        }
    });
    return rows;
}

// The first column of every row of `sql`; the calling test fails when it cannot run.
QVariantList columnOf(const QString& location, const QString& sql) {
    QVariantList values;
    onRawConnection(location, [&](QSqlDatabase& raw) {
        QSqlQuery query(raw);
        if (!query.exec(sql)) {
            QTest::qFail(qPrintable(sql + QStringLiteral(": ") + query.lastError().text()),
                         __FILE__, __LINE__);
        }
        while (query.next()) {
            values << query.value(0);
        }
    });
    return values;
}

qint64 singleNumber(const QString& location, const QString& sql) {
    const QVariantList values = columnOf(location, sql);
    return values.size() == 1 ? values.first().toLongLong() : -1;
}

Result<ProjectCopySummary> copy(const QString& from, const QString& to,
                                const common::ProgressCallback& progress = {}) {
    const Result<ProjectLocation> source = ProjectLocation::parse(from);
    const Result<ProjectLocation> target = ProjectLocation::parse(to);
    if (!source || !target) {
        return makeError(QStringLiteral("unparsable location"));
    }
    return copyProject(*source, *target, progress);
}

domain::Judgement judgementOf(const testing::Pool& pool, int a, int b) {
    domain::Judgement judgement;
    judgement.runId = pool.run;
    judgement.contextId = pool.context;
    judgement.candidateA = pool.candidates.at(a);
    judgement.candidateB = pool.candidates.at(b);
    judgement.requestHash = QStringLiteral("hash-%1-%2").arg(a).arg(b);
    return judgement;
}

} // namespace

class ProjectCopyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void everyRowIdAndTheSchemaVersionSurviveFileToServerToFile();
    void theServerNumbersNewRowsAfterTheCopiedOnes();
    void aTargetThatIsNotNewIsRefusedAndLeftUnchanged();
    void aValueItsColumnCannotHoldFailsTheCopyAndLeavesNoTarget();
    void aCancelledCopyLeavesNoTarget();
    void tablesAreOrderedAfterTheTablesTheyReference();
    void aValueBecomesItsColumnsTypeOrIsRefused_data();
    void aValueBecomesItsColumnsTypeOrIsRefused();
    void aNullIsANullOfTheColumnsType();

private:
    QString newDatabase(const QString& name);
    // A project file with rows in every table, gaps in the ids (a deleted label)
    // and values that are easy to get wrong (an empty text, unicode, a newline,
    // doubles that need 17 digits, a NULL in every nullable column kind).
    QString projectWithEveryTable(const QString& name);

    std::unique_ptr<testing::PostgresServer> m_server;
    QTemporaryDir m_folder;
};

void ProjectCopyTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    Result<std::unique_ptr<testing::PostgresServer>> server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
}

QString ProjectCopyTest::newDatabase(const QString& name) {
    Result<QString> database = m_server->createDatabase(name);
    if (!database) {
        QTest::qFail(qPrintable(database.error().message), __FILE__, __LINE__);
        return {};
    }
    return m_server->uri(*database);
}

QString ProjectCopyTest::projectWithEveryTable(const QString& name) {
    const QString path = m_folder.filePath(name);
    const QString candidates = m_folder.filePath(name + QStringLiteral(".csv"));
    testing::writeFile(candidates, testing::smallCandidatesCsv());
    std::unique_ptr<ProjectDatabase> project = testing::createProject(path);
    if (!project) {
        return {};
    }
    const auto check = [](bool ok, const QString& what) {
        if (!ok) {
            QTest::qFail(qPrintable(what), __FILE__, __LINE__);
        }
        return ok;
    };
    Result<ImportSummary> imported =
        importCandidatesFromFile(*project, candidates, InputFormat::Csv, CandidateColumns{});
    if (!check(imported.ok(), imported.error().toString())) {
        return {};
    }
    const testing::Pool pool = testing::makePool(*project, 4);

    domain::Judgement ok = judgementOf(pool, 0, 1);
    ok.p = 0.1 + 0.2; // 0.30000000000000004
    ok.rawAnswer = QStringLiteral("A — Ünïcødé ✓ 日本\nsecond line, 'quoted'");
    ok.promptTokens = 123;
    ok.completionTokens = 1;
    ok.latencyMilliseconds = 12.5;
    ok.cost = 1e-7;
    domain::Judgement tie = judgementOf(pool, 2, 3);
    tie.status = domain::JudgementStatus::Tie;
    tie.p = 1.0 / 3.0;
    tie.rawAnswer = QString(); // stored as ''
    domain::Judgement failed = judgementOf(pool, 1, 2);
    failed.status = domain::JudgementStatus::Failed;
    failed.failureReason = QStringLiteral("HTTP 503");
    for (const domain::Judgement& judgement : {ok, tie, failed}) {
        Result<domain::JudgementId> stored = insertJudgement(*project, judgement);
        if (!check(stored.ok(), stored.error().toString())) {
            return {};
        }
    }

    QList<domain::HumanLabelId> labels;
    for (const domain::HumanChoice choice :
         {domain::HumanChoice::A, domain::HumanChoice::Tie, domain::HumanChoice::B}) {
        domain::HumanLabel label;
        label.annotator = QStringLiteral("ann");
        label.criterionId = pool.criterion;
        label.contextId = pool.context;
        label.candidateA = pool.candidates.at(0);
        label.candidateB = pool.candidates.at(3);
        label.choice = choice;
        label.durationMilliseconds =
            choice == domain::HumanChoice::B ? std::nullopt : std::optional<qint64>(4200);
        Result<domain::HumanLabelId> stored = insertHumanLabel(*project, label);
        if (!check(stored.ok(), stored.error().toString())) {
            return {};
        }
        labels << *stored;
    }
    // A gap in the ids, which a copy must keep rather than renumber.
    if (!check(deleteHumanLabel(*project, labels.at(1)).ok(), QStringLiteral("delete a label"))) {
        return {};
    }

    // Pair leases: one held until it expires, one tied to a label for good.
    const Status leased = project->transaction([&]() -> Status {
        const auto lease = acquirePairLease(
            *project, QStringLiteral("bob"),
            pairKey(pool.criterion, pool.context, pool.candidates.at(1), pool.candidates.at(2)),
            std::chrono::minutes(10), 0);
        if (!lease) {
            return lease.error();
        }
        return claimPairWithLabel(
            *project, QStringLiteral("ann"),
            pairKey(pool.criterion, pool.context, pool.candidates.at(0), pool.candidates.at(3)),
            labels.at(0));
    });
    if (!check(leased.ok(), leased ? QString() : leased.error().toString())) {
        return {};
    }

    // A pair a run put to people, with an inclusion probability no float rounds exactly.
    QueuedPair queued;
    queued.runId = pool.run;
    queued.criterionId = pool.criterion;
    queued.contextId = pool.context;
    queued.candidateA = pool.candidates.at(2);
    queued.candidateB = pool.candidates.at(3);
    queued.judgeProbability = 0.55;
    queued.prediction = 0.1 + 0.2;
    queued.inclusionProbability = 1.0 / 3.0;
    queued.value = 0.4;
    const Status queuedStored = queuePairsForPeople(*project, {queued});
    if (!check(queuedStored.ok(), queuedStored ? QString() : queuedStored.error().toString())) {
        return {};
    }

    domain::AbsoluteScore score;
    score.candidateId = pool.candidates.at(0);
    score.criterionId = pool.criterion;
    score.runId = pool.run;
    score.classProbabilities = {0.1, 0.2, 0.7};
    score.requestHash = QStringLiteral("score-hash");
    score.rawAnswer = QStringLiteral("3");
    score.promptTokens = 250;
    score.completionTokens = 1;
    score.latencyMilliseconds = 41.25;
    score.cost = 0.0003;
    domain::AbsoluteScore failedScore = score;
    failedScore.candidateId = pool.candidates.at(1);
    failedScore.status = domain::JudgementStatus::Failed;
    failedScore.classProbabilities.clear();
    failedScore.failureReason = QStringLiteral("no logprobs");
    failedScore.promptTokens.reset();
    failedScore.cost.reset();
    for (const domain::AbsoluteScore& absolute : {score, failedScore}) {
        Result<domain::AbsoluteScoreId> scored = insertAbsoluteScore(*project, absolute);
        if (!check(scored.ok(), scored.error().toString())) {
            return {};
        }
    }
    domain::Ranking ranking;
    ranking.runId = pool.run;
    ranking.contextId = pool.context;
    ranking.criterionId = pool.criterion;
    ranking.model = QStringLiteral("poe-bt");
    ranking.entries = {{pool.candidates.at(1), 1, 0.5, 0.25},
                       {pool.candidates.at(0), 2, -1e-300, std::nullopt},
                       {pool.candidates.at(2), 3, -0.5, 0.2}};
    Result<domain::RankingId> ranked = insertRanking(*project, ranking);
    check(ranked.ok(), ranked.error().toString());
    return path;
}

void ProjectCopyTest::everyRowIdAndTheSchemaVersionSurviveFileToServerToFile() {
    const QString original = projectWithEveryTable(QStringLiteral("original.pairrank"));
    QVERIFY(!original.isEmpty());
    const QMap<QString, QStringList> before = everyRow(original);
    QVERIFY(before.size() >= 12);
    // The columns of schema version 4 carry values that a copy must keep.
    const QString scores = before.value(QStringLiteral("absolute_scores")).join(QLatin1Char('\n'));
    for (const QString& field : {QStringLiteral("status=text:'failed'"),
                                 QStringLiteral("failure_reason=text:'no logprobs'"),
                                 QStringLiteral("request_hash=text:'score-hash'"),
                                 QStringLiteral("latency_ms=real:41.25")}) {
        QVERIFY2(scores.contains(field), qPrintable(scores));
    }
    for (auto table = before.cbegin(); table != before.cend(); ++table) {
        // A table without rows proves nothing about its copy.
        QVERIFY2(!table.value().isEmpty(),
                 qPrintable(QStringLiteral("the fixture has no row in %1: add one to "
                                           "projectWithEveryTable()")
                                .arg(table.key())));
    }

    const QString server = newDatabase(QStringLiteral("copy_round_trip"));
    Result<ProjectCopySummary> up = copy(original, server);
    QVERIFY2(up, qPrintable(up.error().toString()));
    QCOMPARE(up->schemaVersion, currentSchemaVersion());
    QCOMPARE(up->tables.size(), before.size());
    for (const CopiedTable& table : up->tables) {
        QCOMPARE(table.rows, before.value(table.name).size());
    }
    QCOMPARE(everyRow(server), before);

    const QString back = m_folder.filePath(QStringLiteral("back.pairrank"));
    Result<ProjectCopySummary> down = copy(server, back);
    QVERIFY2(down, qPrintable(down.error().toString()));
    QCOMPARE(everyRow(back), before);

    for (const QString& location : {server, back}) {
        std::unique_ptr<ProjectDatabase> copied = testing::openProject(location);
        QVERIFY(copied);
        Result<domain::Project> description = copied->project();
        QVERIFY(description);
        QCOMPARE(description->schemaVersion, currentSchemaVersion());
        QCOMPARE(description->name, QStringLiteral("test"));
    }
    // The file is a PairRank project in its own right, not only readable rows.
    QCOMPARE(singleNumber(back, QStringLiteral("PRAGMA application_id")),
             sql_dialect::kApplicationId);
    QCOMPARE(singleNumber(back, QStringLiteral("PRAGMA user_version")), currentSchemaVersion());
    QCOMPARE(singleNumber(server, QStringLiteral("SELECT application_id FROM pairrank_schema")),
             sql_dialect::kApplicationId);
}

void ProjectCopyTest::theServerNumbersNewRowsAfterTheCopiedOnes() {
    const QString original = projectWithEveryTable(QStringLiteral("numbered.pairrank"));
    QVERIFY(!original.isEmpty());
    const QString server = newDatabase(QStringLiteral("copy_numbering"));
    Result<ProjectCopySummary> copied = copy(original, server);
    QVERIFY2(copied, qPrintable(copied.error().toString()));

    // Every identity column the server has, found in its own catalog.
    QList<std::pair<QString, QString>> identities;
    onRawConnection(server, [&](QSqlDatabase& raw) {
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("SELECT table_name, column_name"
                                          " FROM information_schema.columns"
                                          " WHERE table_schema = current_schema()"
                                          " AND is_identity = 'YES'")));
        while (query.next()) {
            identities.append({query.value(0).toString(), query.value(1).toString()});
        }
    });
    QVERIFY(identities.size() >= 9);
    for (const auto& [table, column] : identities) {
        const qint64 largest = singleNumber(
            server, QStringLiteral("SELECT coalesce(max(%1), 0) FROM %2").arg(column, table));
        QVERIFY2(largest > 0, qPrintable(table));
        const qint64 next = singleNumber(
            server, QStringLiteral("SELECT nextval(pg_get_serial_sequence('%1', '%2'))")
                        .arg(table, column));
        QVERIFY2(next > largest,
                 qPrintable(
                     QStringLiteral("%1: next id %2 after %3").arg(table).arg(next).arg(largest)));
    }

    // And a real write through the stores succeeds.
    std::unique_ptr<ProjectDatabase> project = testing::openProject(server);
    QVERIFY(project);
    const testing::Pool pool = testing::makePool(*project, 3);
    QVERIFY(pool.context > 0 && pool.run > 0);
    Result<domain::JudgementId> judgement = insertJudgement(*project, [&] {
        domain::Judgement added = judgementOf(pool, 0, 1);
        added.p = 0.6;
        return added;
    }());
    QVERIFY2(judgement, qPrintable(judgement.error().toString()));
}

void ProjectCopyTest::aTargetThatIsNotNewIsRefusedAndLeftUnchanged() {
    const QString original = projectWithEveryTable(QStringLiteral("source.pairrank"));
    QVERIFY(!original.isEmpty());
    const QByteArray sourceBefore = testing::fileChecksum(original);

    const QString existingFile = m_folder.filePath(QStringLiteral("existing.pairrank"));
    QVERIFY(testing::createProject(existingFile));
    const QByteArray fileBefore = testing::projectChecksum(existingFile);
    Result<ProjectCopySummary> ontoFile = copy(original, existingFile);
    QVERIFY(!ontoFile);
    QVERIFY2(ontoFile.error().message.contains(QStringLiteral("exists already")),
             qPrintable(ontoFile.error().toString()));
    QCOMPARE(testing::projectChecksum(existingFile), fileBefore);

    const QString existingServer = newDatabase(QStringLiteral("copy_existing"));
    {
        std::unique_ptr<ProjectDatabase> project = testing::createProject(existingServer);
        QVERIFY(project);
        testing::makePool(*project, 2);
    }
    const QByteArray serverBefore = testing::projectChecksum(existingServer);
    Result<ProjectCopySummary> ontoServer = copy(original, existingServer);
    QVERIFY(!ontoServer);
    QVERIFY2(ontoServer.error().message.contains(QStringLiteral("empty database")),
             qPrintable(ontoServer.error().toString()));
    QCOMPARE(testing::projectChecksum(existingServer), serverBefore);

    // A database holding someone else's table is no more a target.
    const QString foreign = newDatabase(QStringLiteral("copy_foreign"));
    columnOf(foreign, QStringLiteral("CREATE TABLE notes (body TEXT)"));
    Result<ProjectCopySummary> ontoForeign = copy(original, foreign);
    QVERIFY(!ontoForeign);
    QVERIFY2(ontoForeign.error().message.contains(
                 QStringLiteral("holds 1 table already; a copy needs an empty database")),
             qPrintable(ontoForeign.error().toString()));
    QCOMPARE(singleNumber(foreign, QStringLiteral("SELECT count(*) FROM information_schema.tables"
                                                  " WHERE table_schema = current_schema()")),
             1);

    Result<ProjectCopySummary> ontoItself = copy(original, original);
    QVERIFY(!ontoItself);
    QCOMPARE(testing::fileChecksum(original), sourceBefore);
}

void ProjectCopyTest::aValueItsColumnCannotHoldFailsTheCopyAndLeavesNoTarget() {
    const QString original = projectWithEveryTable(QStringLiteral("damaged.pairrank"));
    QVERIFY(!original.isEmpty());
    // SQLite stores what a statement gives it; a server column cannot hold this.
    const qint64 id = singleNumber(original, QStringLiteral("SELECT max(id) FROM judgements"));
    columnOf(original,
             QStringLiteral("UPDATE judgements SET prompt_tokens = 'many' WHERE id = %1").arg(id));

    const QString server = newDatabase(QStringLiteral("copy_failed"));
    Result<ProjectCopySummary> toServer = copy(original, server);
    QVERIFY(!toServer);
    const QString expected = QStringLiteral("judgements.prompt_tokens of the row with id %1: "
                                            "'many' is not an integer")
                                 .arg(id);
    QVERIFY2(toServer.error().message.contains(expected), qPrintable(toServer.error().toString()));
    // Tables and rows were written before the judgements; all are rolled back.
    QCOMPARE(singleNumber(server, QStringLiteral("SELECT count(*) FROM information_schema.tables"
                                                 " WHERE table_schema = current_schema()")),
             0);

    const QString file = m_folder.filePath(QStringLiteral("failed-copy.pairrank"));
    Result<ProjectCopySummary> toFile = copy(original, file);
    QVERIFY(!toFile);
    QVERIFY2(toFile.error().message.contains(expected), qPrintable(toFile.error().toString()));
    const QStringList left =
        QDir(m_folder.path())
            .entryList({QStringLiteral("failed-copy*")}, QDir::Files | QDir::Hidden);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(", "))));
}

void ProjectCopyTest::aCancelledCopyLeavesNoTarget() {
    const QString original = projectWithEveryTable(QStringLiteral("cancelled.pairrank"));
    QVERIFY(!original.isEmpty());
    QStringList stages;
    qint64 doneWhenCancelled = 0;
    const common::ProgressCallback cancelAtJudgements = [&](const common::Progress& progress) {
        stages << QString::fromStdString(progress.stage);
        if (progress.stage == "copying judgements") {
            doneWhenCancelled = progress.done;
            return common::ProgressDecision::Abort;
        }
        return common::ProgressDecision::Continue;
    };

    const QString file = m_folder.filePath(QStringLiteral("cancelled-copy.pairrank"));
    Result<ProjectCopySummary> toFile = copy(original, file, cancelAtJudgements);
    QVERIFY(!toFile);
    QVERIFY2(isCancelled(toFile.error()), qPrintable(toFile.error().toString()));
    QVERIFY2(doneWhenCancelled > 0, "rows were written before the cancel");
    QVERIFY(stages.contains(QStringLiteral("copying candidates")));
    const QStringList left =
        QDir(m_folder.path())
            .entryList({QStringLiteral("cancelled-copy*")}, QDir::Files | QDir::Hidden);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(", "))));

    const QString server = newDatabase(QStringLiteral("copy_cancelled"));
    Result<ProjectCopySummary> toServer = copy(original, server, cancelAtJudgements);
    QVERIFY(!toServer);
    QVERIFY(isCancelled(toServer.error()));
    QCOMPARE(singleNumber(server, QStringLiteral("SELECT count(*) FROM information_schema.tables"
                                                 " WHERE table_schema = current_schema()")),
             0);
}

void ProjectCopyTest::tablesAreOrderedAfterTheTablesTheyReference() {
    using sql_dialect::TableDescription;
    const auto table = [](const char* name, QStringList references) {
        return TableDescription{QString::fromLatin1(name), {}, std::move(references)};
    };
    const auto names = [](const QList<TableDescription>& tables) {
        QStringList list;
        for (const TableDescription& description : tables) {
            list << description.name;
        }
        return list;
    };
    // A table made later may be referenced by one made earlier; a table may
    // reference itself; a reference outside the list does not hold anything up.
    Result<QList<TableDescription>> ordered = sql_dialect::inForeignKeyOrder(
        {table("labels", {QStringLiteral("items"), QStringLiteral("people")}),
         table("items", {QStringLiteral("items")}), table("notes", {QStringLiteral("elsewhere")}),
         table("people", {})});
    QVERIFY(ordered);
    QCOMPARE(names(*ordered), (QStringList{QStringLiteral("items"), QStringLiteral("notes"),
                                           QStringLiteral("people"), QStringLiteral("labels")}));

    Result<QList<TableDescription>> cycle = sql_dialect::inForeignKeyOrder(
        {table("a", {QStringLiteral("b")}), table("b", {QStringLiteral("a")}), table("c", {})});
    QVERIFY(!cycle);
    QVERIFY2(cycle.error().message.contains(QStringLiteral("a, b")),
             qPrintable(cycle.error().message));
}

void ProjectCopyTest::aValueBecomesItsColumnsTypeOrIsRefused_data() {
    using sql_dialect::ColumnKind;
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QVariant>("expected"); // invalid: refused
    const auto kind = [](ColumnKind k) {
        return static_cast<int>(k);
    };
    QTest::newRow("integer") << QVariant(qlonglong{42}) << kind(ColumnKind::Integer)
                             << QVariant(qlonglong{42});
    QTest::newRow("whole real in an integer column")
        << QVariant(3.0) << kind(ColumnKind::Integer) << QVariant(qlonglong{3});
    QTest::newRow("fraction in an integer column")
        << QVariant(2.5) << kind(ColumnKind::Integer) << QVariant();
    QTest::newRow("numeric text in an integer column")
        << QVariant(QStringLiteral("12")) << kind(ColumnKind::Integer) << QVariant(qlonglong{12});
    QTest::newRow("word in an integer column")
        << QVariant(QStringLiteral("many")) << kind(ColumnKind::Integer) << QVariant();
    QTest::newRow("beyond 64 bits") << QVariant(std::numeric_limits<qulonglong>::max())
                                    << kind(ColumnKind::Integer) << QVariant();
    QTest::newRow("integer in a real column")
        << QVariant(qlonglong{7}) << kind(ColumnKind::Real) << QVariant(7.0);
    QTest::newRow("word in a real column")
        << QVariant(QStringLiteral("x")) << kind(ColumnKind::Real) << QVariant();
    QTest::newRow("empty text stays text")
        << QVariant(QString()) << kind(ColumnKind::Text) << QVariant(QStringLiteral(""));
    QTest::newRow("number in a text column")
        << QVariant(0.5) << kind(ColumnKind::Text) << QVariant(QStringLiteral("0.5"));
    QTest::newRow("bytes in a text column")
        << QVariant(QByteArray("\xff")) << kind(ColumnKind::Text) << QVariant();
}

void ProjectCopyTest::aValueBecomesItsColumnsTypeOrIsRefused() {
    QFETCH(QVariant, value);
    QFETCH(int, kind);
    QFETCH(QVariant, expected);
    const std::optional<QVariant> converted =
        sql_dialect::asColumnValue(value, static_cast<sql_dialect::ColumnKind>(kind));
    QCOMPARE(converted.has_value(), expected.isValid());
    if (converted) {
        QCOMPARE(converted->typeId(), expected.typeId());
        QCOMPARE(*converted, expected);
        QVERIFY(!converted->isNull());
    }
}

void ProjectCopyTest::aNullIsANullOfTheColumnsType() {
    using sql_dialect::ColumnKind;
    for (const auto& [kind, type] : {std::pair{ColumnKind::Integer, QMetaType::LongLong},
                                     {ColumnKind::Real, QMetaType::Double},
                                     {ColumnKind::Text, QMetaType::QString}}) {
        const std::optional<QVariant> converted = sql_dialect::asColumnValue(QVariant(), kind);
        QVERIFY(converted && converted->isNull());
        QCOMPARE(converted->typeId(), static_cast<int>(type));
    }
}

QTEST_GUILESS_MAIN(ProjectCopyTest)
#include "test_project_copy.moc"
