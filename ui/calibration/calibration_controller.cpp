#include "calibration_controller.h"

#include "storage/catalog_store.h"
#include "ui/project/project_session.h"

namespace pairrank::ui {

namespace {

struct ComputedReport {
    pairrank::Result<analysis::CalibrationReport> report;
    // Counted only when the report failed; the report has its own counts.
    std::optional<analysis::CalibrationEvidence> evidence;
};

analysis::CalibrationEvidence evidenceOf(const analysis::CalibrationReport& report) {
    return {report.criterion, report.humanLabels, report.judgements};
}

} // namespace

CalibrationController::CalibrationController(ProjectSession& session, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_criteriaJob(session)
    , m_reportJob(session) {
    for (const JobTracker* job : {&m_criteriaJob, &m_reportJob}) {
        connect(job, &JobTracker::runningChanged, this, &CalibrationController::updateBusy);
    }
}

void CalibrationController::updateBusy() {
    if (isBusy() != m_busy) {
        m_busy = isBusy();
        emit busyChanged(m_busy);
    }
}

void CalibrationController::setCriterion(const QString& criterion) {
    if (criterion == m_request.criterion) {
        return;
    }
    m_request.criterion = criterion;
    compute();
}

void CalibrationController::setPrior(stats::ReportPrior prior) {
    if (prior == m_request.prior) {
        return;
    }
    m_request.prior = prior;
    compute();
}

void CalibrationController::reload() {
    m_reportJob.cancel();
    m_report.reset();
    m_evidence.reset();
    emit reportChanged();
    if (!m_session.isOpen()) {
        m_criteriaJob.cancel();
        m_criteria.clear();
        emit criteriaChanged();
        return;
    }
    m_criteriaJob.startOnProject(
        [](storage::ProjectDatabase& database) {
            QStringList names;
            if (const auto criteria = storage::listCriteria(database)) {
                for (const domain::Criterion& criterion : *criteria) {
                    names.append(criterion.name);
                }
            }
            return names;
        },
        [this](const QStringList& names) {
            m_criteria = names;
            emit criteriaChanged();
            if (!m_criteria.contains(m_request.criterion)) {
                m_request.criterion = m_criteria.value(0);
            }
            compute();
        });
}

void CalibrationController::compute() {
    // While the criteria are read, the report waits for them (they may change
    // the criterion); a superseded computation stops at its next step.
    if (!m_session.isOpen() || m_request.criterion.isEmpty() || m_criteriaJob.isRunning()) {
        m_reportJob.cancel();
        return;
    }
    // A long read (half a minute on a project of a million judgements): beside the
    // project's queue, so that the other tabs' pages and details do not wait for it.
    m_reportJob.startOnOwnConnection(
        [request = m_request](storage::ProjectDatabase& database,
                              const common::ProgressCallback& progress) {
            ComputedReport computed{analysis::buildCalibrationReport(database, request, progress),
                                    {}};
            if (!computed.report && !isCancelled(computed.report.error())) {
                if (auto counted =
                        analysis::countCalibrationEvidence(database, request.criterion)) {
                    computed.evidence = *counted;
                }
            }
            return computed;
        },
        [this](const ComputedReport& computed) {
            if (!computed.report) {
                m_report.reset();
                m_evidence = computed.evidence;
                emit reportChanged();
                if (isCancelled(computed.report.error())) {
                    emit cancelled();
                } else {
                    emit failed(computed.report.error().message);
                }
                return;
            }
            m_report = *computed.report;
            m_evidence = evidenceOf(*m_report);
            emit reportChanged();
        });
}

} // namespace pairrank::ui
