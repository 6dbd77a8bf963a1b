// Importing candidates, walked through as a person does it: PairRank started
// on a new, empty project as main() starts it, then File ▸ Import Candidates…,
// the path typed into the wizard, Next with the mapping the wizard proposes,
// Import, and the Candidates tab. A file with a quote left open is refused with
// the line where the quote opened.
#include "storage/project_database.h"
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTest>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kStepTimeout = 15'000;

// Written before the application starts: the file a person was given.
QString writeFile(const QTemporaryDir& folder, const QString& name, const QByteArray& contents) {
    const QString path = folder.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size()) {
        return {};
    }
    return path;
}

// PairRank started on a new project with nothing in it, as File ▸ New… leaves
// one, and open; nullptr when it did not open.
std::unique_ptr<StartedApplication> startOnAnEmptyProject(const QTemporaryDir& folder) {
    const QString path = folder.filePath(QStringLiteral("fresh.pairrank"));
    if (!storage::ProjectDatabase::create(path, QStringLiteral("Fresh project"))) {
        return nullptr;
    }
    auto app = std::make_unique<StartedApplication>(path);
    return app->waitUntilOpen(kOpenTimeout) ? std::move(app) : nullptr;
}

bool buttonEnabled(const QString& name, QWidget* within) {
    auto* button = visible<QAbstractButton>(name, within);
    return button != nullptr && button->isEnabled();
}

// File ▸ Import Candidates…, the path typed in, Next: the wizard on its mapping
// page with the preview read. Returns the wizard, or nullptr.
QWidget* openMappingOf(StartedApplication& app, const QString& path) {
    if (!chooseMenu(app.window(), {QStringLiteral("File"), QStringLiteral("Import Candidates…")})) {
        return nullptr;
    }
    QWidget* wizard = waitForModal();
    // A person types once the wizard has come up and has the keyboard.
    if (wizard == nullptr ||
        !waitUntil([wizard]() { return wizard->isActiveWindow(); }, kStepTimeout) ||
        !typeInto(waitForVisible<QLineEdit>(QStringLiteral("File to import")), path) ||
        !clickButton(QStringLiteral("Next >"), wizard)) {
        return nullptr;
    }
    // The preview is read in the background; Next is enabled once it is there.
    if (waitForVisible<QComboBox>(QStringLiteral("Context id column"), kStepTimeout, wizard) ==
            nullptr ||
        !waitUntil([wizard]() { return buttonEnabled(QStringLiteral("Next >"), wizard); },
                   kStepTimeout)) {
        return nullptr;
    }
    return wizard;
}

// The first line of the check page's list of problems, as shown.
QString firstProblem(QWidget* wizard) {
    auto* problems = visible<QListWidget>(QStringLiteral("Problems found"), wizard);
    return problems != nullptr && problems->count() > 0 ? problems->item(0)->text() : QString();
}

} // namespace

class WalkthroughImportTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void plainCsvImportsWithTheProposedMapping();
    void openQuoteIsReportedOnItsLine();

private:
    QTemporaryDir m_files;
};

void WalkthroughImportTest::initTestCase() {
    QVERIFY(m_files.isValid());
}

void WalkthroughImportTest::plainCsvImportsWithTheProposedMapping() {
    const QString csv = writeFile(m_files, QStringLiteral("answers.csv"),
                                  "context,candidate,system,text,score\n"
                                  "q1,q1-a,gpt,\"Paris, the capital.\",4\n"
                                  "q1,q1-b,llama,It is Paris.,5\n"
                                  "q1,q1-c,mistral,Lyon.,1\n"
                                  "q2,q2-a,gpt,Water boils at 100 °C.,5\n"
                                  "q2,q2-b,llama,\"It boils at 90 °C, I think.\",2\n");
    QVERIFY(!csv.isEmpty());
    QTemporaryDir projectFolder;
    const auto app = startOnAnEmptyProject(projectFolder);
    QVERIFY(app);
    QWidget* wizard = openMappingOf(*app, csv);
    QVERIFY(wizard != nullptr);
    // What the wizard proposes, as a person reads it off the page.
    QCOMPARE(shownText(visible<QComboBox>(QStringLiteral("Candidate id column"), wizard)),
             QStringLiteral("candidate"));
    QCOMPARE(shownText(visible<QComboBox>(QStringLiteral("Text column"), wizard)),
             QStringLiteral("text"));
    QCOMPARE(shownText(visible<QComboBox>(QStringLiteral("Context id column"), wizard)),
             QStringLiteral("context"));
    auto* scores = visible<QListWidget>(QStringLiteral("Reference score columns"), wizard);
    QVERIFY(scores != nullptr);
    QCOMPARE(scores->count(), 1); // the one column of numbers, not the texts
    QCOMPARE(scores->item(0)->text(), QStringLiteral("score"));
    QCOMPARE(scores->item(0)->checkState(), Qt::Checked);

    QVERIFY(clickButton(QStringLiteral("Next >"), wizard));
    QVERIFY2(waitUntil([wizard]() { return buttonEnabled(QStringLiteral("Import"), wizard); },
                       kStepTimeout),
             qPrintable(firstProblem(wizard)));
    auto* problems = visible<QListWidget>(QStringLiteral("Problems found"), wizard);
    QVERIFY(problems != nullptr);
    QCOMPARE(problems->count(), 0);
    QVERIFY(clickButton(QStringLiteral("Import"), wizard));
    QVERIFY(waitUntilClosed(wizard, kStepTimeout));

    QVERIFY(clickTab(QStringLiteral("Candidates")));
    auto* table = waitForVisible<QTableView>(QStringLiteral("candidatesTable"));
    QVERIFY(table != nullptr);
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 5, kStepTimeout);
}

void WalkthroughImportTest::openQuoteIsReportedOnItsLine() {
    // Line 4 opens a quote that is never closed on it; the next quote is on line 7.
    const QString csv = writeFile(m_files, QStringLiteral("broken.csv"),
                                  "candidate_id,text,system\n"
                                  "a1,fine,s1\n"
                                  "a2,\"fine, quoted\",s1\n"
                                  "a3,\"broken,s2\n"
                                  "a4,plain,s1\n"
                                  "a5,plain,s2\n"
                                  "a6,\"quoted\",s1\n");
    QVERIFY(!csv.isEmpty());
    QTemporaryDir projectFolder;
    const auto app = startOnAnEmptyProject(projectFolder);
    QVERIFY(app);
    QWidget* wizard = openMappingOf(*app, csv);
    QVERIFY(wizard != nullptr);
    const QString status =
        shownText(visible<QLabel>(QStringLiteral("importPreviewStatus"), wizard));
    QVERIFY2(status.contains(QStringLiteral("broken.csv:4:4:")), qPrintable(status));
    QVERIFY2(!status.contains(QStringLiteral(":7:")), qPrintable(status));

    QVERIFY(clickButton(QStringLiteral("Next >"), wizard));
    auto* problems =
        waitForVisible<QListWidget>(QStringLiteral("Problems found"), kStepTimeout, wizard);
    QVERIFY(problems != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(problems->count() > 0, kStepTimeout);
    const QString first = firstProblem(wizard);
    QVERIFY2(first.contains(QStringLiteral("broken.csv:4:4:")), qPrintable(first));
    QVERIFY(!buttonEnabled(QStringLiteral("Import"), wizard));
}

QTEST_MAIN(WalkthroughImportTest)
#include "test_walkthrough_import.moc"
