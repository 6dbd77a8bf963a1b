// The Run tab (DESIGN.md §5, §6): the run's settings, Start / Pause / Resume /
// Stop, the estimate before starting, progress with time and cost left, live
// charts (convergence, positional bias, throughput and spend) and the failure log.
//
// It talks only to core/run's RunController (the run lives in the
// controller's worker thread) and to item models; the GUI thread computes no
// fit, runs no SQL over the project (the choices are read on the project's
// worker; the estimate and the new run are JobTracker jobs on the thread pool,
// and a change of the settings drops the estimate of the older ones) and never
// waits on the network.
// Charts are redrawn from the RunHistory model by a timer (kChartRefreshInterval),
// so at most 10 times a second however fast snapshots arrive.
//
// Threads: GUI thread only.
#pragma once

#include "core/run/run_controller.h"
#include "core/run/run_settings.h"
#include "core/run/run_snapshot.h"
#include "ui/common/job_tracker.h"
#include "ui/project/project_session.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

#include <optional>

class QAction;
class QLabel;
class QPushButton;

namespace pairrank::ui {

class ConvergenceChart;
class EndpointTableModel;
class FailureLogModel;
class PositionalBiasChart;
class RunHistory;
class RunProgressPanel;
class RunSettingsForm;
class ThroughputChart;
struct StoredRun;

class RunTab : public QWidget {
    Q_OBJECT
public:
    static constexpr int kChartRefreshInterval = 100; // ms: charts redraw at ≤ 10 Hz
    static constexpr int kEstimateDelay = 300;        // ms after the last settings change

    RunTab(ProjectSession& session, QWidget* parent = nullptr);
    ~RunTab() override;

    // The parts, for the main window's menus and for tests.
    RunSettingsForm& settingsForm() const { return *m_form; }
    run::RunController& controller() const { return *m_controller; }
    const RunHistory& history() const { return *m_history; }
    const FailureLogModel& failureLog() const { return *m_failures; }
    const EndpointTableModel& endpoints() const { return *m_endpoints; }
    const RunProgressPanel& progressPanel() const { return *m_progress; }
    ConvergenceChart& convergenceChart() const { return *m_convergenceChart; }
    PositionalBiasChart& positionalBiasChart() const { return *m_biasChart; }
    ThroughputChart& throughputChart() const { return *m_throughputChart; }
    QAction* startAction() const { return m_startAction; }
    QAction* pauseAction() const { return m_pauseAction; }
    QAction* resumeAction() const { return m_resumeAction; }
    QAction* stopAction() const { return m_stopAction; }

    // The last snapshot of the current (or last) run; empty before the first one.
    const std::optional<run::RunSnapshot>& lastSnapshot() const { return m_lastSnapshot; }
    // The run being shown (0: none yet).
    domain::RunId currentRun() const { return m_runId; }
    // Shows a stored run (its settings, its state, how to continue it), read in the
    // background; ignored while a run is going.
    void showRun(domain::RunId run);
    bool isRunActive() const { return m_controller->isActive() || m_startJob.isRunning(); }

public slots:
    // Creates the run (or continues the stored run with the same settings, with the
    // budget now chosen) in the background, then starts it.
    void startRun();
    void pauseRun();
    void resumeRun();
    void stopRun();

signals:
    // Forwarded from the controller, for the ranking tab and the main window.
    void snapshotReceived(const pairrank::run::RunSnapshot& snapshot);
    void runFinished(const pairrank::run::RunSummary& summary);
    // startRun() could not start (bad settings, a missing judge…): the message says why.
    void startFailed(const QString& message);

private:
    QWidget* buildControls();
    QWidget* buildCharts();
    void reloadProjectChoices();
    void scheduleEstimate();
    void computeEstimate();
    void onSnapshot(const run::RunSnapshot& snapshot);
    void onFailure(const run::FailureEntry& failure);
    void onStateChanged(run::RunState state);
    void onFinished(const run::RunSummary& summary);
    void onFailed(const QString& message);
    void onProjectClosed();
    void refreshCharts();
    void updateActions();
    QString whyStartIsUnavailable() const;
    void showStoredRun(const StoredRun& run);
    void reportStartFailure(const QString& message);

    ProjectSession& m_session;
    run::RunController* m_controller = nullptr;
    RunHistory* m_history = nullptr;
    FailureLogModel* m_failures = nullptr;
    EndpointTableModel* m_endpoints = nullptr;
    RunSettingsForm* m_form = nullptr;
    RunProgressPanel* m_progress = nullptr;
    ConvergenceChart* m_convergenceChart = nullptr;
    PositionalBiasChart* m_biasChart = nullptr;
    ThroughputChart* m_throughputChart = nullptr;
    QLabel* m_startHint = nullptr;
    QAction* m_startAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_resumeAction = nullptr;
    QAction* m_stopAction = nullptr;
    QTimer m_chartTimer;
    QTimer m_estimateTimer;
    JobTracker m_estimateJob;
    JobTracker m_startJob;        // creates or continues the stored run before it starts
    bool m_choicesLoaded = false; // the open project's judges and criteria are in the form
    domain::RunId m_runId = 0;
    std::optional<run::RunSnapshot> m_lastSnapshot;
};

} // namespace pairrank::ui
