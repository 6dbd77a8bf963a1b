#include "storage_test_support.h"

#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/project_summary.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

namespace pairrank::storage::testing {

void BackendFixture::addRows() {
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void BackendFixture::startServer() {
    Result<std::unique_ptr<PostgresServer>> server = PostgresServer::start();
    if (!server) {
        QTest::qFail(qPrintable(server.error().message), __FILE__, __LINE__);
        return;
    }
    m_server = std::move(*server);
}

void BackendFixture::startTest() {
    QFETCH_GLOBAL(QString, backend);
    m_backend = backend == QStringLiteral("postgresql") ? Backend::Postgresql : Backend::Sqlite;
    m_folder = std::make_unique<QTemporaryDir>();
    m_locations.clear();
}

QString BackendFixture::location(const QString& name) {
    if (m_backend == Backend::Sqlite) {
        return filePath(name);
    }
    if (const auto known = m_locations.constFind(name); known != m_locations.constEnd()) {
        return *known;
    }
    return newServerDatabase(name, {});
}

QString BackendFixture::newServerDatabase(const QString& name, const QString& copyOf) {
    if (!m_server) {
        QTest::qFail("the PostgreSQL test server is not running", __FILE__, __LINE__);
        return {};
    }
    Result<QString> database = m_server->createDatabase(name, copyOf);
    if (!database) {
        QTest::qFail(qPrintable(database.error().message), __FILE__, __LINE__);
        return {};
    }
    const QString uri = m_server->uri(*database);
    m_locations.insert(name, uri);
    return uri;
}

QString BackendFixture::suiteLocation(const QString& name) {
    if (m_backend == Backend::Sqlite) {
        return m_suiteFolder.filePath(name);
    }
    if (const auto known = m_suiteDatabases.constFind(name); known != m_suiteDatabases.constEnd()) {
        return *known;
    }
    const QString uri = location(name);
    m_suiteDatabases.insert(name, uri);
    return uri;
}

QString BackendFixture::copyProject(const QString& from, const QString& name) {
    if (m_backend == Backend::Sqlite) {
        const QString to = filePath(name);
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            if (QFile::exists(from + suffix) && !QFile::copy(from + suffix, to + suffix)) {
                QTest::qFail(qPrintable(QStringLiteral("cannot copy %1").arg(from + suffix)),
                             __FILE__, __LINE__);
            }
        }
        return to;
    }
    const Result<ProjectLocation> source = ProjectLocation::parse(from);
    if (!source) {
        QTest::qFail(qPrintable(source.error().message), __FILE__, __LINE__);
        return {};
    }
    return newServerDatabase(name, source->server().database);
}

QString BackendFixture::filePath(const QString& name) const {
    return m_folder->filePath(name);
}

std::unique_ptr<ProjectDatabase> createProject(const QString& path) {
    Result<std::unique_ptr<ProjectDatabase>> project =
        ProjectDatabase::create(path, QStringLiteral("test"));
    if (!project) {
        QTest::qFail(qPrintable(project.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(*project);
}

std::unique_ptr<ProjectDatabase> openProject(const QString& path) {
    Result<std::unique_ptr<ProjectDatabase>> project = ProjectDatabase::open(path);
    if (!project) {
        QTest::qFail(qPrintable(project.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(*project);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size()) {
        QTest::qFail("cannot write a test file", __FILE__, __LINE__);
    }
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

QByteArray fileChecksum(const QString& path) {
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex();
}

QByteArray projectChecksum(const QString& location) {
    if (!ProjectLocation::isServerAddress(location)) {
        return fileChecksum(location);
    }
    const QString connection = QStringLiteral("pairrank-test-checksum");
    QCryptographicHash hash(QCryptographicHash::Sha256);
    {
        QSqlDatabase raw = openRawConnection(location, connection);
        QSqlQuery select(raw);
        const QStringList tables = projectTables() << QStringLiteral("pairrank_schema");
        for (const QString& table : tables) {
            // A row's text form, in a fixed order: equal tables hash equally.
            if (!select.exec(QStringLiteral("SELECT CAST(t AS TEXT) AS row FROM %1 t ORDER BY 1")
                                 .arg(table))) {
                QTest::qFail(qPrintable(select.lastError().text()), __FILE__, __LINE__);
                break;
            }
            hash.addData(table.toUtf8());
            while (select.next()) {
                hash.addData(select.value(0).toString().toUtf8());
                hash.addData("\n");
            }
        }
        select.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return hash.result().toHex();
}

QMap<QString, qint64> rowCounts(ProjectDatabase& database) {
    Result<QMap<QString, qint64>> counts = rowCountsByTable(database);
    if (!counts) {
        QTest::qFail(qPrintable(counts.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return *counts;
}

void writeLargeProject(const QString& path, bool damaged) {
    qint64 rootPage = 0;
    qint64 pageSize = 0;
    {
        std::unique_ptr<ProjectDatabase> project = createProject(path);
        if (!project) {
            return;
        }
        makePool(*project, 300);
        QSqlQuery update = project->query();
        const Status filled = project->transaction([&]() -> Status {
            if (!update.prepare(QStringLiteral("UPDATE candidates SET text = ?"))) {
                return makeError(update.lastError().text());
            }
            update.addBindValue(QString(64 * 1024, u'x'));
            if (!update.exec()) {
                return makeError(update.lastError().text());
            }
            return {};
        });
        QVERIFY2(filled, qPrintable(filled ? QString() : filled.error().message));
        QSqlQuery root = project->query();
        QVERIFY(root.exec(QStringLiteral("SELECT rootpage FROM sqlite_master"
                                         " WHERE name = 'absolute_scores_by_request_hash'")));
        QVERIFY(root.next());
        rootPage = root.value(0).toLongLong();
        QVERIFY(root.exec(QStringLiteral("PRAGMA page_size")) && root.next());
        pageSize = root.value(0).toLongLong();
    }
    QVERIFY2(QFileInfo(path).size() > kFullIntegrityCheckBytes,
             qPrintable(QString::number(QFileInfo(path).size())));
    QVERIFY2(!QFileInfo::exists(path + QStringLiteral("-wal")) ||
                 QFileInfo(path + QStringLiteral("-wal")).size() == 0,
             "the write-ahead log outlived the last connection");
    if (!damaged) {
        return;
    }
    QVERIFY(rootPage > 1 && pageSize > 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.seek((rootPage - 1) * pageSize));
    QCOMPARE(file.write(QByteArray(8, '\xA5')), qint64(8)); // the page's b-tree header
}

QSqlDatabase openRawConnection(const QString& location, const QString& name) {
    const Result<ProjectLocation> parsed = ProjectLocation::parse(location);
    if (!parsed) {
        QTest::qFail(qPrintable(parsed.error().message), __FILE__, __LINE__);
        return {};
    }
    QSqlDatabase raw = QSqlDatabase::addDatabase(sql_dialect::driverName(parsed->backend()), name);
    setConnectionParameters(raw, *parsed);
    if (!raw.open()) {
        QTest::qFail(qPrintable(raw.lastError().text()), __FILE__, __LINE__);
    }
    return raw;
}

QByteArray smallCandidatesCsv() {
    return "context_id,candidate_id,text,context,system,score.coherence\n"
           "c1,a,First text,Context one,S1,3\n"
           "c1,b,\"Second, with a comma\",Context one,S2,4.5\n"
           "c1,c,\"Third\nwith a newline and \"\"quotes\"\"\",Context one,S1,\n"
           "c2,d,Fourth,Context two,,1\n";
}

Pool makePool(ProjectDatabase& project, int count) {
    Pool pool;
    const Status status = project.transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(project);
        if (!writer) {
            return writer.error();
        }
        Result<domain::ContextId> context =
            writer->addContext({0, QStringLiteral("pool-%1").arg(count), {}, {}});
        if (!context) {
            return context.error();
        }
        pool.context = *context;
        for (int i = 0; i < count; ++i) {
            domain::Candidate candidate;
            candidate.contextId = *context;
            candidate.externalId = QStringLiteral("pool-%1-%2").arg(count).arg(i);
            candidate.text = QStringLiteral("text %1").arg(i);
            Result<domain::Candidate> stored = writer->addCandidate(candidate);
            if (!stored) {
                return stored.error();
            }
            if (stored->position != i) {
                return makeError(
                    QStringLiteral("position %1 for candidate %2").arg(stored->position).arg(i));
            }
            pool.candidates << stored->id;
        }
        Result<domain::CriterionId> criterion = ensureCriterion(project, QStringLiteral("overall"));
        if (!criterion) {
            return criterion.error();
        }
        pool.criterion = *criterion;
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("judge-%1").arg(count);
        judge.backend = QStringLiteral("simulated");
        judge.apiKeyEnvironmentVariable = QStringLiteral("OPENAI_API_KEY");
        Result<domain::JudgeConfigId> judgeId = insertJudgeConfig(project, judge);
        if (!judgeId) {
            return judgeId.error();
        }
        domain::Run run;
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterion;
        run.seed = std::numeric_limits<quint64>::max();
        Result<domain::RunId> runId = insertRun(project, run);
        if (!runId) {
            return runId.error();
        }
        pool.run = *runId;
        return {};
    });
    if (!status) {
        QTest::qFail(qPrintable(status.message()), __FILE__, __LINE__);
    }
    return pool;
}

} // namespace pairrank::storage::testing
