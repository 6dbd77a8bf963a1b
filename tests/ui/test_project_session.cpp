// ProjectSession (opening in its worker, jobs, stale results) on a project file
// and on a project on a PostgreSQL server; what only files have (a file that is
// not a project, the demo project) in a second suite.
#include "core/judge/default_prompts.h"
#include "gui_test_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/project_summary.h"
#include "storage/storage_test_support.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_session.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QUndoStack>

#include <optional>
#include <vector>

using namespace pairrank;
using namespace pairrank::ui;

class ProjectSessionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase();
    void init() { m_backend.startTest(); }
    void createsAndOpensAProject();
    void runAppliesTheValueOnTheGuiThread();
    void dropsValuesOfAClosedProject();
    void dropsValuesOfADestroyedReceiver();
    void postedJobsRunInOrderAndSeeWhetherAProjectIsOpen();

private:
    QTemporaryDir m_folder; // the settings
    storage::testing::BackendFixture m_backend;
};

void ProjectSessionTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
    m_backend.startServer();
}

class FileProjectSessionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void reportsAFileThatIsNotAProject();
    void showsALargeFileWhileItsCheckRunsAndWritesWaitForIt();
    void closesALargeFileWhoseCheckFails();
    void demoProjectHoldsTheDemoDataAndTheSimulatedJudge();
    void demoProjectRefusesAnExistingFile();

private:
    QTemporaryDir m_folder;
};

void FileProjectSessionTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
}

