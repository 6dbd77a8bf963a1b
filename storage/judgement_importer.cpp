#include "judgement_importer.h"

#include "import_references.h"
#include "judgement_store.h"
#include "record_import.h"

namespace pairrank::storage {
namespace {

namespace jcol = judgement_columns;

Result<domain::Judgement> readJudgement(const RecordFields& fields, ImportReferences& references,
                                        ImportSummary& summary) {
    domain::Judgement judgement;
    Result<ResolvedPair> pair =
        references.resolvePair(fields, jcol::kA, jcol::kB, jcol::kContextId);
    if (!pair) {
        return pair.error();
    }
    judgement.contextId = pair->contextId;
    judgement.candidateA = pair->candidateA;
    judgement.candidateB = pair->candidateB;

    Result<QString> statusText = fields.optionalText(jcol::kStatus);
    if (!statusText) {
        return statusText.error();
    }
    if (!statusText->isEmpty()) {
        const std::optional<domain::JudgementStatus> status =
            domain::judgementStatusFromString(*statusText);
        if (!status) {
            return fields.errorAt(jcol::kStatus, QStringLiteral("unknown status '%1' (ok, tie, "
                                                                "refusal or failed)")
                                                     .arg(*statusText));
        }
        judgement.status = *status;
    }
    if (domain::statusHasProbability(judgement.status)) {
        if (!fields.has(jcol::kP)) {
            return fields.errorAt(jcol::kP, QStringLiteral("p is required for a judgement of "
                                                           "status '%1'")
                                                .arg(domain::toString(judgement.status)));
        }
        Result<std::optional<double>> p = fields.optionalNumber(jcol::kP);
        if (!p) {
            return p.error();
        }
        if (**p <= 0.0 || **p >= 1.0) {
            return fields.errorAt(jcol::kP, QStringLiteral("p must lie strictly between 0 and 1, "
                                                           "not %1")
                                                .arg(**p));
        }
        judgement.p = **p;
    } else if (fields.has(jcol::kP)) {
        return fields.errorAt(jcol::kP, QStringLiteral("a judgement of status '%1' has no p")
                                            .arg(domain::toString(judgement.status)));
    }

    Result<QString> judgeName = fields.optionalText(jcol::kJudge);
    Result<QString> backend = fields.optionalText(jcol::kBackend);
    Result<QString> model = fields.optionalText(jcol::kModel);
    Result<QString> criterionName = fields.optionalText(jcol::kCriterion);
    Result<QString> runLabel = fields.optionalText(jcol::kRun);
    Result<QString> failure = fields.optionalText(jcol::kFailureReason);
    Result<QString> hash = fields.optionalText(jcol::kRequestHash);
    Result<QString> raw = fields.optionalText(jcol::kRawAnswer);
    for (const Result<QString>* text :
         {&judgeName, &backend, &model, &criterionName, &runLabel, &failure, &hash, &raw}) {
        if (!*text) {
            return text->error();
        }
    }
    judgement.failureReason = *failure;
    judgement.requestHash = *hash;
    judgement.rawAnswer = *raw;
    Result<std::optional<qint64>> promptTokens = fields.optionalInteger(jcol::kPromptTokens);
    Result<std::optional<qint64>> completionTokens =
        fields.optionalInteger(jcol::kCompletionTokens);
    Result<std::optional<double>> latency = fields.optionalNumber(jcol::kLatency);
    Result<std::optional<double>> cost = fields.optionalNumber(jcol::kCost);
    Result<QDateTime> created = fields.optionalDateTime(jcol::kCreatedAt);
    if (!promptTokens || !completionTokens) {
        return !promptTokens ? promptTokens.error() : completionTokens.error();
    }
    if (!latency || !cost || !created) {
        return !latency ? latency.error() : !cost ? cost.error() : created.error();
    }
    judgement.promptTokens = *promptTokens;
    judgement.completionTokens = *completionTokens;
    judgement.latencyMilliseconds = *latency;
    judgement.cost = *cost;
    judgement.createdAt = *created;
    if (Status checked = checkJudgement(judgement); !checked) {
        return fields.errorAtRecord(checked.error().message);
    }

    Result<domain::JudgeConfigId> judge = references.judge(
        judgeName->isEmpty() ? kDefaultImportedJudge : *judgeName, *backend, *model);
    if (!judge) {
        return fields.errorAt(jcol::kJudge, judge.error().message);
    }
    Result<domain::CriterionId> criterion = references.criterion(
        criterionName->isEmpty() ? QString::fromLatin1(kDefaultCriterion) : *criterionName);
    if (!criterion) {
        return fields.errorAt(jcol::kCriterion, criterion.error().message);
    }
    Result<domain::RunId> run = references.run(
        *judge, *criterion, runLabel->isEmpty() ? kDefaultImportedRun : *runLabel, summary);
    if (!run) {
        return fields.errorAtRecord(run.error().message);
    }
    judgement.runId = *run;
    return judgement;
}

} // namespace

Result<ImportSummary> importJudgements(ProjectDatabase& database, RecordReader& reader,
                                       const common::ProgressCallback& progress) {
    return importRecords<JudgementWriter>(database, reader, {jcol::kA, jcol::kB}, readJudgement,
                                          &ImportSummary::judgementsCreated, progress);
}

Result<ImportSummary> importJudgementsFromFile(ProjectDatabase& database, const QString& path,
                                               InputFormat format,
                                               const common::ProgressCallback& progress) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path, format);
    if (!input) {
        return input.error();
    }
    return importJudgements(database, (*input)->reader(), progress);
}

} // namespace pairrank::storage
