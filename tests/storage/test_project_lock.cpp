// A project that another connection is writing to: a write gives up after the
// busy timeout with a message that names the file, the program holding the
// lock when the system can tell, and what to do — and changes nothing.
#include "storage/candidate_importer.h"
#include "storage_test_support.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>

using namespace pairrank;
using namespace pairrank::storage;

class ProjectLockTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void lockHeldByAnotherProgramIsNamed();
    void lockHeldByAnotherConnectionOfThisProcess();

private:
    std::unique_ptr<ProjectDatabase> openWithoutWaiting();
    Result<ImportSummary> importSomething(ProjectDatabase& project);

    std::unique_ptr<QTemporaryDir> m_directory;
    QString m_project;
};

void ProjectLockTest::init() {
    m_directory = std::make_unique<QTemporaryDir>();
    QVERIFY(m_directory->isValid());
    m_project = m_directory->filePath(QStringLiteral("locked.pairrank"));
    QVERIFY(testing::createProject(m_project));
    testing::writeFile(m_directory->filePath(QStringLiteral("candidates.csv")),
                       testing::smallCandidatesCsv());
}

std::unique_ptr<ProjectDatabase> ProjectLockTest::openWithoutWaiting() {
    OpenOptions options;
    options.busyTimeout = std::chrono::milliseconds(0); // fail at once instead of after 10 s
    Result<std::unique_ptr<ProjectDatabase>> project = ProjectDatabase::open(m_project, options);
    if (!project) {
        QTest::qFail(qPrintable(project.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(*project);
}

Result<ImportSummary> ProjectLockTest::importSomething(ProjectDatabase& project) {
    return importCandidatesFromFile(project,
                                    m_directory->filePath(QStringLiteral("candidates.csv")),
                                    InputFormat::Csv, CandidateColumns{});
}

void ProjectLockTest::lockHeldByAnotherProgramIsNamed() {
    QProcess holder;
    holder.start(QStringLiteral(PAIRRANK_LOCK_HOLDER), {m_project});
    QVERIFY(holder.waitForStarted());
    QVERIFY(holder.waitForReadyRead(30000));
    QCOMPARE(holder.readLine(), QByteArray("locked\n"));
    const QByteArray checksumBefore = testing::fileChecksum(m_project);
    {
        std::unique_ptr<ProjectDatabase> project = openWithoutWaiting();
        QVERIFY(project);
        Result<ImportSummary> imported = importSomething(*project);
        QVERIFY(!imported);
        const QString message = imported.error().toString();
        QCOMPARE(message,
                 QStringLiteral("the project '%1' is locked: process %2 (lock_holder) is writing "
                                "to it. Wait for it to finish or close it, then try again; nothing "
                                "was changed.")
                     .arg(m_project)
                     .arg(holder.processId()));
        QCOMPARE(testing::rowCounts(*project).value(QStringLiteral("candidates")), 0);
    }
    holder.closeWriteChannel();
    QVERIFY(holder.waitForFinished(30000));
    QCOMPARE(holder.exitCode(), 0);
    QCOMPARE(testing::fileChecksum(m_project), checksumBefore);
    // With the lock released, the same import goes through.
    std::unique_ptr<ProjectDatabase> project = openWithoutWaiting();
    QVERIFY(project);
    Result<ImportSummary> imported = importSomething(*project);
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    QCOMPARE(imported->candidatesCreated, 4);
}

void ProjectLockTest::lockHeldByAnotherConnectionOfThisProcess() {
    std::unique_ptr<ProjectDatabase> writer = testing::openProject(m_project);
    std::unique_ptr<ProjectDatabase> second = openWithoutWaiting();
    QVERIFY(writer && second);
    std::optional<Error> refused;
    const Status held = writer->transaction([&]() -> Status {
        Result<ImportSummary> imported = importSomething(*second);
        if (!imported) {
            refused = imported.error();
        }
        return {};
    });
    QVERIFY(held);
    QVERIFY2(refused, "the second connection wrote while the first held the lock");
    QCOMPARE(refused->toString(),
             QStringLiteral("the project '%1' is locked: another task of this PairRank (a run, an "
                            "import or a ranking) is writing to it. Wait for it to finish or close "
                            "it, then try again; nothing was changed.")
                 .arg(m_project));
    QCOMPARE(testing::rowCounts(*second).value(QStringLiteral("candidates")), 0);
}

QTEST_GUILESS_MAIN(ProjectLockTest)
#include "test_project_lock.moc"
