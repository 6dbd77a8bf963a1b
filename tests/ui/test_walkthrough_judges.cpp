// The Judges dialog walked through as a person uses it: PairRank started as
// main() starts it on the demo, Judges… chosen in the menu bar, a judge added
// against a pairrank-judge-sim on this machine by typing into its fields,
// tested, saved; then edited again and closed — asked what to do with the edit.
// Only clicks and key presses on what is on screen; each step checks what a
// person would see.
#include "judge/judge_sim_process.h"
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kAnswerTimeout = 20'000;
const QString kJudgeName = QStringLiteral("judge on this machine");

// The Judges dialog, opened from the menu bar, once its lists are filled.
QDialog* openJudges(ui::MainWindow& window) {
    if (!chooseMenu(window, {QStringLiteral("Judges…")})) {
        return nullptr;
    }
    auto* dialog = qobject_cast<QDialog*>(waitForModal());
    if (dialog == nullptr) {
        return nullptr;
    }
    auto* judges =
        waitForVisible<QListView>(QStringLiteral("Judge configurations"), 10'000, dialog);
    if (judges == nullptr ||
        !waitUntil([judges] { return judges->model()->rowCount() > 0; }, 10'000)) {
        return nullptr;
    }
    return dialog;
}

QString selectedJudge(QDialog* dialog) {
    const auto* judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    return judges != nullptr ? judges->currentIndex().data().toString() : QString();
}

QLineEdit* field(const QString& name, QDialog* dialog) {
    return visible<QLineEdit>(name, dialog);
}

} // namespace

class WalkthroughJudgesTest : public QObject {
    Q_OBJECT

private slots:
    void addTestSaveAndCloseWithAnUnsavedEdit();
};

void WalkthroughJudgesTest::addTestSaveAndCloseWithAnUnsavedEdit() {
    // The developer's shell may hold a key; a server on this machine needs none.
    qunsetenv("OPENAI_API_KEY");
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    // QStandardPaths' test mode keeps the demo under $HOME/.qttest, from one run of
    // this suite to the next: a first start needs a home of its own.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    qputenv("HOME", home.path().toUtf8());
    StartedApplication app;
    QVERIFY(app.waitUntilOpen(kOpenTimeout));

    QDialog* dialog = openJudges(app.window());
    QVERIFY(dialog != nullptr);
    auto* judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    const int storedJudges = judges->model()->rowCount();

    // A new judge: an OpenAI-compatible server on this machine, typed in.
    QVERIFY(clickButton(QStringLiteral("New judge configuration"), dialog));
    QTRY_COMPARE(judges->model()->rowCount(), storedJudges + 1);
    QVERIFY(typeInto(field(QStringLiteral("Name"), dialog), kJudgeName));
    QVERIFY(typeInto(field(QStringLiteral("Endpoint"), dialog), server.url().toString()));
    // No model yet: the form says it is missing, and stops saying so once typed.
    QVERIFY(typeInto(field(QStringLiteral("Model"), dialog), QString()));
    auto* problem =
        waitForVisible<QLabel>(QStringLiteral("Problem with the configuration"), 5'000, dialog);
    QVERIFY(problem != nullptr);
    QVERIFY2(shownText(problem).contains(QLatin1String("model")), qPrintable(shownText(problem)));
    QVERIFY(typeInto(field(QStringLiteral("Model"), dialog), QStringLiteral("sim")));
    QTRY_VERIFY(visible<QLabel>(QStringLiteral("Problem with the configuration"), dialog) ==
                nullptr);
    // A server on this machine asks for no key: none is set by default.
    QCOMPARE(shownText(field(QStringLiteral("API key variable"), dialog)), QString());

    // Test: one real request, the answer and p shown, naming judge and criterion.
    QVERIFY(clickTab(QStringLiteral("Test"), dialog));
    const QString subject =
        shownText(visible<QLabel>(QStringLiteral("What the test sends"), dialog));
    QVERIFY2(subject.contains(kJudgeName) && subject.contains(QLatin1String("coherence")),
             qPrintable(subject));
    QVERIFY(clickButton(QStringLiteral("Test the judge"), dialog));
    QTRY_VERIFY_WITH_TIMEOUT(shownText(visible<QLabel>(QStringLiteral("Test result"), dialog))
                                 .startsWith(QLatin1String("p(A is better) = ")),
                             kAnswerTimeout);
    QVERIFY(!shownText(visible<QPlainTextEdit>(QStringLiteral("Raw answer of the judge"), dialog))
                 .isEmpty());
    QCOMPARE(server.stats().value(QStringLiteral("answered")).toInt(), 1);

    // Save: stored, and the saved judge stays the one selected.
    QVERIFY(clickButton(QStringLiteral("Save"), dialog));
    QTRY_COMPARE_WITH_TIMEOUT(shownText(visible<QLabel>(QStringLiteral("Status"), dialog)),
                              QStringLiteral("Saved."), 10'000);
    QTRY_COMPARE(selectedJudge(dialog), kJudgeName); // not marked "(unsaved)" any more
    QCOMPARE(judges->model()->rowCount(), storedJudges + 1);

    // Edit again and close: asked; Cancel keeps the dialog and the edit.
    QVERIFY(clickTab(QStringLiteral("Judge"), dialog));
    QVERIFY(typeInto(field(QStringLiteral("Model"), dialog), QStringLiteral("sim-2")));
    QVERIFY(clickButton(QStringLiteral("Close"), dialog));
    QWidget* question = waitForModal(5'000, dialog);
    QVERIFY(qobject_cast<QMessageBox*>(question) != nullptr);
    QVERIFY(clickButton(QStringLiteral("Cancel"), question));
    QTRY_VERIFY(QApplication::activeModalWidget() == dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(shownText(field(QStringLiteral("Model"), dialog)), QStringLiteral("sim-2"));

    // Escape asks too; Discard closes and keeps what was saved.
    QVERIFY(press(QKeySequence(Qt::Key_Escape)));
    question = waitForModal(5'000, dialog);
    QVERIFY(qobject_cast<QMessageBox*>(question) != nullptr);
    QVERIFY(clickButton(QStringLiteral("Discard"), question));
    QVERIFY(waitUntilClosed(dialog));

    dialog = openJudges(app.window());
    QVERIFY(dialog != nullptr);
    judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    QCOMPARE(judges->model()->rowCount(), storedJudges + 1);
    const QModelIndexList saved = judges->model()->match(
        judges->model()->index(0, 0), Qt::DisplayRole, kJudgeName, 1, Qt::MatchExactly);
    QCOMPARE(saved.size(), 1);
    judges->scrollTo(saved.first());
    QTest::mouseClick(judges->viewport(), Qt::LeftButton, Qt::NoModifier,
                      judges->visualRect(saved.first()).center());
    QTRY_COMPARE(shownText(field(QStringLiteral("Model"), dialog)), QStringLiteral("sim"));
    // Nothing changed: Close closes without asking.
    QVERIFY(clickButton(QStringLiteral("Close"), dialog));
    QVERIFY(waitUntilClosed(dialog));
}

QTEST_MAIN(WalkthroughJudgesTest)
#include "test_walkthrough_judges.moc"
