#include "judges_project_io.h"

#include "core/run/pair_request.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"

namespace pairrank::ui {

namespace {

std::optional<judge::PairToJudge> findSamplePair(storage::ProjectDatabase& database) {
    constexpr int kContextsToLook = 50;
    const auto contexts = storage::listContexts(database);
    if (!contexts) {
        return std::nullopt;
    }
    int looked = 0;
    for (const domain::Context& context : *contexts) {
        if (++looked > kContextsToLook) {
            break;
        }
        storage::CandidatePageRequest request;
        request.contextId = context.id;
        request.limit = 2;
        const auto page = storage::candidatesPage(database, request);
        if (!page || page->size() < 2) {
            continue;
        }
        return run::pairRequest(context, *page, stats::OrderedPair{0, 1}, 1);
    }
    return std::nullopt;
}

} // namespace

ProjectJudges loadProjectJudges(storage::ProjectDatabase& database) {
    ProjectJudges loaded;
    const auto configs = storage::listJudgeConfigs(database);
    const auto criteria = storage::listCriteria(database);
    const auto judgements = storage::countJudgementsByCriterion(database);
    if (!configs || !criteria || !judgements) {
        loaded.error = !configs    ? configs.error().toString()
                       : !criteria ? criteria.error().toString()
                                   : judgements.error().toString();
        return loaded;
    }
    loaded.configs = *configs;
    loaded.criteria = *criteria;
    loaded.judgementsByCriterion = *judgements;
    loaded.samplePair = findSamplePair(database);
    return loaded;
}

SaveResult saveJudgeChanges(storage::ProjectDatabase& database, const SaveRequest& request) {
    SaveResult result;
    const storage::Status status = database.transaction([&]() -> storage::Status {
        for (const domain::JudgeConfig& config : request.newConfigs) {
            const auto id = storage::insertJudgeConfig(database, config);
            if (!id) {
                return id.error();
            }
            result.ids << *id;
        }
        for (const domain::Criterion& criterion : request.newCriteria) {
            if (const auto id = storage::insertCriterion(database, criterion); !id) {
                return id.error();
            }
        }
        for (const domain::Criterion& criterion : request.changedCriteria) {
            if (const storage::Status updated = storage::updateCriterionPrompt(database, criterion);
                !updated) {
                return updated;
            }
        }
        return {};
    });
    if (!status) {
        result.error = status.message();
        result.ids.clear();
    }
    return result;
}

} // namespace pairrank::ui
