#include "run_tab.h"

#include "core/run/run_store.h"
#include "endpoint_table_model.h"
#include "failure_log_model.h"
#include "history_chart.h"
#include "run_history.h"
#include "run_progress_panel.h"
#include "run_settings_form.h"
#include "snapshot_history.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"
#include "stored_run.h"
#include "ui/common/error_messages.h"

#include <QAction>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace pairrank::ui {

namespace {

// The project's judge configurations and criteria by name, and its latest run (shown
// when the project opens, so that a paused run and its settings are there), read in
// the background.
struct ProjectChoices {
    QStringList judges;
    QStringList criteria;
    std::optional<StoredRun> latestRun;
    QString error;
};

// A table of rows to read (the failure log, the judge's servers), one line each.
QTableView* rowsView(QAbstractItemModel* model, const QString& accessibleName) {
    auto* view = new QTableView;
    view->setModel(model);
    view->setAccessibleName(accessibleName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

QToolButton* buttonFor(QAction* action) {
    auto* button = new QToolButton;
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return button;
}

} // namespace

RunTab::RunTab(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_controller(new run::RunController(this))
    , m_history(new RunHistory(this))
    , m_failures(new FailureLogModel(this))
    , m_endpoints(new EndpointTableModel(this))
    , m_estimateJob(session)
    , m_startJob(session) {
    setAccessibleName(tr("Run"));
    m_form = new RunSettingsForm;
    m_progress = new RunProgressPanel;

    auto* formScroll = new QScrollArea;
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(formScroll, 1);
    leftLayout->addWidget(buildControls());
    left->setMinimumWidth(300);

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_progress);
    rightLayout->addWidget(buildCharts(), 1);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("runTabSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(splitter);

    m_chartTimer.setInterval(kChartRefreshInterval);
    connect(&m_chartTimer, &QTimer::timeout, this, &RunTab::refreshCharts);
    m_estimateTimer.setSingleShot(true);
    m_estimateTimer.setInterval(kEstimateDelay);
    connect(&m_estimateTimer, &QTimer::timeout, this, &RunTab::computeEstimate);

    connect(m_form, &RunSettingsForm::settingsChanged, this, &RunTab::scheduleEstimate);
    connect(m_controller, &run::RunController::snapshotReady, this, &RunTab::onSnapshot);
    connect(m_controller, &run::RunController::failureLogged, this, &RunTab::onFailure);
    connect(m_controller, &run::RunController::stateChanged, this, &RunTab::onStateChanged);
    connect(m_controller, &run::RunController::finished, this, &RunTab::onFinished);
    connect(m_controller, &run::RunController::failed, this, &RunTab::onFailed);

    connect(m_form, &RunSettingsForm::settingsChanged, this, &RunTab::updateActions);
    connect(&m_startJob, &JobTracker::runningChanged, this, &RunTab::updateActions);
    connect(&m_session, &ProjectSession::projectOpened, this, [this] {
        m_choicesLoaded = false;
        reloadProjectChoices();
        updateActions();
    });
    connect(&m_session, &ProjectSession::integrityChecked, this, &RunTab::updateActions);
    connect(&m_session, &ProjectSession::projectClosed, this, &RunTab::onProjectClosed);
    connect(&m_session, &ProjectSession::projectChanged, this, [this](ProjectChanges changes) {
        if (changes & (ProjectChange::Judges | ProjectChange::Criteria)) {
            reloadProjectChoices();
        }
    });
    if (m_session.isOpen()) {
        reloadProjectChoices();
    }
    updateActions();
}

RunTab::~RunTab() = default;

QWidget* RunTab::buildControls() {
    m_startAction = new QAction(tr("&Start"), this);
    m_startAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_startAction->setToolTip(
        tr("Start the run, or continue the stored run with these settings (F5)"));
    m_pauseAction = new QAction(tr("&Pause"), this);
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_F6));
    m_pauseAction->setToolTip(tr("Ask nothing new; answers in flight are still stored (F6)"));
    m_resumeAction = new QAction(tr("&Resume"), this);
    m_resumeAction->setShortcut(QKeySequence(Qt::Key_F7));
    m_resumeAction->setToolTip(tr("Resume the paused run (F7)"));
    m_stopAction = new QAction(tr("S&top"), this);
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_stopAction->setToolTip(
        tr("Stop the run; what is stored stays, and Start continues it later (Shift+F5)"));
    connect(m_startAction, &QAction::triggered, this, &RunTab::startRun);
    connect(m_pauseAction, &QAction::triggered, this, &RunTab::pauseRun);
    connect(m_resumeAction, &QAction::triggered, this, &RunTab::resumeRun);
    connect(m_stopAction, &QAction::triggered, this, &RunTab::stopRun);

    auto* controls = new QWidget;
    auto* column = new QVBoxLayout(controls);
    column->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    // Object names that do not change with the language, for tests and the screenshot mode.
    const std::pair<QAction*, const char*> buttons[] = {{m_startAction, "runStartButton"},
                                                        {m_pauseAction, "runPauseButton"},
                                                        {m_resumeAction, "runResumeButton"},
                                                        {m_stopAction, "runStopButton"}};
    for (const auto& [action, objectName] : buttons) {
        addAction(action);
        QToolButton* button = buttonFor(action);
        button->setAccessibleName(QString(action->text()).remove(QLatin1Char('&')));
        button->setObjectName(QString::fromLatin1(objectName));
        row->addWidget(button);
    }
    column->addLayout(row);
    // Why Start cannot be pressed, in words: a disabled button alone says nothing.
    m_startHint = new QLabel;
    m_startHint->setObjectName(QStringLiteral("startHint"));
    m_startHint->setAccessibleName(tr("Why Start is unavailable"));
    m_startHint->setWordWrap(true);
    m_startHint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_startHint->setVisible(false);
    column->addWidget(m_startHint);
    return controls;
}

QWidget* RunTab::buildCharts() {
    m_convergenceChart = new ConvergenceChart(*m_history);
    m_biasChart = new PositionalBiasChart(*m_history);
    m_throughputChart = new ThroughputChart(*m_history);

    QTableView* failureView = rowsView(m_failures, tr("Failure log"));
    failureView->horizontalHeader()->setSectionResizeMode(FailureLogModel::Time,
                                                          QHeaderView::ResizeToContents);
    QTableView* endpointView = rowsView(m_endpoints, tr("The judge's servers"));
    endpointView->setObjectName(QStringLiteral("runEndpoints"));
    // The failure log and, for a judge served over HTTP, its servers.
    auto* failureBox = new QTabWidget;
    failureBox->setObjectName(QStringLiteral("runLogTabs"));
    failureBox->addTab(failureView, tr("Failures"));
    failureBox->addTab(endpointView, tr("Servers"));
    // Keep the newest failure in sight.
    connect(m_failures, &QAbstractItemModel::rowsInserted, failureView,
            [view = failureView] { view->scrollToBottom(); });

    auto* charts = new QWidget;
    auto* grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_convergenceChart, 0, 0);
    grid->addWidget(m_biasChart, 0, 1);
    grid->addWidget(m_throughputChart, 1, 0);
    grid->addWidget(failureBox, 1, 1);
    return charts;
}

