#include "run_worker.h"

#include "run_loop.h"

namespace pairrank::run {

RunWorker::RunWorker(quint64 jobId, QString projectPath, domain::RunId run,
                     int snapshotIntervalMilliseconds)
    : m_jobId(jobId)
    , m_projectPath(std::move(projectPath))
    , m_runId(run)
    , m_snapshotIntervalMilliseconds(snapshotIntervalMilliseconds) {}

RunWorker::~RunWorker() = default;

void RunWorker::start() {
    if (m_loop) {
        return;
    }
    RunLoopCallbacks callbacks;
    callbacks.snapshot = [this](const RunSnapshot& snapshot) {
        emit snapshotReady(snapshot);
    };
    callbacks.failure = [this](const FailureEntry& failure) {
        emit failureLogged(failure);
    };
    callbacks.stateChanged = [this](RunState state) {
        emit stateChanged(m_jobId, state);
    };
    callbacks.finished = [this](const RunSummary& summary) {
        emit finished(summary);
    };
    callbacks.failed = [this](const QString& message) {
        emit failed(m_jobId, message);
    };
    m_loop = std::make_unique<RunLoop>(m_jobId, m_projectPath, m_runId,
                                       m_snapshotIntervalMilliseconds, this, std::move(callbacks));
    m_loop->start();
}

void RunWorker::pause() {
    if (m_loop) {
        m_loop->pause();
    }
}

void RunWorker::resume() {
    if (m_loop) {
        m_loop->resume();
    }
}

void RunWorker::stop() {
    if (m_loop) {
        m_loop->stop();
    }
}

void RunWorker::abort() {
    if (m_loop) {
        m_loop->abort();
        // The judge and the connection belong to this thread: release them here.
        m_loop.reset();
    }
}

} // namespace pairrank::run
