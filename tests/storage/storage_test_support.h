// Helpers shared by the storage test suites: temporary projects, files with
// exact bytes, and fingerprints that prove a project did not change.
#pragma once

#include "core/domain/identifiers.h"
#include "postgres_server.h"
#include "storage/project_database.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace pairrank::storage::testing {

// Runs a storage suite on both backends. Every test function runs once per row
// of the suite's global data ("sqlite", "postgresql"); the suite forwards its
// initTestCase_data(), initTestCase() and init() here:
//
//   void initTestCase_data() { BackendFixture::addRows(); }
//   void initTestCase() { m_backend.startServer(); }   // fails the suite if it cannot
//   void init() { m_backend.startTest(); }
//
// and asks location(name) where to create or open a project: a file in a fresh
// temporary folder, or a fresh database on the suite's own server. The same
// name gives the same location within one test.
class BackendFixture {
public:
    static void addRows();
    // Starts the PostgreSQL server; fails the calling test with the reason when
    // it cannot (a suite whose server does not start fails, it is not skipped).
    void startServer();
    void startTest();

    Backend backend() const { return m_backend; }
    QString location(const QString& name);
    // A location that lasts for the whole suite (for a project made once per
    // backend and copied by the tests).
    QString suiteLocation(const QString& name);
    // A copy of the (closed) project at `from`, under the name `name`.
    QString copyProject(const QString& from, const QString& name);
    // A temporary folder for the current test's other files.
    QString filePath(const QString& name) const;

private:
    // A new database (a copy of `copyOf` when given) known as `name` in this test.
    QString newServerDatabase(const QString& name, const QString& copyOf);

    std::unique_ptr<PostgresServer> m_server;
    std::unique_ptr<QTemporaryDir> m_folder;
    QTemporaryDir m_suiteFolder;
    QHash<QString, QString> m_suiteDatabases;
    Backend m_backend = Backend::Sqlite;
    QHash<QString, QString> m_locations;
};

// Creates a project at `path`; fails the calling test (QVERIFY) when it cannot.
std::unique_ptr<ProjectDatabase> createProject(const QString& path);
std::unique_ptr<ProjectDatabase> openProject(const QString& path);

void writeFile(const QString& path, const QByteArray& bytes);
QByteArray readFile(const QString& path);
// SHA-256 of the file's bytes (hex).
QByteArray fileChecksum(const QString& path);

// A fingerprint that changes when anything stored in the project does: the
// SHA-256 of the file's bytes, or on a server of every row of every table
// (including the schema version). The project must be closed (SQLite) or idle.
QByteArray projectChecksum(const QString& location);

// Row counts of every table, e.g. {"candidates": 3, …}.
QMap<QString, qint64> rowCounts(ProjectDatabase& database);

// One context with `candidates` candidates, the criterion "overall", a judge and
// a run; fails the calling test when it cannot be written.
struct Pool {
    domain::ContextId context = 0;
    QList<domain::CandidateId> candidates;
    domain::RunId run = 0;
    domain::CriterionId criterion = 0;
};
Pool makePool(ProjectDatabase& project, int candidates);

// A plain QtSql connection named `name` to a project's location, bypassing
// ProjectDatabase (no configuration, no migration); fails the calling test when
// it does not open. Remove it with QSqlDatabase::removeDatabase.
QSqlDatabase openRawConnection(const QString& location, const QString& name);

// A project file larger than kFullIntegrityCheckBytes and closed cleanly, so that
// opening it picks the quick check (OpenOptions::deferQuickCheck may defer it): a
// pool of 300 candidates of 64 KB each. With `damaged`, garbage on the root page
// of an index that opening never reads (absolute_scores_by_request_hash), which
// only an integrity check finds. Fails the calling test when it cannot be written.
void writeLargeProject(const QString& path, bool damaged);

// A small candidates CSV: context "c1" with candidates a, b, c and "c2" with d.
QByteArray smallCandidatesCsv();

} // namespace pairrank::storage::testing
