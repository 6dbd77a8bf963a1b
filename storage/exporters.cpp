#include "exporters.h"

#include "candidate_store.h"
#include "catalog_store.h"
#include "human_label_importer.h"
#include "human_label_store.h"
#include "judgement_importer.h"
#include "judgement_store.h"
#include "sql_support.h"

#include <QHash>
#include <QSaveFile>

namespace pairrank::storage {
namespace {

constexpr int kPageSize = 1000;

struct RankingColumns {
    int rank = 0;
    double score = 0.0;
    std::optional<double> standardDeviation;
    QString model;
    QString criterion;
};

// The entries of the most recent ranking of every context, by candidate.
Result<QHash<domain::CandidateId, RankingColumns>> currentRankings(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(QStringLiteral(
            "SELECT e.candidate_id, e.rank_number, e.score, e.standard_deviation, r.model, c.name"
            " FROM ranking_entries e JOIN rankings r ON r.id = e.ranking_id"
            " JOIN criteria c ON c.id = r.criterion_id"
            " WHERE r.id IN (SELECT max(id) FROM rankings GROUP BY context_id)"))) {
        return queryError(select, QStringLiteral("reading the current rankings"));
    }
    QHash<domain::CandidateId, RankingColumns> rankings;
    while (select.next()) {
        rankings.insert(select.value(0).toLongLong(),
                        RankingColumns{select.value(1).toInt(), select.value(2).toDouble(),
                                       optionalDouble(select.value(3)), select.value(4).toString(),
                                       select.value(5).toString()});
    }
    return rankings;
}

Result<QHash<qint64, QString>> externalIds(ProjectDatabase& database, const QString& table) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(QStringLiteral("SELECT id, external_id FROM %1").arg(table))) {
        return queryError(select, QStringLiteral("reading %1").arg(table));
    }
    QHash<qint64, QString> ids;
    while (select.next()) {
        ids.insert(select.value(0).toLongLong(), select.value(1).toString());
    }
    return ids;
}

Result<QStringList> referenceCriteria(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    if (!select.exec(
            QStringLiteral("SELECT DISTINCT criterion FROM reference_scores ORDER BY 1"))) {
        return queryError(select, QStringLiteral("reading reference score criteria"));
    }
    QStringList criteria;
    while (select.next()) {
        criteria << select.value(0).toString();
    }
    return criteria;
}

QJsonValue optionalJson(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}
QJsonValue optionalJson(const std::optional<qint64>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}
QJsonValue optionalText(const QString& text) {
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

// What a run's judgements are exported with: judge, backend, model, criterion, run label.
struct RunNames {
    QString judge;
    QString backend;
    QString model;
    QString criterion;
    QString label;
};

Result<QHash<domain::RunId, RunNames>> runNames(ProjectDatabase& database) {
    Result<QList<domain::Run>> runs = listRuns(database);
    Result<QList<domain::JudgeConfig>> judges = listJudgeConfigs(database);
    Result<QList<domain::Criterion>> criteria = listCriteria(database);
    if (!runs || !judges || !criteria) {
        return !runs ? runs.error() : !judges ? judges.error() : criteria.error();
    }
    QHash<domain::JudgeConfigId, domain::JudgeConfig> judgeById;
    for (const domain::JudgeConfig& judge : *judges) {
        judgeById.insert(judge.id, judge);
    }
    QHash<domain::CriterionId, QString> criterionById;
    for (const domain::Criterion& criterion : *criteria) {
        criterionById.insert(criterion.id, criterion.name);
    }
    QHash<domain::RunId, RunNames> names;
    for (const domain::Run& run : *runs) {
        const domain::JudgeConfig judge = judgeById.value(run.judgeConfigId);
        names.insert(run.id, RunNames{judge.name, judge.backend, judge.model,
                                      criterionById.value(run.criterionId), run.label});
    }
    return names;
}

} // namespace

