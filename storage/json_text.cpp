#include "json_text.h"

#include "text_encoding.h"

#include <QJsonArray>
#include <QJsonObject>

#include <charconv>
#include <optional>

namespace pairrank::storage {
namespace {

using ParseResult = common::BasicResult<ParsedJson, JsonSyntaxError>;

bool isSpace(char byte) {
    return byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r';
}

bool isDigit(char byte) {
    return byte >= '0' && byte <= '9';
}

int hexValue(char byte) {
    if (byte >= '0' && byte <= '9') {
        return byte - '0';
    }
    if (byte >= 'a' && byte <= 'f') {
        return byte - 'a' + 10;
    }
    if (byte >= 'A' && byte <= 'F') {
        return byte - 'A' + 10;
    }
    return -1;
}

void appendUtf8(QByteArray& bytes, char32_t codePoint) {
    if (codePoint < 0x80) {
        bytes.append(static_cast<char>(codePoint));
    } else if (codePoint < 0x800) {
        bytes.append(static_cast<char>(0xC0 | (codePoint >> 6)));
        bytes.append(static_cast<char>(0x80 | (codePoint & 0x3F)));
    } else if (codePoint < 0x10000) {
        bytes.append(static_cast<char>(0xE0 | (codePoint >> 12)));
        bytes.append(static_cast<char>(0x80 | ((codePoint >> 6) & 0x3F)));
        bytes.append(static_cast<char>(0x80 | (codePoint & 0x3F)));
    } else {
        bytes.append(static_cast<char>(0xF0 | (codePoint >> 18)));
        bytes.append(static_cast<char>(0x80 | ((codePoint >> 12) & 0x3F)));
        bytes.append(static_cast<char>(0x80 | ((codePoint >> 6) & 0x3F)));
        bytes.append(static_cast<char>(0x80 | (codePoint & 0x3F)));
    }
}

// The integer `digits` ("-123", "+4") stands for, when it fits in 64 bits.
std::optional<qint64> integerOf(QByteArrayView digits) {
    if (digits.startsWith('+')) {
        digits = digits.sliced(1);
    }
    qint64 whole = 0;
    const char* end = digits.data() + digits.size();
    const std::from_chars_result read = std::from_chars(digits.data(), end, whole);
    if (read.ec != std::errc() || read.ptr != end) {
        return std::nullopt;
    }
    return whole;
}

// The exact value of a number written with a fraction or an exponent
// ("9.007199254740993e15", "4.0") when it is a whole number that fits in 64
// bits: read from its digits, not through a double, which would round it.
std::optional<qint64> exactWholeNumber(const char* first, const char* last) {
    QByteArray digits;
    qsizetype exponent = 0;
    const char* at = first;
    if (*at == '-') {
        digits.append('-');
        ++at;
    }
    for (; at < last && isDigit(*at); ++at) {
        digits.append(*at);
    }
    if (at < last && *at == '.') {
        for (++at; at < last && isDigit(*at); ++at) {
            digits.append(*at);
            --exponent;
        }
    }
    if (at < last && (*at == 'e' || *at == 'E')) {
        const std::optional<qint64> written = integerOf(QByteArrayView(at + 1, last));
        if (!written || *written > 40 || *written < -400) {
            return std::nullopt; // far outside 64 bits either way
        }
        exponent += *written;
    }
    for (; exponent < 0; ++exponent) {
        if (!digits.endsWith('0')) {
            return std::nullopt; // a fraction is left
        }
        digits.chop(1);
    }
    digits.append(QByteArray(exponent, '0'));
    return integerOf(digits);
}

class Parser {
public:
    explicit Parser(QByteArrayView text)
        : m_text(text) {}

    ParseResult parseDocument() {
        ParsedJson parsed;
        skipSpace();
        if (!parseValue(parsed.value, 0, &parsed.memberOffsets)) {
            return m_error;
        }
        skipSpace();
        if (m_position < m_text.size()) {
            return JsonSyntaxError{
                QStringLiteral("unexpected %1 after the JSON value").arg(describeHere()),
                m_position};
        }
        return parsed;
    }

private:
    bool fail(qsizetype offset, const QString& message) {
        m_error = JsonSyntaxError{message, offset};
        return false;
    }
    bool failHere(const QString& expected) {
        return fail(m_position,
                    QStringLiteral("expected %1, found %2").arg(expected, describeHere()));
    }
    bool atEnd() const { return m_position >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_position]; }
    void skipSpace() {
        while (!atEnd() && isSpace(m_text[m_position])) {
            ++m_position;
        }
    }

