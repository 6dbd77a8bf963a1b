// The analyst's first hour, walked through as a person does it: PairRank built
// as main() builds it, the demo opening by itself, and from then on only clicks
// and key presses on what is on screen. Each step checks what a person would
// see: which buttons can be pressed, what the labels say, whether the charts move.
#include "gui_test_support.h"
#include "ui/common/language_setting.h"
#include "ui/main/main_window.h"
#include "ui/run/history_chart.h"
#include "ui/run/run_history.h"
#include "ui/run/run_tab.h"
#include "walkthrough_support.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QTableView>
#include <QTcpServer>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kRunTimeout = 60'000;

QString runState() {
    return shownText(visible<QLabel>(QStringLiteral("runState")));
}

QString runDetails() {
    return shownText(visible<QLabel>(QStringLiteral("Time and cost left")));
}

// The details line is on screen with what every run shows, its failures ("… · failures: 0").
bool runDetailsShown() {
    static const QRegularExpression failures(QStringLiteral("(^| · )failures: \\d+"));
    return failures.match(runDetails()).hasMatch();
}

QToolButton* runButton(const QString& name) {
    return visible<QToolButton>(name);
}

// The number of points the convergence chart draws: what a person sees moving.
int chartPoints(ui::MainWindow& window) {
    int points = 0;
    for (QAbstractSeries* series : window.runTab()->convergenceChart().chart()->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(series)) {
            points += static_cast<int>(line->count());
        }
    }
    return points;
}

int comparisonsShown() {
    const auto* bar = visible<QProgressBar>(QStringLiteral("runProgress"));
    return bar != nullptr ? bar->value() : -1;
}

// The Run tab clicked, and its Start button once a person could press it; nullptr
// when it never becomes available.
QToolButton* startOfTheRunTab() {
    if (!clickTab(QStringLiteral("Run"))) {
        return nullptr;
    }
    QToolButton* start = waitForVisible<QToolButton>(QStringLiteral("Start"));
    if (start == nullptr || !waitUntil([start] { return start->isEnabled(); }, kOpenTimeout)) {
        qWarning("walkthrough: Start never became available: %s",
                 qPrintable(shownText(visible<QLabel>(QStringLiteral("startHint")))));
        return nullptr;
    }
    return start;
}

// A port on 127.0.0.1 where nothing listens: every request to it is refused at once.
quint16 closedPort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) {
        return 0;
    }
    return server.serverPort(); // closed when `server` goes
}

} // namespace

class WalkthroughRunTest : public QObject {
    Q_OBJECT

private slots:
    void firstStartF5RunsAndTheChartsMove();
    void pauseResumeStopAndStartAgainKeepTheCharts();
    void quittingDuringARunAsksAndTheNextStartShowsThePausedRun();
    void aFailedRunSaysWhyInWordsAndKeepsTheWindowsLayout();
    void theWindowFitsA1024By700Screen();
    void aStoredRunOpensFromTheSidebarInTheRunTab();
    void aLanguageChangeRestartsPairRankAfterAsking();
    void tabLeavesTheCandidatesTableForTheProjectTree();
};

