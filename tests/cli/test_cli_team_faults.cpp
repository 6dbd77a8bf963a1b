// Faults while a team labels a server project and a run goes on: annotators
// killed with SIGKILL at random moments (after a random number of their labels
// were acknowledged), then the server itself stopped as by a power cut
// (pg_ctl stop -m immediate) in the middle of the run and of the labelling, and
// started again. Afterwards: every acknowledged label and judgement is there
// once, nothing is duplicated, the run resumes and finishes its session, and
// the leases the killed annotators held expire and give their pairs back.
#include "storage/pair_lease_store.h"
#include "storage/project_database.h"
#include "team_driver.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTest>

using pairrank::testing::TeamDriver;
using namespace pairrank;

namespace {

qint64 countRows(storage::ProjectDatabase& database, const QString& sql) {
    QSqlQuery query = database.query();
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

} // namespace

class CliTeamFaultsTest : public QObject {
    Q_OBJECT

private slots:
    void killedAnnotatorsAndAStoppedServerLoseAndDuplicateNothing() {
        QString error;
        TeamDriver::Size size;
        size.annotators = 8;
        size.contexts = 20;
        size.candidatesPerContext = 30;
        auto driver = TeamDriver::prepare(size, &error);
        QVERIFY2(driver, qPrintable(error));
        constexpr double kLeaseSeconds = 3;
        QVERIFY2(driver->startRun(120, &error), qPrintable(error));
        for (int index = 0; index < size.annotators; ++index) {
            QVERIFY2(driver->startAnnotator(index, 120, &error, kLeaseSeconds), qPrintable(error));
        }
        // Three annotators killed, each after a random number of its labels.
        QRandomGenerator random(20261126);
        const QList<int> killed{1, 4, 6};
        for (const int index : killed) {
            const int labels = 1 + static_cast<int>(random.bounded(40));
            QVERIFY2(driver->waitForAcknowledgements(index, labels, 60000),
                     qPrintable(driver->processReport()));
            driver->killAnnotator(index);
        }
        auto owner = storage::ProjectDatabase::open(driver->ownerUri());
        QVERIFY2(owner, qPrintable(owner ? QString() : owner.error().toString()));
        // The pairs the killed annotators held without a label: theirs until
        // the leases expire.
        QList<storage::PairKey> stranded;
        {
            QSqlQuery leases = (*owner)->query();
            QVERIFY(leases.exec(QStringLiteral(
                "SELECT criterion_id, context_id, candidate_low, candidate_high FROM pair_leases"
                " WHERE label_id IS NULL AND annotator IN ('annotator02', 'annotator05',"
                " 'annotator07')")));
            while (leases.next()) {
                stranded.append({leases.value(0).toLongLong(), leases.value(1).toLongLong(),
                                 leases.value(2).toLongLong(), leases.value(3).toLongLong()});
            }
        }
        QVERIFY(!stranded.isEmpty());
        // The run is storing and the others are labelling: the power goes.
        QVERIFY(driver->waitForAcknowledgements(0, 20, 60000));
        QTRY_VERIFY_WITH_TIMEOUT(
            countRows(**owner, QStringLiteral("SELECT count(*) FROM judgements")) > 200, 60000);
        owner->reset();
        QVERIFY2(driver->server().stopImmediately(), qPrintable(driver->server().log()));
        driver->waitForAll(60000);
        QVERIFY2(driver->runExitCode() != 0, "the run noticed that its server went away");
        QVERIFY2(driver->server().startAgain(), qPrintable(driver->server().log()));

        owner = storage::ProjectDatabase::open(driver->ownerUri());
        QVERIFY2(owner, qPrintable(owner ? QString() : owner.error().toString()));
        const qint64 judgementsBefore =
            countRows(**owner, QStringLiteral("SELECT count(*) FROM judgements"));
        const auto afterCrash = driver->check();
        QVERIFY2(afterCrash.error.isEmpty(), qPrintable(afterCrash.error));
        QCOMPARE(afterCrash.missing, 0);
        QCOMPARE(afterCrash.duplicated, 0);
        QCOMPARE(afterCrash.duplicatedJudgements, 0);

        // Everyone comes back; the same run command resumes the run.
        QVERIFY2(driver->startRun(10, &error), qPrintable(error));
        for (int index = 0; index < size.annotators; ++index) {
            QVERIFY2(driver->startAnnotator(index, 10, &error, kLeaseSeconds), qPrintable(error));
        }
        driver->waitForAll(120000);
        QVERIFY2(driver->runExitCode() == 0, qPrintable(driver->processReport()));
        QVERIFY(countRows(**owner, QStringLiteral("SELECT count(*) FROM judgements")) >
                judgementsBefore);
        QCOMPARE(countRows(**owner, QStringLiteral("SELECT count(*) FROM runs")), 1);

        const auto check = driver->check();
        QVERIFY2(check.error.isEmpty(), qPrintable(check.error));
        QVERIFY(check.acknowledged > afterCrash.acknowledged);
        QCOMPARE(check.missing, 0);
        QCOMPARE(check.duplicated, 0);
        QCOMPARE(check.nonOverlapPairsLabelledTwice, 0);
        QCOMPARE(check.duplicatedJudgements, 0);

        // Leases run on the server's clock: once the stranded ones expired
        // (a few seconds), another annotator may lease their pairs.
        const auto overlap = storage::readAnnotationOverlapPercent(**owner);
        QVERIFY(overlap.ok());
        QTRY_COMPARE_WITH_TIMEOUT(
            countRows(**owner, QStringLiteral("SELECT count(*) FROM pair_leases WHERE label_id IS"
                                              " NULL AND expires_ms > %1")
                                   .arg(storage::sql_dialect::currentTimeMillisecondsExpression(
                                       storage::Backend::Postgresql))),
            0, 30000);
        int returned = 0;
        int labelledByOthers = 0;
        const storage::Status leased = (*owner)->transaction([&]() -> storage::Status {
            for (const storage::PairKey& key : std::as_const(stranded)) {
                const auto outcome = storage::acquirePairLease(
                    **owner, QStringLiteral("newcomer"), key, std::chrono::seconds(60), *overlap);
                if (!outcome) {
                    return outcome.error();
                }
                if (*outcome == storage::LeaseOutcome::Leased) {
                    ++returned;
                } else if (countRows(**owner, QStringLiteral("SELECT count(*) FROM pair_leases"
                                                             " WHERE criterion_id = %1 AND"
                                                             " context_id = %2 AND candidate_low"
                                                             " = %3 AND candidate_high = %4 AND"
                                                             " label_id IS NOT NULL")
                                                  .arg(key.criterionId)
                                                  .arg(key.contextId)
                                                  .arg(key.low)
                                                  .arg(key.high)) > 0) {
                    ++labelledByOthers; // rightly not returned: someone labelled it meanwhile
                }
            }
            return {};
        });
        QVERIFY2(leased, qPrintable(leased ? QString() : leased.error().toString()));
        // No stranded pair stays blocked by the expired lease of a killed annotator.
        QVERIFY2(returned + labelledByOthers == stranded.size(),
                 qPrintable(QStringLiteral("%1 stranded pairs: %2 returned, %3 labelled by others")
                                .arg(stranded.size())
                                .arg(returned)
                                .arg(labelledByOthers)));
        qInfo("%lld labels acknowledged, %d pairs stranded by killed annotators (%d returned), "
              "%lld judgements before the restart and more after",
              static_cast<long long>(check.acknowledged), static_cast<int>(stranded.size()),
              returned, static_cast<long long>(judgementsBefore));
    }
};

QTEST_GUILESS_MAIN(CliTeamFaultsTest)
#include "test_cli_team_faults.moc"
