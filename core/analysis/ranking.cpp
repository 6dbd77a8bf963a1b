#include "ranking.h"

#include "absolute_experts.h"
#include "core/stats/parallel_tasks.h"
#include "human_label_experts.h"
#include "model_fitting.h"
#include "ranking_rows.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"
#include "stored_comparisons.h"

#include <algorithm>
#include <cmath>
#include <future>
#include <numeric>

namespace pairrank::analysis {

namespace {

// A storage error with what was being read, its place (if any) in the message; a cancel
// stays a cancel (Error::withContext).
Error fromStorage(const QString& what, const storage::Error& error) {
    return makeError(error.toString()).withContext(what);
}

Result<domain::Criterion> resolveCriterion(storage::ProjectDatabase& database,
                                           const QString& name) {
    auto criteria = storage::listCriteria(database);
    if (!criteria) {
        return fromStorage(QStringLiteral("reading criteria"), criteria.error());
    }
    QStringList names;
    for (const domain::Criterion& criterion : *criteria) {
        if (criterion.name == name) {
            return criterion;
        }
        names.append(criterion.name);
    }
    if (name.isEmpty() && criteria->size() == 1) {
        return criteria->front();
    }
    if (name.isEmpty()) {
        return makeError(QStringLiteral("name a criterion: one of %1")
                             .arg(names.isEmpty() ? QStringLiteral("(none)")
                                                  : names.join(QStringLiteral(", "))));
    }
    return makeError(QStringLiteral("criterion '%1' is not in the project").arg(name));
}

Result<domain::Context> resolveContext(storage::ProjectDatabase& database,
                                       std::optional<domain::ContextId> id) {
    auto context = storage::findContext(database, id);
    if (!context) {
        return fromStorage(QStringLiteral("reading contexts"), context.error());
    }
    if (!*context) {
        return makeError(id ? QStringLiteral("context %1 is not in the project").arg(*id)
                            : QStringLiteral("the project has no contexts"));
    }
    return **context;
}

// A ranking's fit and, for a large pool's intervals, draws of its posterior.
struct FittedRanking {
    stats::FitResult fit;
    std::optional<SampledPosterior> posterior;
};

// The candidates read after the judgements, in the judgements' order (`ids`, position →
// id). A candidate added in between has no judgement and waits for the next ranking; one
// deleted in between leaves the ranking without a text to show, which is an error the
// next refresh clears.
Result<QList<domain::Candidate>> inJudgementOrder(QList<domain::Candidate> candidates,
                                                  const std::vector<domain::CandidateId>& ids) {
    const bool same = static_cast<std::size_t>(candidates.size()) == ids.size() &&
                      std::equal(ids.begin(), ids.end(), candidates.cbegin(),
                                 [](domain::CandidateId id, const domain::Candidate& candidate) {
                                     return candidate.id == id;
                                 });
    if (same) {
        return candidates;
    }
    QHash<domain::CandidateId, qsizetype> indexOf;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        indexOf.insert(candidates.at(i).id, i);
    }
    QList<domain::Candidate> ordered;
    ordered.reserve(static_cast<qsizetype>(ids.size()));
    for (const domain::CandidateId id : ids) {
        const auto found = indexOf.constFind(id);
        if (found == indexOf.cend()) {
            return makeError(
                QStringLiteral("candidate %1 was deleted while the ranking was read").arg(id));
        }
        ordered.append(std::move(candidates[*found]));
    }
    return ordered;
}

} // namespace

