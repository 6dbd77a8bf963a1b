// bench_context_engine: the engine of a run (core/run) on one pool without the
// judge's network: the in-process simulated judge answers every pair at once, so
// every second measured is the engine's own. Splits the time of a run into its
// phases — selection, storing the answers in the model, refit, snapshot — per batch,
// the figures behind bench_run's "engine time".
//
//   bench_context_engine [--candidates N] [--budget K] [--batch B] [--strategy S]
//                        [--model M] [--seed X]
//
// Times are the CPU time of this thread; a benchmark never fails on speed.
#include "bench_arguments.h"
#include "core/run/context_state.h"
#include "core/stats/metrics.h"
#include "core/stats/simulated_judge.h"
#include "run/pool_context_setup.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace pairrank;

namespace {

double threadMilliseconds() {
    timespec time{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return static_cast<double>(time.tv_sec) * 1e3 + static_cast<double>(time.tv_nsec) / 1e6;
}

struct PhaseTimes {
    double select = 0.0;
    double record = 0.0;
    double refit = 0.0;
    double snapshot = 0.0;
    double total() const { return select + record + refit + snapshot; }
};

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int candidates =
        bench::optionValue(arguments, QStringLiteral("--candidates"), QStringLiteral("1000"))
            .toInt();
    const qint64 budget = bench::optionValue(arguments, QStringLiteral("--budget"),
                                             QString::number(10LL * candidates))
                              .toLongLong();
    const int batch =
        bench::optionValue(arguments, QStringLiteral("--batch"), QStringLiteral("100")).toInt();
    const QString strategyName =
        bench::optionValue(arguments, QStringLiteral("--strategy"), QStringLiteral("epsilon"));
    const QString modelName =
        bench::optionValue(arguments, QStringLiteral("--model"), QStringLiteral("poe-bt"));
    const quint64 seed =
        bench::optionValue(arguments, QStringLiteral("--seed"), QStringLiteral("1")).toULongLong();

    auto strategy = stats::parseSelectionStrategy(strategyName.toStdString());
    auto choice = analysis::ModelChoice::from(modelName, analysis::HomeAdvantageSetting::None, 1.0);
    stats::SimulatedJudgeSettings judgeSettings;
    judgeSettings.agreement = 0.8;
    judgeSettings.noise = 1.0;
    auto judge = stats::SimulatedJudge::createWithRandomTruth(candidates, judgeSettings, seed);
    if (!strategy || !choice || !judge || candidates < 2 || batch < 1) {
        std::fprintf(stderr, "bench_context_engine: bad options\n");
        return 2;
    }

    run::ContextSetup setup = run::testing::poolContextSetup(candidates, budget);
    setup.criterion.name = QStringLiteral("truth"); // Spearman against the judge's truth
    for (qsizetype index = 0; index < setup.candidates.size(); ++index) {
        setup.candidates[index].referenceScores.insert(
            setup.criterion.name, judge->trueScores()[static_cast<std::size_t>(index)]);
    }
    run::SelectionPolicy policy;
    policy.strategy = *strategy;
    policy.batchSize = batch;
    policy.seed = seed;
    run::ContextState context(std::move(setup), *choice, policy);

    PhaseTimes times;
    qint64 batches = 0;
    double largestBatch = 0.0;
    int slowRefits = 0; // exact refits (O(N³)) show as refits above 50 ms at N = 1,000
    double slowRefitMilliseconds = 0.0;
    if (pairrank::Status status = context.refresh(); !status) {
        std::fprintf(stderr, "%s\n", qPrintable(status.message()));
        return 1;
    }
    while (!context.isDone()) {
        const double batchStart = threadMilliseconds();
        double start = batchStart;
        auto proposed = context.proposeBatch();
        if (!proposed) {
            std::fprintf(stderr, "%s\n", qPrintable(proposed.error().message));
            return 1;
        }
        times.select += threadMilliseconds() - start;
        if (proposed->empty() && context.pendingCount() == 0 && !context.isDone()) {
            break;
        }
        for (const stats::OrderedPair& pair : *proposed) {
            auto judged = judge->judge(pair.a, pair.b);
            start = threadMilliseconds();
            context.resolve(pair, judged->p);
            times.record += threadMilliseconds() - start;
        }
        start = threadMilliseconds();
        if (pairrank::Status status = context.refresh(); !status) {
            std::fprintf(stderr, "%s\n", qPrintable(status.message()));
            return 1;
        }
        const double refitMilliseconds = threadMilliseconds() - start;
        times.refit += refitMilliseconds;
        if (refitMilliseconds > 50.0) {
            ++slowRefits;
            slowRefitMilliseconds += refitMilliseconds;
        }
        start = threadMilliseconds();
        const run::ContextSnapshot snapshot = context.snapshot();
        times.snapshot += threadMilliseconds() - start;
        largestBatch = std::max(largestBatch, threadMilliseconds() - batchStart);
        ++batches;
    }
    const run::ContextSnapshot last = context.snapshot();

    std::printf("bench_context_engine: N = %d, budget %lld, batches of %d, %s, %s, in-process "
                "simulated judge (agreement 0.8, noise 1)\n",
                candidates, static_cast<long long>(budget), batch, qPrintable(strategyName),
                qPrintable(modelName));
    std::printf("  %lld batches, %lld comparisons, Spearman vs truth %.3f\n",
                static_cast<long long>(batches), static_cast<long long>(context.comparisons()),
                last.spearman.value_or(0.0));
    const auto line = [&](const char* name, double milliseconds) {
        std::printf("  %-22s %9.1f ms  %7.2f ms per batch  %5.1f %%\n", name, milliseconds,
                    milliseconds / std::max<qint64>(1, batches),
                    100.0 * milliseconds / std::max(1e-9, times.total()));
    };
    line("selection", times.select);
    line("recording answers", times.record);
    line("refit", times.refit);
    line("snapshot", times.snapshot);
    line("engine total", times.total());
    std::printf("  refits above 50 ms     %9d (%.1f ms)\n", slowRefits, slowRefitMilliseconds);
    std::printf("  slowest batch          %9.1f ms\n", largestBatch);
    return 0;
}
