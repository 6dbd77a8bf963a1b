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
    , m_session(session) {}

void CalibrationController::jobStarted() {
    if (m_pendingJobs++ == 0) {
        emit busyChanged(true);
    }
}

void CalibrationController::jobFinished() {
    if (--m_pendingJobs == 0) {
        emit busyChanged(false);
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
    ++m_generation;
    m_report.reset();
    m_evidence.reset();
    emit reportChanged();
    if (!m_session.isOpen()) {
        m_criteria.clear();
        emit criteriaChanged();
        return;
    }
    jobStarted();
    const quint64 generation = m_generation;
    m_session.run(
        this,
        [](storage::ProjectDatabase& database) {
            QStringList names;
            if (const auto criteria = storage::listCriteria(database)) {
                for (const domain::Criterion& criterion : *criteria) {
                    names.append(criterion.name);
                }
            }
            return names;
        },
        [this, generation](const QStringList& names) {
            jobFinished();
            m_criteria = names;
            emit criteriaChanged();
            if (generation != m_generation) {
                return;
            }
            if (!m_criteria.contains(m_request.criterion)) {
                m_request.criterion = m_criteria.value(0);
            }
            compute();
        });
}

void CalibrationController::compute() {
    ++m_generation;
    if (!m_session.isOpen() || m_request.criterion.isEmpty()) {
        return;
    }
    jobStarted();
    const quint64 generation = m_generation;
    m_session.run(
        this,
        [request = m_request](storage::ProjectDatabase& database) {
            ComputedReport computed{analysis::buildCalibrationReport(database, request), {}};
            if (!computed.report) {
                if (auto counted =
                        analysis::countCalibrationEvidence(database, request.criterion)) {
                    computed.evidence = *counted;
                }
            }
            return computed;
        },
        [this, generation](const ComputedReport& computed) {
            jobFinished();
            if (generation != m_generation) {
                return;
            }
            if (!computed.report) {
                m_report.reset();
                m_evidence = computed.evidence;
                emit reportChanged();
                emit failed(computed.report.error().message);
                return;
            }
            m_report = *computed.report;
            m_evidence = evidenceOf(*m_report);
            emit reportChanged();
        });
}

} // namespace pairrank::ui
