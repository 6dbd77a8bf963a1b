// A JobTracker's current job shown inline, for work that should not block the
// window with a dialog (the Calibration tab's report): a progress bar — busy
// while the amount of work is unknown — with the job's stage as its tooltip,
// and a Cancel button that asks the work to stop (TaskProgress::cancel()).
// Visible only while the tracker runs a job; refreshed at most 10 times a second.
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QProgressBar;
class QToolButton;

namespace pairrank::ui {

class JobTracker;

class JobProgressBar : public QWidget {
    Q_OBJECT

public:
    // `name` is the bar's accessible name ("Computing the report").
    JobProgressBar(JobTracker& tracker, const QString& name, QWidget* parent = nullptr);

    QProgressBar& bar() const { return *m_bar; }
    QToolButton& cancelButton() const { return *m_cancel; }

private:
    void follow(bool running);
    void refresh();

    QPointer<JobTracker> m_tracker;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
    QTimer m_timer;
};

} // namespace pairrank::ui
