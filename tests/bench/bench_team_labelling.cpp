// A team labelling a server project while a run stores judgements into it:
// N annotator processes (`pairrank-cli annotate --auto`, each its own login of
// the annotator role) for S seconds against a throw-away PostgreSQL server.
// Prints labels per second, the latency of storing a label (median, p99, max:
// from the call until its transaction committed), the run's judgements, and
// whether every acknowledged label was stored exactly once.
//   bench_team_labelling [--annotators 20] [--seconds 60] [--overlap 10]
#include "bench_arguments.h"
#include "cli/team_driver.h"
#include "core/stats/kernel_density.h"

#include <QCoreApplication>

#include <cstdio>

using pairrank::bench::optionValue;
using pairrank::testing::TeamDriver;

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    TeamDriver::Size size;
    size.annotators =
        optionValue(arguments, QStringLiteral("--annotators"), QStringLiteral("20")).toInt();
    size.overlapPercent =
        optionValue(arguments, QStringLiteral("--overlap"), QStringLiteral("10")).toInt();
    const double seconds =
        optionValue(arguments, QStringLiteral("--seconds"), QStringLiteral("60")).toDouble();
    QString error;
    auto driver = TeamDriver::prepare(size, &error);
    if (!driver) {
        std::fprintf(stderr, "bench_team_labelling: %s\n", qPrintable(error));
        return 1;
    }
    if (!driver->startRun(seconds, &error)) {
        std::fprintf(stderr, "bench_team_labelling: %s\n", qPrintable(error));
        return 1;
    }
    for (int index = 0; index < size.annotators; ++index) {
        if (!driver->startAnnotator(index, seconds, &error)) {
            std::fprintf(stderr, "bench_team_labelling: %s\n", qPrintable(error));
            return 1;
        }
    }
    driver->waitForAll(static_cast<int>(seconds * 1000) + 300000);
    const auto check = driver->check();
    std::vector<double> latencies = driver->latencies();
    const auto quantile = [&latencies](double probability) {
        return latencies.empty() ? 0.0 : pairrank::stats::sampleQuantile(latencies, probability);
    };
    std::printf("annotators %d, %.0f s, overlap %d %%, run exit %d\n", size.annotators, seconds,
                size.overlapPercent, driver->runExitCode());
    std::printf("labels acknowledged  %lld (%.1f labels/s)\n",
                static_cast<long long>(check.acknowledged),
                static_cast<double>(check.acknowledged) / seconds);
    std::printf("store latency ms     median %.1f, p99 %.1f, max %.1f\n", quantile(0.5),
                quantile(0.99), quantile(1.0));
    std::printf("judgements stored    %lld (%.1f/s)\n", static_cast<long long>(check.judgements),
                static_cast<double>(check.judgements) / seconds);
    std::printf("exactly once         missing %lld, duplicated %lld, stored %lld\n",
                static_cast<long long>(check.missing), static_cast<long long>(check.duplicated),
                static_cast<long long>(check.labels));
    std::printf("pairs labelled twice overlap %lld, outside the overlap %lld\n",
                static_cast<long long>(check.overlapPairsLabelledTwice),
                static_cast<long long>(check.nonOverlapPairsLabelledTwice));
    std::printf("agreement table      %d rows, %d shared pairs\n", check.agreementRows,
                check.agreementSharedPairs);
    if (!check.error.isEmpty()) {
        std::fprintf(stderr, "bench_team_labelling: %s\n", qPrintable(check.error));
        return 1;
    }
    return check.missing == 0 && check.duplicated == 0 && check.nonOverlapPairsLabelledTwice == 0
               ? 0
               : 1;
}
