// Imports candidates (and their contexts) from a CSV, TSV or JSON Lines file
// through a column mapping. All-or-nothing (see import_common.h). Refused: a
// missing required column, an empty candidate id, a candidate id seen twice in
// the file (naming both lines) or already in the project, a context whose text
// differs from an earlier row's, a reference score that is not a finite
// number, and a file without rows.
#pragma once

#include "candidate_columns.h"
#include "import_common.h"
#include "project_database.h"

namespace pairrank::storage {

Result<ImportSummary> importCandidates(ProjectDatabase& database, RecordReader& reader,
                                       const CandidateColumns& columns,
                                       const ImportProgress& progress = {});

Result<ImportSummary> importCandidatesFromFile(ProjectDatabase& database, const QString& path,
                                               InputFormat format, const CandidateColumns& columns,
                                               const ImportProgress& progress = {});

} // namespace pairrank::storage
