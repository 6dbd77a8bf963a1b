// Routing pairs between an LLM judge and people, simulated (core/stats/routing_simulation.h):
// one pool, one total budget spent three ways — the judge alone, a share on people with
// the labelled pairs drawn at random, the same share with the pairs drawn by the routing
// rule (core/stats/human_routing.h) — over several seeds. Prints the Spearman curves
// against the spend (mean ± standard error over seeds), the paired differences at the
// full budget, and for the two arms with people the calibrated win rates between the
// pool's systems: mean 95% interval width and coverage of the people's win rate.
//
//   bench_routing [--seeds 10] [--candidates 1000] [--budget 40000] [--share 0.5]
//                 [--batch 1000] [--label-weight 20] [--systems 4] [--ranking-floor 0.2]
//                 [--agreement 0.6] [--noise 2]
//                 [--threads 2] [--oracle] [--first-seed 0]
//
// The seeds are --first-seed, --first-seed + 1, … (--seeds of them): a second set of seeds
// replicates a measurement on pools, judges and people it has not seen.
// --oracle adds a fourth arm whose pairs are chosen with the truth (routing_simulation.h):
// the most any rule choosing among the judge's pairs could gain in ranking.
#include "bench_arguments.h"
#include "core/stats/active_simulation.h"
#include "core/stats/parallel_tasks.h"
#include "core/stats/routing_simulation.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdint>
#include <cstdio>
#include <mutex>
#include <vector>

using namespace pairrank;
using namespace pairrank::stats;

