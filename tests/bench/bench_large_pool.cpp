// bench_large_pool: the statistics engine on large pools — what a PoE-BT fit costs at
// N = 10,000 / 30,000 / 100,000 candidates with K = 10 N comparisons, and where the
// conjugate-gradient Newton path (poe_newton.h) overtakes the dense Cholesky one.
//
//   bench_large_pool [--sizes 10000,30000,100000] [--per-candidate 10] [--batch 1000]
//                    [--crossover 500,1000,2000,3000,5000] [--quick]
//
// For every size: a simulated judge (noise 1, positional bias 0.3) answers a chain through
// the pool (so the comparison graph is connected) and random pairs up to K; then the
// time to build the objective, the fit from scratch (Newton with conjugate gradients, δ
// fitted, no covariance), the warm refit after a batch of new comparisons, the Spearman of
// the scores with the truth, the peak resident memory of that size, and the memory the
// dense Laplace covariance would need (the engine's selection uses it today).
// Then the crossover: both Newton solvers from scratch on the same data (K = 10 N, no
// covariance), their times and the largest difference of their scores relative to the
// largest score. Then the local pair variances (local_pair_variances.h): their error against
// the exact covariance at N = 3,000 on a random graph and on a local one (each candidate
// against its neighbours in the true order, 10% random pairs: the graph an active run grows),
// and their cost for every pair of score neighbours at each size.
// --quick: sizes 2,000 and 5,000, crossover 300 and 1,000, accuracy at N = 500.
// A benchmark never fails on speed.
#include "bench_arguments.h"
#include "core/stats/local_pair_variances.h"
#include "core/stats/metrics.h"
#include "core/stats/pair_exclusions.h"
#include "core/stats/poe_newton.h"
#include "core/stats/poe_objective.h"
#include "core/stats/random.h"
#include "core/stats/simulated_judge.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string>
#include <vector>

using namespace pairrank;
using namespace pairrank::stats;

namespace {

[[noreturn]] void die(const std::string& message) {
    std::fprintf(stderr, "bench_large_pool: %s\n", message.c_str());
    std::exit(1);
}

template <typename T> T orDie(Result<T> result, const char* what) {
    if (!result) {
        die(std::string(what) + ": " + result.error().message);
    }
    return std::move(*result);
}

void orDie(const Status& status, const char* what) {
    if (!status) {
        die(std::string(what) + ": " + status.error().message);
    }
}

// A /proc/self/status field in megabytes ("VmHWM": peak resident), -1 when unknown.
double statusMegabytes(const char* field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field)) {
            return line.mid(static_cast<qsizetype>(std::strlen(field)) + 1)
                       .trimmed()
                       .split(' ')
                       .first()
                       .toDouble() /
                   1024.0;
        }
    }
    return -1;
}

void resetPeakResident() {
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly)) {
        clear.write("5"); // resets VmHWM to the current resident size
    }
}

std::vector<int> sizesOption(const QStringList& arguments, const char* name,
                             const QString& fallback) {
    std::vector<int> sizes;
    for (const QString& text : bench::optionValue(arguments, QString::fromLatin1(name), fallback)
                                   .split(QLatin1Char(','))) {
        const int size = text.toInt();
        if (size < 2) {
            die(std::string(name) + ": every size must be an integer >= 2");
        }
        sizes.push_back(size);
    }
    return sizes;
}

SimulatedJudge makeJudge(int n) {
    SimulatedJudgeSettings settings;
    settings.noise = 1.0;
    settings.positionBias = 0.3;
    return orDie(SimulatedJudge::createWithRandomTruth(n, settings, 17 + static_cast<unsigned>(n)),
                 "judge");
}

OrderedPair randomPair(int n, Random& random) {
    const int a = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
    int b = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n - 1)));
    if (b >= a) {
        ++b;
    }
    return {a, b};
}

