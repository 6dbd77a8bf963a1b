// Everything the exported report is built from: the calibrated win-rate report of
// one criterion, the candidate rankings of every context under that criterion, and
// the project's name. A value: gathered once on a worker thread, then turned into
// HTML, PDF, CSV, JSON and charts without touching the project again, so every
// format shows the same numbers. The desktop application's Export report… and
// `pairrank-cli report` both gather it here.
#pragma once

#include "calibration_report.h"
#include "core/common/progress.h"
#include "core/domain/error.h"
#include "ranking_snapshot.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

// The HTML and PDF documents show the rankings of the first this many contexts
// (a SummEval project has 100); the CSV and JSON files hold all of them.
inline constexpr int kDocumentRankingContexts = 5;
// ... and of each, the first this many ranks: a pool of 100,000 candidates would make a
// PDF of thousands of pages that takes longer to lay out than anyone waits.
inline constexpr int kDocumentRankingRows = 500;

struct ReportContent {
    QString projectName;
    CalibrationReport calibration;
    QList<RankingSnapshot> rankings; // every context, by context id
    // Contexts whose ranking could not be computed (e.g. no judgement of the
    // criterion yet), one sentence each; reported, not fatal.
    QStringList rankingProblems;
    QString rankingModel; // the scoring model of the rankings, e.g. "poe-bt"
    quint64 rankingSeed = 0;
    bool rankingUsesHumanLabels = false; // as ReportGatherRequest::useHumanLabels
};

struct ReportGatherRequest {
    CalibrationRequest calibration;
    QString rankingModel = QStringLiteral("poe-bt");
    // The report puts the people's labels of the criterion into the rankings
    // (as experts of weight 1, skips left out): a report states the best
    // knowledge there is, and its calibration uses the same labels.
    bool useHumanLabels = true;
    // The report's time stamp. Empty: the time in the environment variable
    // SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention)
    // when it is set, else now — so that two exports of one project can be made
    // byte for byte equal.
    std::optional<QDateTime> createdAt;
};

// Builds the calibration report, then the ranking of each context, on the
// calling thread with its connection `database`. Progress (common/progress.h):
// one step for the calibration report and one per context; when `progress`
// answers Abort it returns cancelledError(). Errors: those of
// buildCalibrationReport, and failing to read the project or its contexts.
Result<ReportContent> gatherReportContent(storage::ProjectDatabase& database,
                                          const ReportGatherRequest& request,
                                          const common::ProgressCallback& progress = {});

} // namespace pairrank::analysis