void WalkthroughRunTest::firstStartF5RunsAndTheChartsMove() {
    // The window a 1,280 × 800 screen gives (nine tenths of it).
    StartedApplication application({}, {1152, 720});
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QVERIFY(clickTab(QStringLiteral("Run")));

    // Start becomes available once the demo's judge and criterion are read; nothing
    // else is needed on a first start.
    QToolButton* start = waitForVisible<QToolButton>(QStringLiteral("Start"));
    QVERIFY(start != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kOpenTimeout);
    QVERIFY(visible<QLabel>(QStringLiteral("startHint")) == nullptr);

    // Before the run the progress bar counts what the estimate plans, not "0 of 1".
    QTRY_VERIFY_WITH_TIMEOUT(
        shownText(visible<QLabel>(QStringLiteral("Estimate"))).contains(QStringLiteral("requests")),
        kOpenTimeout);
    auto* progress = visible<QProgressBar>(QStringLiteral("runProgress"));
    QVERIFY(progress != nullptr);
    QCOMPARE(progress->maximum(), 8 * 16 * 10); // 8 articles × 16 summaries × budget 10 N
    QVERIFY2(shownText(visible<QLabel>(QStringLiteral("Estimate")))
                 .contains(QLocale().toString(8 * 16 * 10)),
             qPrintable(shownText(visible<QLabel>(QStringLiteral("Estimate")))));

    QVERIFY(press(QKeySequence(Qt::Key_F5)));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Running")), kRunTimeout);
    QVERIFY(!start->isEnabled());
    QVERIFY(runButton(QStringLiteral("Pause"))->isEnabled());
    QVERIFY(runButton(QStringLiteral("Stop"))->isEnabled());

    // The charts move: their points grow as comparisons are stored.
    QTRY_VERIFY_WITH_TIMEOUT(chartPoints(application.window()) >= 3, kRunTimeout);
    const int earlier = chartPoints(application.window());
    QTRY_VERIFY_WITH_TIMEOUT(chartPoints(application.window()) > earlier, kRunTimeout);
    QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() >= 40, kRunTimeout);
    // While the run goes, the details say how many requests are at the judge, never more
    // than the demo judge's concurrency (8): read as a person glancing at it a few times,
    // until one glance finds requests there (a slow build can be between batches at each).
    static const QRegularExpression atJudge(QStringLiteral("at the judge: (\\d+)"));
    QStringList readings;
    int largest = 0;
    QVERIFY2(waitUntil(
                 [&] {
                     const QString details = runDetails();
                     const QRegularExpressionMatch match = atJudge.match(details);
                     if (match.hasMatch() && (readings.isEmpty() || readings.last() != details)) {
                         readings << details;
                         largest = std::max(largest, match.captured(1).toInt());
                     }
                     return readings.size() >= 3 && largest >= 1;
                 },
                 kRunTimeout),
             qPrintable(QStringLiteral("the details never showed requests at the judge; they "
                                       "read:\n%1")
                            .arg(readings.join(u'\n'))));
    QVERIFY2(largest >= 1 && largest <= 8, qPrintable(readings.join(u'\n')));
    QVERIFY(press(QKeySequence(Qt::SHIFT | Qt::Key_F5)));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Stopped")), kRunTimeout);

    // The Calibration tab's judge accuracy table shows every column whole at this size:
    // the headers are short, their tooltips say the rest.
    QVERIFY(clickTab(QStringLiteral("Calibration")));
    auto* accuracy = waitForVisible<QTableView>(QStringLiteral("Judge accuracy"));
    QVERIFY(accuracy != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(accuracy->model()->rowCount() >= 1, kRunTimeout);
    QTest::qWait(0); // the header resizes its sections to their contents on the next pass
    const QHeaderView* header = accuracy->horizontalHeader();
    QTRY_VERIFY2(header->length() <= accuracy->viewport()->width(),
                 qPrintable(QStringLiteral("the columns need %1 px, the table shows %2")
                                .arg(header->length())
                                .arg(accuracy->viewport()->width())));
    for (int column = 0; column < header->count(); ++column) {
        const QString title =
            accuracy->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column), qPrintable(title));
        QVERIFY2(!accuracy->model()
                      ->headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                      .toString()
                      .isEmpty(),
                 qPrintable(title));
    }
    // Its Judge bias box shows every line whole, none cut off at the top or bottom (the
    // panel is short at this size).
    auto* bias = waitForVisible<QLabel>(QStringLiteral("Judge bias"));
    QVERIFY(bias != nullptr);
    QTRY_VERIFY2_WITH_TIMEOUT(bias->text().count(u'\n') >= 2, qPrintable(bias->text()),
                              kRunTimeout);
    // Checked as soon as the layouts the new text asked for are done, not after whatever
    // later relayout might happen to fix it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QVERIFY2(bias->visibleRegion().boundingRect().height() >= bias->heightForWidth(bias->width()),
             qPrintable(QStringLiteral("the text needs %1 px, %2 px of it are shown:\n%3")
                            .arg(bias->heightForWidth(bias->width()))
                            .arg(bias->visibleRegion().boundingRect().height())
                            .arg(bias->text())));
}

