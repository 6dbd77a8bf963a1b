#include "human_label_importer.h"

#include "human_label_store.h"
#include "import_references.h"
#include "record_import.h"

namespace pairrank::storage {
namespace {

namespace col = label_columns;

Result<domain::HumanLabel> readLabel(const RecordFields& fields, ImportReferences& references) {
    domain::HumanLabel label;
    Result<QString> annotator = fields.requiredText(col::kAnnotator);
    if (!annotator) {
        return annotator.error();
    }
    label.annotator = *annotator;
    Result<ResolvedPair> pair = references.resolvePair(fields, col::kA, col::kB, col::kContextId);
    if (!pair) {
        return pair.error();
    }
    label.contextId = pair->contextId;
    label.candidateA = pair->candidateA;
    label.candidateB = pair->candidateB;
    Result<QString> choiceText = fields.requiredText(col::kChoice);
    if (!choiceText) {
        return choiceText.error();
    }
    const std::optional<domain::HumanChoice> choice = domain::humanChoiceFromString(*choiceText);
    if (!choice) {
        return fields.errorAt(
            col::kChoice,
            QStringLiteral("unknown choice '%1' (A, B, tie or skip)").arg(*choiceText));
    }
    label.choice = *choice;
    Result<QDateTime> labelled = fields.optionalDateTime(col::kLabelledAt);
    if (!labelled) {
        return labelled.error();
    }
    label.labelledAt = *labelled;
    Result<std::optional<qint64>> duration = fields.optionalInteger(col::kDuration);
    if (!duration) {
        return duration.error();
    }
    if (duration->has_value() && **duration < 0) {
        return fields.errorAt(col::kDuration, QStringLiteral("is negative"));
    }
    label.durationMilliseconds = *duration;
    Result<QString> criterionName = fields.optionalText(col::kCriterion);
    if (!criterionName) {
        return criterionName.error();
    }
    Result<domain::CriterionId> criterion = references.criterion(
        criterionName->isEmpty() ? QString::fromLatin1(kDefaultCriterion) : *criterionName);
    if (!criterion) {
        return fields.errorAt(col::kCriterion, criterion.error().message);
    }
    label.criterionId = *criterion;
    return label;
}

} // namespace

Result<ImportSummary> importHumanLabels(ProjectDatabase& database, RecordReader& reader,
                                        const common::ProgressCallback& progress) {
    return importRecords<HumanLabelWriter>(
        database, reader, {col::kAnnotator, col::kA, col::kB, col::kChoice},
        [](const RecordFields& fields, ImportReferences& references, ImportSummary&) {
            return readLabel(fields, references);
        },
        &ImportSummary::humanLabelsCreated, progress);
}

Result<ImportSummary> importHumanLabelsFromFile(ProjectDatabase& database, const QString& path,
                                                InputFormat format,
                                                const common::ProgressCallback& progress) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path, format);
    if (!input) {
        return input.error();
    }
    return importHumanLabels(database, (*input)->reader(), progress);
}

} // namespace pairrank::storage
