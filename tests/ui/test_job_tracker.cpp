// The one way the GUI runs background work (ui/common/job_tracker.h) and the
// one progress-and-cancel protocol (core/common/progress.h) through it:
//  - the tracker's rules: only the newest job's value is applied; a cancel or
//    a superseding job reaches the work as Abort; a job abandoned before its
//    turn never runs; nothing reaches an owner that is gone or a project that
//    was switched; the user's Cancel still delivers the work's answer; the
//    progress the work reports is readable while it runs;
//  - the progress dialog's Cancel button, pressed with the mouse, stops a job;
//  - the calibration report cancelled at each of its steps returns the
//    cancelled error and leaves the project file as it was, and the Calibration
//    tab's Cancel button (mouse) stops its computation;
//  - a simulation run as a job stops when the job is cancelled.
// Every wait is on a semaphore, a signal or a condition; nothing sleeps.
#include "core/analysis/calibration_report.h"
#include "core/stats/active_simulation.h"
#include "gui_test_support.h"
#include "storage/candidate_store.h"
#include "ui/calibration/calibration_controller.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/common/background_work.h"
#include "ui/common/job_progress_bar.h"
#include "ui/common/job_tracker.h"
#include "ui/common/progress_dialog.h"
#include "ui/project/project_session.h"
#include "worker_hold.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QToolButton>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <vector>

using namespace pairrank;
using namespace pairrank::ui;

namespace {

constexpr int kWait = 10'000; // ms; a bound on waits that end much sooner

// Releases `gate` when it goes out of scope, so that a failing test never
// leaves a worker waiting on it (the session's destructor joins its worker).
class OpenOnExit {
public:
    explicit OpenOnExit(QSemaphore& gate)
        : m_gate(gate) {}
    ~OpenOnExit() { m_gate.release(1000); }
    OpenOnExit(const OpenOnExit&) = delete;
    OpenOnExit& operator=(const OpenOnExit&) = delete;

private:
    QSemaphore& m_gate;
};

bool openedIn(ProjectSession& session, const QString& path) {
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    session.openProject(path);
    return opened.wait(kWait);
}

// The bytes of the project file and of its write-ahead log, if any.
QByteArray fileState(const QString& path) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& file : QStringList{path, path + QStringLiteral("-wal")}) {
        QFile contents(file);
        if (contents.open(QIODevice::ReadOnly)) {
            hash.addData(contents.readAll());
        }
    }
    return hash.result();
}

// The gates of gatedWork() jobs, opened for good when the test ends.
struct Gates {
    QSemaphore started;
    QSemaphore go;
    OpenOnExit open{go};
};

// What a job's work saw: the answers of its callback.
struct WorkLog {
    std::atomic<int> continues{0};
    std::atomic<int> aborts{0};

    void record(common::ProgressDecision decision) {
        (decision == common::ProgressDecision::Abort ? aborts : continues)++;
    }
};

// A job that reports once, tells `started`, waits for `go`, reports again and
// returns `value`.
auto gatedWork(WorkLog& log, Gates& gates, int value) {
    return [&log, &gates, value](const common::ProgressCallback& progress) {
        log.record(progress({1, 2, "first half"}));
        gates.started.release();
        gates.go.acquire();
        log.record(progress({2, 2, "second half"}));
        return value;
    };
}

} // namespace

class JobTrackerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void supersededResultIsDroppedAndTheWorkToldToAbort();
    void supersededJobOnTheProjectWorker();
    void aValueNotAppliedIsFreedOffTheGuiThread();
    void ownConnectionJobDoesNotWaitForTheWorker();
    void cancelReachesTheWorkAsAbortAndAppliesNothing();
    void jobAbandonedBeforeItsTurnDoesNotRun();
    void destroyedOwnerReceivesNothing();
    void projectSwitchDropsTheValue();
    void usersCancelStillDeliversTheAnswer();
    void progressIsReadableWhileTheWorkRuns();
    void workMayTakeTheJobsTaskProgress();

    void progressDialogCancelButtonStopsTheJob();

    void calibrationReportCancelledAtEveryStepWritesNothing();
    void calibrationTabCancelButtonStopsTheComputation();
    void calibrationSettingChangeCancelsTheWaitingComputation();

    void simulationStopsWhenItsJobIsCancelled();

