#include "progress_dialog.h"

#include "job_tracker.h"

namespace pairrank::ui {

ProgressDialog::ProgressDialog(JobTracker& tracker, const QString& title, QWidget* parent)
    : QProgressDialog(parent)
    , m_progress(tracker.progress())
    , m_tracker(&tracker)
    , m_job(tracker.currentJob()) {
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
    m_timer.start(kProgressRefreshMilliseconds);
    connect(&tracker, &JobTracker::runningChanged, this, &ProgressDialog::closeWhenJobIsGone);
    connect(&tracker, &JobTracker::jobEnded, this, &ProgressDialog::closeWhenJobIsGone);
    connect(&tracker, &QObject::destroyed, this, &ProgressDialog::finish);
    closeWhenJobIsGone();
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
    m_progress->showOn(*this);
    const QString status = m_progress->status();
    if (!status.isEmpty()) {
        setLabelText(status);
    }
}

} // namespace pairrank::ui
