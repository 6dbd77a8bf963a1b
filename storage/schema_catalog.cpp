#include "schema_catalog.h"

#include "sql_dialect.h"
#include "sql_support.h"

#include <QSet>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

namespace pairrank::storage::sql_dialect {
namespace {

// The rows of `sql` with `values` bound to its placeholders in order.
Result<QList<QVariantList>> selectRows(QSqlDatabase& database, const QString& sql,
                                       const QVariantList& values, const QString& what) {
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (Status executed = execute(query, sql, values, what); !executed) {
        return executed.error();
    }
    QList<QVariantList> rows;
    const int columns = query.record().count();
    while (query.next()) {
        QVariantList row;
        for (int column = 0; column < columns; ++column) {
            row << query.value(column);
        }
        rows << row;
    }
    return rows;
}

Result<QStringList> firstColumn(QSqlDatabase& database, const QString& sql,
                                const QVariantList& values, const QString& what) {
    Result<QList<QVariantList>> rows = selectRows(database, sql, values, what);
    if (!rows) {
        return rows.error();
    }
    QStringList texts;
    for (const QVariantList& row : *rows) {
        texts << row.value(0).toString();
    }
    return texts;
}

Result<QStringList> tableNames(QSqlDatabase& database) {
    // pg_class numbers relations in the order they are made, as sqlite_master
    // numbers its rows.
    return onServer(database)
               ? firstColumn(database,
                             QStringLiteral("SELECT c.relname FROM pg_class c"
                                            " JOIN pg_namespace n ON n.oid = c.relnamespace"
                                            " WHERE n.nspname = current_schema()"
                                            " AND c.relkind = 'r' AND c.relname <> ?"
                                            " ORDER BY c.oid"),
                             {QString(kServerSchemaTable)}, QStringLiteral("listing the tables"))
               : firstColumn(database,
                             QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"
                                            " AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
                                            " ORDER BY rowid"),
                             {}, QStringLiteral("listing the tables"));
}

Result<QList<TableColumn>> sqliteColumns(QSqlDatabase& database, const QString& table) {
    Result<QList<QVariantList>> rows = selectRows(
        database, QStringLiteral("SELECT name, type, pk FROM pragma_table_info(?) ORDER BY cid"),
        {table}, QStringLiteral("reading the columns of %1").arg(table));
    if (!rows) {
        return rows.error();
    }
    QList<TableColumn> columns;
    for (const QVariantList& row : *rows) {
        columns.append(
            {row.at(0).toString(), columnKindOf(row.at(1).toString()), row.at(2).toInt(), false});
    }
    // A lone key column declared INTEGER is the rowid, which SQLite numbers itself.
    const qsizetype keyColumns =
        std::count_if(columns.cbegin(), columns.cend(),
                      [](const TableColumn& column) { return column.primaryKeyPosition > 0; });
    for (qsizetype i = 0; i < columns.size(); ++i) {
        columns[i].identity = keyColumns == 1 && columns[i].primaryKeyPosition == 1 &&
                              rows->at(i).at(1).toString().compare(QLatin1String("INTEGER"),
                                                                   Qt::CaseInsensitive) == 0;
    }
    return columns;
}

Result<QList<TableColumn>> serverColumns(QSqlDatabase& database, const QString& table) {
    Result<QList<QVariantList>> rows =
        selectRows(database,
                   QStringLiteral("SELECT column_name, data_type, is_identity = 'YES'"
                                  " OR coalesce(column_default, '') LIKE 'nextval(%'"
                                  " FROM information_schema.columns"
                                  " WHERE table_schema = current_schema() AND table_name = ?"
                                  " ORDER BY ordinal_position"),
                   {table}, QStringLiteral("reading the columns of %1").arg(table));
    if (!rows) {
        return rows.error();
    }
    Result<QStringList> key = firstColumn(
        database,
        QStringLiteral("SELECT u.column_name FROM information_schema.table_constraints c"
                       " JOIN information_schema.key_column_usage u"
                       " ON u.constraint_schema = c.constraint_schema"
                       " AND u.constraint_name = c.constraint_name"
                       " WHERE c.table_schema = current_schema() AND c.table_name = ?"
                       " AND c.constraint_type = 'PRIMARY KEY'"
                       " ORDER BY u.ordinal_position"),
        {table}, QStringLiteral("reading the primary key of %1").arg(table));
    if (!key) {
        return key.error();
    }
    QList<TableColumn> columns;
    for (const QVariantList& row : *rows) {
        const QString name = row.at(0).toString();
        columns.append({name, columnKindOf(row.at(1).toString()),
                        static_cast<int>(key->indexOf(name)) + 1, row.at(2).toBool()});
    }
    return columns;
}

Result<QStringList> referencedTables(QSqlDatabase& database, const QString& table) {
    return onServer(database)
               ? firstColumn(database,
                             QStringLiteral("SELECT DISTINCT r.relname FROM pg_constraint k"
                                            " JOIN pg_class t ON t.oid = k.conrelid"
                                            " JOIN pg_class r ON r.oid = k.confrelid"
                                            " JOIN pg_namespace n ON n.oid = t.relnamespace"
                                            " WHERE k.contype = 'f'"
                                            " AND n.nspname = current_schema() AND t.relname = ?"
                                            " ORDER BY 1"),
                             {table}, QStringLiteral("reading the foreign keys of %1").arg(table))
               : firstColumn(database,
                             QStringLiteral("SELECT DISTINCT \"table\""
                                            " FROM pragma_foreign_key_list(?) ORDER BY 1"),
                             {table}, QStringLiteral("reading the foreign keys of %1").arg(table));
}

} // namespace

