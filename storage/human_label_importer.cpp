#include "human_label_importer.h"

#include "human_label_store.h"
#include "import_references.h"
#include "record_import.h"

namespace pairrank::storage {
namespace {

namespace lcol = label_columns;

Result<domain::HumanLabel> readLabel(const RecordFields& fields, ImportReferences& references) {
    domain::HumanLabel label;
    Result<QString> annotator = fields.requiredText(lcol::kAnnotator);
    if (!annotator) {
        return annotator.error();
    }
    label.annotator = *annotator;
    Result<ResolvedPair> pair =
        references.resolvePair(fields, lcol::kA, lcol::kB, lcol::kContextId);
    if (!pair) {
        return pair.error();
    }
    label.contextId = pair->contextId;
    label.candidateA = pair->candidateA;
    label.candidateB = pair->candidateB;
    Result<QString> choiceText = fields.requiredText(lcol::kChoice);
    if (!choiceText) {
        return choiceText.error();
    }
    const std::optional<domain::HumanChoice> choice = domain::humanChoiceFromString(*choiceText);
    if (!choice) {
        return fields.errorAt(
            lcol::kChoice,
            QStringLiteral("unknown choice '%1' (A, B, tie or skip)").arg(*choiceText));
    }
    label.choice = *choice;
    Result<QDateTime> labelled = fields.optionalDateTime(lcol::kLabelledAt);
    if (!labelled) {
        return labelled.error();
    }
    label.labelledAt = *labelled;
    Result<std::optional<qint64>> duration = fields.optionalInteger(lcol::kDuration);
    if (!duration) {
        return duration.error();
    }
    if (duration->has_value() && **duration < 0) {
        return fields.errorAt(lcol::kDuration, QStringLiteral("is negative"));
    }
    label.durationMilliseconds = *duration;
    Result<QString> criterionName = fields.optionalText(lcol::kCriterion);
    if (!criterionName) {
        return criterionName.error();
    }
    Result<domain::CriterionId> criterion = references.criterion(
        criterionName->isEmpty() ? QString::fromLatin1(kDefaultCriterion) : *criterionName);
    if (!criterion) {
        return fields.errorAt(lcol::kCriterion, criterion.error().message);
    }
    label.criterionId = *criterion;
    // A label exported by PairRank keeps how its pair was chosen; any other was chosen
    // by whoever wrote the file, which PairRank cannot tell.
    Result<QString> sourceText = fields.optionalText(lcol::kSource);
    if (!sourceText) {
        return sourceText.error();
    }
    label.source = domain::LabelSource::Imported;
    if (!sourceText->isEmpty()) {
        label.source = domain::labelSourceFromString(*sourceText);
        if (!label.source) {
            return fields.errorAt(lcol::kSource,
                                  QStringLiteral("unknown source '%1' (queue, uncertain, "
                                                 "calibration, random, agreement or imported)")
                                      .arg(*sourceText));
        }
    }
    return label;
}

} // namespace

Result<ImportSummary> importHumanLabels(ProjectDatabase& database, RecordReader& reader,
                                        const common::ProgressCallback& progress) {
    return importRecords<HumanLabelWriter>(
        database, reader, {lcol::kAnnotator, lcol::kA, lcol::kB, lcol::kChoice},
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
