// What only a project file has: a refused existing or missing file, damaged and
// foreign files, the checked-in file of schema version 1, a migration rolled
// back in the file, and the integrity check on open. The backend-neutral
// behaviour of a project is in test_project_database.cpp (both backends).
#include "storage/candidate_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"
#include "storage/schema_migrations.h"
#include "storage/score_store.h"
#include "storage_test_support.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

class ProjectFileTest : public QObject {
    Q_OBJECT

private slots:
    void init() { m_directory = std::make_unique<QTemporaryDir>(); }
    void createRefusesAnExistingFileAndOpenAMissingOne();
    void damagedOrForeignFileIsRefused_data();
    void damagedOrForeignFileIsRefused();
    void oldProjectIsMigratedWithItsData();
    void failedMigrationLeavesTheOldVersion();
    void aFileThisProcessHasOpenIsCheckedOnce();
    void aLargeCleanFileMayBeCheckedAfterItOpens();

private:
    QString path(const QString& name) const { return m_directory->filePath(name); }

    std::unique_ptr<QTemporaryDir> m_directory;
};

void ProjectFileTest::createRefusesAnExistingFileAndOpenAMissingOne() {
    testing::writeFile(path(QStringLiteral("exists")), "x");
    Result<std::unique_ptr<ProjectDatabase>> created =
        ProjectDatabase::create(path(QStringLiteral("exists")), QStringLiteral("n"));
    QVERIFY(!created);
    QVERIFY(created.error().message.contains(QStringLiteral("exists already")));
    QCOMPARE(testing::readFile(path(QStringLiteral("exists"))), QByteArray("x"));
    Result<std::unique_ptr<ProjectDatabase>> opened =
        ProjectDatabase::open(path(QStringLiteral("missing")));
    QVERIFY(!opened);
    QVERIFY(opened.error().message.contains(QStringLiteral("no such file")));
}

void ProjectFileTest::damagedOrForeignFileIsRefused_data() {
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("text file") << "text"
                               << "damaged or not a PairRank project";
    QTest::newRow("empty file") << "empty"
                                << "not a PairRank project";
    QTest::newRow("another SQLite database") << "foreign"
                                             << "not a PairRank project";
    QTest::newRow("garbage in the header") << "header"
                                           << "damaged";
    QTest::newRow("garbage in the pages") << "pages"
                                          << "damaged";
    QTest::newRow("truncated") << "truncated"
                               << "damaged";
}

void ProjectFileTest::damagedOrForeignFileIsRefused() {
    QFETCH(QString, damage);
    QFETCH(QString, expected);
    const QString file = path(QStringLiteral("damaged.pairrank"));
    if (damage == QStringLiteral("text")) {
        testing::writeFile(file, QByteArray("context_id,text\n").repeated(400));
    } else if (damage == QStringLiteral("empty")) {
        testing::writeFile(file, {});
    } else if (damage == QStringLiteral("foreign")) {
        QSqlDatabase raw =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        raw.setDatabaseName(file);
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (x INTEGER)")));
        query.finish();
        raw.close();
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
    } else {
        {
            std::unique_ptr<ProjectDatabase> project = testing::createProject(file);
            QVERIFY(project);
            testing::makePool(*project, 300); // several pages of rows and index entries
        }
        QByteArray bytes = testing::readFile(file);
        QVERIFY(bytes.size() > 8 * 4096);
        if (damage == QStringLiteral("header")) {
            bytes.replace(0, 16, QByteArray(16, 'Z'));
        } else if (damage == QStringLiteral("pages")) {
            for (qsizetype page = 2; page * 4096 < bytes.size(); page += 2) {
                bytes.replace(page * 4096 + 100, 200, QByteArray(200, '\xA5'));
            }
        } else {
            bytes.truncate(bytes.size() / 2);
        }
        testing::writeFile(file, bytes);
    }
    Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(file);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(expected), qPrintable(opened.error().message));
    QVERIFY(opened.error().message.contains(file));
}

