#include "progress_dialog.h"

#include "job_tracker.h"

#include <algorithm>

namespace pairrank::ui {

namespace {
constexpr int kRefreshMilliseconds = 100; // ≤ 10 Hz
constexpr int kScale = 1000;              // QProgressDialog counts in int
} // namespace

ProgressDialog::ProgressDialog(JobTracker& tracker, const QString& title, QWidget* parent)
    : ProgressDialog(tracker.progress(), title, parent) {
    m_tracker = &tracker;
    m_job = tracker.currentJob();
    connect(&tracker, &JobTracker::runningChanged, this, &ProgressDialog::closeWhenJobIsGone);
    connect(&tracker, &JobTracker::jobEnded, this, &ProgressDialog::closeWhenJobIsGone);
    connect(&tracker, &QObject::destroyed, this, &ProgressDialog::finish);
    closeWhenJobIsGone();
}

ProgressDialog::ProgressDialog(std::shared_ptr<TaskProgress> progress, const QString& title,
                               QWidget* parent)
    : ProgressDialog(title, parent) {
    m_progress = std::move(progress);
}

ProgressDialog::ProgressDialog(const QString& title, QWidget* parent)
    : QProgressDialog(parent) {
    setWindowTitle(title);
    setLabelText(title);
    setWindowModality(Qt::WindowModal);
    setAttribute(Qt::WA_DeleteOnClose);
    setAutoReset(false);
    setAutoClose(false);
    setMinimumDuration(400);
    setRange(0, 0);
    setAccessibleName(title);
    connect(this, &QProgressDialog::canceled, this, [this]() {
        if (m_finished) {
            return; // closing the dialog emits canceled() too
        }
        if (m_progress) {
            m_progress->cancel();
        }
        setLabelText(tr("Cancelling…"));
    });
    connect(&m_timer, &QTimer::timeout, this, &ProgressDialog::refresh);
    m_timer.start(kRefreshMilliseconds);
}

void ProgressDialog::closeWhenJobIsGone() {
    if (!m_progress || !m_tracker || m_tracker->currentJob() != m_job) {
        finish();
    }
}

void ProgressDialog::finish() {
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_timer.stop();
    close();
}

void ProgressDialog::refresh() {
    if (!m_progress || m_progress->isCancelled()) {
        return;
    }
    const qint64 total = m_progress->total();
    if (total > 0) {
        setRange(0, kScale);
        const double fraction = std::clamp(
            static_cast<double>(m_progress->done()) / static_cast<double>(total), 0.0, 1.0);
        setValue(static_cast<int>(fraction * kScale));
    } else {
        setRange(0, 0);
    }
    const QString status = m_progress->status();
    if (!status.isEmpty()) {
        setLabelText(status);
    }
}

} // namespace pairrank::ui
