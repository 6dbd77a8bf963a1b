#include "background_work.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace pairrank::ui {

namespace {

QThreadPool& backgroundPool() {
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance()); // as many threads as cores
    }
    return *pool;
}

} // namespace

void runInBackground(std::function<void()> task) {
    backgroundPool().start([task = std::move(task)]() {
        runAtBackgroundPriority();
        task();
    });
}

bool waitForBackgroundWork(int milliseconds) {
    return backgroundPool().waitForDone(milliseconds);
}

void runAtBackgroundPriority() {
#if defined(__linux__)
    // CFS gives a nice-10 thread about a tenth of the weight of a nice-0 one: the GUI thread
    // keeps a core, and the workers still use every core the GUI leaves idle.
    constexpr int kBackgroundNice = 10;
    thread_local bool lowered = false;
    if (!lowered) {
        lowered = true;
        // A thread's nice value is its own on Linux (setpriority on its thread id). Failing
        // leaves the thread as it was, which is only slower to give way to the GUI.
        static_cast<void>(setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kBackgroundNice));
    }
#endif
}

} // namespace pairrank::ui