// A chain through a random order of the pool, then random pairs up to `total`.
std::vector<Comparison> comparisonsFor(const SimulatedJudge& judge, int total, Random& random) {
    const int n = judge.candidateCount();
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int index = 0; index < n; ++index) {
        order[static_cast<std::size_t>(index)] = index;
    }
    random.shuffle(std::span<int>(order));
    std::vector<Comparison> comparisons;
    comparisons.reserve(static_cast<std::size_t>(std::max(total, n)));
    for (std::size_t index = 0; index + 1 < order.size(); ++index) {
        comparisons.push_back(orDie(judge.judge(order[index], order[index + 1]), "judge"));
    }
    while (static_cast<int>(comparisons.size()) < total) {
        const OrderedPair pair = randomPair(n, random);
        comparisons.push_back(orDie(judge.judge(pair.a, pair.b), "judge"));
    }
    return comparisons;
}

// The graph an active run grows: every candidate against its neighbours in the true order
// (up to `reach` ranks away), then random long-range pairs for a share of `total`.
std::vector<Comparison> localComparisonsFor(const SimulatedJudge& judge, int total, int reach,
                                            double longRangeShare, Random& random) {
    const int n = judge.candidateCount();
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int index = 0; index < n; ++index) {
        order[static_cast<std::size_t>(index)] = index;
    }
    const std::vector<double>& truth = judge.trueScores();
    std::sort(order.begin(), order.end(), [&](int x, int y) {
        return truth[static_cast<std::size_t>(x)] < truth[static_cast<std::size_t>(y)];
    });
    std::vector<Comparison> comparisons;
    const auto local = static_cast<int>(total * (1.0 - longRangeShare));
    while (static_cast<int>(comparisons.size()) < local) {
        const int rank = static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(n)));
        const int offset =
            1 + static_cast<int>(random.uniformInt(static_cast<std::uint64_t>(reach)));
        if (rank + offset >= n) {
            continue;
        }
        const bool flip = random.uniformInt(2) == 1;
        const int a = order[static_cast<std::size_t>(rank)];
        const int b = order[static_cast<std::size_t>(rank + offset)];
        comparisons.push_back(orDie(flip ? judge.judge(b, a) : judge.judge(a, b), "judge"));
    }
    while (static_cast<int>(comparisons.size()) < total) {
        const OrderedPair pair = randomPair(n, random);
        comparisons.push_back(orDie(judge.judge(pair.a, pair.b), "judge"));
    }
    return comparisons;
}

