// Typed access to the values of an InputRecord. Every failure is an Error that
// names the file, the line and column of the value, and the column's name.
#pragma once

#include "input_record.h"

#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace pairrank::storage {

class RecordFields {
public:
    RecordFields(const InputRecord& record, const QString& fileName)
        : m_record(&record)
        , m_fileName(&fileName) {}

    Error errorAt(const QString& column, const QString& message) const;
    Error errorAtRecord(const QString& message) const;

    // Present with a value other than null or an empty string.
    bool has(const QString& column) const;
    // Text or an integral number, non-empty after trimming.
    Result<QString> requiredText(const QString& column) const;
    // As above; an empty string when absent or null.
    Result<QString> optionalText(const QString& column) const;
    // A finite number (CSV: a decimal); nothing when absent, null or empty.
    Result<std::optional<double>> optionalNumber(const QString& column) const;
    Result<std::optional<qint64>> optionalInteger(const QString& column) const;
    // A JSON object (CSV: its JSON text); an empty object when absent.
    Result<QJsonObject> optionalObject(const QString& column) const;
    // ISO 8601 date and time; an invalid QDateTime when absent.
    Result<QDateTime> optionalDateTime(const QString& column) const;
    // The raw value (null when absent).
    QJsonValue value(const QString& column) const;

private:
    const InputRecord* m_record;
    const QString* m_fileName;
};

// Parses a number written in a CSV field or a JSON value; refuses NaN and ±inf.
std::optional<double> parseFiniteNumber(const QJsonValue& value);

} // namespace pairrank::storage
