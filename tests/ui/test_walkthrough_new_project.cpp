// An analyst's own project, from nothing to a run, walked through as a person
// does it: File ▸ New…, a name typed into the file dialog, File ▸ Import
// Candidates… with the wizard's own mapping of a plain CSV, a criterion and a
// judge against a pairrank-judge-sim on this machine typed into the Judges
// dialog, Test, Save, Close, and Start in the Run tab. And a large project file
// that turns out damaged after it is shown: the window says so and closes it.
// Only clicks and key presses on what is on screen.
#include "judge/judge_sim_process.h"
#include "storage/storage_test_support.h"
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QAbstractButton>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QProgressBar>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kStepTimeout = 20'000;

bool buttonEnabled(const QString& name, QWidget* within) {
    auto* button = visible<QAbstractButton>(name, within);
    return button != nullptr && button->isEnabled();
}

// Waits for a modal window that has the keyboard: a person types once it is up.
QWidget* waitForActiveModal(QWidget* except = nullptr) {
    QWidget* modal = waitForModal(kStepTimeout, except);
    if (modal == nullptr || !waitUntil([modal] { return modal->isActiveWindow(); }, kStepTimeout)) {
        return nullptr;
    }
    return modal;
}

} // namespace

class WalkthroughNewProjectTest : public QObject {
    Q_OBJECT

private slots:
    void fromANewProjectToARun();
    void aLargeFileFoundDamagedAfterItOpensIsClosed();
};

void WalkthroughNewProjectTest::fromANewProjectToARun() {
    qunsetenv("OPENAI_API_KEY"); // a server on this machine needs no key
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    QTemporaryDir files;
    QVERIFY(files.isValid());
    const QString csvPath = files.filePath(QStringLiteral("essays.csv"));
    {
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write(
            "context,candidate,system,text,score\n"
            "prompt-1,e1,alpha,\"The river floods every spring, and the town copes.\",3\n"
            "prompt-1,e2,beta,Floods come. The town copes.,2\n"
            "prompt-1,e3,gamma,\"Each spring the river rises; sandbags, boats follow.\",4\n"
            "prompt-1,e4,delta,Rivers are wet.,1\n"
            "prompt-1,e5,alpha,\"Spring floods shape the town, its roofs and its habits.\",5\n");
    }

    StartedApplication app;
    QVERIFY(app.waitUntilOpen(kOpenTimeout)); // the demo, on a first start

    // File ▸ New…: the file dialog, a name typed, Enter.
    QVERIFY(chooseMenu(app.window(), {QStringLiteral("File"), QStringLiteral("New Project…")}));
    auto* fileDialog = qobject_cast<QFileDialog*>(waitForActiveModal());
    QVERIFY(fileDialog != nullptr);
    auto* fileName = fileDialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    QVERIFY(fileName != nullptr);
    const QString projectPath = files.filePath(QStringLiteral("essays.pairrank"));
    QVERIFY(typeInto(fileName, projectPath));
    QVERIFY(press(QKeySequence(Qt::Key_Return)));
    QTRY_VERIFY_WITH_TIMEOUT(app.window().windowTitle().startsWith(QStringLiteral("essays")),
                             kOpenTimeout);

    // An empty project: the Run tab says why Start cannot be pressed yet.
    QVERIFY(clickTab(QStringLiteral("Run")));
    auto* start = waitForVisible<QToolButton>(QStringLiteral("Start"));
    QVERIFY(start != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(visible<QLabel>(QStringLiteral("startHint")) != nullptr, kStepTimeout);
    QVERIFY(!start->isEnabled());
    QVERIFY2(
        shownText(visible<QLabel>(QStringLiteral("startHint"))).contains(QLatin1String("judge")),
        qPrintable(shownText(visible<QLabel>(QStringLiteral("startHint")))));

    // File ▸ Import Candidates…: the path, Next, the proposed mapping, Next, Import.
    QVERIFY(
        chooseMenu(app.window(), {QStringLiteral("File"), QStringLiteral("Import Candidates…")}));
    QWidget* wizard = waitForActiveModal();
    QVERIFY(wizard != nullptr);
    QVERIFY(typeInto(waitForVisible<QLineEdit>(QStringLiteral("File to import")), csvPath));
    QVERIFY(clickButton(QStringLiteral("Next >"), wizard));
    QVERIFY(waitUntil([wizard] { return buttonEnabled(QStringLiteral("Next >"), wizard); },
                      kStepTimeout));
    QVERIFY(clickButton(QStringLiteral("Next >"), wizard));
    QVERIFY(waitUntil([wizard] { return buttonEnabled(QStringLiteral("Import"), wizard); },
                      kStepTimeout));
    QVERIFY(clickButton(QStringLiteral("Import"), wizard));
    QVERIFY(waitUntilClosed(wizard, kStepTimeout));

    // Judges…: a criterion and a judge typed in, tested, saved.
    QVERIFY(chooseMenu(app.window(), {QStringLiteral("Judges…")}));
    auto* judges = qobject_cast<QDialog*>(waitForActiveModal());
    QVERIFY(judges != nullptr);
    // Greyed while it reads the project, which waits behind the import's last work on a
    // busy machine.
    QVERIFY(waitUntil([judges] { return judges->isEnabled(); }, kStepTimeout));
    QVERIFY(clickButton(QStringLiteral("New criterion"), judges));
    QWidget* ask = waitForActiveModal(judges);
    QVERIFY(ask != nullptr);
    QVERIFY(typeInto(visible<QLineEdit>(QStringLiteral("Name of the new criterion"), ask),
                     QStringLiteral("vividness")));
    QVERIFY(press(QKeySequence(Qt::Key_Return)));
    QTRY_VERIFY_WITH_TIMEOUT(QApplication::activeModalWidget() == judges, kStepTimeout);
    QVERIFY(clickButton(QStringLiteral("New judge configuration"), judges));
    QVERIFY(typeInto(visible<QLineEdit>(QStringLiteral("Name"), judges),
                     QStringLiteral("judge on this machine")));
    QVERIFY(
        typeInto(visible<QLineEdit>(QStringLiteral("Endpoint"), judges), server.url().toString()));
    QVERIFY(typeInto(visible<QLineEdit>(QStringLiteral("Model"), judges), QStringLiteral("sim")));
    QVERIFY(clickTab(QStringLiteral("Test"), judges));
    QVERIFY(clickButton(QStringLiteral("Test the judge"), judges));
    QTRY_VERIFY_WITH_TIMEOUT(shownText(visible<QLabel>(QStringLiteral("Test result"), judges))
                                 .startsWith(QLatin1String("p(A is better) = ")),
                             kStepTimeout);
    QVERIFY(clickButton(QStringLiteral("Save"), judges));
    QTRY_COMPARE_WITH_TIMEOUT(shownText(visible<QLabel>(QStringLiteral("Status"), judges)),
                              QStringLiteral("Saved."), kStepTimeout);
    // The stored lists are read again after Save; Close is there once they are.
    QTRY_VERIFY_WITH_TIMEOUT(buttonEnabled(QStringLiteral("Close"), judges), kStepTimeout);
    QVERIFY(clickButton(QStringLiteral("Close"), judges));
    QVERIFY(waitUntilClosed(judges, kStepTimeout));

    // Start: enabled now, without touching a setting; the run asks the server.
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kStepTimeout);
    QVERIFY(visible<QLabel>(QStringLiteral("startHint")) == nullptr);
    const int answeredBefore = server.stats().value(QStringLiteral("answered")).toInt();
    QVERIFY(press(QKeySequence(Qt::Key_F5)));
    const auto* progress = waitForVisible<QProgressBar>(QStringLiteral("runProgress"));
    QVERIFY(progress != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 10, kOpenTimeout);
    QVERIFY(server.stats().value(QStringLiteral("answered")).toInt() >= answeredBefore + 10);
    // The budget, 10 N but at most the 5 × 4 ordered pairs, ends the run by itself.
    QTRY_VERIFY_WITH_TIMEOUT(shownText(visible<QLabel>(QStringLiteral("runState")))
                                 .startsWith(QLatin1String("Finished")),
                             kOpenTimeout);
    QCOMPARE(progress->maximum(), 20);
    QCOMPARE(progress->value(), 20);
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kStepTimeout);
}

