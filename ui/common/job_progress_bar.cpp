#include "job_progress_bar.h"

#include "job_tracker.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

namespace pairrank::ui {

JobProgressBar::JobProgressBar(JobTracker& tracker, const QString& name, QWidget* parent)
    : QWidget(parent)
    , m_tracker(&tracker)
    , m_bar(new QProgressBar)
    , m_cancel(new QToolButton) {
    m_bar->setAccessibleName(name);
    m_bar->setMaximumWidth(140);
    m_bar->setTextVisible(false);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop this computation"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, this, [this]() {
        if (const auto progress = m_tracker ? m_tracker->progress() : nullptr) {
            progress->cancel();
        }
        m_cancel->setEnabled(false);
    });
    connect(&m_timer, &QTimer::timeout, this, &JobProgressBar::refresh);
    connect(&tracker, &JobTracker::runningChanged, this, &JobProgressBar::follow);
    follow(tracker.isRunning());
}

void JobProgressBar::follow(bool running) {
    setVisible(running);
    m_cancel->setEnabled(running);
    if (running) {
        m_bar->setRange(0, 0);
        refresh();
        m_timer.start(kProgressRefreshMilliseconds);
    } else {
        m_timer.stop();
    }
}

void JobProgressBar::refresh() {
    const auto progress = m_tracker ? m_tracker->progress() : nullptr;
    if (!progress) {
        return;
    }
    progress->showOn(*m_bar);
    m_bar->setToolTip(progress->status());
    // A new job (the settings changed) can be cancelled again.
    m_cancel->setEnabled(!progress->isCancelled());
}

} // namespace pairrank::ui
