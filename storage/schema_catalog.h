// What an open project database holds, read from the database itself at run
// time: its tables in the order the schema created them, their columns and the
// tables their foreign keys reference. For code that treats every table alike
// (copying a project between backends), so that a table or column added by a
// later migration needs no change there. Part of the dialect layer: each
// backend keeps this in its own catalog (sqlite_master and PRAGMA table_info;
// pg_class and information_schema).
#pragma once

#include "storage_result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace pairrank::storage::sql_dialect {

// The kind of value a column holds, from its declared type by SQLite's
// affinity rules (which also sort PostgreSQL's type names: BIGINT and INTEGER
// hold integers, DOUBLE PRECISION reals, TEXT text).
enum class ColumnKind { Integer, Real, Text, Boolean, Other };
ColumnKind columnKindOf(const QString& declaredType);

struct TableColumn {
    QString name;
    ColumnKind kind = ColumnKind::Other;
    int primaryKeyPosition = 0; // 1-based place in the primary key; 0 when not part of it
    bool identity = false;      // a row id the database assigns
};

struct TableDescription {
    QString name;
    QList<TableColumn> columns;   // in the table's column order
    QStringList referencedTables; // by its foreign keys
};

// The project's tables in the order the schema created them, without the
// backend's own bookkeeping (SQLite's sqlite_* tables, kServerSchemaTable).
Result<QList<TableDescription>> describeTables(QSqlDatabase& database);

// The same tables, each after every table it references and otherwise in the
// given order; an error names the tables whose references form a cycle.
Result<QList<TableDescription>> inForeignKeyOrder(const QList<TableDescription>& tables);

// The columns of the table's primary key in key order (empty when it has none).
QStringList primaryKeyColumns(const TableDescription& table);

// PostgreSQL: moves the sequence of an identity column past the largest value
// stored in it, so that the next row the server numbers does not collide with
// rows written with explicit ids. SQLite: nothing to do (a new rowid is the
// largest one plus one).
Status continueIdentity(QSqlDatabase& database, const QString& table, const QString& column);

} // namespace pairrank::storage::sql_dialect
