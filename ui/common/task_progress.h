// How far a piece of the GUI's long work got, and whether it should stop: the
// GUI's side of the one progress-and-cancel protocol (core/common/progress.h).
// A worker reports through report() — or through the ProgressCallback that
// callbackOf() makes, for code below ui that takes one — and the GUI thread
// reads the numbers at its own pace (ProgressDialog, JobProgressBar) and may
// cancel, which the worker sees as Abort. Safe from any thread; share it with
// std::shared_ptr so that whichever side finishes last frees it. JobTracker
// (job_tracker.h) makes one for every job it starts.
#pragma once

#include "core/common/progress.h"

#include <QMutex>
#include <QString>

#include <algorithm>
#include <atomic>
#include <memory>

namespace pairrank::ui {

// How often views of a TaskProgress look at it: at most 10 times a second,
// however fast the work reports.
inline constexpr int kProgressRefreshMilliseconds = 100;

class TaskProgress {
public:
    // A callback that reports into `progress` (kept alive by the callback).
    static common::ProgressCallback callbackOf(std::shared_ptr<TaskProgress> progress);

    // Records `progress` (a stage, when given, becomes the status) and answers
    // Abort once cancel() was called.
    common::ProgressDecision report(const common::Progress& progress);

    // 0 total: the amount of work is unknown (a busy indicator).
    void setTotal(qint64 total) { m_total.store(total, std::memory_order_relaxed); }
    void setDone(qint64 done) { m_done.store(done, std::memory_order_relaxed); }
    qint64 total() const { return m_total.load(std::memory_order_relaxed); }
    qint64 done() const { return m_done.load(std::memory_order_relaxed); }

    // What is being done now, shown under the progress bar.
    void setStatus(const QString& status);
    QString status() const;

    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

    // Shows the numbers on a QProgressBar or a QProgressDialog (both count in
    // int): done / total in thousandths, or busy while the total is unknown.
    template <typename Bar> void showOn(Bar& bar) const {
        constexpr int kScale = 1000;
        const qint64 all = total();
        if (all <= 0) {
            bar.setRange(0, 0);
            return;
        }
        bar.setRange(0, kScale);
        const double fraction =
            std::clamp(static_cast<double>(done()) / static_cast<double>(all), 0.0, 1.0);
        bar.setValue(static_cast<int>(fraction * kScale));
    }

private:
    std::atomic<qint64> m_total{0};
    std::atomic<qint64> m_done{0};
    std::atomic<bool> m_cancelled{false};
    mutable QMutex m_statusMutex;
    QString m_status;
};

} // namespace pairrank::ui