private:
    QTemporaryDir m_folder;
    QString m_small;
    QString m_other;
    QString m_calibration;
};

void JobTrackerTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
    m_small = ui_test::buildProject(m_folder.filePath(QStringLiteral("small.pairrank")),
                                    {1, 3, {QStringLiteral("s")}})
                  .path;
    m_other = ui_test::buildProject(m_folder.filePath(QStringLiteral("other.pairrank")),
                                    {2, 3, {QStringLiteral("s")}})
                  .path;
    m_calibration = ui_test::buildCalibrationProject(
        m_folder.filePath(QStringLiteral("calibration.pairrank")), {});
    QVERIFY(!m_small.isEmpty() && !m_other.isEmpty() && !m_calibration.isEmpty());
}

void JobTrackerTest::supersededResultIsDroppedAndTheWorkToldToAbort() {
    JobTracker tracker;
    QSignalSpy running(&tracker, &JobTracker::runningChanged);
    QSignalSpy ended(&tracker, &JobTracker::jobEnded);
    Gates gates;
    WorkLog first;
    WorkLog second;
    std::vector<int> applied;
    const JobTracker::JobId firstId =
        tracker.start(gatedWork(first, gates, 1), [&](int value) { applied.push_back(value); });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    const JobTracker::JobId secondId =
        tracker.start(gatedWork(second, gates, 2), [&](int value) { applied.push_back(value); });
    QVERIFY(secondId != firstId);
    QCOMPARE(tracker.currentJob(), secondId);
    QVERIFY(gates.started.tryAcquire(1, kWait));
    gates.go.release(2);
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 2, kWait);
    QCOMPARE(applied, std::vector<int>{2});
    QCOMPARE(first.aborts.load(), 1); // its second report came after it was superseded
    QCOMPARE(second.aborts.load(), 0);
    for (const QList<QVariant>& end : ended) {
        QCOMPARE(end.at(1).toBool(), end.at(0).value<JobTracker::JobId>() == secondId);
    }
    // One busy period: superseding does not say "idle" in between.
    QCOMPARE(running.size(), 2);
    QCOMPARE(running.at(0).at(0).toBool(), true);
    QCOMPARE(running.at(1).at(0).toBool(), false);
    QVERIFY(!tracker.isRunning());
}

