#include "project_copy.h"

#include "column_value.h"
#include "copy_target.h"
#include "project_database.h"
#include "schema_catalog.h"
#include "schema_migrations.h"
#include "sql_dialect.h"
#include "sql_support.h"

#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace pairrank::storage {
namespace {

using sql_dialect::TableColumn;
using sql_dialect::TableDescription;

// Rows go to the target in multi-row INSERTs: on a server each statement is a
// round trip, so one row per statement would make a large copy take minutes.
// A statement binds at most SQLite's historical limit of parameters.
constexpr int kMaxParametersPerStatement = 999;
constexpr int kMaxRowsPerStatement = 200;
// How much of a refused value an error message quotes.
constexpr int kQuotedValueLength = 60;

// Ends the source's read transaction however the copy ends.
class ReadSnapshot {
public:
    explicit ReadSnapshot(QSqlDatabase& database)
        : m_database(database) {}
    ~ReadSnapshot() {
        if (m_open) {
            (void)runStatement(m_database, QStringLiteral("ROLLBACK"));
        }
    }
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;

    Status begin() {
        Status begun = sql_dialect::beginReadTransaction(m_database);
        m_open = begun.ok();
        return begun;
    }

private:
    QSqlDatabase& m_database;
    bool m_open = false;
};

QString quoted(const QSqlDatabase& database, const QString& name, QSqlDriver::IdentifierType type) {
    return database.driver()->escapeIdentifier(name, type);
}

QString columnList(const QSqlDatabase& database, const QList<TableColumn>& columns) {
    QStringList names;
    for (const TableColumn& column : columns) {
        names << quoted(database, column.name, QSqlDriver::FieldName);
    }
    return names.join(QStringLiteral(", "));
}

// Writes the rows of one table to the target, a batch of rows per statement.
class TableWriter {
public:
    TableWriter(QSqlDatabase& target, const TableDescription& table)
        : m_target(target)
        , m_table(table)
        , m_batchRows(std::clamp(kMaxParametersPerStatement /
                                     std::max(1, static_cast<int>(table.columns.size())),
                                 1, kMaxRowsPerStatement))
        , m_fullBatch(target) {}

    Status prepare() { return storage::prepare(m_fullBatch, insertStatement(m_batchRows)); }

    // Appends one row of the source's select (its columns in the table's order).
    Status add(const QSqlQuery& row) {
        for (int i = 0; i < m_table.columns.size(); ++i) {
            const TableColumn& column = m_table.columns.at(i);
            std::optional<QVariant> value = sql_dialect::asColumnValue(row.value(i), column.kind);
            if (!value) {
                return makeError(QStringLiteral("%1.%2 of the row %3: '%4' is not %5")
                                     .arg(m_table.name, column.name, rowKey(row),
                                          row.value(i).toString().left(kQuotedValueLength),
                                          sql_dialect::kindName(column.kind)));
            }
            m_pending << *value;
        }
        return ++m_pendingRows == m_batchRows ? flush(m_fullBatch) : Status{};
    }

    // Writes the rows still pending.
    Status finish() {
        if (m_pendingRows == 0) {
            return {};
        }
        QSqlQuery rest(m_target);
        if (Status prepared = storage::prepare(rest, insertStatement(m_pendingRows)); !prepared) {
            return prepared;
        }
        return flush(rest);
    }

    qint64 written() const { return m_written; }

private:
    QString insertStatement(int rows) const {
        QStringList placeholders(m_table.columns.size(), QStringLiteral("?"));
        const QString row =
            QLatin1Char('(') + placeholders.join(QStringLiteral(", ")) + QLatin1Char(')');
        return QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
            .arg(quoted(m_target, m_table.name, QSqlDriver::TableName),
                 columnList(m_target, m_table.columns),
                 QStringList(rows, row).join(QStringLiteral(", ")));
    }

