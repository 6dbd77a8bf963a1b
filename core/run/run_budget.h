// The run-wide limits of a run (DESIGN.md §5): tokens, money and wall time. The
// comparison budget is per context (ContextState). Pure arithmetic, so that the
// caps are tested without a judge.
#pragma once

#include "run_settings.h"

#include <QString>

#include <optional>

namespace pairrank::run {

struct RunSpending {
    qint64 tokens = 0;           // prompt + completion tokens of the run, all sessions
    double money = 0.0;          // cost of the run, all sessions
    double runningSeconds = 0.0; // this session's running time (pauses excluded)
};

// The first cap reached ("tokens cap 1000 reached", …), or empty when none is.
std::optional<QString> capReached(const RunBudget& budget, const RunSpending& spending);

// What may still be spent on tokens and money (0 = unlimited stays 0; a spent cap
// gives the smallest positive amount so that a judge given it refuses everything).
qint64 remainingTokens(const RunBudget& budget, const RunSpending& spending);
double remainingMoney(const RunBudget& budget, const RunSpending& spending);

} // namespace pairrank::run