// A large value that is not applied (a superseded ranking of 100,000 rows) must not be
// freed on the GUI thread, which it would stall.
void JobTrackerTest::aValueNotAppliedIsFreedOffTheGuiThread() {
    struct Marker {
        explicit Marker(std::atomic<QThread*>* where)
            : freedOn(where) {}
        Marker(const Marker&) = delete;
        Marker& operator=(const Marker&) = delete;
        ~Marker() { freedOn->store(QThread::currentThread()); }
        std::atomic<QThread*>* freedOn;
    };
    std::atomic<QThread*> freedOn{nullptr};
    JobTracker tracker;
    Gates gates;
    bool applied = false;
    tracker.start(
        [&gates, &freedOn]() {
            gates.started.release();
            gates.go.acquire();
            return std::make_shared<Marker>(&freedOn);
        },
        [&applied](const std::shared_ptr<Marker>&) { applied = true; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    tracker.cancel(); // the work goes on to its end, and its value is not wanted
    gates.go.release();
    QTRY_VERIFY_WITH_TIMEOUT(freedOn.load() != nullptr, kWait);
    QVERIFY(!applied);
    QVERIFY(freedOn.load() != QThread::currentThread());
}

void JobTrackerTest::supersededJobOnTheProjectWorker() {
    ProjectSession session;
    QVERIFY(openedIn(session, m_small));
    JobTracker tracker(session);
    QSignalSpy ended(&tracker, &JobTracker::jobEnded);
    Gates gates;
    WorkLog first;
    std::vector<qsizetype> applied;
    tracker.startOnProject(
        [&](storage::ProjectDatabase&, const common::ProgressCallback& progress) {
            return gatedWork(first, gates, -1)(progress);
        },
        [&](int value) { applied.push_back(value); });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    QThread* workThread = nullptr;
    tracker.startOnProject(
        [&workThread](storage::ProjectDatabase& database) {
            workThread = QThread::currentThread();
            const auto contexts = storage::listContexts(database);
            return contexts ? contexts->size() : qsizetype{-1};
        },
        [&](qsizetype contexts) { applied.push_back(contexts); });
    gates.go.release();
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 2, kWait);
    QCOMPARE(applied, std::vector<qsizetype>{1});
    QCOMPARE(first.aborts.load(), 1);
    QVERIFY(workThread && workThread != QThread::currentThread());
}

void JobTrackerTest::ownConnectionJobDoesNotWaitForTheWorker() {
    ProjectSession session;
    QVERIFY(openedIn(session, m_small));
    JobTracker tracker(session);
    std::optional<qsizetype> applied;
    QThread* workThread = nullptr;
    {
        // The worker is busy (a long import, say) until the hold ends: a job on its
        // own connection still reads the project and is applied.
        ui_test::WorkerHold busy(session);
        tracker.startOnOwnConnection(
            [&workThread](storage::ProjectDatabase& database) {
                workThread = QThread::currentThread();
                const auto contexts = storage::listContexts(database);
                return contexts ? contexts->size() : qsizetype{-1};
            },
            [&](qsizetype contexts) { applied = contexts; });
        QTRY_VERIFY_WITH_TIMEOUT(applied.has_value(), kWait);
    }
    QCOMPARE(*applied, qsizetype{1});
    QVERIFY(workThread && workThread != QThread::currentThread());

    // While the project is still opening there is no file to connect to yet: the job
    // waits for the worker's queue, behind the open.
    session.openProject(m_small);
    QVERIFY(session.isOpening());
    applied.reset();
    tracker.startOnOwnConnection(
        [](storage::ProjectDatabase& database) {
            const auto contexts = storage::listContexts(database);
            return contexts ? contexts->size() : qsizetype{-1};
        },
        [&](qsizetype contexts) { applied = contexts; });
    QTRY_VERIFY_WITH_TIMEOUT(applied.has_value(), kWait);
    QCOMPARE(*applied, qsizetype{1});
    QVERIFY(session.isOpen());
}

void JobTrackerTest::cancelReachesTheWorkAsAbortAndAppliesNothing() {
    JobTracker tracker;
    QSignalSpy running(&tracker, &JobTracker::runningChanged);
    QSignalSpy ended(&tracker, &JobTracker::jobEnded);
    Gates gates;
    WorkLog log;
    bool applied = false;
    tracker.start(gatedWork(log, gates, 1), [&](int) { applied = true; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    QCOMPARE(log.continues.load(), 1);
    tracker.cancel();
    // The owner sees the end at once, without waiting for the work.
    QVERIFY(!tracker.isRunning());
    QCOMPARE(tracker.currentJob(), JobTracker::JobId{0});
    QVERIFY(!tracker.progress());
    QCOMPARE(running.size(), 2);
    QCOMPARE(running.last().at(0).toBool(), false);
    gates.go.release();
    QVERIFY(ended.wait(kWait));
    QCOMPARE(log.aborts.load(), 1);
    QVERIFY(!applied);
    QCOMPARE(ended.last().at(1).toBool(), false);
}

void JobTrackerTest::jobAbandonedBeforeItsTurnDoesNotRun() {
    ProjectSession session;
    QVERIFY(openedIn(session, m_small));
    ui_test::WorkerHold hold(session);
    JobTracker tracker(session);
    QSignalSpy ended(&tracker, &JobTracker::jobEnded);
    std::atomic<bool> ran{false};
    bool applied = false;
    tracker.startOnProject(
        [&ran](storage::ProjectDatabase&) {
            ran = true;
            return 1;
        },
        [&applied](int) { applied = true; });
    tracker.cancel();
    hold.release();
    QVERIFY(ended.wait(kWait));
    QVERIFY(!ran);
    QVERIFY(!applied);
}

void JobTrackerTest::destroyedOwnerReceivesNothing() {
    Gates gates;
    WorkLog log;
    bool applied = false;
    auto tracker = std::make_unique<JobTracker>();
    tracker->start(gatedWork(log, gates, 1), [&applied](int) { applied = true; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    tracker.reset();
    gates.go.release();
    // The work has returned and posted its value once the pool is idle; the value
    // is then in the event queue.
    QVERIFY(waitForBackgroundWork(kWait));
    QCoreApplication::processEvents();
    QVERIFY(!applied);
    QCOMPARE(log.aborts.load(), 1); // the owner's end abandons its job
}

void JobTrackerTest::projectSwitchDropsTheValue() {
    ProjectSession session;
    QVERIFY(openedIn(session, m_small));
    JobTracker onProject(session);
    JobTracker onPool(session);
    QSignalSpy projectEnded(&onProject, &JobTracker::jobEnded);
    QSignalSpy poolEnded(&onPool, &JobTracker::jobEnded);
    Gates gates;
    WorkLog projectLog;
    WorkLog poolLog;
    bool applied = false;
    onProject.startOnProject(
        [&](storage::ProjectDatabase&, const common::ProgressCallback& progress) {
            return gatedWork(projectLog, gates, 1)(progress);
        },
        [&applied](int) { applied = true; });
    onPool.start(gatedWork(poolLog, gates, 2), [&applied](int) { applied = true; });
    QVERIFY(gates.started.tryAcquire(2, kWait));

    session.openProject(m_other);
    QVERIFY(!onProject.isRunning()); // abandoned at the switch
    QVERIFY(!onPool.isRunning());
    gates.go.release(2);
    QVERIFY(projectEnded.wait(kWait));
    QTRY_COMPARE_WITH_TIMEOUT(poolEnded.size(), 1, kWait);
    QVERIFY(!applied);
    QCOMPARE(projectLog.aborts.load(), 1);
    QCOMPARE(poolLog.aborts.load(), 1);

    // The new project's jobs are delivered.
    std::optional<qsizetype> contexts;
    onProject.startOnProject(
        [](storage::ProjectDatabase& database) {
            const auto listed = storage::listContexts(database);
            return listed ? listed->size() : qsizetype{-1};
        },
        [&contexts](qsizetype listed) { contexts = listed; });
    QTRY_VERIFY_WITH_TIMEOUT(contexts.has_value(), kWait);
    QCOMPARE(*contexts, 2);
}

void JobTrackerTest::usersCancelStillDeliversTheAnswer() {
    JobTracker tracker;
    Gates gates;
    std::optional<QString> answer;
    tracker.start(
        [&](const common::ProgressCallback& progress) {
            const bool first = common::shouldContinue(progress, {0, 1, {}});
            gates.started.release();
            gates.go.acquire();
            const bool second = common::shouldContinue(progress, {0, 1, {}});
            return first && !second ? QStringLiteral("stopped when asked")
                                    : QStringLiteral("not asked to stop");
        },
        [&answer](const QString& said) { answer = said; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    tracker.progress()->cancel(); // what a Cancel button does
    QVERIFY(tracker.isRunning()); // the work's answer is still awaited
    gates.go.release();
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), kWait);
    QCOMPARE(*answer, QStringLiteral("stopped when asked"));
    QVERIFY(!tracker.isRunning());
}

void JobTrackerTest::progressIsReadableWhileTheWorkRuns() {
    JobTracker tracker;
    QVERIFY(!tracker.progress());
    Gates gates;
    WorkLog log;
    bool applied = false;
    tracker.start(gatedWork(log, gates, 1), [&applied](int) { applied = true; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    const std::shared_ptr<TaskProgress> progress = tracker.progress();
    QVERIFY(progress);
    QCOMPARE(progress->done(), 1);
    QCOMPARE(progress->total(), 2);
    QCOMPARE(progress->status(), QStringLiteral("first half"));
    gates.go.release();
    QTRY_VERIFY_WITH_TIMEOUT(applied, kWait);
    QCOMPARE(progress->done(), 2); // the shared progress outlives the job
    QCOMPARE(progress->status(), QStringLiteral("second half"));
}

void JobTrackerTest::workMayTakeTheJobsTaskProgress() {
    JobTracker tracker;
    Gates gates;
    std::optional<bool> sawCancel;
    tracker.start(
        [&](TaskProgress& progress) {
            progress.setTotal(5);
            gates.started.release();
            gates.go.acquire();
            return progress.isCancelled();
        },
        [&sawCancel](bool cancelled) { sawCancel = cancelled; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    QCOMPARE(tracker.progress()->total(), 5);
    tracker.progress()->cancel();
    gates.go.release();
    QTRY_VERIFY_WITH_TIMEOUT(sawCancel.has_value(), kWait);
    QVERIFY(*sawCancel);
}

void JobTrackerTest::progressDialogCancelButtonStopsTheJob() {
    QWidget window;
    window.resize(400, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    JobTracker tracker;
    Gates gates;
    WorkLog log;
    std::optional<int> applied;
    tracker.start(
        [&](const common::ProgressCallback& progress) {
            log.record(progress({3, 10, "counting"}));
            gates.started.release();
            gates.go.acquire();
            const common::ProgressDecision decision = progress({4, 10, "counting"});
            log.record(decision);
            return decision == common::ProgressDecision::Abort ? -1 : 10;
        },
        [&applied](int value) { applied = value; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    QPointer<ProgressDialog> dialog =
        new ProgressDialog(tracker, QStringLiteral("Counting"), &window);
    // It appears when the work takes longer than a moment, with the work's numbers.
    QTRY_VERIFY_WITH_TIMEOUT(dialog && dialog->isVisible(), kWait);
    QTRY_COMPARE_WITH_TIMEOUT(dialog->labelText(), QStringLiteral("counting"), kWait);
    QCOMPARE(dialog->value(), dialog->maximum() * 3 / 10);
    auto* cancel = dialog->findChild<QPushButton*>();
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    gates.go.release();
    QTRY_VERIFY_WITH_TIMEOUT(applied.has_value(), kWait);
    QCOMPARE(*applied, -1); // the work heard Abort and stopped
    QCOMPARE(log.aborts.load(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, kWait); // it closed itself
}

void JobTrackerTest::calibrationReportCancelledAtEveryStepWritesNothing() {
    const QByteArray before = fileState(m_calibration);
    auto database = ui_test::openProject(m_calibration);
    QVERIFY(database);
    const analysis::CalibrationRequest request;
    // Run to the end, the report hears of every step in order, the end included; the
    // estimators of the fitting step ask again and again as that step.
    std::vector<std::int64_t> heard;
    const auto whole = analysis::buildCalibrationReport(
        *database, request, [&heard](const common::Progress& progress) {
            heard.push_back(progress.done);
            return common::ProgressDecision::Continue;
        });
    QVERIFY2(whole.ok(), qPrintable(whole.error().toString()));
    std::vector<std::int64_t> steps;
    for (std::int64_t step = 0; step <= analysis::kCalibrationSteps; ++step) {
        steps.push_back(step);
    }
    std::vector<std::int64_t> distinct;
    std::unique_copy(heard.begin(), heard.end(), std::back_inserter(distinct));
    QCOMPARE(distinct, steps);
    QVERIFY(std::count(heard.begin(), heard.end(), 1) > 1);
    for (const std::int64_t stopAt : steps) {
        std::vector<std::int64_t> untilStop;
        const auto cancelled = analysis::buildCalibrationReport(
            *database, request, [&](const common::Progress& progress) {
                untilStop.push_back(progress.done);
                if (progress.total != analysis::kCalibrationSteps) {
                    qFatal("unexpected total %lld", static_cast<long long>(progress.total));
                }
                return progress.done == stopAt ? common::ProgressDecision::Abort
                                               : common::ProgressDecision::Continue;
            });
        QVERIFY(!cancelled.ok());
        QVERIFY2(isCancelled(cancelled.error()), qPrintable(cancelled.error().message));
        // It stopped at the first Abort: asked as often as the whole report was until then.
        const auto firstOfStep = std::find(heard.begin(), heard.end(), stopAt);
        QCOMPARE(untilStop, std::vector<std::int64_t>(heard.begin(), firstOfStep + 1));
    }
    database.reset();
    QCOMPARE(fileState(m_calibration), before);
}

void JobTrackerTest::calibrationTabCancelButtonStopsTheComputation() {
    ProjectSession session;
    QVERIFY(openedIn(session, m_calibration));
    CalibrationTab tab(session);
    tab.resize(1000, 700);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    CalibrationController& controller = tab.controller();
    QTRY_VERIFY_WITH_TIMEOUT(controller.report().has_value(), 60'000);
    JobProgressBar& progress = tab.reportProgress();
    QVERIFY(!progress.isVisible());

    // The next computation waits behind a job that holds the worker.
    ui_test::WorkerHold hold(session);
    QSignalSpy cancelled(&controller, &CalibrationController::cancelled);
    QSignalSpy reportChanged(&controller, &CalibrationController::reportChanged);
    QPushButton* recompute = nullptr;
    for (QPushButton* button : tab.findChildren<QPushButton*>()) {
        if (button->text().remove(u'&') == CalibrationTab::tr("Re&compute").remove(u'&')) {
            recompute = button;
        }
    }
    QVERIFY(recompute && recompute->isEnabled());
    QTest::mouseClick(recompute, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(progress.isVisible(), kWait);
    QVERIFY(!recompute->isEnabled());
    QVERIFY(progress.cancelButton().isEnabled());
    QTest::mouseClick(&progress.cancelButton(), Qt::LeftButton);
    QVERIFY(!progress.cancelButton().isEnabled());
    hold.release();

    QVERIFY(cancelled.wait(kWait));
    QVERIFY(!controller.report());
    QVERIFY(!reportChanged.isEmpty());
    QCOMPARE(tab.summaryText(),
             CalibrationTab::tr(
                 "The computation was cancelled. Press Recompute to compute the report."));
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isVisible(), kWait);
    QVERIFY(recompute->isEnabled());
    // Recompute brings it back.
    QTest::mouseClick(recompute, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(controller.report().has_value(), 60'000);
}

void JobTrackerTest::calibrationSettingChangeCancelsTheWaitingComputation() {
    ProjectSession session;
    QVERIFY(openedIn(session, m_calibration));
    CalibrationController controller(session);
    controller.reload();
    QTRY_VERIFY_WITH_TIMEOUT(controller.report().has_value(), 60'000);
    QCOMPARE(controller.report()->prior, stats::ReportPrior::Automatic);

    ui_test::WorkerHold hold(session);
    QSignalSpy ended(&controller.reportJob(), &JobTracker::jobEnded);
    controller.compute();
    const std::shared_ptr<TaskProgress> first = controller.reportJob().progress();
    const JobTracker::JobId firstId = controller.reportJob().currentJob();
    QVERIFY(first);
    controller.setPrior(stats::ReportPrior::None);
    QVERIFY(first->isCancelled());
    QVERIFY(controller.reportJob().currentJob() != firstId);
    hold.release();

    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 2, 60'000);
    QCOMPARE(ended.at(0).at(0).value<JobTracker::JobId>(), firstId);
    QCOMPARE(ended.at(0).at(1).toBool(), false);
    QCOMPARE(ended.at(1).at(1).toBool(), true);
    // The superseded computation never began: its first step names itself.
    QVERIFY(first->status().isEmpty());
    QVERIFY(controller.report().has_value());
    QCOMPARE(controller.report()->prior, stats::ReportPrior::None);
}

void JobTrackerTest::simulationStopsWhenItsJobIsCancelled() {
    stats::ActiveSimulationSettings settings;
    settings.model = *stats::ModelSpec::parse("poe-bt");
    settings.selection.strategy = *stats::parseSelectionStrategy("random");
    settings.candidateCount = 10;
    settings.budget = 45;
    settings.repetitions = 50;
    JobTracker tracker;
    QSignalSpy ended(&tracker, &JobTracker::jobEnded);
    Gates gates;
    std::atomic<bool> cancelledResult{false};
    std::atomic<std::int64_t> lastDone{0};
    bool applied = false;
    tracker.start(
        [&](const common::ProgressCallback& progress) {
            bool first = true;
            const auto result =
                stats::runActiveSimulation(settings, [&](const common::Progress& reached) {
                    lastDone = reached.done;
                    if (first && reached.done > 0) {
                        first = false;
                        gates.started.release();
                        gates.go.acquire();
                    }
                    return progress(reached);
                });
            cancelledResult =
                !result.ok() && result.error().message == std::string(common::kCancelledMessage);
            return result.ok();
        },
        [&applied](bool) { applied = true; });
    QVERIFY(gates.started.tryAcquire(1, kWait));
    tracker.cancel();
    gates.go.release();
    QVERIFY(ended.wait(kWait));
    QVERIFY(cancelledResult);
    QVERIFY(!applied);
    // It stopped at the first report after the cancel, in the first repetition.
    QVERIFY(lastDone < settings.budget);
}

QTEST_MAIN(JobTrackerTest)
#include "test_job_tracker.moc"
