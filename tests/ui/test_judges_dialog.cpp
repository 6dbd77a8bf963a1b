// Tests of the Judges dialog (DESIGN.md §4, §6): creating and editing a judge
// configuration through the form and the undo stack, the prompt preview on a
// real pair of the project, criteria whose prompt can change until a judgement
// uses it, the API key never reaching the project file, the Test button sending
// one real request to pairrank-judge-sim, and closing with unsaved changes.
#include "core/judge/default_prompts.h"
#include "gui_test_support.h"
#include "judge/judge_sim_process.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "ui/judges/criterion_list_model.h"
#include "ui/judges/judge_config_list_model.h"
#include "ui/judges/judge_settings_editor.h"
#include "ui/judges/judges_dialog.h"
#include "ui/judges/prompt_editor.h"
#include "ui/project/project_session.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

using namespace pairrank;
using namespace pairrank::ui;

namespace {

const QString kCriterionName = QStringLiteral("coherence");
const QString kKeyVariable = QStringLiteral("PAIRRANK_TEST_JUDGE_KEY");
const QString kSecretKey = QStringLiteral("sk-test-7f3a9c1e5b2d-never-store-me");

// 1 context × 4 candidates, the default coherence criterion and one simulated judge.
QString createProject(const QString& folder) {
    ui_test::RunProjectSpec spec;
    spec.candidates = 4;
    spec.criterion = kCriterionName;
    spec.judges.append(ui_test::simulatedJudge());
    return ui_test::buildRunProject(folder + QStringLiteral("/judges.pairrank"), spec);
}

// A field of the form by its accessible name.
template <typename Widget> Widget* field(QWidget& root, const QString& accessibleName) {
    return ui_test::childNamed<Widget>(root, accessibleName);
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// The probability shown by the test result ("p(A is better) = 0.7312 …").
std::optional<double> shownProbability(const QString& text) {
    static const QRegularExpression number(QStringLiteral("= ([0-9.]+)"));
    const auto match = number.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    return match.captured(1).toDouble();
}

// The message box the dialog opened to ask about unsaved changes, once shown.
QMessageBox* closeQuestion(QWidget& dialog) {
    QMessageBox* box = nullptr;
    const bool shown = QTest::qWaitFor(
        [&] {
            box = dialog.findChild<QMessageBox*>();
            return box != nullptr && box->isVisible();
        },
        5000);
    return shown ? box : nullptr;
}

// Stores one judgement under the project's only criterion, by the first judge.
void storeOneJudgement(const QString& path) {
    auto database = storage::ProjectDatabase::open(path);
    QVERIFY(database.ok());
    storage::ProjectDatabase& project = **database;
    const auto criteria = storage::listCriteria(project);
    const auto judges = storage::listJudgeConfigs(project);
    const auto contexts = storage::listContexts(project);
    QVERIFY(criteria.ok() && judges.ok() && contexts.ok());
    const auto candidates = storage::candidatesOfContext(project, contexts->first().id);
    QVERIFY(candidates.ok() && candidates->size() >= 2);
    const storage::Status stored = project.transaction([&]() -> storage::Status {
        domain::Run run;
        run.judgeConfigId = judges->first().id;
        run.criterionId = criteria->first().id;
        run.label = QStringLiteral("one judgement");
        const auto runId = storage::insertRun(project, run);
        if (!runId) {
            return runId.error();
        }
        domain::Judgement judgement;
        judgement.runId = *runId;
        judgement.contextId = contexts->first().id;
        judgement.candidateA = candidates->at(0).id;
        judgement.candidateB = candidates->at(1).id;
        judgement.status = domain::JudgementStatus::Ok;
        judgement.p = 0.7;
        const auto inserted = storage::insertJudgement(project, judgement);
        return inserted ? storage::Status{} : storage::Status{inserted.error()};
    });
    QVERIFY2(stored.ok(), qPrintable(stored.message()));
}

QByteArray projectBytes(const QString& path) {
    QByteArray bytes;
    for (const QString& file : QStringList{path, path + QStringLiteral("-wal")}) {
        QFile reader(file);
        if (reader.open(QIODevice::ReadOnly)) {
            bytes += reader.readAll();
        }
    }
    return bytes;
}

} // namespace

class JudgesDialogTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void createAndEditThroughTheUndoStack();
    void previewRendersTheRealPair();
    void keyNeverLandsInTheProjectFile();
    void testButtonShowsTheProbabilityOfTheSimulator();
    void testButtonReportsAMissingKey();
    void newJudgeTestsAgainstAKeylessLocalServer();
    void aFixedProblemDisappearsAsTheFieldIsFilled();
    void closingWithUnsavedChangesAsks();
    void closingAndSavingStoresTheJudge();
    void aCriterionsPromptChangesUntilAJudgementUsesIt();
    void aNewCriterionsPromptIsMadeFromItsName();
    void theJudgeOrCriterionToShowCanBeChosen();

private:
    void reopenDialog();

    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<ProjectSession> m_session;
    std::unique_ptr<JudgesDialog> m_dialog;
    QString m_path;
};

