// What a judge is asked about one ordered pair (or one candidate's rating) of a context, built in
// one place for the run, `pairrank-cli judge --project`, the run's cost estimate and the Judges
// dialog's test — so that the same pair always renders to the same prompt and request hash, and a
// stored answer is found whoever asks.
#pragma once

#include "core/domain/candidate.h"
#include "core/domain/context.h"
#include "core/domain/judge_config.h"
#include "core/judge/judge_request.h"
#include "core/stats/pair_exclusions.h"

#include <QList>
#include <QString>

#include <vector>

namespace pairrank::run {

// The pair (a, b) of `candidatesByPosition` (0-based places in the context, the
// statistics engine's indices): a is shown first (position A). `ticket` is
// returned with the answer.
judge::PairToJudge pairRequest(const domain::Context& context,
                               const QList<domain::Candidate>& candidatesByPosition,
                               stats::OrderedPair pair, quint64 ticket = 0);

// The absolute rating (JudgeTask::Score) of the candidate at `position`.
judge::PairToJudge scoreRequest(const domain::Context& context,
                                const QList<domain::Candidate>& candidatesByPosition, int position,
                                quint64 ticket = 0);

// The simulated judge's hidden truth for a context (judge::Judge::describeContext):
// the candidates' reference scores of the criterion the judge configuration names
// (settings.simulated.truth_criterion), by position; empty — the judge then draws its
// truth from its seed — when the configuration names none, is not simulated, or some
// candidate has no such score.
std::vector<double> simulatedTruth(const domain::JudgeConfig& judge,
                                   const QList<domain::Candidate>& candidatesByPosition);

} // namespace pairrank::run