void WalkthroughRunTest::pauseResumeStopAndStartAgainKeepTheCharts() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QToolButton* start = startOfTheRunTab();
    QVERIFY(start != nullptr);
    QVERIFY(click(start));
    QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() >= 32, kRunTimeout);

    // Pause: nothing new is asked; the panel stops quoting a rate and a time left.
    QVERIFY(clickButton(QStringLiteral("Pause")));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Paused")), kRunTimeout);
    QVERIFY(!runButton(QStringLiteral("Pause"))->isEnabled());
    QVERIFY(runButton(QStringLiteral("Resume"))->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(
        runDetailsShown() && !runDetails().contains(QStringLiteral("judgements/s")), 5'000);
    QVERIFY2(!runDetails().contains(QStringLiteral("time left")), qPrintable(runDetails()));

    QVERIFY(press(QKeySequence(Qt::Key_F7))); // Resume
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Running")), kRunTimeout);
    const int beforeStop = comparisonsShown();
    QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() > beforeStop, kRunTimeout);

    // Stop: the state says how to go on, in words, and nothing is at the judge any more.
    QVERIFY(clickButton(QStringLiteral("Stop")));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Stopped")), kRunTimeout);
    QVERIFY2(!runState().contains(QStringLiteral("stopped")), qPrintable(runState()));
    QVERIFY2(runDetailsShown(), qPrintable(runDetails()));
    QVERIFY2(!runDetails().contains(QStringLiteral("at the judge")), qPrintable(runDetails()));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kRunTimeout);
    const int pointsBefore = chartPoints(application.window());
    const int doneBefore = comparisonsShown();
    QVERIFY(pointsBefore > 0);

    // Start again continues the same run: the charts keep their history.
    QVERIFY(click(start));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Running")), kRunTimeout);
    QVERIFY(comparisonsShown() >= doneBefore);
    QVERIFY2(chartPoints(application.window()) >= pointsBefore,
             qPrintable(QStringLiteral("%1 points before Start, %2 after")
                            .arg(pointsBefore)
                            .arg(chartPoints(application.window()))));
    QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() > doneBefore, kRunTimeout);
    QVERIFY(press(QKeySequence(Qt::SHIFT | Qt::Key_F5)));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Stopped")), kRunTimeout);
}

