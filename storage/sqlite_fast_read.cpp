#include "sqlite_fast_read.h"

#include <QSqlDriver>
#include <QVariant>

#include <cstring>
#include <sqlite3.h>

namespace pairrank::storage::sql_dialect {
namespace {

sqlite3* sqliteHandle(QSqlDatabase& database) {
    const QVariant handle = database.driver()->handle();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3* const*>(handle.constData());
}

// Finalizes the statement however the function is left.
struct StatementGuard {
    sqlite3_stmt* statement = nullptr;
    ~StatementGuard() { sqlite3_finalize(statement); }
};

} // namespace

qint64 NumericRow::integer(int column) const {
    return sqlite3_column_int64(static_cast<sqlite3_stmt*>(m_statement), column);
}

std::optional<double> NumericRow::real(int column) const {
    auto* statement = static_cast<sqlite3_stmt*>(m_statement);
    if (sqlite3_column_type(statement, column) == SQLITE_NULL) {
        return std::nullopt;
    }
    return sqlite3_column_double(statement, column);
}

std::optional<Status> forEachNumericRow(QSqlDatabase& database, const QString& sql,
                                        const QList<qint64>& parameters,
                                        const std::function<void(const NumericRow&)>& row) {
    sqlite3* connection = sqliteHandle(database);
    if (!connection) {
        return std::nullopt;
    }
    const QByteArray text = sql.toUtf8();
    StatementGuard guard;
    if (sqlite3_prepare_v2(connection, text.constData(), static_cast<int>(text.size()),
                           &guard.statement, nullptr) != SQLITE_OK) {
        return Status(makeError(QStringLiteral("preparing '%1' failed: %2")
                                    .arg(sql, QString::fromUtf8(sqlite3_errmsg(connection)))));
    }
    for (qsizetype i = 0; i < parameters.size(); ++i) {
        sqlite3_bind_int64(guard.statement, static_cast<int>(i + 1), parameters[i]);
    }
    const NumericRow view(guard.statement);
    int step = sqlite3_step(guard.statement);
    while (step == SQLITE_ROW) {
        row(view);
        step = sqlite3_step(guard.statement);
    }
    if (step != SQLITE_DONE) {
        return Status(makeError(QStringLiteral("reading '%1' failed: %2")
                                    .arg(sql, QString::fromUtf8(sqlite3_errmsg(connection)))));
    }
    return Status();
}

} // namespace pairrank::storage::sql_dialect