    // What stands at the current position, for messages.
    QString describeHere() const {
        if (atEnd()) {
            return QStringLiteral("the end of the text");
        }
        const auto byte = static_cast<unsigned char>(m_text[m_position]);
        if (byte >= 0x20 && byte < 0x7F) {
            return QStringLiteral("'%1'").arg(QLatin1Char(static_cast<char>(byte)));
        }
        if (byte < 0x80) {
            return QStringLiteral("the control character U+%1")
                .arg(static_cast<int>(byte), 4, 16, QLatin1Char('0'));
        }
        qsizetype end = m_position + 1;
        while (end < m_text.size() &&
               !Utf8Validator::startsCharacter(static_cast<unsigned char>(m_text[end]))) {
            ++end;
        }
        const QString character = decodeUtf8(m_text.sliced(m_position, end - m_position));
        if (character == QStringLiteral("\uFEFF")) {
            return QStringLiteral("a byte-order mark (U+FEFF; were two files joined?)");
        }
        const char32_t codePoint = character.toUcs4().value(0);
        return QStringLiteral("'%1' (U+%2)")
            .arg(character)
            .arg(static_cast<uint>(codePoint), 4, 16, QLatin1Char('0'));
    }

    bool parseValue(QJsonValue& value, int depth, QHash<QString, qsizetype>* memberOffsets) {
        if (depth >= kMaximumJsonDepth) {
            return fail(m_position,
                        QStringLiteral("nested deeper than %1 levels").arg(kMaximumJsonDepth));
        }
        switch (peek()) {
        case '{':
            return parseObject(value, depth, memberOffsets);
        case '[':
            return parseArray(value, depth);
        case '"': {
            QString text;
            if (!parseString(text)) {
                return false;
            }
            value = QJsonValue(text);
            return true;
        }
        case 't':
            return parseLiteral("true", QJsonValue(true), value);
        case 'f':
            return parseLiteral("false", QJsonValue(false), value);
        case 'n':
            return parseLiteral("null", QJsonValue(QJsonValue::Null), value);
        default:
            if (peek() == '-' || isDigit(peek())) {
                return parseNumber(value);
            }
            return failHere(QStringLiteral("a value"));
        }
    }

    bool parseLiteral(QByteArrayView word, const QJsonValue& literal, QJsonValue& value) {
        if (m_text.sliced(m_position).startsWith(word)) {
            m_position += word.size();
            value = literal;
            return true;
        }
        return failHere(QStringLiteral("a value"));
    }

    bool parseObject(QJsonValue& value, int depth, QHash<QString, qsizetype>* memberOffsets) {
        ++m_position; // '{'
        QJsonObject object;
        skipSpace();
        if (peek() == '}') {
            ++m_position;
            value = object;
            return true;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"') {
                return failHere(QStringLiteral("a member name in double quotes"));
            }
            const qsizetype nameOffset = m_position;
            QString name;
            if (!parseString(name)) {
                return false;
            }
            if (object.contains(name)) {
                return fail(nameOffset, QStringLiteral("the member \"%1\" is given twice in one "
                                                       "object")
                                            .arg(name.left(40)));
            }
            skipSpace();
            if (peek() != ':') {
                return failHere(QStringLiteral("':' after the member name"));
            }
            ++m_position;
            skipSpace();
            QJsonValue member;
            if (!parseValue(member, depth + 1, nullptr)) {
                return false;
            }
            object.insert(name, member);
            if (memberOffsets) {
                memberOffsets->insert(name, nameOffset);
            }
            skipSpace();
            if (peek() == ',') {
                ++m_position;
                continue;
            }
            if (peek() == '}') {
                ++m_position;
                value = object;
                return true;
            }
            return failHere(QStringLiteral("',' or '}' after a member"));
        }
    }

    bool parseArray(QJsonValue& value, int depth) {
        ++m_position; // '['
        QJsonArray array;
        skipSpace();
        if (peek() == ']') {
            ++m_position;
            value = array;
            return true;
        }
        for (;;) {
            skipSpace();
            QJsonValue element;
            if (!parseValue(element, depth + 1, nullptr)) {
                return false;
            }
            array.append(element);
            skipSpace();
            if (peek() == ',') {
                ++m_position;
                continue;
            }
            if (peek() == ']') {
                ++m_position;
                value = array;
                return true;
            }
            return failHere(QStringLiteral("',' or ']' after an element"));
        }
    }

    // Four hex digits after "\u" at m_position; -1 when they are not.
    int readHexQuad() {
        if (m_text.size() - m_position < 4) {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < 4; ++i) {
            const int digit = hexValue(m_text[m_position + i]);
            if (digit < 0) {
                return -1;
            }
            value = value * 16 + digit;
        }
        m_position += 4;
        return value;
    }

