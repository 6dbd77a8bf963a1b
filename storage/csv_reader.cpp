#include "csv_reader.h"

#include <QIODevice>

#include <algorithm>

namespace pairrank::storage {
namespace {

constexpr qint64 kChunkBytes = 64 * 1024;

bool isLineEnd(unsigned char byte) {
    return byte == '\n' || byte == '\r';
}

} // namespace

CsvTokenizer::CsvTokenizer(QIODevice& device, QString fileName, char delimiter)
    : m_device(&device)
    , m_fileName(std::move(fileName))
    , m_delimiter(delimiter) {}

Error CsvTokenizer::errorHere(const QString& message) const {
    return Error{message, m_fileName, m_line, m_column};
}

Status CsvTokenizer::fillBuffer() {
    m_buffer = m_device->read(kChunkBytes);
    m_offset = 0;
    if (m_buffer.isEmpty()) {
        m_endOfDevice = true;
        return {};
    }
    if (!m_started) {
        m_started = true;
        // A byte-order mark can only come first; 4 bytes decide every kind.
        // (Not atEnd(): a pipe says so whenever nothing is buffered yet.)
        while (m_buffer.size() < 4) {
            const QByteArray more = m_device->read(4 - m_buffer.size());
            if (more.isEmpty()) {
                break;
            }
            m_buffer += more;
        }
        qsizetype markLength = 0;
        const ByteOrderMark mark = detectByteOrderMark(m_buffer, &markLength);
        if (mark == ByteOrderMark::Utf16 || mark == ByteOrderMark::Utf32) {
            return errorHere(unsupportedEncodingMessage(mark));
        }
        m_offset = markLength;
        if (m_offset == m_buffer.size()) {
            return fillBuffer();
        }
    }
    return {};
}

CsvTokenizer::Next CsvTokenizer::peekByte(unsigned char& byte) {
    if (m_readFailed) {
        return Next::Failed;
    }
    if (m_offset >= m_buffer.size()) {
        if (!m_endOfDevice) {
            if (Status status = fillBuffer(); !status) {
                m_readError = status.error();
                m_readFailed = true;
                return Next::Failed;
            }
        }
        if (m_endOfDevice) {
            if (!m_validator.atCharacterBoundary()) {
                --m_column; // where the cut-off character starts
                m_readError = errorHere(QStringLiteral("invalid UTF-8 (the file ends inside a "
                                                       "character)"));
                m_readFailed = true;
                return Next::Failed;
            }
            return Next::EndOfFile;
        }
    }
    byte = static_cast<unsigned char>(m_buffer[m_offset]);
    // Each byte is validated once, however often it is peeked at.
    if (!m_currentValidated) {
        m_currentValidated = true;
        const bool insideCharacter = !m_validator.atCharacterBoundary();
        if (m_validator.feed(byte) == Utf8Validator::Verdict::Invalid) {
            // A broken multi-byte character is reported where it starts.
            m_column -= insideCharacter ? 1 : 0;
            m_readError =
                errorHere(byte == 0 ? QStringLiteral("a NUL byte (is this a binary file?)")
                                    : QStringLiteral("invalid UTF-8 (byte 0x%1)")
                                          .arg(byte, 2, 16, QLatin1Char('0')));
            m_readFailed = true;
            return Next::Failed;
        }
    }
    return Next::Byte;
}

void CsvTokenizer::consumeByte(unsigned char byte) {
    ++m_offset;
    m_currentValidated = false;
    if (byte == '\n') {
        ++m_line;
        m_column = 1;
    } else if (byte == '\r') {
        // CR LF is one line end, counted at the LF; a lone CR is a line end too.
        unsigned char next = 0;
        const bool crlf = m_offset < m_buffer.size()
                              ? m_buffer[m_offset] == '\n'
                              : (peekByte(next) == Next::Byte && next == '\n');
        if (!crlf) {
            ++m_line;
            m_column = 1;
        }
    } else if (Utf8Validator::startsCharacter(byte)) {
        ++m_column;
    }
}

Status CsvTokenizer::finishField(QList<Field>& row, QByteArray& bytes, FieldPosition start) {
    row.append(Field{decodeUtf8(bytes), start});
    bytes.clear();
    return {};
}

Result<bool> CsvTokenizer::nextRow(QList<Field>& row) {
    enum class State { StartField, Unquoted, Quoted, AfterQuote };
    row.clear();
    State state = State::StartField;
    QByteArray bytes;
    FieldPosition fieldStart{m_line, m_column};
    FieldPosition quoteStart;
    const auto endOfLine = [&](unsigned char byte) {
        consumeByte(byte);
        if (byte == '\r') {
            unsigned char next = 0;
            if (peekByte(next) == Next::Byte && next == '\n') {
                consumeByte(next);
            }
        }
    };
    for (;;) {
        unsigned char byte = 0;
        const Next next = peekByte(byte);
        if (next == Next::Failed) {
            return m_readError;
        }
        if (next == Next::EndOfFile) {
            switch (state) {
            case State::Quoted:
                return Error{QStringLiteral("the quote opened here is never closed"), m_fileName,
                             quoteStart.line, quoteStart.column};
            case State::StartField:
                if (row.isEmpty()) {
                    return false;
                }
                [[fallthrough]];
            case State::Unquoted:
            case State::AfterQuote:
                (void)finishField(row, bytes, fieldStart);
                return true;
            }
        }
        if (bytes.size() > kMaximumFieldBytes) {
            return Error{QStringLiteral("the field is longer than %1 MiB")
                             .arg(kMaximumFieldBytes / (1024 * 1024)),
                         m_fileName, fieldStart.line, fieldStart.column};
        }
        switch (state) {
        case State::StartField:
            if (byte == '"') {
                quoteStart = {m_line, m_column};
                consumeByte(byte);
                state = State::Quoted;
            } else if (byte == static_cast<unsigned char>(m_delimiter)) {
                consumeByte(byte);
                (void)finishField(row, bytes, fieldStart);
                fieldStart = {m_line, m_column};
            } else if (isLineEnd(byte)) {
                endOfLine(byte);
                if (!row.isEmpty()) {
                    (void)finishField(row, bytes, fieldStart);
                    return true;
                }
                fieldStart = {m_line, m_column}; // a blank line: skipped
            } else {
                consumeByte(byte);
                bytes.append(static_cast<char>(byte));
                state = State::Unquoted;
            }
            break;
        case State::Unquoted:
            if (byte == static_cast<unsigned char>(m_delimiter)) {
                consumeByte(byte);
                (void)finishField(row, bytes, fieldStart);
                fieldStart = {m_line, m_column};
                state = State::StartField;
            } else if (isLineEnd(byte)) {
                endOfLine(byte);
                (void)finishField(row, bytes, fieldStart);
                return true;
            } else if (byte == '"') {
                return errorHere(QStringLiteral("a quote inside an unquoted field (quote the "
                                                "whole field and double the quotes inside it)"));
            } else {
                consumeByte(byte);
                bytes.append(static_cast<char>(byte));
            }
            break;
        case State::Quoted:
            consumeByte(byte);
            if (byte == '"') {
                state = State::AfterQuote;
            } else {
                bytes.append(static_cast<char>(byte));
            }
            break;
        case State::AfterQuote:
            if (byte == '"') {
                consumeByte(byte);
                bytes.append('"');
                state = State::Quoted;
            } else if (byte == static_cast<unsigned char>(m_delimiter)) {
                consumeByte(byte);
                (void)finishField(row, bytes, fieldStart);
                fieldStart = {m_line, m_column};
                state = State::StartField;
            } else if (isLineEnd(byte)) {
                endOfLine(byte);
                (void)finishField(row, bytes, fieldStart);
                return true;
            } else if (quoteStart.line < m_line) {
                // A quote that closes lines later and is followed by text is a
                // quote missing where the field opened, not a fault down here.
                return Error{QStringLiteral("the quote opened here is not closed on its line; "
                                            "the next quote, on line %1, column %2, is followed "
                                            "by text (is a closing quote missing?)")
                                 .arg(m_line)
                                 .arg(m_column - 1),
                             m_fileName, quoteStart.line, quoteStart.column};
            } else {
                return errorHere(QStringLiteral("text after the closing quote of a field"));
            }
            break;
        }
    }
}

CsvRecordReader::CsvRecordReader(QIODevice& device, QString fileName, char delimiter)
    : m_tokenizer(device, std::move(fileName), delimiter) {}

Status CsvRecordReader::readHeader() {
    m_headerRead = true;
    QList<CsvTokenizer::Field> row;
    Result<bool> read = m_tokenizer.nextRow(row);
    if (!read) {
        return read.error();
    }
    if (!*read) {
        return Error{QStringLiteral("the file is empty (a header row is needed)"),
                     m_tokenizer.fileName(), 1, 1};
    }
    // A file separated by another character (';' from a spreadsheet set to a
    // European locale, say) reads as a header of one column: say so here, before
    // its rows are taken apart at the wrong character.
    if (row.size() == 1) {
        const QString& only = row.first().text;
        for (const QChar other : {u';', u',', u'\t', u'|'}) {
            const qsizetype at = only.indexOf(other);
            if (other == QLatin1Char(m_tokenizer.delimiter()) || at < 0) {
                continue;
            }
            const bool tabs = m_tokenizer.delimiter() == '\t';
            return Error{
                QStringLiteral("the header is a single column, '%1': the columns seem separated by "
                               "%2, but the file is read as %3; save it with %4 between the "
                               "columns (or %5)")
                    .arg(only.left(60),
                         other == u'\t' ? QStringLiteral("tabs")
                                        : QStringLiteral("'%1'").arg(other),
                         tabs ? QStringLiteral("tab-separated") : QStringLiteral("comma-separated"),
                         tabs ? QStringLiteral("tabs") : QStringLiteral("commas"),
                         tabs ? QStringLiteral("commas, as a .csv file")
                              : QStringLiteral("tabs, as a .tsv file")),
                m_tokenizer.fileName(), row.first().position.line,
                row.first().position.column + at};
        }
    }
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QString name = row[i].text.trimmed();
        if (name.isEmpty()) {
            return Error{QStringLiteral("column %1 of the header has no name").arg(i + 1),
                         m_tokenizer.fileName(), row[i].position.line, row[i].position.column};
        }
        if (auto earlier = seen.constFind(name); earlier != seen.constEnd()) {
            return Error{QStringLiteral("the header names column '%1' twice (columns %2 and %3)")
                             .arg(name)
                             .arg(*earlier + 1)
                             .arg(i + 1),
                         m_tokenizer.fileName(), row[i].position.line, row[i].position.column};
        }
        seen.insert(name, i);
        m_header << name;
    }
    return {};
}

