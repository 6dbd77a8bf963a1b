// Annotating, walked through as a person does it: PairRank started as main()
// starts it, and then only clicks and key presses on what is on screen. The
// Annotate tab asks for a name where the name goes; the keys A, B, T, S and
// Backspace label, skip and undo; the Calibration tab then counts the same human
// labels (a skip is not one). Switching projects — a file or a project on a
// PostgreSQL server, and the demo — leaves no error behind.
#include "gui_test_support.h"
#include "storage/postgres_server.h"
#include "storage/storage_test_support.h"
#include "ui/annotate/annotate_tab.h"
#include "ui/annotate/annotation_controller.h"
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDateTime>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QTest>
#include <QTextBrowser>

#include <optional>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kStepTimeout = 15'000;

// Rows of pair_leases in the project file (its pairs leased or claimed), or -1.
qint64 leasesIn(const QString& path) {
    auto database = ui_test::openProject(path);
    return database
               ? storage::testing::rowCounts(*database).value(QStringLiteral("pair_leases"), -1)
               : -1;
}

// The progress bar's text, "3 of 50 labels".
QString labelsShown() {
    const auto* bar = visible<QProgressBar>(QStringLiteral("Labels against the target"));
    return bar != nullptr ? bar->text() : QString();
}

// Both texts of the pair on screen: the next pair may keep one of the two
// candidates (even on the same side), so only the pair as a whole tells them apart.
QString pairShown() {
    return leftTextShown() + QStringLiteral("\n|\n") +
           shownText(visible<QTextBrowser>(QStringLiteral("Text B, on the right")));
}

} // namespace

class WalkthroughAnnotateTest : public QObject {
    Q_OBJECT

private slots:
    void labellingWithTheKeysIsCountedAlikeInCalibration();
    void switchingProjectsLeavesNoStaleError_data();
    void switchingProjectsLeavesNoStaleError();
    void pairsAreLeasedOnlyOnceTheAnnotateTabIsShown();
};

