// The only place that knows which database holds the project (DESIGN.md §10):
// a SQLite file or a PostgreSQL server. The schema and queries elsewhere use
// portable SQL; what each spells its own way (identity keys, connection
// settings, where the schema version lives, write-locking transactions,
// integrity checks, lock errors) is here.
#pragma once

#include "project_location.h"
#include "project_lock.h"
#include "storage_result.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <chrono>
#include <optional>

class QSqlError;

namespace pairrank::storage::sql_dialect {

// The QtSql driver of a backend: QSQLITE or QPSQL.
QString driverName(Backend backend);
// The backend of an open connection, from its driver.
Backend backendOf(const QSqlDatabase& database);
// Whether the connection is to a PostgreSQL server rather than a SQLite file.
bool onServer(const QSqlDatabase& database);

// Written into the SQLite header of every project file ("PRRK"), or into the
// schema table of a server database, so that a random database is not
// mistaken for a project. On a server it is also the key of the advisory lock
// that serialises writers.
inline constexpr qint64 kApplicationId = 0x5052524B;

// The server's counterpart of the SQLite header fields (schema version and
// application id): one row in a table of its own, which belongs to the schema's
// bookkeeping rather than to the project's content.
inline constexpr QLatin1String kServerSchemaTable{"pairrank_schema"};

// The column definition of an auto-assigned 64-bit row id.
QString identityPrimaryKey(Backend backend);

// Replaces the placeholder {id} in a schema statement with identityPrimaryKey().
QString expandSchemaStatement(Backend backend, const QString& statement);

// An SQL expression for the database's current time in milliseconds since
// 1970 (UTC): one clock for every client of a server, whatever theirs say.
QString currentTimeMillisecondsExpression(Backend backend);

enum class Durability {
    // SQLite: WAL with synchronous=NORMAL: every committed transaction survives a
    // crash or kill of the process; the last few may be lost on power loss.
    ProcessCrashSafe,
    // SQLite: WAL with synchronous=FULL: also survives power loss; slower commits.
    PowerLossSafe,
    // PostgreSQL: both mean synchronous_commit = on (a commit is acknowledged
    // once the server's write-ahead log is on disk).
};

// How long a write waits for another connection's write to end, by default.
inline constexpr std::chrono::milliseconds kDefaultBusyTimeout{10000};

// Settings of a freshly opened connection that must precede any transaction:
// foreign keys on (SQLite; always on a server) and how long a write waits for
// another connection's write to end (busy_timeout; lock_timeout). Fails if a
// file is not a database.
Status configureConnection(QSqlDatabase& database,
                           std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);
// SQLite: switches the file to the WAL journal with the given durability.
// PostgreSQL: makes every commit durable (the server has its own WAL).
Status configureDurability(QSqlDatabase& database, Durability durability);

// The schema version: PRAGMA user_version in a file; the one row of the table
// pairrank_schema on a server (0 when the table does not exist yet).
Result<int> readSchemaVersion(QSqlDatabase& database);
Status writeSchemaVersion(QSqlDatabase& database, int version);
Result<qint64> readApplicationId(QSqlDatabase& database);
Status writeApplicationId(QSqlDatabase& database);
// Number of tables (0 for a new, empty database).
Result<int> countTables(QSqlDatabase& database);
// Whether this connection may alter every table of the project, as a schema
// upgrade does: always for a file; on a server only a login that owns the
// tables or holds the owner's role (or a superuser), since PostgreSQL lets no
// grant confer ALTER TABLE.
Result<bool> mayAlterSchema(QSqlDatabase& database);

enum class IntegrityCheck { Full, Quick };
// Runs integrity_check (or quick_check) on a file; the error lists the first
// problems found. A server keeps its own storage consistent (its WAL and page
// checksums), so there is nothing to check and it succeeds.
Status checkIntegrity(QSqlDatabase& database, IntegrityCheck depth);

// Starts a transaction that takes the project's write lock at once, so that two
// writers never deadlock upgrading a read lock and one writer at a time changes
// the project (readers are never blocked): BEGIN IMMEDIATE in a file; on a
// server BEGIN and a transaction-scoped advisory lock keyed by kApplicationId
// (advisory locks belong to one database, that is, one project). On failure
// no transaction is open and `error` holds the driver's error.
Status beginWriteTransaction(QSqlDatabase& database, QSqlError* error = nullptr);

// Starts a transaction that only reads and sees one snapshot of the project
// from its first read to its end, whatever other connections commit meanwhile:
// BEGIN in a file (WAL keeps the snapshot); on a server BEGIN ISOLATION LEVEL
// REPEATABLE READ READ ONLY. End it with ROLLBACK.
Status beginReadTransaction(QSqlDatabase& database);

// True when a statement failed because another connection held the lock it
// needed for longer than the busy timeout (SQLITE_BUSY; SQLSTATE 55P03).
bool failedOnLock(const QSqlError& error);

// The other session holding the write lock of the server project (when the
// server tells: the user, client address and application of the session).
std::optional<LockHolder> serverWriteLockHolder(QSqlDatabase& database);

// Where the write lock of the project file at `path` lives: the byte of the WAL
// index (the "-shm" file) that a writer locks (SQLite's WAL_WRITE_LOCK).
struct LockLocation {
    QString file;
    qint64 offset = 0;
};
LockLocation writeLockLocation(const QString& path);

} // namespace pairrank::storage::sql_dialect