void JudgesDialogTest::init() {
    qputenv(kKeyVariable.toLatin1().constData(), kSecretKey.toLatin1());
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
    m_path = createProject(m_folder->path());
    QVERIFY(!m_path.isEmpty());
    m_session = std::make_unique<ProjectSession>();
    QSignalSpy opened(m_session.get(), &ProjectSession::projectOpened);
    m_session->openProject(m_path);
    QVERIFY(opened.wait(10000));
    m_dialog = std::make_unique<JudgesDialog>(*m_session);
    QSignalSpy loaded(m_dialog.get(), &JudgesDialog::loaded);
    QVERIFY(loaded.wait(10000));
    m_dialog->show();
}

void JudgesDialogTest::reopenDialog() {
    m_dialog = std::make_unique<JudgesDialog>(*m_session);
    QSignalSpy loaded(m_dialog.get(), &JudgesDialog::loaded);
    QVERIFY(loaded.wait(10000));
    m_dialog->show();
}

void JudgesDialogTest::cleanup() {
    m_dialog.reset();
    m_session.reset();
    m_folder.reset();
}

void JudgesDialogTest::createAndEditThroughTheUndoStack() {
    JudgesDialog& dialog = *m_dialog;
    QAbstractItemModelTester tester(&dialog.configs(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(dialog.configs().rowCount(), 1);
    QCOMPARE(dialog.configs().entry(0).config.name, QStringLiteral("sim"));

    dialog.addConfig();
    QCOMPARE(dialog.configs().rowCount(), 2);
    QCOMPARE(dialog.currentRow(), 1);
    QLineEdit* model = field<QLineEdit>(dialog.editor(), QStringLiteral("Model"));
    QLineEdit* name = field<QLineEdit>(dialog.editor(), QStringLiteral("Name"));
    QVERIFY(model != nullptr && name != nullptr);
    typeInto(name, QStringLiteral("gpt judge"));
    typeInto(model, QStringLiteral("gpt-4o-mini"));
    dialog.commitEdits();
    QCOMPARE(dialog.configs().entry(1).config.model, QStringLiteral("gpt-4o-mini"));
    QCOMPARE(dialog.configs().entry(1).config.name, QStringLiteral("gpt judge"));
    QVERIFY(dialog.configs().entry(1).modified);

    // The two edits merged into one undo step; undoing it restores the form too.
    dialog.undoStack().undo();
    QVERIFY(dialog.configs().entry(1).config.model.isEmpty());
    QCOMPARE(model->text(), QString());
    dialog.undoStack().redo();
    QCOMPARE(model->text(), QStringLiteral("gpt-4o-mini"));

    // Deleting the stored configuration loses data: undo brings it back whole.
    const domain::JudgeConfig stored = dialog.configs().entry(0).config;
    dialog.selectRow(0);
    dialog.deleteConfig();
    QCOMPARE(dialog.configs().rowCount(), 1);
    QVERIFY(!dialog.configs().rowOfName(QStringLiteral("sim")));
    dialog.undoStack().undo();
    QCOMPARE(dialog.configs().rowCount(), 2);
    QCOMPARE(dialog.configs().entry(0).config.id, stored.id);
    QCOMPARE(dialog.configs().entry(0).config.settings, stored.settings);
    QVERIFY(!dialog.configs().entry(0).modified);

    // Save writes the new configuration to the project.
    dialog.selectRow(1);
    QSignalSpy saved(&dialog, &JudgesDialog::saved);
    dialog.save();
    QVERIFY(saved.wait(10000));
    auto database = storage::ProjectDatabase::open(m_path);
    QVERIFY(database.ok());
    const auto found = storage::findJudgeConfigByName(**database, QStringLiteral("gpt judge"));
    QVERIFY(found.ok() && found->has_value());
    QCOMPARE((*found)->model, QStringLiteral("gpt-4o-mini"));
    QCOMPARE((*found)->backend, QStringLiteral("openai-chat"));
    QTRY_COMPARE(dialog.undoStack().count(), 0); // reloaded from the project after the save
    // The saved judge stays selected (it is the second of two).
    QCOMPARE(dialog.configs().rowCount(), 2);
    QCOMPARE(dialog.currentRow(), 1);
    QCOMPARE(name->text(), QStringLiteral("gpt judge"));
}

void JudgesDialogTest::previewRendersTheRealPair() {
    JudgesDialog& dialog = *m_dialog;
    QVERIFY(dialog.samplePair().has_value());
    auto database = storage::ProjectDatabase::open(m_path);
    QVERIFY(database.ok());
    const auto contexts = storage::listContexts(**database);
    QVERIFY(contexts.ok() && !contexts->isEmpty());
    const auto candidates = storage::candidatesOfContext(**database, contexts->first().id);
    QVERIFY(candidates.ok() && candidates->size() == 4);
    const QString preview = dialog.promptEditor().previewText();
    const qsizetype first = preview.indexOf(candidates->at(0).text);
    const qsizetype second = preview.indexOf(candidates->at(1).text);
    QVERIFY2(first >= 0 && second > first, qPrintable(preview));
    QVERIFY(preview.contains(contexts->first().text));
    QVERIFY(!preview.contains(QLatin1String("{candidate_a}")));

    // The preview follows the template as it is typed, and names its problems.
    QPlainTextEdit* editor = nullptr;
    for (QPlainTextEdit* edit : dialog.promptEditor().findChildren<QPlainTextEdit*>()) {
        if (edit->accessibleName() == QStringLiteral("Prompt template")) {
            editor = edit;
        }
    }
    QVERIFY(editor != nullptr);
    editor->setPlainText(
        QStringLiteral("Which is more {criterion}? A: {candidate_a} B: {candidate_b}"));
    QCOMPARE(dialog.promptEditor().previewText(),
             QStringLiteral("Which is more coherence? A: %1 B: %2")
                 .arg(candidates->at(0).text, candidates->at(1).text));
    editor->setPlainText(QStringLiteral("{candidate_a} and {nonsense}"));
    QVERIFY(dialog.promptEditor().previewText().isEmpty());
    QVERIFY2(dialog.promptEditor().problem().contains(QLatin1String("nonsense")),
             qPrintable(dialog.promptEditor().problem()));
}

void JudgesDialogTest::keyNeverLandsInTheProjectFile() {
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    QLineEdit* name = field<QLineEdit>(dialog.editor(), QStringLiteral("Name"));
    QLineEdit* variable = field<QLineEdit>(dialog.editor(), QStringLiteral("API key variable"));
    QVERIFY(name != nullptr && variable != nullptr);
    typeInto(name, QStringLiteral("keyed"));
    typeInto(variable, kKeyVariable);
    QSignalSpy saved(&dialog, &JudgesDialog::saved);
    dialog.save();
    QVERIFY(saved.wait(10000));
    m_dialog.reset();
    m_session.reset(); // closes the connections: the WAL is folded into the file
    const QByteArray bytes = projectBytes(m_path);
    QVERIFY(!bytes.isEmpty());
    QVERIFY(bytes.contains(kKeyVariable.toUtf8())); // the variable's NAME is stored
    QVERIFY(!bytes.contains(kSecretKey.toUtf8()));
    const QByteArray utf16(reinterpret_cast<const char*>(kSecretKey.utf16()),
                           kSecretKey.size() * 2);
    QVERIFY(!bytes.contains(utf16));
}

void JudgesDialogTest::testButtonShowsTheProbabilityOfTheSimulator() {
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    QLineEdit* endpoint = field<QLineEdit>(dialog.editor(), QStringLiteral("Endpoint"));
    QLineEdit* model = field<QLineEdit>(dialog.editor(), QStringLiteral("Model"));
    QLineEdit* variable = field<QLineEdit>(dialog.editor(), QStringLiteral("API key variable"));
    QVERIFY(endpoint != nullptr && model != nullptr && variable != nullptr);
    typeInto(endpoint, server.url().toString());
    typeInto(model, QStringLiteral("sim"));
    typeInto(variable, kKeyVariable);

    QSignalSpy finished(&dialog, &JudgesDialog::testFinished);
    QVERIFY(dialog.testButton().isEnabled());
    QTest::mouseClick(&dialog.testButton(), Qt::LeftButton);
    QVERIFY(finished.wait(20000));
    const std::optional<double> p = shownProbability(dialog.testResultText());
    QVERIFY2(p.has_value(), qPrintable(dialog.testResultText()));
    QVERIFY(*p > 0.0 && *p < 1.0);
    QVERIFY(!dialog.testRawAnswer().isEmpty());
    // Exactly one real request reached the server.
    const QJsonObject stats = server.stats();
    QCOMPARE(stats.value(QStringLiteral("total")).toInt(), 1);
    QCOMPARE(stats.value(QStringLiteral("answered")).toInt(), 1);
}

void JudgesDialogTest::testButtonReportsAMissingKey() {
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    QLineEdit* variable = field<QLineEdit>(dialog.editor(), QStringLiteral("API key variable"));
    QVERIFY(variable != nullptr);
    typeInto(variable, QStringLiteral("PAIRRANK_TEST_UNSET_VARIABLE"));
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Model")), QStringLiteral("sim"));
    QSignalSpy finished(&dialog, &JudgesDialog::testFinished);
    dialog.testConfig();
    QVERIFY(finished.wait(20000));
    QVERIFY2(dialog.testResultText().contains(QLatin1String("PAIRRANK_TEST_UNSET_VARIABLE")),
             qPrintable(dialog.testResultText()));
    QVERIFY(!shownProbability(dialog.testResultText()).has_value());
}

void JudgesDialogTest::newJudgeTestsAgainstAKeylessLocalServer() {
    // Whatever the developer's shell holds: the new judge must not depend on it.
    qunsetenv("OPENAI_API_KEY");
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), {});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    QLineEdit* variable = field<QLineEdit>(dialog.editor(), QStringLiteral("API key variable"));
    QVERIFY(variable != nullptr);
    QCOMPARE(variable->text(), QString());
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Endpoint")),
             server.url().toString());
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Model")), QStringLiteral("sim"));
    QSignalSpy finished(&dialog, &JudgesDialog::testFinished);
    QTest::mouseClick(&dialog.testButton(), Qt::LeftButton);
    QVERIFY(finished.wait(20000));
    QVERIFY2(shownProbability(dialog.testResultText()).has_value(),
             qPrintable(dialog.testResultText()));
    QCOMPARE(server.stats().value(QStringLiteral("answered")).toInt(), 1);
}

