#include "text_file.h"

#include "input_file.h"
#include "text_encoding.h"

namespace pairrank::storage {

Result<QByteArray> checkUtf8Text(QByteArray bytes, const QString& fileName) {
    qsizetype markLength = 0;
    const ByteOrderMark mark = detectByteOrderMark(bytes, &markLength);
    if (mark == ByteOrderMark::Utf16 || mark == ByteOrderMark::Utf32) {
        return Error{unsupportedEncodingMessage(mark), fileName, 1, 1};
    }
    bytes.remove(0, markLength);
    if (const std::optional<qsizetype> bad = findInvalidUtf8(bytes)) {
        const TextPosition where = positionOfByteOffset(bytes, *bad);
        return Error{invalidUtf8Message(bytes, *bad), fileName, where.line, where.column};
    }
    return bytes;
}

Result<WholeFile> readWholeFile(const QString& path) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path);
    if (!input) {
        return input.error();
    }
    Result<QByteArray> bytes = (*input)->readAll();
    if (!bytes) {
        return bytes.error();
    }
    return WholeFile{std::move(*bytes), (*input)->name()};
}

Result<QByteArray> readUtf8File(const QString& path) {
    Result<WholeFile> file = readWholeFile(path);
    if (!file) {
        return file.error();
    }
    return checkUtf8Text(std::move(file->bytes), file->name);
}

Result<QString> readTextFile(const QString& path) {
    Result<QByteArray> bytes = readUtf8File(path);
    if (!bytes) {
        return bytes.error();
    }
    return decodeUtf8(*bytes);
}

} // namespace pairrank::storage
