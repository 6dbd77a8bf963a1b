// Writing the report's files: any of HTML, PDF, CSV, JSON,
// PNG and SVG charts, into one folder under one base name:
//   <base>.html, <base>.pdf, <base>.json,
//   <base>-pairs.csv, <base>-matrix.csv, <base>-accuracy.csv, <base>-rankings.csv,
//   <base>-win-rate-matrix.png/.svg, <base>-pair-win-rates.png/.svg,
//   <base>-judge-accuracy.png/.svg.
// Each file is written atomically (QSaveFile: a temporary file in the same
// folder, renamed when complete), so that a reader never sees half a file.
// Existing files of those names are replaced. The desktop
// application's Export report… and `pairrank-cli report` both write through here.
#pragma once

#include "core/analysis/report_content.h"
#include "core/common/progress.h"

#include <QFlags>
#include <QString>
#include <QStringList>

namespace pairrank::ui {

enum class ReportFormat {
    Html = 0x01,
    Pdf = 0x02,
    Csv = 0x04,
    Json = 0x08,
    Png = 0x10,
    Svg = 0x20,
    All = 0x3f,
};
Q_DECLARE_FLAGS(ReportFormats, ReportFormat)
Q_DECLARE_OPERATORS_FOR_FLAGS(ReportFormats)

struct ReportExportRequest {
    QString folder;   // must exist
    QString baseName; // no path separator
    ReportFormats formats = ReportFormat::All;
};

// The paths exportReport writes for `request`, in the order it writes them.
QStringList reportFilePaths(const analysis::ReportContent& content,
                            const ReportExportRequest& request);

// Makes every file's bytes, reporting one step per file to `progress` before
// making it (common/progress.h), then writes them all. When `progress` answers
// Abort it returns cancelledError() before anything is written, so
// the folder stays as it was; when writing fails, the files this call already
// wrote are removed again, so nothing of a half export is left. Errors name the
// file (or the bad request field: no format chosen, an empty or invalid base
// name, a missing folder). Returns the paths written.
pairrank::Result<QStringList> exportReport(const analysis::ReportContent& content,
                                           const ReportExportRequest& request,
                                           const common::ProgressCallback& progress = {});

} // namespace pairrank::ui

Q_DECLARE_METATYPE(pairrank::ui::ReportFormats)
