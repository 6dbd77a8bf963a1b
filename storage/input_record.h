// One row of an input file as the importers see it, whatever its format: named
// values (JSON values; CSV fields are strings) and where each one is, so that
// an error can name file, line and column.
#pragma once

#include "storage_result.h"

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <memory>

class QIODevice;

namespace pairrank::storage {

struct FieldPosition {
    qint64 line = 0;
    qint64 column = 0;
};

// What the values of a record are: a CSV field is always a string, which a
// reader of a number parses; a JSON value has its own type, so that a number
// written as a string ("p": "0.7") is refused rather than parsed.
enum class ValueSource { CsvText, Json };

struct InputRecord {
    qint64 line = 0; // the record's first line
    ValueSource source = ValueSource::CsvText;
    QHash<QString, QJsonValue> values;
    QHash<QString, FieldPosition> positions; // CSV: every field's position
    // JSON Lines: the line and the byte offset of each member's name in it, so
    // that a member's column is worked out only when an error needs it.
    QByteArray rawLine;
    QHash<QString, qsizetype> memberOffsets;

    // Where the named value is: its own position for CSV, the position of the
    // member's name for JSON Lines, the record's start when the name is absent.
    FieldPosition positionOf(const QString& name) const;
};

// Streams records out of a file; the file is never held in memory whole.
class RecordReader {
public:
    virtual ~RecordReader() = default;
    // Reads the next record. Returns false at the end of the file and an error
    // (with file, line, column) at the first malformed byte.
    virtual Result<bool> next(InputRecord& record) = 0;
    virtual const QString& fileName() const = 0;
    // The column names known before the first record (the CSV header); empty for
    // JSON Lines, whose records name their own members. Valid after the first next().
    virtual QStringList header() const { return {}; }
    // The line after the last one read (for "no rows" errors).
    virtual qint64 endLine() const = 0;
};

enum class InputFormat { Csv, Tsv, JsonLines };

// "csv", "tsv", "jsonl" (also "json", "ndjson"); case-insensitive.
Result<InputFormat> inputFormatFromName(const QString& name);
// From the file's suffix: .csv, .tsv/.tab, .jsonl/.ndjson/.json.
Result<InputFormat> inputFormatFromPath(const QString& path);

// A reader over `device` (which must outlive it). `fileName` is used in errors.
std::unique_ptr<RecordReader> makeRecordReader(QIODevice& device, const QString& fileName,
                                               InputFormat format);

} // namespace pairrank::storage
