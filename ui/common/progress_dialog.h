// Shows a TaskProgress in a window-modal progress dialog with a Cancel button,
// refreshed at most 10 times a second however fast the worker reports. It
// appears only when the work takes longer than a moment (QProgressDialog's
// minimum duration). Cancel asks the worker to stop (TaskProgress::cancel());
// the owner closes the dialog with finish() when the worker's value arrives.
#pragma once

#include "task_progress.h"

#include <QPointer>
#include <QProgressDialog>
#include <QTimer>

#include <memory>

namespace pairrank::ui {

class ProgressDialog : public QProgressDialog {
    Q_OBJECT

public:
    ProgressDialog(std::shared_ptr<TaskProgress> progress, const QString& title, QWidget* parent);
    // Stops polling and closes (and deletes) the dialog.
    void finish();

    const std::shared_ptr<TaskProgress>& progress() const { return m_progress; }

private:
    void refresh();

    std::shared_ptr<TaskProgress> m_progress;
    QTimer m_timer;
};

} // namespace pairrank::ui
