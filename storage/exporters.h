// Exports of a project, readable by the importers again (round-trippable):
//   candidates with their current ranking — CSV or JSON Lines; read back by
//     the candidate importer's default mapping (the ranking columns are ignored);
//   judgements — JSON Lines (or CSV); read back by the judgement importer;
//   human labels — CSV (or JSON Lines); read back by the human label importer.
// Rows are streamed page by page; the project is never held in memory whole.
#pragma once

#include "project_database.h"
#include "record_writer.h"
#include "storage_result.h"

#include <QIODevice>

namespace pairrank::storage {

// Each returns the number of rows written.
Result<qint64> exportCandidates(ProjectDatabase& database, QIODevice& output, OutputFormat format);
Result<qint64> exportJudgements(ProjectDatabase& database, QIODevice& output, OutputFormat format);
Result<qint64> exportHumanLabels(ProjectDatabase& database, QIODevice& output, OutputFormat format);

enum class ExportKind { Candidates, Judgements, HumanLabels };

// Writes the export to `path` atomically (a complete file or none).
Result<qint64> exportToFile(ProjectDatabase& database, ExportKind kind, OutputFormat format,
                            const QString& path);

} // namespace pairrank::storage