void RunTab::reloadProjectChoices() {
    if (!m_session.isOpen() && !m_session.isOpening()) {
        return;
    }
    if (m_session.role() == storage::ProjectRole::Annotator) {
        return; // the tab is hidden: an annotator has no judges to run
    }
    m_session.run(
        this,
        [](storage::ProjectDatabase& database) {
            ProjectChoices choices;
            const auto judges = storage::listJudgeConfigs(database);
            const auto criteria = storage::listCriteria(database);
            if (!judges || !criteria) {
                choices.error = !judges ? judges.error().toString() : criteria.error().toString();
                return choices;
            }
            for (const domain::JudgeConfig& judge : *judges) {
                choices.judges << judge.name;
            }
            for (const domain::Criterion& criterion : *criteria) {
                choices.criteria << criterion.name;
            }
            auto latest = latestStoredRun(database);
            if (latest) {
                choices.latestRun = *latest;
            }
            return choices;
        },
        [this](const ProjectChoices& choices) {
            if (!choices.error.isEmpty()) {
                m_progress->showEstimateError(choices.error);
                return;
            }
            m_form->setChoices(choices.judges, choices.criteria);
            m_choicesLoaded = true;
            // A project just opened shows its latest run, paused or not: its settings and
            // how to continue it. A run already shown here is not replaced.
            if (choices.latestRun && m_runId == 0 && !isRunActive()) {
                showStoredRun(*choices.latestRun);
            }
            updateActions();
        });
}