void JudgesDialogTest::aFixedProblemDisappearsAsTheFieldIsFilled() {
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    auto* problem =
        field<QLabel>(dialog.editor(), QStringLiteral("Problem with the configuration"));
    QVERIFY(problem != nullptr);
    QVERIFY2(dialog.editor().problem().contains(QLatin1String("model")),
             qPrintable(dialog.editor().problem()));
    QVERIFY(!problem->isHidden());
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Model")), QStringLiteral("m"));
    QCOMPARE(dialog.editor().problem(), QString());
    QVERIFY(problem->isHidden());
    // A new problem shows as it is typed, before anything is committed.
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Endpoint")),
             QStringLiteral("not a url"));
    QVERIFY2(dialog.editor().problem().contains(QLatin1String("not a url")),
             qPrintable(dialog.editor().problem()));
}

void JudgesDialogTest::closingWithUnsavedChangesAsks() {
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Name")), QStringLiteral("tested"));
    QVERIFY(dialog.hasUnsavedChanges());

    // Escape: asked; Cancel keeps the dialog and the edit.
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QMessageBox* box = closeQuestion(dialog);
    QVERIFY(box != nullptr);
    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(dialog.findChild<QMessageBox*>() == nullptr);
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.configs().rowOfName(QStringLiteral("tested")).has_value());

    // The window's close button: asked; Discard closes and stores nothing.
    dialog.close();
    box = closeQuestion(dialog);
    QVERIFY(box != nullptr);
    QVERIFY(dialog.isVisible());
    QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    auto database = storage::ProjectDatabase::open(m_path);
    QVERIFY(database.ok());
    const auto found = storage::findJudgeConfigByName(**database, QStringLiteral("tested"));
    QVERIFY(found.ok() && !found->has_value());

    // Without changes Close closes at once.
    reopenDialog();
    QVERIFY(!m_dialog->hasUnsavedChanges());
    m_dialog->reject();
    QVERIFY(!m_dialog->isVisible());
    QVERIFY(m_dialog->findChild<QMessageBox*>() == nullptr);
}

