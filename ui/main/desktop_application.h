// What the desktop application's main() builds once its QApplication exists:
// the project session and the main window over it. The walkthrough tests build
// this same object, so that they drive the window a user gets, opened the way
// a user's is (asynchronously, the demo project on a first start).
//
// Threads: GUI thread only.
#pragma once

#include <QString>

#include <memory>

namespace pairrank::ui {

class MainWindow;
class ProjectSession;

class DesktopApplication {
public:
    DesktopApplication();
    // Closes the window and the project, then waits for the background jobs still
    // running (they may hold connections to the project).
    ~DesktopApplication();
    DesktopApplication(const DesktopApplication&) = delete;
    DesktopApplication& operator=(const DesktopApplication&) = delete;

    ProjectSession& session() const { return *m_session; }
    MainWindow& window() const { return *m_window; }

    // Shows the window and opens `projectPath`; when it is empty, the project open
    // when PairRank last quit, else the demo project (created on first start).
    void start(const QString& projectPath);

    // True once the window has closed to restart PairRank (a language change). main()
    // starts the new process after its event loop has ended, when this one has let go
    // of the project file.
    bool restartRequested() const { return m_restartRequested; }

private:
    std::unique_ptr<ProjectSession> m_session;
    std::unique_ptr<MainWindow> m_window; // destroyed before the session it shows
    bool m_restartRequested = false;
};

} // namespace pairrank::ui
