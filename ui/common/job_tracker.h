// The one way the GUI runs work in the background (after KDAB hotspot's
// JobTracker): one tracker per stream of results of which only the newest
// counts — a table's page, a candidate's details, a report for the chosen
// settings. The owner keeps the tracker as a member and starts work through it:
//
//   m_details.startOnProject(
//       [id](storage::ProjectDatabase& database) { return loadDetails(database, id); },
//       [this](const Details& details) { show(details); });
//
// Rules:
//  - Each job gets an id. Starting a job supersedes the one before: its value
//    is never applied and its progress callback answers Abort from then on.
//  - The work may take a common::ProgressCallback (core/common/progress.h) as
//    its last parameter: it reports into the job's TaskProgress, which the GUI
//    reads at its own pace (progress(), ProgressDialog, JobProgressBar). Code
//    that still takes a TaskProgress& may be given the job's own instead.
//  - `apply(value)` runs on the GUI thread, only while the tracker lives (so
//    while its owner lives), only for the newest job, and — for a tracker made
//    with a ProjectSession — only while the project the job started under is
//    still the open one. A project switch abandons the job like cancel().
//  - A value that is not applied (superseded, abandoned, its tracker gone) is freed on
//    the thread pool, not on the GUI thread: it may be a ranking of 100,000 rows.
//  - cancel() abandons the current job: Abort, nothing applied. A user's
//    Cancel (TaskProgress::cancel(), e.g. the progress dialog's button) only
//    asks the work to stop: its answer — usually the kCancelledMessage error —
//    is applied, so that the owner can say what was left undone.
//  - A job abandoned before it began is not run at all.
//  - start() runs the work on Qt's global thread pool; startOnProject() on the
//    session's worker thread with its connection, after the jobs posted before;
//    startOnOwnConnection() on the pool with a connection of its own.
//    Work, Apply and the value must be copyable; the work must not touch
//    widgets.
// Every function must be called on the GUI thread.
#pragma once

#include "task_progress.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::ui {

class ProjectSession;

class JobTracker : public QObject {
    Q_OBJECT

public:
    using JobId = quint64;

    // A tracker whose work needs no project (start() only).
    explicit JobTracker(QObject* parent = nullptr);
    // A tracker of the project open in `session`: its values are dropped after
    // a project switch, and it may also startOnProject().
    explicit JobTracker(ProjectSession& session, QObject* parent = nullptr);
    ~JobTracker() override; // abandons the current job

    // Runs work(callback) or work() on the thread pool.
    template <typename Work, typename Apply> JobId start(Work work, Apply apply) {
        const Ticket ticket = begin();
        runOnPool([tracker = QPointer<JobTracker>(this), ticket, work = std::move(work),
                   apply = std::move(apply)]() mutable {
            std::optional<std::remove_cvref_t<decltype(invokeWork(work, ticket))>> value;
            if (!ticket.control->abandoned) {
                value.emplace(invokeWork(work, ticket));
            }
            sendBack(tracker, ticket, std::move(apply), std::move(value));
        });
        return ticket.id;
    }

    // Runs work(database, callback) or work(database) on the session's worker
    // thread. Precondition: made with a session, which has a project open or
    // opening. When no project is open by the time the job's turn comes, the
    // job ends without a value.
    template <typename Work, typename Apply> JobId startOnProject(Work work, Apply apply) {
        const Ticket ticket = begin();
        postToProject([tracker = QPointer<JobTracker>(this), ticket, work = std::move(work),
                       apply = std::move(apply)](storage::ProjectDatabase* database) mutable {
            std::optional<std::remove_cvref_t<decltype(invokeWork(work, ticket, *database))>> value;
            if (database && !ticket.control->abandoned) {
                value.emplace(invokeWork(work, ticket, *database));
            }
            sendBack(tracker, ticket, std::move(apply), std::move(value));
        });
        return ticket.id;
    }

