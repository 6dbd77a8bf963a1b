// The dry run of a candidate import: every problem is found before anything
// is committed. Two passes, both through storage's own code:
//  1. every record is read with storage's reader and its mapped fields are
//     checked with storage's RecordFields (id and text present, reference
//     scores numbers, ids unique in the file) — every bad record is listed,
//     not only the first;
//  2. the real import runs inside a transaction that is then rolled back, so
//     whatever else the importer refuses (an id already in the project, a
//     context whose text changes) is found too, and nothing is written.
// A reader error (malformed CSV or JSON) ends pass 1 at that place: what
// follows cannot be read.
#pragma once

#include "storage/candidate_columns.h"
#include "storage/input_record.h"
#include "storage/project_database.h"
#include "ui/common/task_progress.h"

#include <QList>

namespace pairrank::ui {

struct ImportValidation {
    qint64 records = 0;
    QList<storage::Error> problems; // in file order; at most kMaximumProblems
    bool truncated = false;         // more problems than listed
    bool cancelled = false;
};

inline constexpr int kMaximumProblems = 500;

// Runs both passes on `database` (the caller's thread's connection).
ImportValidation validateCandidateImport(storage::ProjectDatabase& database, const QString& path,
                                         storage::InputFormat format,
                                         const storage::CandidateColumns& columns,
                                         TaskProgress& progress);

} // namespace pairrank::ui
