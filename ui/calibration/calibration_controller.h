// What the Calibration tab shows, computed off the GUI thread: the project's
// criteria, and the calibrated win-rate report (core/analysis/calibration_report.h)
// for the chosen criterion and prior setting. A computation for settings the user
// has since changed is cancelled and its report dropped; the user may cancel one
// too (reportJob().progress()->cancel()), which leaves no report.
#pragma once

#include "core/analysis/calibration_report.h"
#include "ui/common/job_tracker.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace pairrank::ui {

class ProjectSession;

class CalibrationController : public QObject {
    Q_OBJECT
public:
    explicit CalibrationController(ProjectSession& session, QObject* parent = nullptr);

    const QStringList& criteria() const { return m_criteria; }
    const analysis::CalibrationRequest& request() const { return m_request; }
    const std::optional<analysis::CalibrationReport>& report() const { return m_report; }
    // The counts the report rests on; also known when the report could not be made
    // (then failed() says why), so that the tab can still say what there is.
    const std::optional<analysis::CalibrationEvidence>& evidence() const { return m_evidence; }
    bool isBusy() const { return m_criteriaJob.isRunning() || m_reportJob.isRunning(); }
    // The report's computation, for showing its progress and cancelling it.
    JobTracker& reportJob() { return m_reportJob; }

    // Both recompute the report (when a project is open).
    void setCriterion(const QString& criterion);
    void setPrior(stats::ReportPrior prior);

public slots:
    // Reads the criteria, then computes the report for the current settings.
    void reload();
    void compute();

signals:
    void criteriaChanged();
    void reportChanged();
    void failed(const QString& message);
    // The user cancelled the report's computation (there is no report now).
    void cancelled();
    void busyChanged(bool busy);

private:
    void updateBusy();

    ProjectSession& m_session;
    analysis::CalibrationRequest m_request;
    QStringList m_criteria;
    std::optional<analysis::CalibrationReport> m_report;
    std::optional<analysis::CalibrationEvidence> m_evidence;
    JobTracker m_criteriaJob;
    JobTracker m_reportJob;
    bool m_busy = false;
};

} // namespace pairrank::ui