    bool parseEscape(QByteArray& bytes) {
        const qsizetype escapeOffset = m_position;
        ++m_position; // '\'
        const char kind = peek();
        ++m_position;
        switch (kind) {
        case '"':
        case '\\':
        case '/':
            bytes.append(kind);
            return true;
        case 'b':
            bytes.append('\b');
            return true;
        case 'f':
            bytes.append('\f');
            return true;
        case 'n':
            bytes.append('\n');
            return true;
        case 'r':
            bytes.append('\r');
            return true;
        case 't':
            bytes.append('\t');
            return true;
        case 'u':
            break;
        default:
            return fail(escapeOffset, QStringLiteral("an unknown escape sequence in a string "
                                                     "(write a backslash as \\\\)"));
        }
        const int unit = readHexQuad();
        if (unit < 0) {
            return fail(escapeOffset, QStringLiteral("\\u must be followed by four hex digits"));
        }
        if (unit == 0) {
            return fail(escapeOffset, QStringLiteral("a NUL character (\\u0000) in text is "
                                                     "refused: no file PairRank writes could "
                                                     "carry it"));
        }
        const QString escape = QStringLiteral("\\u%1").arg(unit, 4, 16, QLatin1Char('0'));
        if (unit >= 0xDC00 && unit <= 0xDFFF) {
            return fail(escapeOffset, QStringLiteral("%1 is the second half of a UTF-16 "
                                                     "surrogate pair without its first half")
                                          .arg(escape));
        }
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            const qsizetype secondOffset = m_position;
            int low = -1;
            if (m_text.sliced(m_position).startsWith("\\u")) {
                m_position += 2;
                low = readHexQuad();
            }
            if (low < 0xDC00 || low > 0xDFFF) {
                m_position = secondOffset;
                return fail(escapeOffset, QStringLiteral("%1 is the first half of a UTF-16 "
                                                         "surrogate pair without its second half")
                                              .arg(escape));
            }
            appendUtf8(bytes, 0x10000 + ((static_cast<char32_t>(unit) - 0xD800) << 10) +
                                  (static_cast<char32_t>(low) - 0xDC00));
            return true;
        }
        appendUtf8(bytes, static_cast<char32_t>(unit));
        return true;
    }

    bool parseString(QString& text) {
        const qsizetype openingQuote = m_position;
        ++m_position;
        QByteArray bytes;
        qsizetype runStart = m_position;
        for (;;) {
            if (atEnd()) {
                return fail(openingQuote, QStringLiteral("the string opened here is never closed"));
            }
            const auto byte = static_cast<unsigned char>(m_text[m_position]);
            if (byte == '"' || byte == '\\') {
                bytes.append(m_text.sliced(runStart, m_position - runStart));
                if (byte == '"') {
                    ++m_position;
                    text = decodeUtf8(bytes);
                    return true;
                }
                if (!parseEscape(bytes)) {
                    return false;
                }
                runStart = m_position;
            } else if (byte < 0x20) {
                return fail(m_position,
                            QStringLiteral("the control character U+%1 must be escaped in a "
                                           "string")
                                .arg(static_cast<int>(byte), 4, 16, QLatin1Char('0')));
            } else {
                ++m_position;
            }
        }
    }

    bool parseNumber(QJsonValue& value) {
        const qsizetype start = m_position;
        if (peek() == '-') {
            ++m_position;
        }
        if (!isDigit(peek())) {
            return failHere(QStringLiteral("a digit after '-'"));
        }
        if (peek() == '0' && m_position + 1 < m_text.size() && isDigit(m_text[m_position + 1])) {
            return fail(start, QStringLiteral("a number must not start with 0 (leading zeros "
                                              "are not JSON)"));
        }
        while (isDigit(peek())) {
            ++m_position;
        }
        bool integral = true;
        if (peek() == '.') {
            integral = false;
            ++m_position;
            if (!isDigit(peek())) {
                return failHere(QStringLiteral("a digit after the decimal point"));
            }
            while (isDigit(peek())) {
                ++m_position;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            integral = false;
            ++m_position;
            if (peek() == '+' || peek() == '-') {
                ++m_position;
            }
            if (!isDigit(peek())) {
                return failHere(QStringLiteral("a digit in the exponent"));
            }
            while (isDigit(peek())) {
                ++m_position;
            }
        }
        const char* first = m_text.data() + start;
        const char* last = m_text.data() + m_position;
        if (const std::optional<qint64> whole =
                integral ? integerOf(QByteArrayView(first, last)) : exactWholeNumber(first, last)) {
            value = QJsonValue(*whole);
            return true;
        }
        // A fraction, or a whole number beyond 64 bits: a double, which a reader
        // of ids and counts refuses as inexact.
        double number = 0.0;
        if (std::from_chars(first, last, number).ec != std::errc()) {
            return fail(start, QStringLiteral("the number %1 is outside the range of a double "
                                              "(it would be read as 0 or infinity)")
                                   .arg(QString::fromLatin1(first, last - first).left(40)));
        }
        value = QJsonValue(number);
        return true;
    }

    QByteArrayView m_text;
    qsizetype m_position = 0;
    JsonSyntaxError m_error;
};

} // namespace

common::BasicResult<ParsedJson, JsonSyntaxError> parseJsonText(QByteArrayView text) {
    return Parser(text).parseDocument();
}

} // namespace pairrank::storage