void RunTab::scheduleEstimate() {
    if (isRunActive()) {
        return;
    }
    m_estimateJob.cancel(); // an estimate of older settings is dropped
    m_estimateTimer.start();
}

void RunTab::computeEstimate() {
    if (!m_session.isOpen()) {
        return;
    }
    const run::RunSettings settings = m_form->settings();
    if (const pairrank::Status valid = settings.validate(); !valid) {
        m_progress->showEstimateError(valid.message());
        return;
    }
    m_progress->showEstimatePending();
    const QString path = m_session.projectPath();
    m_estimateJob.start(
        [path, settings]() -> pairrank::Result<run::RunEstimate> {
            // The stored run these settings would continue, for the comparisons already done.
            auto database = storage::ProjectDatabase::open(path);
            if (!database) {
                return database.error();
            }
            const auto existing = run::runContinuedBy(**database, settings);
            const domain::RunId run = existing && existing->has_value() ? **existing : 0;
            return run::estimateRun(path, settings, run);
        },
        [this](const pairrank::Result<run::RunEstimate>& estimate) {
            if (estimate) {
                m_progress->showEstimate(*estimate);
            } else {
                m_progress->showEstimateError(estimate.error().message);
            }
        });
}

void RunTab::startRun() {
    if (!m_session.isOpen() || isRunActive()) {
        return;
    }
    const run::RunSettings settings = m_form->settings();
    if (const pairrank::Status valid = settings.validate(); !valid) {
        reportStartFailure(valid.message());
        return;
    }
    m_estimateTimer.stop();
    m_progress->showState(run::RunState::Starting);
    const QString path = m_session.projectPath();
    // Not applied after a project switch: the run was made in the project closed.
    m_startJob.start(
        // Same settings but perhaps a new budget: the stored run continues (run_store.h).
        [path, settings]() { return run::openRun(path, settings); },
        [this, path](const pairrank::Result<run::OpenedRun>& opened) {
            if (!opened) {
                reportStartFailure(opened.error().message);
                return;
            }
            const domain::RunId run = opened->id;
            // Continuing the run shown keeps its charts; another run starts them anew.
            if (run != m_runId) {
                m_history->clear();
                m_failures->clear();
                m_endpoints->clear();
                m_lastSnapshot.reset();
            }
            m_runId = run;
            const auto job = m_controller->start(path, m_runId);
            if (!job) {
                reportStartFailure(job.error().message);
                return;
            }
            m_session.notifyChanged(ProjectChange::Runs);
            m_chartTimer.start();
            updateActions();
        });
}

void RunTab::pauseRun() {
    m_controller->pause();
}

void RunTab::resumeRun() {
    m_controller->resume();
}

void RunTab::stopRun() {
    m_controller->stop();
}

void RunTab::reportStartFailure(const QString& message) {
    m_progress->showState(run::RunState::Failed, message);
    updateActions();
    emit startFailed(message);
}

void RunTab::onSnapshot(const run::RunSnapshot& snapshot) {
    m_history->append(historyPointFromSnapshot(snapshot));
    m_progress->showSnapshot(snapshot);
    m_endpoints->update(snapshot.endpoints, snapshot.totals.elapsedSeconds);
    m_lastSnapshot = snapshot;
    emit snapshotReceived(snapshot);
}