    Status flush(QSqlQuery& statement) {
        for (int i = 0; i < m_pending.size(); ++i) {
            statement.bindValue(i, m_pending.at(i));
        }
        if (Status status = execute(statement, QStringLiteral("writing %1").arg(m_table.name));
            !status) {
            return status;
        }
        m_written += m_pendingRows;
        m_pending.clear();
        m_pendingRows = 0;
        return {};
    }

    // "with id 7", or the values of a composite key, to find the row again.
    QString rowKey(const QSqlQuery& row) const {
        QStringList parts;
        for (const QString& key : sql_dialect::primaryKeyColumns(m_table)) {
            const auto column =
                std::find_if(m_table.columns.cbegin(), m_table.columns.cend(),
                             [&](const TableColumn& candidate) { return candidate.name == key; });
            parts << QStringLiteral("%1 %2").arg(
                key, row.value(static_cast<int>(column - m_table.columns.cbegin())).toString());
        }
        return parts.isEmpty() ? QStringLiteral("without a key")
                               : QStringLiteral("with ") + parts.join(QStringLiteral(", "));
    }

    QSqlDatabase& m_target;
    const TableDescription& m_table;
    const int m_batchRows;
    QSqlQuery m_fullBatch;
    QVariantList m_pending;
    int m_pendingRows = 0;
    qint64 m_written = 0;
};

// The source's tables with the target's column kinds; an error when the
// target's schema (made by the same migrations) does not have the same tables
// and columns, e.g. a table someone added to the source by hand.
Result<QList<TableDescription>> matchTables(const QList<TableDescription>& source,
                                            const QList<TableDescription>& target, int version) {
    const auto names = [](const auto& items) {
        QSet<QString> set;
        for (const auto& item : items) {
            set.insert(item.name);
        }
        return set;
    };
    if (names(source) != names(target)) {
        return makeError(
            QStringLiteral("the source's tables (%1) are not those of schema version %2 (%3)")
                .arg(QStringList(names(source).values()).join(QStringLiteral(", ")))
                .arg(version)
                .arg(QStringList(names(target).values()).join(QStringLiteral(", "))));
    }
    QList<TableDescription> matched;
    for (const TableDescription& table : source) {
        const TableDescription& made =
            *std::find_if(target.cbegin(), target.cend(), [&](const TableDescription& candidate) {
                return candidate.name == table.name;
            });
        if (names(table.columns) != names(made.columns)) {
            return makeError(QStringLiteral("the columns of %1 are not those of schema version %2")
                                 .arg(table.name)
                                 .arg(version));
        }
        TableDescription copied = table;
        for (TableColumn& column : copied.columns) {
            column.kind = std::find_if(made.columns.cbegin(), made.columns.cend(),
                                       [&](const TableColumn& candidate) {
                                           return candidate.name == column.name;
                                       })
                              ->kind;
        }
        matched << copied;
    }
    return matched;
}

Result<qint64> countRowsOf(QSqlDatabase& database, const QString& table) {
    QSqlQuery count(database);
    return countRows(count,
                     QStringLiteral("SELECT count(*) FROM %1")
                         .arg(quoted(database, table, QSqlDriver::TableName)),
                     {}, QStringLiteral("counting the rows of %1").arg(table));
}

struct CopyProgress {
    const common::ProgressCallback& callback;
    qint64 done = 0;
    qint64 total = 0;

