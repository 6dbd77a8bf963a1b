// Strict UTF-8 for files from outside: invalid sequences, overlong forms,
// surrogates and NUL bytes are refused with their position instead of being
// replaced silently. Byte-order marks are recognised: UTF-8's is skipped,
// UTF-16's and UTF-32's are refused with advice.
#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace pairrank::storage {

// Validates UTF-8 one byte at a time, so that a streaming reader knows the
// exact line and column of a bad byte.
class Utf8Validator {
public:
    enum class Verdict { Accepted, Invalid };
    Verdict feed(unsigned char byte);
    // True between characters (no multi-byte sequence is open).
    bool atCharacterBoundary() const { return m_pending == 0; }
    // A byte that starts a character (the unit of columns).
    static bool startsCharacter(unsigned char byte) { return (byte & 0xC0) != 0x80; }

private:
    int m_pending = 0;                 // continuation bytes still expected
    unsigned char m_lowerBound = 0x80; // bounds of the next continuation byte
    unsigned char m_upperBound = 0xBF;
};

// The byte offset where the first invalid character (or NUL) starts, or nothing
// for valid text. A character cut off at the end counts as invalid.
std::optional<qsizetype> findInvalidUtf8(QByteArrayView bytes);

// What is wrong at `offset`, which findInvalidUtf8 returned: "a NUL byte (is
// this a binary file?)" or "invalid UTF-8".
QString invalidUtf8Message(QByteArrayView bytes, qsizetype offset);

// 1-based column (in characters) of the byte at `offset` within one line.
qint64 columnOfByteOffset(QByteArrayView line, qsizetype offset);

struct TextPosition {
    qint64 line = 1;   // 1-based; lines end at LF
    qint64 column = 1; // 1-based, in characters
};
// Where the byte at `offset` of a text of several lines is.
TextPosition positionOfByteOffset(QByteArrayView text, qsizetype offset);

// The text of valid UTF-8 bytes. Unlike QString::fromUtf8, a leading U+FEFF is
// kept: inside a file it is a character of the text, not a byte-order mark.
QString decodeUtf8(QByteArrayView bytes);

enum class ByteOrderMark { None, Utf8, Utf16, Utf32 };
// Looks at the first bytes of a file; `length` receives the mark's length.
ByteOrderMark detectByteOrderMark(QByteArrayView start, qsizetype* length);
// The refusal for a UTF-16/32 file.
QString unsupportedEncodingMessage(ByteOrderMark mark);

} // namespace pairrank::storage