void JudgesDialogTest::closingAndSavingStoresTheJudge() {
    JudgesDialog& dialog = *m_dialog;
    dialog.addConfig();
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Name")), QStringLiteral("kept"));
    typeInto(field<QLineEdit>(dialog.editor(), QStringLiteral("Model")), QStringLiteral("m"));
    dialog.reject();
    QMessageBox* box = closeQuestion(dialog);
    QVERIFY(box != nullptr);
    QTest::mouseClick(box->button(QMessageBox::Save), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 10000);
    auto database = storage::ProjectDatabase::open(m_path);
    QVERIFY(database.ok());
    const auto found = storage::findJudgeConfigByName(**database, QStringLiteral("kept"));
    QVERIFY(found.ok() && found->has_value());
}

void JudgesDialogTest::aCriterionsPromptChangesUntilAJudgementUsesIt() {
    const QString changed =
        QStringLiteral("Which text is more {criterion}? {label_a}: {candidate_a} "
                       "{label_b}: {candidate_b}");
    {
        JudgesDialog& dialog = *m_dialog;
        QCOMPARE(dialog.criteria().rowCount(), 1);
        QCOMPARE(dialog.currentCriterionRow(), 0);
        QVERIFY(dialog.promptEditor().isPromptEditable());
        auto* editor =
            field<QPlainTextEdit>(dialog.promptEditor(), QStringLiteral("Prompt template"));
        QVERIFY(editor != nullptr && !editor->isReadOnly());
        editor->selectAll();
        QTest::keyClick(editor, Qt::Key_Delete);
        QTest::keyClicks(editor, changed);
        QVERIFY(dialog.hasUnsavedChanges());
        QSignalSpy saved(&dialog, &JudgesDialog::saved);
        dialog.save();
        QVERIFY2(saved.wait(10000), qPrintable(dialog.statusText()));
    }
    {
        auto database = storage::ProjectDatabase::open(m_path);
        QVERIFY(database.ok());
        const auto stored = storage::findCriterionByName(**database, kCriterionName);
        QVERIFY(stored.ok() && stored->has_value());
        QCOMPARE((*stored)->comparativePromptTemplate, changed);
    }

    // Once a judgement was asked with it, the editor says so before any edit.
    storeOneJudgement(m_path);
    reopenDialog();
    JudgesDialog& dialog = *m_dialog;
    QVERIFY(!dialog.promptEditor().isPromptEditable());
    auto* editor = field<QPlainTextEdit>(dialog.promptEditor(), QStringLiteral("Prompt template"));
    QVERIFY(editor != nullptr && editor->isReadOnly());
    auto* usage = field<QLabel>(dialog.promptEditor(), QStringLiteral("Criterion use"));
    QVERIFY(usage != nullptr && !usage->isHidden());
    QVERIFY2(usage->text().contains(QLatin1String("1 judgement")), qPrintable(usage->text()));
    auto* duplicate =
        field<QPushButton>(dialog.promptEditor(), QStringLiteral("Duplicate as a new criterion"));
    QVERIFY(duplicate != nullptr && !duplicate->isHidden());
    QTest::mouseClick(duplicate, Qt::LeftButton);
    QCOMPARE(dialog.criteria().rowCount(), 2);
    QCOMPARE(dialog.currentCriterionRow(), 1);
    QVERIFY(dialog.promptEditor().isPromptEditable());
    QVERIFY(!editor->isReadOnly());
    QCOMPARE(editor->toPlainText(), changed);
    QCOMPARE(dialog.promptEditor().criterion().name, QStringLiteral("coherence copy"));
}

