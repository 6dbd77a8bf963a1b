#include "job_tracker.h"

#include "background_work.h"
#include "ui/project/project_session.h"

namespace pairrank::ui {

JobTracker::JobTracker(QObject* parent)
    : QObject(parent) {}

JobTracker::JobTracker(ProjectSession& session, QObject* parent)
    : QObject(parent)
    , m_session(&session)
    , m_followsProject(true) {
    connect(&session, &ProjectSession::openingStarted, this, &JobTracker::dropAfterProjectSwitch);
    connect(&session, &ProjectSession::projectClosed, this, &JobTracker::dropAfterProjectSwitch);
    connect(&session, &QObject::destroyed, this, &JobTracker::cancel);
}

JobTracker::~JobTracker() {
    abandon();
}

common::ProgressCallback JobTracker::Ticket::callback() const {
    // Shares the ownership of the job's control block.
    return TaskProgress::callbackOf(std::shared_ptr<TaskProgress>(control, &control->progress));
}

std::shared_ptr<TaskProgress> JobTracker::progress() const {
    // Shares the ownership of the job's control block.
    return m_current ? std::shared_ptr<TaskProgress>(m_current, &m_current->progress) : nullptr;
}

JobTracker::Ticket JobTracker::begin() {
    abandon();
    m_current = std::make_shared<Control>();
    m_currentId = ++m_lastId;
    m_currentGeneration = m_session ? m_session->generation() : 0;
    if (!m_reportedRunning) {
        m_reportedRunning = true;
        emit runningChanged(true);
    }
    return {m_currentId, m_currentGeneration, m_current};
}

void JobTracker::end(const Ticket& ticket, const std::function<bool()>& apply) {
    bool applied = false;
    const QPointer<JobTracker> self(this);
    if (m_current && ticket.control == m_current) {
        m_current.reset();
        const bool sameProject =
            !m_followsProject || (m_session && ticket.generation == m_session->generation());
        if (sameProject) {
            applied = apply();
        }
    }
    if (self) { // `apply` may have destroyed the tracker's owner
        emit jobEnded(ticket.id, applied);
    }
    if (self) {
        settle();
    }
}

void JobTracker::cancel() {
    abandon();
    settle();
}

void JobTracker::abandon() {
    if (m_current) {
        m_current->abandoned = true;
        m_current->progress.cancel();
        m_current.reset();
    }
}

void JobTracker::dropAfterProjectSwitch() {
    if (m_current && (!m_session || m_currentGeneration != m_session->generation())) {
        cancel();
    }
}

void JobTracker::settle() {
    if (!m_current && m_reportedRunning) {
        m_reportedRunning = false;
        emit runningChanged(false);
    }
}

void JobTracker::runOnPool(std::function<void()> task) {
    runInBackground(std::move(task));
}

void JobTracker::postToProject(std::function<void(storage::ProjectDatabase*)> job) {
    if (!m_session) {
        job(nullptr); // no project: the job ends without a value
        return;
    }
    m_session->post(std::move(job));
}

void JobTracker::runWithOwnConnection(std::function<void(storage::ProjectDatabase*)> job) {
    if (!m_session || !m_session->isOpen()) {
        postToProject(std::move(job));
        return;
    }
    runOnPool([tracker = QPointer<JobTracker>(this), path = m_session->projectPath(),
               job = std::move(job)]() mutable {
        auto database = ProjectSession::openDatabase(path);
        if (database) {
            job(database->get()); // the connection closes on this thread, as it must
            return;
        }
        qWarning("a connection of its own to %s: %s; the job waits for the project's queue",
                 qUtf8Printable(path), qUtf8Printable(database.error().toString()));
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [tracker, job = std::move(job)]() mutable {
                if (tracker) {
                    tracker->postToProject(std::move(job));
                } else {
                    job(nullptr);
                }
            },
            Qt::QueuedConnection);
    });
}

} // namespace pairrank::ui
