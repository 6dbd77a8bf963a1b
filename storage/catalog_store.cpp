#include "catalog_store.h"

#include "core/domain/english_count.h"
#include "sql_support.h"

#include <QJsonArray>

namespace pairrank::storage {
namespace {

const QString kCriterionColumns =
    QStringLiteral("id, name, comparative_template, absolute_template, label_words");
const QString kJudgeColumns =
    QStringLiteral("id, name, backend, model, endpoint, settings, api_key_environment_variable");
const QString kRunColumns = QStringLiteral("id, judge_config_id, criterion_id, context_id, label,"
                                           " config, seed, status, created_at, started_at,"
                                           " finished_at");

domain::Criterion criterionFromRow(const QSqlQuery& row) {
    domain::Criterion criterion;
    criterion.id = row.value(0).toLongLong();
    criterion.name = row.value(1).toString();
    criterion.comparativePromptTemplate = row.value(2).toString();
    criterion.absolutePromptTemplate = row.value(3).toString();
    criterion.labelWords.clear();
    for (const QJsonValue word : arrayFromStoredJson(row.value(4))) {
        criterion.labelWords << word.toString();
    }
    return criterion;
}

domain::JudgeConfig judgeFromRow(const QSqlQuery& row) {
    return domain::JudgeConfig{row.value(0).toLongLong(), row.value(1).toString(),
                               row.value(2).toString(),   row.value(3).toString(),
                               row.value(4).toString(),   objectFromStoredJson(row.value(5)),
                               row.value(6).toString()};
}

domain::Run runFromRow(const QSqlQuery& row) {
    domain::Run run;
    run.id = row.value(0).toLongLong();
    run.judgeConfigId = row.value(1).toLongLong();
    run.criterionId = row.value(2).toLongLong();
    run.contextId = optionalInteger(row.value(3));
    run.label = row.value(4).toString();
    run.config = objectFromStoredJson(row.value(5));
    run.seed = row.value(6).toString().toULongLong();
    run.status =
        domain::runStatusFromString(row.value(7).toString()).value_or(domain::RunStatus::Failed);
    run.createdAt = fromStoredDate(row.value(8));
    run.startedAt = fromStoredDate(row.value(9));
    run.finishedAt = fromStoredDate(row.value(10));
    return run;
}

template <typename T, typename FromRow>
Result<std::optional<T>> selectOne(ProjectDatabase& database, const QString& sql,
                                   const QVariant& key, FromRow fromRow) {
    QSqlQuery select = database.query();
    if (Status status = prepare(select, sql); !status) {
        return status.error();
    }
    select.addBindValue(key);
    if (Status status = execute(select, QStringLiteral("reading '%1'").arg(sql)); !status) {
        return status.error();
    }
    if (!select.next()) {
        return std::optional<T>();
    }
    return std::optional<T>(fromRow(select));
}

template <typename T, typename FromRow>
Result<QList<T>> selectAll(ProjectDatabase& database, const QString& sql, FromRow fromRow) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(sql)) {
        return queryError(select, QStringLiteral("reading '%1'").arg(sql));
    }
    QList<T> rows;
    while (select.next()) {
        rows.append(fromRow(select));
    }
    return rows;
}

Result<qint64> insertRow(ProjectDatabase& database, const QString& sql, const QVariantList& values,
                         const QString& what) {
    QSqlQuery insert = database.query();
    if (Status status = prepare(insert, sql); !status) {
        return status.error();
    }
    for (const QVariant& value : values) {
        insert.addBindValue(bindable(value));
    }
    if (Status status = execute(insert, what); !status) {
        return status.error();
    }
    return insertedId(insert, what);
}