Result<qint64> exportCandidates(ProjectDatabase& database, QIODevice& output, OutputFormat format) {
    Result<QHash<qint64, QString>> contextIds = externalIds(database, QStringLiteral("contexts"));
    Result<QList<domain::Context>> contexts = listContexts(database);
    Result<QStringList> criteria = referenceCriteria(database);
    Result<QHash<domain::CandidateId, RankingColumns>> rankings = currentRankings(database);
    if (!contextIds || !contexts) {
        return !contextIds ? contextIds.error() : contexts.error();
    }
    if (!criteria || !rankings) {
        return !criteria ? criteria.error() : rankings.error();
    }
    QHash<domain::ContextId, QString> contextTexts;
    for (const domain::Context& context : *contexts) {
        contextTexts.insert(context.id, context.text);
    }
    QStringList columns{QStringLiteral("context_id"), QStringLiteral("candidate_id"),
                        QStringLiteral("system"), QStringLiteral("text"),
                        QStringLiteral("context")};
    for (const QString& criterion : *criteria) {
        columns << QStringLiteral("score.") + criterion;
    }
    columns << QStringLiteral("metadata") << QStringLiteral("rank")
            << QStringLiteral("ranking_score") << QStringLiteral("ranking_standard_deviation")
            << QStringLiteral("ranking_model") << QStringLiteral("ranking_criterion");
    RecordWriter writer(output, format, columns);
    if (Status status = writer.writeHeader(); !status) {
        return status.error();
    }
    qint64 written = 0;
    CandidatePageRequest request;
    request.limit = kPageSize;
    for (;;) {
        Result<QList<domain::Candidate>> page = candidatesPage(database, request);
        if (!page) {
            return page.error();
        }
        if (page->isEmpty()) {
            break;
        }
        for (const domain::Candidate& candidate : *page) {
            QJsonObject row{{QStringLiteral("context_id"), contextIds->value(candidate.contextId)},
                            {QStringLiteral("candidate_id"), candidate.externalId},
                            {QStringLiteral("system"), optionalText(candidate.system)},
                            {QStringLiteral("text"), candidate.text},
                            {QStringLiteral("context"), contextTexts.value(candidate.contextId)}};
            if (!candidate.metadata.isEmpty()) {
                row.insert(QStringLiteral("metadata"), candidate.metadata);
            }
            QJsonObject scores;
            for (auto score = candidate.referenceScores.cbegin();
                 score != candidate.referenceScores.cend(); ++score) {
                scores.insert(score.key(), score.value());
                row.insert(QStringLiteral("score.") + score.key(), score.value());
            }
            if (const auto ranking = rankings->constFind(candidate.id);
                ranking != rankings->constEnd()) {
                row.insert(QStringLiteral("rank"), ranking->rank);
                row.insert(QStringLiteral("ranking_score"), ranking->score);
                row.insert(QStringLiteral("ranking_standard_deviation"),
                           optionalJson(ranking->standardDeviation));
                row.insert(QStringLiteral("ranking_model"), ranking->model);
                row.insert(QStringLiteral("ranking_criterion"), ranking->criterion);
            }
            if (format == OutputFormat::JsonLines) {
                // JSON Lines keeps the scores as one object, as the datasets do.
                for (const QString& criterion : *criteria) {
                    row.remove(QStringLiteral("score.") + criterion);
                }
                if (!scores.isEmpty()) {
                    row.insert(QStringLiteral("scores"), scores);
                }
            }
            if (Status status = writer.write(row); !status) {
                return status.error();
            }
            ++written;
        }
        request.afterId = page->last().id;
    }
    return written;
}