Result<RankingSnapshot> computeRanking(storage::ProjectDatabase& database,
                                       const RankingRequest& request,
                                       const common::ProgressCallback& progress) {
    if (!common::shouldContinue(progress, {0, 0, {}})) {
        return cancelledError();
    }
    auto context = resolveContext(database, request.context);
    if (!context) {
        return context.error();
    }
    auto criterion = resolveCriterion(database, request.criterion);
    if (!criterion) {
        return criterion.error();
    }
    auto choice = ModelChoice::from(request.model, request.homeAdvantage, request.priorVariance);
    if (!choice) {
        return choice.error();
    }
    storage::ComparisonFilter filter;
    filter.criterionId = criterion->id;
    filter.runId = request.run;
    auto input = storage::loadComparisons(database, context->id, filter);
    if (!input) {
        return fromStorage(QStringLiteral("reading judgements"), input.error());
    }
    if (!common::shouldContinue(progress, {0, 0, {}})) {
        return cancelledError();
    }
    // The candidates as the judgements were read: position → id.
    const std::vector<domain::CandidateId>& ids = input->candidateIds;
    const int n = static_cast<int>(ids.size());
    RankingSnapshot ranking;
    ranking.contextId = context->id;
    ranking.contextExternalId = context->externalId;
    ranking.criterionId = criterion->id;
    ranking.criterionName = criterion->name;
    ranking.model = QString::fromStdString(choice->spec.name());
    ranking.comparisons = static_cast<qint64>(input->comparisons.size());
    ranking.judgementsWithoutProbability = input->judgementsWithoutProbability;
    if (n == 0) {
        return ranking;
    }
    std::vector<stats::Comparison> comparisons = toComparisons(input->comparisons);
    std::vector<int> seen(static_cast<std::size_t>(n), 0);
    for (const stats::Comparison& comparison : comparisons) {
        ++seen[static_cast<std::size_t>(comparison.a)];
        ++seen[static_cast<std::size_t>(comparison.b)];
    }
    QHash<domain::CandidateId, int> positions;
    for (int position = 0; position < n; ++position) {
        positions.insert(ids[static_cast<std::size_t>(position)], position);
    }
    if (request.useHumanLabels) {
        auto labels = humanLabelsOfContext(database, context->id);
        if (!labels) {
            return labels.error();
        }
        const auto experts =
            humanLabelExperts(*labels, criterion->id, positions, request.humanLabelWeight);
        comparisons.insert(comparisons.end(), experts.begin(), experts.end());
        ranking.humanLabels = static_cast<qint64>(experts.size() / 2);
    }
    std::vector<stats::AbsoluteExpert> absolute;
    if (request.useAbsoluteScores && choice->isProbabilistic()) {
        auto experts = absoluteExpertsOfContext(database, context->id, criterion->id, request.run,
                                                positions, request.absoluteScoreWeight);
        if (!experts) {
            return experts.error();
        }
        absolute = std::move(experts).value();
        ranking.absoluteRatings = static_cast<qint64>(absolute.size());
    }
    const bool withCovariance = n <= kRankingCovarianceLimit;
    const bool drawn =
        !withCovariance && choice->isProbabilistic() && request.largePoolIntervalDraws > 0;
    const int draws = n <= stats::kDenseMatrixLimit && request.rankIntervalDraws > 0
                          ? request.rankIntervalDraws
                          : request.largePoolIntervalDraws;
    // The fit needs no database, and reading the candidates' texts takes about as long as
    // it at 100,000 candidates (bench_gui_large_project): the two run side by side. The
    // connection stays on this thread. Both ask the caller, one at a time, and both stop at
    // the first Abort either hears.
    stats::SharedProgress shared(progress);
    const common::ProgressCallback bothThreads = shared.callback();
    auto fitting = std::async(std::launch::async, [&]() -> Result<FittedRanking> {
        auto fitted = fitComparisons(*choice, comparisons, n, nullptr, withCovariance, absolute,
                                     drawn, bothThreads);
        if (!fitted) {
            return fitted.error();
        }
        FittedRanking result{std::move(fitted).value(), std::nullopt};
        if (drawn) {
            auto posterior = samplePosterior(result.fit, draws, request.seed, bothThreads);
            if (!posterior) {
                return posterior.error();
            }
            result.posterior = std::move(posterior).value();
        }
        return result;
    });
    // The rows' previews take longer than the ranking table at that size: they are built
    // here while the fit runs too.
    const Result<QList<RankingRow>> rows = [&]() -> Result<QList<RankingRow>> {
        auto read = storage::candidatesOfContext(database, context->id, domain::kPreviewTextPrefix,
                                                 bothThreads);
        if (!read) {
            return fromStorage(QStringLiteral("reading candidates"), read.error());
        }
        auto candidates = inJudgementOrder(std::move(read).value(), ids);
        if (!candidates) {
            return candidates.error();
        }
        return candidateRows(*candidates, criterion->name);
    }();
    const Result<FittedRanking> fitted = fitting.get();
    if (!rows) {
        return rows.error();
    }
    if (!fitted) {
        return fitted.error();
    }
    ranking.homeAdvantage = fitted->fit.homeAdvantage;
    ranking.entropy = fitted->fit.entropy;
    if (fitted->posterior) {
        ranking.intervalDraws = draws;
        ranking.entropy = fitted->posterior->entropy.value;
        ranking.entropyStandardError = fitted->posterior->entropy.standardError;
        ranking.rows =
            rankingRowsFromDraws(*rows, fitted->fit.scores, fitted->posterior->draws, seen);
    } else {
        ranking.intervalsOmitted = !withCovariance && choice->isProbabilistic();
        const stats::RankingTableOptions table{request.rankIntervalDraws, request.seed};
        ranking.rows =
            rankingRows(*rows, fitted->fit.scores,
                        fitted->fit.covariance ? &*fitted->fit.covariance : nullptr, seen, table);
    }
    ranking.spearmanAgainstReference = spearmanAgainstReference(ranking.rows);
    return ranking;
}

Result<QList<RankingSnapshot>> computeAllRankings(storage::ProjectDatabase& database,
                                                  RankingRequest request,
                                                  const common::ProgressCallback& progress) {
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return fromStorage(QStringLiteral("reading contexts"), contexts.error());
    }
    QList<RankingSnapshot> rankings;
    const auto total = static_cast<std::int64_t>(contexts->size());
    for (const domain::Context& context : *contexts) {
        const common::Progress step{rankings.size(), total, "ranking contexts"};
        if (!common::shouldContinue(progress, step)) {
            return cancelledError();
        }
        request.context = context.id;
        auto ranking = computeRanking(database, request, common::withinStep(progress, step));
        if (!ranking) {
            return ranking.error();
        }
        rankings.append(std::move(ranking).value());
    }
    return rankings;
}

} // namespace pairrank::analysis
