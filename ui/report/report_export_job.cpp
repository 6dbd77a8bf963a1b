#include "report_export_job.h"

#include "core/analysis/report_content.h"
#include "export_report_dialog.h"
#include "ui/common/error_messages.h"
#include "ui/common/progress_dialog.h"
#include "ui/common/task_progress.h"
#include "ui/project/project_session.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace pairrank::ui {

ReportExportJob::ReportExportJob(ProjectSession& session, QWidget* dialogParent, QObject* parent)
    : QObject(parent)
    , m_dialogParent(dialogParent)
    , m_job(session) {}

void ReportExportJob::start(const analysis::CalibrationRequest& calibration,
                            const ReportExportRequest& request) {
    analysis::ReportGatherRequest gather;
    gather.calibration = calibration;
    m_job.startOnProject(
        [gather, request](storage::ProjectDatabase& database,
                          const common::ProgressCallback& progress) {
            auto content = analysis::gatherReportContent(database, gather, progress);
            if (!content) {
                return pairrank::Result<QStringList>(content.error());
            }
            return exportReport(*content, request, progress);
        },
        [this](const pairrank::Result<QStringList>& files) {
            if (files) {
                emit finished(*files);
            } else if (isCancelled(files.error())) {
                emit cancelled();
            } else {
                emit failed(files.error().message);
            }
        });
    if (m_dialogParent) {
        new ProgressDialog(m_job, tr("Exporting the report…"), m_dialogParent);
    }
}

void ReportExportJob::cancel() {
    if (const std::shared_ptr<TaskProgress> progress = m_job.progress()) {
        progress->cancel();
    }
}

void startReportExport(ProjectSession& session, const analysis::CalibrationRequest& calibration,
                       QWidget* parent) {
    QString baseName = session.projectName().isEmpty()
                           ? QFileInfo(session.projectPath()).completeBaseName()
                           : session.projectName();
    if (!calibration.criterion.isEmpty()) {
        baseName += u'-' + calibration.criterion;
    }
    baseName.replace(u'/', u'-').replace(u'\\', u'-');
    baseName += QStringLiteral("-report");

    auto* dialog =
        new ExportReportDialog(baseName, parent, QFileInfo(session.projectPath()).absolutePath());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, parent, [&session, calibration, dialog, parent]() {
        const ReportExportRequest request = dialog->request();
        auto* job = new ReportExportJob(session, parent, parent);
        QObject::connect(job, &ReportExportJob::finished, parent,
                         [job, parent, request](const QStringList& files) {
                             auto* box = new QMessageBox(
                                 QMessageBox::Information, ReportExportJob::tr("Report exported"),
                                 ReportExportJob::tr("%n file(s) written to %1.", nullptr,
                                                     static_cast<int>(files.size()))
                                     .arg(QDir::toNativeSeparators(request.folder)),
                                 QMessageBox::Ok, parent);
                             box->setDetailedText(files.join(u'\n'));
                             box->setAttribute(Qt::WA_DeleteOnClose);
                             box->open();
                             job->deleteLater();
                         });
        QObject::connect(
            job, &ReportExportJob::failed, parent, [job, parent](const QString& message) {
                showError(parent, ReportExportJob::tr("The report could not be exported."),
                          message);
                job->deleteLater();
            });
        QObject::connect(job, &ReportExportJob::cancelled, job, &QObject::deleteLater);
        job->start(calibration, request);
    });
    dialog->open();
}

} // namespace pairrank::ui
