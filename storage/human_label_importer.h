// Imports human labels from CSV, TSV or JSON Lines. All-or-nothing (see
// import_common.h).
//
// Columns (the names human label export writes): annotator (required), a and b
// (candidate ids as shown left and right, required), choice (A, B, tie or
// skip, required), criterion (default "overall"), context_id (optional, checked),
// labelled_at (ISO 8601), duration_ms (≥ 0), source (how the pair was chosen,
// domain::LabelSource; "imported" when absent or empty).
#pragma once

#include "import_common.h"
#include "project_database.h"

namespace pairrank::storage {

namespace label_columns {
inline const QString kAnnotator = QStringLiteral("annotator");
inline const QString kA = QStringLiteral("a");
inline const QString kB = QStringLiteral("b");
inline const QString kChoice = QStringLiteral("choice");
inline const QString kCriterion = QStringLiteral("criterion");
inline const QString kContextId = QStringLiteral("context_id");
inline const QString kLabelledAt = QStringLiteral("labelled_at");
inline const QString kDuration = QStringLiteral("duration_ms");
inline const QString kSource = QStringLiteral("source");
} // namespace label_columns

Result<ImportSummary> importHumanLabels(ProjectDatabase& database, RecordReader& reader,
                                        const common::ProgressCallback& progress = {});
Result<ImportSummary> importHumanLabelsFromFile(ProjectDatabase& database, const QString& path,
                                                InputFormat format,
                                                const common::ProgressCallback& progress = {});

} // namespace pairrank::storage
