#include "absolute_experts.h"

#include "core/stats/absolute_expert.h"
#include "storage/score_store.h"

#include <algorithm>
#include <numeric>

namespace pairrank::analysis {

Result<std::optional<stats::AbsoluteExpert>> absoluteExpert(const domain::AbsoluteScore& score,
                                                            int position, double weight) {
    if (score.status != domain::JudgementStatus::Ok) {
        return std::optional<stats::AbsoluteExpert>();
    }
    const std::vector<double> probabilities(score.classProbabilities.begin(),
                                            score.classProbabilities.end());
    std::vector<double> classes(probabilities.size());
    std::iota(classes.begin(), classes.end(), 1.0);
    auto expert = stats::momentMatchedExpert(position, classes, probabilities, {}, weight);
    if (!expert) {
        return makeError(QStringLiteral("absolute rating %1: %2")
                             .arg(score.id)
                             .arg(QString::fromStdString(expert.error().message)));
    }
    return std::optional<stats::AbsoluteExpert>(*expert);
}

Result<std::vector<stats::AbsoluteExpert>>
absoluteExperts(const QList<domain::AbsoluteScore>& scores,
                const QHash<domain::CandidateId, int>& positions, double weight) {
    // The latest Ok rating of each candidate wins: a later run's answer replaces an
    // earlier one rather than counting twice.
    QHash<domain::CandidateId, const domain::AbsoluteScore*> latest;
    for (const domain::AbsoluteScore& score : scores) {
        if (score.status == domain::JudgementStatus::Ok && positions.contains(score.candidateId)) {
            latest.insert(score.candidateId, &score);
        }
    }
    std::vector<stats::AbsoluteExpert> experts;
    experts.reserve(static_cast<std::size_t>(latest.size()));
    for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
        auto expert = absoluteExpert(*it.value(), positions.value(it.key()), weight);
        if (!expert) {
            return expert.error();
        }
        experts.push_back(**expert);
    }
    std::sort(experts.begin(), experts.end(),
              [](const stats::AbsoluteExpert& left, const stats::AbsoluteExpert& right) {
                  return left.candidate < right.candidate;
              });
    return experts;
}

Result<std::vector<stats::AbsoluteExpert>>
absoluteExpertsOfContext(storage::ProjectDatabase& database, domain::ContextId context,
                         domain::CriterionId criterion, std::optional<domain::RunId> run,
                         const QHash<domain::CandidateId, int>& positions, double weight) {
    auto scores = storage::absoluteScoresOfContext(database, context, criterion, run);
    if (!scores) {
        return makeError(
            QStringLiteral("reading absolute ratings: %1").arg(scores.error().toString()));
    }
    return absoluteExperts(*scores, positions, weight);
}

} // namespace pairrank::analysis
