// The Calibration & report tab (DESIGN.md §6, paper 004): the systems
// of the project, the win-rate matrix as a heat map, the observed, BWRS, pooled-regression
// and Dawid–Skene estimates per pair and judge with 95 % intervals, the judges'
// accuracy against the humans, their bias diagnostics, a systems ranking and the
// warnings a reader must see; and the report's export. Widgets only: the numbers
// come from CalibrationController.
#pragma once

#include <QWidget>

namespace pairrank::analysis {
struct CalibrationEvidence;
}
namespace pairrank::stats {
enum class WinRateSource;
}

class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace pairrank::ui {

class CalibrationController;
class JobProgressBar;
class JudgeAccuracyModel;
class PairEstimatesModel;
class ProjectSession;
class WinRateMatrixModel;

class CalibrationTab : public QWidget {
    Q_OBJECT
public:
    explicit CalibrationTab(ProjectSession& session, QWidget* parent = nullptr);

    CalibrationController& controller() const { return *m_controller; }
    const WinRateMatrixModel& matrixModel() const { return *m_matrixModel; }
    const PairEstimatesModel& estimatesModel() const { return *m_estimatesModel; }
    const JudgeAccuracyModel& accuracyModel() const { return *m_accuracyModel; }
    // The report's progress and its Cancel button, shown while it is computed.
    JobProgressBar& reportProgress() const { return *m_progress; }
    // The headline and the warnings as shown (for tests and screenshots).
    QString summaryText() const;
    QStringList warningTexts() const;

signals:
    // The user asked for the export (the dialog that follows is startReportExport's).
    void exportRequested();

protected:
    void showEvent(QShowEvent* event) override;

private:
    // The report costs a Dawid–Skene fit per pair of systems: it is computed when the
    // tab is shown, and again only after the project changed.
    void reloadWhenShown();

    QWidget* createSettingsBar();
    QWidget* createMatrixPanel();
    QWidget* createJudgePanel();
    void showReport();
    void refreshCriteria();
    // "12 human labels and 340 judgements of “coherence”."
    static QString evidenceText(const analysis::CalibrationEvidence& evidence);
    // The matrix's title names the estimator of its win rates.
    static QString matrixTitle(stats::WinRateSource source);

    ProjectSession& m_session;
    CalibrationController* m_controller = nullptr;
    WinRateMatrixModel* m_matrixModel = nullptr;
    PairEstimatesModel* m_estimatesModel = nullptr;
    JudgeAccuracyModel* m_accuracyModel = nullptr;

    QComboBox* m_criterion = nullptr;
    QComboBox* m_prior = nullptr;
    QPushButton* m_recompute = nullptr;
    QPushButton* m_export = nullptr;
    JobProgressBar* m_progress = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_bias = nullptr;
    QGroupBox* m_matrixGroup = nullptr;
    // The matrix with the systems' ranking, and the pairs' estimates: hidden when the
    // report has no win rates, so that the judges' accuracy gets their room.
    QWidget* m_matrixPanel = nullptr;
    QGroupBox* m_estimatesGroup = nullptr;
    QListWidget* m_ranking = nullptr;
    QListWidget* m_warnings = nullptr;
    bool m_stale = true;
};

} // namespace pairrank::ui