void JudgesDialogTest::aNewCriterionsPromptIsMadeFromItsName() {
    JudgesDialog& dialog = *m_dialog;
    dialog.addCriterion(QStringLiteral("helpfulness"));
    QCOMPARE(dialog.criteria().rowCount(), 2);
    QCOMPARE(dialog.currentCriterionRow(), 1);
    const QString preview = dialog.promptEditor().previewText();
    QVERIFY2(preview.contains(QLatin1String("helpfulness")), qPrintable(preview));
    QVERIFY2(!preview.contains(QLatin1String("summary"), Qt::CaseInsensitive), qPrintable(preview));
    QVERIFY(!preview.contains(QLatin1String("coherent")));
    // The pair is in it, in the order of the sample.
    QVERIFY(preview.indexOf(dialog.samplePair()->textA) >= 0);
    QVERIFY(preview.indexOf(dialog.samplePair()->textB) >
            preview.indexOf(dialog.samplePair()->textA));
    // The test names what it sends.
    auto* subject = ui_test::childNamed<QLabel>(dialog, QStringLiteral("What the test sends"));
    QVERIFY(subject != nullptr);
    QVERIFY2(subject->text().contains(QLatin1String("helpfulness")) &&
                 subject->text().contains(QLatin1String("sim")),
             qPrintable(subject->text()));

    QSignalSpy saved(&dialog, &JudgesDialog::saved);
    QSignalSpy reloaded(&dialog, &JudgesDialog::loaded);
    dialog.save();
    QVERIFY2(saved.wait(10000), qPrintable(dialog.statusText()));
    QVERIFY(reloaded.wait(10000));
    auto database = storage::ProjectDatabase::open(m_path);
    QVERIFY(database.ok());
    const auto stored = storage::findCriterionByName(**database, QStringLiteral("helpfulness"));
    QVERIFY(stored.ok() && stored->has_value());
    QVERIFY((*stored)->comparativePromptTemplate.contains(QLatin1String("{criterion}")));
    QCOMPARE(dialog.currentCriterionRow(), 1); // still the saved one after the reload
    QVERIFY(!dialog.hasUnsavedChanges());
}

void JudgesDialogTest::theJudgeOrCriterionToShowCanBeChosen() {
    // Chosen before the project's judges are loaded: applied once they are.
    m_dialog = std::make_unique<JudgesDialog>(*m_session);
    QSignalSpy loaded(m_dialog.get(), &JudgesDialog::loaded);
    m_dialog->selectCriterion(kCriterionName);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(m_dialog->currentCriterionRow(), 0);
    m_dialog->addCriterion(QStringLiteral("clarity"));
    m_dialog->selectCriterionRow(0);
    QVERIFY(m_dialog->selectCriterion(QStringLiteral("clarity")));
    QCOMPARE(m_dialog->currentCriterionRow(), 1);
    QCOMPARE(m_dialog->promptEditor().criterion().name, QStringLiteral("clarity"));
    QVERIFY(!m_dialog->selectCriterion(QStringLiteral("no such criterion")));
    m_dialog->addConfig();
    QCOMPARE(m_dialog->currentRow(), 1);
    QVERIFY(m_dialog->selectJudge(QStringLiteral("sim")));
    QCOMPARE(m_dialog->currentRow(), 0);
}

QTEST_MAIN(JudgesDialogTest)
#include "test_judges_dialog.moc"
