// The one progress-and-cancel protocol of the GUI's long work (DESIGN.md §9):
// a worker reports how far it got and polls isCancelled(); the GUI thread
// reads the numbers at its own pace (ProgressDialog) and may cancel. Lock-free
// and safe from any thread; share it with std::shared_ptr so that whichever
// side finishes last frees it.
#pragma once

#include <QMutex>
#include <QString>

#include <atomic>
#include <memory>

namespace pairrank::ui {

class TaskProgress {
public:
    static std::shared_ptr<TaskProgress> create() { return std::make_shared<TaskProgress>(); }

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

private:
    std::atomic<qint64> m_total{0};
    std::atomic<qint64> m_done{0};
    std::atomic<bool> m_cancelled{false};
    mutable QMutex m_statusMutex;
    QString m_status;
};

} // namespace pairrank::ui
