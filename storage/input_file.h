// A file from outside opened for reading as a stream: a path — a regular file,
// a pipe or a FIFO alike — or "-" for standard input. Errors name the path.
#pragma once

#include "input_record.h"
#include "storage_result.h"

#include <QFile>

#include <memory>

namespace pairrank::storage {

// The path that means standard input.
inline const QString kStandardInputPath = QStringLiteral("-");

class InputFile {
public:
    // Opens `path` for reading.
    static Result<std::unique_ptr<InputFile>> open(const QString& path);
    // Opens `path` with the record reader of its format.
    static Result<std::unique_ptr<InputFile>> open(const QString& path, InputFormat format);

    QIODevice& device() { return m_file; }
    // The path, or "standard input": the file name in errors.
    const QString& name() const { return m_name; }
    RecordReader& reader() { return *m_reader; }

    // Every byte up to the end of the stream.
    Result<QByteArray> readAll();

private:
    InputFile() = default;
    QFile m_file;
    QString m_name;
    std::unique_ptr<RecordReader> m_reader;
};

} // namespace pairrank::storage