ColumnKind columnKindOf(const QString& declaredType) {
    // SQLite's rules (https://sqlite.org/datatype3.html §3.1), in their order.
    const QString type = declaredType.toUpper();
    if (type.contains(QLatin1String("INT"))) {
        return ColumnKind::Integer;
    }
    if (type.contains(QLatin1String("CHAR")) || type.contains(QLatin1String("CLOB")) ||
        type.contains(QLatin1String("TEXT"))) {
        return ColumnKind::Text;
    }
    if (type.contains(QLatin1String("REAL")) || type.contains(QLatin1String("FLOA")) ||
        type.contains(QLatin1String("DOUB"))) {
        return ColumnKind::Real;
    }
    if (type.contains(QLatin1String("BOOL"))) {
        return ColumnKind::Boolean;
    }
    return ColumnKind::Other;
}

Result<QList<TableDescription>> describeTables(QSqlDatabase& database) {
    Result<QStringList> names = tableNames(database);
    if (!names) {
        return names.error();
    }
    QList<TableDescription> tables;
    for (const QString& name : *names) {
        Result<QList<TableColumn>> columns =
            onServer(database) ? serverColumns(database, name) : sqliteColumns(database, name);
        if (!columns) {
            return columns.error();
        }
        Result<QStringList> references = referencedTables(database, name);
        if (!references) {
            return references.error();
        }
        tables.append({name, *columns, *references});
    }
    return tables;
}

Result<QList<TableDescription>> inForeignKeyOrder(const QList<TableDescription>& tables) {
    QSet<QString> known;
    for (const TableDescription& table : tables) {
        known.insert(table.name);
    }
    QList<TableDescription> waiting = tables;
    QList<TableDescription> ordered;
    QSet<QString> placed;
    while (!waiting.isEmpty()) {
        const auto ready =
            std::find_if(waiting.cbegin(), waiting.cend(), [&](const TableDescription& table) {
                return std::all_of(table.referencedTables.cbegin(), table.referencedTables.cend(),
                                   [&](const QString& referenced) {
                                       return referenced == table.name ||
                                              placed.contains(referenced) ||
                                              !known.contains(referenced);
                                   });
            });
        if (ready == waiting.cend()) {
            QStringList cycle;
            for (const TableDescription& table : waiting) {
                cycle << table.name;
            }
            return makeError(QStringLiteral("the foreign keys of the tables %1 form a cycle")
                                 .arg(cycle.join(QStringLiteral(", "))));
        }
        placed.insert(ready->name);
        ordered.append(*ready);
        waiting.erase(ready);
    }
    return ordered;
}

QStringList primaryKeyColumns(const TableDescription& table) {
    QList<TableColumn> key;
    for (const TableColumn& column : table.columns) {
        if (column.primaryKeyPosition > 0) {
            key << column;
        }
    }
    std::sort(key.begin(), key.end(), [](const TableColumn& a, const TableColumn& b) {
        return a.primaryKeyPosition < b.primaryKeyPosition;
    });
    QStringList names;
    for (const TableColumn& column : key) {
        names << column.name;
    }
    return names;
}

Status continueIdentity(QSqlDatabase& database, const QString& table, const QString& column) {
    if (!onServer(database)) {
        return {};
    }
    // setval is strict: on an empty table max() is NULL and the sequence stays
    // where it is.
    const QSqlDriver* driver = database.driver();
    const QString escapedTable = driver->escapeIdentifier(table, QSqlDriver::TableName);
    Result<QList<QVariantList>> moved = selectRows(
        database,
        QStringLiteral("SELECT setval(pg_get_serial_sequence(?, ?), max(%1)) FROM %2")
            .arg(driver->escapeIdentifier(column, QSqlDriver::FieldName), escapedTable),
        {escapedTable, column}, QStringLiteral("continuing the ids of %1.%2").arg(table, column));
    return moved ? Status{} : Status{moved.error()};
}

} // namespace pairrank::storage::sql_dialect
