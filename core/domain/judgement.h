// One answer of a judge about one ordered pair (DESIGN.md §3, §4).
//
// The order shown is the order of the fields: `candidateA` was shown in
// position A (first) and `candidateB` in position B, and `p` is the judge's
// probability that A is better. A failed call or a refusal has no p at all —
// never a silent 0.5. A tie carries the judge's p (0.5 for a hard tie).
#pragma once

#include "identifiers.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace pairrank::domain {

enum class JudgementStatus { Ok, Tie, Refusal, Failed };

struct Judgement {
    JudgementId id = 0;
    RunId runId = 0;
    ContextId contextId = 0;    // both candidates belong to it
    CandidateId candidateA = 0; // shown first
    CandidateId candidateB = 0; // shown second
    std::optional<double> p;    // in (0, 1) for Ok and Tie; empty for Refusal and Failed
    JudgementStatus status = JudgementStatus::Ok;
    QString failureReason; // why it failed or was refused; empty otherwise
    QString requestHash;   // hash of (backend, model, prompt, settings); empty when imported
    QString rawAnswer;     // an excerpt of the judge's text answer
    std::optional<qint64> promptTokens;
    std::optional<qint64> completionTokens;
    std::optional<double> latencyMilliseconds;
    std::optional<double> cost; // in the judge configuration's currency
    QDateTime createdAt;        // UTC
};

QString toString(JudgementStatus status);
std::optional<JudgementStatus> judgementStatusFromString(const QString& text);
// True for the statuses that carry a probability (Ok, Tie).
bool statusHasProbability(JudgementStatus status);

} // namespace pairrank::domain
