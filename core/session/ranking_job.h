// Computing a context's current ranking from the stored judgements, independent
// of any run (DESIGN.md §6: the Ranking tab when a project is opened;
// `pairrank-cli ranking`).
#pragma once

#include "core/domain/identifiers.h"
#include "ranking_snapshot.h"
#include "run_settings.h"
#include "session_result.h"

#include <QObject>
#include <QString>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::session {

struct RankingRequest {
    std::optional<domain::ContextId> context; // empty: the project's first context
    QString criterion; // criterion name; empty: the only criterion that has judgements
    std::optional<domain::RunId> run; // empty: the criterion's judgements of every run
    QString model = QStringLiteral("poe-bt");
    HomeAdvantageSetting homeAdvantage = HomeAdvantageSetting::FixedFromMean;
    double priorVariance = 1.0;
    bool useHumanLabels = false;
    double humanLabelWeight = 1.0;
    int rankIntervalDraws = 2000; // draws of the Laplace Gaussian for the rank intervals
    quint64 seed = 0;             // of those draws
};

// Synchronous: reads on `database` (the caller's thread's connection) and fits.
// Errors name the missing context or criterion, or the failed fit.
Result<RankingSnapshot> computeRanking(storage::ProjectDatabase& database,
                                       const RankingRequest& request);

// The rankings of every context (for `pairrank-cli ranking` without --context).
Result<QList<RankingSnapshot>> computeAllRankings(storage::ProjectDatabase& database,
                                                  RankingRequest request);

// The same work in a worker thread with its own connection, for the GUI: start()
// returns a job id at once; finished()/failed() carry it, and a job started later
// makes the results of earlier ones be dropped (only the newest job's result is
// emitted).
class RankingJob : public QObject {
    Q_OBJECT
public:
    explicit RankingJob(QObject* parent = nullptr);
    ~RankingJob() override; // waits for a running computation

    quint64 start(const QString& projectPath, const RankingRequest& request);
    quint64 currentJobId() const { return m_jobId; }

signals:
    void finished(quint64 jobId, const pairrank::session::RankingSnapshot& ranking);
    void failed(quint64 jobId, const QString& message);

private:
    quint64 m_jobId = 0;
};

} // namespace pairrank::session
