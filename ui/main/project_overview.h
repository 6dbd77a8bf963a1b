// What the project sidebar lists, read in the project's worker: contexts,
// criteria, judge configurations and runs.
#pragma once

#include "core/domain/context.h"
#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/domain/run.h"
#include "storage/project_database.h"

#include <QList>

namespace pairrank::ui {

struct ProjectOverview {
    QList<domain::Context> contexts;
    QList<domain::Criterion> criteria;
    QList<domain::JudgeConfig> judges;
    QList<domain::Run> runs;
};

// Context texts are dropped (the sidebar shows ids; articles can be long).
storage::Result<ProjectOverview> loadProjectOverview(storage::ProjectDatabase& database);

} // namespace pairrank::ui
