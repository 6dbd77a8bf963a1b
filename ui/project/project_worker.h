// The thread that holds the GUI's own connection to the open project and runs
// the jobs ProjectSession posts, one after another (ui/project/project_session.h).
#pragma once

#include "storage/project_database.h"

#include <QThread>

#include <functional>
#include <memory>

namespace pairrank::ui {

class ProjectWorker {
public:
    ProjectWorker(); // starts the thread
    // Lets the current job finish, closes the connection in the worker thread
    // and joins the thread. Jobs still queued are dropped.
    ~ProjectWorker();
    ProjectWorker(const ProjectWorker&) = delete;
    ProjectWorker& operator=(const ProjectWorker&) = delete;

    // Queues `job` to run on the worker thread. Safe from any thread.
    void post(std::function<void()> job);

    // The worker thread's connection; touch it only from a posted job.
    std::unique_ptr<storage::ProjectDatabase>& database() { return m_database; }

private:
    QThread m_thread;
    std::unique_ptr<QObject> m_context; // lives in m_thread; queued jobs are posted to it
    std::unique_ptr<storage::ProjectDatabase> m_database;
};

} // namespace pairrank::ui
