// Agreement statistics of the human annotators (issue #8 "Annotate"): each
// annotator against the LLM judge and against the other annotators.
//
// Every label and judgement of a criterion is reduced to a decision about an
// unordered pair {x, y} with x < y (candidate ids): "x better", "y better" or
// "tie". A human's A/B choice maps through the order shown; a judge's
// judgement through p > ½ (x better), p < ½ (y better), p = ½ or a tie status
// (tie); several judgements of one pair are averaged first (both orders, p of
// the reverse order taken as 1 − p). Skips and failed judgements are left out.
// κ uses the three categories; a pair enters a comparison only when both sides
// decided it.
#pragma once

#include "core/domain/human_label.h"
#include "core/domain/judgement.h"
#include "session_result.h"

#include <QList>
#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::session {

struct KappaSummary {
    QString first;  // an annotator
    QString second; // another annotator, or "LLM judge"
    int sharedPairs = 0;
    std::optional<double> kappa; // empty when undefined (no shared pair, one category only)
    std::optional<double> observedAgreement;
    QString note; // why kappa is empty
};

struct AgreementReport {
    QList<KappaSummary> withJudge;     // one row per annotator (Cohen's κ)
    QList<KappaSummary> betweenHumans; // one row per pair of annotators (Cohen's κ)
    std::optional<double> fleissKappa; // over pairs labelled by every annotator (≥ 3 of them)
    int fleissPairs = 0;
    QString fleissNote;
};

// Pure: from the labels and judgements of one criterion.
AgreementReport computeAgreement(const QList<domain::HumanLabel>& labels,
                                 const QList<domain::Judgement>& judgements);

// Reads the criterion's labels and judgements (judgements of runs of that criterion).
Result<AgreementReport> computeAgreement(storage::ProjectDatabase& database,
                                         const QString& criterion);

} // namespace pairrank::session
