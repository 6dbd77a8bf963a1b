// Nothing lost or paid twice: `pairrank-cli run` killed with SIGKILL at random moments and rerun
// with the same command each time completes with as many stored judgements as an
// uninterrupted run with the same seed and budget, stores no request hash twice,
// and pairrank-judge-sim's per-pair counters show that no pair was asked again
// after it had been stored. On a project file and on a project on a PostgreSQL server.
#include "core/stats/random.h"
#include "run_test_support.h"
#include "storage/candidate_store.h"
#include "storage/storage_test_support.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace pairrank;
using namespace pairrank::run::testing;

class RunResumeKillTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase();
    void init() { m_backend.startTest(); }
    void cleanupTestCase();
    void killedRunsResumeWithoutAskingTwice_data();
    void killedRunsResumeWithoutAskingTwice();

private:
    QString startSimulator(const QString& project);
    QJsonObject simulatorStatistics();
    QStringList runArguments(const QString& project, int batchesAhead) const;
    std::map<QString, qint64> storedPairCounts(const QString& project, const QJsonObject& pairs);

    storage::testing::BackendFixture m_backend;
    QProcess m_simulator;
    QString m_endpoint;
    QNetworkAccessManager m_network;
};

namespace {
constexpr int kKills = 12;
}

void RunResumeKillTest::initTestCase() {
    m_backend.startServer();
    QVERIFY(QFile::exists(QStringLiteral(PAIRRANK_CLI_PATH)));
    QVERIFY(QFile::exists(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH)));
}

void RunResumeKillTest::cleanupTestCase() {
    if (m_simulator.state() != QProcess::NotRunning) {
        m_simulator.terminate();
        m_simulator.waitForFinished(5000);
    }
}

QString RunResumeKillTest::startSimulator(const QString& project) {
    m_simulator.setProgram(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH));
    m_simulator.setArguments({QStringLiteral("--port"), QStringLiteral("0"),
                              QStringLiteral("--project"), project, QStringLiteral("--criterion"),
                              kCriterion, QStringLiteral("--agreement"), QStringLiteral("0.8"),
                              QStringLiteral("--noise"), QStringLiteral("1"),
                              QStringLiteral("--latency-ms"), QStringLiteral("20")});
    m_simulator.start();
    if (!m_simulator.waitForStarted(10000)) {
        return {};
    }
    QByteArray output;
    while (!output.contains('\n') && m_simulator.waitForReadyRead(10000)) {
        output += m_simulator.readAllStandardOutput();
    }
    const QString line = QString::fromUtf8(output).trimmed();
    const QString prefix = QStringLiteral("listening on ");
    return line.startsWith(prefix) ? line.mid(prefix.size()) : QString();
}

QJsonObject RunResumeKillTest::simulatorStatistics() {
    QNetworkReply* reply =
        m_network.get(QNetworkRequest(QUrl(m_endpoint + QStringLiteral("/stats"))));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished() && !finished.wait(10000)) {
        return {};
    }
    const QJsonObject json = QJsonDocument::fromJson(reply->readAll()).object();
    reply->deleteLater();
    return json;
}

QStringList RunResumeKillTest::runArguments(const QString& project, int batchesAhead) const {
    return {QStringLiteral("run"),
            QStringLiteral("--project"),
            project,
            QStringLiteral("--judge"),
            QStringLiteral("openai"),
            QStringLiteral("--endpoint"),
            m_endpoint,
            QStringLiteral("--judge-model"),
            QStringLiteral("sim"),
            QStringLiteral("--concurrency"),
            QStringLiteral("4"),
            QStringLiteral("--strategy"),
            QStringLiteral("epsilon"),
            QStringLiteral("--batch"),
            QStringLiteral("6"),
            QStringLiteral("--budget"),
            QStringLiteral("6N"),
            QStringLiteral("--seed"),
            QStringLiteral("3"),
            QStringLiteral("--progress-seconds"),
            QStringLiteral("0"),
            QStringLiteral("--batches-ahead"),
            QString::number(batchesAhead)};
}

// The simulator's answer count of every pair stored in the project ("idA|idB" by
// external ids, as the simulator names candidates).
std::map<QString, qint64> RunResumeKillTest::storedPairCounts(const QString& project,
                                                              const QJsonObject& pairs) {
    std::map<QString, qint64> counts;
    auto database = storage::ProjectDatabase::open(project);
    if (!database) {
        return counts;
    }
    const QHash<domain::CandidateId, QString> externalIds = candidateExternalIds(**database);
    for (const StoredJudgement& judgement : storedJudgements(**database)) {
        const QString key =
            externalIds.value(judgement.a) + QLatin1Char('|') + externalIds.value(judgement.b);
        counts[key] = pairs.value(key).toInteger();
    }
    return counts;
}