bool CsvRecordReader::repeatsHeader(const QList<CsvTokenizer::Field>& row) const {
    if (row.size() != m_header.size()) {
        return false;
    }
    for (qsizetype i = 0; i < row.size(); ++i) {
        QString name = row[i].text.trimmed();
        if (i == 0 && name.startsWith(QChar(0xFEFF))) {
            name.remove(0, 1); // the byte-order mark of the second file
        }
        if (name != m_header[i]) {
            return false;
        }
    }
    return true;
}

Result<bool> CsvRecordReader::next(InputRecord& record) {
    if (!m_headerRead) {
        if (Status status = readHeader(); !status) {
            return status.error();
        }
    }
    QList<CsvTokenizer::Field> row;
    Result<bool> read = m_tokenizer.nextRow(row);
    if (!read || !*read) {
        return read;
    }
    if (repeatsHeader(row)) {
        return Error{QStringLiteral("this row repeats the header row (were two files joined?); "
                                    "remove it"),
                     m_tokenizer.fileName(), row.first().position.line, 1};
    }
    if (row.size() != m_header.size()) {
        const QString message = QStringLiteral("the row has %1 fields but the header has %2")
                                    .arg(row.size())
                                    .arg(m_header.size());
        // A field running over several lines has most likely swallowed the
        // rows after a missing closing quote: that field is the place to fix.
        const auto multiline =
            std::find_if(row.cbegin(), row.cend(), [](const CsvTokenizer::Field& field) {
                return field.text.contains(u'\n') || field.text.contains(u'\r');
            });
        if (multiline != row.cend()) {
            const QString& text = multiline->text;
            const qint64 lineBreaks =
                text.count(u'\n') + text.count(u'\r') - text.count(QStringLiteral("\r\n"));
            return Error{message + QStringLiteral("; the field starting here runs to line %1 "
                                                  "(is a closing quote missing?)")
                                       .arg(multiline->position.line + lineBreaks),
                         m_tokenizer.fileName(), multiline->position.line,
                         multiline->position.column};
        }
        const FieldPosition where =
            row.size() > m_header.size() ? row[m_header.size()].position : row.last().position;
        return Error{message, m_tokenizer.fileName(), where.line, where.column};
    }
    record.line = row.first().position.line;
    record.values.clear();
    record.positions.clear();
    record.rawLine.clear();
    for (qsizetype i = 0; i < row.size(); ++i) {
        record.values.insert(m_header[i], QJsonValue(row[i].text));
        record.positions.insert(m_header[i], row[i].position);
    }
    return true;
}

} // namespace pairrank::storage
