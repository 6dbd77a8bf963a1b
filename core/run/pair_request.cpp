#include "pair_request.h"

#include "core/judge/judge_settings.h"

namespace pairrank::run {

judge::PairToJudge pairRequest(const domain::Context& context,
                               const QList<domain::Candidate>& candidatesByPosition,
                               stats::OrderedPair pair, quint64 ticket) {
    const domain::Candidate& a = candidatesByPosition.at(pair.a);
    const domain::Candidate& b = candidatesByPosition.at(pair.b);
    judge::PairToJudge request;
    request.ticket = ticket;
    request.contextId = context.id;
    request.candidateA = a.id;
    request.candidateB = b.id;
    request.contextText = context.text;
    request.textA = a.text;
    request.textB = b.text;
    request.positionA = pair.a;
    request.positionB = pair.b;
    return request;
}

judge::PairToJudge scoreRequest(const domain::Context& context,
                                const QList<domain::Candidate>& candidatesByPosition, int position,
                                quint64 ticket) {
    const domain::Candidate& candidate = candidatesByPosition.at(position);
    judge::PairToJudge request;
    request.ticket = ticket;
    request.task = judge::JudgeTask::Score;
    request.contextId = context.id;
    request.candidateA = candidate.id;
    request.contextText = context.text;
    request.textA = candidate.text;
    request.positionA = position;
    return request;
}

std::vector<double> simulatedTruth(const domain::JudgeConfig& judge,
                                   const QList<domain::Candidate>& candidatesByPosition) {
    const auto settings = judge::JudgeSettings::fromConfig(judge);
    if (!settings || settings->backend != judge::Backend::Simulated) {
        return {};
    }
    const QString& criterion = settings->simulated.truthCriterion;
    std::vector<double> truth;
    for (const domain::Candidate& candidate : candidatesByPosition) {
        if (criterion.isEmpty() || !candidate.referenceScores.contains(criterion)) {
            return {};
        }
        truth.push_back(candidate.referenceScores.value(criterion));
    }
    return truth;
}

} // namespace pairrank::run