// The words of a setting's name: "apiKey", "api_key" and "x-api-key" all give
// {…, "api", "key"}.
QStringList nameWords(const QString& key) {
    QString spaced;
    for (qsizetype index = 0; index < key.size(); ++index) {
        const QChar character = key.at(index);
        if (character.isUpper() && index > 0 && key.at(index - 1).isLower()) {
            spaced += QLatin1Char(' ');
        }
        spaced += character.isLetterOrNumber() ? character.toLower() : QChar(QLatin1Char(' '));
    }
    return spaced.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// A name that holds a secret itself, not one that describes where a secret is
// or how much of something may be used: "api_key", "apiKey", "token",
// "access_token", "password", "Authorization" are refused; "api_key_file",
// "tokens_per_minute" and "budget_tokens" are not.
bool looksLikeSecret(const QString& key) {
    const QStringList words = nameWords(key);
    if (words.isEmpty()) {
        return false;
    }
    for (const QString& word : words) {
        for (const char* secretWord : {"password", "passwd", "secret", "authorization", "bearer",
                                       "credential", "credentials", "apikey"}) {
            if (word == QLatin1String(secretWord)) {
                return true;
            }
        }
    }
    const QString& last = words.constLast();
    return last == QLatin1String("token") || last == QLatin1String("key");
}

std::optional<QString> secretMember(const QJsonObject& object) {
    for (auto member = object.begin(); member != object.end(); ++member) {
        if (looksLikeSecret(member.key())) {
            return member.key();
        }
        if (member.value().isObject()) {
            if (auto nested = secretMember(member.value().toObject())) {
                return member.key() + QLatin1Char('.') + *nested;
            }
        }
    }
    return std::nullopt;
}

// Sets the given columns ("a = ?, b = ?") of the row `id` of `table`; an unknown row
// is an error that calls it `what` ("run", "criterion").
Status updateById(ProjectDatabase& database, const QString& table, qint64 id,
                  const QString& assignments, QVariantList values, const QString& what) {
    QSqlQuery update = database.query();
    if (Status prepared = prepare(
            update, QStringLiteral("UPDATE %1 SET %2 WHERE id = ?").arg(table, assignments));
        !prepared) {
        return prepared;
    }
    values.append(id);
    for (const QVariant& value : std::as_const(values)) {
        update.addBindValue(value);
    }
    if (Status executed = execute(update, QStringLiteral("updating %1 %2").arg(what).arg(id));
        !executed) {
        return executed;
    }
    if (update.numRowsAffected() != 1) {
        return makeError(QStringLiteral("no %1 with id %2").arg(what).arg(id));
    }
    return {};
}

Status updateRun(ProjectDatabase& database, domain::RunId run, const QString& assignments,
                 const QVariantList& values) {
    return updateById(database, QStringLiteral("runs"), run, assignments, values,
                      QStringLiteral("run"));
}

} // namespace

Result<domain::CriterionId> insertCriterion(ProjectDatabase& database,
                                            const domain::Criterion& criterion) {
    if (criterion.name.trimmed().isEmpty()) {
        return makeError(QStringLiteral("a criterion needs a name"));
    }
    return insertRow(database,
                     QStringLiteral("INSERT INTO criteria (name, comparative_template,"
                                    " absolute_template, label_words) VALUES (?, ?, ?, ?)"),
                     {criterion.name, criterion.comparativePromptTemplate,
                      criterion.absolutePromptTemplate,
                      toStoredJson(QJsonArray::fromStringList(criterion.labelWords))},
                     QStringLiteral("storing criterion '%1'").arg(criterion.name));
}

Result<std::optional<domain::Criterion>> findCriterionByName(ProjectDatabase& database,
                                                             const QString& name) {
    return selectOne<domain::Criterion>(
        database, QStringLiteral("SELECT %1 FROM criteria WHERE name = ?").arg(kCriterionColumns),
        name, criterionFromRow);
}

Result<QList<domain::Criterion>> listCriteria(ProjectDatabase& database) {
    return selectAll<domain::Criterion>(
        database, QStringLiteral("SELECT %1 FROM criteria ORDER BY id").arg(kCriterionColumns),
        criterionFromRow);
}

Result<domain::CriterionId> ensureCriterion(ProjectDatabase& database, const QString& name) {
    Result<std::optional<domain::Criterion>> found = findCriterionByName(database, name);
    if (!found) {
        return found.error();
    }
    if (found->has_value()) {
        return (*found)->id;
    }
    domain::Criterion criterion;
    criterion.name = name;
    return insertCriterion(database, criterion);
}

Result<QHash<domain::CriterionId, qint64>> countJudgementsByCriterion(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    const QString sql = QStringLiteral("SELECT runs.criterion_id, COUNT(*) FROM judgements"
                                       " JOIN runs ON runs.id = judgements.run_id"
                                       " GROUP BY runs.criterion_id");
    if (!select.exec(sql)) {
        return queryError(select, QStringLiteral("counting the judgements of each criterion"));
    }
    QHash<domain::CriterionId, qint64> counts;
    while (select.next()) {
        counts.insert(select.value(0).toLongLong(), select.value(1).toLongLong());
    }
    return counts;
}

