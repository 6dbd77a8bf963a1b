#include "desktop_application.h"

#include "main_window.h"
#include "ui/common/background_work.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"

namespace pairrank::ui {

DesktopApplication::DesktopApplication()
    : m_session(std::make_unique<ProjectSession>())
    , m_window(std::make_unique<MainWindow>(*m_session)) {
    QObject::connect(m_window.get(), &MainWindow::restartRequested, m_window.get(),
                     [this] { m_restartRequested = true; });
}

DesktopApplication::~DesktopApplication() {
    m_window.reset();
    m_session.reset();
    // Jobs on connections of their own (a fit, the Annotate tab's choice of pairs) may
    // outlive the window; quitting ends once they have. main() would wait for them anyway
    // when the QApplication and its pool go, but a walkthrough's QApplication outlives
    // this object, and its test may then stop a server those jobs still talk to.
    waitForBackgroundWork(-1);
}

void DesktopApplication::start(const QString& projectPath) {
    m_window->show();
    m_window->projectActions().openAtStart(projectPath);
}

} // namespace pairrank::ui
