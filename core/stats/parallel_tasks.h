// Runs independent tasks 0 … taskCount − 1 on up to `threads` std::threads.
// Used for Monte Carlo work whose tasks each own a Random stream (Random::split)
// and their own output slots, so results do not depend on the thread count.
#pragma once

#include <functional>

namespace pairrank::stats {

// threads ≤ 0 means std::thread::hardware_concurrency(). The calling thread runs
// tasks too; returns when all tasks are done. Tasks must not throw.
void runParallelTasks(int taskCount, int threads, const std::function<void(int)>& task);

} // namespace pairrank::stats