double secondsSince(const QElapsedTimer& timer) {
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

NewtonOptions fitOptions(NewtonLinearSolver solver) {
    NewtonOptions options;
    options.linearSolver = solver;
    options.fitHomeAdvantage = true;
    options.computeCovariance = false;
    return options;
}

double spearmanWithTruth(const SimulatedJudge& judge, const Vector& scores) {
    const Result<double> value = spearmanCorrelation(
        judge.trueScores(), std::span<const double>(scores.data(), scores.size()));
    return value ? *value : 0.0;
}

void benchmarkSize(int n, int perCandidate, int batch) {
    resetPeakResident();
    const double residentBefore = statusMegabytes("VmRSS:");
    Random random(100 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n);
    const std::vector<Comparison> comparisons = comparisonsFor(judge, perCandidate * n, random);

    QElapsedTimer timer;
    timer.start();
    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    orDie(objective.add(comparisons), "objective");
    const double buildSeconds = secondsSince(timer);

    timer.restart();
    const NewtonResult scratch =
        orDie(maximisePosterior(objective, fitOptions(NewtonLinearSolver::ConjugateGradient)),
              "fit from scratch");
    const double scratchSeconds = secondsSince(timer);

    std::vector<Comparison> more;
    more.reserve(static_cast<std::size_t>(batch));
    for (int k = 0; k < batch; ++k) {
        const OrderedPair pair = randomPair(n, random);
        more.push_back(orDie(judge.judge(pair.a, pair.b), "judge"));
    }
    timer.restart();
    orDie(objective.add(more), "objective");
    NewtonOptions warm = fitOptions(NewtonLinearSolver::ConjugateGradient);
    warm.warmStart = scratch.scores;
    warm.homeAdvantage = scratch.homeAdvantage;
    const NewtonResult refit = orDie(maximisePosterior(objective, warm), "warm refit");
    const double warmSeconds = secondsSince(timer);

    const double denseCovarianceGigabytes =
        static_cast<double>(n) * static_cast<double>(n) * 8.0 / 1e9;
    std::printf("%7d %9zu %8.3f %9.3f %5d %9.3f %5d %8.4f %7.3f %9.0f %9.0f %9.2f\n", n,
                comparisons.size() + more.size(), buildSeconds, scratchSeconds, scratch.iterations,
                warmSeconds, refit.iterations, spearmanWithTruth(judge, refit.scores),
                refit.homeAdvantage, statusMegabytes("VmHWM:"), residentBefore,
                denseCovarianceGigabytes);
    std::fflush(stdout);
}

void benchmarkCrossover(int n, int perCandidate) {
    Random random(200 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n);
    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    orDie(objective.add(comparisonsFor(judge, perCandidate * n, random)), "objective");
    QElapsedTimer timer;
    timer.start();
    const NewtonResult dense = orDie(
        maximisePosterior(objective, fitOptions(NewtonLinearSolver::DenseCholesky)), "dense fit");
    const double denseSeconds = secondsSince(timer);
    timer.restart();
    const NewtonResult sparse =
        orDie(maximisePosterior(objective, fitOptions(NewtonLinearSolver::ConjugateGradient)),
              "conjugate-gradient fit");
    const double sparseSeconds = secondsSince(timer);
    const double relative = (dense.scores - sparse.scores).lpNorm<Eigen::Infinity>() /
                            std::max(1e-300, dense.scores.lpNorm<Eigen::Infinity>());
    std::printf("%7d %12.3f %5d %12.3f %5d %8.2f %12.2e\n", n, denseSeconds, dense.iterations,
                sparseSeconds, sparse.iterations, denseSeconds / sparseSeconds, relative);
    std::fflush(stdout);
}

// Pairs of candidates up to `reach` apart in the order of `scores`.
std::vector<OrderedPair> scoreNeighbours(const Vector& scores, int reach) {
    std::vector<int> order(static_cast<std::size_t>(scores.size()));
    for (std::size_t index = 0; index < order.size(); ++index) {
        order[index] = static_cast<int>(index);
    }
    std::sort(order.begin(), order.end(), [&](int x, int y) { return scores[x] < scores[y]; });
    std::vector<OrderedPair> pairs;
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        for (int offset = 1;
             offset <= reach && rank + static_cast<std::size_t>(offset) < order.size(); ++offset) {
            pairs.push_back({order[rank], order[rank + static_cast<std::size_t>(offset)]});
        }
    }
    return pairs;
}

// Relative errors of the local pair variances against the exact Laplace covariance.
void benchmarkVarianceAccuracy(int n, int perCandidate, bool localGraph) {
    Random random(300 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n);
    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    orDie(objective.add(localGraph ? localComparisonsFor(judge, perCandidate * n, 10, 0.1, random)
                                   : comparisonsFor(judge, perCandidate * n, random)),
          "objective");
    NewtonOptions options = fitOptions(NewtonLinearSolver::ConjugateGradient);
    options.computeCovariance = true;
    const NewtonResult fit = orDie(maximisePosterior(objective, options), "exact covariance");
    const Matrix& sigma = *fit.covariance;
    std::vector<OrderedPair> neighbours = scoreNeighbours(fit.scores, 3);
    std::vector<OrderedPair> randomPairs;
    for (int k = 0; k < 3 * n; ++k) {
        randomPairs.push_back(randomPair(n, random));
    }
    for (const auto& [label, pairs] :
         {std::pair{"score neighbours", &neighbours}, std::pair{"random pairs", &randomPairs}}) {
        std::printf("%-6s %-17s", localGraph ? "local" : "random", label);
        for (int hops = 0; hops <= 2; ++hops) {
            const LocalPairVariances local = orDie(
                LocalPairVariances::create(objective, fit.scores, fit.homeAdvantage, true, hops),
                "local variances");
            const std::vector<double> approximate = local.variances(*pairs);
            double sum = 0.0;
            double largest = 0.0;
            for (std::size_t k = 0; k < pairs->size(); ++k) {
                const OrderedPair pair = (*pairs)[k];
                const double exact =
                    sigma(pair.a, pair.a) + sigma(pair.b, pair.b) - 2.0 * sigma(pair.a, pair.b);
                const double error = std::abs(approximate[k] - exact) / exact;
                sum += error;
                largest = std::max(largest, error);
            }
            std::printf("   %6.2f%% %6.2f%%", 100.0 * sum / static_cast<double>(pairs->size()),
                        100.0 * largest);
        }
        std::printf("\n");
        std::fflush(stdout);
    }
}

