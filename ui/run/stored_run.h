// A run stored in the project as the Run tab shows it when it is not going here:
// its settings (to fill the form), its status (to say how to continue it).
// Read on the project's worker thread.
#pragma once

#include "core/domain/run.h"
#include "core/run/run_settings.h"
#include "storage/project_database.h"

#include <optional>

namespace pairrank::ui {

struct StoredRun {
    domain::RunId id = 0;
    run::RunSettings settings;
    domain::RunStatus status = domain::RunStatus::Created;
};

// The run `run`, when it exists and its settings can be read.
std::optional<StoredRun> storedRun(storage::ProjectDatabase& database, domain::RunId run);
// The project's newest run that PairRank made (imported judgements' runs excluded).
std::optional<StoredRun> latestStoredRun(storage::ProjectDatabase& database);

} // namespace pairrank::ui
