#include "sql_dialect.h"

#include "sql_support.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace pairrank::storage::sql_dialect {
namespace {

Result<QVariant> singleValue(QSqlDatabase& database, const QString& statement) {
    QSqlQuery query(database);
    if (!query.exec(statement)) {
        return queryError(query, statement);
    }
    if (!query.next()) {
        return makeError(QStringLiteral("'%1' returned no row").arg(statement));
    }
    return query.value(0);
}

Status execute(QSqlDatabase& database, const QString& statement) {
    QSqlQuery query(database);
    if (!query.exec(statement)) {
        return queryError(query, statement);
    }
    return {};
}

} // namespace

QString identityPrimaryKey() {
    return QStringLiteral("INTEGER PRIMARY KEY");
}

QString expandSchemaStatement(const QString& statement) {
    QString expanded = statement;
    expanded.replace(QStringLiteral("{id}"), identityPrimaryKey());
    return expanded;
}

Status configureConnection(QSqlDatabase& database, std::chrono::milliseconds busyTimeout) {
    for (const QString& statement :
         {QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeout.count())}) {
        if (Status status = execute(database, statement); !status) {
            return status;
        }
    }
    // Reading the header is the first real access: a file that is not a
    // database fails here rather than later in the middle of some query.
    if (Result<int> tables = countTables(database); !tables) {
        return tables.error();
    }
    return {};
}

Status enableWriteAheadLog(QSqlDatabase& database, Durability durability) {
    Result<QVariant> mode = singleValue(database, QStringLiteral("PRAGMA journal_mode = WAL"));
    if (!mode) {
        return mode.error();
    }
    if (mode->toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive) != 0) {
        return makeError(QStringLiteral("the file system refused the write-ahead log (journal mode "
                                        "is '%1')")
                             .arg(mode->toString()));
    }
    return execute(database, durability == Durability::PowerLossSafe
                                 ? QStringLiteral("PRAGMA synchronous = FULL")
                                 : QStringLiteral("PRAGMA synchronous = NORMAL"));
}

Result<int> readSchemaVersion(QSqlDatabase& database) {
    Result<QVariant> value = singleValue(database, QStringLiteral("PRAGMA user_version"));
    if (!value) {
        return value.error();
    }
    return value->toInt();
}

QString writeSchemaVersionStatement(int version) {
    return QStringLiteral("PRAGMA user_version = %1").arg(version);
}

Result<qint64> readApplicationId(QSqlDatabase& database) {
    Result<QVariant> value = singleValue(database, QStringLiteral("PRAGMA application_id"));
    if (!value) {
        return value.error();
    }
    return value->toLongLong();
}

QString writeApplicationIdStatement() {
    return QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId);
}

Result<int> countTables(QSqlDatabase& database) {
    Result<QVariant> value = singleValue(
        database, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'"));
    if (!value) {
        return value.error();
    }
    return value->toInt();
}

Status checkIntegrity(QSqlDatabase& database, IntegrityCheck depth) {
    const QString statement = depth == IntegrityCheck::Full
                                  ? QStringLiteral("PRAGMA integrity_check(20)")
                                  : QStringLiteral("PRAGMA quick_check(20)");
    QSqlQuery query(database);
    if (!query.exec(statement)) {
        return queryError(query, statement);
    }
    QStringList problems;
    while (query.next()) {
        const QString line = query.value(0).toString();
        if (line != QStringLiteral("ok")) {
            problems << line;
        }
    }
    if (!problems.isEmpty()) {
        return makeError(QStringLiteral("the integrity check failed: %1")
                             .arg(problems.join(QStringLiteral("; "))));
    }
    return {};
}

QString beginWriteTransactionStatement() {
    return QStringLiteral("BEGIN IMMEDIATE");
}

bool failedOnLock(const QSqlError& error) {
    constexpr int kSqliteBusy = 5; // the primary result code, also of its extended codes
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok && (code & 0xFF) == kSqliteBusy;
}

LockLocation writeLockLocation(const QString& path) {
    // The locks of the WAL index start at byte 120 of the -shm file; the
    // first is the write lock (sqlite3's os_unix.c, UNIX_SHM_BASE).
    return LockLocation{path + QStringLiteral("-shm"), 120};
}

} // namespace pairrank::storage::sql_dialect