void ProjectSessionTest::createsAndOpensAProject() {
    ProjectSession session;
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    const QString path = m_backend.location(QStringLiteral("new.pairrank"));
    session.createProject(path, QStringLiteral("my project"));
    QVERIFY(session.isOpening());
    QVERIFY(!session.isOpen());
    QVERIFY(opened.wait(10'000));
    QCOMPARE(opened.first().first().toString(), path);
    QVERIFY(session.isOpen());
    QCOMPARE(session.projectPath(), path);
    QCOMPARE(session.projectName(), QStringLiteral("my project"));
    QSignalSpy closed(&session, &ProjectSession::projectClosed);
    session.closeProject();
    QCOMPARE(closed.size(), 1);
    QVERIFY(!session.isOpen());

    session.openProject(path);
    QVERIFY(opened.wait(10'000));
    QCOMPARE(session.projectName(), QStringLiteral("my project"));
    QCOMPARE(session.undoStack()->count(), 0);
}

void FileProjectSessionTest::reportsAFileThatIsNotAProject() {
    const QString path = m_folder.filePath(QStringLiteral("not-a-project.pairrank"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is not SQLite");
    file.close();
    ProjectSession session;
    QSignalSpy failed(&session, &ProjectSession::openFailed);
    session.openProject(path);
    QVERIFY(failed.wait(10'000));
    QCOMPARE(failed.first().at(0).toString(), path);
    QVERIFY(failed.first().at(1).toString().contains(path));
    QVERIFY(!session.isOpen());
    QVERIFY(!session.isOpening());
}

void FileProjectSessionTest::showsALargeFileWhileItsCheckRunsAndWritesWaitForIt() {
    const QString path = m_folder.filePath(QStringLiteral("large.pairrank"));
    storage::testing::writeLargeProject(path, false);
    ProjectSession session;
    QSignalSpy checked(&session, &ProjectSession::integrityChecked);
    QSignalSpy failed(&session, &ProjectSession::openFailed);
    std::optional<bool> checkingWhenOpened;
    // What a job posted as the project opens finds: the worker's queue holds it behind
    // the check, as it holds the GUI's writes.
    std::optional<bool> checkOwedToTheJob;
    std::optional<bool> checkedBeforeTheJob;
    connect(&session, &ProjectSession::projectOpened, this, [&]() {
        checkingWhenOpened = session.isCheckingIntegrity();
        session.post([&](storage::ProjectDatabase* database) {
            checkOwedToTheJob = database->deferredIntegrityCheck().has_value();
            checkedBeforeTheJob =
                database->integrityCheckAtOpen() == storage::sql_dialect::IntegrityCheck::Quick;
        });
    });
    session.openProject(path);
    QVERIFY(checked.wait(10'000));
    QCOMPARE(checkingWhenOpened, std::optional<bool>(true));
    QVERIFY(!session.isCheckingIntegrity());
    QVERIFY(session.isOpen());
    QTRY_VERIFY_WITH_TIMEOUT(checkOwedToTheJob.has_value(), 10'000);
    QCOMPARE(*checkOwedToTheJob, false);
    QCOMPARE(checkedBeforeTheJob, std::optional<bool>(true));
    QCOMPARE(failed.count(), 0);
}

void FileProjectSessionTest::closesALargeFileWhoseCheckFails() {
    const QString path = m_folder.filePath(QStringLiteral("large-damaged.pairrank"));
    storage::testing::writeLargeProject(path, true);
    ProjectSession session;
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    QSignalSpy closed(&session, &ProjectSession::projectClosed);
    QSignalSpy checked(&session, &ProjectSession::integrityChecked);
    QSignalSpy failed(&session, &ProjectSession::openFailed);
    session.openProject(path);
    QVERIFY(failed.wait(10'000));
    QCOMPARE(opened.count(), 1); // shown while it was checked
    QCOMPARE(closed.count(), 1);
    QCOMPARE(checked.count(), 0);
    QCOMPARE(failed.first().at(0).toString(), path);
    const QString message = failed.first().at(1).toString();
    QVERIFY2(message.contains(QStringLiteral("it is damaged")) && message.contains(path),
             qPrintable(message));
    QVERIFY(!session.isOpen());
    QVERIFY(!session.isCheckingIntegrity());
    // The worker's connection is gone: a job finds no project.
    std::optional<bool> projectThere;
    session.post([&](storage::ProjectDatabase* database) { projectThere = database != nullptr; });
    QTRY_VERIFY_WITH_TIMEOUT(projectThere.has_value(), 10'000);
    QCOMPARE(*projectThere, false);
}

void ProjectSessionTest::runAppliesTheValueOnTheGuiThread() {
    const auto built = ui_test::buildProject(m_backend.location(QStringLiteral("run.pairrank")),
                                             {2, 5, {QStringLiteral("s")}});
    QVERIFY(!built.path.isEmpty());
    ProjectSession session;
    session.openProject(built.path); // jobs posted while opening run after the open
    QObject receiver;
    std::optional<qsizetype> contexts;
    QThread* applyThread = nullptr;
    QThread* workThread = nullptr;
    session.run(
        &receiver,
        [&workThread](storage::ProjectDatabase& database) {
            workThread = QThread::currentThread();
            return storage::listContexts(database);
        },
        [&](const storage::Result<QList<domain::Context>>& loaded) {
            applyThread = QThread::currentThread();
            contexts = loaded ? loaded->size() : -1;
        });
    QTRY_VERIFY_WITH_TIMEOUT(contexts.has_value(), 10'000);
    QCOMPARE(*contexts, 2);
    QCOMPARE(applyThread, QThread::currentThread());
    QVERIFY(workThread != QThread::currentThread());
}

void ProjectSessionTest::dropsValuesOfAClosedProject() {
    const auto built = ui_test::buildProject(m_backend.location(QStringLiteral("stale.pairrank")),
                                             {1, 3, {QStringLiteral("s")}});
    ProjectSession session;
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    session.openProject(built.path);
    QVERIFY(opened.wait(10'000));
    QObject receiver;
    bool staleApplied = false;
    session.run(
        &receiver, [](storage::ProjectDatabase&) { return 1; },
        [&staleApplied](int) { staleApplied = true; });
    session.closeProject();
    session.openProject(built.path);
    bool freshApplied = false;
    session.run(
        &receiver, [](storage::ProjectDatabase&) { return 2; },
        [&freshApplied](int) { freshApplied = true; });
    QTRY_VERIFY_WITH_TIMEOUT(freshApplied, 10'000);
    QVERIFY(!staleApplied);
}

void ProjectSessionTest::dropsValuesOfADestroyedReceiver() {
    const auto built = ui_test::buildProject(m_backend.location(QStringLiteral("gone.pairrank")),
                                             {1, 3, {QStringLiteral("s")}});
    ProjectSession session;
    session.openProject(built.path);
    bool applied = false;
    {
        QObject receiver;
        session.run(
            &receiver, [](storage::ProjectDatabase&) { return 1; },
            [&applied](int) { applied = true; });
    }
    QObject witness;
    bool witnessApplied = false;
    session.run(
        &witness, [](storage::ProjectDatabase&) { return 1; },
        [&witnessApplied](int) { witnessApplied = true; });
    QTRY_VERIFY_WITH_TIMEOUT(witnessApplied, 10'000); // jobs run in order: the first is done
    QVERIFY(!applied);
}

void ProjectSessionTest::postedJobsRunInOrderAndSeeWhetherAProjectIsOpen() {
    const auto built = ui_test::buildProject(m_backend.location(QStringLiteral("post.pairrank")),
                                             {1, 3, {QStringLiteral("s")}});
    ProjectSession session;
    QSemaphore done;
    std::vector<bool> hadDatabase; // touched by the worker only until `done` says so
    const auto record = [&](storage::ProjectDatabase* database) {
        hadDatabase.push_back(database != nullptr);
        done.release();
    };
    session.post(record); // nothing open
    session.openProject(built.path);
    session.post(record); // after the open
    session.closeProject();
    session.post(record); // after the close
    QVERIFY(done.tryAcquire(3, 10'000));
    QCOMPARE(hadDatabase, (std::vector<bool>{false, true, false}));
}

void FileProjectSessionTest::demoProjectHoldsTheDemoDataAndTheSimulatedJudge() {
    const QString path = m_folder.filePath(QStringLiteral("demo/demo.pairrank"));
    auto created = createDemoProject(path);
    QVERIFY2(created, qPrintable(created.error().toString()));
    QCOMPARE(created->contexts, 8);
    QCOMPARE(created->candidates, 128);
    QVERIFY(!QFile::exists(path + QStringLiteral(".partial")));

    auto database = ui_test::openProject(path);
    QVERIFY(database);
    auto contexts = storage::listContexts(*database);
    QVERIFY(contexts);
    QCOMPARE(contexts->size(), 8);
    for (const domain::Context& context : *contexts) {
        auto candidates = storage::candidatesOfContext(*database, context.id);
        QVERIFY(candidates);
        QCOMPARE(candidates->size(), 16);
        for (const domain::Candidate& candidate : *candidates) {
            QVERIFY(candidate.referenceScores.contains(QStringLiteral("coherence")));
        }
    }
    auto criterion = storage::findCriterionByName(*database, QStringLiteral("coherence"));
    QVERIFY(criterion && criterion->has_value());
    const auto prompt = judge::defaultPrompt(QStringLiteral("summary-coherence"));
    QVERIFY(prompt);
    QCOMPARE((*criterion)->comparativePromptTemplate, prompt->comparativeTemplate);

    auto judge = storage::findJudgeConfigByName(*database, QStringLiteral("Simulated judge"));
    QVERIFY(judge && judge->has_value());
    QCOMPARE((*judge)->backend, QStringLiteral("simulated"));
    const QJsonObject simulated = (*judge)->settings.value(QStringLiteral("simulated")).toObject();
    QCOMPARE(simulated.value(QStringLiteral("agreement")).toDouble(), 0.8);
    QCOMPARE(simulated.value(QStringLiteral("noise")).toDouble(), 1.0);
    QCOMPARE(simulated.value(QStringLiteral("truth_criterion")).toString(),
             QStringLiteral("coherence"));
    QVERIFY(demoProvenance().contains(QStringLiteral("SummEval")));
}

void FileProjectSessionTest::demoProjectRefusesAnExistingFile() {
    const QString path = m_folder.filePath(QStringLiteral("taken.pairrank"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("x");
    file.close();
    auto created = createDemoProject(path);
    QVERIFY(!created);
    QVERIFY(created.error().toString().contains(QStringLiteral("exists")));
    QCOMPARE(QFileInfo(path).size(), 1);
}

// Two suites in one program: the one on both backends, then the file-only one.
int main(int argc, char* argv[]) {
    QApplication application(argc, argv);
    ProjectSessionTest onEveryBackend;
    FileProjectSessionTest onFiles;
    const int first = QTest::qExec(&onEveryBackend, argc, argv);
    const int second = QTest::qExec(&onFiles, argc, argv);
    return first != 0 ? first : second;
}
#include "test_project_session.moc"
