#include "record_fields.h"

#include "json_text.h"
#include "text_encoding.h"

#include <QLocale>
#include <QVariant>

#include <cmath>

namespace pairrank::storage {
namespace {

// The largest magnitude up to which a double holds every integer exactly.
constexpr double kLargestExactDouble = 9007199254740992.0; // 2^53

QString shortest(double number) {
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
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
    case QJsonValue::Double:
        return exactIntegerText(value).value_or(shortest(value.toDouble()));
    default:
        return QStringLiteral("null");
    }
}

QString quotedNumberAdvice(const QJsonValue& value) {
    return value.isString() ? QStringLiteral(" (JSON numbers are written without quotes)")
                            : QString();
}

QString inexactMessage(const QJsonValue& value) {
    return QStringLiteral("the number %1 cannot be read exactly (a whole number above 2^53 is "
                          "rounded by every double); write it as a string or without a "
                          "fraction or exponent")
        .arg(shortest(value.toDouble()));
}

} // namespace

Status forEachRecord(RecordReader& reader,
                     const std::function<Status(const RecordFields&, const InputRecord&)>& visit) {
    InputRecord record;
    for (;;) {
        Result<bool> next = reader.next(record);
        if (!next) {
            return next.error();
        }
        if (!*next) {
            return {};
        }
        if (Status visited = visit(RecordFields(record, reader.fileName()), record); !visited) {
            return visited;
        }
    }
}

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

std::optional<QString> exactIntegerText(const QJsonValue& value) {
    if (!value.isDouble()) {
        return std::nullopt;
    }
    // QJsonValue keeps an integer read from JSON text as a 64-bit integer.
    if (value.toVariant().typeId() == QMetaType::LongLong) {
        return QString::number(value.toInteger());
    }
    const double number = value.toDouble();
    if (std::isfinite(number) && number == std::floor(number) &&
        std::abs(number) <= kLargestExactDouble) {
        return QString::number(static_cast<qint64>(number));
    }
    return std::nullopt;
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

Result<QString> RecordFields::optionalText(const QString& column) const {
    const QJsonValue found = value(column);
    if (found.isNull() || found.isUndefined()) {
        return QString();
    }
    if (found.isString()) {
        if (found.toString().startsWith(QChar(0xFEFF))) {
            // SQLite takes a leading U+FEFF of bound text for a byte-order mark
            // and drops it: refused here rather than lost there.
            return errorAt(column, QStringLiteral("starts with U+FEFF, a byte-order mark (were two "
                                                  "files joined?); remove it"));
        }
        return found.toString();
    }
    if (!found.isDouble()) {
        return errorAt(column, QStringLiteral("expected text, found %1").arg(describe(found)));
    }
    if (std::optional<QString> integer = exactIntegerText(found)) {
        return *integer;
    }
    const double number = found.toDouble();
    if (number == std::floor(number)) {
        return errorAt(column, inexactMessage(found));
    }
    return shortest(number);
}

Result<QString> RecordFields::requiredText(const QString& column) const {
    if (!m_record->values.contains(column)) {
        return errorAtRecord(QStringLiteral("the required field '%1' is missing").arg(column));
    }
    if (value(column).isNull()) {
        return errorAt(column, QStringLiteral("expected text, found null"));
    }
    Result<QString> text = optionalText(column);
    if (text && text->trimmed().isEmpty()) {
        return errorAt(column, QStringLiteral("is empty"));
    }
    return text;
}

Result<std::optional<double>> RecordFields::optionalNumber(const QString& column) const {
    if (!has(column)) {
        return std::optional<double>();
    }
    const QJsonValue found = value(column);
    const std::optional<double> number =
        isJson() && !found.isDouble() ? std::nullopt : parseFiniteNumber(found);
    if (!number) {
        return errorAt(column,
                       QStringLiteral("expected a finite number, found %1%2")
                           .arg(describe(found), isJson() ? quotedNumberAdvice(found) : QString()));
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
    const QJsonValue found = value(column);
    if (found.isString()) {
        bool exact = false;
        const qint64 whole = found.toString().trimmed().toLongLong(&exact);
        if (exact) {
            return std::optional<qint64>(whole);
        }
    }
    const double whole = **number;
    if (whole != std::floor(whole)) {
        return errorAt(column,
                       QStringLiteral("expected a whole number, found %1").arg(describe(found)));
    }
    if (std::optional<QString> text = exactIntegerText(found)) {
        return std::optional<qint64>(text->toLongLong());
    }
    if (std::abs(whole) <= kLargestExactDouble) {
        return std::optional<qint64>(static_cast<qint64>(whole));
    }
    return errorAt(column, inexactMessage(QJsonValue(whole)));
}

Result<QJsonObject> RecordFields::optionalObject(const QString& column) const {
    const QJsonValue found = value(column);
    if (found.isObject()) {
        return found.toObject();
    }
    if (!has(column)) {
        return QJsonObject();
    }
    if (found.isString() && !isJson()) {
        const QByteArray text = found.toString().toUtf8();
        auto parsed = parseJsonText(text);
        if (!parsed) {
            return errorAt(column, QStringLiteral("malformed JSON at character %1 of the field: %2")
                                       .arg(columnOfByteOffset(text, parsed.error().offset))
                                       .arg(parsed.error().message));
        }
        if (parsed->value.isObject()) {
            return parsed->value.toObject();
        }
    }
    return errorAt(column, QStringLiteral("expected a JSON object, found %1").arg(describe(found)));
}

Result<double> RecordFields::numberInObject(const QString& column, const QJsonValue& value,
                                            const QString& what) const {
    if (value.isDouble()) {
        return value.toDouble();
    }
    return errorAt(column, QStringLiteral("%1 is not a finite number (found %2)%3")
                               .arg(what, describe(value), quotedNumberAdvice(value)));
}

Result<QDateTime> RecordFields::optionalDateTime(const QString& column) const {
    if (!has(column)) {
        return QDateTime();
    }
    const QJsonValue found = value(column);
    const QString text = found.toString();
    QDateTime parsed =
        found.isString() ? QDateTime::fromString(text, Qt::ISODateWithMs) : QDateTime();
    if (!parsed.isValid()) {
        return errorAt(
            column,
            QStringLiteral("expected an ISO 8601 date and time, found %1").arg(describe(found)));
    }
    if (parsed.timeSpec() == Qt::LocalTime) {
        parsed.setTimeSpec(Qt::UTC); // a time without an offset is taken as UTC, not local
    }
    return parsed.toUTC();
}

} // namespace pairrank::storage
