// Typed access to the values of an InputRecord. Every failure is an Error that
// names the file, the line and column of the value, and the column's name.
//
// A CSV field is text, so a number is parsed from it; a JSON value keeps its
// type, so a JSON record must write a number as a number ("p": 0.7, not
// "p": "0.7") and an object as an object. Ids and counts are read exactly: a
// JSON integer is taken digit for digit, and a number that a double cannot
// hold exactly (above 2^53) is refused rather than rounded onto another id.
#pragma once

#include "input_record.h"

#include <QDateTime>
#include <QJsonObject>

#include <functional>
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
    // A finite number inside the object of `column` (a JSON value, whatever the
    // file's format); `what` names it in the error ("the score of 'coherence'").
    Result<double> numberInObject(const QString& column, const QJsonValue& value,
                                  const QString& what) const;
    // ISO 8601 date and time; an invalid QDateTime when absent.
    Result<QDateTime> optionalDateTime(const QString& column) const;
    // The raw value (null when absent).
    QJsonValue value(const QString& column) const;

private:
    bool isJson() const { return m_record->source == ValueSource::Json; }

    const InputRecord* m_record;
    const QString* m_fileName;
};

// Reads every record of `reader` and hands it to `visit` with its fields; stops
// at the first error, the reader's or the visitor's.
Status forEachRecord(RecordReader& reader,
                     const std::function<Status(const RecordFields&, const InputRecord&)>& visit);

// Parses a number written in a CSV field or a JSON value; refuses NaN and ±inf.
// (For guessing what a column holds; RecordFields refuses JSON strings.)
std::optional<double> parseFiniteNumber(const QJsonValue& value);

// The exact text of an integer held by a JSON value: a JSON integer digit for
// digit, a double only when it is a whole number a double holds exactly
// (|x| ≤ 2^53); nothing otherwise.
std::optional<QString> exactIntegerText(const QJsonValue& value);

} // namespace pairrank::storage
