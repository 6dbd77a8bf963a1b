// A fast path for reading many numeric rows (the statistics engine's input):
// QtSql wraps every value in a QVariant, which for 200,000 judgements costs
// more than SQLite itself. When the connection is SQLite this steps the
// statement through the C API on QtSql's own handle (the QSQLITE plugin and
// PairRank link the same system libsqlite3); otherwise it reports that the
// fast path is unavailable and the caller uses QSqlQuery. Part of the SQLite
// dialect layer (DESIGN.md §10).
#pragma once

#include "storage_result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <optional>

namespace pairrank::storage::sql_dialect {

// One row: integer columns and nullable real columns, by 0-based index.
class NumericRow {
public:
    explicit NumericRow(void* statement)
        : m_statement(statement) {}
    qint64 integer(int column) const;
    std::optional<double> real(int column) const; // empty for NULL

private:
    void* m_statement;
};

// Runs `sql` with `parameters` bound to its ? placeholders in order and calls
// `row` for every result row. Returns nothing (std::nullopt) when the
// connection is not SQLite, so that the caller falls back to QSqlQuery.
std::optional<Status> forEachNumericRow(QSqlDatabase& database, const QString& sql,
                                        const QList<qint64>& parameters,
                                        const std::function<void(const NumericRow&)>& row);

} // namespace pairrank::storage::sql_dialect
