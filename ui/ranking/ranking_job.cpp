#include "ranking_job.h"

#include "storage/project_database.h"

#include <QMetaObject>
#include <QPointer>
#include <QThread>

namespace pairrank::ui {

RankingJob::RankingJob(QObject* parent)
    : QObject(parent) {
    qRegisterMetaType<analysis::RankingSnapshot>("pairrank::analysis::RankingSnapshot");
}

RankingJob::~RankingJob() {
    for (QThread* thread : findChildren<QThread*>()) {
        thread->wait();
    }
}

quint64 RankingJob::start(const QString& projectPath, const analysis::RankingRequest& request) {
    const quint64 jobId = ++m_jobId;
    QPointer<RankingJob> self(this);
    // The thread has its own connection: a ProjectDatabase belongs to its thread.
    QThread* thread = QThread::create([self, jobId, projectPath, request]() {
        Result<analysis::RankingSnapshot> result = makeError(QString());
        auto database = storage::ProjectDatabase::open(projectPath);
        if (!database) {
            result = makeError(
                QStringLiteral("opening %1: %2").arg(projectPath, database.error().toString()));
        } else {
            result = analysis::computeRanking(**database, request);
        }
        if (self.isNull()) {
            return;
        }
        // Queued into the job's thread, where the job id is compared.
        QMetaObject::invokeMethod(
            self.data(),
            [self, jobId, result]() {
                if (self.isNull() || jobId != self->m_jobId) {
                    return; // a newer job was started: this result is stale
                }
                if (result) {
                    emit self->finished(jobId, *result);
                } else {
                    emit self->failed(jobId, result.error().message);
                }
            },
            Qt::QueuedConnection);
    });
    thread->setParent(this);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    return jobId;
}

} // namespace pairrank::ui