    bool report(const QString& stage) const {
        return common::shouldContinue(callback, {done, total, stage.toStdString()});
    }
};

Result<qint64> copyTable(QSqlDatabase& source, QSqlDatabase& target, const TableDescription& table,
                         CopyProgress& progress) {
    const QString stage = QStringLiteral("copying %1").arg(table.name);
    if (!progress.report(stage)) {
        return cancelledError();
    }
    TableWriter writer(target, table);
    if (Status prepared = writer.prepare(); !prepared) {
        return prepared.error();
    }
    QStringList order;
    for (const QString& key : sql_dialect::primaryKeyColumns(table)) {
        order << quoted(source, key, QSqlDriver::FieldName);
    }
    QSqlQuery select(source);
    select.setForwardOnly(true);
    const QString sql =
        QStringLiteral("SELECT %1 FROM %2")
            .arg(columnList(source, table.columns),
                 quoted(source, table.name, QSqlDriver::TableName)) +
        (order.isEmpty() ? QString()
                         : QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", ")));
    if (!select.exec(sql)) {
        return queryError(select, QStringLiteral("reading %1").arg(table.name));
    }
    qint64 reported = writer.written();
    while (select.next()) {
        if (Status added = writer.add(select); !added) {
            return added.error();
        }
        if (writer.written() != reported) {
            progress.done += writer.written() - reported;
            reported = writer.written();
            if (!progress.report(stage)) {
                return cancelledError();
            }
        }
    }
    if (select.lastError().isValid()) {
        return queryError(select, QStringLiteral("reading %1").arg(table.name));
    }
    if (Status finished = writer.finish(); !finished) {
        return finished.error();
    }
    progress.done += writer.written() - reported;
    return writer.written();
}

Result<ProjectCopySummary> copyInto(ProjectDatabase& sourceProject, CopyTarget& target,
                                    const common::ProgressCallback& callback) {
    QSqlDatabase& source = sourceProject.connection();
    Result<int> version = sql_dialect::readSchemaVersion(source);
    if (!version) {
        return version.error();
    }
    if (Status made = applyMigrations(target.database(), 0, *version); !made) {
        return made.error();
    }
    Result<QList<TableDescription>> sourceTables = sql_dialect::describeTables(source);
    if (!sourceTables) {
        return sourceTables.error();
    }
    Result<QList<TableDescription>> ordered = sql_dialect::inForeignKeyOrder(*sourceTables);
    if (!ordered) {
        return ordered.error();
    }
    Result<QList<TableDescription>> targetTables = sql_dialect::describeTables(target.database());
    if (!targetTables) {
        return targetTables.error();
    }
    Result<QList<TableDescription>> tables = matchTables(*ordered, *targetTables, *version);
    if (!tables) {
        return tables.error();
    }
    CopyProgress progress{callback};
    for (const TableDescription& table : *tables) {
        Result<qint64> rows = countRowsOf(source, table.name);
        if (!rows) {
            return rows.error();
        }
        progress.total += *rows;
    }
    ProjectCopySummary summary;
    summary.schemaVersion = *version;
    for (const TableDescription& table : *tables) {
        Result<qint64> rows = copyTable(source, target.database(), table, progress);
        if (!rows) {
            return rows.error();
        }
        summary.tables.append({table.name, *rows});
        for (const TableColumn& column : table.columns) {
            if (column.identity) {
                if (Status continued =
                        sql_dialect::continueIdentity(target.database(), table.name, column.name);
                    !continued) {
                    return continued.error();
                }
            }
        }
    }
    return summary;
}

} // namespace

Result<ProjectCopySummary> copyProject(const ProjectLocation& from, const ProjectLocation& to,
                                       const common::ProgressCallback& progress) {
    if (!common::shouldContinue(progress, {0, 0, "opening the projects"})) {
        return cancelledError();
    }
    // The target first: a refused target leaves the source untouched (opening
    // it may migrate an older schema).
    Result<std::unique_ptr<CopyTarget>> target = CopyTarget::begin(to);
    if (!target) {
        return target.error();
    }
    Result<std::unique_ptr<ProjectDatabase>> source = ProjectDatabase::open(from.displayName());
    if (!source) {
        return source.error();
    }
    Result<ProjectCopySummary> summary = [&]() -> Result<ProjectCopySummary> {
        ReadSnapshot snapshot((*source)->connection());
        if (Status begun = snapshot.begin(); !begun) {
            return begun.error();
        }
        return copyInto(**source, **target, progress);
    }();
    if (!summary) {
        if (isCancelled(summary.error())) {
            return summary.error();
        }
        return summary.error().withContext(
            QStringLiteral("copying '%1' to '%2'").arg(from.displayName(), to.displayName()));
    }
    if (Status committed = (*target)->commit(); !committed) {
        return committed.error();
    }
    return summary;
}

} // namespace pairrank::storage
