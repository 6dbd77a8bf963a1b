#include "input_record.h"

#include "csv_reader.h"
#include "jsonl_reader.h"
#include "text_encoding.h"

#include <QFileInfo>

namespace pairrank::storage {

FieldPosition InputRecord::positionOf(const QString& name) const {
    if (auto found = positions.constFind(name); found != positions.constEnd()) {
        return *found;
    }
    if (auto found = memberOffsets.constFind(name); found != memberOffsets.constEnd()) {
        return {line, columnOfByteOffset(rawLine, *found)};
    }
    return {line, 1};
}

Result<InputFormat> inputFormatFromName(const QString& name) {
    const QString lowered = name.toLower();
    if (lowered == QStringLiteral("csv")) {
        return InputFormat::Csv;
    }
    if (lowered == QStringLiteral("tsv")) {
        return InputFormat::Tsv;
    }
    if (lowered == QStringLiteral("jsonl") || lowered == QStringLiteral("json") ||
        lowered == QStringLiteral("ndjson")) {
        return InputFormat::JsonLines;
    }
    return makeError(QStringLiteral("unknown format '%1' (use csv, tsv or jsonl)").arg(name));
}

Result<InputFormat> inputFormatFromPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("tab")) {
        return InputFormat::Tsv;
    }
    Result<InputFormat> format = inputFormatFromName(suffix);
    if (!format) {
        return makeError(QStringLiteral("cannot tell the format of '%1' from its name; give "
                                        "--format csv, tsv or jsonl")
                             .arg(path));
    }
    return format;
}

std::unique_ptr<RecordReader> makeRecordReader(QIODevice& device, const QString& fileName,
                                               InputFormat format) {
    switch (format) {
    case InputFormat::Csv:
        return std::make_unique<CsvRecordReader>(device, fileName, ',');
    case InputFormat::Tsv:
        return std::make_unique<CsvRecordReader>(device, fileName, '\t');
    case InputFormat::JsonLines:
        return std::make_unique<JsonLinesRecordReader>(device, fileName);
    }
    return nullptr;
}

} // namespace pairrank::storage
