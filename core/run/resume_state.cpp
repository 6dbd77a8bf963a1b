#include "resume_state.h"

#include "core/analysis/absolute_experts.h"
#include "core/judge/default_prompts.h"
#include "core/stats/large_pool_selection.h"
#include "core/stats/selection_strategy.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"
#include "storage/score_store.h"

#include <QHash>

#include <algorithm>

namespace pairrank::run {

namespace {

Error fromStorage(const QString& what, const storage::Error& error) {
    return makeError(QStringLiteral("%1: %2").arg(what, error.toString()));
}

ContextSetup setupFor(const domain::Context& context, QList<domain::Candidate> candidates,
                      const RunDefinition& definition) {
    ContextSetup setup;
    setup.context = context;
    setup.criterion = definition.criterion;
    setup.planned = definition.settings.budget.comparisonsFor(static_cast<int>(candidates.size()));
    setup.candidates = std::move(candidates);
    return setup;
}

// The run's stored ratings enter their contexts: an Ok one as an expert, a refusal as
// asked (not asked again); a failure is asked again in this session.
Status recordStoredRatings(storage::ProjectDatabase& database, const RunDefinition& definition,
                           RebuiltRun& rebuilt) {
    auto ratings = storage::absoluteScoresOfRun(database, definition.run.id);
    if (!ratings) {
        return fromStorage(QStringLiteral("reading the run's absolute ratings"), ratings.error());
    }
    QHash<domain::CandidateId, ContextState*> byCandidate;
    for (const auto& state : rebuilt.contexts) {
        for (const domain::Candidate& candidate : state->candidates()) {
            byCandidate.insert(candidate.id, state.get());
        }
    }
    for (const domain::AbsoluteScore& rating : *ratings) {
        rebuilt.totals.promptTokens += rating.promptTokens.value_or(0);
        rebuilt.totals.completionTokens += rating.completionTokens.value_or(0);
        rebuilt.totals.cost += rating.cost.value_or(0.0);
        ContextState* state = byCandidate.value(rating.candidateId, nullptr);
        if (rating.status == domain::JudgementStatus::Ok) {
            ++rebuilt.totals.ratings;
        } else {
            ++rebuilt.totals.failures;
        }
        if (state == nullptr || rating.criterionId != definition.criterion.id ||
            rating.status == domain::JudgementStatus::Failed) {
            continue;
        }
        const int position = *state->positionOf(rating.candidateId);
        auto expert =
            analysis::absoluteExpert(rating, position, definition.settings.absoluteScoreWeight);
        if (!expert) {
            return expert.error();
        }
        state->recordRating(position, *expert);
    }
    return {};
}

} // namespace

domain::Criterion criterionForJudging(domain::Criterion criterion) {
    if (!criterion.comparativePromptTemplate.trimmed().isEmpty()) {
        return criterion;
    }
    const judge::DefaultPrompt prompt = judge::defaultPromptForCriterion(criterion.name);
    criterion.comparativePromptTemplate = prompt.comparativeTemplate;
    if (criterion.absolutePromptTemplate.isEmpty()) {
        criterion.absolutePromptTemplate = prompt.absoluteTemplate;
    }
    return criterion;
}

Result<RunDefinition> loadRunDefinition(storage::ProjectDatabase& database, domain::RunId run) {
    auto stored = storage::findRun(database, run);
    if (!stored) {
        return fromStorage(QStringLiteral("reading run %1").arg(run), stored.error());
    }
    if (!stored->has_value()) {
        return makeError(QStringLiteral("run %1 is not in the project").arg(run));
    }
    RunDefinition definition;
    definition.run = **stored;
    auto settings = RunSettings::fromJson(definition.run.config);
    if (!settings) {
        return makeError(
            QStringLiteral("run %1 settings: %2").arg(run).arg(settings.error().message));
    }
    definition.settings = *settings;
    auto criterion = storage::findCriterionByName(database, definition.settings.criterion);
    if (!criterion) {
        return fromStorage(QStringLiteral("reading criteria"), criterion.error());
    }
    if (!criterion->has_value()) {
        return makeError(QStringLiteral("criterion '%1' is not in the project")
                             .arg(definition.settings.criterion));
    }
    definition.criterion = criterionForJudging(**criterion);
    auto judge = storage::findJudgeConfigByName(database, definition.settings.judgeConfig);
    if (!judge) {
        return fromStorage(QStringLiteral("reading judge configurations"), judge.error());
    }
    if (!judge->has_value()) {
        return makeError(QStringLiteral("judge configuration '%1' is not in the project")
                             .arg(definition.settings.judgeConfig));
    }
    definition.judge = **judge;
    return definition;
}

Result<QList<domain::Context>> runContexts(storage::ProjectDatabase& database,
                                           const RunSettings& settings) {
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return fromStorage(QStringLiteral("reading contexts"), contexts.error());
    }
    QList<domain::Context> sorted = *contexts;
    std::sort(sorted.begin(), sorted.end(),
              [](const domain::Context& left, const domain::Context& right) {
                  return left.id < right.id;
              });
    if (settings.context) {
        for (const domain::Context& context : sorted) {
            if (context.id == *settings.context) {
                return QList<domain::Context>{context};
            }
        }
        return makeError(QStringLiteral("context %1 is not in the project").arg(*settings.context));
    }
    if (settings.maxContexts > 0 && sorted.size() > settings.maxContexts) {
        sorted.resize(settings.maxContexts);
    }
    if (sorted.isEmpty()) {
        return makeError(QStringLiteral("the project has no contexts"));
    }
    return sorted;
}

