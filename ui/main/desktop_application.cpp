#include "desktop_application.h"

#include "main_window.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"

namespace pairrank::ui {

DesktopApplication::DesktopApplication()
    : m_session(std::make_unique<ProjectSession>())
    , m_window(std::make_unique<MainWindow>(*m_session)) {
    QObject::connect(m_window.get(), &MainWindow::restartRequested, m_window.get(),
                     [this] { m_restartRequested = true; });
}

DesktopApplication::~DesktopApplication() = default;

void DesktopApplication::start(const QString& projectPath) {
    m_window->show();
    m_window->projectActions().openAtStart(projectPath);
}

} // namespace pairrank::ui
