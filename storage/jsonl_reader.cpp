#include "jsonl_reader.h"

#include "text_encoding.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

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

} // namespace

JsonLinesRecordReader::JsonLinesRecordReader(QIODevice& device, QString fileName)
    : m_device(&device)
    , m_fileName(std::move(fileName)) {}

Result<bool> JsonLinesRecordReader::next(InputRecord& record) {
    for (;;) {
        if (m_device->atEnd()) {
            if (m_records == 0) {
                return Error{m_line == 0 ? QStringLiteral("the file is empty")
                                         : QStringLiteral("the file has no records"),
                             m_fileName, std::max<qint64>(m_line, 1), 1};
            }
            return false;
        }
        // readLine(maxSize) would allocate maxSize bytes for every line.
        QByteArray line = m_device->readLine();
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
        qsizetype markLength = 0;
        if (m_line == 1) {
            const ByteOrderMark mark = detectByteOrderMark(line, &markLength);
            if (mark == ByteOrderMark::Utf16 || mark == ByteOrderMark::Utf32) {
                return Error{unsupportedEncodingMessage(mark), m_fileName, 1, 1};
            }
            line.remove(0, markLength);
        }
        if (const std::optional<qsizetype> bad = findInvalidUtf8(line)) {
            const bool nul = *bad < line.size() && line[*bad] == '\0';
            return Error{nul ? QStringLiteral("a NUL byte (is this a binary file?)")
                             : QStringLiteral("invalid UTF-8"),
                         m_fileName, m_line, columnOfByteOffset(line, *bad)};
        }
        if (isBlank(line)) {
            continue;
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            return Error{QStringLiteral("malformed JSON: %1").arg(parseError.errorString()),
                         m_fileName, m_line, columnOfByteOffset(line, parseError.offset)};
        }
        if (!document.isObject()) {
            return Error{QStringLiteral("the line is not a JSON object"), m_fileName, m_line, 1};
        }
        ++m_records;
        record.line = m_line;
        record.positions.clear();
        record.values.clear();
        const QJsonObject object = document.object();
        for (auto member = object.begin(); member != object.end(); ++member) {
            record.values.insert(member.key(), member.value());
        }
        record.rawLine = std::move(line);
        return true;
    }
}

} // namespace pairrank::storage
