// The only place that knows the project file is SQLite (DESIGN.md §10). The
// schema and queries elsewhere use portable SQL; what SQLite spells its own way
// (identity keys, pragmas, header fields, write-locking transactions) is here,
// so that a PostgreSQL dialect can be added beside it.
#pragma once

#include "storage_result.h"

#include <QSqlDatabase>
#include <QString>

#include <chrono>

class QSqlError;

namespace pairrank::storage::sql_dialect {

inline constexpr const char* kDriverName = "QSQLITE";

// Written into the SQLite header of every project file ("PRRK") so that a
// random SQLite database is not mistaken for a project.
inline constexpr qint64 kApplicationId = 0x5052524B;

// The column definition of an auto-assigned 64-bit row id.
QString identityPrimaryKey();

// Replaces the placeholder {id} in a schema statement with identityPrimaryKey().
QString expandSchemaStatement(const QString& statement);

enum class Durability {
    // WAL with synchronous=NORMAL: every committed transaction survives a crash
    // or kill of the process; the last few may be lost on power loss.
    ProcessCrashSafe,
    // WAL with synchronous=FULL: also survives power loss; slower commits.
    PowerLossSafe,
};

// How long a write waits for another connection's write to end, by default.
inline constexpr std::chrono::milliseconds kDefaultBusyTimeout{10000};

// Settings of a freshly opened connection that must precede any transaction:
// foreign keys on and how long a write waits for another connection's write to
// end. Fails if the file is not a database.
Status configureConnection(QSqlDatabase& database,
                           std::chrono::milliseconds busyTimeout = kDefaultBusyTimeout);
// Switches the file to the WAL journal with the given durability.
Status enableWriteAheadLog(QSqlDatabase& database, Durability durability);

Result<int> readSchemaVersion(QSqlDatabase& database);
QString writeSchemaVersionStatement(int version);
Result<qint64> readApplicationId(QSqlDatabase& database);
QString writeApplicationIdStatement();
// Number of tables in the file (0 for a new, empty database).
Result<int> countTables(QSqlDatabase& database);

enum class IntegrityCheck { Full, Quick };
// Runs integrity_check (or quick_check); the error lists the first problems found.
Status checkIntegrity(QSqlDatabase& database, IntegrityCheck depth);

// Starts a transaction that takes the write lock at once, so that two writers
// never deadlock upgrading a read lock.
QString beginWriteTransactionStatement();

// True when a statement failed because another connection held the lock it
// needed for longer than the busy timeout.
bool failedOnLock(const QSqlError& error);

// Where the write lock of the project at `path` lives: the byte of the WAL
// index (the "-shm" file) that a writer locks (SQLite's WAL_WRITE_LOCK).
struct LockLocation {
    QString file;
    qint64 offset = 0;
};
LockLocation writeLockLocation(const QString& path);

} // namespace pairrank::storage::sql_dialect
