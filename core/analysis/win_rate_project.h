// Win-rate items read from a project (its human labels and its LLM judgements), for `pairrank-cli
// winrate --project`, `winrate-matrix --project` and the calibration report. The result is the same
// WinRateInput a JSON Lines file gives (app/cli/winrate_input.h), so the
// estimators and the JSON output are shared.
//
// Items: for two systems S0 and S1, every pair (c0, c1) of candidates of one context
// with c0 written by S0 and c1 by S1 that a judge of the criterion was asked about (even
// if it refused or failed) or a person labelled for the criterion (even with a tie or a
// skip) is one item, with systems (S0, S1). Pairs never asked are not items: the pairs
// that could be formed run into billions when a context holds many candidates of each
// system (7 systems of 14,000 candidates each in one context: 4·10⁹), and they would only
// be items without labels. Labels are 0 when S0's candidate is preferred and 1 when S1's
// is (paper 004 §3.1):
//   human  – the majority of the pair's human labels (either presentation order; a
//            label choosing the left text when c1 was on the left counts for S1);
//            ties and skips are left out, and an even split leaves the item without
//            a human label;
//   judges – one evaluator per judge configuration with judgements on the items:
//            p of a judgement that showed c0 first is used as it is, of one that
//            showed c1 first as 1 − p; the orders are averaged separately and then
//            together when both exist (position bias cancels); mean p > 0.5 → 0,
//            < 0.5 → 1, exactly 0.5 → no label. Refusals and failures carry no p
//            and are left out.
// Only human labels and runs of the chosen criterion count. Evaluators are ordered
// by judge configuration id; items by context id, then c0's and c1's candidate ids.
#pragma once

#include "core/domain/criterion.h"
#include "core/stats/result.h"
#include "win_rate_items.h"

#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

struct ProjectWinRateRequest {
    // The criterion's name; empty: the project's only criterion (an Error when it
    // has several, naming them).
    QString criterion;
    // Both set: the items of that pair only (winrate). Both empty: every unordered
    // pair of the project's systems, each as (the name that comes first as read, the
    // other), in that order (domain::naturalLess: M2 before M10) (winrate-matrix). Errors: a system
    // not in the project, S0 = S1, only one set.
    QString systemA;
    QString systemB;
    // Neither system set and no context with texts of two systems (or none names one):
    // every pair of texts of one context asked or labelled is an item instead, with
    // empty systems, its text of the smaller id as c0, and WinRateInput::withoutSystems
    // saying why. For each judge's accuracy against the people; a "win rate" of such
    // items would be that of the text imported first, and means nothing.
    bool textPairsWhenNoSystems = false;
};

// The criterion named `name`; empty: the project's only one. Errors name the
// criteria there are.
stats::Result<domain::Criterion> chooseCriterion(storage::ProjectDatabase& project,
                                                 const QString& name);

// Reads on `project` (the caller's thread's connection). Errors: an unknown or
// ambiguous criterion, an unknown system, no items, a failed query.
stats::Result<WinRateInput> readWinRateProject(storage::ProjectDatabase& project,
                                               const ProjectWinRateRequest& request);

} // namespace pairrank::analysis