void ProjectFileTest::oldProjectIsMigratedWithItsData() {
    const QString file = path(QStringLiteral("old.pairrank"));
    QVERIFY(QFile::copy(QStringLiteral(PAIRRANK_STORAGE_TEST_DATA "/project_v1.pairrank"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    std::unique_ptr<ProjectDatabase> project = testing::openProject(file);
    QVERIFY(project);
    QCOMPARE(project->schemaVersionAtOpen(), 1);
    QCOMPARE(project->project()->schemaVersion, currentSchemaVersion());
    QCOMPARE(project->project()->name, QStringLiteral("schema version 1"));
    const QMap<QString, qint64> counts = testing::rowCounts(*project);
    QCOMPARE(counts.value(QStringLiteral("candidates")), 3);
    QCOMPARE(counts.value(QStringLiteral("judgements")), 2);
    QCOMPARE(counts.value(QStringLiteral("human_labels")), 1);
    QCOMPARE(counts.value(QStringLiteral("rankings")), 0); // the table of version 2 exists
    // A label of version 1 has no source: PairRank did not record how its pair was chosen.
    const auto labels = allHumanLabels(*project, {});
    QVERIFY(labels && labels->size() == 1);
    QVERIFY(!labels->at(0).source.has_value());
    Result<QList<domain::Judgement>> judgements = judgementsPage(*project, {});
    QVERIFY(judgements);
    QCOMPARE(judgements->size(), 2);
    QCOMPARE(judgements->at(0).p, std::optional<double>(0.8));
    QVERIFY(judgements->at(1).status == domain::JudgementStatus::Failed);
    QVERIFY(!judgements->at(1).p.has_value());
    QCOMPARE(judgements->at(1).failureReason, QStringLiteral("HTTP 500"));
    Result<std::optional<domain::Candidate>> third = findCandidate(*project, 3);
    QVERIFY(third && third->has_value());
    QCOMPARE((*third)->metadata.value(QStringLiteral("note")).toString(),
             QStringLiteral("no system"));
    domain::Ranking ranking;
    ranking.contextId = 1;
    ranking.criterionId = 1;
    ranking.model = QStringLiteral("poe-bt");
    ranking.entries = {{2, 1, 0.7, 0.1}, {1, 2, 0.0, 0.1}, {3, 3, -0.7, std::nullopt}};
    QVERIFY(insertRanking(*project, ranking));
}

void ProjectFileTest::failedMigrationLeavesTheOldVersion() {
    const QString file = path(QStringLiteral("blocked.pairrank"));
    QVERIFY(QFile::copy(QStringLiteral(PAIRRANK_STORAGE_TEST_DATA "/project_v1.pairrank"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    {
        // A table of version 2's name already exists, so migration 2 fails half-way.
        QSqlDatabase raw =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("block"));
        raw.setDatabaseName(file);
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE rankings (x INTEGER)")));
        query.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("block"));
    Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(file);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(QStringLiteral("migration to schema version 2")),
             qPrintable(opened.error().message));
    {
        QSqlDatabase raw =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        raw.setDatabaseName(file);
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(QStringLiteral(
                    "SELECT count(*) FROM sqlite_master WHERE name = 'absolute_scores'")) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 0); // created before the failure, rolled back
        query.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
}

// The integrity check runs when the process first opens a file; further connections
// while one is open (a run's worker, a ranking job) skip it, even though the live
// write-ahead log exists; once every connection is closed, the next open checks again.
void ProjectFileTest::aFileThisProcessHasOpenIsCheckedOnce() {
    const QString file = path(QStringLiteral("checked-once.pairrank"));
    testing::createProject(file).reset();
    std::unique_ptr<ProjectDatabase> first = testing::openProject(file);
    QVERIFY(first);
    QVERIFY(first->integrityCheckAtOpen() == sql_dialect::IntegrityCheck::Full);
    testing::makePool(*first, 3); // writes, so that the -wal file exists
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 0);
    std::unique_ptr<ProjectDatabase> second = testing::openProject(file);
    QVERIFY(second);
    QVERIFY(!second->integrityCheckAtOpen().has_value());
    // An explicit request is still honoured.
    OpenOptions quick;
    quick.integrityCheck = sql_dialect::IntegrityCheck::Quick;
    Result<std::unique_ptr<ProjectDatabase>> third = ProjectDatabase::open(file, quick);
    QVERIFY(third);
    QVERIFY((*third)->integrityCheckAtOpen() == sql_dialect::IntegrityCheck::Quick);
    third->reset();
    second.reset();
    first.reset();
    std::unique_ptr<ProjectDatabase> again = testing::openProject(file);
    QVERIFY(again);
    QVERIFY(again->integrityCheckAtOpen() == sql_dialect::IntegrityCheck::Full);
}

void ProjectFileTest::aLargeCleanFileMayBeCheckedAfterItOpens() {
    OpenOptions deferring;
    deferring.deferQuickCheck = true;
    const QString sound = path(QStringLiteral("sound.pairrank"));
    testing::writeLargeProject(sound, false);
    {
        Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(sound, deferring);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        QVERIFY((*opened)->deferredIntegrityCheck() == sql_dialect::IntegrityCheck::Quick);
        QVERIFY(!(*opened)->integrityCheckAtOpen().has_value());
        QVERIFY((*opened)->checkDeferredIntegrity());
        QVERIFY(!(*opened)->deferredIntegrityCheck().has_value());
        QVERIFY((*opened)->integrityCheckAtOpen() == sql_dialect::IntegrityCheck::Quick);
    }

    const QString damaged = path(QStringLiteral("damaged.pairrank"));
    testing::writeLargeProject(damaged, true);
    {
        // Opening reads nothing of the damaged index, so only the check can tell.
        Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(damaged, deferring);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        QVERIFY((*opened)->deferredIntegrityCheck() == sql_dialect::IntegrityCheck::Quick);
        const Status checked = (*opened)->checkDeferredIntegrity();
        QVERIFY(!checked);
        QVERIFY2(checked.error().message.contains(QStringLiteral("it is damaged")) &&
                     checked.error().message.contains(damaged),
                 qPrintable(checked.error().message));
    }
    // Without deferring, the same file is refused on open, with the same words.
    Result<std::unique_ptr<ProjectDatabase>> refused = ProjectDatabase::open(damaged);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("it is damaged")),
             qPrintable(refused.error().message));

    // A file left with its write-ahead log (a crash) gets the full check on open.
    {
        std::unique_ptr<ProjectDatabase> writer = testing::openProject(sound);
        QVERIFY(writer);
        testing::makePool(*writer, 3);
        QVERIFY(QFileInfo(sound + QStringLiteral("-wal")).size() > 0);
        QVERIFY(QFile::copy(sound, path(QStringLiteral("crashed.pairrank"))));
        QVERIFY(QFile::copy(sound + QStringLiteral("-wal"),
                            path(QStringLiteral("crashed.pairrank-wal"))));
    }
    Result<std::unique_ptr<ProjectDatabase>> crashed =
        ProjectDatabase::open(path(QStringLiteral("crashed.pairrank")), deferring);
    QVERIFY2(crashed, qPrintable(crashed ? QString() : crashed.error().message));
    QVERIFY(!(*crashed)->deferredIntegrityCheck().has_value());
    QVERIFY((*crashed)->integrityCheckAtOpen() == sql_dialect::IntegrityCheck::Full);
}

QTEST_GUILESS_MAIN(ProjectFileTest)
#include "test_project_file.moc"
