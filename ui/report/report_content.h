// Everything the exported report is built from: the
// calibrated win-rate report of one criterion, the candidate rankings of every
// context under that criterion, and the project's name. A value: gathered once
// on a worker thread, then turned into HTML, PDF, CSV, JSON and charts without
// touching the project again, so every format shows the same numbers.
#pragma once

#include "core/analysis/calibration_report.h"
#include "core/analysis/ranking_snapshot.h"
#include "core/domain/error.h"

#include <QList>
#include <QString>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::ui {

class TaskProgress;

// The HTML and PDF documents show the rankings of the first this many contexts
// (a SummEval project has 100); the CSV and JSON files hold all of them.
inline constexpr int kDocumentRankingContexts = 5;

struct ReportContent {
    QString projectName;
    analysis::CalibrationReport calibration;
    QList<analysis::RankingSnapshot> rankings; // every context, by context id
    // Contexts whose ranking could not be computed (e.g. no judgement of the
    // criterion yet), one sentence each; reported, not fatal.
    QStringList rankingProblems;
    QString rankingModel; // the scoring model of the rankings, e.g. "poe-bt"
    quint64 rankingSeed = 0;
    bool rankingUsesHumanLabels = false; // as ReportGatherRequest::useHumanLabels
};

struct ReportGatherRequest {
    analysis::CalibrationRequest calibration;
    QString rankingModel = QStringLiteral("poe-bt");
    // The report puts the people's labels of the criterion into the rankings
    // (as experts of weight 1, skips left out): a report states the best
    // knowledge there is, and its calibration uses the same labels.
    bool useHumanLabels = true;
};

// Builds the calibration report, then the ranking of each context, on the
// calling thread with its connection `database`. Progress: one step for the
// calibration report and one per context; polls progress.isCancelled() between
// steps and then fails with the message "cancelled". Errors: those of
// analysis::buildCalibrationReport, and failing to read the project or its contexts.
pairrank::Result<ReportContent> gatherReportContent(storage::ProjectDatabase& database,
                                                    const ReportGatherRequest& request,
                                                    TaskProgress& progress);

// The message of the error gatherReportContent and exportReport return when cancelled.
QString cancelledMessage();

} // namespace pairrank::ui
