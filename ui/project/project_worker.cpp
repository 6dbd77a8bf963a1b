#include "project_worker.h"

#include "ui/common/background_work.h"

#include <QMetaObject>

namespace pairrank::ui {

ProjectWorker::ProjectWorker()
    : m_context(std::make_unique<QObject>()) {
    m_thread.setObjectName(QStringLiteral("ProjectWorker"));
    m_context->moveToThread(&m_thread);
    m_thread.start();
    post([] { runAtBackgroundPriority(); }); // the file's check and the GUI's queries
}

ProjectWorker::~ProjectWorker() {
    m_thread.requestInterruption();
    // The connection must be closed by the thread that opened it; quitting from
    // inside the thread guarantees the close ran first.
    post([this]() {
        m_database.reset();
        QThread::currentThread()->quit();
    });
    m_thread.wait();
}

void ProjectWorker::post(std::function<void()> job) {
    QMetaObject::invokeMethod(m_context.get(), std::move(job), Qt::QueuedConnection);
}

} // namespace pairrank::ui