// Local pair variances of every score neighbour pair (3 ranks) of a fitted pool.
void benchmarkVarianceSpeed(int n, int perCandidate) {
    Random random(400 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n);
    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    orDie(objective.add(localComparisonsFor(judge, perCandidate * n, 10, 0.1, random)),
          "objective");
    const NewtonResult fit = orDie(
        maximisePosterior(objective, fitOptions(NewtonLinearSolver::ConjugateGradient)), "fit");
    const std::vector<OrderedPair> pairs = scoreNeighbours(fit.scores, 3);
    std::printf("%7d %9zu", n, pairs.size());
    for (int hops = 0; hops <= 2; ++hops) {
        QElapsedTimer timer;
        timer.start();
        const LocalPairVariances local =
            orDie(LocalPairVariances::create(objective, fit.scores, fit.homeAdvantage, true, hops),
                  "local variances");
        const double build = secondsSince(timer);
        timer.restart();
        const std::vector<double> variances = local.variances(pairs);
        std::printf("   %8.3f %8.3f", build, secondsSince(timer));
    }
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = application.arguments();
    const bool quick = arguments.contains(QStringLiteral("--quick"));
    const std::vector<int> sizes =
        sizesOption(arguments, "--sizes",
                    quick ? QStringLiteral("2000,5000") : QStringLiteral("10000,30000,100000"));
    const std::vector<int> crossover =
        sizesOption(arguments, "--crossover",
                    quick ? QStringLiteral("300,1000") : QStringLiteral("500,1000,2000,3000,5000"));
    const int perCandidate =
        bench::optionValue(arguments, QStringLiteral("--per-candidate"), QStringLiteral("10"))
            .toInt();
    const int batch =
        bench::optionValue(arguments, QStringLiteral("--batch"), QStringLiteral("1000")).toInt();
    if (perCandidate < 1 || batch < 1) {
        die("--per-candidate and --batch must be integers >= 1");
    }

    std::printf("PoE-BT, δ fitted, Newton with conjugate gradients, no covariance; K = %d N "
                "(a chain, then random pairs); a warm refit after %d more\n",
                perCandidate, batch);
    std::printf("%7s %9s %8s %9s %5s %9s %5s %8s %7s %9s %9s %9s\n", "N", "K", "build s",
                "scratch s", "iter", "warm s", "iter", "Spearman", "δ", "peak MB", "before MB",
                "dense Σ GB");
    for (const int n : sizes) {
        benchmarkSize(n, perCandidate, batch);
    }

    std::printf("\nCrossover: Newton from scratch on the same data (K = %d N, δ fitted, no "
                "covariance); the engine switches to conjugate gradients above N = %d\n",
                perCandidate, kDenseNewtonLimit);
    std::printf("%7s %12s %5s %12s %5s %8s %12s\n", "N", "Cholesky s", "iter", "CG s", "iter",
                "ratio", "max rel diff");
    for (const int n : crossover) {
        benchmarkCrossover(n, perCandidate);
    }

    const int accuracySize = quick ? 500 : 3000;
    std::printf("\nLocal pair variances (local_pair_variances.h) against the exact covariance at "
                "N = %d, K = %d N, δ fitted: mean and largest relative error by hops\n",
                accuracySize, perCandidate);
    std::printf("graph  pairs                  hops 0 (mean, max)   hops 1 (mean, max)   hops 2 "
                "(mean, max)\n");
    for (const bool localGraph : {false, true}) {
        benchmarkVarianceAccuracy(accuracySize, perCandidate, localGraph);
    }
    std::printf("\nLocal pair variances of every pair of score neighbours (3 ranks apart at most) "
                "on a local graph: build and evaluation seconds by hops\n");
    std::printf("%7s %9s   %17s   %17s   %17s\n", "N", "pairs", "hops 0", "hops 1", "hops 2");
    for (const int n : sizes) {
        benchmarkVarianceSpeed(n, perCandidate);
    }
    return 0;
}
