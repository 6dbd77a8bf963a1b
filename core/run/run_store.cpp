#include "run_store.h"

#include "resume_state.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"

#include <QDateTime>
#include <QSet>

#include <optional>

namespace pairrank::run {

namespace {

bool sameJudge(const domain::JudgeConfig& a, const domain::JudgeConfig& b) {
    return a.backend == b.backend && a.model == b.model && a.endpoint == b.endpoint &&
           a.apiKeyEnvironmentVariable == b.apiKeyEnvironmentVariable && a.settings == b.settings;
}

Result<domain::RunId> insertNewRun(storage::ProjectDatabase& database,
                                   const RunSettings& settings) {
    auto criterion = storage::findCriterionByName(database, settings.criterion);
    if (!criterion) {
        return criterion.error();
    }
    if (!criterion->has_value()) {
        return makeError(
            QStringLiteral("criterion '%1' is not in the project").arg(settings.criterion));
    }
    auto judge = storage::findJudgeConfigByName(database, settings.judgeConfig);
    if (!judge) {
        return judge.error();
    }
    if (!judge->has_value()) {
        return makeError(QStringLiteral("judge configuration '%1' is not in the project")
                             .arg(settings.judgeConfig));
    }
    if (auto contexts = runContexts(database, settings); !contexts) {
        return contexts.error();
    }
    domain::Run run;
    run.judgeConfigId = (*judge)->id;
    run.criterionId = (*criterion)->id;
    run.contextId = settings.context;
    run.label =
        QStringLiteral("%1 %2 %3").arg(settings.strategy, settings.model, settings.judgeConfig);
    run.config = settings.toJson();
    run.seed = settings.seed;
    run.status = domain::RunStatus::Created;
    run.createdAt = QDateTime::currentDateTimeUtc();
    return storage::insertRun(database, run);
}

} // namespace

Result<std::optional<domain::RunId>> runContinuedBy(storage::ProjectDatabase& database,
                                                    const RunSettings& settings) {
    auto runs = storage::listRuns(database);
    if (!runs) {
        return runs.error().withContext(QStringLiteral("reading runs"));
    }
    std::optional<domain::RunId> latest;
    for (const domain::Run& run : *runs) {
        if (run.status == domain::RunStatus::Imported) {
            continue;
        }
        auto stored = RunSettings::fromJson(run.config);
        if (stored && stored->sameRunAs(settings) && (!latest || run.id > *latest)) {
            latest = run.id;
        }
    }
    return latest;
}

Result<OpenedRun> openRun(storage::ProjectDatabase& database, const RunSettings& settings) {
    if (Status status = settings.validate(); !status) {
        return status.error();
    }
    OpenedRun opened;
    const Status stored = database.transaction([&]() -> Status {
        auto existing = runContinuedBy(database, settings);
        if (!existing) {
            return existing.error();
        }
        if (*existing) {
            opened = OpenedRun{**existing, true};
            // Only the limits differ (sameRunAs): a larger budget continues the run.
            return storage::updateRunConfig(database, opened.id, settings.toJson());
        }
        auto inserted = insertNewRun(database, settings);
        if (!inserted) {
            return inserted.error();
        }
        opened = OpenedRun{*inserted, false};
        return {};
    });
    if (!stored) {
        return stored.error();
    }
    return opened;
}

Result<OpenedRun> openRun(const QString& projectPath, const RunSettings& settings) {
    auto database = storage::ProjectDatabase::open(projectPath);
    if (!database) {
        return database.error().withContext(QStringLiteral("opening %1").arg(projectPath));
    }
    return openRun(**database, settings);
}

Result<RunSettings> storedRunSettings(storage::ProjectDatabase& database, domain::RunId run) {
    auto definition = loadRunDefinition(database, run);
    if (!definition) {
        return definition.error();
    }
    return definition->settings;
}

Result<domain::JudgeConfig> storeJudgeConfig(storage::ProjectDatabase& database,
                                             const domain::JudgeConfig& config) {
    domain::JudgeConfig result = config;
    const Status stored = database.transaction([&]() -> Status {
        auto existing = storage::listJudgeConfigs(database);
        if (!existing) {
            return existing.error();
        }
        QSet<QString> taken;
        for (const domain::JudgeConfig& candidate : *existing) {
            if (sameJudge(candidate, config)) {
                result = candidate;
                return {};
            }
            taken.insert(candidate.name);
        }
        for (int suffix = 2; taken.contains(result.name); ++suffix) {
            result.name = QStringLiteral("%1 %2").arg(config.name).arg(suffix);
        }
        auto inserted = storage::insertJudgeConfig(database, result);
        if (!inserted) {
            return inserted.error();
        }
        result.id = *inserted;
        return {};
    });
    if (!stored) {
        return stored.error();
    }
    return result;
}

Result<domain::Criterion> criterionForRun(storage::ProjectDatabase& database, const QString& name) {
    if (name.isEmpty()) {
        auto criteria = storage::listCriteria(database);
        if (!criteria) {
            return criteria.error();
        }
        if (criteria->size() != 1) {
            return makeError(
                QStringLiteral("the project has %1 criteria; name one").arg(criteria->size()));
        }
        return criteria->front();
    }
    domain::Criterion criterion;
    const Status stored = database.transaction([&]() -> Status {
        auto ensured = storage::ensureCriterion(database, name);
        if (!ensured) {
            return ensured.error();
        }
        auto found = storage::findCriterionByName(database, name);
        if (!found) {
            return found.error();
        }
        criterion = found->value();
        return {};
    });
    if (!stored) {
        return stored.error();
    }
    return criterion;
}

Result<domain::RunId> openJudgingRun(storage::ProjectDatabase& database,
                                     domain::JudgeConfigId judge, domain::CriterionId criterion,
                                     const QString& label) {
    domain::Run run;
    run.judgeConfigId = judge;
    run.criterionId = criterion;
    run.label = label;
    run.status = domain::RunStatus::Running;
    run.createdAt = QDateTime::currentDateTimeUtc();
    run.startedAt = run.createdAt;
    domain::RunId id = 0;
    const Status stored = database.transaction([&]() -> Status {
        auto inserted = storage::insertRun(database, run);
        if (!inserted) {
            return inserted.error();
        }
        id = *inserted;
        return {};
    });
    if (!stored) {
        return stored.error().withContext(QStringLiteral("storing the run"));
    }
    return id;
}

Status setRunStatus(storage::ProjectDatabase& database, domain::RunId run,
                    domain::RunStatus status) {
    return database.transaction([&] {
        return storage::updateRunStatus(database, run, status, QDateTime::currentDateTimeUtc());
    });
}

} // namespace pairrank::run
