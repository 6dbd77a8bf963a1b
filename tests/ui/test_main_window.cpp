// The main window: the demo project on first start, the last project
// remembered, the window state restored, tab shortcuts, the sidebar model.
#include "gui_test_support.h"
#include "ui/candidates/candidate_table_model.h"
#include "ui/candidates/candidates_tab.h"
#include "ui/main/main_window.h"
#include "ui/main/project_tree_model.h"
#include "ui/main/recent_projects.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QMenu>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using namespace pairrank;
using namespace pairrank::ui;

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstStartOpensTheDemoProject();
    void windowStatePersists();
    void tabShortcutsSwitchTabs();

private:
    QTemporaryDir m_folder;
};

void MainWindowTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
}

void MainWindowTest::firstStartOpensTheDemoProject() {
    QVERIFY(RecentProjects::lastProject().isEmpty());
    const QString demoPath = defaultDemoProjectPath();
    QVERIFY(demoPath.startsWith(m_folder.path()) || demoPath.contains(QStringLiteral("qttest")));
    QFile::remove(demoPath);
    ProjectSession session;
    MainWindow window(session);
    QAbstractItemModelTester tester(&window.projectTree(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    QSignalSpy treeLoaded(&window.projectTree(), &ProjectTreeModel::loaded);
    window.projectActions().openAtStart({});
    QVERIFY(opened.wait(15'000));
    QCOMPARE(session.projectPath(), demoPath);
    QCOMPARE(RecentProjects::lastProject(), QFileInfo(demoPath).absoluteFilePath());
    QVERIFY(window.windowTitle().contains(QStringLiteral("SummEval demo")));

    // The sidebar lists the demo's contexts, criterion and judge.
    QTRY_VERIFY_WITH_TIMEOUT(!treeLoaded.isEmpty(), 10'000);
    const ProjectTreeModel& tree = window.projectTree();
    QCOMPARE(tree.rowCount(tree.groupIndex(ProjectTreeModel::Group::Contexts)), 8);
    const QModelIndex criteria = tree.groupIndex(ProjectTreeModel::Group::Criteria);
    QCOMPARE(tree.rowCount(criteria), 1);
    QCOMPARE(tree.index(0, 0, criteria).data().toString(), QStringLiteral("coherence"));
    const QModelIndex judges = tree.groupIndex(ProjectTreeModel::Group::Judges);
    QCOMPARE(tree.rowCount(judges), 1);
    QVERIFY(
        tree.index(0, 0, judges).data().toString().startsWith(QStringLiteral("Simulated judge")));

    // The Candidates tab shows the 128 summaries; choosing a context in the sidebar filters them.
    CandidateTableModel& candidates = window.candidatesTab().model();
    QTRY_COMPARE_WITH_TIMEOUT(candidates.rowCount(), 128, 10'000);
    const QModelIndex context =
        tree.index(2, 0, tree.groupIndex(ProjectTreeModel::Group::Contexts));
    window.sidebar().setCurrentIndex(context);
    QCOMPARE(session.currentContext(), tree.contextAt(context));
    QTRY_COMPARE_WITH_TIMEOUT(candidates.rowCount(), 16, 10'000);

    // A second start reopens the same project instead of creating another demo.
    ProjectSession second;
    MainWindow again(second);
    QSignalSpy reopened(&second, &ProjectSession::projectOpened);
    again.projectActions().openAtStart({});
    QVERIFY(reopened.wait(15'000));
    QCOMPARE(second.projectPath(), QFileInfo(demoPath).absoluteFilePath());
    QVERIFY(!again.projectActions().recentMenu()->actions().isEmpty());
}

void MainWindowTest::windowStatePersists() {
    QList<int> sizes;
    int scoreWidth = 0;
    {
        ProjectSession session;
        MainWindow window(session);
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* splitter = window.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
        QVERIFY(splitter);
        splitter->setSizes({300, 800});
        sizes = splitter->sizes();
        QHeaderView* header = window.rankingTab().table().horizontalHeader();
        header->resizeSection(3, 137);
        scoreWidth = header->sectionSize(3);
        window.close();
    }
    ProjectSession session;
    MainWindow window(session);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1100, 700));
    QCOMPARE(window.findChild<QSplitter*>(QStringLiteral("mainSplitter"))->sizes(), sizes);
    QCOMPARE(window.rankingTab().table().horizontalHeader()->sectionSize(3), scoreWidth);
}

void MainWindowTest::tabShortcutsSwitchTabs() {
    ProjectSession session;
    MainWindow window(session);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.tabs().currentIndex(), 0);
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window.tabs().currentIndex(), 1);
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(window.tabs().currentIndex(), 0);
    for (QAction* action : window.findChildren<QAction*>()) {
        if (!action->text().isEmpty() && !action->isSeparator() && action->menu() == nullptr) {
            QVERIFY2(!action->text().remove(u'&').trimmed().isEmpty(), "an action without a name");
        }
    }
}

QTEST_MAIN(MainWindowTest)
#include "test_main_window.moc"
