#include "task_progress.h"

#include <QMutexLocker>

namespace pairrank::ui {

common::ProgressCallback TaskProgress::callbackOf(std::shared_ptr<TaskProgress> progress) {
    return [progress = std::move(progress)](const common::Progress& reported) {
        return progress->report(reported);
    };
}

common::ProgressDecision TaskProgress::report(const common::Progress& progress) {
    setTotal(progress.total);
    setDone(progress.done);
    if (!progress.stage.empty()) {
        setStatus(QString::fromStdString(progress.stage));
    }
    return isCancelled() ? common::ProgressDecision::Abort : common::ProgressDecision::Continue;
}

void TaskProgress::setStatus(const QString& status) {
    const QMutexLocker lock(&m_statusMutex);
    m_status = status;
}

QString TaskProgress::status() const {
    const QMutexLocker lock(&m_statusMutex);
    return m_status;
}

} // namespace pairrank::ui