void RunResumeKillTest::killedRunsResumeWithoutAskingTwice_data() {
    QTest::addColumn<int>("batchesAhead");
    QTest::newRow("each batch after the one before") << 0;
    // Answers of a batch chosen ahead wait for the batch before it: a kill loses none.
    QTest::newRow("one batch ahead") << 1;
}

void RunResumeKillTest::killedRunsResumeWithoutAskingTwice() {
    QFETCH(int, batchesAhead);
    TestProjectSpec spec;
    spec.contexts = 6;
    spec.candidatesPerContext = 10;
    const QString row = QString::number(batchesAhead);
    const QString killed = m_backend.location(QStringLiteral("killed-%1.pairrank").arg(row));
    createTestProject(killed, spec);
    const QString uninterrupted =
        m_backend.copyProject(killed, QStringLiteral("uninterrupted-%1.pairrank").arg(row));
    cleanupTestCase(); // a fresh simulator per row: its counters start at zero
    m_endpoint = startSimulator(killed);
    QVERIFY2(!m_endpoint.isEmpty(), "the simulator did not start");

    // The uninterrupted reference run.
    QProcess reference;
    reference.start(QStringLiteral(PAIRRANK_CLI_PATH), runArguments(uninterrupted, batchesAhead));
    QVERIFY(reference.waitForFinished(60000));
    QVERIFY2(reference.exitCode() == 0, reference.readAllStandardError().constData());
    auto referenceDatabase = storage::ProjectDatabase::open(uninterrupted);
    QVERIFY(referenceDatabase.ok());
    const std::size_t expected = storedJudgements(**referenceDatabase).size();
    QCOMPARE(expected, std::size_t(6 * 60));

    stats::Random random(2024);
    std::vector<std::map<QString, qint64>> countsAtKill;
    int kills = 0;
    bool completed = false;
    for (int attempt = 0; attempt < 60 && !completed; ++attempt) {
        QProcess cli;
        cli.setProcessChannelMode(QProcess::SeparateChannels);
        cli.start(QStringLiteral(PAIRRANK_CLI_PATH), runArguments(killed, batchesAhead));
        QVERIFY(cli.waitForStarted(10000));
        if (kills < kKills) {
            // Kill after a random number (1–4) of progress lines: somewhere in the run.
            const int lines = 1 + static_cast<int>(random.uniformInt(4));
            int seen = 0;
            QByteArray output;
            while (seen < lines && cli.state() == QProcess::Running &&
                   cli.waitForReadyRead(10000)) {
                output += cli.readAllStandardOutput();
                seen = static_cast<int>(output.count("progress:"));
            }
            if (cli.state() == QProcess::Running) {
                cli.kill(); // SIGKILL
                cli.waitForFinished(10000);
                ++kills;
                const QJsonObject pairs =
                    simulatorStatistics().value(QStringLiteral("pairs")).toObject();
                countsAtKill.push_back(storedPairCounts(killed, pairs));
                continue;
            }
        }
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        completed = true;
    }
    QVERIFY(completed);
    QVERIFY2(kills >= 10, qPrintable(QStringLiteral("only %1 kills").arg(kills)));

    auto database = storage::ProjectDatabase::open(killed);
    QVERIFY(database.ok());
    const auto judgements = storedJudgements(**database);
    QCOMPARE(judgements.size(), expected);
    QCOMPARE(duplicateRequestHashes(judgements), 0);
    // A pair stored before a kill was never asked again afterwards.
    const QJsonObject pairsAtEnd = simulatorStatistics().value(QStringLiteral("pairs")).toObject();
    std::size_t pairsChecked = 0;
    for (const auto& counts : countsAtKill) {
        for (const auto& [pair, count] : counts) {
            // A stored pair was asked at least once: a key the simulator never saw
            // would compare 0 with 0 and prove nothing.
            QVERIFY2(count > 0, qPrintable(pair));
            ++pairsChecked;
            QVERIFY2(pairsAtEnd.value(pair).toInteger() == count,
                     qPrintable(QStringLiteral("%1 asked %2 times after being stored")
                                    .arg(pair)
                                    .arg(pairsAtEnd.value(pair).toInteger() - count)));
        }
    }
    QVERIFY(pairsChecked > 0);
}

QTEST_GUILESS_MAIN(RunResumeKillTest)
#include "test_run_resume_kill.moc"
