// The project open in the GUI: its path, the worker thread that owns the GUI's
// own connection to the file, the undo stack of the user's edits, and change
// notifications so that every view refreshes when something changes it.
//
// Threads (DESIGN.md §9 "workers return values"): the GUI thread never runs
// SQL over many rows. ProjectSession owns one worker thread with one
// storage::ProjectDatabase opened there. Jobs posted to it run one after another
// in the order they were posted. Views read and compute through a JobTracker
// (ui/common/job_tracker.h), which posts here, reports progress, cancels and
// keeps only the newest result; run() is for one-off work whose value must not
// be superseded (an edit stored through the undo stack). A value is dropped when
// its receiver was destroyed, or when the project was closed or another one
// opened in the meantime. Code that needs its own connection in its own thread
// (a run) calls openDatabase() from that thread: one connection per thread.
//
// Opening is asynchronous: openProject() returns at once; the open, the
// migration and the integrity check run in the worker; projectOpened() or
// openFailed() follows. A large file that closed cleanly is shown before its
// quick_check ends (storage::OpenOptions::deferQuickCheck): the check is the
// worker's first job after projectOpened(), so that views reading on their own
// connections show the project meanwhile while every write posted to the worker
// waits for it; then integrityChecked(), or closeProject() and openFailed().
// Every public function must be called on the GUI thread except openDatabase().
//
// A project on a server is known by its address without a password
// (storage::ProjectLocation::displayName()): projectPath() and every signal
// carry that, so that no password reaches a title, a message or the settings.
#pragma once

#include "core/domain/identifiers.h"
#include "storage/project_access.h"
#include "storage/project_database.h"

#include <QFlags>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QUndoStack;

namespace pairrank::ui {

class HumanLabelWatcher;
class ProjectWorker;

// What changed in the project, for views deciding whether to reload.
enum class ProjectChange {
    Candidates = 0x01, // candidates or contexts added / removed / renamed
    Criteria = 0x02,
    Judges = 0x04,     // judge configurations
    Runs = 0x08,       // runs created or their status changed
    Judgements = 0x10, // judgements or human labels added
    Everything = 0x1f,
};
Q_DECLARE_FLAGS(ProjectChanges, ProjectChange)
Q_DECLARE_OPERATORS_FOR_FLAGS(ProjectChanges)

class ProjectSession : public QObject {
    Q_OBJECT

public:
    explicit ProjectSession(QObject* parent = nullptr);
    ~ProjectSession() override; // stops the worker after its current job

    bool isOpen() const { return !m_path.isEmpty(); }
    bool isOpening() const { return !m_openingPath.isEmpty(); }
    // Open, and its file's deferred integrity check still running.
    bool isCheckingIntegrity() const { return m_checkingIntegrity; }
    // The open project's file or server address; empty when none is open.
    const QString& projectPath() const { return m_path; }
    // The project's name as stored in the file (its title in the window).
    const QString& projectName() const { return m_name; }
    // What the server's permissions let the user do with the open project (read
    // when it opened); Analyst for a file, and when none is open.
    storage::ProjectRole role() const { return m_role; }
    // The server's name for the connected user (empty for a file): an annotator
    // labels under it.
    const QString& login() const { return m_login; }

    // Watches the open project for labels stored by others (and by this session).
    HumanLabelWatcher& labelWatcher() const { return *m_labelWatcher; }

    // Undo stack of the user's edits of this project; cleared on open and close.
    QUndoStack* undoStack() const { return m_undoStack; }

    // The context the user is looking at (the sidebar's selection); empty when
    // none is selected. Views showing one context follow currentContextChanged().
    std::optional<domain::ContextId> currentContext() const { return m_currentContext; }
    void setCurrentContext(std::optional<domain::ContextId> context);

    // Opens `path` (a file or a server address) asynchronously, closing the
    // current project first.
    void openProject(const QString& path);
    // Creates a new, empty project file at `path` and opens it (asynchronously).
    void createProject(const QString& path, const QString& name);
    void closeProject();

    // Everyone who changed the project (an import, a run, the judges dialog)
    // calls this on the GUI thread so that the other views reload.
    void notifyChanged(ProjectChanges changes);

    // A new connection to the open project for the CALLING thread, which owns
    // it and must destroy it before the thread ends. Safe from any thread.
    static storage::Result<std::unique_ptr<storage::ProjectDatabase>>
    openDatabase(const QString& path);

    // Runs `work` on the session's worker thread with the worker's connection,
    // then `apply(value)` on the GUI thread — unless `receiver` is gone or the
    // project changed in the meantime. Precondition: isOpen() or isOpening().
    // `work` must not touch widgets. Work, Apply and the value must be copyable
    // (they travel in std::function). Long work, and reads whose newest result
    // wins, go through a JobTracker instead.
    template <typename Work, typename Apply> void run(QObject* receiver, Work work, Apply apply) {
        const quint64 generation = m_generation;
        QPointer<QObject> guard(receiver);
        post([this, generation, guard, work = std::move(work),
              apply = std::move(apply)](storage::ProjectDatabase* database) mutable {
            if (!database) {
                return; // closing, or the open failed: nothing to work on
            }
            auto value = work(*database);
            deliver([this, generation, guard, apply = std::move(apply),
                     value = std::move(value)]() mutable {
                if (guard && generation == m_generation) {
                    apply(std::move(value));
                }
            });
        });
    }

    // The worker's queue itself, under run() and JobTracker: `job` runs on the
    // worker thread after the jobs posted before it, with the worker's
    // connection, or with nullptr when no project is open there (it was closed,
    // or its open failed). Nothing comes back by itself. Safe from any thread.
    using WorkerJob = std::function<void(storage::ProjectDatabase* database)>;
    void post(WorkerJob job);

    // Changes whenever a project is opened, created or closed (before
    // openingStarted() and projectClosed()): a value computed under an older
    // generation belongs to another project.
    quint64 generation() const { return m_generation; }

signals:
    void openingStarted(const QString& path);
    void projectOpened(const QString& path);
    void openFailed(const QString& path, const QString& message);
    // The deferred integrity check of the open project passed.
    void integrityChecked();
    void projectClosed();
    void projectChanged(pairrank::ui::ProjectChanges changes);
    void currentContextChanged();

private:
    void startOpening(const QString& location, const QString& newProjectName, bool creating);
    // On the worker: the check open() deferred, then its outcome on the GUI thread.
    void finishIntegrityCheck(quint64 generation, const QString& path,
                              storage::ProjectDatabase& database);
    // Queues `call` to run on the GUI thread (from any thread).
    void deliver(std::function<void()> call);

    QString m_path;
    QString m_openingPath;
    QString m_name;
    storage::ProjectRole m_role = storage::ProjectRole::Analyst;
    QString m_login;
    bool m_checkingIntegrity = false;
    quint64 m_generation = 0;
    std::optional<domain::ContextId> m_currentContext;
    QUndoStack* m_undoStack = nullptr;
    std::unique_ptr<ProjectWorker> m_worker;
    HumanLabelWatcher* m_labelWatcher = nullptr;
};

} // namespace pairrank::ui

Q_DECLARE_METATYPE(pairrank::ui::ProjectChanges)
