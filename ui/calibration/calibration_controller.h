// What the Calibration tab shows, computed off the GUI thread: the project's
// criteria, and the calibrated win-rate report (core/analysis/calibration_report.h)
// for the chosen criterion and prior setting. A report computed for settings the
// user has since changed is dropped.
#pragma once

#include "core/analysis/calibration_report.h"

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
    bool isBusy() const { return m_pendingJobs > 0; }

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
    void busyChanged(bool busy);

private:
    void jobStarted();
    void jobFinished();

    ProjectSession& m_session;
    analysis::CalibrationRequest m_request;
    QStringList m_criteria;
    std::optional<analysis::CalibrationReport> m_report;
    std::optional<analysis::CalibrationEvidence> m_evidence;
    quint64 m_generation = 0; // of the settings; a result for older ones is dropped
    int m_pendingJobs = 0;
};

} // namespace pairrank::ui
