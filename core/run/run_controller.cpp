#include "run_controller.h"

#include "resume_state.h"
#include "run_worker.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"

#include <QDateTime>
#include <QThread>

namespace pairrank::run {

namespace {

Result<std::unique_ptr<storage::ProjectDatabase>> openProject(const QString& path) {
    auto database = storage::ProjectDatabase::open(path);
    if (!database) {
        return makeError(QStringLiteral("opening %1: %2").arg(path, database.error().toString()));
    }
    return std::move(database).value();
}

} // namespace

RunController::RunController(QObject* parent)
    : QObject(parent) {
    registerSessionMetaTypes();
}

RunController::~RunController() {
    shutDownThread();
}

void RunController::shutDownThread() {
    if (m_thread == nullptr) {
        return;
    }
    if (m_thread->isRunning()) {
        if (m_worker != nullptr && isActive()) {
            // Synchronous: the run is marked Paused and its judge cancelled before we go.
            QMetaObject::invokeMethod(m_worker, &RunWorker::abort, Qt::BlockingQueuedConnection);
        }
        m_thread->quit();
        m_thread->wait();
    }
    delete m_thread; // the worker was deleted in its thread when the thread finished
    m_thread = nullptr;
    m_worker = nullptr;
}

Result<domain::RunId> RunController::createRun(const QString& projectPath,
                                               const RunSettings& settings) {
    if (Status status = settings.validate(); !status) {
        return status.error();
    }
    auto database = openProject(projectPath);
    if (!database) {
        return database.error();
    }
    storage::ProjectDatabase& project = **database;
    auto criterion = storage::findCriterionByName(project, settings.criterion);
    if (!criterion || !criterion->has_value()) {
        return makeError(
            QStringLiteral("criterion '%1' is not in the project").arg(settings.criterion));
    }
    auto judge = storage::findJudgeConfigByName(project, settings.judgeConfig);
    if (!judge || !judge->has_value()) {
        return makeError(QStringLiteral("judge configuration '%1' is not in the project")
                             .arg(settings.judgeConfig));
    }
    if (auto contexts = runContexts(project, settings); !contexts) {
        return contexts.error();
    }
    domain::Run run;
    run.judgeConfigId = (*judge)->id;
    run.criterionId = (*criterion)->id;
    run.contextId = settings.context;
    run.label =
        QStringLiteral("%1 %2 %3").arg(settings.strategy, settings.model, settings.judgeConfig);
    run.config = settings.toJson();
    run.seed = settings.seed;
    run.status = domain::RunStatus::Created;
    run.createdAt = QDateTime::currentDateTimeUtc();
    domain::RunId id = 0;
    const storage::Status stored = project.transaction([&]() -> storage::Status {
        auto inserted = storage::insertRun(project, run);
        if (!inserted) {
            return inserted.error();
        }
        id = *inserted;
        return {};
    });
    if (!stored) {
        return makeError(QStringLiteral("storing the run: %1").arg(stored.error().toString()));
    }
    return id;
}

Result<std::optional<domain::RunId>> RunController::findMatchingRun(const QString& projectPath,
                                                                    const RunSettings& settings) {
    auto database = openProject(projectPath);
    if (!database) {
        return database.error();
    }
    auto runs = storage::listRuns(**database);
    if (!runs) {
        return makeError(QStringLiteral("reading runs: %1").arg(runs.error().toString()));
    }
    std::optional<domain::RunId> latest;
    for (const domain::Run& run : *runs) {
        if (run.status == domain::RunStatus::Imported) {
            continue;
        }
        auto stored = RunSettings::fromJson(run.config);
        if (stored && stored->sameRunAs(settings) && (!latest || run.id > *latest)) {
            latest = run.id;
        }
    }
    return latest;
}

Result<RunSettings> RunController::runSettings(const QString& projectPath, domain::RunId run) {
    auto database = openProject(projectPath);
    if (!database) {
        return database.error();
    }
    auto definition = loadRunDefinition(**database, run);
    if (!definition) {
        return definition.error();
    }
    return definition->settings;
}

Status RunController::updateRunSettings(const QString& projectPath, domain::RunId run,
                                        const RunSettings& settings) {
    if (Status status = settings.validate(); !status) {
        return status;
    }
    auto database = openProject(projectPath);
    if (!database) {
        return database.error();
    }
    storage::ProjectDatabase& project = **database;
    auto stored = storage::findRun(project, run);
    if (!stored || !stored->has_value()) {
        return makeError(QStringLiteral("run %1 is not in the project").arg(run));
    }
    auto previous = RunSettings::fromJson((*stored)->config);
    if (!previous || !previous->sameRunAs(settings)) {
        return makeError(
            QStringLiteral("run %1 has other settings than these; create a new run").arg(run));
    }
    // Only the limits change.
    const storage::Status updated = project.transaction(
        [&]() { return storage::updateRunConfig(project, run, settings.toJson()); });
    if (!updated) {
        return makeError(
            QStringLiteral("updating run %1: %2").arg(run).arg(updated.error().toString()));
    }
    return {};
}

bool RunController::isActive() const {
    return m_state == RunState::Starting || m_state == RunState::Running ||
           m_state == RunState::Paused || m_state == RunState::Stopping;
}

void RunController::setSnapshotInterval(int milliseconds) {
    m_snapshotIntervalMilliseconds = std::max(0, milliseconds);
}

Result<quint64> RunController::start(const QString& projectPath, domain::RunId run) {
    if (isActive()) {
        return makeError(QStringLiteral("a run is active; stop it and wait for it to finish"));
    }
    shutDownThread();
    const quint64 jobId = ++m_jobId;
    m_acceptingSnapshots = true;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("pairrank-run"));
    m_worker = new RunWorker(jobId, projectPath, run, m_snapshotIntervalMilliseconds);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &RunWorker::snapshotReady, this, &RunController::onWorkerSnapshot);
    connect(m_worker, &RunWorker::failureLogged, this, &RunController::onWorkerFailure);
    connect(m_worker, &RunWorker::stateChanged, this, &RunController::onWorkerState);
    connect(m_worker, &RunWorker::finished, this, &RunController::onWorkerFinished);
    connect(m_worker, &RunWorker::failed, this, &RunController::onWorkerFailed);
    m_thread->start();
    setState(RunState::Starting);
    QMetaObject::invokeMethod(m_worker, &RunWorker::start, Qt::QueuedConnection);
    return jobId;
}

