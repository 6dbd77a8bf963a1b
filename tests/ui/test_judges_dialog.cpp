// Tests of the Judges dialog (DESIGN.md §4, §6): creating and editing a judge
// configuration through the form and the undo stack, the prompt preview on a
// real pair of the project, the API key never reaching the project file, and
// the Test button sending one real request to pairrank-judge-sim.
#include "core/judge/default_prompts.h"
#include "gui_test_support.h"
#include "judge/judge_sim_process.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "ui/judges/judge_config_list_model.h"
#include "ui/judges/judge_settings_editor.h"
#include "ui/judges/judges_dialog.h"
#include "ui/judges/prompt_editor.h"
#include "ui/project/project_session.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QJsonObject>
#include <QLineEdit>
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
    domain::JudgeConfig simulated;
    simulated.name = QStringLiteral("sim");
    simulated.backend = QStringLiteral("simulated");
    simulated.model = QStringLiteral("simulated");
    spec.judges.append(simulated);
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

private:
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

QTEST_MAIN(JudgesDialogTest)
#include "test_judges_dialog.moc"
