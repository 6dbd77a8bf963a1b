#include "sql_support.h"

#include <QJsonDocument>
#include <QSqlError>

#include <atomic>

namespace pairrank::storage {

Error queryError(const QSqlQuery& query, const QString& what) {
    const QSqlError error = query.lastError();
    QString text = error.databaseText();
    if (text.isEmpty()) {
        text = error.text();
    }
    return makeError(QStringLiteral("%1 failed: %2").arg(what, text));
}

Status prepare(QSqlQuery& query, const QString& sql) {
    if (!query.prepare(sql)) {
        return queryError(query, QStringLiteral("preparing '%1'").arg(sql.simplified()));
    }
    return {};
}

Status execute(QSqlQuery& query, const QString& what) {
    if (!query.exec()) {
        return queryError(query, what);
    }
    return {};
}

Result<qint64> insertedId(const QSqlQuery& insert, const QString& what) {
    const QVariant id = insert.lastInsertId();
    if (!id.isValid()) {
        return makeError(QStringLiteral("%1: the database did not tell the id of the new row "
                                        "(on a server: no USAGE on the table's id sequence?)")
                             .arg(what));
    }
    return id.toLongLong();
}

Status execute(QSqlQuery& query, const QString& sql, const QVariantList& values,
               const QString& what) {
    if (Status status = prepare(query, sql); !status) {
        return status;
    }
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    return execute(query, what);
}

Status runStatement(QSqlDatabase& database, const QString& statement) {
    QSqlQuery query(database);
    if (!query.exec(statement)) {
        return queryError(query, QStringLiteral("'%1'").arg(statement.simplified()));
    }
    return {};
}

QString nextConnectionName(const QString& purpose) {
    static std::atomic<quint64> counter{0};
    return QStringLiteral("pairrank-%1-%2").arg(purpose).arg(++counter);
}

Result<qint64> countRows(QSqlQuery& query, const QString& sql, const QVariantList& values,
                         const QString& what) {
    if (Status status = execute(query, sql, values, what); !status) {
        return status.error();
    }
    return query.next() ? query.value(0).toLongLong() : 0;
}

QVariant nullableText(const QString& text) {
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QVariant storedText(const QString& text) {
    return text.isNull() ? QVariant(QStringLiteral("")) : QVariant(text);
}

QVariant bindable(const QVariant& value) {
    if (value.typeId() == QMetaType::QString) {
        return storedText(value.toString());
    }
    return value;
}

std::optional<double> optionalDouble(const QVariant& value) {
    if (value.isNull()) {
        return std::nullopt;
    }
    return value.toDouble();
}

std::optional<qint64> optionalInteger(const QVariant& value) {
    if (value.isNull()) {
        return std::nullopt;
    }
    return value.toLongLong();
}

QString toStoredDate(const QDateTime& dateTime) {
    if (!dateTime.isValid()) {
        return {};
    }
    return dateTime.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromStoredDate(const QVariant& value) {
    if (value.isNull()) {
        return {};
    }
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

QString toStoredJson(const QJsonObject& object) {
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString toStoredJson(const QJsonArray& array) {
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QJsonObject objectFromStoredJson(const QVariant& value) {
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

QJsonArray arrayFromStoredJson(const QVariant& value) {
    return QJsonDocument::fromJson(value.toString().toUtf8()).array();
}

} // namespace pairrank::storage