void WalkthroughNewProjectTest::aLargeFileFoundDamagedAfterItOpensIsClosed() {
    QTemporaryDir files;
    QVERIFY(files.isValid());
    const QString path = files.filePath(QStringLiteral("large-damaged.pairrank"));
    storage::testing::writeLargeProject(path, true);
    StartedApplication app(path); // as `pairrank large-damaged.pairrank` starts
    auto* box = qobject_cast<QMessageBox*>(waitForModal(kOpenTimeout));
    QVERIFY(box != nullptr);
    const QString said = box->text() + u'\n' + box->informativeText() + box->detailedText();
    QVERIFY2(said.contains(QStringLiteral("could not be opened")) &&
                 said.contains(QStringLiteral("it is damaged")) && said.contains(path),
             qPrintable(said));
    QVERIFY(clickButton(QStringLiteral("OK"), box));
    QVERIFY(waitUntilClosed(box));
    QCOMPARE(app.window().windowTitle(), QStringLiteral("PairRank"));
    QVERIFY2(shownText(visible<QLabel>(QStringLiteral("projectLocation")))
                 .startsWith(QLatin1String("No project is open")),
             qPrintable(shownText(visible<QLabel>(QStringLiteral("projectLocation")))));
    // Nothing was written to it.
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")) ||
            QFileInfo(path + QStringLiteral("-wal")).size() == 0);
}

QTEST_MAIN(WalkthroughNewProjectTest)
#include "test_walkthrough_new_project.moc"
