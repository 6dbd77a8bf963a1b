#include "report_content.h"

#include "ranking.h"
#include "storage/candidate_store.h"
#include "storage/project_database.h"

#include <QCoreApplication>

namespace pairrank::analysis {

namespace {

class ReportGathering {
    Q_DECLARE_TR_FUNCTIONS(ReportGathering)
};

QDateTime reportTimestamp(const ReportGatherRequest& request, const QDateTime& now) {
    if (request.createdAt) {
        return request.createdAt->toUTC();
    }
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    return ok ? QDateTime::fromSecsSinceEpoch(epoch, Qt::UTC) : now;
}

bool goOn(const common::ProgressCallback& progress, qint64 done, qint64 total,
          const QString& stage) {
    return common::shouldContinue(progress, {done, total, stage.toStdString()});
}

} // namespace

Result<ReportContent> gatherReportContent(storage::ProjectDatabase& database,
                                          const ReportGatherRequest& request,
                                          const common::ProgressCallback& progress) {
    auto project = database.project();
    if (!project) {
        return makeError(
            ReportGathering::tr("reading the project: %1").arg(project.error().toString()));
    }
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return makeError(
            ReportGathering::tr("reading the contexts: %1").arg(contexts.error().toString()));
    }
    const qint64 total = 1 + contexts->size();
    if (!goOn(progress, 0, total, ReportGathering::tr("Estimating the win rates…"))) {
        return cancelledError();
    }
    auto calibration = buildCalibrationReport(database, request.calibration);
    if (!calibration) {
        return calibration.error();
    }

    ReportContent content;
    content.projectName = project->name;
    content.calibration = std::move(calibration).value();
    content.calibration.createdAt = reportTimestamp(request, content.calibration.createdAt);
    content.rankingModel = request.rankingModel;
    content.rankingSeed = request.calibration.seed;
    content.rankingUsesHumanLabels = request.useHumanLabels;

    RankingRequest ranking;
    ranking.criterion = content.calibration.criterion;
    ranking.model = request.rankingModel;
    ranking.seed = request.calibration.seed;
    ranking.useHumanLabels = request.useHumanLabels;
    qint64 done = 1;
    for (const domain::Context& context : *contexts) {
        const common::Progress step{
            done++, total,
            ReportGathering::tr("Ranking context %1…").arg(context.externalId).toStdString()};
        if (!common::shouldContinue(progress, step)) {
            return cancelledError();
        }
        ranking.context = context.id;
        auto snapshot = computeRanking(database, ranking, common::withinStep(progress, step));
        if (!snapshot && isCancelled(snapshot.error())) {
            return cancelledError();
        }
        if (snapshot) {
            content.rankings.append(std::move(snapshot).value());
        } else {
            content.rankingProblems.append(ReportGathering::tr("Context %1: %2")
                                               .arg(context.externalId, snapshot.error().message));
        }
    }
    return content;
}

} // namespace pairrank::analysis
