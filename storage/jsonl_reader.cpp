#include "jsonl_reader.h"

#include "json_text.h"
#include "text_encoding.h"

#include <QIODevice>
#include <QJsonObject>

namespace pairrank::storage {
namespace {

bool isBlank(QByteArrayView line) {
    for (const char byte : line) {
        if (byte != ' ' && byte != '\t') {
            return false;
        }
    }
    return true;
}

// What to do with a JSON array where JSON Lines is read.
const QString kArrayAdvice = QStringLiteral(
    ", but JSON Lines holds one object per line (jq -c '.[]' turns an array into JSON Lines)");

// A line that ends before its JSON does and opens an array or an object is most
// likely the start of a JSON document written over several lines (a .json file, or
// pretty-printed objects): say so, since JSON Lines needs one object per line.
QString spreadDocumentHint(const QByteArray& line, qsizetype errorOffset) {
    const QByteArray start = line.trimmed();
    if (errorOffset < line.size() || start.isEmpty()) {
        return {};
    }
    if (start.startsWith('[')) {
        return QStringLiteral("; the file seems to be one JSON array over several lines") +
               kArrayAdvice;
    }
    if (start.startsWith('{')) {
        return QStringLiteral("; the object seems to run over several lines, but JSON Lines "
                              "holds each object on one line (jq -c . joins them)");
    }
    return {};
}

} // namespace

JsonLinesRecordReader::JsonLinesRecordReader(QIODevice& device, QString fileName, EmptyInput empty)
    : m_device(&device)
    , m_fileName(std::move(fileName))
    , m_empty(empty) {}

Result<bool> JsonLinesRecordReader::next(InputRecord& record) {
    for (;;) {
        // Not atEnd(): a pipe or FIFO says it is at its end whenever nothing is
        // buffered yet; readLine() waits for the next line and is empty only at
        // the real end. readLine(maxSize) would allocate maxSize bytes per line.
        QByteArray line = m_device->readLine();
        if (line.isEmpty()) {
            if (m_records == 0 && m_empty == EmptyInput::Refused) {
                return Error{m_line == 0 ? QStringLiteral("the file is empty")
                                         : QStringLiteral("the file has no records"),
                             m_fileName, std::max<qint64>(m_line, 1), 1};
            }
            return false;
        }
        ++m_line;
        const bool complete = line.endsWith('\n');
        if (line.size() > kMaximumLineBytes) {
            return Error{QStringLiteral("the line is longer than %1 MiB")
                             .arg(kMaximumLineBytes / (1024 * 1024)),
                         m_fileName, m_line, 1};
        }
        if (complete) {
            line.chop(1);
        }
        if (line.endsWith('\r')) {
            line.chop(1);
        }
        if (m_line == 1) {
            qsizetype markLength = 0;
            const ByteOrderMark mark = detectByteOrderMark(line, &markLength);
            if (mark == ByteOrderMark::Utf16 || mark == ByteOrderMark::Utf32) {
                return Error{unsupportedEncodingMessage(mark), m_fileName, 1, 1};
            }
            line.remove(0, markLength);
        }
        if (const std::optional<qsizetype> bad = findInvalidUtf8(line)) {
            return Error{invalidUtf8Message(line, *bad), m_fileName, m_line,
                         columnOfByteOffset(line, *bad)};
        }
        if (isBlank(line)) {
            continue;
        }
        auto parsed = parseJsonText(line);
        if (!parsed) {
            return Error{QStringLiteral("malformed JSON: %1").arg(parsed.error().message) +
                             spreadDocumentHint(line, parsed.error().offset),
                         m_fileName, m_line, columnOfByteOffset(line, parsed.error().offset)};
        }
        if (parsed->value.isArray()) {
            return Error{QStringLiteral("the line is a JSON array, not an object") + kArrayAdvice,
                         m_fileName, m_line, 1};
        }
        if (!parsed->value.isObject()) {
            return Error{QStringLiteral("the line is not a JSON object"), m_fileName, m_line, 1};
        }
        ++m_records;
        record.line = m_line;
        record.source = ValueSource::Json;
        record.positions.clear();
        record.values.clear();
        const QJsonObject object = parsed->value.toObject();
        for (auto member = object.begin(); member != object.end(); ++member) {
            record.values.insert(member.key(), member.value());
        }
        record.memberOffsets = std::move(parsed->memberOffsets);
        record.rawLine = std::move(line);
        return true;
    }
}

} // namespace pairrank::storage