Result<RebuiltRun> rebuildRun(storage::ProjectDatabase& database, const RunDefinition& definition) {
    auto contexts = runContexts(database, definition.settings);
    if (!contexts) {
        return contexts.error();
    }
    auto choice =
        analysis::ModelChoice::from(definition.settings.model, definition.settings.homeAdvantage,
                                    definition.settings.priorVariance);
    if (!choice) {
        return choice.error();
    }
    auto strategy = stats::parseSelectionStrategy(definition.settings.strategy.toStdString());
    if (!strategy) {
        return makeError(
            QStringLiteral("strategy: %1").arg(QString::fromStdString(strategy.error().message)));
    }
    SelectionPolicy policy;
    policy.strategy = *strategy;
    policy.batchSize = definition.settings.batchSize;
    policy.batchesAhead = definition.settings.batchesAhead;
    policy.epsilon = definition.settings.epsilon;
    policy.symmetric = definition.settings.symmetric;
    policy.seed = definition.settings.seed;
    policy.stopping = definition.settings.stopping;
    policy.rateCandidates = definition.settings.useAbsoluteScores;

    RebuiltRun rebuilt;
    QHash<domain::ContextId, ContextState*> byContext;
    for (const domain::Context& context : *contexts) {
        auto candidates = storage::candidatesOfContext(database, context.id);
        if (!candidates) {
            return fromStorage(
                QStringLiteral("reading the candidates of context %1").arg(context.externalId),
                candidates.error());
        }
        if (candidates->size() < 2) {
            continue; // nothing to compare
        }
        // Refused before any model is built: above the limit a context keeps no N × N
        // matrix, and the other strategies need one.
        if (candidates->size() > kLargePoolAboveCandidates &&
            !stats::isLargePoolStrategy(policy.strategy)) {
            return makeError(
                QStringLiteral("context %1 has %2 candidates: above %3 a run chooses pairs with "
                               "the strategy %4; %5 needs the posterior as a dense N × N matrix")
                    .arg(context.externalId)
                    .arg(candidates->size())
                    .arg(kLargePoolAboveCandidates)
                    .arg(QLatin1String(stats::kLargePoolStrategyNames),
                         QString::fromStdString(stats::selectionStrategyName(policy.strategy))));
        }
        rebuilt.contexts.push_back(std::make_unique<ContextState>(
            setupFor(context, std::move(candidates).value(), definition), *choice, policy));
        byContext.insert(context.id, rebuilt.contexts.back().get());
    }
    if (rebuilt.contexts.empty()) {
        return makeError(QStringLiteral("no context of the run has two candidates to compare"));
    }

    storage::JudgementPageRequest request;
    request.runId = definition.run.id;
    request.limit = 2000;
    const storage::Status read =
        storage::forEachJudgement(database, request, [&](const domain::Judgement& judgement) {
            rebuilt.totals.promptTokens += judgement.promptTokens.value_or(0);
            rebuilt.totals.completionTokens += judgement.completionTokens.value_or(0);
            rebuilt.totals.cost += judgement.cost.value_or(0.0);
            ContextState* state = byContext.value(judgement.contextId, nullptr);
            if (state == nullptr) {
                return storage::Status();
            }
            const auto a = state->positionOf(judgement.candidateA);
            const auto b = state->positionOf(judgement.candidateB);
            if (!a || !b) {
                return storage::Status();
            }
            const bool hasProbability =
                domain::statusHasProbability(judgement.status) && judgement.p.has_value();
            state->recordAnswer({*a, *b}, hasProbability ? judgement.p : std::nullopt);
            if (hasProbability) {
                ++rebuilt.totals.withProbability;
            } else {
                ++rebuilt.totals.failures;
            }
            return storage::Status();
        });
    if (!read) {
        return fromStorage(QStringLiteral("reading the run's judgements"), read.error());
    }
    if (definition.settings.useAbsoluteScores) {
        if (Status status = recordStoredRatings(database, definition, rebuilt); !status) {
            return status.error();
        }
    }
    if (definition.settings.useHumanLabels) {
        HumanLabelFeed feed(definition.criterion.id, definition.settings.humanLabelWeight);
        auto labels = feed.read(database, rebuilt.contexts);
        if (!labels) {
            return labels.error();
        }
        rebuilt.humanLabelsAtStart = std::move(*labels);
        rebuilt.humanLabels.emplace(std::move(feed));
    }
    return rebuilt;
}

} // namespace pairrank::run