void RunController::pause() {
    if (m_worker != nullptr && m_state == RunState::Running) {
        QMetaObject::invokeMethod(m_worker, &RunWorker::pause, Qt::QueuedConnection);
    }
}

void RunController::resume() {
    if (m_worker != nullptr && m_state == RunState::Paused) {
        QMetaObject::invokeMethod(m_worker, &RunWorker::resume, Qt::QueuedConnection);
    }
}

void RunController::stop() {
    if (m_worker != nullptr && isActive()) {
        // From now on nothing of this job but its end reaches the caller.
        m_acceptingSnapshots = false;
        setState(RunState::Stopping);
        QMetaObject::invokeMethod(m_worker, &RunWorker::stop, Qt::QueuedConnection);
    }
}

void RunController::onWorkerSnapshot(const RunSnapshot& snapshot) {
    if (snapshot.jobId == m_jobId && m_acceptingSnapshots) {
        emit snapshotReady(snapshot);
    }
}

void RunController::onWorkerFailure(const FailureEntry& failure) {
    if (failure.jobId == m_jobId && m_acceptingSnapshots) {
        emit failureLogged(failure);
    }
}

void RunController::onWorkerState(quint64 jobId, RunState state) {
    if (jobId != m_jobId) {
        return;
    }
    // After stop() only the end of the job is reported.
    if (!m_acceptingSnapshots && state != RunState::Stopped && state != RunState::Finished &&
        state != RunState::Failed) {
        return;
    }
    setState(state);
}

void RunController::onWorkerFinished(const RunSummary& summary) {
    if (summary.jobId != m_jobId) {
        return;
    }
    setState(summary.finalState);
    if (m_thread != nullptr) {
        m_thread->quit();
    }
    emit finished(summary);
}

void RunController::onWorkerFailed(quint64 jobId, const QString& message) {
    if (jobId == m_jobId) {
        emit failed(message);
    }
}

void RunController::setState(RunState state) {
    if (m_state != state) {
        m_state = state;
        emit stateChanged(state);
    }
}

} // namespace pairrank::run