Result<qint64> exportJudgements(ProjectDatabase& database, QIODevice& output, OutputFormat format) {
    namespace col = judgement_columns;
    Result<QHash<qint64, QString>> candidates = externalIds(database, QStringLiteral("candidates"));
    Result<QHash<qint64, QString>> contexts = externalIds(database, QStringLiteral("contexts"));
    Result<QHash<domain::RunId, RunNames>> runs = runNames(database);
    if (!candidates || !contexts || !runs) {
        return !candidates ? candidates.error() : !contexts ? contexts.error() : runs.error();
    }
    RecordWriter writer(
        output, format,
        {col::kContextId, col::kA, col::kB, col::kP, col::kStatus, col::kFailureReason, col::kJudge,
         col::kBackend, col::kModel, col::kCriterion, col::kRun, col::kRequestHash, col::kRawAnswer,
         col::kPromptTokens, col::kCompletionTokens, col::kLatency, col::kCost, col::kCreatedAt});
    if (Status status = writer.writeHeader(); !status) {
        return status.error();
    }
    qint64 written = 0;
    JudgementPageRequest request;
    request.limit = kPageSize;
    for (;;) {
        Result<QList<domain::Judgement>> page = judgementsPage(database, request);
        if (!page) {
            return page.error();
        }
        if (page->isEmpty()) {
            break;
        }
        for (const domain::Judgement& judgement : *page) {
            const RunNames names = runs->value(judgement.runId);
            const QJsonObject row{
                {col::kContextId, contexts->value(judgement.contextId)},
                {col::kA, candidates->value(judgement.candidateA)},
                {col::kB, candidates->value(judgement.candidateB)},
                {col::kP, optionalJson(judgement.p)},
                {col::kStatus, domain::toString(judgement.status)},
                {col::kFailureReason, optionalText(judgement.failureReason)},
                {col::kJudge, names.judge},
                {col::kBackend, names.backend},
                {col::kModel, optionalText(names.model)},
                {col::kCriterion, names.criterion},
                {col::kRun, names.label},
                {col::kRequestHash, optionalText(judgement.requestHash)},
                {col::kRawAnswer, optionalText(judgement.rawAnswer)},
                {col::kPromptTokens, optionalJson(judgement.promptTokens)},
                {col::kCompletionTokens, optionalJson(judgement.completionTokens)},
                {col::kLatency, optionalJson(judgement.latencyMilliseconds)},
                {col::kCost, optionalJson(judgement.cost)},
                {col::kCreatedAt, toStoredDate(judgement.createdAt)}};
            if (Status status = writer.write(row); !status) {
                return status.error();
            }
            ++written;
        }
        request.afterId = page->last().id;
    }
    return written;
}

Result<qint64> exportHumanLabels(ProjectDatabase& database, QIODevice& output,
                                 OutputFormat format) {
    namespace col = label_columns;
    Result<QHash<qint64, QString>> candidates = externalIds(database, QStringLiteral("candidates"));
    Result<QHash<qint64, QString>> contexts = externalIds(database, QStringLiteral("contexts"));
    Result<QList<domain::Criterion>> criteria = listCriteria(database);
    if (!candidates || !contexts || !criteria) {
        return !candidates ? candidates.error() : !contexts ? contexts.error() : criteria.error();
    }
    QHash<domain::CriterionId, QString> criterionNames;
    for (const domain::Criterion& criterion : *criteria) {
        criterionNames.insert(criterion.id, criterion.name);
    }
    RecordWriter writer(output, format,
                        {col::kAnnotator, col::kCriterion, col::kContextId, col::kA, col::kB,
                         col::kChoice, col::kLabelledAt, col::kDuration, col::kSource});
    if (Status status = writer.writeHeader(); !status) {
        return status.error();
    }
    qint64 written = 0;
    HumanLabelPageRequest request;
    request.limit = kPageSize;
    for (;;) {
        Result<QList<domain::HumanLabel>> page = humanLabelsPage(database, request);
        if (!page) {
            return page.error();
        }
        if (page->isEmpty()) {
            break;
        }
        for (const domain::HumanLabel& label : *page) {
            const QJsonObject row{{col::kAnnotator, label.annotator},
                                  {col::kCriterion, criterionNames.value(label.criterionId)},
                                  {col::kContextId, contexts->value(label.contextId)},
                                  {col::kA, candidates->value(label.candidateA)},
                                  {col::kB, candidates->value(label.candidateB)},
                                  {col::kChoice, domain::toString(label.choice)},
                                  {col::kLabelledAt, toStoredDate(label.labelledAt)},
                                  {col::kDuration, optionalJson(label.durationMilliseconds)},
                                  {col::kSource, label.source
                                                     ? QJsonValue(domain::toString(*label.source))
                                                     : QJsonValue()}};
            if (Status status = writer.write(row); !status) {
                return status.error();
            }
            ++written;
        }
        request.afterId = page->last().id;
    }
    return written;
}

Result<qint64> exportToFile(ProjectDatabase& database, ExportKind kind, OutputFormat format,
                            const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return makeError(QStringLiteral("cannot write '%1': %2").arg(path, file.errorString()));
    }
    Result<qint64> written =
        kind == ExportKind::Candidates   ? exportCandidates(database, file, format)
        : kind == ExportKind::Judgements ? exportJudgements(database, file, format)
                                         : exportHumanLabels(database, file, format);
    if (!written) {
        file.cancelWriting();
        return written;
    }
    if (!file.commit()) {
        return makeError(QStringLiteral("cannot write '%1': %2").arg(path, file.errorString()));
    }
    return written;
}

} // namespace pairrank::storage
