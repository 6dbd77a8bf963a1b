#include "parallel_tasks.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace pairrank::stats {

void runParallelTasks(int taskCount, int threads, const std::function<void(int)>& task) {
    if (threads <= 0) {
        threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    }
    threads = std::min(threads, taskCount);
    std::atomic<int> nextTask{0};
    auto worker = [&] {
        for (int index = nextTask++; index < taskCount; index = nextTask++) {
            task(index);
        }
    };
    std::vector<std::jthread> helpers;
    for (int t = 1; t < threads; ++t) {
        helpers.emplace_back(worker);
    }
    worker();
} // the jthreads join here

bool runParallelTasks(int taskCount, int threads, const std::function<void(int)>& task,
                      const common::ProgressCallback& progress) {
    if (!progress) {
        runParallelTasks(taskCount, threads, task);
        return true;
    }
    // One question at a time, and none after the first Abort.
    std::mutex asking;
    bool aborted = false;
    std::atomic<std::int64_t> finished{0};
    runParallelTasks(taskCount, threads, [&](int index) {
        {
            const std::lock_guard lock(asking);
            aborted =
                aborted || !common::shouldContinue(progress, {finished.load(), taskCount, {}});
            if (aborted) {
                return;
            }
        }
        task(index);
        ++finished;
    });
    return !aborted;
}

} // namespace pairrank::stats