    // As startOnProject(), but on the thread pool with a connection of its own to
    // the open project, beside the worker's queue: for a long read (a ranking's
    // fit) that must neither wait for the jobs posted before it nor hold up those
    // posted after it. It sees what was stored when it began, like any reader. When
    // the project is still opening, or no connection can be opened from the pool,
    // the job runs on the worker's queue as startOnProject() would run it.
    template <typename Work, typename Apply> JobId startOnOwnConnection(Work work, Apply apply) {
        const Ticket ticket = begin();
        runWithOwnConnection([tracker = QPointer<JobTracker>(this), ticket, work = std::move(work),
                              apply =
                                  std::move(apply)](storage::ProjectDatabase* database) mutable {
            std::optional<std::remove_cvref_t<decltype(invokeWork(work, ticket, *database))>> value;
            if (database && !ticket.control->abandoned) {
                value.emplace(invokeWork(work, ticket, *database));
            }
            sendBack(tracker, ticket, std::move(apply), std::move(value));
        });
        return ticket.id;
    }

    // Abandons the current job (if any): its work is told to Abort and its
    // value is dropped.
    void cancel();

    bool isRunning() const { return m_current != nullptr; }
    // The current job's id; 0 when idle.
    JobId currentJob() const { return m_current ? m_currentId : 0; }
    // The current job's progress (for a dialog or a bar); null when idle.
    std::shared_ptr<TaskProgress> progress() const;

signals:
    // True when a job starts while none runs; false when the last one ended
    // (applied, cancelled, or dropped by a project switch). Not emitted when a
    // job supersedes another.
    void runningChanged(bool running);
    // Every job's end, on the GUI thread, once its work returned (or was
    // skipped): `applied` says whether its value reached `apply`.
    void jobEnded(pairrank::ui::JobTracker::JobId id, bool applied);

private:
    // What a job's work shares with the tracker.
    struct Control {
        TaskProgress progress;
        std::atomic<bool> abandoned{false};
    };
    struct Ticket {
        JobId id = 0;
        quint64 generation = 0; // the session's, when the job started
        std::shared_ptr<Control> control;
        common::ProgressCallback callback() const;
    };

    template <typename Work, typename... Database>
    static auto invokeWork(Work& work, const Ticket& ticket, Database&... database) {
        if constexpr (std::is_invocable_v<Work&, Database&..., const common::ProgressCallback&>) {
            return work(database..., ticket.callback());
        } else if constexpr (std::is_invocable_v<Work&, Database&..., TaskProgress&>) {
            return work(database..., ticket.control->progress);
        } else {
            return work(database...);
        }
    }

    // From the worker: hands `value` to the GUI thread, where end() decides.
    template <typename Apply, typename Value>
    static void sendBack(const QPointer<JobTracker>& tracker, const Ticket& ticket, Apply apply,
                         std::optional<Value> value) {
        // Through the application object, which outlives every tracker, so that
        // the guard is checked on the GUI thread.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [tracker, ticket, apply = std::move(apply), value = std::move(value)]() mutable {
                bool applied = false;
                if (tracker) {
                    tracker->end(ticket, [&apply, &value, &applied]() {
                        if (value) {
                            apply(std::move(*value));
                            applied = true;
                        }
                        return applied;
                    });
                }
                // A value nobody applies is freed on the pool: a superseded ranking of
                // 100,000 rows took up to 130 ms of the GUI thread to free
                // (bench_gui_large_project, the Calibration step after labels).
                if (!applied && value) {
                    runOnPool([dropped = std::move(value)]() mutable { dropped.reset(); });
                }
            },
            Qt::QueuedConnection);
    }

    Ticket begin();
    // On the GUI thread: applies (through `apply`) when `ticket` is still current.
    void end(const Ticket& ticket, const std::function<bool()>& apply);
    void abandon();
    void dropAfterProjectSwitch();
    void settle();
    static void runOnPool(std::function<void()> task);
    void postToProject(std::function<void(storage::ProjectDatabase*)> job);
    void runWithOwnConnection(std::function<void(storage::ProjectDatabase*)> job);

    QPointer<ProjectSession> m_session;
    bool m_followsProject = false; // made with a session
    std::shared_ptr<Control> m_current;
    JobId m_currentId = 0;
    quint64 m_currentGeneration = 0;
    JobId m_lastId = 0;
    bool m_reportedRunning = false;
};

} // namespace pairrank::ui
