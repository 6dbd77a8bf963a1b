// Which pair an annotator compares next (DESIGN.md §6 "Annotate").
//
// Four sources, chosen by the annotator:
//   - RunQueue (the default): the pairs runs put to people (core/run/human_queue.h,
//     storage/human_queue_store.h), the most valuable first — where the judge,
//     recalibrated on the labels so far, is least sure and the ranking least certain;
//     when no pair waits there, the choice is MostUncertain's;
//   - MostUncertain: neighbours in the current ranking (PoE-BT with its Laplace
//     posterior, ranking_job.h) whose order is least certain, P(above next)
//     closest to ½ — a human label there helps the ranking most;
//   - JudgeCalibration: pairs the LLM judge has already decided whose two
//     candidates come from different systems, stratified across system pairs
//     (the system pair with the fewest human labels so far goes first), so that
//     the judge's accuracies q0, q1 can be measured for every pair of systems
//     (paper 004 §3);
//   - Random: any pair of a context, uniformly.
// Pairs this annotator has labelled before (in either order, skips included)
// are never proposed again. The order on screen is randomised per pair with
// the seed and recorded by the caller (the stored label's candidate A is the
// one shown on the left), so that human positional bias is measurable too.
#pragma once

#include "core/common/progress.h"
#include "core/domain/candidate.h"
#include "core/domain/error.h"
#include "core/domain/human_label.h"
#include "core/domain/identifiers.h"

#include <QList>
#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

enum class AnnotationPairSource { MostUncertain, JudgeCalibration, Random, RunQueue };
// "uncertain", "calibration", "random", "queue"
QString annotationPairSourceName(AnnotationPairSource source);
std::optional<AnnotationPairSource> annotationPairSourceFromName(const QString& name);

struct AnnotationPairRequest {
    QString annotator;                        // required
    QString criterion;                        // criterion name; required
    std::optional<domain::ContextId> context; // empty: every context
    AnnotationPairSource source = AnnotationPairSource::RunQueue;
    quint64 seed = 0; // of random choices and of the order on screen
    int count = 1;    // pairs wanted, ≥ 1
};

struct AnnotationPair {
    domain::CriterionId criterionId = 0; // the request's criterion
    domain::ContextId contextId = 0;
    QString contextText;
    domain::Candidate left;  // shown on the left: the label's candidate A
    domain::Candidate right; // shown on the right: candidate B
    // Why this pair: e.g. "P(above next) = 0.52" or "systems gpt vs. human, 0 labels".
    QString reason;
    // How it was chosen, stored with its label: the source asked for, or the one it fell
    // back to (Random for a context without judgements; MostUncertain when no pair waits
    // in the run queue), or SecondLabel.
    domain::LabelSource source = domain::LabelSource::Random;
};

// Up to `count` pairs, best first; fewer (possibly none) when the project has no
// more unlabelled pairs of that kind. MostUncertain falls back to Random for
// contexts without a posterior yet (no judgements), saying so in `reason`.
// Errors: an empty annotator, an unknown criterion or context, count < 1. `progress` is
// asked during MostUncertain's fits (analysis::computeRanking); an Abort returns
// cancelledError().
Result<QList<AnnotationPair>> chooseAnnotationPairs(storage::ProjectDatabase& database,
                                                    const AnnotationPairRequest& request,
                                                    const common::ProgressCallback& progress = {});

// The label `annotator` gives `pair`, labelled now: its criterion, its candidates in the
// order shown (left is A) and how the pair was chosen.
domain::HumanLabel annotationLabel(const AnnotationPair& pair, const QString& annotator,
                                   domain::HumanChoice choice,
                                   std::optional<qint64> durationMilliseconds);

} // namespace pairrank::analysis
