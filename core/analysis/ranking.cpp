#include "ranking.h"

#include "core/stats/metrics.h"
#include "core/stats/posterior.h"
#include "core/stats/rank_intervals.h"
#include "human_label_experts.h"
#include "model_fitting.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"
#include "stored_comparisons.h"

#include <QPointer>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pairrank::analysis {

namespace {

constexpr double kNormal95 = 1.959963984540054;
constexpr int kPreviewCharacters = 80;

Error fromStorage(const QString& what, const storage::Error& error) {
    return makeError(QStringLiteral("%1: %2").arg(what, error.toString()));
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
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return fromStorage(QStringLiteral("reading contexts"), contexts.error());
    }
    if (contexts->isEmpty()) {
        return makeError(QStringLiteral("the project has no contexts"));
    }
    const auto found =
        std::find_if(contexts->begin(), contexts->end(),
                     [&](const domain::Context& context) { return id ? context.id == *id : true; });
    if (found == contexts->end()) {
        return makeError(QStringLiteral("context %1 is not in the project").arg(*id));
    }
    if (!id) {
        return *std::min_element(
            contexts->begin(), contexts->end(),
            [](const auto& left, const auto& right) { return left.id < right.id; });
    }
    return *found;
}

QString previewOf(const QString& text) {
    QString line = text.simplified();
    if (line.size() > kPreviewCharacters) {
        line = line.left(kPreviewCharacters - 1) + QChar(0x2026);
    }
    return line;
}

} // namespace

Result<RankingSnapshot> computeRanking(storage::ProjectDatabase& database,
                                       const RankingRequest& request) {
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
    auto candidates = storage::candidatesOfContext(database, context->id);
    if (!candidates) {
        return fromStorage(QStringLiteral("reading candidates"), candidates.error());
    }
    storage::ComparisonFilter filter;
    filter.criterionId = criterion->id;
    filter.runId = request.run;
    auto input = storage::loadComparisons(database, context->id, filter);
    if (!input) {
        return fromStorage(QStringLiteral("reading judgements"), input.error());
    }
    const int n = static_cast<int>(candidates->size());
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
    if (request.useHumanLabels) {
        auto labels = humanLabelsOfContext(database, context->id);
        if (!labels) {
            return labels.error();
        }
        QHash<domain::CandidateId, int> positions;
        for (int position = 0; position < n; ++position) {
            positions.insert(candidates->at(position).id, position);
        }
        const auto experts =
            humanLabelExperts(*labels, criterion->id, positions, request.humanLabelWeight);
        comparisons.insert(comparisons.end(), experts.begin(), experts.end());
        ranking.humanLabels = static_cast<qint64>(experts.size() / 2);
    }
    auto fitted = fitComparisons(*choice, comparisons, n);
    if (!fitted) {
        return fitted.error();
    }
    ranking.homeAdvantage = fitted->homeAdvantage;
    ranking.entropy = fitted->entropy;
    const stats::Vector& scores = fitted->scores;
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int left, int right) {
        return scores(left) != scores(right) ? scores(left) > scores(right) : left < right;
    });
    std::optional<std::vector<stats::RankInterval>> rankIntervals;
    if (fitted->covariance && request.rankIntervalDraws > 0) {
        stats::Random random(request.seed);
        auto intervals = stats::gaussianRankIntervals(scores, *fitted->covariance,
                                                      request.rankIntervalDraws, random);
        if (intervals) {
            rankIntervals = std::move(intervals).value();
        }
    }
    std::vector<double> reference;
    for (std::size_t place = 0; place < order.size(); ++place) {
        const int index = order[place];
        const domain::Candidate& candidate = candidates->at(index);
        RankingRow row;
        row.candidateId = candidate.id;
        row.externalId = candidate.externalId;
        row.system = candidate.system;
        row.textPreview = previewOf(candidate.text);
        row.position = index;
        row.rank = static_cast<int>(place) + 1;
        row.score = scores(index);
        row.judgementsSeen = seen[static_cast<std::size_t>(index)];
        if (candidate.referenceScores.contains(criterion->name)) {
            row.referenceScore = candidate.referenceScores.value(criterion->name);
        }
        if (fitted->covariance) {
            const stats::Matrix& covariance = *fitted->covariance;
            const double deviation = std::sqrt(std::max(0.0, covariance(index, index)));
            row.standardDeviation = deviation;
            row.credibleInterval =
                Interval{row.score - kNormal95 * deviation, row.score + kNormal95 * deviation};
            if (place + 1 < order.size()) {
                const int below = order[place + 1];
                const double variance = stats::pairVariance(covariance, index, below);
                row.probabilityAboveNext =
                    variance > 0.0
                        ? stats::normalCdf((scores(index) - scores(below)) / std::sqrt(variance))
                        : (scores(index) > scores(below) ? 1.0 : 0.5);
            }
        }
        if (rankIntervals) {
            row.rankLower = (*rankIntervals)[static_cast<std::size_t>(index)].lower;
            row.rankUpper = (*rankIntervals)[static_cast<std::size_t>(index)].upper;
        }
        ranking.rows.append(row);
    }
    const bool allReferenced =
        std::all_of(ranking.rows.begin(), ranking.rows.end(),
                    [](const RankingRow& row) { return row.referenceScore.has_value(); });
    if (allReferenced && n >= 2) {
        std::vector<double> rowScores;
        for (const RankingRow& row : ranking.rows) {
            rowScores.push_back(row.score);
            reference.push_back(*row.referenceScore);
        }
        if (auto spearman = stats::spearmanCorrelation(rowScores, reference)) {
            ranking.spearmanAgainstReference = *spearman;
        }
    }
    return ranking;
}

Result<QList<RankingSnapshot>> computeAllRankings(storage::ProjectDatabase& database,
                                                  RankingRequest request) {
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return fromStorage(QStringLiteral("reading contexts"), contexts.error());
    }
    QList<RankingSnapshot> rankings;
    for (const domain::Context& context : *contexts) {
        request.context = context.id;
        auto ranking = computeRanking(database, request);
        if (!ranking) {
            return ranking.error();
        }
        rankings.append(std::move(ranking).value());
    }
    return rankings;
}

} // namespace pairrank::analysis
