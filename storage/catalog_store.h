// Criteria, judge configurations and runs in the project file. Writes must run
// inside ProjectDatabase::transaction().
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/domain/run.h"
#include "project_database.h"
#include "storage_result.h"

#include <QHash>
#include <QList>

#include <optional>

namespace pairrank::storage {

Result<domain::CriterionId> insertCriterion(ProjectDatabase& database,
                                            const domain::Criterion& criterion);
Result<std::optional<domain::Criterion>> findCriterionByName(ProjectDatabase& database,
                                                             const QString& name);
Result<QList<domain::Criterion>> listCriteria(ProjectDatabase& database);
// The criterion of that name, created with empty templates when missing (imports).
Result<domain::CriterionId> ensureCriterion(ProjectDatabase& database, const QString& name);
// How many judgements the project holds under each criterion (through their runs);
// a criterion without any is absent.
Result<QHash<domain::CriterionId, qint64>> countJudgementsByCriterion(ProjectDatabase& database);
// Replaces the prompt of a stored criterion (its templates and label words; the name
// stays, runs refer to it). Refused once a judgement is stored under the criterion:
// the judgements were asked with the old prompt, and changing it would make them
// mean something else.
Status updateCriterionPrompt(ProjectDatabase& database, const domain::Criterion& criterion);

// Refuses a configuration whose settings hold a member that looks like a secret
// ("api_key", "apiKey", "token", "password", "secret", "authorization"):
// secrets never enter the project file (DESIGN.md §7).
Result<domain::JudgeConfigId> insertJudgeConfig(ProjectDatabase& database,
                                                const domain::JudgeConfig& judge);
Result<std::optional<domain::JudgeConfig>> findJudgeConfigByName(ProjectDatabase& database,
                                                                 const QString& name);
Result<QList<domain::JudgeConfig>> listJudgeConfigs(ProjectDatabase& database);

Result<domain::RunId> insertRun(ProjectDatabase& database, const domain::Run& run);
// Sets the status and the matching timestamp (started_at for Running,
// finished_at for Finished and Failed) to `when`.
Status updateRunStatus(ProjectDatabase& database, domain::RunId run, domain::RunStatus status,
                       const QDateTime& when);
// Replaces a run's stored configuration (e.g. a larger budget when it is resumed).
Status updateRunConfig(ProjectDatabase& database, domain::RunId run, const QJsonObject& config);
Result<std::optional<domain::Run>> findRun(ProjectDatabase& database, domain::RunId run);
Result<QList<domain::Run>> listRuns(ProjectDatabase& database);

} // namespace pairrank::storage
