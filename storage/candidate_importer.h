// Imports candidates (and their contexts) from a CSV, TSV or JSON Lines file
// through a column mapping. All-or-nothing (see import_common.h). Refused: a
// missing required column, an empty candidate id, a candidate id seen twice in
// the file (naming both lines) or already in the project, a context whose text
// differs from an earlier row's (or from the project's), a reference score that
// is not a finite number, and a file without rows. A context first seen
// without a text — in the file or in the project — takes the first text a row
// gives it.
#pragma once

#include "candidate_columns.h"
#include "import_common.h"
#include "project_database.h"

namespace pairrank::storage {

Result<ImportSummary> importCandidates(ProjectDatabase& database, RecordReader& reader,
                                       const CandidateColumns& columns,
                                       const common::ProgressCallback& progress = {});

Result<ImportSummary> importCandidatesFromFile(ProjectDatabase& database, const QString& path,
                                               InputFormat format, const CandidateColumns& columns,
                                               const common::ProgressCallback& progress = {});

} // namespace pairrank::storage
