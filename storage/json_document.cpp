#include "json_document.h"

#include "text_encoding.h"
#include "text_file.h"

namespace pairrank::storage {

Result<JsonDocument> JsonDocument::readFile(const QString& path) {
    Result<WholeFile> file = readWholeFile(path);
    if (!file) {
        return file.error();
    }
    return parse(std::move(file->bytes), file->name);
}

Result<JsonDocument> JsonDocument::parse(QByteArray bytes, const QString& fileName) {
    Result<QByteArray> checked = checkUtf8Text(std::move(bytes), fileName);
    if (!checked) {
        return checked.error();
    }
    JsonDocument document;
    document.m_bytes = std::move(*checked);
    document.m_fileName = fileName;
    auto parsed = parseJsonText(document.m_bytes);
    if (!parsed) {
        const TextPosition where = positionOfByteOffset(document.m_bytes, parsed.error().offset);
        return Error{QStringLiteral("malformed JSON: %1").arg(parsed.error().message), fileName,
                     where.line, where.column};
    }
    document.m_parsed = std::move(*parsed);
    return document;
}

Error JsonDocument::errorAt(const QString& member, const QString& message) const {
    const auto offset = m_parsed.memberOffsets.constFind(member);
    if (offset == m_parsed.memberOffsets.constEnd()) {
        return errorAtStart(message);
    }
    const TextPosition where = positionOfByteOffset(m_bytes, *offset);
    return Error{message, m_fileName, where.line, where.column};
}

Error JsonDocument::errorAtStart(const QString& message) const {
    qsizetype start = 0;
    while (start < m_bytes.size() && QByteArrayView(" \t\r\n").contains(m_bytes[start])) {
        ++start;
    }
    const TextPosition where = positionOfByteOffset(m_bytes, start);
    return Error{message, m_fileName, where.line, where.column};
}

} // namespace pairrank::storage
