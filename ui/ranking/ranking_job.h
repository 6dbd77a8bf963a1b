// Computing a context's ranking (analysis::computeRanking) in a worker thread
// with its own connection, for the GUI: start() returns a job id at once;
// finished()/failed() carry it, and a job started later makes the results of
// earlier ones be dropped (only the newest job's result is emitted).
#pragma once

#include "core/analysis/ranking.h"

#include <QObject>

namespace pairrank::ui {

class RankingJob : public QObject {
    Q_OBJECT
public:
    explicit RankingJob(QObject* parent = nullptr);
    ~RankingJob() override; // waits for a running computation

    quint64 start(const QString& projectPath, const analysis::RankingRequest& request);
    quint64 currentJobId() const { return m_jobId; }

signals:
    void finished(quint64 jobId, const pairrank::analysis::RankingSnapshot& ranking);
    void failed(quint64 jobId, const QString& message);

private:
    quint64 m_jobId = 0;
};

} // namespace pairrank::ui
