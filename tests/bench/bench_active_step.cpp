// bench_active_step: what one step of active ranking costs as N grows, and what the
// amortised incremental scheme (incremental_posterior.h) buys against exact refits.
//
//   bench_active_step [--quick]
//
// Prints, for N = 16, 100, 1,000, 3,000 (--quick: 16, 100, 300): PoE-BT fit time from
// scratch and warm-started after one more comparison, the Laplace covariance from
// scratch (Hessian, Cholesky, inverse) and by one Sherman–Morrison update, one
// selection step over all pairs and a batch of 100. Then, at N = 1,000, the amortised
// active step and Spearman-vs-comparisons curves, and the peak resident memory.
// Figures are medians over repeats; a benchmark never fails on speed.
#include "core/stats/incremental_posterior.h"
#include "core/stats/metrics.h"
#include "core/stats/pair_observations.h"
#include "core/stats/pair_selection.h"
#include "core/stats/poe_newton.h"
#include "core/stats/poe_objective.h"
#include "core/stats/random.h"
#include "core/stats/scoring_model.h"
#include "core/stats/sherman_morrison.h"
#include "core/stats/simulated_judge.h"
#include "simulated_comparisons.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <thread>
#include <vector>

using namespace pairrank::stats;

namespace {

// CPU time of this (the only) thread: the machine is shared, and wall time would
// count the time other processes held the cores.
struct Clock {
    using time_point = double;
    static double now() {
        timespec time{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
        return static_cast<double>(time.tv_sec) * 1e3 + static_cast<double>(time.tv_nsec) / 1e6;
    }
};

double millisecondsSince(double start) {
    return Clock::now() - start;
}

// Median wall time of `repeats` runs of `work`, in milliseconds.
double medianMilliseconds(int repeats, const std::function<void()>& work) {
    std::vector<double> times;
    for (int repeat = 0; repeat < repeats; ++repeat) {
        const auto start = Clock::now();
        work();
        times.push_back(millisecondsSince(start));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

template <typename T> T orDie(Result<T> result, const char* what) {
    if (!result.ok()) {
        std::fprintf(stderr, "bench_active_step: %s: %s\n", what, result.error().message.c_str());
        std::exit(1);
    }
    return std::move(result).value();
}

void orDie(const Status& status, const char* what) {
    if (!status.ok()) {
        std::fprintf(stderr, "bench_active_step: %s: %s\n", what, status.message().c_str());
        std::exit(1);
    }
}

void printMachine() {
    std::string model = "unknown";
    std::ifstream cpuinfo("/proc/cpuinfo");
    for (std::string line; std::getline(cpuinfo, line);) {
        if (line.rfind("model name", 0) == 0) {
            model = line.substr(line.find(':') + 2);
            break;
        }
    }
    std::printf("machine: %u hardware threads (nproc), CPU: %s\n",
                std::thread::hardware_concurrency(), model.c_str());
    std::printf("build: Eigen %d.%d.%d, single-threaded, no -march (portable SSE2)\n",
                EIGEN_WORLD_VERSION, EIGEN_MAJOR_VERSION, EIGEN_MINOR_VERSION);
    std::ifstream loadAverage("/proc/loadavg");
    std::string load;
    std::getline(loadAverage, load);
    std::printf("load average at start (the cores are shared): %s\n", load.c_str());
    std::printf(
        "times are CPU time of the benchmark thread (clock_gettime CLOCK_THREAD_CPUTIME_ID)\n");
}

SimulatedJudge makeJudge(int n, std::uint64_t seed) {
    SimulatedJudgeSettings settings;
    settings.agreement = 0.9;
    settings.noise = 0.5;
    return orDie(SimulatedJudge::createWithRandomTruth(n, settings, seed), "judge");
}

// Repeated judgements of one ordered pair become one weighted comparison (exact, see
// pair_observations.h), so the fit sees distinct pairs only.
std::vector<Comparison> collapsed(std::span<const Comparison> comparisons) {
    std::vector<Comparison> result;
    for (const PairObservation& pair : collapsePairs(comparisons)) {
        result.push_back({pair.a, pair.b, pair.probability, pair.weight});
    }
    return result;
}

std::vector<OrderedPair> pairsOf(std::span<const Comparison> comparisons) {
    std::vector<OrderedPair> pairs;
    pairs.reserve(comparisons.size());
    for (const Comparison& comparison : comparisons) {
        pairs.push_back({comparison.a, comparison.b});
    }
    return pairs;
}

double spearmanAgainstTruth(const SimulatedJudge& judge, const Vector& scores) {
    const auto value = spearmanCorrelation(judge.trueScores(),
                                           std::span<const double>(scores.data(), scores.size()));
    return value.ok() ? *value : 0.0;
}

SelectionOptions reorderOptions(int batchSize) {
    SelectionOptions options;
    options.strategy = SelectionStrategy::Reorder;
    options.batchSize = batchSize;
    return options; // the soft BT expert: PoE-BT's
}

void benchmarkSize(int n, bool quick) {
    const int repeats = n <= 100 ? 50 : (n <= 300 ? 10 : (n <= 1000 ? 3 : 1));
    Random random(1000 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n, 7 + static_cast<std::uint64_t>(n));
    std::vector<Comparison> comparisons =
        pairrank::bench::chainThenRandomPairs(judge, 3 * n, random);
    const ModelSpec model = orDie(ModelSpec::parse("poe-bt"), "model");
    FitOptions fitOptions;
    fitOptions.computeCovariance = false;

    std::vector<Comparison> distinct = collapsed(comparisons);
    FitResult fit;
    const double scratchFit = medianMilliseconds(repeats, [&] {
        fit = orDie(fitModel(model, distinct, n, fitOptions), "fit from scratch");
    });
    const OrderedPair extraPair = pairrank::bench::randomPair(n, random);
    comparisons.push_back(pairrank::bench::answer(judge, extraPair.a, extraPair.b));
    distinct = collapsed(comparisons);
    FitOptions warmOptions = fitOptions;
    warmOptions.warmStart = fit.scores;
    FitResult warmFit;
    const double warmFitTime = medianMilliseconds(
        repeats, [&] { warmFit = orDie(fitModel(model, distinct, n, warmOptions), "warm fit"); });

    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    orDie(objective.add(distinct), "objective");
    NewtonOptions atMap;
    atMap.warmStart = warmFit.scores;
    atMap.computeCovariance = true;
    // The previous covariance is released before each repetition, so that the peak
    // resident memory reports what the engine needs, not the benchmark's copies.
    Matrix covariance;
    const double exactCovariance = medianMilliseconds(repeats, [&] {
        covariance = Matrix();
        covariance = *orDie(maximisePosterior(objective, atMap), "covariance").covariance;
    });

    const std::vector<OrderedPair> asked = pairsOf(comparisons);
    const SelectionState state{n, asked, {}};
    const PosteriorView posterior{warmFit.scores, covariance, 0.0};
    const double selectOne = medianMilliseconds(std::max(repeats, 5), [&] {
        orDie(selectPairs(state, reorderOptions(1), posterior), "select");
    });
    const double selectBatch = medianMilliseconds(std::max(1, repeats / 2), [&] {
        orDie(selectPairs(state, reorderOptions(100), posterior), "select batch");
    });
    // Timed last because it changes the covariance in place.
    const double rankOne = medianMilliseconds(std::max(repeats, 5), [&] {
        orDie(addPairPrecision(covariance, extraPair.a, extraPair.b, 0.2), "rank-one update");
    });
    std::printf("%6d %7zu %12.3f %12.3f %8.3f %14.3f %12.4f %8.5f %12.3f %12.2f\n", n,
                distinct.size(), scratchFit, warmFitTime, warmFitTime / scratchFit, exactCovariance,
                rankOne, rankOne / exactCovariance, selectOne, selectBatch);
    (void)quick;
}

struct SchemeResult {
    std::vector<int> comparisons;
    std::vector<double> spearman;
    double selectMilliseconds = 0;
    double updateMilliseconds = 0;
    int steps = 0;
    int exactRefits = 0;
    int driftRefits = 0;
};

// Active ranking with reorder selection (batch 1) from a chain: the judge answers each
// chosen pair and the posterior takes it in; Spearman against the truth every `every`.
SchemeResult runScheme(const SimulatedJudge& judge, int steps, int every,
                       const IncrementalPosteriorOptions& options, SelectionStrategy strategy) {
    const int n = judge.candidateCount();
    Random random(99);
    std::vector<Comparison> comparisons = pairrank::bench::chainThenRandomPairs(judge, 0, random);
    IncrementalPosterior posterior =
        orDie(IncrementalPosterior::create(ExpertSpec{}, n, comparisons, options),
              "incremental posterior");
    std::vector<OrderedPair> asked = pairsOf(comparisons);
    SchemeResult result;
    result.comparisons.push_back(static_cast<int>(comparisons.size()));
    result.spearman.push_back(spearmanAgainstTruth(judge, posterior.scores()));
    Random selectionRandom(5);
    for (int step = 1; step <= steps; ++step) {
        const auto selectStart = Clock::now();
        SelectionOptions selection = reorderOptions(1);
        selection.strategy = strategy;
        const SelectionState state{n, asked, {}};
        const SelectionResult chosen =
            isInformativeStrategy(strategy)
                ? orDie(selectPairs(state, selection,
                                    PosteriorView{posterior.scores(), posterior.covariance(),
                                                  posterior.homeAdvantage()}),
                        "select")
                : orDie(selectPairs(state, selection, selectionRandom), "select");
        result.selectMilliseconds += millisecondsSince(selectStart);
        if (chosen.pairs.empty()) {
            break;
        }
        const OrderedPair pair = chosen.pairs.front();
        asked.push_back(pair);
        const Comparison answer = pairrank::bench::answer(judge, pair.a, pair.b);
        const auto updateStart = Clock::now();
        orDie(posterior.add(answer), "add");
        result.updateMilliseconds += millisecondsSince(updateStart);
        result.steps = step;
        if (step % every == 0) {
            result.comparisons.push_back(static_cast<int>(asked.size()));
            result.spearman.push_back(spearmanAgainstTruth(judge, posterior.scores()));
        }
    }
    result.exactRefits = posterior.exactRefitCount();
    result.driftRefits = posterior.driftRefitCount();
    return result;
}

// The mean curve and summed costs of runs with the same checkpoints.
SchemeResult averaged(const std::vector<SchemeResult>& runs) {
    SchemeResult mean = runs.front();
    for (std::size_t row = 0; row < mean.spearman.size(); ++row) {
        double sum = 0.0;
        for (const SchemeResult& run : runs) {
            sum += run.spearman[row];
        }
        mean.spearman[row] = sum / static_cast<double>(runs.size());
    }
    for (std::size_t index = 1; index < runs.size(); ++index) {
        mean.selectMilliseconds += runs[index].selectMilliseconds;
        mean.updateMilliseconds += runs[index].updateMilliseconds;
        mean.steps += runs[index].steps;
        mean.exactRefits += runs[index].exactRefits;
        mean.driftRefits += runs[index].driftRefits;
    }
    return mean;
}

void printSchemeCost(const char* name, const SchemeResult& result) {
    const double steps = std::max(1, result.steps);
    std::printf("  %-34s %6d steps: select %.3f ms + update %.3f ms = %.3f ms/step (exact refits "
                "%d, by drift %d)\n",
                name, result.steps, result.selectMilliseconds / steps,
                result.updateMilliseconds / steps,
                (result.selectMilliseconds + result.updateMilliseconds) / steps, result.exactRefits,
                result.driftRefits);
}

void printCurves(const std::vector<std::pair<const char*, SchemeResult>>& schemes) {
    std::printf("  %11s", "comparisons");
    for (const auto& scheme : schemes) {
        std::printf(" %22s", scheme.first);
    }
    std::printf("\n");
    for (std::size_t row = 0; row < schemes.front().second.comparisons.size(); ++row) {
        std::printf("  %11d", schemes.front().second.comparisons[row]);
        for (const auto& scheme : schemes) {
            if (row < scheme.second.spearman.size()) {
                std::printf(" %22.4f", scheme.second.spearman[row]);
            } else {
                std::printf(" %22s", "-");
            }
        }
        std::printf("\n");
    }
}

} // namespace

int main(int argc, char* argv[]) {
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    if (argc > 2 || (argc == 2 && !quick)) {
        std::fprintf(stderr, "usage: bench_active_step [--quick]\n");
        return 2;
    }
    printMachine();
    std::printf(
        "state per N: a chain along a random permutation + 3N random comparisons from a simulated "
        "judge\n"
        "(agreement 0.9, noise 0.5), collapsed to distinct ordered pairs; PoE-BT, unit prior; "
        "reorder selection.\n"
        "times in ms (median of repeats); warm = warm-started fit after one more comparison;\n"
        "covariance = Hessian + Cholesky + inverse at the MAP; rank-one = one Sherman-Morrison "
        "update\n\n");
    std::printf("%6s %7s %12s %12s %8s %14s %12s %8s %12s %12s\n", "N", "pairs", "fit scratch",
                "fit warm", "warm/scr", "cov. exact", "cov. rank-1", "r1/exact", "select 1",
                "batch 100");
    const std::vector<int> sizes =
        quick ? std::vector<int>{16, 100, 300} : std::vector<int>{16, 100, 1000, 3000};
    for (const int n : sizes) {
        benchmarkSize(n, quick);
        std::fflush(stdout);
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("\npeak resident memory after N = %d: %.1f MB (getrusage ru_maxrss)\n",
                sizes.back(), static_cast<double>(usage.ru_maxrss) / 1024.0);

    // The amortised active step at N = 1,000 (--quick: 300).
    const int activeN = quick ? 300 : 1000;
    const int activeSteps = quick ? 300 : 3000;
    const SimulatedJudge activeJudge = makeJudge(activeN, 4242);
    IncrementalPosteriorOptions amortised;
    amortised.exactRefitInterval = activeN;
    std::printf("\namortised active step at N = %d, from a chain, %d steps of: reorder selection "
                "over all %d unordered\n"
                "pairs (batch 1) + incremental update (up to %d quasi-Newton steps, "
                "Sherman-Morrison\n"
                "re-linearisation at curvature tolerance %.2f, exact refit every %d comparisons "
                "or when the Newton\n"
                "decrement exceeds %.2f):\n",
                activeN, activeSteps, activeN * (activeN - 1) / 2, amortised.quasiNewtonSteps,
                amortised.curvatureTolerance, amortised.exactRefitInterval,
                amortised.driftTolerance);
    const SchemeResult incremental = runScheme(activeJudge, activeSteps, activeSteps / 10,
                                               amortised, SelectionStrategy::Reorder);
    printSchemeCost("incremental", incremental);
    IncrementalPosteriorOptions exactOptions;
    exactOptions.exactEveryStep = true;
    const int exactSteps = quick ? 10 : 5;
    const SchemeResult exactSample =
        runScheme(activeJudge, exactSteps, exactSteps, exactOptions, SelectionStrategy::Reorder);
    printSchemeCost("exact refit + inverse every step", exactSample);
    const double incrementalStep =
        (incremental.selectMilliseconds + incremental.updateMilliseconds) /
        std::max(1, incremental.steps);
    const double exactStep = (exactSample.selectMilliseconds + exactSample.updateMilliseconds) /
                             std::max(1, exactSample.steps);
    std::printf("  ratio exact/incremental per step: %.1f\n", exactStep / incrementalStep);
    std::printf("\nSpearman against the true scores, N = %d (incremental only: exact every step is "
                "too slow here)\n",
                activeN);
    const SchemeResult randomAtN =
        runScheme(activeJudge, activeSteps, activeSteps / 10, amortised, SelectionStrategy::Random);
    printCurves({{"reorder incremental", incremental}, {"random incremental", randomAtN}});

    // Sample efficiency of the two schemes side by side at a size where exact is affordable,
    // averaged over judges (each repetition its own truth, judge noise and chain).
    const int curveN = quick ? 50 : 200;
    const int curveSteps = quick ? 200 : 1000;
    const int curveRepetitions = quick ? 2 : 4;
    IncrementalPosteriorOptions curveAmortised;
    curveAmortised.exactRefitInterval = curveN;
    std::printf("\nSpearman against the true scores, N = %d, mean of %d judges, chain start, "
                "reorder selection\n"
                "(incremental: exact refit every %d comparisons or on drift; exact: refit + "
                "inverse every step):\n",
                curveN, curveRepetitions, curveN);
    std::vector<SchemeResult> incrementalRuns;
    std::vector<SchemeResult> exactRuns;
    std::vector<SchemeResult> randomRuns;
    for (int repetition = 0; repetition < curveRepetitions; ++repetition) {
        const SimulatedJudge curveJudge =
            makeJudge(curveN, 777 + static_cast<std::uint64_t>(repetition));
        incrementalRuns.push_back(runScheme(curveJudge, curveSteps, curveSteps / 10, curveAmortised,
                                            SelectionStrategy::Reorder));
        exactRuns.push_back(runScheme(curveJudge, curveSteps, curveSteps / 10, exactOptions,
                                      SelectionStrategy::Reorder));
        randomRuns.push_back(runScheme(curveJudge, curveSteps, curveSteps / 10, curveAmortised,
                                       SelectionStrategy::Random));
    }
    const SchemeResult curveIncremental = averaged(incrementalRuns);
    const SchemeResult curveExact = averaged(exactRuns);
    printCurves({{"reorder incremental", curveIncremental},
                 {"reorder exact", curveExact},
                 {"random incremental", averaged(randomRuns)}});
    printSchemeCost("incremental", curveIncremental);
    printSchemeCost("exact every step", curveExact);
    return 0;
}