void WalkthroughRunTest::quittingDuringARunAsksAndTheNextStartShowsThePausedRun() {
    std::shared_ptr<QTemporaryDir> settings;
    {
        StartedApplication first;
        settings = first.settings();
        QVERIFY(first.waitUntilOpen(kOpenTimeout));
        QToolButton* start = startOfTheRunTab();
        QVERIFY(start != nullptr);
        // A setting other than the default, to see it again after the restart.
        QVERIFY(chooseInCombo(visible<QComboBox>(QStringLiteral("Strategy")),
                              QStringLiteral("Probability of reordering")));
        QVERIFY(press(QKeySequence(Qt::Key_F5)));
        QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() >= 24, kRunTimeout);

        // Quit asks; keeping the run closes nothing.
        QVERIFY(chooseMenu(first.window(), {QStringLiteral("File"), QStringLiteral("Quit")}));
        QWidget* box = waitForModal();
        QVERIFY2(
            box != nullptr,
            qPrintable(QStringLiteral("window shown: %1, state: %2, active: %3")
                           .arg(first.window().isVisible())
                           .arg(runState())
                           .arg(QApplication::activeWindow()
                                    ? QString::fromLatin1(
                                          QApplication::activeWindow()->metaObject()->className())
                                    : QStringLiteral("none"))));
        QCOMPARE(box->objectName(), QStringLiteral("quitDuringRunBox"));
        QVERIFY(clickButton(QStringLiteral("Keep Running"), box));
        QVERIFY(waitUntilClosed(box));
        QVERIFY(first.window().isVisible());
        QVERIFY(runState().startsWith(QStringLiteral("Running")));

        // Quit again, and this time stop and quit.
        QVERIFY(chooseMenu(first.window(), {QStringLiteral("File"), QStringLiteral("Quit")}));
        box = waitForModal();
        QVERIFY(box != nullptr);
        QVERIFY(clickButton(QStringLiteral("Stop and Quit"), box));
        QTRY_VERIFY_WITH_TIMEOUT(!first.window().isVisible(), kRunTimeout);
    }

    // The next start reopens the project with its run: the settings chosen, the run
    // paused (or interrupted), and Start continues it.
    StartedApplication second({}, {1280, 800}, settings);
    QVERIFY(second.waitUntilOpen(kOpenTimeout));
    QVERIFY(clickTab(QStringLiteral("Run")));
    QTRY_VERIFY_WITH_TIMEOUT(runState().contains(QStringLiteral("Start (F5) continues")),
                             kOpenTimeout);
    QCOMPARE(shownText(visible<QComboBox>(QStringLiteral("Strategy"))),
             QStringLiteral("Probability of reordering"));
    QTRY_VERIFY_WITH_TIMEOUT(shownText(visible<QLabel>(QStringLiteral("Estimate")))
                                 .contains(QStringLiteral("already stored")),
                             kOpenTimeout);
    QVERIFY(comparisonsShown() >= 24);

    // The sidebar names the run by what tells it apart.
    auto* tree = visible<QTreeView>(QStringLiteral("Project contents"));
    QVERIFY(tree != nullptr);
    QAbstractItemModel* model = tree->model();
    QModelIndex runs;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data().toString().startsWith(QStringLiteral("Runs"))) {
            runs = model->index(row, 0);
        }
    }
    QVERIFY(runs.isValid());
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount(runs) >= 1, kOpenTimeout);
    const QString runText = model->index(0, 0, runs).data().toString();
    QVERIFY2(runText.contains(QStringLiteral("coherence")) &&
                 runText.contains(QStringLiteral("Probability of reordering")) &&
                 (runText.contains(QStringLiteral("paused")) ||
                  runText.contains(QStringLiteral("running"))),
             qPrintable(runText));

    QToolButton* start = visible<QToolButton>(QStringLiteral("Start"));
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kOpenTimeout);
    const int stored = comparisonsShown();
    QVERIFY(click(start));
    QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() > stored, kRunTimeout);
    QVERIFY(press(QKeySequence(Qt::SHIFT | Qt::Key_F5)));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Stopped")), kRunTimeout);
}

