// Writes rows to CSV (RFC 4180: fields quoted when needed, quotes doubled,
// LF line ends, UTF-8 without byte-order mark) or to JSON Lines (one compact
// object per line). In CSV, objects and arrays are written as their JSON text,
// null as an empty field, numbers in their shortest exact form.
#pragma once

#include "storage_result.h"

#include <QIODevice>
#include <QJsonObject>
#include <QStringList>

namespace pairrank::storage {

enum class OutputFormat { Csv, JsonLines };

// "csv", "jsonl" or "json" (JSON Lines).
Result<OutputFormat> outputFormatFromName(const QString& name);

class RecordWriter {
public:
    // For CSV, `columns` is the header and the order of the fields; JSON Lines
    // writes only the members present in each row.
    RecordWriter(QIODevice& device, OutputFormat format, QStringList columns);
    Status writeHeader();
    Status write(const QJsonObject& row);

    static QString csvField(const QJsonValue& value);

private:
    Status writeBytes(const QByteArray& bytes);

    QIODevice* m_device;
    OutputFormat m_format;
    QStringList m_columns;
};

} // namespace pairrank::storage
