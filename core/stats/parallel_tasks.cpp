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

bool SharedProgress::shouldContinue(const common::Progress& progress) {
    const std::lock_guard lock(m_asking);
    m_aborted = m_aborted || !common::shouldContinue(m_progress, progress);
    return !m_aborted;
}

bool SharedProgress::aborted() {
    const std::lock_guard lock(m_asking);
    return m_aborted;
}

common::ProgressCallback SharedProgress::callback() {
    if (!m_progress) {
        return {};
    }
    return [this](const common::Progress& progress) {
        return shouldContinue(progress) ? common::ProgressDecision::Continue
                                        : common::ProgressDecision::Abort;
    };
}

bool runParallelTasks(int taskCount, int threads, const std::function<void(int)>& task,
                      const common::ProgressCallback& progress) {
    if (!progress) {
        runParallelTasks(taskCount, threads, task);
        return true;
    }
    SharedProgress shared(progress);
    std::atomic<std::int64_t> finished{0};
    runParallelTasks(taskCount, threads, [&](int index) {
        if (!shared.shouldContinue({finished.load(), taskCount, {}})) {
            return;
        }
        task(index);
        ++finished;
    });
    return !shared.aborted();
}

} // namespace pairrank::stats
