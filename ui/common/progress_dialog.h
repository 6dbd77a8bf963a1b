// Shows a job's progress in a window-modal progress dialog with a Cancel
// button, refreshed at most 10 times a second however fast the worker reports.
// It appears only when the work takes longer than a moment (QProgressDialog's
// minimum duration). Cancel asks the work to stop (TaskProgress::cancel(): the
// work's callback answers Abort and its answer still arrives).
//
// It follows a JobTracker's current job and closes itself when that job ended,
// was cancelled or superseded (at once when there is none).
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

    // What is shown; null when the followed tracker had no job.
    const std::shared_ptr<TaskProgress>& progress() const { return m_progress; }

private:
    // Stops polling and closes (and deletes) the dialog.
    void finish();
    void refresh();
    void closeWhenJobIsGone();

    std::shared_ptr<TaskProgress> m_progress;
    QPointer<JobTracker> m_tracker; // followed, and its job shown
    quint64 m_job = 0;
    QTimer m_timer;
    bool m_finished = false;
};

} // namespace pairrank::ui