void WalkthroughRunTest::aFailedRunSaysWhyInWordsAndKeepsTheWindowsLayout() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    ui_test::RunProjectSpec spec;
    spec.criterion = QStringLiteral("clarity");
    domain::JudgeConfig refused;
    refused.name = QStringLiteral("unreachable server");
    refused.backend = QStringLiteral("openai-chat");
    refused.model = QStringLiteral("any");
    refused.endpoint = QStringLiteral("http://127.0.0.1:%1/v1").arg(port);
    refused.settings = QJsonObject{{QStringLiteral("max_attempts"), 1},
                                   {QStringLiteral("concurrency"), 1},
                                   {QStringLiteral("circuit_breaker_failures"), 3}};
    spec.judges.append(refused);
    const QString path =
        ui_test::buildRunProject(folder.path() + QStringLiteral("/down.pairrank"), spec);
    QVERIFY(!path.isEmpty());

    StartedApplication application(path);
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QToolButton* start = startOfTheRunTab();
    QVERIFY(start != nullptr);
    auto* strategy = visible<QComboBox>(QStringLiteral("Strategy"));
    QVERIFY(strategy != nullptr);
    const int windowWidth = application.window().width();
    const int formWidth = strategy->width();

    QVERIFY(click(start));
    QWidget* box = waitForModal(kRunTimeout);
    QVERIFY(box != nullptr);
    QVERIFY(qobject_cast<QMessageBox*>(box) != nullptr);
    QVERIFY(clickButton(QStringLiteral("OK"), box));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Failed")), kRunTimeout);

    // Plain words and a way on, not the request engine's jargon.
    QVERIFY2(!runState().contains(QStringLiteral("circuit breaker")), qPrintable(runState()));
    QVERIFY2(runState().contains(QStringLiteral("stopped answering")), qPrintable(runState()));
    // The long message wraps: neither the window nor the settings got wider or narrower.
    QTest::qWait(0);
    QCOMPARE(application.window().width(), windowWidth);
    QCOMPARE(strategy->width(), formWidth);
    QVERIFY(QTest::qWaitForWindowExposed(&application.window()));
    QVERIFY(visible<QLabel>(QStringLiteral("runState"))->width() <= application.window().width());
}

void WalkthroughRunTest::theWindowFitsA1024By700Screen() {
    StartedApplication application({}, {1024, 700});
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    ui::MainWindow& window = application.window();
    // On failure, which part asks for the width.
    QStringList widths;
    for (QWidget* part : window.findChildren<QWidget*>()) {
        if (part->minimumSizeHint().width() > 500) {
            widths << QStringLiteral("%1 %2: %3")
                          .arg(QString::fromLatin1(part->metaObject()->className()),
                               part->objectName())
                          .arg(part->minimumSizeHint().width());
        }
    }
    QVERIFY2(window.minimumSizeHint().width() <= 1024, qPrintable(widths.join(u'\n')));
    QVERIFY2(window.width() <= 1024, qPrintable(QString::number(window.width())));
    for (const QString& tab :
         {QStringLiteral("Candidates"), QStringLiteral("Ranking"), QStringLiteral("Run"),
          QStringLiteral("Annotate"), QStringLiteral("Calibration")}) {
        QVERIFY(clickTab(tab));
        QTest::qWait(0);
        QVERIFY2(window.width() <= 1024, qPrintable(tab));
        // The project tree stays on screen and usable.
        auto* tree = visible<QTreeView>(QStringLiteral("Project contents"));
        QVERIFY2(tree != nullptr && tree->width() >= 100, qPrintable(tab));
    }
}

