// What every importer shares: the summary it returns, the progress and cancel
// callback of long operations (DESIGN.md §9), and opening an input file.
//
// Every import is all-or-nothing: it runs in one transaction and the first bad
// record stops it with file, line, column and reason; the project is unchanged.
#pragma once

#include "input_record.h"
#include "storage_result.h"

#include <QFile>
#include <QStringList>

#include <functional>
#include <memory>

namespace pairrank::storage {

struct ImportSummary {
    qint64 records = 0;
    qint64 contextsCreated = 0;
    qint64 candidatesCreated = 0;
    qint64 judgementsCreated = 0;
    qint64 humanLabelsCreated = 0;
    qint64 runsCreated = 0;

    ImportSummary& operator+=(const ImportSummary& other);
};

// Called every few hundred records with the number read so far; returning
// false cancels the import (which then fails and changes nothing).
using ImportProgress = std::function<bool(qint64 recordsRead)>;

inline constexpr qint64 kProgressInterval = 1000;

// An input file opened for streaming with the reader of its format.
class InputFile {
public:
    static Result<std::unique_ptr<InputFile>> open(const QString& path, InputFormat format);
    RecordReader& reader() { return *m_reader; }

private:
    InputFile() = default;
    QFile m_file;
    std::unique_ptr<RecordReader> m_reader;
};

// Reports progress and turns a cancellation into an error.
Status reportProgress(const ImportProgress& progress, qint64 records);

// Success when the reader's header has every column of `required` (or the
// format has no header, e.g. JSON Lines); otherwise an error at line 1 naming
// the first missing column and the header.
Status checkRequiredColumns(const RecordReader& reader, const QStringList& required);

} // namespace pairrank::storage
