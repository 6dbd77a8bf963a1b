// Crash safety for real (DESIGN.md §5, §7): a child process appends judgements
// in a loop, acknowledging each committed one; it is killed with SIGKILL at
// random moments. After every kill the file must open, pass integrity_check,
// hold every acknowledged judgement exactly once, and nothing unacknowledged
// except the one that was in flight.
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage_test_support.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

class CrashSafetyTest : public QObject {
    Q_OBJECT

private slots:
    void killedWriterLosesAndDuplicatesNothing();
};

namespace {

struct Fixture {
    domain::RunId run = 0;
    domain::CandidateId a = 0;
    domain::CandidateId b = 0;
    domain::ContextId context = 0;
};

Fixture prepareProject(ProjectDatabase& project) {
    Fixture fixture;
    const Status status = project.transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(project);
        if (!writer) {
            return writer.error();
        }
        Result<domain::ContextId> context = writer->addContext({0, QStringLiteral("c"), {}, {}});
        if (!context) {
            return context.error();
        }
        fixture.context = *context;
        domain::Candidate candidate;
        candidate.contextId = *context;
        candidate.externalId = QStringLiteral("a");
        Result<domain::Candidate> a = writer->addCandidate(candidate);
        candidate.externalId = QStringLiteral("b");
        Result<domain::Candidate> b = writer->addCandidate(candidate);
        Result<domain::CriterionId> criterion = ensureCriterion(project, QStringLiteral("overall"));
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("sim");
        judge.backend = QStringLiteral("simulated");
        Result<domain::JudgeConfigId> judgeId = insertJudgeConfig(project, judge);
        if (!a || !b || !criterion || !judgeId) {
            return makeError(QStringLiteral("cannot prepare the crash project"));
        }
        fixture.a = a->id;
        fixture.b = b->id;
        domain::Run run;
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterion;
        run.status = domain::RunStatus::Running;
        Result<domain::RunId> runId = insertRun(project, run);
        if (!runId) {
            return runId.error();
        }
        fixture.run = *runId;
        return {};
    });
    if (!status) {
        QTest::qFail(qPrintable(status.message()), __FILE__, __LINE__);
    }
    return fixture;
}

// Sequence numbers of complete acknowledgement lines.
void collectAcknowledgements(QByteArray& pending, QSet<qint64>& acknowledged, qint64& last) {
    qsizetype end = pending.indexOf('\n');
    while (end >= 0) {
        const qint64 sequence = pending.left(end).trimmed().toLongLong();
        acknowledged.insert(sequence);
        last = std::max(last, sequence);
        pending.remove(0, end + 1);
        end = pending.indexOf('\n');
    }
}

} // namespace

void CrashSafetyTest::killedWriterLosesAndDuplicatesNothing() {
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString path = directory.filePath(QStringLiteral("crash.pairrank"));
    Fixture fixture;
    {
        std::unique_ptr<ProjectDatabase> project = testing::createProject(path);
        QVERIFY(project);
        fixture = prepareProject(*project);
    }
    const quint32 seed = QRandomGenerator::global()->generate();
    qInfo("crash safety seed %u", seed);
    QRandomGenerator random(seed);

    constexpr int kRounds = 24;
    QSet<qint64> stored; // every judgement known to be in the file
    qint64 totalAcknowledged = 0;
    for (int round = 0; round < kRounds; ++round) {
        QProcess child;
        child.setProgram(QStringLiteral(PAIRRANK_CRASH_CHILD));
        child.setArguments({path, QString::number(fixture.run), QString::number(fixture.a),
                            QString::number(fixture.b), QString::number(fixture.context)});
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start();
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));

        // Kill after a random number of acknowledgements: the child is then at an
        // arbitrary point of its loop (inside a commit, between two, printing…).
        const int killAfter = static_cast<int>(random.bounded(1, 400));
        QSet<qint64> acknowledged;
        qint64 last = -1;
        QByteArray pending;
        while (acknowledged.size() < killAfter) {
            QVERIFY2(child.state() == QProcess::Running || child.bytesAvailable() > 0,
                     child.readAllStandardError().constData());
            if (child.bytesAvailable() == 0) {
                QVERIFY2(child.waitForReadyRead(10000), child.readAllStandardError().constData());
            }
            pending += child.readAllStandardOutput();
            collectAcknowledgements(pending, acknowledged, last);
        }
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        pending += child.readAllStandardOutput();
        collectAcknowledgements(pending, acknowledged, last);
        totalAcknowledged += acknowledged.size();

        // Opening runs integrity_check and refuses a damaged file.
        std::unique_ptr<ProjectDatabase> project = testing::openProject(path);
        QVERIFY(project);
        QVERIFY(project->integrityCheckAtOpen() == sql_dialect::IntegrityCheck::Full);
        QSqlQuery select = project->query();
        QVERIFY(select.exec(QStringLiteral("SELECT request_hash, count(*) FROM judgements GROUP BY"
                                           " request_hash")));
        QSet<qint64> inFile;
        while (select.next()) {
            const qint64 sequence = select.value(0).toString().mid(4).toLongLong();
            QVERIFY2(select.value(1).toLongLong() == 1,
                     qPrintable(QStringLiteral("judgement %1 is stored %2 times")
                                    .arg(sequence)
                                    .arg(select.value(1).toLongLong())));
            inFile.insert(sequence);
        }
        for (const qint64 sequence : std::as_const(acknowledged)) {
            QVERIFY2(
                inFile.contains(sequence),
                qPrintable(QStringLiteral("acknowledged judgement %1 was lost").arg(sequence)));
        }
        for (const qint64 sequence : std::as_const(stored)) {
            QVERIFY2(
                inFile.contains(sequence),
                qPrintable(
                    QStringLiteral("judgement %1 of an earlier round was lost").arg(sequence)));
        }
        QSet<qint64> unacknowledged = inFile - acknowledged - stored;
        QVERIFY2(
            unacknowledged.size() <= 1,
            qPrintable(QStringLiteral("%1 unacknowledged judgements").arg(unacknowledged.size())));
        if (!unacknowledged.isEmpty()) {
            QCOMPARE(*unacknowledged.cbegin(), last + 1); // the one in flight
        }
        stored = inFile;
    }
    QVERIFY(totalAcknowledged >= kRounds);
    qInfo("%d kills, %lld acknowledged judgements, %lld in the file", kRounds,
          static_cast<long long>(totalAcknowledged), static_cast<long long>(stored.size()));
}

QTEST_GUILESS_MAIN(CrashSafetyTest)
#include "test_crash_safety.moc"
