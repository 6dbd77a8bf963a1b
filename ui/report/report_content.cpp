#include "report_content.h"

#include "core/analysis/ranking.h"
#include "storage/candidate_store.h"
#include "storage/project_database.h"
#include "ui/common/task_progress.h"

#include <QCoreApplication>

namespace pairrank::ui {

namespace {

class ReportGathering {
    Q_DECLARE_TR_FUNCTIONS(ReportGathering)
};

} // namespace

QString cancelledMessage() {
    return ReportGathering::tr("cancelled");
}

pairrank::Result<ReportContent> gatherReportContent(storage::ProjectDatabase& database,
                                                    const ReportGatherRequest& request,
                                                    TaskProgress& progress) {
    auto project = database.project();
    if (!project) {
        return pairrank::makeError(
            ReportGathering::tr("reading the project: %1").arg(project.error().toString()));
    }
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return pairrank::makeError(
            ReportGathering::tr("reading the contexts: %1").arg(contexts.error().toString()));
    }
    progress.setTotal(1 + contexts->size());
    progress.setDone(0);
    progress.setStatus(ReportGathering::tr("Estimating the win rates…"));
    if (progress.isCancelled()) {
        return pairrank::makeError(cancelledMessage());
    }

    auto calibration = analysis::buildCalibrationReport(database, request.calibration);
    if (!calibration) {
        return calibration.error();
    }
    if (progress.isCancelled()) {
        return pairrank::makeError(cancelledMessage());
    }

    ReportContent content;
    content.projectName = project->name;
    content.calibration = std::move(calibration).value();
    content.rankingModel = request.rankingModel;
    content.rankingSeed = request.calibration.seed;
    content.rankingUsesHumanLabels = request.useHumanLabels;

    analysis::RankingRequest ranking;
    ranking.criterion = content.calibration.criterion;
    ranking.model = request.rankingModel;
    ranking.seed = request.calibration.seed;
    ranking.useHumanLabels = request.useHumanLabels;
    qint64 done = 1;
    for (const domain::Context& context : *contexts) {
        progress.setDone(done++);
        progress.setStatus(ReportGathering::tr("Ranking context %1…").arg(context.externalId));
        if (progress.isCancelled()) {
            return pairrank::makeError(cancelledMessage());
        }
        ranking.context = context.id;
        auto snapshot = analysis::computeRanking(database, ranking);
        if (snapshot) {
            content.rankings.append(std::move(snapshot).value());
        } else {
            content.rankingProblems.append(ReportGathering::tr("Context %1: %2")
                                               .arg(context.externalId, snapshot.error().message));
        }
    }
    progress.setDone(done);
    return content;
}

} // namespace pairrank::ui
