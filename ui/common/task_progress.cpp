#include "task_progress.h"

#include <QMutexLocker>

namespace pairrank::ui {

void TaskProgress::setStatus(const QString& status) {
    const QMutexLocker lock(&m_statusMutex);
    m_status = status;
}

QString TaskProgress::status() const {
    const QMutexLocker lock(&m_statusMutex);
    return m_status;
}

} // namespace pairrank::ui
