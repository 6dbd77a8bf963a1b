// A streaming reader of JSON Lines: one JSON object per line, strict UTF-8,
// from a file, a pipe or a FIFO alike.
//
// Accepted: a UTF-8 byte-order mark, LF or CRLF line ends, blank lines
// (skipped), lines up to kMaximumLineBytes. Refused with line and column:
// invalid UTF-8 or NUL bytes, UTF-16/32 files, JSON that the strict parser
// (json_text.h) refuses — at the exact character, saying so when the file seems
// to be a JSON document written over several lines (an array, pretty-printed
// objects) — a line that is not an object (an array is named as such), and a
// file with no record at all.
#pragma once

#include "input_record.h"

namespace pairrank::storage {

inline constexpr qsizetype kMaximumLineBytes = 64 * 1024 * 1024;

// Whether a file without any record is an error (for importers: nothing to
// import) or simply no records (a list of judgements that is empty so far).
enum class EmptyInput { Refused, Accepted };

class JsonLinesRecordReader final : public RecordReader {
public:
    JsonLinesRecordReader(QIODevice& device, QString fileName,
                          EmptyInput empty = EmptyInput::Refused);
    Result<bool> next(InputRecord& record) override;
    const QString& fileName() const override { return m_fileName; }
    qint64 endLine() const override { return m_line + 1; }

private:
    QIODevice* m_device;
    QString m_fileName;
    EmptyInput m_empty;
    qint64 m_line = 0; // the last line read
    qint64 m_records = 0;
};

} // namespace pairrank::storage