void WalkthroughAnnotateTest::labellingWithTheKeysIsCountedAlikeInCalibration() {
    StartedApplication app; // the demo, on a first start
    QVERIFY(app.waitUntilOpen(kOpenTimeout));

    // What Calibration counts before (the demo file may outlive an earlier run).
    QVERIFY(clickTab(QStringLiteral("Calibration")));
    std::optional<int> before;
    QVERIFY2(waitUntil(
                 [&] {
                     before = humanLabelsInCalibration();
                     return before.has_value();
                 },
                 kStepTimeout),
             qPrintable(calibrationSummary()));

    QVERIFY(clickTab(QStringLiteral("Annotate")));
    // No name yet: the tab says so next to the field, which has the keyboard.
    auto* prompt = waitForVisible<QLabel>(QStringLiteral("annotatorNeeded"));
    QVERIFY2(prompt != nullptr, "nothing says that a name is needed");
    QVERIFY(shownText(prompt).contains(QStringLiteral("name")));
    auto* field = visible<QComboBox>(QStringLiteral("Annotator"));
    QVERIFY(field != nullptr);
    QTRY_VERIFY(
        QApplication::focusWidget() != nullptr &&
        (QApplication::focusWidget() == field || field->isAncestorOf(QApplication::focusWidget())));
    QVERIFY(!visible<QAbstractButton>(QStringLiteral("A is better"))->isEnabled());

    // A name of this run's own, so that the count starts at zero.
    QVERIFY(enterName(QStringLiteral("Walker %1").arg(QDateTime::currentMSecsSinceEpoch())));
    QTRY_VERIFY(visible<QLabel>(QStringLiteral("annotatorNeeded")) == nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(aPairIsShown(), kStepTimeout);
    QTRY_COMPARE_WITH_TIMEOUT(labelsShown(), QStringLiteral("0 of 50 labels"), kStepTimeout);

    // Each key as a person presses it, waiting for what they would see change.
    const auto label = [](Qt::Key key, int expectedLabels) {
        const QString shownBefore = pairShown();
        if (!press(QKeySequence(key))) {
            return false;
        }
        const QString counted = QStringLiteral("%1 of 50 labels").arg(expectedLabels);
        return waitUntil(
            [&] {
                return aPairIsShown() && pairShown() != shownBefore && labelsShown() == counted;
            },
            kStepTimeout);
    };
    QVERIFY(label(Qt::Key_A, 1));
    QVERIFY(label(Qt::Key_B, 2));
    QVERIFY(label(Qt::Key_T, 3));
    const QString skipped = pairShown();
    QVERIFY(label(Qt::Key_S, 3)); // a skip moves on and counts nothing
    // Backspace takes the skip back: its pair is on screen again, the count unchanged.
    QVERIFY(press(QKeySequence(Qt::Key_Backspace)));
    QTRY_COMPARE_WITH_TIMEOUT(pairShown(), skipped, kStepTimeout);
    QCOMPARE(labelsShown(), QStringLiteral("3 of 50 labels"));
    QVERIFY(label(Qt::Key_S, 3));
    QVERIFY(label(Qt::Key_A, 4));
    QVERIFY(press(QKeySequence(Qt::Key_Backspace))); // the last A is taken back
    QTRY_COMPARE_WITH_TIMEOUT(labelsShown(), QStringLiteral("3 of 50 labels"), kStepTimeout);
    QVERIFY(label(Qt::Key_B, 4));
    QVERIFY2(statusExplainsThePair(), qPrintable(annotateStatus()));

    // The Calibration tab counts the same four human labels more: the skip is not one.
    QVERIFY(clickTab(QStringLiteral("Calibration")));
    QTRY_VERIFY2_WITH_TIMEOUT(humanLabelsInCalibration() == *before + 4,
                              qPrintable(calibrationSummary()), kStepTimeout);
}

void WalkthroughAnnotateTest::switchingProjectsLeavesNoStaleError_data() {
    QTest::addColumn<bool>("onServer");
    QTest::newRow("a project file") << false;
    QTest::newRow("a project on a server") << true;
}

// Between the demo file and another project: a file, or a database on a server.
void WalkthroughAnnotateTest::switchingProjectsLeavesNoStaleError() {
    QFETCH(bool, onServer);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    std::unique_ptr<storage::testing::PostgresServer> server;
    QString location = folder.filePath(QStringLiteral("fluency.pairrank"));
    QString recentTitle = QStringLiteral("fluency.pairrank");
    if (onServer) {
        auto started = storage::testing::PostgresServer::start();
        QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
        server = std::move(*started);
        const auto database = server->createDatabase(QStringLiteral("fluency"));
        QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
        location = server->uri(*database);
        // The menu names a server project by its address without the scheme.
        recentTitle = QStringLiteral("postgres@127.0.0.1:%1/%2").arg(server->port()).arg(*database);
    }
    ui_test::RunProjectSpec spec;
    spec.criterion = QStringLiteral("fluency");
    const QString other = ui_test::buildRunProject(location, spec);
    QVERIFY(!other.isEmpty());

    StartedApplication app(other);
    QVERIFY(app.waitUntilOpen(kOpenTimeout));
    QVERIFY(clickTab(QStringLiteral("Annotate")));
    QVERIFY(enterName(QStringLiteral("Switcher")));
    auto* criterion = visible<QComboBox>(QStringLiteral("Criterion"), app.window().annotateTab());
    QVERIFY(criterion != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(aPairIsShown(), kStepTimeout);
    QCOMPARE(shownText(criterion), QStringLiteral("fluency"));

    // The demo has the criterion "coherence", not "fluency".
    QVERIFY(
        chooseMenu(app.window(), {QStringLiteral("Help"), QStringLiteral("Open Demo Project")}));
    QTRY_VERIFY_WITH_TIMEOUT(shownText(criterion) == QStringLiteral("coherence") && aPairIsShown(),
                             kOpenTimeout);
    QVERIFY2(statusExplainsThePair(), qPrintable(annotateStatus()));

    // And back through File ▸ Open Recent (the demo is now the first entry).
    QVERIFY(chooseMenu(app.window(), {QStringLiteral("File"), QStringLiteral("Open Recent"),
                                      QStringLiteral("2 %1").arg(recentTitle)}));
    QTRY_VERIFY_WITH_TIMEOUT(shownText(criterion) == QStringLiteral("fluency") && aPairIsShown(),
                             kOpenTimeout);
    QVERIFY2(statusExplainsThePair(), qPrintable(annotateStatus()));
}

// With a name remembered from an earlier start, opening a project chooses and leases
// no pair while the Annotate tab is not on screen: an analyst who never looks at it
// holds no pair back from the team, and no pool is refitted for it. Shown, the tab
// brings a pair at once.
void WalkthroughAnnotateTest::pairsAreLeasedOnlyOnceTheAnnotateTabIsShown() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    ui_test::RunProjectSpec spec;
    spec.criterion = QStringLiteral("fluency");
    const QString project =
        ui_test::buildRunProject(folder.filePath(QStringLiteral("leases.pairrank")), spec);
    QVERIFY(!project.isEmpty());
    std::shared_ptr<QTemporaryDir> settings;
    {
        StartedApplication first(project);
        QVERIFY(first.waitUntilOpen(kOpenTimeout));
        QVERIFY(clickTab(QStringLiteral("Annotate")));
        QVERIFY(enterName(QStringLiteral("Analyst")));
        QTRY_VERIFY_WITH_TIMEOUT(aPairIsShown(), kStepTimeout);
        QVERIFY(clickTab(QStringLiteral("Ranking")));
        settings = first.settings();
    }
    const qint64 leasesBefore = leasesIn(project);
    QVERIFY(leasesBefore >= 0);

    StartedApplication second(project, {1280, 800}, settings);
    QVERIFY(second.waitUntilOpen(kOpenTimeout));
    QVERIFY(!second.window().annotateTab()->isVisible());
    const ui::AnnotationController& controller = second.window().annotateTab()->controller();
    // Once the tab has read the project's criteria it would choose its pairs, and be
    // busy until they came.
    QTRY_VERIFY_WITH_TIMEOUT(controller.criteriaKnown() && !controller.isBusy(), kStepTimeout);
    QCOMPARE(controller.annotator(), QStringLiteral("Analyst"));
    QVERIFY(!controller.currentPair().has_value());
    QCOMPARE(leasesIn(project), leasesBefore);

    QVERIFY(clickTab(QStringLiteral("Annotate")));
    QTRY_VERIFY_WITH_TIMEOUT(aPairIsShown(), kStepTimeout);
    QVERIFY(leasesIn(project) > leasesBefore);
}

QTEST_MAIN(WalkthroughAnnotateTest)
#include "test_walkthrough_annotate.moc"
