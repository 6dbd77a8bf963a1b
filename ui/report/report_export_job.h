// Gathering and exporting the report in the background: the calibration
// report, the rankings and the files are made on the project session's worker
// thread (a JobTracker job) while a ProgressDialog shows how far it got and lets
// the user cancel; a cancelled export leaves no file.
#pragma once

#include "core/analysis/calibration_report.h"
#include "report_exporter.h"
#include "ui/common/job_tracker.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace pairrank::ui {

class ProjectSession;

class ReportExportJob : public QObject {
    Q_OBJECT

public:
    // `dialogParent` (may be null: no progress dialog) is the window the
    // progress dialog belongs to.
    ReportExportJob(ProjectSession& session, QWidget* dialogParent, QObject* parent = nullptr);

    // Starts the work; exactly one of finished(), failed() or cancelled() follows.
    // Precondition: the session has a project open and no export of this job runs.
    void start(const analysis::CalibrationRequest& calibration, const ReportExportRequest& request);
    bool isRunning() const { return m_job.isRunning(); }
    // As the progress dialog's Cancel button does.
    void cancel();

signals:
    void finished(const QStringList& files);
    void failed(const QString& message);
    void cancelled();

private:
    QPointer<QWidget> m_dialogParent;
    // Destroyed with this object: a job still running hears Abort at its next
    // step, before anything is written, and its value is dropped.
    JobTracker m_job;
};

// The Calibration tab's "Export report…" button: asks for folder and formats
// (ExportReportDialog), then exports in the background with a progress dialog
// and says where the files went, or why they could not be written. Returns at
// once; everything it creates is owned by `parent` and deletes itself when done.
void startReportExport(ProjectSession& session, const analysis::CalibrationRequest& calibration,
                       QWidget* parent);

} // namespace pairrank::ui