void WalkthroughRunTest::aStoredRunOpensFromTheSidebarInTheRunTab() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QToolButton* start = startOfTheRunTab();
    QVERIFY(start != nullptr);
    auto* strategy = visible<QComboBox>(QStringLiteral("Strategy"));
    QVERIFY(strategy != nullptr);
    const QString defaultStrategy = shownText(strategy);
    const QString otherStrategy = QStringLiteral("Variance");
    QVERIFY(defaultStrategy != otherStrategy);

    // Two runs: one with the default strategy, one with another (a new run, not the first
    // one continued), each started with F5 and stopped with Shift+F5.
    for (const QString& chosen : {defaultStrategy, otherStrategy}) {
        QVERIFY(chooseInCombo(strategy, chosen));
        const int before = comparisonsShown();
        QVERIFY(press(QKeySequence(Qt::Key_F5)));
        QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Running")), kRunTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(comparisonsShown() >= std::max(before, 0) + 16, kRunTimeout);
        QVERIFY(press(QKeySequence(Qt::SHIFT | Qt::Key_F5)));
        QTRY_VERIFY2_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Stopped")),
                                  qPrintable(chosen + QStringLiteral(": ") + runState()),
                                  kRunTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kRunTimeout);
    }

    // The sidebar lists both; the Runs group opens with the arrow key.
    auto* tree = visible<QTreeView>(QStringLiteral("Project contents"));
    QVERIFY(tree != nullptr);
    const QModelIndex runs = rowStartingWith(*tree, QStringLiteral("Runs"));
    QVERIFY(runs.isValid());
    QTRY_VERIFY_WITH_TIMEOUT(tree->model()->rowCount(runs) == 2, kOpenTimeout);
    QVERIFY(clickRow(tree, runs));
    QVERIFY(press(QKeySequence(Qt::Key_Right)));
    QTRY_VERIFY(tree->isExpanded(runs));
    const auto runNamed = [&](const QString& strategyTitle) {
        for (int row = 0; row < tree->model()->rowCount(runs); ++row) {
            const QModelIndex run = tree->model()->index(row, 0, runs);
            if (run.data().toString().contains(strategyTitle)) {
                return run;
            }
        }
        return QModelIndex();
    };
    const QModelIndex first = runNamed(defaultStrategy);
    const QModelIndex second = runNamed(otherStrategy);
    QVERIFY2(first.isValid() && second.isValid() && first != second,
             qPrintable(tree->model()->index(0, 0, runs).data().toString()));

    // Enter on the first run, from another tab: the Run tab comes forward showing that run.
    QVERIFY(clickTab(QStringLiteral("Candidates")));
    QVERIFY(visible<QComboBox>(QStringLiteral("Strategy")) == nullptr);
    QVERIFY(clickRow(tree, first));
    QVERIFY(press(QKeySequence(Qt::Key_Return)));
    QTRY_VERIFY_WITH_TIMEOUT(
        shownText(visible<QComboBox>(QStringLiteral("Strategy"))) == defaultStrategy, kOpenTimeout);
    QTRY_VERIFY_WITH_TIMEOUT(runState().contains(QStringLiteral("Start (F5) continues")),
                             kOpenTimeout);

    // A double-click on the second, from the Ranking tab: the Run tab shows that one.
    QVERIFY(clickTab(QStringLiteral("Ranking")));
    QVERIFY(clickRow(tree, second, /*doubleClick=*/true));
    QTRY_VERIFY_WITH_TIMEOUT(
        shownText(visible<QComboBox>(QStringLiteral("Strategy"))) == otherStrategy, kOpenTimeout);
}

