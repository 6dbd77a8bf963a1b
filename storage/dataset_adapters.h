// The evaluation datasets PairRank knows by name (data/ in the repository, and the demo
// in resources/demo). Each goes through the ordinary importers: the ranking
// datasets through the candidate importer with a column mapping, the pairwise
// ones through the pairwise dataset importer.
#pragma once

#include "candidate_columns.h"
#include "import_common.h"
#include "project_database.h"

#include <QStringList>

namespace pairrank::storage {

enum class KnownDataset { SummEval, Hanna, LlmBar, MtBenchLlmBar, LlmEval2, PandaLm };

QStringList knownDatasetNames(); // "summeval", "hanna", "llmbar", "mtbench_llmbar", …
Result<KnownDataset> knownDatasetFromName(const QString& name);
bool isRankingDataset(KnownDataset dataset);

// SummEval: one context per article, 16 summaries each, expert means as
// reference scores; the reference highlight and individual ratings as metadata.
// HANNA: one pool of all stories (DESIGN.md §1); each story's prompt and
// prompt id go into its metadata with the individual and LLM ratings.
CandidateColumns rankingDatasetColumns(KnownDataset dataset);

// Imports a dataset file (JSON Lines) all-or-nothing.
Result<ImportSummary> importDatasetFromFile(ProjectDatabase& database, const QString& path,
                                            KnownDataset dataset,
                                            const common::ProgressCallback& progress = {});

} // namespace pairrank::storage
