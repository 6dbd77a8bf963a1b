#include "main_window.h"

#include "project_tree_model.h"
#include "ui/annotate/annotate_tab.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/candidates/candidates_tab.h"
#include "ui/common/error_messages.h"
#include "ui/common/language_setting.h"
#include "ui/import/import_wizard.h"
#include "ui/judges/judges_dialog.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/run/run_tab.h"
#include "window_state.h"

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
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>

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
    , m_busy(new QProgressBar(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    m_sidebar->setModel(m_treeModel);
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setAccessibleName(tr("Project contents"));
    m_sidebar->setObjectName(QStringLiteral("projectSidebar"));
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({240, 1040});
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_candidatesTab, tr("&Candidates"));
    m_tabs->addTab(m_rankingTab, tr("&Ranking"));
    m_runTab = new RunTab(session, m_tabs);
    m_tabs->addTab(m_runTab, tr("R&un"));
    m_annotateTab = new AnnotateTab(session, m_tabs);
    m_tabs->addTab(m_annotateTab, tr("&Annotate"));
    m_calibrationTab = new CalibrationTab(session, m_tabs);
    m_tabs->addTab(m_calibrationTab, tr("Ca&libration"));
    setCentralWidget(m_splitter);

    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setVisible(false);
    m_busy->setAccessibleName(tr("Opening the project"));
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
    connect(m_treeModel, &ProjectTreeModel::loaded, this, [this]() {
        m_sidebar->expand(m_treeModel->groupIndex(ProjectTreeModel::Group::Criteria));
        m_sidebar->expand(m_treeModel->groupIndex(ProjectTreeModel::Group::Judges));
    });
    connect(&m_session, &ProjectSession::openingStarted, this, &MainWindow::showOpening);
    connect(&m_session, &ProjectSession::projectOpened, this, &MainWindow::updateTitle);
    connect(&m_session, &ProjectSession::projectClosed, this, &MainWindow::updateTitle);
    connect(&m_session, &ProjectSession::openFailed, this, &MainWindow::updateTitle);
    resize(1280, 800);
    restoreWindowState(*this);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_projectActions->newAction());
    file->addAction(m_projectActions->openAction());
    file->addMenu(m_projectActions->recentMenu());
    file->addAction(m_projectActions->closeAction());
    file->addSeparator();
    QAction* import =
        file->addAction(tr("&Import Candidates…"), this, &MainWindow::showImportWizard);
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    import->setToolTip(tr("Import candidates from a CSV or JSON Lines file"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
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

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_projectActions->openDemoAction());
    QAction* about = help->addAction(tr("&About PairRank"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::addTabShortcuts(QMenu& menu) {
    static constexpr Qt::Key kKeys[] = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5};
    for (int tab = 0; tab < m_tabs->count() && tab < static_cast<int>(std::size(kKeys)); ++tab) {
        QAction* action = menu.addAction(m_tabs->tabText(tab));
        action->setShortcut(QKeySequence(Qt::CTRL | kKeys[tab]));
        action->setToolTip(tr("Show the %1 tab").arg(m_tabs->tabText(tab).remove(u'&')));
        connect(action, &QAction::triggered, this, [this, tab]() { m_tabs->setCurrentIndex(tab); });
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
        auto* box = new QMessageBox(QMessageBox::Information, tr("Language"),
                                    tr("The new language applies when PairRank starts again."),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
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

void MainWindow::showJudges() {
    if (!m_session.isOpen()) {
        return;
    }
    auto* dialog = new JudgesDialog(m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showAbout() {
    const QString provenance =
        demoProvenance().toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
    auto* box = new QMessageBox(this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About PairRank"));
    box->setTextFormat(Qt::RichText);
    box->setText(tr("<h3>PairRank %1</h3><p>Ranking texts with pairwise comparisons by LLM "
                    "judges and people.</p>")
                     .arg(QCoreApplication::applicationVersion().toHtmlEscaped()));
    box->setInformativeText(tr("<p><b>Demo project data</b></p><p>%1</p>").arg(provenance));
    box->setStandardButtons(QMessageBox::Ok);
    box->open();
}

void MainWindow::showOpening(const QString& path) {
    m_busy->setVisible(true);
    m_projectLabel->setText(tr("Opening %1 and checking its integrity…").arg(path));
}

void MainWindow::updateTitle() {
    m_busy->setVisible(m_session.isOpening());
    if (m_session.isOpen()) {
        const QString name = m_session.projectName().isEmpty()
                                 ? QFileInfo(m_session.projectPath()).completeBaseName()
                                 : m_session.projectName();
        setWindowTitle(tr("%1 — PairRank").arg(name));
        m_projectLabel->setText(m_session.projectPath());
    } else if (!m_session.isOpening()) {
        setWindowTitle(tr("PairRank"));
        m_projectLabel->setText(tr("No project is open. Use File ▸ New or File ▸ Open."));
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveWindowState(*this);
    QMainWindow::closeEvent(event);
}

} // namespace pairrank::ui
