// Imports a pairwise evaluation dataset (the common format of the datasets in data/:
// {"item_id", "prompt", "output_a", "output_b", "human_label", "judges", …}).
// Each item becomes a context (the prompt) with two candidates "<item_id>#A"
// and "<item_id>#B", its human label(s) and one judgement per judge decision.
//
// A judge's hard decision is a single sample, so p = (#A + 0.5) / (n + 1) with
// n = 1 (DESIGN.md §3): 0.75 for A, 0.25 for B; a tie is stored as status tie
// with p = 0.5. A "<judge>/swapped" key holds the decision made with the two
// outputs shown in swapped order, already mapped back to the file's A/B; it is
// stored with B shown first, so the positional bias stays measurable.
#pragma once

#include "import_common.h"
#include "project_database.h"

#include <QStringList>

namespace pairrank::storage {

struct PairwiseDatasetColumns {
    QString itemId = QStringLiteral("item_id");
    QString prompt = QStringLiteral("prompt");
    QString outputA = QStringLiteral("output_a");
    QString outputB = QStringLiteral("output_b");
    QString systemA = QStringLiteral("system_a");
    QString systemB = QStringLiteral("system_b");
    QString humanLabel = QStringLiteral("human_label");
    QString humanVotes = QStringLiteral("human_votes"); // one label per annotator, when present
    QString judges = QStringLiteral("judges");
    QString criterion = QStringLiteral("preference");
};

Result<ImportSummary> importPairwiseDataset(ProjectDatabase& database, RecordReader& reader,
                                            const PairwiseDatasetColumns& columns,
                                            const common::ProgressCallback& progress = {});

} // namespace pairrank::storage
