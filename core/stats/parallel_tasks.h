// Runs independent tasks 0 … taskCount − 1 on up to `threads` std::threads.
// Used for Monte Carlo work whose tasks each own a Random stream (Random::split)
// and their own output slots, so results do not depend on the thread count.
#pragma once

#include "core/common/progress.h"

#include <functional>
#include <mutex>

namespace pairrank::stats {

// threads ≤ 0 means std::thread::hardware_concurrency(). The calling thread runs
// tasks too; returns when all tasks are done. Tasks must not throw.
void runParallelTasks(int taskCount, int threads, const std::function<void(int)>& task);

// A progress callback that threads of one computation share: one question at a time, and
// none after the first Abort (every later question answers "stop" without asking). It refers
// to `progress`, which must outlive it.
class SharedProgress {
public:
    explicit SharedProgress(const common::ProgressCallback& progress)
        : m_progress(progress) {}

    // common::shouldContinue, one thread at a time; false for good after an Abort.
    bool shouldContinue(const common::Progress& progress);
    bool aborted();
    // A callback that asks through this one (empty when `progress` is), for work that takes
    // a callback; it refers to this object.
    common::ProgressCallback callback();

private:
    const common::ProgressCallback& m_progress;
    std::mutex m_asking;
    bool m_aborted = false;
};

// As above, asking `progress` before each task whether to go on (done: the tasks finished
// so far, total: taskCount; on whichever thread runs the task, one call at a time). Once it
// answers Abort it is not asked again and no further task begins; returns false then,
// after the tasks under way.
bool runParallelTasks(int taskCount, int threads, const std::function<void(int)>& task,
                      const common::ProgressCallback& progress);

} // namespace pairrank::stats
