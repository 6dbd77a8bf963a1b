#include "column_value.h"

#include "sql_support.h"

#include <cmath>
#include <limits>

namespace pairrank::storage::sql_dialect {
namespace {

QMetaType metaTypeOf(ColumnKind kind, const QVariant& value) {
    switch (kind) {
    case ColumnKind::Integer:
        return QMetaType::fromType<qlonglong>();
    case ColumnKind::Real:
        return QMetaType::fromType<double>();
    case ColumnKind::Text:
        return QMetaType::fromType<QString>();
    case ColumnKind::Boolean:
        return QMetaType::fromType<bool>();
    case ColumnKind::Other:
        break;
    }
    return value.metaType();
}

bool isNumber(const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
        return true;
    default:
        return false;
    }
}

} // namespace

std::optional<QVariant> asColumnValue(const QVariant& value, ColumnKind kind) {
    if (value.isNull()) {
        return QVariant(metaTypeOf(kind, value));
    }
    bool ok = false;
    switch (kind) {
    case ColumnKind::Integer: {
        if (value.typeId() == QMetaType::Double) {
            const double number = value.toDouble();
            const bool whole = std::trunc(number) == number && std::abs(number) < 0x1p63;
            return whole ? std::optional<QVariant>(static_cast<qlonglong>(number)) : std::nullopt;
        }
        const qlonglong number = value.toLongLong(&ok);
        const bool fits = value.typeId() != QMetaType::ULongLong ||
                          value.toULongLong() <= std::numeric_limits<qlonglong>::max();
        return ok && fits && (isNumber(value) || value.typeId() == QMetaType::QString)
                   ? std::optional<QVariant>(number)
                   : std::nullopt;
    }
    case ColumnKind::Real: {
        const double number = value.toDouble(&ok);
        return ok && (isNumber(value) || value.typeId() == QMetaType::QString)
                   ? std::optional<QVariant>(number)
                   : std::nullopt;
    }
    case ColumnKind::Text:
        if (value.typeId() == QMetaType::QString) {
            return bindable(value); // '' stays '', not NULL
        }
        return isNumber(value) ? std::optional<QVariant>(value.toString()) : std::nullopt;
    case ColumnKind::Boolean:
        if (value.typeId() == QMetaType::Bool) {
            return value;
        }
        return isNumber(value) && (value.toLongLong() == 0 || value.toLongLong() == 1)
                   ? std::optional<QVariant>(value.toLongLong() == 1)
                   : std::nullopt;
    case ColumnKind::Other:
        break;
    }
    return value;
}

QString kindName(ColumnKind kind) {
    switch (kind) {
    case ColumnKind::Integer:
        return QStringLiteral("an integer");
    case ColumnKind::Real:
        return QStringLiteral("a number");
    case ColumnKind::Text:
        return QStringLiteral("text");
    case ColumnKind::Boolean:
        return QStringLiteral("true or false");
    case ColumnKind::Other:
        break;
    }
    return QStringLiteral("a value");
}

} // namespace pairrank::storage::sql_dialect
