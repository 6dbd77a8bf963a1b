// A streaming reader of CSV (RFC 4180) and TSV files in strict UTF-8.
//
// Accepted: a UTF-8 byte-order mark, CRLF / LF / CR line ends, quoted fields
// with embedded delimiters, newlines and doubled quotes, empty fields, fields
// up to kMaximumFieldBytes, blank lines (skipped). Refused with the line and
// column of the bad byte: invalid UTF-8 or NUL bytes, UTF-16/32 files, a quote
// inside an unquoted field, text after a closing quote, an unterminated quote
// (named at its opening), an empty file, a header with an empty or repeated
// name, a header of one column that holds another delimiter (';', ',', tab or
// '|': the file is separated by it), a row whose field count differs from the
// header's, and a row that repeats the header (two files joined with cat). Only
// the file's first bytes can be a byte-order mark: a U+FEFF anywhere else is a
// character of its field.
#pragma once

#include "input_record.h"
#include "text_encoding.h"

#include <QByteArray>
#include <QList>

namespace pairrank::storage {

inline constexpr qsizetype kMaximumFieldBytes = 32 * 1024 * 1024;

// Splits the byte stream into rows of raw fields; knows nothing of headers.
class CsvTokenizer {
public:
    struct Field {
        QString text;
        FieldPosition position;
    };
    CsvTokenizer(QIODevice& device, QString fileName, char delimiter);

    // Reads the next non-blank row; false at the end of the file.
    Result<bool> nextRow(QList<Field>& row);
    qint64 line() const { return m_line; }
    const QString& fileName() const { return m_fileName; }
    char delimiter() const { return m_delimiter; }

private:
    enum class Next { Byte, EndOfFile, Failed };
    Next peekByte(unsigned char& byte);
    void consumeByte(unsigned char byte);
    Status fillBuffer();
    Error errorHere(const QString& message) const;
    Status finishField(QList<Field>& row, QByteArray& bytes, FieldPosition start);

    QIODevice* m_device;
    QString m_fileName;
    char m_delimiter;
    QByteArray m_buffer;
    qsizetype m_offset = 0;
    bool m_started = false;
    bool m_endOfDevice = false;
    Error m_readError;
    bool m_readFailed = false;
    bool m_currentValidated = false;
    qint64 m_line = 1;
    qint64 m_column = 1;
    Utf8Validator m_validator;
};

class CsvRecordReader final : public RecordReader {
public:
    CsvRecordReader(QIODevice& device, QString fileName, char delimiter);
    Result<bool> next(InputRecord& record) override;
    const QString& fileName() const override { return m_tokenizer.fileName(); }
    QStringList header() const override { return m_header; }
    qint64 endLine() const override { return m_tokenizer.line(); }

private:
    Status readHeader();
    // A row equal to the header: the header of a second file joined to the first.
    bool repeatsHeader(const QList<CsvTokenizer::Field>& row) const;

    CsvTokenizer m_tokenizer;
    QStringList m_header;
    bool m_headerRead = false;
};

} // namespace pairrank::storage
