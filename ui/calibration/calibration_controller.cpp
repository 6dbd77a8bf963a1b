#include "calibration_controller.h"

#include "storage/catalog_store.h"
#include "ui/project/project_session.h"

namespace pairrank::ui {

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
            return session::buildCalibrationReport(database, request);
        },
        [this, generation](const session::Result<session::CalibrationReport>& report) {
            jobFinished();
            if (generation != m_generation) {
                return;
            }
            if (!report) {
                m_report.reset();
                emit reportChanged();
                emit failed(report.error().message);
                return;
            }
            m_report = *report;
            emit reportChanged();
        });
}

} // namespace pairrank::ui
