// Twenty annotators label one server project at once while a run stores the
// judge's answers into it (each annotator a `pairrank-cli annotate` process
// with its own login): every label a process acknowledged is stored exactly
// once, no pair outside the overlap share is labelled by two people, and the
// overlap pairs give the agreement table its numbers. Prints labels/s and the
// p99 latency of storing a label (tests/bench/bench_team_labelling measures
// them over 60 s).
#include "core/stats/kernel_density.h"
#include "team_driver.h"

#include <QTest>

using namespace pairrank;
using pairrank::testing::TeamDriver;

class CliTeamLoadTest : public QObject {
    Q_OBJECT

private slots:
    void twentyAnnotatorsAndARunShareTheServer() {
        QString error;
        auto driver = TeamDriver::prepare(TeamDriver::Size{}, &error);
        QVERIFY2(driver, qPrintable(error));
        constexpr double kSeconds = 20;
        QVERIFY2(driver->startRun(kSeconds, &error), qPrintable(error));
        for (int index = 0; index < 20; ++index) {
            QVERIFY2(driver->startAnnotator(index, kSeconds, &error), qPrintable(error));
        }
        driver->waitForAll(180000);
        QVERIFY2(driver->runExitCode() == 0, qPrintable(driver->processReport()));
        const auto check = driver->check();
        QVERIFY2(check.error.isEmpty(), qPrintable(check.error));
        QVERIFY2(check.acknowledged > 100, qPrintable(driver->processReport()));
        QCOMPARE(check.missing, 0);
        QCOMPARE(check.duplicated, 0);
        QCOMPARE(check.labels, check.acknowledged); // nothing stored that was not acknowledged
        QCOMPARE(check.nonOverlapPairsLabelledTwice, 0);
        QVERIFY(check.overlapPairsLabelledTwice > 0);
        QVERIFY(check.agreementRows > 0);
        QCOMPARE(check.agreementSharedPairs >= check.overlapPairsLabelledTwice, true);
        QVERIFY(check.judgements > 0);
        QCOMPARE(check.duplicatedJudgements, 0);
        std::vector<double> latencies = driver->latencies();
        const double p99 = stats::sampleQuantile(latencies, 0.99);
        qInfo("%lld labels by 20 annotators in %.0f s (%.1f labels/s), store p99 %.1f ms; "
              "%lld judgements; %lld overlap pairs labelled twice",
              static_cast<long long>(check.acknowledged), kSeconds,
              static_cast<double>(check.acknowledged) / kSeconds, p99,
              static_cast<long long>(check.judgements),
              static_cast<long long>(check.overlapPairsLabelledTwice));
    }
};

QTEST_GUILESS_MAIN(CliTeamLoadTest)
#include "test_cli_team_load.moc"
