// The import wizard driven like a user: pick a file, check the mapping and its
// preview, see the problems, import. A file with errors lists every one of
// them and imports nothing. The check and the import, cancelled with their
// progress dialog's Cancel button, write nothing.
#include "gui_test_support.h"
#include "storage/project_summary.h"
#include "ui/common/progress_dialog.h"
#include "ui/import/import_pages.h"
#include "ui/import/import_wizard.h"
#include "ui/project/project_session.h"
#include "worker_hold.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace pairrank;
using namespace pairrank::ui;

namespace {

// The columns chosen for the candidate id, the text, the context id and the system.
QStringList chosenColumns(const ImportMappingPage& mapping) {
    return {mapping.candidateIdColumn().currentData().toString(),
            mapping.textColumn().currentData().toString(),
            mapping.contextIdColumn().currentData().toString(),
            mapping.systemColumn().currentData().toString()};
}

const QByteArray kGoodCsv("candidate_id,context_id,text,system\n"
                          "a1,ctx1,first,sysA\n"
                          "a2,ctx1,second,sysB\n");

// Waits for the progress dialog to appear and presses its Cancel button with the mouse.
bool cancelThroughTheProgressDialog(QWidget& window, QPointer<ProgressDialog>& dialog) {
    if (!QTest::qWaitFor(
            [&]() {
                dialog = window.findChild<ProgressDialog*>();
                return dialog && dialog->isVisible();
            },
            10'000)) {
        return false;
    }
    auto* cancel = dialog->findChild<QPushButton*>();
    if (!cancel || !cancel->isVisible()) {
        return false;
    }
    QTest::mouseClick(cancel, Qt::LeftButton);
    return true;
}

} // namespace

class ImportWizardTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void importsAGoodFile_data();
    void importsAGoodFile();
    void listsEveryProblemAndImportsNothing();
    void defaultMappingImportsAnOrdinaryCsv();
    void brokenQuoteIsReportedWhereItOpens();
    void cancelledCheckAllowsNoImport();
    void cancelledImportWritesNothing();

private:
    QString writeFile(const QString& name, const QByteArray& contents);
    // Fills in the file page and goes to the mapping page, waiting for its preview.
    void openMapping(ImportWizard& wizard, const QString& path);
    QMap<QString, qint64> rowCounts();

    QTemporaryDir m_folder;
    QString m_projectPath;
    std::unique_ptr<ProjectSession> m_session;
};

void ImportWizardTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
}

void ImportWizardTest::init() {
    static int project = 0;
    m_projectPath = m_folder.filePath(QStringLiteral("import-%1.pairrank").arg(++project));
    m_session = std::make_unique<ProjectSession>();
    QSignalSpy opened(m_session.get(), &ProjectSession::projectOpened);
    m_session->createProject(m_projectPath, QStringLiteral("import test"));
    QVERIFY(opened.wait(10'000));
}

void ImportWizardTest::cleanup() {
    m_session.reset();
}

QString ImportWizardTest::writeFile(const QString& name, const QByteArray& contents) {
    const QString path = m_folder.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {};
    }
    file.write(contents);
    return path;
}

QMap<QString, qint64> ImportWizardTest::rowCounts() {
    auto database = ui_test::openProject(m_projectPath);
    if (!database) {
        return {};
    }
    auto counts = storage::rowCountsByTable(*database);
    return counts ? *counts : QMap<QString, qint64>{};
}

void ImportWizardTest::openMapping(ImportWizard& wizard, const QString& path) {
    wizard.show();
    QCOMPARE(wizard.currentId(), int(ImportWizard::FilePage));
    QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled()); // no file yet
    wizard.setField(QStringLiteral("path"), path);
    QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
    wizard.button(QWizard::NextButton)->click();
    QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
    QTRY_VERIFY_WITH_TIMEOUT(wizard.mappingPage().isPreviewLoaded(), 10'000);
}

void ImportWizardTest::importsAGoodFile_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("contents");
    QTest::newRow("csv") << QStringLiteral("good.csv")
                         << QByteArray("candidate_id,context_id,text,system,quality\n"
                                       "a1,ctx1,\"first, with a comma\",sysA,3.5\n"
                                       "a2,ctx1,second,sysB,2\n"
                                       "b1,ctx2,\"third\nover two lines\",sysA,4\n");
    QTest::newRow("jsonl") << QStringLiteral("good.jsonl")
                           << QByteArray(
                                  "{\"candidate_id\":\"a1\",\"context_id\":\"ctx1\",\"text\":"
                                  "\"first\",\"system\":\"sysA\",\"quality\":3.5}\n"
                                  "{\"candidate_id\":\"a2\",\"context_id\":\"ctx1\",\"text\":"
                                  "\"second\",\"system\":\"sysB\",\"quality\":2}\n"
                                  "{\"candidate_id\":\"b1\",\"context_id\":\"ctx2\",\"text\":"
                                  "\"third\",\"system\":\"sysA\",\"quality\":4}\n");
}

