// The Judges dialog walked through as a person uses it: PairRank started as
// main() starts it on the demo, Judges… chosen in the menu bar, a judge added
// against a pairrank-judge-sim on this machine by typing into its fields,
// tested, saved; then edited again and closed — asked what to do with the edit.
// A new judge that was tested but not saved, and an edited prompt, are asked
// about on Close too. The sidebar's Criteria row opens the dialog on the criteria.
// A criterion's tie label (its third label word) is shown, kept through an
// unrelated edit, can be typed in, and is refused while the template never
// offers it.
// Only clicks and key presses on what is on screen; each step checks what a
// person would see.
#include "gui_test_support.h"
#include "judge/judge_sim_process.h"
#include "storage/catalog_store.h"
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QAbstractButton>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>
#include <optional>

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

// The message box asking what to do with unsaved changes, once `dialog` was asked to close.
QMessageBox* unsavedChangesQuestion(QDialog* dialog) {
    auto* question = qobject_cast<QMessageBox*>(waitForModal(5'000, dialog));
    return question != nullptr && question->text().contains(QLatin1String("not saved")) ? question
                                                                                        : nullptr;
}

// New judge configuration clicked, its name and the server's address typed in.
bool startNewJudge(QDialog* dialog, const QUrl& server) {
    auto* judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    const int before = judges != nullptr ? judges->model()->rowCount() : -1;
    return judges != nullptr && clickButton(QStringLiteral("New judge configuration"), dialog) &&
           waitUntil([&] { return judges->model()->rowCount() == before + 1; }, 5'000) &&
           typeInto(field(QStringLiteral("Name"), dialog), kJudgeName) &&
           typeInto(field(QStringLiteral("Endpoint"), dialog), server.toString());
}

// Test the judge clicked on the Test page; true once p is shown.
bool pressTestAndWaitForP(QDialog* dialog) {
    return clickButton(QStringLiteral("Test the judge"), dialog) &&
           waitUntil(
               [dialog] {
                   return shownText(visible<QLabel>(QStringLiteral("Test result"), dialog))
                       .startsWith(QLatin1String("p(A is better) = "));
               },
               kAnswerTimeout);
}

// The row of `list` that reads `text`, clicked; false when there is none.
bool clickListRow(QListView* list, const QString& text) {
    const QModelIndexList rows = list->model()->match(list->model()->index(0, 0), Qt::DisplayRole,
                                                      text, 1, Qt::MatchExactly);
    return !rows.isEmpty() && clickRow(list, rows.first());
}

// Starts PairRank on the demo in a home of its own (QStandardPaths' test mode keeps the
// demo under $HOME/.qttest from one run of the suite to the next).
struct FreshStart {
    QTemporaryDir home;
    std::unique_ptr<StartedApplication> app;
    bool open() {
        if (!home.isValid()) {
            return false;
        }
        qputenv("HOME", home.path().toUtf8());
        app = std::make_unique<StartedApplication>();
        return app->waitUntilOpen(kOpenTimeout);
    }
};

const QString kCriterion = QStringLiteral("coherence");
const QString kOfferedTie = QStringLiteral(" If neither is better, answer {label_tie}.");

// A project of 4 candidates, one simulated judge and the default criterion "coherence";
// with a `tieWord`, the criterion has it as its third label word and its template offers
// it. Returns the path, or an empty string after a warning.
QString buildProject(const QTemporaryDir& folder, const QString& tieWord = {}) {
    ui_test::RunProjectSpec spec;
    spec.candidates = 4;
    spec.criterion = kCriterion;
    spec.judges.append(ui_test::simulatedJudge());
    const QString path =
        ui_test::buildRunProject(folder.filePath(QStringLiteral("tie.pairrank")), spec);
    if (path.isEmpty() || tieWord.isEmpty()) {
        return path;
    }
    const auto database = ui_test::openProject(path);
    if (database == nullptr) {
        return {};
    }
    const auto stored = storage::findCriterionByName(*database, kCriterion);
    if (!stored.ok() || !stored->has_value()) {
        qWarning("the project has no criterion %s", qPrintable(kCriterion));
        return {};
    }
    domain::Criterion criterion = **stored;
    criterion.labelWords = {QStringLiteral("A"), QStringLiteral("B"), tieWord};
    criterion.comparativePromptTemplate += kOfferedTie;
    if (const auto updated = storage::updateCriterionPrompt(*database, criterion); !updated) {
        qWarning("cannot store the tie label: %s", qPrintable(updated.message()));
        return {};
    }
    return path;
}

// The criterion as the project file holds it now.
std::optional<domain::Criterion> storedCriterion(const QString& path) {
    const auto database = ui_test::openProject(path);
    if (database == nullptr) {
        return std::nullopt;
    }
    const auto stored = storage::findCriterionByName(*database, kCriterion);
    return stored.ok() ? *stored : std::nullopt;
}

// The Judges dialog opened from the menu bar on the Criterion prompt page of "coherence".
QDialog* openCriterionPrompt(ui::MainWindow& window) {
    QDialog* dialog = openJudges(window);
    if (dialog == nullptr) {
        return nullptr;
    }
    auto* criteria = visible<QListView>(QStringLiteral("Criteria"), dialog);
    if (criteria == nullptr || !clickListRow(criteria, kCriterion) ||
        !clickTab(QStringLiteral("Criterion prompt"), dialog)) {
        return nullptr;
    }
    return dialog;
}

// `text` typed at the end of the prompt template.
bool appendToTemplate(QDialog* dialog, const QString& text) {
    auto* prompt = visible<QPlainTextEdit>(QStringLiteral("Prompt template"), dialog);
    if (prompt == nullptr || !click(prompt) || !press(QKeySequence(Qt::CTRL | Qt::Key_End))) {
        return false;
    }
    QTest::keyClicks(prompt, text);
    return prompt->toPlainText().endsWith(text);
}

// The problem line under the template once it shows; empty when it never does.
QString shownPromptProblem(QDialog* dialog) {
    return shownText(
        waitForVisible<QLabel>(QStringLiteral("Problem with the template"), 5'000, dialog));
}

// PairRank started on a project of buildProject(tieWord), the Judges dialog open on the
// criterion's prompt.
struct StartedOnCriterionPrompt {
    QTemporaryDir folder;
    QString path;
    std::unique_ptr<StartedApplication> app;
    QDialog* dialog = nullptr;
    bool open(const QString& tieWord = {}) {
        path = folder.isValid() ? buildProject(folder, tieWord) : QString();
        if (path.isEmpty()) {
            return false;
        }
        app = std::make_unique<StartedApplication>(path);
        dialog = app->waitUntilOpen(kOpenTimeout) ? openCriterionPrompt(app->window()) : nullptr;
        return dialog != nullptr;
    }
};

QString statusOf(QDialog* dialog) {
    return shownText(visible<QLabel>(QStringLiteral("Status"), dialog));
}

} // namespace

class WalkthroughJudgesTest : public QObject {
    Q_OBJECT

private slots:
    void addTestSaveAndCloseWithAnUnsavedEdit();
    void closingWithANewTestedUnsavedJudgeAsks();
    void closingWithAnEditedPromptAsksAndSaves();
    void theSidebarsCriteriaRowOpensTheCriteria();
    void aStoredTieLabelSurvivesAnUnrelatedEdit();
    void aTieLabelTypedInAndOfferedIsStored();
    void aTieLabelTheTemplateNeverOffersIsRefused();
};

void WalkthroughJudgesTest::addTestSaveAndCloseWithAnUnsavedEdit() {
    // The developer's shell may hold a key; a server on this machine needs none.
    qunsetenv("OPENAI_API_KEY");
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    FreshStart start;
    QVERIFY(start.open());
    StartedApplication& app = *start.app;

    QDialog* dialog = openJudges(app.window());
    QVERIFY(dialog != nullptr);
    auto* judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    const int storedJudges = judges->model()->rowCount();

    // A new judge: an OpenAI-compatible server on this machine, typed in.
    QVERIFY(startNewJudge(dialog, server.url()));
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
    QVERIFY(pressTestAndWaitForP(dialog));
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

void WalkthroughJudgesTest::closingWithANewTestedUnsavedJudgeAsks() {
    qunsetenv("OPENAI_API_KEY");
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    FreshStart start;
    QVERIFY(start.open());
    QDialog* dialog = openJudges(start.app->window());
    QVERIFY(dialog != nullptr);
    auto* judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    const int storedJudges = judges->model()->rowCount();

    // A new judge, typed in and tested, never saved.
    QVERIFY(startNewJudge(dialog, server.url()));
    QTRY_COMPARE(judges->model()->rowCount(), storedJudges + 1);
    QVERIFY(typeInto(field(QStringLiteral("Model"), dialog), QStringLiteral("sim")));
    QVERIFY(clickTab(QStringLiteral("Test"), dialog));
    QVERIFY(pressTestAndWaitForP(dialog));
    QTRY_COMPARE(selectedJudge(dialog), kJudgeName + QStringLiteral(" (unsaved)"));

    // Close asks; Cancel keeps the dialog, the judge and what its test showed.
    QVERIFY(clickButton(QStringLiteral("Close"), dialog));
    QMessageBox* question = unsavedChangesQuestion(dialog);
    QVERIFY(question != nullptr);
    QVERIFY(clickButton(QStringLiteral("Cancel"), question));
    QTRY_VERIFY(QApplication::activeModalWidget() == dialog);
    QCOMPARE(judges->model()->rowCount(), storedJudges + 1);
    QVERIFY(shownText(visible<QLabel>(QStringLiteral("Test result"), dialog))
                .startsWith(QLatin1String("p(A is better) = ")));

    // Escape asks again; Discard closes, and the judge was never stored.
    QVERIFY(press(QKeySequence(Qt::Key_Escape)));
    question = unsavedChangesQuestion(dialog);
    QVERIFY(question != nullptr);
    QVERIFY(clickButton(QStringLiteral("Discard"), question));
    QVERIFY(waitUntilClosed(dialog));
    dialog = openJudges(start.app->window());
    QVERIFY(dialog != nullptr);
    judges = visible<QListView>(QStringLiteral("Judge configurations"), dialog);
    QCOMPARE(judges->model()->rowCount(), storedJudges);
    QVERIFY(
        judges->model()
            ->match(judges->model()->index(0, 0), Qt::DisplayRole, kJudgeName, 1, Qt::MatchContains)
            .isEmpty());
    QVERIFY(clickButton(QStringLiteral("Close"), dialog)); // nothing to ask about
    QVERIFY(waitUntilClosed(dialog));
}

void WalkthroughJudgesTest::closingWithAnEditedPromptAsksAndSaves() {
    FreshStart start;
    QVERIFY(start.open());
    QDialog* dialog = openJudges(start.app->window());
    QVERIFY(dialog != nullptr);
    auto* criteria = visible<QListView>(QStringLiteral("Criteria"), dialog);
    QVERIFY(criteria != nullptr);
    QVERIFY(clickListRow(criteria, QStringLiteral("coherence")));
    QVERIFY(clickTab(QStringLiteral("Criterion prompt"), dialog));

    // The demo's criterion has no judgement yet: its prompt can still change. A sentence
    // is added at its end.
    auto* prompt = visible<QPlainTextEdit>(QStringLiteral("Prompt template"), dialog);
    QVERIFY(prompt != nullptr);
    QVERIFY(!prompt->isReadOnly());
    const QString added = QStringLiteral(" Judge only the coherence.");
    QVERIFY(click(prompt));
    QVERIFY(press(QKeySequence(Qt::CTRL | Qt::Key_End)));
    QTest::keyClicks(prompt, added);
    const QString edited = shownText(prompt);
    QVERIFY(edited.endsWith(added));
    QTRY_COMPARE(criteria->currentIndex().data().toString(), QStringLiteral("coherence (unsaved)"));

    // Close asks; Save saves the prompt and closes.
    QVERIFY(clickButton(QStringLiteral("Close"), dialog));
    QMessageBox* question = unsavedChangesQuestion(dialog);
    QVERIFY(question != nullptr);
    QVERIFY(clickButton(QStringLiteral("Save"), question));
    QVERIFY(waitUntilClosed(dialog, 15'000));

    // Opened again, the criterion has the prompt as edited.
    dialog = openJudges(start.app->window());
    QVERIFY(dialog != nullptr);
    criteria = visible<QListView>(QStringLiteral("Criteria"), dialog);
    QVERIFY(clickListRow(criteria, QStringLiteral("coherence")));
    QVERIFY(clickTab(QStringLiteral("Criterion prompt"), dialog));
    QTRY_COMPARE(shownText(visible<QPlainTextEdit>(QStringLiteral("Prompt template"), dialog)),
                 edited);
    QVERIFY(press(QKeySequence(Qt::Key_Escape))); // nothing unsaved: closes without asking
    QVERIFY(waitUntilClosed(dialog));
}

void WalkthroughJudgesTest::theSidebarsCriteriaRowOpensTheCriteria() {
    FreshStart start;
    QVERIFY(start.open());
    auto* tree = visible<QTreeView>(QStringLiteral("Project contents"));
    QVERIFY(tree != nullptr);
    QModelIndex criteriaRow;
    QTRY_VERIFY_WITH_TIMEOUT(
        (criteriaRow = rowStartingWith(*tree, QStringLiteral("Criteria"))).isValid(), kOpenTimeout);

    // Enter on the group row: the Judges dialog opens on the criteria, the list of
    // criteria has the keyboard and the selected criterion's prompt is shown.
    QVERIFY(clickRow(tree, criteriaRow));
    QVERIFY(press(QKeySequence(Qt::Key_Return)));
    auto* dialog = qobject_cast<QDialog*>(waitForModal());
    QVERIFY(dialog != nullptr);
    auto* criteria = waitForVisible<QListView>(QStringLiteral("Criteria"), 10'000, dialog);
    QVERIFY(criteria != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isEnabled() && criteria->hasFocus(), kOpenTimeout);
    QVERIFY(visible<QPlainTextEdit>(QStringLiteral("Prompt template"), dialog) != nullptr);
    QCOMPARE(criteria->currentIndex().data().toString(), QStringLiteral("coherence"));
    // From there a person makes a new criterion: the button is on screen and enabled.
    QVERIFY(visible<QAbstractButton>(QStringLiteral("New criterion"), dialog) != nullptr);
    QVERIFY(visible<QAbstractButton>(QStringLiteral("New criterion"), dialog)->isEnabled());
    QVERIFY(press(QKeySequence(Qt::Key_Escape)));
    QVERIFY(waitUntilClosed(dialog));
}

void WalkthroughJudgesTest::aStoredTieLabelSurvivesAnUnrelatedEdit() {
    StartedOnCriterionPrompt start;
    QVERIFY(start.open(QStringLiteral("Tie")));
    QDialog* dialog = start.dialog;

    // A sentence added to the template, nothing else touched; Save.
    const QString added = QStringLiteral(" Judge only the coherence.");
    QVERIFY(appendToTemplate(dialog, added));
    QVERIFY(clickButton(QStringLiteral("Save"), dialog));
    QTRY_COMPARE_WITH_TIMEOUT(statusOf(dialog), QStringLiteral("Saved."), 10'000);

    // The project has the edit and still the tie word the template offers.
    const std::optional<domain::Criterion> stored = storedCriterion(start.path);
    QVERIFY(stored.has_value());
    QVERIFY(stored->comparativePromptTemplate.endsWith(kOfferedTie + added));
    QCOMPARE(stored->labelWords,
             (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Tie")}));
    // And the page shows it, with no problem named.
    QCOMPARE(shownText(visible<QLineEdit>(QStringLiteral("Label word for a tie"), dialog)),
             QStringLiteral("Tie"));
    QVERIFY(visible<QLabel>(QStringLiteral("Problem with the template"), dialog) == nullptr);
}

void WalkthroughJudgesTest::aTieLabelTypedInAndOfferedIsStored() {
    StartedOnCriterionPrompt start;
    QVERIFY(start.open());
    QDialog* dialog = start.dialog;
    auto* tie = visible<QLineEdit>(QStringLiteral("Label word for a tie"), dialog);
    QVERIFY(tie != nullptr);
    QCOMPARE(shownText(tie), QString()); // the default criterion offers no tie

    // Tab from Label B reaches the tie label; the word is typed there.
    QVERIFY(click(visible<QLineEdit>(QStringLiteral("Label word for B"), dialog)));
    QVERIFY(press(QKeySequence(Qt::Key_Tab)));
    QTRY_VERIFY(tie->hasFocus());
    QTest::keyClicks(tie, QStringLiteral("Tie"));
    // Not offered yet: the page says so.
    const QString unoffered = shownPromptProblem(dialog);
    QVERIFY2(unoffered.contains(QLatin1String("{label_tie}")), qPrintable(unoffered));

    // Offered in the template: the problem goes and the preview asks for the word.
    QVERIFY(appendToTemplate(dialog, kOfferedTie));
    QTRY_VERIFY(visible<QLabel>(QStringLiteral("Problem with the template"), dialog) == nullptr);
    QVERIFY(shownText(visible<QPlainTextEdit>(QStringLiteral("Prompt preview"), dialog))
                .endsWith(QLatin1String(" If neither is better, answer Tie.")));

    QVERIFY(clickButton(QStringLiteral("Save"), dialog));
    QTRY_COMPARE_WITH_TIMEOUT(statusOf(dialog), QStringLiteral("Saved."), 10'000);
    const std::optional<domain::Criterion> stored = storedCriterion(start.path);
    QVERIFY(stored.has_value());
    QCOMPARE(stored->labelWords,
             (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Tie")}));
    QVERIFY(stored->comparativePromptTemplate.endsWith(kOfferedTie));
}

void WalkthroughJudgesTest::aTieLabelTheTemplateNeverOffersIsRefused() {
    StartedOnCriterionPrompt start;
    QVERIFY(start.open());
    QDialog* dialog = start.dialog;
    const std::optional<domain::Criterion> before = storedCriterion(start.path);
    QVERIFY(before.has_value());

    // Alt+Y, the tie label's accelerator, and a word typed; the template is left as it is.
    QVERIFY(press(QKeySequence(Qt::ALT | Qt::Key_Y)));
    auto* tie = visible<QLineEdit>(QStringLiteral("Label word for a tie"), dialog);
    QVERIFY(tie != nullptr);
    QTRY_VERIFY(tie->hasFocus());
    QTest::keyClicks(tie, QStringLiteral("Tie"));

    // The page names the problem before Save …
    const QString problem = shownPromptProblem(dialog);
    QVERIFY2(problem.contains(QLatin1String("never offers")), qPrintable(problem));
    QVERIFY(shownText(visible<QPlainTextEdit>(QStringLiteral("Prompt preview"), dialog)).isEmpty());

    // … and Save refuses it, saying why; the project keeps the criterion as it was.
    QVERIFY(clickButton(QStringLiteral("Save"), dialog));
    QTRY_VERIFY(statusOf(dialog).contains(QLatin1String("was not saved")));
    QVERIFY2(statusOf(dialog).contains(QLatin1String("never offers")),
             qPrintable(statusOf(dialog)));
    const std::optional<domain::Criterion> after = storedCriterion(start.path);
    QVERIFY(after.has_value());
    QCOMPARE(after->labelWords, before->labelWords);
    QCOMPARE(after->comparativePromptTemplate, before->comparativePromptTemplate);
    QCOMPARE(
        visible<QListView>(QStringLiteral("Criteria"), dialog)->currentIndex().data().toString(),
        kCriterion + QStringLiteral(" (unsaved)"));
}

QTEST_MAIN(WalkthroughJudgesTest)
#include "test_walkthrough_judges.moc"