void WalkthroughRunTest::aLanguageChangeRestartsPairRankAfterAsking() {
    const QStringList language{QStringLiteral("View"), QStringLiteral("Language")};
    {
        // No run: Later keeps PairRank as it is; Restart Now closes the window and has
        // PairRank started again.
        StartedApplication application;
        QVERIFY(application.waitUntilOpen(kOpenTimeout));
        QVERIFY(
            chooseMenu(application.window(), language + QStringList{QStringLiteral("Español")}));
        QWidget* box = waitForModal();
        QVERIFY(box != nullptr);
        QCOMPARE(box->objectName(), QStringLiteral("languageRestartBox"));
        QVERIFY(clickButton(QStringLiteral("Later"), box));
        QVERIFY(waitUntilClosed(box));
        QVERIFY(application.window().isVisible());
        QVERIFY(!application.restartRequested());
        QCOMPARE(ui::kLanguageSetting.read(), QStringLiteral("es"));

        QVERIFY(
            chooseMenu(application.window(), language + QStringList{QStringLiteral("Deutsch")}));
        box = waitForModal();
        QVERIFY(box != nullptr);
        QVERIFY(clickButton(QStringLiteral("Restart Now"), box));
        QTRY_VERIFY_WITH_TIMEOUT(!application.window().isVisible(), kRunTimeout);
        QVERIFY(application.restartRequested());
        QCOMPARE(ui::kLanguageSetting.read(), QStringLiteral("de"));
    }

    // During a run: Restart Now asks about the run first; Keep Running keeps both the run
    // and this PairRank, Stop and Restart stops the run and restarts.
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QToolButton* start = startOfTheRunTab();
    QVERIFY(start != nullptr);
    QVERIFY(press(QKeySequence(Qt::Key_F5)));
    QTRY_VERIFY_WITH_TIMEOUT(runState().startsWith(QStringLiteral("Running")), kRunTimeout);

    QVERIFY(chooseMenu(application.window(), language + QStringList{QStringLiteral("Français")}));
    QWidget* box = waitForModal();
    QVERIFY(box != nullptr);
    QCOMPARE(box->objectName(), QStringLiteral("languageRestartBox"));
    QVERIFY(press(QKeySequence(Qt::Key_Return))); // Restart Now is the default answer
    QWidget* question = waitForModal(10'000, box);
    QVERIFY(question != nullptr);
    QCOMPARE(question->objectName(), QStringLiteral("quitDuringRunBox"));
    auto* message = qobject_cast<QMessageBox*>(question);
    QVERIFY(message != nullptr);
    QVERIFY2(message->text().contains(QStringLiteral("Restart")), qPrintable(message->text()));
    QVERIFY(visible<QAbstractButton>(QStringLiteral("Stop and Restart"), question) != nullptr);
    QVERIFY(clickButton(QStringLiteral("Keep Running"), question));
    QVERIFY(waitUntilClosed(question));
    QVERIFY(application.window().isVisible());
    QVERIFY(runState().startsWith(QStringLiteral("Running")));
    QVERIFY(!application.restartRequested());

    QVERIFY(chooseMenu(application.window(), language + QStringList{QStringLiteral("Deutsch")}));
    box = waitForModal();
    QVERIFY(box != nullptr);
    QVERIFY(clickButton(QStringLiteral("Restart Now"), box));
    question = waitForModal(10'000, box);
    QVERIFY(question != nullptr);
    QCOMPARE(question->objectName(), QStringLiteral("quitDuringRunBox"));
    QVERIFY(clickButton(QStringLiteral("Stop and Restart"), question));
    QTRY_VERIFY_WITH_TIMEOUT(!application.window().isVisible(), kRunTimeout);
    QVERIFY(application.restartRequested());
    QCOMPARE(ui::kLanguageSetting.read(), QStringLiteral("de"));
}

void WalkthroughRunTest::tabLeavesTheCandidatesTableForTheProjectTree() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QVERIFY(clickTab(QStringLiteral("Candidates")));
    auto* tree = visible<QTreeView>(QStringLiteral("Project contents"));
    QVERIFY(tree != nullptr);
    QTableView* table = nullptr;
    for (QTableView* view : application.window().findChildren<QTableView*>()) {
        if (view->isVisible() && view->model() != nullptr && view->model()->rowCount() > 0) {
            table = view;
        }
    }
    QTRY_VERIFY_WITH_TIMEOUT(
        table != nullptr ||
            [&]() {
                for (QTableView* view : application.window().findChildren<QTableView*>()) {
                    if (view->isVisible() && view->model() != nullptr &&
                        view->model()->rowCount() > 0) {
                        table = view;
                    }
                }
                return table != nullptr;
            }(),
        kOpenTimeout);
    QVERIFY(click(table->viewport()));
    QVERIFY(table->hasFocus());
    // A person presses Tab to get out of the table; within a few presses the keyboard
    // reaches the project tree (the table has 128 rows × 4 columns of cells to trap it).
    bool reached = false;
    for (int presses = 0; presses < 20 && !reached; ++presses) {
        QVERIFY(press(QKeySequence(Qt::Key_Tab)));
        reached = tree->hasFocus();
    }
    QVERIFY2(reached,
             qPrintable(QStringLiteral("the focus is on %1")
                            .arg(QApplication::focusWidget() != nullptr
                                     ? QString::fromLatin1(
                                           QApplication::focusWidget()->metaObject()->className())
                                     : QStringLiteral("nothing"))));
}

QTEST_MAIN(WalkthroughRunTest)
#include "test_walkthrough_run.moc"
