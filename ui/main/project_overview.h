// What the project sidebar lists, read in the project's worker: contexts,
// criteria, judge configurations and runs (an annotator sees only the first two:
// storage/project_access.h).
#pragma once

#include "core/domain/context.h"
#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/domain/run.h"
#include "storage/project_access.h"
#include "storage/project_database.h"

#include <QList>

namespace pairrank::ui {

struct ProjectOverview {
    QList<domain::Context> contexts;
    QList<domain::Criterion> criteria;
    QList<domain::JudgeConfig> judges;
    QList<domain::Run> runs;
    storage::ProjectRole role = storage::ProjectRole::Analyst;
};

// Context texts are dropped (the sidebar shows ids; articles can be long). An
// annotator's overview has no judges and runs.
storage::Result<ProjectOverview> loadProjectOverview(storage::ProjectDatabase& database,
                                                     storage::ProjectRole role);

} // namespace pairrank::ui
