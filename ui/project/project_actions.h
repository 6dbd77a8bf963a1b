// The File menu's project actions: New, Open, Connect to Server, Open Recent,
// Close, and opening the demo project. Remembers recent projects and the last one
// open; reports failures in a message box. When a server asks for a password that
// libpq did not find, asks for it (echo off), keeps it in memory for this session
// only (storage::rememberSessionPassword) and connects again. The work itself is
// ProjectSession's (opening in its worker) and createDemoProject()'s (a JobTracker
// job on the thread pool).
#pragma once

#include "storage/project_access.h"
#include "ui/common/job_tracker.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace pairrank::ui {

class ProjectSession;
class RecentProjects;

class ProjectActions : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialogs.
    ProjectActions(ProjectSession& session, QWidget* window);

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QAction* connectAction() const { return m_connect; }
    QAction* closeAction() const { return m_close; }
    QAction* openDemoAction() const { return m_openDemo; }
    QMenu* recentMenu() const { return m_recentMenu; }

    // What the application opens at start: `path` when given, else the project
    // open when it last quit, else the demo project (created on first use).
    void openAtStart(const QString& path);
    // Opens the demo project at `path` (default: defaultDemoProjectPath()),
    // creating it first when the file does not exist yet.
    void openDemoProject(const QString& path = {});

signals:
    // The demo project could not be created (the message is also shown).
    void demoFailed(const QString& message);

private:
    void chooseNewProject();
    void chooseProjectToOpen();
    void chooseServer();
    void askForPassword(const QString& location, storage::CredentialRefusal refusal,
                        const QString& message);
    void reportOpenFailure(const QString& path, const QString& message);
    void rebuildRecentMenu();
    void updateEnabled();

    ProjectSession& m_session;
    QPointer<QWidget> m_window;
    RecentProjects* m_recent;
    QAction* m_new;
    QAction* m_open;
    QAction* m_connect;
    QAction* m_close;
    QAction* m_openDemo;
    QMenu* m_recentMenu;
    JobTracker m_demoCreation;
};

} // namespace pairrank::ui
