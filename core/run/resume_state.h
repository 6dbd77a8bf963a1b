// Rebuilding a run from the project file (DESIGN.md §5: "the project file is the
// only state"): its settings, criterion and judge configuration, its contexts,
// and every judgement it stored — so that a run resumed after a stop, a crash or
// kill -9 asks no stored pair again and counts every stored answer.
#pragma once

#include "context_state.h"
#include "core/domain/criterion.h"
#include "core/domain/error.h"
#include "core/domain/judge_config.h"
#include "core/domain/run.h"
#include "human_label_feed.h"
#include "run_settings.h"

#include <QList>

#include <memory>
#include <optional>
#include <vector>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::run {

struct RunDefinition {
    domain::Run run;
    RunSettings settings;
    domain::Criterion criterion;
    domain::JudgeConfig judge;
};

// The criterion as the judge needs it: a criterion imported without a comparative
// template (storage::ensureCriterion) gets judge::defaultPromptForCriterion: the
// first default prompt of the same name, or else one made from its name.
domain::Criterion criterionForJudging(domain::Criterion criterion);

// The stored run with its parsed settings (the criterion through criterionForJudging); errors name
// the missing run, criterion or judge configuration, or the bad settings member.
Result<RunDefinition> loadRunDefinition(storage::ProjectDatabase& database, domain::RunId run);

// The contexts a run with these settings covers: the one named, or every context by
// id (the first maxContexts when > 0).
Result<QList<domain::Context>> runContexts(storage::ProjectDatabase& database,
                                           const RunSettings& settings);

// What the run has stored so far, over all its sessions.
struct StoredTotals {
    qint64 withProbability = 0; // ok and tie judgements
    qint64 failures = 0;        // failed and refused (judgements and ratings)
    qint64 ratings = 0;         // Ok absolute ratings
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    double cost = 0.0;
};

struct RebuiltRun {
    std::vector<std::unique_ptr<ContextState>> contexts; // by context id
    StoredTotals totals;
    // The human labels entered as experts, and the feed that adds later ones (when the
    // settings use human labels).
    std::optional<HumanLabelFeed> humanLabels;
    QList<domain::HumanLabel> humanLabelsAtStart; // those the feed's first read joined
};

// Builds every context's state with the run's stored judgements recorded (not fitted:
// call ContextState::refresh()), and the human labels of the criterion as experts when
// the settings ask for them (human_label_feed.h).
Result<RebuiltRun> rebuildRun(storage::ProjectDatabase& database, const RunDefinition& definition);

} // namespace pairrank::run
