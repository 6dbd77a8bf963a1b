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

namespace {

// The report's steps report through the one protocol (common/progress.h); the
// progress dialog reads and cancels a TaskProgress.
common::ProgressCallback reportingTo(std::shared_ptr<TaskProgress> progress) {
    return [progress = std::move(progress)](const common::Progress& step) {
        progress->setTotal(step.total);
        progress->setDone(step.done);
        progress->setStatus(QString::fromStdString(step.stage));
        return progress->isCancelled() ? common::ProgressDecision::Abort
                                       : common::ProgressDecision::Continue;
    };
}

} // namespace

ReportExportJob::ReportExportJob(ProjectSession& session, QWidget* dialogParent, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_dialogParent(dialogParent) {}

ReportExportJob::~ReportExportJob() {
    // The worker may still be writing: let it stop at its next step. Its value is
    // then dropped (the receiver is gone), and a cancelled export removes its files.
    if (m_progress) {
        m_progress->cancel();
    }
    if (m_dialog) {
        m_dialog->finish();
    }
}

void ReportExportJob::start(const analysis::CalibrationRequest& calibration,
                            const ReportExportRequest& request) {
    m_running = true;
    m_progress = TaskProgress::create();
    if (m_dialogParent) {
        m_dialog = new ProgressDialog(m_progress, tr("Exporting the report…"), m_dialogParent);
    }
    analysis::ReportGatherRequest gather;
    gather.calibration = calibration;
    m_session.run(
        this,
        [gather, request, progress = reportingTo(m_progress)](storage::ProjectDatabase& database) {
            auto content = analysis::gatherReportContent(database, gather, progress);
            if (!content) {
                return pairrank::Result<QStringList>(content.error());
            }
            return exportReport(*content, request, progress);
        },
        [this, progress = m_progress](const pairrank::Result<QStringList>& files) {
            m_running = false;
            if (m_dialog) {
                m_dialog->finish();
            }
            if (files) {
                emit finished(*files);
            } else if (progress->isCancelled()) {
                emit cancelled();
            } else {
                emit failed(files.error().message);
            }
        });
}

void ReportExportJob::cancel() {
    if (m_progress) {
        m_progress->cancel();
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
