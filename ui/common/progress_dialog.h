// Shows a job's progress in a window-modal progress dialog with a Cancel
// button, refreshed at most 10 times a second however fast the worker reports.
// It appears only when the work takes longer than a moment (QProgressDialog's
// minimum duration). Cancel asks the work to stop (TaskProgress::cancel(): the
// work's callback answers Abort and its answer still arrives).
//
// Either it follows a JobTracker's current job — and closes itself when that
// job ended, was cancelled or superseded (at once when there is none) — or it
// shows a TaskProgress that its owner made, and the owner closes it with
// finish() when the work's value arrives.
#pragma once

#include "task_progress.h"

#include <QPointer>
#include <QProgressDialog>
#include <QTimer>

#include <memory>

namespace pairrank::ui {

class JobTracker;

class ProgressDialog : public QProgressDialog {
    Q_OBJECT

public:
    ProgressDialog(JobTracker& tracker, const QString& title, QWidget* parent);
    ProgressDialog(std::shared_ptr<TaskProgress> progress, const QString& title, QWidget* parent);
    // Stops polling and closes (and deletes) the dialog.
    void finish();

    // What is shown; null when the followed tracker had no job.
    const std::shared_ptr<TaskProgress>& progress() const { return m_progress; }

private:
    ProgressDialog(const QString& title, QWidget* parent);
    void refresh();
    void closeWhenJobIsGone();

    std::shared_ptr<TaskProgress> m_progress;
    QPointer<JobTracker> m_tracker; // and its job shown, when one is followed
    quint64 m_job = 0;
    QTimer m_timer;
    bool m_finished = false;
};

} // namespace pairrank::ui
