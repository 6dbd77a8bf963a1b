#include "main_window.h"

#include "about_dialog.h"
#include "project_tree_model.h"
#include "storage/project_location.h"
#include "ui/annotate/annotate_tab.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/candidates/candidates_tab.h"
#include "ui/common/error_messages.h"
#include "ui/common/language_setting.h"
#include "ui/help/guide_opener.h"
#include "ui/help/shortcuts_dialog.h"
#include "ui/import/import_wizard.h"
#include "ui/judges/judges_dialog.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/run/run_tab.h"
#include "window_state.h"

#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QWhatsThis>

#include <algorithm>

namespace pairrank::ui {

MainWindow::MainWindow(ProjectSession& session, QWidget* parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_projectActions(new ProjectActions(session, this))
    , m_treeModel(new ProjectTreeModel(session, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_sidebar(new QTreeView(m_splitter))
    , m_tabs(new QTabWidget(m_splitter))
    , m_candidatesTab(new CandidatesTab(session, m_tabs))
    , m_rankingTab(new RankingTab(session, m_tabs))
    , m_projectLabel(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_guide(new GuideOpener(*this)) {
    setObjectName(QStringLiteral("mainWindow"));
    m_sidebar->setModel(m_treeModel);
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setAccessibleName(tr("Project contents"));
    m_sidebar->setObjectName(QStringLiteral("projectSidebar"));
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false); // a narrow window keeps its project tree
    m_sidebar->setMinimumWidth(150);
    m_splitter->setSizes({180, 1100});
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_candidatesTab, tr("&Candidates"));
    m_tabs->addTab(m_rankingTab, tr("&Ranking"));
    m_runTab = new RunTab(session, m_tabs);
    m_tabs->addTab(m_runTab, tr("R&un"));
    // The Ranking tab follows a run while it goes on, and fits again when it ends.
    connect(m_runTab, &RunTab::snapshotReceived, m_rankingTab, &RankingTab::followRun);
    connect(m_runTab, &RunTab::runFinished, m_rankingTab, &RankingTab::stopFollowingRun);
    m_annotateTab = new AnnotateTab(session, m_tabs);
    m_tabs->addTab(m_annotateTab, tr("&Annotate"));
    m_calibrationTab = new CalibrationTab(session, m_tabs);
    m_tabs->addTab(m_calibrationTab, tr("Ca&libration"));
    setCentralWidget(m_splitter);

    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setVisible(false);
    m_busy->setAccessibleName(tr("Opening the project"));
    // A long project path is cut, not allowed to widen the window.
    m_projectLabel->setObjectName(QStringLiteral("projectLocation"));
    m_projectLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_projectLabel->setMinimumWidth(0);
    statusBar()->addWidget(m_projectLabel, 1);
    statusBar()->addPermanentWidget(m_busy);

    createMenus();
    connect(m_candidatesTab, &CandidatesTab::importRequested, this, &MainWindow::showImportWizard);
    connect(m_sidebar->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (const auto context = m_treeModel->contextAt(current)) {
                    m_session.setCurrentContext(context);
                }
            });
    // Enter or a double-click on an item opens it where it is edited or shown.
    connect(m_sidebar, &QTreeView::activated, this, &MainWindow::openSidebarItem);
    connect(m_treeModel, &ProjectTreeModel::loaded, this, [this]() {
        m_sidebar->expand(m_treeModel->groupIndex(ProjectTreeModel::Group::Criteria));
        m_sidebar->expand(m_treeModel->groupIndex(ProjectTreeModel::Group::Judges));
    });
    connect(&m_session, &ProjectSession::openingStarted, this, &MainWindow::showOpening);
    connect(&m_session, &ProjectSession::projectOpened, this, &MainWindow::updateTitle);
    connect(&m_session, &ProjectSession::projectClosed, this, &MainWindow::updateTitle);
    connect(&m_session, &ProjectSession::openFailed, this, &MainWindow::updateTitle);
    connect(&m_session, &ProjectSession::integrityChecked, this, &MainWindow::updateTitle);
    // Tab moves between the panes; the arrow keys move inside a table. Otherwise Tab
    // is trapped cell by cell in the first table and the rest is out of the keyboard's reach.
    for (QAbstractItemView* view : findChildren<QAbstractItemView*>()) {
        view->setTabKeyNavigation(false);
    }
    resize(initialSize());
    restoreWindowState(*this);
    updateTitle();
}

QSize MainWindow::initialSize() const {
    // 1280 × 800 where it fits; a smaller screen gets a window that fits its available
    // area (the title bar and the status bar stay on screen).
    const QScreen* shown = screen() != nullptr ? screen() : QGuiApplication::primaryScreen();
    const QSize available = shown != nullptr ? shown->availableSize() : QSize(1280, 800);
    return {std::min(1280, available.width() * 9 / 10), std::min(800, available.height() * 9 / 10)};
}

void MainWindow::openSidebarItem(const QModelIndex& index) {
    if (!index.isValid()) {
        return;
    }
    if (!index.parent().isValid()) {
        // The Criteria row opens where criteria are made and edited, as its items do;
        // the other groups only expand, which is the tree's own business.
        if (m_treeModel->groupOf(index) == ProjectTreeModel::Group::Criteria) {
            if (JudgesDialog* dialog = showJudges()) {
                dialog->showCriteria();
            }
        }
        return;
    }
    if (const auto run = m_treeModel->runAt(index)) {
        if (m_runTab->isRunActive()) {
            statusBar()->showMessage(tr("A run is going: stop it to show another one."), 5000);
            return;
        }
        m_runTab->showRun(*run);
        m_tabs->setCurrentWidget(m_runTab);
        return;
    }
    const ProjectOverview& overview = m_treeModel->overview();
    switch (m_treeModel->groupOf(index)) {
    case ProjectTreeModel::Group::Criteria:
        if (JudgesDialog* dialog = showJudges()) {
            dialog->selectCriterion(overview.criteria.at(index.row()).name);
        }
        break;
    case ProjectTreeModel::Group::Judges:
        if (JudgesDialog* dialog = showJudges()) {
            dialog->selectJudge(overview.judges.at(index.row()).name);
        }
        break;
    case ProjectTreeModel::Group::Contexts:
        m_tabs->setCurrentWidget(isAnnotator() ? static_cast<QWidget*>(m_annotateTab)
                                               : m_candidatesTab);
        break;
    case ProjectTreeModel::Group::Runs:
        break;
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_projectActions->newAction());
    file->addAction(m_projectActions->openAction());
    file->addAction(m_projectActions->connectAction());
    file->addMenu(m_projectActions->recentMenu());
    file->addAction(m_projectActions->closeAction());
    file->addSeparator();
    QAction* import =
        file->addAction(tr("&Import Candidates…"), this, &MainWindow::showImportWizard);
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    import->setToolTip(tr("Import candidates from a CSV or JSON Lines file"));
    m_analystActions << import;
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    // Ctrl+Q where the platform names no key for Quit (a bare X server, offscreen).
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    quit->setShortcuts(quitKeys.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                                          : quitKeys);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_session.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_session.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    addTabShortcuts(*view);
    view->addSeparator();
    addLanguageMenu(*view);

    QAction* judges = menuBar()->addAction(tr("&Judges…"), this, &MainWindow::showJudges);
    judges->setToolTip(tr("Configure the LLM judges"));
    m_analystActions << judges;

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(*help);
    help->addSeparator();
    help->addAction(m_projectActions->openDemoAction());
    help->addSeparator();
    QAction* about = help->addAction(tr("&About PairRank"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::addHelpActions(QMenu& menu) {
    QAction* guide =
        menu.addAction(tr("&User Guide"), this, [this] { m_guide->open(guidePageOfCurrentTab()); });
    guide->setShortcut(QKeySequence(Qt::Key_F1));
    guide->setToolTip(tr("Open the user guide at the page for the current tab"));
    QAction* methods = menu.addAction(tr("&Methods"), this,
                                      [this] { m_guide->open(QStringLiteral("methods.html")); });
    methods->setToolTip(tr("The scoring models, selection strategies and estimators explained"));
    menu.addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    QAction* whatsThis = QWhatsThis::createAction(this);
    whatsThis->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    menu.addAction(whatsThis);
}

QString MainWindow::guidePageOfCurrentTab() const {
    const QWidget* tab = m_tabs->currentWidget();
    if (tab == m_rankingTab) {
        return QStringLiteral("ranking.html");
    }
    if (tab == m_runTab) {
        return QStringLiteral("run.html");
    }
    if (tab == m_annotateTab) {
        return QStringLiteral("annotate.html");
    }
    if (tab == m_calibrationTab) {
        return QStringLiteral("calibration.html");
    }
    return QStringLiteral("candidates.html");
}

void MainWindow::showShortcuts() {
    auto* dialog = new ShortcutsDialog(*this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::addTabShortcuts(QMenu& menu) {
    static constexpr Qt::Key kKeys[] = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5};
    for (int tab = 0; tab < m_tabs->count() && tab < static_cast<int>(std::size(kKeys)); ++tab) {
        QAction* action = menu.addAction(m_tabs->tabText(tab));
        action->setShortcut(QKeySequence(Qt::CTRL | kKeys[tab]));
        action->setToolTip(tr("Show the %1 tab").arg(m_tabs->tabText(tab).remove(u'&')));
        connect(action, &QAction::triggered, this, [this, tab]() { m_tabs->setCurrentIndex(tab); });
        m_tabActions << action;
    }
}

void MainWindow::addLanguageMenu(QMenu& menu) {
    QMenu* languages = menu.addMenu(tr("Lan&guage"));
    auto* group = new QActionGroup(languages);
    const QString current = kLanguageSetting.read();
    const auto addLanguage = [&](const QString& code, const QString& name) {
        QAction* action = languages->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
    };
    addLanguage(QString(), tr("System Language"));
    languages->addSeparator();
    for (const OfferedLanguage& language : offeredLanguages()) {
        addLanguage(language.code, language.nativeName);
    }
    connect(group, &QActionGroup::triggered, this, [this](QAction* action) {
        const QString code = action->data().toString();
        if (code == kLanguageSetting.read()) {
            return;
        }
        kLanguageSetting.write(code);
        // The texts are set once when the widgets are built; a restart is simpler and
        // safer than retranslating every widget, model and chart in place.
        auto* box = new QMessageBox(QMessageBox::Question, tr("Language"),
                                    tr("The new language applies when PairRank starts again."),
                                    QMessageBox::NoButton, this);
        box->setObjectName(QStringLiteral("languageRestartBox"));
        QPushButton* restart = box->addButton(tr("&Restart Now"), QMessageBox::AcceptRole);
        box->addButton(tr("&Later"), QMessageBox::RejectRole);
        box->setDefaultButton(restart);
        box->setAttribute(Qt::WA_DeleteOnClose);
        connect(box, &QMessageBox::finished, this, [this, box, restart]() {
            if (box->clickedButton() == restart) {
                restartApplication();
            }
        });
        box->open();
    });
}

void MainWindow::showImportWizard() {
    if (!m_session.isOpen()) {
        showError(this, tr("No project is open."),
                  tr("Create or open a project first, then import candidates into it."));
        return;
    }
    auto* wizard = new ImportWizard(m_session, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->open();
}

JudgesDialog* MainWindow::showJudges() {
    if (!m_session.isOpen() || isAnnotator()) {
        return nullptr;
    }
    auto* dialog = new JudgesDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void MainWindow::showAbout() {
    auto* dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::restartApplication() {
    // The window closes as for Quit, asking first about a going run; once it has closed,
    // restartRequested() tells main() to start PairRank again after the event loop, when
    // the project file is closed. The new process reopens the project, as every start does.
    m_restartAfterClose = true;
    close();
}

void MainWindow::showOpening(const QString& path) {
    m_busy->setVisible(true);
    m_projectLabel->setText(storage::ProjectLocation::isServerAddress(path)
                                ? tr("Connecting to %1…").arg(path)
                                : tr("Opening %1 and checking its integrity…").arg(path));
}

bool MainWindow::isAnnotator() const {
    return m_session.isOpen() && m_session.role() == storage::ProjectRole::Annotator;
}

void MainWindow::showRole() {
    const bool annotator = isAnnotator();
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        const bool shown = !annotator || m_tabs->widget(tab) == m_annotateTab;
        m_tabs->setTabVisible(tab, shown);
        // A hidden tab's keys (F5 and the like) must not reach it either.
        m_tabs->widget(tab)->setEnabled(shown);
        if (tab < m_tabActions.size()) {
            m_tabActions[tab]->setVisible(shown);
            m_tabActions[tab]->setEnabled(shown);
        }
    }
    for (QAction* action : std::as_const(m_analystActions)) {
        action->setVisible(!annotator);
        action->setEnabled(!annotator);
    }
    if (annotator) {
        m_tabs->setCurrentWidget(m_annotateTab);
    }
}

void MainWindow::updateTitle() {
    m_busy->setVisible(m_session.isOpening() || m_session.isCheckingIntegrity());
    showRole();
    if (m_session.isOpen()) {
        const QString name = m_session.projectName().isEmpty()
                                 ? QFileInfo(m_session.projectPath()).completeBaseName()
                                 : m_session.projectName();
        if (isAnnotator()) {
            setWindowTitle(tr("%1 — PairRank (annotator)").arg(name));
            m_projectLabel->setText(
                tr("%1 — annotator: the server lets you label pairs, not see the judgements")
                    .arg(m_session.projectPath()));
        } else {
            setWindowTitle(tr("%1 — PairRank").arg(name));
            m_projectLabel->setText(
                m_session.isCheckingIntegrity()
                    ? tr("%1 — checking its integrity…").arg(m_session.projectPath())
                    : m_session.projectPath());
        }
    } else if (!m_session.isOpening()) {
        setWindowTitle(tr("PairRank"));
        m_projectLabel->setText(tr("No project is open. Use File ▸ New or File ▸ Open."));
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_runTab != nullptr && m_runTab->isRunActive() && !m_quitDuringRunConfirmed) {
        event->ignore();
        askBeforeQuittingDuringRun();
        return;
    }
    saveWindowState(*this);
    QMainWindow::closeEvent(event);
    if (event->isAccepted() && m_restartAfterClose) {
        emit restartRequested();
    }
}

void MainWindow::askBeforeQuittingDuringRun() {
    const bool restart = m_restartAfterClose;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("A run is going"),
                                restart ? tr("A run is going. Restart PairRank anyway?")
                                        : tr("A run is going. Quit PairRank anyway?"),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("quitDuringRunBox"));
    box->setInformativeText(
        tr("Every answer received so far is stored. The run stops now; the next time this "
           "project is opened, Start (F5) in the Run tab continues it."));
    QPushButton* quit = box->addButton(restart ? tr("&Stop and Restart") : tr("&Stop and Quit"),
                                       QMessageBox::AcceptRole);
    QPushButton* keep = box->addButton(tr("&Keep Running"), QMessageBox::RejectRole);
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, quit]() {
        if (box->clickedButton() != quit) {
            m_restartAfterClose = false; // kept running: neither quit nor restart
            return;
        }
        m_quitDuringRunConfirmed = true;
        m_runTab->stopRun();
        close();
    });
    box->open();
}

} // namespace pairrank::ui
