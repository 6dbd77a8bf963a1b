// A judge's absolute rating of one candidate on one criterion, kept as the
// probability of each score class (1…K) so that it can be moment-matched to a
// Gaussian expert later (DESIGN.md §3, paper 002 §3.2). Stored like a judgement:
// a failed or refused request is kept with its reason and no probabilities,
// never as a made-up rating.
#pragma once

#include "identifiers.h"
#include "judgement.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace pairrank::domain {

struct AbsoluteScore {
    AbsoluteScoreId id = 0;
    std::optional<RunId> runId;
    CandidateId candidateId = 0;
    CriterionId criterionId = 0;
    // Ok: the rating; Refusal or Failed: none (failureReason says why). Never Tie.
    JudgementStatus status = JudgementStatus::Ok;
    QList<double> classProbabilities; // Ok only; index k is the probability of score k + 1
    QString failureReason;
    QString requestHash; // of (backend, model, prompt, settings); empty when imported
    QString rawAnswer;   // an excerpt of the judge's text answer
    std::optional<qint64> promptTokens;
    std::optional<qint64> completionTokens;
    std::optional<double> latencyMilliseconds;
    std::optional<double> cost; // in the judge configuration's currency
    QDateTime createdAt;        // UTC
};

} // namespace pairrank::domain
