#include "text_encoding.h"

#include <QStringDecoder>

#include <algorithm>

namespace pairrank::storage {

// The table of well-formed byte sequences of RFC 3629 §4 (Unicode Table 3-7).
Utf8Validator::Verdict Utf8Validator::feed(unsigned char byte) {
    if (m_pending > 0) {
        if (byte < m_lowerBound || byte > m_upperBound) {
            m_pending = 0;
            return Verdict::Invalid;
        }
        m_lowerBound = 0x80;
        m_upperBound = 0xBF;
        --m_pending;
        return Verdict::Accepted;
    }
    if (byte == 0x00) {
        return Verdict::Invalid;
    }
    if (byte < 0x80) {
        return Verdict::Accepted;
    }
    if (byte >= 0xC2 && byte <= 0xDF) {
        m_pending = 1;
    } else if (byte >= 0xE0 && byte <= 0xEF) {
        m_pending = 2;
        if (byte == 0xE0) {
            m_lowerBound = 0xA0; // no overlong forms
        } else if (byte == 0xED) {
            m_upperBound = 0x9F; // no UTF-16 surrogates
        }
    } else if (byte >= 0xF0 && byte <= 0xF4) {
        m_pending = 3;
        if (byte == 0xF0) {
            m_lowerBound = 0x90;
        } else if (byte == 0xF4) {
            m_upperBound = 0x8F; // nothing above U+10FFFF
        }
    } else {
        return Verdict::Invalid;
    }
    return Verdict::Accepted;
}

std::optional<qsizetype> findInvalidUtf8(QByteArrayView bytes) {
    Utf8Validator validator;
    qsizetype characterStart = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (validator.atCharacterBoundary()) {
            characterStart = i;
        }
        if (validator.feed(static_cast<unsigned char>(bytes[i])) ==
            Utf8Validator::Verdict::Invalid) {
            return characterStart;
        }
    }
    if (!validator.atCharacterBoundary()) {
        return characterStart;
    }
    return std::nullopt;
}

QString invalidUtf8Message(QByteArrayView bytes, qsizetype offset) {
    return offset < bytes.size() && bytes[offset] == '\0'
               ? QStringLiteral("a NUL byte (is this a binary file?)")
               : QStringLiteral("invalid UTF-8");
}

qint64 columnOfByteOffset(QByteArrayView line, qsizetype offset) {
    qint64 column = 1;
    for (qsizetype i = 0; i < offset && i < line.size(); ++i) {
        if (Utf8Validator::startsCharacter(static_cast<unsigned char>(line[i]))) {
            ++column;
        }
    }
    return column;
}

TextPosition positionOfByteOffset(QByteArrayView text, qsizetype offset) {
    const qsizetype end = std::min(offset, text.size());
    const qsizetype lineStart = text.first(end).lastIndexOf('\n') + 1;
    return TextPosition{text.first(end).count('\n') + 1,
                        columnOfByteOffset(text.sliced(lineStart), offset - lineStart)};
}

QString decodeUtf8(QByteArrayView bytes) {
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    return decoder.decode(bytes);
}

ByteOrderMark detectByteOrderMark(QByteArrayView start, qsizetype* length) {
    const auto startsWith = [&](std::initializer_list<unsigned char> mark) {
        if (start.size() < static_cast<qsizetype>(mark.size())) {
            return false;
        }
        qsizetype i = 0;
        for (const unsigned char byte : mark) {
            if (static_cast<unsigned char>(start[i++]) != byte) {
                return false;
            }
        }
        return true;
    };
    ByteOrderMark mark = ByteOrderMark::None;
    qsizetype size = 0;
    if (startsWith({0xEF, 0xBB, 0xBF})) {
        mark = ByteOrderMark::Utf8;
        size = 3;
    } else if (startsWith({0x00, 0x00, 0xFE, 0xFF}) || startsWith({0xFF, 0xFE, 0x00, 0x00})) {
        mark = ByteOrderMark::Utf32;
        size = 4;
    } else if (startsWith({0xFE, 0xFF}) || startsWith({0xFF, 0xFE})) {
        mark = ByteOrderMark::Utf16;
        size = 2;
    }
    if (length) {
        *length = size;
    }
    return mark;
}

QString unsupportedEncodingMessage(ByteOrderMark mark) {
    return QStringLiteral("the file is %1 (it starts with a %1 byte-order mark); save it as "
                          "UTF-8 and import again")
        .arg(mark == ByteOrderMark::Utf16 ? QStringLiteral("UTF-16") : QStringLiteral("UTF-32"));
}

} // namespace pairrank::storage
