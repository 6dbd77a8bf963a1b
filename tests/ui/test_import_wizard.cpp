// The import wizard driven like a user: pick a file, check the mapping and its
// preview, see the problems, import. A file with errors lists every one of
// them and imports nothing.
#include "gui_test_support.h"
#include "storage/project_summary.h"
#include "ui/import/import_pages.h"
#include "ui/import/import_wizard.h"
#include "ui/project/project_session.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

using namespace pairrank;
using namespace pairrank::ui;

class ImportWizardTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void importsAGoodFile_data();
    void importsAGoodFile();
    void listsEveryProblemAndImportsNothing();

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
    QCOMPARE(mapping.candidateIdColumn().currentData().toString(), QStringLiteral("candidate_id"));
    QCOMPARE(mapping.textColumn().currentData().toString(), QStringLiteral("text"));
    QCOMPARE(mapping.contextIdColumn().currentData().toString(), QStringLiteral("context_id"));
    QCOMPARE(mapping.systemColumn().currentData().toString(), QStringLiteral("system"));
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

QTEST_MAIN(ImportWizardTest)
#include "test_import_wizard.moc"