void RunTab::onFailure(const run::FailureEntry& failure) {
    m_failures->append(failureLogEntry(failure));
}

void RunTab::onStateChanged(run::RunState state) {
    m_progress->showState(state);
    const bool active = m_controller->isActive();
    if (active && !m_chartTimer.isActive()) {
        m_chartTimer.start();
    }
    updateActions();
}

void RunTab::onFinished(const run::RunSummary& summary) {
    m_chartTimer.stop();
    refreshCharts(); // the final numbers, whenever the timer last fired
    m_progress->showState(summary.finalState, summary.stopReason);
    m_session.notifyChanged(ProjectChange::Runs | ProjectChange::Judgements);
    updateActions();
    scheduleEstimate();
    emit runFinished(summary);
}

void RunTab::onFailed(const QString& message) {
    m_progress->showState(run::RunState::Failed, message);
    updateActions();
    showError(this, tr("The run failed."), message);
}

void RunTab::showStoredRun(const StoredRun& run) {
    if (isRunActive()) {
        return; // the settings identify the run going; another is shown after it
    }
    if (run.id != m_runId) {
        m_history->clear();
        m_failures->clear();
        m_endpoints->clear();
        m_lastSnapshot.reset();
        refreshCharts();
    }
    m_runId = run.id;
    m_form->setSettings(run.settings);
    m_progress->showStoredRun(run.status);
    updateActions();
}

void RunTab::showRun(domain::RunId run) {
    if (isRunActive() || !m_session.isOpen()) {
        return;
    }
    m_session.run(
        this,
        [run](storage::ProjectDatabase& database) -> std::optional<StoredRun> {
            auto stored = storedRun(database, run);
            return stored ? std::optional<StoredRun>(*stored) : std::nullopt;
        },
        [this](const std::optional<StoredRun>& stored) {
            if (stored) {
                showStoredRun(*stored);
            }
        });
}

void RunTab::onProjectClosed() {
    m_choicesLoaded = false;
    m_controller->stop();
    m_chartTimer.stop();
    m_history->clear();
    m_failures->clear();
    m_endpoints->clear();
    m_lastSnapshot.reset();
    m_runId = 0;
    m_form->setChoices({}, {});
    m_progress->reset();
    updateActions();
}

void RunTab::refreshCharts() {
    m_convergenceChart->refresh();
    m_biasChart->refresh();
    m_throughputChart->refresh();
}

QString RunTab::whyStartIsUnavailable() const {
    if (isRunActive()) {
        return {}; // the buttons of a going run say enough
    }
    if (!m_session.isOpen()) {
        return m_session.isOpening() ? tr("The project is opening…")
                                     : tr("Open or create a project to start a run.");
    }
    if (m_session.isCheckingIntegrity()) {
        return tr("Checking the project file's integrity…");
    }
    if (!m_choicesLoaded) {
        return tr("Reading the project's judges and criteria…");
    }
    const run::RunSettings settings = m_form->settings();
    if (settings.judgeConfig.isEmpty()) {
        return tr("The project has no judge yet: add one with Judges… in the menu bar.");
    }
    if (settings.criterion.isEmpty()) {
        return tr("The project has no criterion yet: add one with Judges… in the menu bar.");
    }
    if (const pairrank::Status valid = settings.validate(); !valid) {
        return valid.message();
    }
    return {};
}

void RunTab::updateActions() {
    const run::RunState state = m_controller->state();
    const bool active = isRunActive();
    const QString hint = whyStartIsUnavailable();
    m_startAction->setEnabled(!active && hint.isEmpty());
    m_startHint->setText(hint);
    m_startHint->setVisible(!hint.isEmpty());
    m_pauseAction->setEnabled(state == run::RunState::Running);
    m_resumeAction->setEnabled(state == run::RunState::Paused);
    m_stopAction->setEnabled(m_controller->isActive() && state != run::RunState::Stopping);
    m_form->setEditable(!active);
}

} // namespace pairrank::ui
