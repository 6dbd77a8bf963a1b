// The rows a run needs, found or created in one place for the GUI's Run tab and
// the command line (`pairrank-cli run`, `pairrank-cli judge --project`):
// the run itself (openRun: the stored run whose settings these continue, or a
// new one), the judge configuration a command line describes, and the run
// under which `pairrank-cli judge --project` stores what it asks.
// Every function works on the caller's connection, in its thread, in one
// transaction; errors name what is missing or wrong.
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/error.h"
#include "core/domain/identifiers.h"
#include "core/domain/judge_config.h"
#include "core/domain/run.h"
#include "run_settings.h"

#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::run {

struct OpenedRun {
    domain::RunId id = 0;
    bool resumed = false; // a stored run continues (perhaps with a new budget)
};

// The latest stored run (not Imported) whose settings `settings` continue
// (RunSettings::sameRunAs), its stored settings replaced by these (only the limits
// differ); otherwise a new run with status Created. Checks the settings, that the
// criterion and the judge configuration exist, and that the run has contexts.
Result<OpenedRun> openRun(storage::ProjectDatabase& database, const RunSettings& settings);
// The same with a connection of its own to the project file, for the calling thread.
Result<OpenedRun> openRun(const QString& projectPath, const RunSettings& settings);

// The latest stored run (not Imported) whose settings `settings` continue; empty
// when there is none (openRun would create one).
Result<std::optional<domain::RunId>> runContinuedBy(storage::ProjectDatabase& database,
                                                    const RunSettings& settings);

// The stored settings of a run.
Result<RunSettings> storedRunSettings(storage::ProjectDatabase& database, domain::RunId run);

// The judge configuration `config` describes, stored: the stored one with the same
// backend, model, endpoint, key variable and settings (whatever it is called, so that
// the same command line resumes the same run), else a new one under config.name — or,
// when another configuration holds that name, under "name 2", "name 3", ….
Result<domain::JudgeConfig> storeJudgeConfig(storage::ProjectDatabase& database,
                                             const domain::JudgeConfig& config);

// The project's criterion called `name` (created with a default prompt when the
// project has none of that name); with an empty name, the project's only criterion.
Result<domain::Criterion> criterionForRun(storage::ProjectDatabase& database, const QString& name);

// A new run, status Running, under which pairs asked outside an active ranking run
// (`pairrank-cli judge --project`) are stored.
Result<domain::RunId> openJudgingRun(storage::ProjectDatabase& database,
                                     domain::JudgeConfigId judge, domain::CriterionId criterion,
                                     const QString& label);

// Marks a run's status (Finished, Paused, Failed, …) now.
Status setRunStatus(storage::ProjectDatabase& database, domain::RunId run,
                    domain::RunStatus status);

} // namespace pairrank::run
