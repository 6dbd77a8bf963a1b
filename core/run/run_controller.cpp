#include "run_controller.h"

#include "resume_state.h"
#include "run_worker.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"

#include <QDateTime>
#include <QThread>

namespace pairrank::run {

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
