#include "project_actions.h"

#include "demo_project.h"
#include "project_session.h"
#include "storage/project_location.h"
#include "ui/common/error_messages.h"
#include "ui/main/connect_server_dialog.h"
#include "ui/main/recent_projects.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QWidget>

namespace pairrank::ui {

namespace {

QString projectFileFilter() {
    return ProjectActions::tr("PairRank projects (*.pairrank);;All files (*)");
}

QString withProjectSuffix(const QString& path) {
    return path.endsWith(QStringLiteral(".pairrank")) ? path : path + QStringLiteral(".pairrank");
}

} // namespace

ProjectActions::ProjectActions(ProjectSession& session, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_recent(new RecentProjects(this))
    , m_new(new QAction(tr("&New Project…"), this))
    , m_open(new QAction(tr("&Open Project…"), this))
    , m_connect(new QAction(tr("Connect to &Server…"), this))
    , m_close(new QAction(tr("&Close Project"), this))
    , m_openDemo(new QAction(tr("Open &Demo Project"), this))
    , m_recentMenu(new QMenu(tr("Open &Recent"), window)) {
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_close->setShortcut(QKeySequence::Close);
    m_connect->setObjectName(QStringLiteral("connectToServerAction"));
    for (QAction* action : {m_new, m_open, m_connect, m_close, m_openDemo}) {
        action->setToolTip(action->text().remove(u'&'));
    }
    connect(m_new, &QAction::triggered, this, &ProjectActions::chooseNewProject);
    connect(m_open, &QAction::triggered, this, &ProjectActions::chooseProjectToOpen);
    connect(m_connect, &QAction::triggered, this, &ProjectActions::chooseServer);
    connect(m_close, &QAction::triggered, this, [this]() {
        m_session.closeProject();
        RecentProjects::setLastProject({});
    });
    connect(m_openDemo, &QAction::triggered, this, [this]() { openDemoProject(); });
    connect(m_recent, &RecentProjects::changed, this, &ProjectActions::rebuildRecentMenu);
    connect(&m_session, &ProjectSession::projectOpened, this, [this](const QString& path) {
        m_recent->add(path);
        RecentProjects::setLastProject(path);
        updateEnabled();
    });
    connect(&m_session, &ProjectSession::projectClosed, this, &ProjectActions::updateEnabled);
    connect(&m_session, &ProjectSession::openFailed, this, &ProjectActions::reportOpenFailure);
    rebuildRecentMenu();
    updateEnabled();
}

void ProjectActions::openAtStart(const QString& path) {
    if (!path.isEmpty()) {
        m_session.openProject(path);
        return;
    }
    const QString last = RecentProjects::lastProject();
    if (!last.isEmpty() &&
        (storage::ProjectLocation::isServerAddress(last) || QFileInfo::exists(last))) {
        m_session.openProject(last);
        return;
    }
    openDemoProject();
}

void ProjectActions::openDemoProject(const QString& path) {
    const QString demoPath = path.isEmpty() ? defaultDemoProjectPath() : path;
    if (QFileInfo::exists(demoPath)) {
        m_session.openProject(demoPath);
        return;
    }
    if (m_demoCreation.isRunning()) {
        return; // it opens when it is ready
    }
    m_demoCreation.start([demoPath]() { return createDemoProject(demoPath); },
                         [this, demoPath](const storage::Result<DemoProjectSummary>& created) {
                             if (!created) {
                                 const QString message = created.error().toString();
                                 showError(m_window, tr("The demo project could not be created."),
                                           message);
                                 emit demoFailed(message);
                                 return;
                             }
                             m_session.openProject(demoPath);
                         });
}

void ProjectActions::chooseNewProject() {
    // open(), not exec(): the window keeps painting and the choice arrives as a signal.
    auto* dialog = new QFileDialog(m_window, tr("New Project"),
                                   QDir::homePath() + QStringLiteral("/untitled.pairrank"),
                                   projectFileFilter());
    dialog->setObjectName(QStringLiteral("newProjectDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& chosen) {
        if (chosen.isEmpty()) {
            return;
        }
        const QString path = withProjectSuffix(chosen);
        if (QFileInfo::exists(path) && !QFile::remove(path)) {
            // The dialog asked whether to replace it; it could not be removed.
            showError(m_window, tr("The project could not be created."),
                      tr("The file %1 could not be replaced.").arg(path));
            return;
        }
        m_session.createProject(path, QFileInfo(path).completeBaseName());
    });
    dialog->open();
}

void ProjectActions::chooseProjectToOpen() {
    auto* dialog =
        new QFileDialog(m_window, tr("Open Project"), QDir::homePath(), projectFileFilter());
    dialog->setObjectName(QStringLiteral("openProjectDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) {
        if (!path.isEmpty()) {
            m_session.openProject(path);
        }
    });
    dialog->open();
}

void ProjectActions::chooseServer() {
    auto* dialog = new ConnectServerDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog]() { m_session.openProject(dialog->address()); });
    dialog->open();
}

void ProjectActions::reportOpenFailure(const QString& path, const QString& message) {
    const bool onServer = storage::ProjectLocation::isServerAddress(path);
    if (onServer) {
        if (const auto refusal = storage::credentialRefusal(message)) {
            askForPassword(path, *refusal, message);
            return;
        }
    } else {
        // A file that is gone or broken is forgotten; a server may only be down a while.
        m_recent->remove(path);
        if (RecentProjects::lastProject() == RecentProjects::rememberedForm(path)) {
            RecentProjects::setLastProject({});
        }
    }
    showError(m_window, tr("The project could not be opened."), message);
}

void ProjectActions::askForPassword(const QString& location, storage::CredentialRefusal refusal,
                                    const QString& message) {
    const auto parsed = storage::ProjectLocation::parse(location);
    if (!parsed) {
        showError(m_window, tr("The project could not be opened."), message);
        return;
    }
    auto* dialog = new QInputDialog(m_window);
    dialog->setObjectName(QStringLiteral("serverPasswordDialog"));
    dialog->setWindowTitle(tr("Password"));
    dialog->setInputMode(QInputDialog::TextInput);
    dialog->setTextEchoMode(QLineEdit::Password);
    const QString question = tr("Password for %1:").arg(location);
    dialog->setLabelText(refusal == storage::CredentialRefusal::PasswordMissing
                             ? question
                             : tr("The server refused: %1").arg(message.trimmed()) +
                                   QStringLiteral("\n\n") + question);
    dialog->setToolTip(tr("Kept in memory until PairRank quits, never saved"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, location, server = *parsed](const QString& password) {
                storage::rememberSessionPassword(server, password);
                m_session.openProject(location);
            });
    connect(dialog, &QDialog::rejected, this, [server = *parsed]() {
        // A password the server refused is not tried again behind the user's back.
        storage::rememberSessionPassword(server, {});
    });
    dialog->open();
}

void ProjectActions::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList paths = m_recent->paths();
    for (int i = 0; i < paths.size(); ++i) {
        const QString& path = paths.at(i);
        QAction* action =
            m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(RecentProjects::title(path)));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path]() { m_session.openProject(path); });
    }
    m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("Clear Recent Projects"));
    clear->setEnabled(!paths.isEmpty());
    connect(clear, &QAction::triggered, m_recent, &RecentProjects::clear);
}

void ProjectActions::updateEnabled() {
    m_close->setEnabled(m_session.isOpen());
}

} // namespace pairrank::ui
