#include "project_overview.h"

#include "storage/candidate_store.h"
#include "storage/catalog_store.h"

namespace pairrank::ui {

storage::Result<ProjectOverview> loadProjectOverview(storage::ProjectDatabase& database,
                                                     storage::ProjectRole role) {
    ProjectOverview overview;
    overview.role = role;
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return contexts.error();
    }
    for (domain::Context& context : *contexts) {
        context.text.clear();
    }
    overview.contexts = std::move(*contexts);
    auto criteria = storage::listCriteria(database);
    if (!criteria) {
        return criteria.error();
    }
    overview.criteria = std::move(*criteria);
    if (role == storage::ProjectRole::Annotator) {
        return overview;
    }
    auto judges = storage::listJudgeConfigs(database);
    if (!judges) {
        return judges.error();
    }
    overview.judges = std::move(*judges);
    auto runs = storage::listRuns(database);
    if (!runs) {
        return runs.error();
    }
    overview.runs = std::move(*runs);
    return overview;
}

} // namespace pairrank::ui
