// Agreement statistics of the human annotators: each
// annotator against each LLM judge (by its configured name) and against the
// other annotators.
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

#include "core/domain/error.h"
#include "core/domain/human_label.h"
#include "core/domain/judgement.h"

#include <QList>
#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

struct KappaSummary {
    QString first;  // an annotator
    QString second; // another annotator, or a judge configuration's name
    bool secondIsJudge = false;
    int sharedPairs = 0;
    std::optional<double> kappa; // empty when undefined (no shared pair, one category only)
    std::optional<double> observedAgreement;
    QString note; // why kappa is empty
};

struct AgreementReport {
    QList<KappaSummary> withJudge;     // per annotator, one row per judge (Cohen's κ)
    QList<KappaSummary> betweenHumans; // one row per pair of annotators (Cohen's κ)
    std::optional<double> fleissKappa; // over pairs labelled by every annotator (≥ 3 of them)
    int fleissPairs = 0;
    QString fleissNote;
};

// One judge configuration's judgements of the criterion.
struct JudgeJudgements {
    QString judge; // the configuration's name
    QList<domain::Judgement> judgements;
};

// Pure: from the labels and judgements of one criterion; judges in the order given.
AgreementReport computeAgreement(const QList<domain::HumanLabel>& labels,
                                 const QList<JudgeJudgements>& judges);

// Whom the annotators are compared with: each other and the judges, or only each
// other (for an annotator, who may not read the judgements: storage/project_access.h).
enum class AgreementScope { AnnotatorsAndJudges, AnnotatorsOnly };

// Reads the criterion's labels and judgements (judgements of runs of that
// criterion, grouped by judge configuration in id order; judges without any are
// left out); AnnotatorsOnly reads no judgement and leaves withJudge empty.
Result<AgreementReport>
computeAgreement(storage::ProjectDatabase& database, const QString& criterion,
                 AgreementScope scope = AgreementScope::AnnotatorsAndJudges);

} // namespace pairrank::analysis
