#include "dataset_adapters.h"

#include "candidate_importer.h"
#include "pairwise_dataset_importer.h"

#include <array>
#include <utility>

namespace pairrank::storage {
namespace {

constexpr std::array kNames{
    std::pair{KnownDataset::SummEval, "summeval"},
    std::pair{KnownDataset::Hanna, "hanna"},
    std::pair{KnownDataset::LlmBar, "llmbar"},
    std::pair{KnownDataset::MtBenchLlmBar, "mtbench_llmbar"},
    std::pair{KnownDataset::LlmEval2, "llmeval2"},
    std::pair{KnownDataset::PandaLm, "pandalm"},
};

} // namespace

QStringList knownDatasetNames() {
    QStringList names;
    for (const auto& [dataset, name] : kNames) {
        names << QString::fromLatin1(name);
    }
    return names;
}

Result<KnownDataset> knownDatasetFromName(const QString& name) {
    for (const auto& [dataset, known] : kNames) {
        if (name.compare(QLatin1String(known), Qt::CaseInsensitive) == 0) {
            return dataset;
        }
    }
    return makeError(QStringLiteral("unknown dataset '%1' (known: %2)")
                         .arg(name, knownDatasetNames().join(QStringLiteral(", "))));
}

bool isRankingDataset(KnownDataset dataset) {
    return dataset == KnownDataset::SummEval || dataset == KnownDataset::Hanna;
}

CandidateColumns rankingDatasetColumns(KnownDataset dataset) {
    CandidateColumns columns;
    columns.required = {columns.candidateId, columns.text, columns.contextId};
    if (dataset == KnownDataset::SummEval) {
        columns.metadata = {
            {QStringLiteral("reference"), QStringLiteral("reference")},
            {QStringLiteral("expert_annotations"), QStringLiteral("expert_annotations")},
            {QStringLiteral("turker_annotations"), QStringLiteral("turker_annotations")}};
    } else {
        columns.contextId.clear();
        columns.fixedContextId = QStringLiteral("hanna");
        columns.contextText.clear();
        columns.required = {columns.candidateId, columns.text};
        columns.metadata = {
            {QStringLiteral("prompt_id"), QStringLiteral("context_id")},
            {QStringLiteral("prompt"), QStringLiteral("context")},
            {QStringLiteral("annotator_scores"), QStringLiteral("annotator_scores")},
            {QStringLiteral("llm_scores"), QStringLiteral("llm_scores")},
            {QStringLiteral("story_index_in_system"), QStringLiteral("story_index_in_system")},
            {QStringLiteral("system_candidates"), QStringLiteral("system_candidates")}};
    }
    return columns;
}

Result<ImportSummary> importDatasetFromFile(ProjectDatabase& database, const QString& path,
                                            KnownDataset dataset,
                                            const common::ProgressCallback& progress) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path, InputFormat::JsonLines);
    if (!input) {
        return input.error();
    }
    if (isRankingDataset(dataset)) {
        return importCandidates(database, (*input)->reader(), rankingDatasetColumns(dataset),
                                progress);
    }
    return importPairwiseDataset(database, (*input)->reader(), PairwiseDatasetColumns{}, progress);
}

} // namespace pairrank::storage
