// Small helpers shared by the code that talks SQL: turning a failed query into
// an Error, binding optional values as NULL, and the text forms of dates and
// JSON stored in the project file.
#pragma once

#include "storage_result.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <optional>

namespace pairrank::storage {

// "what failed: driver message".
Error queryError(const QSqlQuery& query, const QString& what);

// Prepares `sql` on the query; the error names the statement.
Status prepare(QSqlQuery& query, const QString& sql);
// Executes a prepared query; the error names `what`.
Status execute(QSqlQuery& query, const QString& what);
// Prepares `sql` on the query, binds `values` to its placeholders in order and
// executes it; the error names `what`.
Status execute(QSqlQuery& query, const QString& sql, const QVariantList& values,
               const QString& what);
// Executes one statement without values on the connection; the error quotes it.
Status runStatement(QSqlDatabase& database, const QString& statement);
// A QtSql connection name no other connection of the process has:
// "pairrank-<purpose>-<n>".
QString nextConnectionName(const QString& purpose);
// The id the database gave the row that the executed INSERT `insert` added.
// On a server QPSQL asks lastval(), which needs USAGE (or SELECT) on the
// table's id sequence; without it the server aborts the transaction, so this is
// an error naming `what` (the caller's transaction then rolls back) rather than
// an id of 0 and a commit that silently stores nothing.
Result<qint64> insertedId(const QSqlQuery& insert, const QString& what);
// Prepares `sql` (a SELECT COUNT(*) …) on the query, binds `values` in order and
// returns the count; the error names `what`.
Result<qint64> countRows(QSqlQuery& query, const QString& sql, const QVariantList& values,
                         const QString& what);

template <typename T> QVariant nullable(const std::optional<T>& value) {
    return value ? QVariant::fromValue(*value) : QVariant();
}
QVariant nullableText(const QString& text); // NULL for an empty string
// QtSql binds a null QString as NULL; text columns that are NOT NULL want ''.
QVariant storedText(const QString& text);
// storedText() for a string variant; any other value unchanged.
QVariant bindable(const QVariant& value);

std::optional<double> optionalDouble(const QVariant& value);
std::optional<qint64> optionalInteger(const QVariant& value);

// Dates are stored as ISO 8601 in UTC with milliseconds ("2026-11-22T08:00:00.000Z").
QString toStoredDate(const QDateTime& dateTime);
QDateTime fromStoredDate(const QVariant& value);

QString toStoredJson(const QJsonObject& object);
QString toStoredJson(const QJsonArray& array);
QJsonObject objectFromStoredJson(const QVariant& value);
QJsonArray arrayFromStoredJson(const QVariant& value);

} // namespace pairrank::storage