namespace {

constexpr int kCurvePoints = 10;

double option(const QStringList& arguments, const char* name, double fallback) {
    return bench::optionValue(arguments, QString::fromLatin1(name), QString::number(fallback))
        .toDouble();
}

void printSummary(const char* label, const std::vector<double>& values) {
    const Result<SummaryStatistics> summary = summarise(values);
    if (summary) {
        std::printf("%s %+.4f ± %.4f", label, summary->mean, summary->standardError);
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = application.arguments();
    const int seeds = static_cast<int>(option(arguments, "--seeds", 10));
    const int threads = static_cast<int>(option(arguments, "--threads", 2));
    const auto firstSeed = static_cast<std::uint64_t>(option(arguments, "--first-seed", 0));
    RoutingSimulationSettings settings;
    settings.candidateCount = static_cast<int>(option(arguments, "--candidates", 1000));
    settings.budget = option(arguments, "--budget", 40000);
    settings.peopleShare = option(arguments, "--share", 0.5);
    settings.batchSize = static_cast<int>(option(arguments, "--batch", 1000));
    settings.labelWeight = option(arguments, "--label-weight", 20);
    settings.systems = static_cast<int>(option(arguments, "--systems", 4));
    settings.routing.rankingFloor = option(arguments, "--ranking-floor", 0.2);
    settings.judge.agreement = option(arguments, "--agreement", settings.judge.agreement);
    settings.judge.noise = option(arguments, "--noise", settings.judge.noise);
    std::vector<RoutingArm> arms{RoutingArm::JudgeOnly, RoutingArm::RandomPeople,
                                 RoutingArm::Routed};
    if (arguments.contains(QStringLiteral("--oracle"))) {
        arms.push_back(RoutingArm::Oracle);
    }
    if (Status status = settings.check(); !status) {
        std::fprintf(stderr, "bench_routing: %s\n", status.error().message.c_str());
        return 2;
    }
    std::printf("pool %d candidates, %d systems; budget %.0f (judge call %.0f, label %.0f), "
                "people's share %.2f; judge agreement %.2f, noise %.1f, positional bias %.2f; "
                "people accuracy %.2f; label weight %.2f; ranking floor %.2f; batch %d; %d seeds "
                "from %llu\n",
                settings.candidateCount, settings.systems, settings.budget, settings.judgeCost,
                settings.annotator.cost, settings.peopleShare, settings.judge.agreement,
                settings.judge.noise, settings.judge.positionBias, settings.annotator.accuracy,
                settings.labelWeight, settings.routing.rankingFloor, settings.batchSize, seeds,
                static_cast<unsigned long long>(firstSeed));

    // results[arm][seed]
    std::vector<std::vector<RoutingRunResult>> results(
        arms.size(), std::vector<RoutingRunResult>(static_cast<std::size_t>(seeds)));
    std::mutex failureMutex;
    std::string failure;
    QElapsedTimer timer;
    timer.start();
    runParallelTasks(static_cast<int>(arms.size()) * seeds, threads, [&](int task) {
        const auto arm = static_cast<std::size_t>(task) % arms.size();
        const auto seed = static_cast<std::size_t>(task) / arms.size();
        RoutingSimulationSettings own = settings;
        own.seed = firstSeed + seed;
        Result<RoutingRunResult> result = simulateRouting(own, arms[arm]);
        if (!result) {
            const std::lock_guard lock(failureMutex);
            failure = result.error().message;
            return;
        }
        results[arm][seed] = std::move(*result);
    });
    if (!failure.empty()) {
        std::fprintf(stderr, "bench_routing: %s\n", failure.c_str());
        return 1;
    }
    std::printf("simulated in %.1f s\n\n", static_cast<double>(timer.elapsed()) / 1000.0);

    std::printf("Spearman against the truth by spend (mean ± se over seeds)\n%10s", "spent");
    for (const RoutingArm arm : arms) {
        std::printf("  %22s", routingArmName(arm));
    }
    std::printf("\n");
    for (int point = 1; point <= kCurvePoints; ++point) {
        const double spent = settings.budget * point / kCurvePoints;
        std::printf("%10.0f", spent);
        for (std::size_t arm = 0; arm < arms.size(); ++arm) {
            std::vector<double> values;
            for (const RoutingRunResult& result : results[arm]) {
                values.push_back(spearmanAtSpend(result.curve, spent));
            }
            const Result<SummaryStatistics> summary = summarise(values);
            std::printf("  %13.4f ± %6.4f", summary->mean, summary->standardError);
        }
        std::printf("\n");
    }

    std::printf("\nAt the full budget, paired over seeds:\n");
    std::vector<double> overJudge;
    std::vector<double> overRandom;
    for (int seed = 0; seed < seeds; ++seed) {
        const auto s = static_cast<std::size_t>(seed);
        const double routed = spearmanAtSpend(results[2][s].curve, settings.budget);
        overJudge.push_back(routed - spearmanAtSpend(results[0][s].curve, settings.budget));
        overRandom.push_back(routed - spearmanAtSpend(results[1][s].curve, settings.budget));
    }
    printSummary("  routed − judge-only   ", overJudge);
    std::printf("\n");
    printSummary("  routed − random-people", overRandom);
    std::printf("\n");
    if (arms.size() > 3) {
        std::vector<double> oracleOverRandom;
        for (int seed = 0; seed < seeds; ++seed) {
            const auto s = static_cast<std::size_t>(seed);
            oracleOverRandom.push_back(spearmanAtSpend(results[3][s].curve, settings.budget) -
                                       spearmanAtSpend(results[1][s].curve, settings.budget));
        }
        printSummary("  oracle − random-people", oracleOverRandom);
        std::printf("\n");
    }
    for (std::size_t arm = 0; arm < arms.size(); ++arm) {
        double calls = 0;
        double labels = 0;
        for (const RoutingRunResult& result : results[arm]) {
            calls += result.curve.back().judgeCalls;
            labels += result.curve.back().labels;
        }
        std::printf("  %-14s mean judge calls %.0f, labels %.1f\n", routingArmName(arms[arm]),
                    calls / seeds, labels / seeds);
    }

    std::printf("\nCalibrated win rates between systems (%d system pairs × %d seeds), 95%% "
                "intervals\n",
                settings.systems * (settings.systems - 1) / 2, seeds);
    std::vector<double> widthRatios;
    for (std::size_t arm = 1; arm < arms.size(); ++arm) {
        int covered = 0;
        int count = 0;
        double width = 0;
        double labels = 0;
        for (const RoutingRunResult& result : results[arm]) {
            for (const SystemPairWinRate& rate : result.winRates) {
                ++count;
                width += rate.estimate.upper - rate.estimate.lower;
                labels += rate.estimate.labels;
                covered += rate.truth >= rate.estimate.lower && rate.truth <= rate.estimate.upper;
            }
        }
        std::printf("  %-14s mean width %.4f, coverage %d/%d = %.3f, labels per system pair %.1f\n",
                    routingArmName(arms[arm]), count ? width / count : 0.0, covered, count,
                    count ? static_cast<double>(covered) / count : 0.0,
                    count ? labels / count : 0.0);
    }
    for (int seed = 0; seed < seeds; ++seed) {
        const auto& random = results[1][static_cast<std::size_t>(seed)].winRates;
        const auto& routed = results[2][static_cast<std::size_t>(seed)].winRates;
        for (std::size_t k = 0; k < std::min(random.size(), routed.size()); ++k) {
            const double randomWidth = random[k].estimate.upper - random[k].estimate.lower;
            if (randomWidth > 0) {
                widthRatios.push_back((routed[k].estimate.upper - routed[k].estimate.lower) /
                                      randomWidth);
            }
        }
    }
    printSummary("  width routed / random-people (per system pair and seed)", widthRatios);
    std::printf("\n");
    return 0;
}
