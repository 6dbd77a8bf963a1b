// What every importer shares: the summary it returns, progress and
// cancellation through the one protocol of long work (core/common/progress.h),
// and the check of a file's header.
//
// Every import is all-or-nothing: it runs in one transaction and the first bad
// record stops it with file, line, column and reason; the project is unchanged.
// A cancelled import (the callback answered Abort) is rolled back the same way
// and fails with pairrank::cancelledError() (core/domain/error.h).
#pragma once

#include "core/common/progress.h"
#include "input_file.h"
#include "input_record.h"
#include "storage_result.h"

#include <QStringList>

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

// Records between two reports to the progress callback.
inline constexpr qint64 kProgressInterval = 1000;

// Tells `progress` how many records were read (at the start, records == 0, and
// every kProgressInterval records); cancelledError() when it answers Abort.
Status reportProgress(const common::ProgressCallback& progress, qint64 records);

// Success when the reader's header has every column of `required` (or the
// format has no header, e.g. JSON Lines); otherwise an error at line 1 naming
// the first missing column and the header.
Status checkRequiredColumns(const RecordReader& reader, const QStringList& required);

} // namespace pairrank::storage
