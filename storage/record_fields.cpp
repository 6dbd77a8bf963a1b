#include "record_fields.h"

#include <QJsonDocument>

#include <cmath>

namespace pairrank::storage {
namespace {

// A JSON number that is an integer is written without a fraction ("42", not "42.0").
std::optional<QString> textOf(const QJsonValue& value) {
    if (value.isString()) {
        return value.toString();
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (std::isfinite(number) && number == std::floor(number) && std::abs(number) < 9e15) {
            return QString::number(static_cast<qint64>(number));
        }
        return QString::number(number, 'g', 17);
    }
    return std::nullopt;
}

QString describe(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::String:
        return QStringLiteral("'%1'").arg(value.toString().left(40));
    default:
        return textOf(value).value_or(QStringLiteral("null"));
    }
}

} // namespace

std::optional<double> parseFiniteNumber(const QJsonValue& value) {
    double number = 0.0;
    if (value.isDouble()) {
        number = value.toDouble();
    } else if (value.isString()) {
        bool ok = false;
        number = value.toString().trimmed().toDouble(&ok);
        if (!ok) {
            return std::nullopt;
        }
    } else {
        return std::nullopt;
    }
    if (!std::isfinite(number)) {
        return std::nullopt;
    }
    return number;
}

Error RecordFields::errorAt(const QString& column, const QString& message) const {
    const FieldPosition where = m_record->positionOf(column);
    return Error{QStringLiteral("%1: %2").arg(column, message), *m_fileName, where.line,
                 where.column};
}

Error RecordFields::errorAtRecord(const QString& message) const {
    return Error{message, *m_fileName, m_record->line, 1};
}

QJsonValue RecordFields::value(const QString& column) const {
    return m_record->values.value(column, QJsonValue(QJsonValue::Null));
}

bool RecordFields::has(const QString& column) const {
    const QJsonValue found = value(column);
    return !found.isNull() && !found.isUndefined() &&
           !(found.isString() && found.toString().isEmpty());
}

Result<QString> RecordFields::requiredText(const QString& column) const {
    if (!m_record->values.contains(column)) {
        return errorAtRecord(QStringLiteral("the required field '%1' is missing").arg(column));
    }
    const std::optional<QString> text = textOf(value(column));
    if (!text) {
        return errorAt(column,
                       QStringLiteral("expected text, found %1").arg(describe(value(column))));
    }
    if (text->trimmed().isEmpty()) {
        return errorAt(column, QStringLiteral("is empty"));
    }
    return *text;
}

Result<QString> RecordFields::optionalText(const QString& column) const {
    const QJsonValue found = value(column);
    if (found.isNull() || found.isUndefined()) {
        return QString();
    }
    const std::optional<QString> text = textOf(found);
    if (!text) {
        return errorAt(column, QStringLiteral("expected text, found %1").arg(describe(found)));
    }
    return *text;
}

Result<std::optional<double>> RecordFields::optionalNumber(const QString& column) const {
    if (!has(column)) {
        return std::optional<double>();
    }
    const std::optional<double> number = parseFiniteNumber(value(column));
    if (!number) {
        return errorAt(
            column,
            QStringLiteral("expected a finite number, found %1").arg(describe(value(column))));
    }
    return number;
}

Result<std::optional<qint64>> RecordFields::optionalInteger(const QString& column) const {
    Result<std::optional<double>> number = optionalNumber(column);
    if (!number) {
        return number.error();
    }
    if (!number->has_value()) {
        return std::optional<qint64>();
    }
    const double whole = **number;
    if (whole != std::floor(whole) || std::abs(whole) > 9e15) {
        return errorAt(column, QStringLiteral("expected a whole number, found %1").arg(whole));
    }
    return std::optional<qint64>(static_cast<qint64>(whole));
}

Result<QJsonObject> RecordFields::optionalObject(const QString& column) const {
    const QJsonValue found = value(column);
    if (found.isObject()) {
        return found.toObject();
    }
    if (!has(column)) {
        return QJsonObject();
    }
    if (found.isString()) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(found.toString().toUtf8(), &error);
        if (error.error == QJsonParseError::NoError && document.isObject()) {
            return document.object();
        }
    }
    return errorAt(column, QStringLiteral("expected a JSON object, found %1").arg(describe(found)));
}

Result<QDateTime> RecordFields::optionalDateTime(const QString& column) const {
    if (!has(column)) {
        return QDateTime();
    }
    const QString text = value(column).toString();
    QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid()) {
        return errorAt(
            column,
            QStringLiteral("expected an ISO 8601 date and time, found '%1'").arg(text.left(40)));
    }
    if (parsed.timeSpec() == Qt::LocalTime) {
        parsed.setTimeSpec(Qt::UTC); // a time without an offset is taken as UTC, not local
    }
    return parsed.toUTC();
}

} // namespace pairrank::storage