Status updateCriterionPrompt(ProjectDatabase& database, const domain::Criterion& criterion) {
    const Result<QHash<domain::CriterionId, qint64>> counts = countJudgementsByCriterion(database);
    if (!counts) {
        return counts.error();
    }
    if (const qint64 judgements = counts->value(criterion.id); judgements > 0) {
        return makeError(
            QStringLiteral("criterion '%1' already has %2 asked with its prompt; "
                           "its prompt can no longer change (store the new prompt "
                           "as a new criterion)")
                .arg(criterion.name, domain::englishCount(judgements, QStringLiteral("judgement"),
                                                          QStringLiteral("judgements"))));
    }
    return updateById(
        database, QStringLiteral("criteria"), criterion.id,
        QStringLiteral("comparative_template = ?, absolute_template = ?, label_words = ?"),
        {storedText(criterion.comparativePromptTemplate),
         storedText(criterion.absolutePromptTemplate),
         toStoredJson(QJsonArray::fromStringList(criterion.labelWords))},
        QStringLiteral("criterion"));
}

Result<domain::JudgeConfigId> insertJudgeConfig(ProjectDatabase& database,
                                                const domain::JudgeConfig& judge) {
    if (judge.name.trimmed().isEmpty()) {
        return makeError(QStringLiteral("a judge configuration needs a name"));
    }
    if (std::optional<QString> secret = secretMember(judge.settings)) {
        return makeError(QStringLiteral("judge '%1': setting '%2' looks like a secret; secrets "
                                        "never enter the project file (name an environment "
                                        "variable instead)")
                             .arg(judge.name, *secret));
    }
    return insertRow(database,
                     QStringLiteral("INSERT INTO judge_configs (name, backend, model, endpoint,"
                                    " settings, api_key_environment_variable)"
                                    " VALUES (?, ?, ?, ?, ?, ?)"),
                     {judge.name, judge.backend, judge.model, judge.endpoint,
                      toStoredJson(judge.settings), judge.apiKeyEnvironmentVariable},
                     QStringLiteral("storing judge '%1'").arg(judge.name));
}

Result<std::optional<domain::JudgeConfig>> findJudgeConfigByName(ProjectDatabase& database,
                                                                 const QString& name) {
    return selectOne<domain::JudgeConfig>(
        database, QStringLiteral("SELECT %1 FROM judge_configs WHERE name = ?").arg(kJudgeColumns),
        name, judgeFromRow);
}

Result<QList<domain::JudgeConfig>> listJudgeConfigs(ProjectDatabase& database) {
    return selectAll<domain::JudgeConfig>(
        database, QStringLiteral("SELECT %1 FROM judge_configs ORDER BY id").arg(kJudgeColumns),
        judgeFromRow);
}

Result<domain::RunId> insertRun(ProjectDatabase& database, const domain::Run& run) {
    const QDateTime created =
        run.createdAt.isValid() ? run.createdAt : QDateTime::currentDateTimeUtc();
    return insertRow(
        database,
        QStringLiteral("INSERT INTO runs (judge_config_id, criterion_id, context_id, label,"
                       " config, seed, status, created_at, started_at, finished_at)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {run.judgeConfigId, run.criterionId, nullable(run.contextId), run.label,
         toStoredJson(run.config), QString::number(run.seed), domain::toString(run.status),
         toStoredDate(created), nullableText(toStoredDate(run.startedAt)),
         nullableText(toStoredDate(run.finishedAt))},
        QStringLiteral("storing run '%1'").arg(run.label));
}

Status updateRunStatus(ProjectDatabase& database, domain::RunId run, domain::RunStatus status,
                       const QDateTime& when) {
    if (status == domain::RunStatus::Running) {
        return updateRun(database, run, QStringLiteral("status = ?, started_at = ?"),
                         {domain::toString(status), toStoredDate(when)});
    }
    if (status == domain::RunStatus::Finished || status == domain::RunStatus::Failed) {
        return updateRun(database, run, QStringLiteral("status = ?, finished_at = ?"),
                         {domain::toString(status), toStoredDate(when)});
    }
    return updateRun(database, run, QStringLiteral("status = ?"), {domain::toString(status)});
}

Status updateRunConfig(ProjectDatabase& database, domain::RunId run, const QJsonObject& config) {
    return updateRun(database, run, QStringLiteral("config = ?"), {toStoredJson(config)});
}

Result<std::optional<domain::Run>> findRun(ProjectDatabase& database, domain::RunId run) {
    return selectOne<domain::Run>(
        database, QStringLiteral("SELECT %1 FROM runs WHERE id = ?").arg(kRunColumns), run,
        runFromRow);
}

Result<QList<domain::Run>> listRuns(ProjectDatabase& database) {
    return selectAll<domain::Run>(
        database, QStringLiteral("SELECT %1 FROM runs ORDER BY id").arg(kRunColumns), runFromRow);
}

} // namespace pairrank::storage
