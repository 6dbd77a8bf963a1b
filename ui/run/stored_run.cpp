#include "stored_run.h"

#include "storage/catalog_store.h"

namespace pairrank::ui {

namespace {

std::optional<StoredRun> fromRun(const domain::Run& run) {
    auto settings = run::RunSettings::fromJson(run.config);
    if (!settings) {
        return std::nullopt;
    }
    return StoredRun{run.id, *settings, run.status};
}

} // namespace

std::optional<StoredRun> storedRun(storage::ProjectDatabase& database, domain::RunId run) {
    const auto found = storage::findRun(database, run);
    if (!found || !found->has_value()) {
        return std::nullopt;
    }
    return fromRun(**found);
}

std::optional<StoredRun> latestStoredRun(storage::ProjectDatabase& database) {
    const auto runs = storage::listRuns(database);
    if (!runs) {
        return std::nullopt;
    }
    const domain::Run* latest = nullptr;
    for (const domain::Run& run : *runs) {
        if (run.status != domain::RunStatus::Imported &&
            (latest == nullptr || run.id > latest->id)) {
            latest = &run;
        }
    }
    return latest != nullptr ? fromRun(*latest) : std::nullopt;
}

} // namespace pairrank::ui