void ImportWizardTest::importsAGoodFile() {
    QFETCH(QString, name);
    QFETCH(QByteArray, contents);
    const QString path = writeFile(name, contents);
    QSignalSpy changed(m_session.get(), &ProjectSession::projectChanged);
    ImportWizard wizard(*m_session);
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    openMapping(wizard, path);

    ImportMappingPage& mapping = wizard.mappingPage();
    QAbstractItemModelTester tester(const_cast<ImportPreviewModel*>(&mapping.previewModel()),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(mapping.previewModel().rowCount(), 3);
    QVERIFY(mapping.previewModel().preview().columns.contains(QStringLiteral("quality")));
    // The defaults were recognised by name.
    QCOMPARE(chosenColumns(mapping),
             QString::fromUtf8("candidate_id text context_id system").split(u' '));
    // The user marks "quality" as a reference score.
    auto* scores = wizard.findChild<QListWidget*>();
    QVERIFY(scores);
    const auto found = scores->findItems(QStringLiteral("quality"), Qt::MatchExactly);
    QCOMPARE(found.size(), 1);
    found.first()->setCheckState(Qt::Checked);

    wizard.button(QWizard::NextButton)->click();
    QCOMPARE(wizard.currentId(), int(ImportWizard::ValidationPage));
    QTRY_VERIFY_WITH_TIMEOUT(wizard.validationPage().isValidated(), 10'000);
    QCOMPARE(wizard.validationPage().problems().count(), 0);
    QCOMPARE(wizard.validationPage().validation()->records, 3);
    QCOMPARE(rowCounts().value(QStringLiteral("candidates")), 0); // the dry run wrote nothing

    QAbstractButton* finish = wizard.button(QWizard::FinishButton);
    QVERIFY(finish->isEnabled());
    finish->click();
    QVERIFY(imported.wait(10'000));
    QTRY_COMPARE(wizard.result(), int(QDialog::Accepted));
    const auto counts = rowCounts();
    QCOMPARE(counts.value(QStringLiteral("candidates")), 3);
    QCOMPARE(counts.value(QStringLiteral("contexts")), 2);
    QCOMPARE(counts.value(QStringLiteral("reference_scores")), 3);
    QVERIFY(!changed.isEmpty());
    QVERIFY(changed.last().first().value<ProjectChanges>().testFlag(ProjectChange::Candidates));
}

void ImportWizardTest::listsEveryProblemAndImportsNothing() {
    // Line 3: no text; line 4: a score that is not a number; line 5: a repeated id.
    const QString path =
        writeFile(QStringLiteral("bad.csv"), QByteArray("candidate_id,text,quality\n"
                                                        "a1,fine,1\n"
                                                        "a2,,2\n"
                                                        "a3,fine too,lots\n"
                                                        "a1,again,3\n"));
    const auto before = rowCounts();
    ImportWizard wizard(*m_session);
    openMapping(wizard, path);
    auto* scores = wizard.findChild<QListWidget*>();
    scores->findItems(QStringLiteral("quality"), Qt::MatchExactly)
        .first()
        ->setCheckState(Qt::Checked);
    wizard.button(QWizard::NextButton)->click();
    QTRY_VERIFY_WITH_TIMEOUT(wizard.validationPage().isValidated(), 10'000);
    const auto& problems = wizard.validationPage().validation()->problems;
    QCOMPARE(problems.size(), 3);
    QCOMPARE(problems.at(0).line, 3);
    QCOMPARE(problems.at(1).line, 4);
    QCOMPARE(problems.at(2).line, 5);
    for (const auto& problem : problems) {
        QVERIFY2(problem.file.endsWith(QStringLiteral("bad.csv")), qPrintable(problem.toString()));
        QVERIFY(problem.column > 0);
    }
    QCOMPARE(wizard.validationPage().problems().count(), 3);
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled()); // nothing can be imported
    QCOMPARE(rowCounts(), before);
}

// A plain file as people write it: "context" holds the context's id, "candidate"
// the candidate's, and "score" is a number. Nothing is changed on the mapping page.
void ImportWizardTest::defaultMappingImportsAnOrdinaryCsv() {
    const QString path = writeFile(QStringLiteral("ordinary.csv"),
                                   QByteArray("context,candidate,system,text,score\n"
                                              "doc1,a,gpt,\"The cat sat, then slept.\",3\n"
                                              "doc1,b,llama,A cat sat on the mat.,4.5\n"
                                              "doc2,c,gpt,Dogs bark.,2\n"
                                              "doc2,d,llama,\"A dog barks, loudly.\",5\n"));
    ImportWizard wizard(*m_session);
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    openMapping(wizard, path);
    ImportMappingPage& mapping = wizard.mappingPage();
    QCOMPARE(chosenColumns(mapping),
             QString::fromUtf8("candidate text context system").split(u' '));
    // Only the numeric column is offered as a reference score, and it is chosen.
    auto* scores = wizard.findChild<QListWidget*>();
    QVERIFY(scores);
    QCOMPARE(scores->count(), 1);
    QCOMPARE(scores->item(0)->text(), QStringLiteral("score"));
    QCOMPARE(scores->item(0)->checkState(), Qt::Checked);

    wizard.button(QWizard::NextButton)->click();
    QTRY_VERIFY_WITH_TIMEOUT(wizard.validationPage().isValidated(), 10'000);
    const auto& problems = wizard.validationPage().validation()->problems;
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toString()));
    wizard.button(QWizard::FinishButton)->click();
    QVERIFY(imported.wait(10'000));
    const auto counts = rowCounts();
    QCOMPARE(counts.value(QStringLiteral("candidates")), 4);
    QCOMPARE(counts.value(QStringLiteral("contexts")), 2);
    QCOMPARE(counts.value(QStringLiteral("reference_scores")), 4);
}

// The quote opened on line 4 is never closed on its line; the reader stops at
// the next quote, on line 7. Both the preview and the check name line 4.
void ImportWizardTest::brokenQuoteIsReportedWhereItOpens() {
    const QString path =
        writeFile(QStringLiteral("broken.csv"), QByteArray("candidate_id,text,system\n"
                                                           "a1,fine,s1\n"
                                                           "a2,\"fine, quoted\",s1\n"
                                                           "a3,\"broken,s2\n"
                                                           "a4,plain,s1\n"
                                                           "a5,plain,s2\n"
                                                           "a6,\"quoted\",s1\n"));
    const auto before = rowCounts();
    ImportWizard wizard(*m_session);
    openMapping(wizard, path);
    QCOMPARE(wizard.mappingPage().previewModel().rowCount(), 2);
    auto* status = wizard.findChild<QLabel*>(QStringLiteral("importPreviewStatus"));
    QVERIFY(status);
    const QString where = QStringLiteral("broken.csv:4:4:");
    QVERIFY2(status->text().contains(where), qPrintable(status->text()));
    QVERIFY2(!status->text().contains(QStringLiteral(":7:")), qPrintable(status->text()));

    wizard.button(QWizard::NextButton)->click();
    QTRY_VERIFY_WITH_TIMEOUT(wizard.validationPage().isValidated(), 10'000);
    const auto& problems = wizard.validationPage().validation()->problems;
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().line, 4);
    QCOMPARE(problems.first().column, 4);
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
    QCOMPARE(rowCounts(), before);
}

void ImportWizardTest::cancelledCheckAllowsNoImport() {
    const QString path = writeFile(QStringLiteral("check.csv"), kGoodCsv);
    ImportWizard wizard(*m_session);
    openMapping(wizard, path);
    ui_test::WorkerHold hold(*m_session);
    QTest::mouseClick(wizard.button(QWizard::NextButton), Qt::LeftButton);
    QCOMPARE(wizard.currentId(), int(ImportWizard::ValidationPage));
    QPointer<ProgressDialog> dialog;
    QVERIFY(cancelThroughTheProgressDialog(wizard, dialog));
    hold.release();
    QTRY_VERIFY_WITH_TIMEOUT(wizard.validationPage().isValidated(), 10'000);
    QVERIFY(wizard.validationPage().validation()->cancelled);
    QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, 10'000);
    QCOMPARE(rowCounts().value(QStringLiteral("candidates")), 0);
}

void ImportWizardTest::cancelledImportWritesNothing() {
    const QString path = writeFile(QStringLiteral("cancelled.csv"), kGoodCsv);
    const auto before = rowCounts();
    ImportWizard wizard(*m_session);
    QSignalSpy imported(&wizard, &ImportWizard::imported);
    QSignalSpy finished(&wizard.validationPage(), &ImportValidationPage::importFinished);
    openMapping(wizard, path);
    QTest::mouseClick(wizard.button(QWizard::NextButton), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(wizard.validationPage().isValidated(), 10'000);
    QVERIFY(wizard.validationPage().validation()->problems.isEmpty());

    ui_test::WorkerHold hold(*m_session);
    QAbstractButton* finish = wizard.button(QWizard::FinishButton);
    QVERIFY(finish->isEnabled());
    QTest::mouseClick(finish, Qt::LeftButton);
    QVERIFY(!finish->isEnabled()); // importing
    QPointer<ProgressDialog> dialog;
    QVERIFY(cancelThroughTheProgressDialog(wizard, dialog));
    hold.release();
    QVERIFY(finished.wait(10'000));
    QCOMPARE(finished.first().first().toString(),
             ImportValidationPage::tr("The import was cancelled; nothing was imported."));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, 10'000);
    QVERIFY(imported.isEmpty());
    QVERIFY(wizard.isVisible()); // the user may import after all
    QVERIFY(finish->isEnabled());
    QCOMPARE(rowCounts(), before);
}

QTEST_MAIN(ImportWizardTest)
#include "test_import_wizard.moc"
