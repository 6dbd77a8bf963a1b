#include "parallel_tasks.h"

#include <algorithm>
#include <atomic>
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

} // namespace pairrank::stats
