// One repetition of the active simulation (active_simulation.h): an internal
// header of the runner, split out to keep each file to one purpose.
#pragma once

#include "active_simulation.h"

namespace pairrank::stats {

// Runs repetition `repetition` of validated `settings` whose selection expert is
// already set. Errors name the repetition and the number of judgements.
Result<RepetitionTrace> runSimulationRepetition(const ActiveSimulationSettings& settings,
                                                int repetition,
                                                const SimulationProgressCallback& progress);

} // namespace pairrank::stats
