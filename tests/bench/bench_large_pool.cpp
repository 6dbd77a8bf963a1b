// bench_large_pool: the statistics engine on large pools — what a PoE-BT fit costs at
// N = 10,000 / 30,000 / 100,000 candidates with K = 10 N comparisons, and where the
// conjugate-gradient Newton path (poe_newton.h) overtakes the dense Cholesky one.
//
//   bench_large_pool [--sizes 10000,30000,100000] [--per-candidate 10] [--batch 1000]
//                    [--crossover 500,1000,2000,3000,5000] [--curve 30000] [--quick]
//                    [--strategy reorder] [--reach 5] [--long-range 0.1]
//                    [--dense-curve 3000] [--repetitions 1] [--answers probability|choice]
//                    [--judge-slope 1] [--interval-draws 200] [--interval-tolerance 1e-6]
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
// and their cost for every pair of score neighbours at each size; the ranking's intervals from
// draws of the posterior (laplace_draws.h) at each size, and against the dense covariance's at
// N = 3,000. Last, the Spearman curves of
// a simulated run on a pool of --curve candidates (0: none): random pairs against the
// large-pool selector (large_pool_selection.h), and how many fewer comparisons the selector
// needs to reach random's Spearman at K; then the same at --dense-curve candidates (0: none)
// beside the dense selector of pair_selection.h on the exact covariance, the path the
// large-pool one replaces. --repetitions pools each (mean ± standard error, paired).
// --answers choice: in the curves the judge gives only its verdict, not its probability;
// --judge-slope: how decisive the curves' judge is (its logit per standard deviation of truth).
// --quick: sizes 2,000 and 5,000, crossover 300 and 1,000, accuracy at N = 500, curves at 3,000.
// A benchmark never fails on speed.
#include "bench_arguments.h"
#include "core/stats/active_simulation.h"
#include "core/stats/laplace_draws.h"
#include "core/stats/large_pool_selection.h"
#include "core/stats/local_pair_variances.h"
#include "core/stats/metrics.h"
#include "core/stats/ordered_pair_set.h"
#include "core/stats/pair_exclusions.h"
#include "core/stats/pair_selection.h"
#include "core/stats/poe_newton.h"
#include "core/stats/poe_objective.h"
#include "core/stats/posterior.h"
#include "core/stats/random.h"
#include "core/stats/ranking_table.h"
#include "core/stats/scoring_model.h"
#include "core/stats/selection_strategy.h"
#include "core/stats/simulated_judge.h"
#include "core/stats/stochastic_log_determinant.h"
#include "process_memory.h"
#include "simulated_comparisons.h"

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

double statusMegabytes(const char* field) {
    return static_cast<double>(bench::statusKilobytes(field)) / 1024.0;
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

// The noisy judge of every figure; `pool` picks another truth for a repeated pool.
SimulatedJudge makeJudge(int n, std::uint64_t pool = 0, double slope = 1.0) {
    SimulatedJudgeSettings settings;
    settings.slope = slope;
    settings.noise = 1.0;
    settings.positionBias = 0.3;
    return orDie(SimulatedJudge::createWithRandomTruth(
                     n, settings, 17 + pool * 104729 + static_cast<std::uint64_t>(n)),
                 "judge");
}

// How the simulated judge answers in the curves: its probability p_ab (a model's
// probabilities of the tokens "A" and "B"), or only which text it prefers, drawn with
// probability p_ab once per ordered pair and pool (a model asked for a verdict, a person),
// stored as a human label is (p = 1 − 10⁻⁶ or 10⁻⁶). A probability says how far apart two
// texts are even when one is far better; a verdict on such a pair says almost nothing.
enum class Answers { Probability, Choice };

// The judge of the curves: how it answers, and its slope (how far apart in logits two
// candidates one standard deviation apart in truth are; the noise stays 1).
struct CurveJudge {
    Answers answers = Answers::Probability;
    double slope = 1.0;
};

Comparison answered(const Comparison& comparison, Answers answers, int n, std::uint64_t pool) {
    if (answers == Answers::Probability) {
        return comparison;
    }
    const std::uint64_t key =
        static_cast<std::uint64_t>(comparison.a) * static_cast<std::uint64_t>(n) +
        static_cast<std::uint64_t>(comparison.b);
    Random draw(0x5eed'c401ceULL + pool * 1'000'003ULL + key * 0x9e37'79b9'7f4a'7c15ULL);
    Comparison verdict = comparison;
    verdict.p = draw.uniform() < comparison.p ? 1.0 - kProbabilityFloor : kProbabilityFloor;
    return verdict;
}

// A chain through a random order of the pool, then random pairs up to `total`.
std::vector<Comparison> comparisonsFor(const SimulatedJudge& judge, int total, Random& random) {
    return bench::chainThenRandomPairs(judge, std::max(0, total - (judge.candidateCount() - 1)),
                                       random);
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
        comparisons.push_back(flip ? bench::answer(judge, b, a) : bench::answer(judge, a, b));
    }
    while (static_cast<int>(comparisons.size()) < total) {
        const OrderedPair pair = bench::randomPair(n, random);
        comparisons.push_back(bench::answer(judge, pair.a, pair.b));
    }
    return comparisons;
}

// The PoE-BT objective (unit prior) of `comparisons` among n candidates.
PoeObjective objectiveOf(int n, const std::vector<Comparison>& comparisons) {
    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    orDie(objective.add(comparisons), "objective");
    return objective;
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
    bench::resetPeakResident();
    const double residentBefore = statusMegabytes("VmRSS");
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
        const OrderedPair pair = bench::randomPair(n, random);
        more.push_back(bench::answer(judge, pair.a, pair.b));
    }
    timer.restart();
    orDie(objective.add(more), "objective");
    NewtonOptions warm = fitOptions(NewtonLinearSolver::ConjugateGradient);
    warm.warmStart = scratch.scores;
    warm.homeAdvantage = scratch.homeAdvantage;
    const NewtonResult refit = orDie(maximisePosterior(objective, warm), "warm refit");
    const double warmSeconds = secondsSince(timer);

    std::vector<OrderedPair> asked;
    asked.reserve(comparisons.size() + more.size());
    for (const std::span<const Comparison> list :
         {std::span<const Comparison>(comparisons), std::span<const Comparison>(more)}) {
        for (const Comparison& comparison : list) {
            asked.push_back({comparison.a, comparison.b});
        }
    }
    timer.restart();
    const LocalPairVariances variances =
        orDie(LocalPairVariances::create(objective, refit.scores, refit.homeAdvantage, true),
              "variances");
    const double varianceSeconds = secondsSince(timer);
    timer.restart();
    LargePoolSelectionOptions selection;
    selection.batchSize = batch;
    const SelectionResult chosen =
        orDie(selectLargePoolPairs(SelectionState{n, asked, {}}, selection, refit.scores,
                                   refit.homeAdvantage, variances, random),
              "selection");
    const double selectSeconds = secondsSince(timer);
    if (static_cast<int>(chosen.pairs.size()) != batch) {
        die("the selection chose " + std::to_string(chosen.pairs.size()) + " pairs");
    }

    const double denseCovarianceGigabytes =
        static_cast<double>(n) * static_cast<double>(n) * 8.0 / 1e9;
    std::printf("%7d %9zu %8.3f %9.3f %5d %9.3f %5d %11.3f %9.3f %8.4f %7.3f %9.0f %9.0f %9.2f\n",
                n, comparisons.size() + more.size(), buildSeconds, scratchSeconds,
                scratch.iterations, warmSeconds, refit.iterations, varianceSeconds, selectSeconds,
                spearmanWithTruth(judge, refit.scores), refit.homeAdvantage,
                statusMegabytes("VmHWM"), residentBefore, denseCovarianceGigabytes);
    std::fflush(stdout);
}

void benchmarkCrossover(int n, int perCandidate) {
    Random random(200 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n);
    const PoeObjective objective = objectiveOf(n, comparisonsFor(judge, perCandidate * n, random));
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
    const PoeObjective objective =
        objectiveOf(n, localGraph ? localComparisonsFor(judge, perCandidate * n, 10, 0.1, random)
                                  : comparisonsFor(judge, perCandidate * n, random));
    NewtonOptions options = fitOptions(NewtonLinearSolver::ConjugateGradient);
    options.computeCovariance = true;
    const NewtonResult fit = orDie(maximisePosterior(objective, options), "exact covariance");
    const Matrix& sigma = *fit.covariance;
    std::vector<OrderedPair> neighbours = scoreNeighbours(fit.scores, 3);
    std::vector<OrderedPair> randomPairs;
    for (int k = 0; k < 3 * n; ++k) {
        randomPairs.push_back(bench::randomPair(n, random));
    }
    for (const auto& [label, pairs] :
         {std::pair{"score neighbours", &neighbours}, std::pair{"random pairs", &randomPairs}}) {
        std::printf("%-6s %-17s", localGraph ? "local" : "random", label);
        for (int hops = 0; hops <= 2; ++hops) {
            const LocalPairVariances local =
                orDie(LocalPairVariances::create(objective, fit.scores, fit.homeAdvantage, true),
                      "local variances");
            const std::vector<double> approximate = local.variances(*pairs, hops);
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
    const PoeObjective objective =
        objectiveOf(n, localComparisonsFor(judge, perCandidate * n, 10, 0.1, random));
    const NewtonResult fit = orDie(
        maximisePosterior(objective, fitOptions(NewtonLinearSolver::ConjugateGradient)), "fit");
    const std::vector<OrderedPair> pairs = scoreNeighbours(fit.scores, 3);
    QElapsedTimer timer;
    timer.start();
    const LocalPairVariances local = orDie(
        LocalPairVariances::create(objective, fit.scores, fit.homeAdvantage, true), "variances");
    std::printf("%7d %9zu %9.3f", n, pairs.size(), secondsSince(timer));
    for (int hops = 0; hops <= 2; ++hops) {
        timer.restart();
        const std::vector<double> variances = local.variances(pairs, hops);
        std::printf(" %9.3f", secondsSince(timer));
    }
    std::printf("\n");
    std::fflush(stdout);
}

struct CurvePoint {
    int comparisons = 0;
    double spearman = 0.0;
};

// A simulated run on a pool of n: a chain, then batches chosen at random or by the
// large-pool selector (reorder), refitted warm after each batch, to K = perCandidate · n.
enum class Arm { Random, LargePool, Dense };

// A simulated run on a pool of n: a chain, then batches of random pairs, of the large-pool
// selector's, or of the dense selector's (pair_selection.h, reorder, on the exact Laplace
// covariance of every refit), refitted warm after each batch, to K = perCandidate · n.
std::vector<CurvePoint> simulateCurve(int n, int perCandidate, int batch, Arm arm,
                                      const LargePoolSelectionOptions& largePool,
                                      const CurveJudge& curveJudge, std::uint64_t seed) {
    Random random(500 + seed * 7919 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n, seed, curveJudge.slope);
    const Answers answers = curveJudge.answers;
    PoeObjective objective = orDie(PoeObjective::create(ExpertSpec{}, 1.0, n), "objective");
    std::vector<Comparison> chain = comparisonsFor(judge, n - 1, random);
    for (Comparison& comparison : chain) {
        comparison = answered(comparison, answers, n, seed);
    }
    orDie(objective.add(chain), "objective");
    std::vector<OrderedPair> asked;
    OrderedPairSet taken(static_cast<std::size_t>(perCandidate) * static_cast<std::size_t>(n));
    for (const Comparison& comparison : chain) {
        asked.push_back({comparison.a, comparison.b});
        taken.insert(comparison.a, comparison.b);
    }
    NewtonOptions options = fitOptions(NewtonLinearSolver::ConjugateGradient);
    options.computeCovariance = arm == Arm::Dense;
    NewtonResult fit = orDie(maximisePosterior(objective, options), "fit");
    std::vector<CurvePoint> curve{
        {static_cast<int>(asked.size()), spearmanWithTruth(judge, fit.scores)}};
    const int total = perCandidate * n;
    LargePoolSelectionOptions selection = largePool;
    while (static_cast<int>(asked.size()) < total) {
        const int size = std::min(batch, total - static_cast<int>(asked.size()));
        std::vector<OrderedPair> chosen;
        if (arm == Arm::LargePool) {
            const LocalPairVariances variances =
                orDie(LocalPairVariances::create(objective, fit.scores, fit.homeAdvantage, true),
                      "variances");
            selection.batchSize = size;
            chosen = orDie(selectLargePoolPairs(SelectionState{n, asked, {}}, selection, fit.scores,
                                                fit.homeAdvantage, variances, random),
                           "selection")
                         .pairs;
        } else if (arm == Arm::Dense) {
            SelectionOptions dense;
            dense.strategy = SelectionStrategy::Reorder;
            dense.batchSize = size;
            chosen =
                orDie(selectPairs(SelectionState{n, asked, {}}, dense,
                                  PosteriorView{fit.scores, *fit.covariance, fit.homeAdvantage}),
                      "dense selection")
                    .pairs;
        } else {
            while (static_cast<int>(chosen.size()) < size) {
                const OrderedPair pair = bench::randomPair(n, random);
                if (taken.insert(pair.a, pair.b)) {
                    chosen.push_back(pair);
                }
            }
        }
        for (const OrderedPair& pair : chosen) {
            orDie(objective.add(answered(bench::answer(judge, pair.a, pair.b), answers, n, seed)),
                  "objective");
            asked.push_back(pair);
            taken.insert(pair.a, pair.b);
        }
        options.warmStart = fit.scores;
        options.homeAdvantage = fit.homeAdvantage;
        fit = orDie(maximisePosterior(objective, options), "refit");
        curve.push_back({static_cast<int>(asked.size()), spearmanWithTruth(judge, fit.scores)});
    }
    return curve;
}

// The comparisons at which `curve` first reaches `target`, interpolated linearly (-1: never).
double comparisonsToReach(const std::vector<CurvePoint>& curve, double target) {
    for (std::size_t k = 0; k < curve.size(); ++k) {
        if (curve[k].spearman >= target) {
            if (k == 0) {
                return curve[k].comparisons;
            }
            const CurvePoint& before = curve[k - 1];
            const double share = (target - before.spearman) / (curve[k].spearman - before.spearman);
            return before.comparisons + share * (curve[k].comparisons - before.comparisons);
        }
    }
    return -1.0;
}

double spearmanAt(const std::vector<CurvePoint>& curve, int comparisons) {
    double value = 0.0;
    for (const CurvePoint& point : curve) {
        if (point.comparisons <= comparisons) {
            value = point.spearman;
        }
    }
    return value;
}

// The Spearman curves of the arms over `repetitions` pools (mean ± standard error), and how
// many fewer comparisons each selector needs to reach random's Spearman at K.
void benchmarkCurves(int n, int perCandidate, int batch, const std::vector<Arm>& arms,
                     const LargePoolSelectionOptions& largePool, const CurveJudge& curveJudge,
                     int repetitions) {
    static constexpr const char* kNames[] = {"random", "large-pool", "dense"};
    std::vector<std::vector<std::vector<CurvePoint>>> curves(arms.size());
    std::vector<double> seconds(arms.size(), 0.0);
    for (std::size_t arm = 0; arm < arms.size(); ++arm) {
        QElapsedTimer timer;
        timer.start();
        for (int repetition = 0; repetition < repetitions; ++repetition) {
            curves[arm].push_back(simulateCurve(n, perCandidate, batch, arms[arm], largePool,
                                                curveJudge,
                                                static_cast<std::uint64_t>(repetition)));
        }
        seconds[arm] = secondsSince(timer);
    }
    const auto meanAndError = [](const std::vector<double>& values) {
        const SummaryStatistics summary = orDie(summarise(values), "summary");
        return std::pair{summary.mean, summary.standardError};
    };
    std::printf("%12s", "comparisons");
    for (const Arm arm : arms) {
        std::printf(" %20s", kNames[static_cast<int>(arm)]);
    }
    std::printf("\n");
    for (int step = 1; step <= perCandidate; ++step) {
        std::printf("%12d", step * n);
        for (std::size_t arm = 0; arm < arms.size(); ++arm) {
            std::vector<double> values;
            for (const auto& curve : curves[arm]) {
                values.push_back(spearmanAt(curve, step * n));
            }
            const auto [mean, error] = meanAndError(values);
            std::printf("      %.4f ± %.4f", mean, error);
        }
        std::printf("\n");
    }
    for (std::size_t arm = 0; arm < arms.size(); ++arm) {
        std::printf("%s: simulated in %.1f s", kNames[static_cast<int>(arms[arm])], seconds[arm]);
        if (arms[arm] != Arm::Random) {
            // Paired by repetition: the same pool and judge as random's.
            std::vector<double> savings;
            int notReached = 0;
            for (int repetition = 0; repetition < repetitions; ++repetition) {
                const auto& randomCurve = curves[0][static_cast<std::size_t>(repetition)];
                const double needed = comparisonsToReach(
                    curves[arm][static_cast<std::size_t>(repetition)], randomCurve.back().spearman);
                if (needed < 0) {
                    ++notReached; // counted as no saving
                }
                savings.push_back(
                    needed < 0 ? 0.0 : 100.0 * (1.0 - needed / randomCurve.back().comparisons));
            }
            const auto [mean, error] = meanAndError(savings);
            std::printf("; reaches random's Spearman at K with %.1f%% ± %.1f%% fewer comparisons",
                        mean, error);
            if (notReached > 0) {
                std::printf(" (not at all in %d of %d pools, counted as 0%%)", notReached,
                            repetitions);
            }
        }
        std::printf("\n");
    }
}

} // namespace

// The ranking's credible and rank intervals without a dense covariance: `draws` draws of
// the Laplace posterior by perturbation and conjugate gradients (laplace_draws.h) at the fit,
// then the ranking rows from them (rankingTableFromDraws). Where the dense covariance fits
// in memory (n ≤ kDenseMatrixLimit) the rows are compared with those of the covariance.
void benchmarkIntervals(int n, int perCandidate, int draws, double tolerance) {
    bench::resetPeakResident();
    Random random(300 + static_cast<std::uint64_t>(n));
    const SimulatedJudge judge = makeJudge(n);
    const PoeObjective objective = objectiveOf(n, comparisonsFor(judge, perCandidate * n, random));
    QElapsedTimer timer;
    timer.start();
    const NewtonResult fit = orDie(
        maximisePosterior(objective, fitOptions(NewtonLinearSolver::ConjugateGradient)), "fit");
    const double fitSeconds = secondsSince(timer);
    timer.restart();
    const LaplacePrecision precision = orDie(
        LaplacePrecision::create(objective, fit.scores, fit.homeAdvantage, true), "precision");
    LaplaceDrawOptions drawOptions;
    drawOptions.draws = draws;
    drawOptions.seed = 5;
    drawOptions.tolerance = tolerance;
    const Matrix sample =
        orDie(drawLaplaceScores(objective, precision, fit.scores, drawOptions), "draws");
    const double drawSeconds = secondsSince(timer);
    timer.restart();
    const auto rows = rankingTableFromDraws(fit.scores, sample);
    const double rowSeconds = secondsSince(timer);
    timer.restart();
    const StochasticEstimate entropy =
        orDie(stochasticRankingEntropy(objective, precision, {}), "entropy");
    const double entropySeconds = secondsSince(timer);
    std::printf("%7d %6d %7.2f %9.2f %9.2f %9.2f %9.2f %9.0f %12.1f ± %5.1f", n, draws, fitSeconds,
                drawSeconds, rowSeconds, entropySeconds,
                fitSeconds + drawSeconds + rowSeconds + entropySeconds, statusMegabytes("VmHWM"),
                entropy.value, entropy.standardError);
    if (n <= kDenseMatrixLimit) {
        // The dense path of the ranking: the fit with its covariance, the rows with 2,000
        // draws for the rank intervals, the exact entropy.
        timer.restart();
        NewtonOptions dense = fitOptions(NewtonLinearSolver::DenseCholesky);
        dense.computeCovariance = true;
        const NewtonResult exact = orDie(maximisePosterior(objective, dense), "dense fit");
        const auto reference = rankingTable(exact.scores, &*exact.covariance, {2000, 5});
        const double exactEntropy =
            orDie(checkedRankingEntropy(MatrixRef(*exact.covariance)), "exact entropy");
        const double denseSeconds = secondsSince(timer);
        double deviation = 0.0, largestDeviation = 0.0, width = 0.0, referenceWidth = 0.0;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const double relative =
                std::abs(*rows[r].standardDeviation / *reference[r].standardDeviation - 1.0);
            deviation += relative;
            largestDeviation = std::max(largestDeviation, relative);
            width += (*rows[r].rankUpper - *rows[r].rankLower) -
                     (*reference[r].rankUpper - *reference[r].rankLower);
            referenceWidth += *reference[r].rankUpper - *reference[r].rankLower;
        }
        const auto count = static_cast<double>(rows.size());
        std::printf("   %6.2f%% %6.2f%% %+10.1f of %7.1f %12.1f %8.2f", 100.0 * deviation / count,
                    100.0 * largestDeviation, width / count, referenceWidth / count, exactEntropy,
                    denseSeconds);
    }
    std::printf("\n");
    std::fflush(stdout);
}

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
                "(a chain, then random pairs); a warm refit after %d more; then one selection of "
                "a batch of %d (local pair variances, 2 hops, and large_pool_selection.h)\n",
                perCandidate, batch, batch);
    std::printf("%7s %9s %8s %9s %5s %9s %5s %11s %9s %8s %7s %9s %9s %9s\n", "N", "K", "build s",
                "scratch s", "iter", "warm s", "iter", "variances s", "select s", "Spearman", "δ",
                "peak MB", "before MB", "dense Σ GB");
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
    const int intervalDraws =
        bench::optionValue(arguments, QStringLiteral("--interval-draws"), QStringLiteral("200"))
            .toInt();
    const double intervalTolerance =
        bench::optionValue(arguments, QStringLiteral("--interval-tolerance"),
                           QString::number(LaplaceDrawOptions{}.tolerance))
            .toDouble();
    std::printf("\nRanking intervals from %d draws of the Laplace posterior (laplace_draws.h), "
                "each solved to a relative residual of %g, K = %d N, δ fitted: seconds to draw and "
                "to make the rows, peak MB; up to N = %d "
                "against the dense covariance's rows (2,000 draws for its rank intervals): mean "
                "and largest relative error of the standard deviations, mean difference of the "
                "rank intervals' widths, of their mean width; the ranking entropy by stochastic "
                "Lanczos quadrature (stochastic_log_determinant.h, default probes and steps) "
                "and the exact one; the dense path's seconds for the same ranking (fit with the "
                "covariance, rows with 2,000 draws, exact entropy)\n",
                intervalDraws, intervalTolerance, perCandidate, kDenseMatrixLimit);
    std::printf("%7s %6s %7s %9s %9s %9s %9s %9s %20s %9s %7s %18s %12s %8s\n", "N", "draws",
                "fit s", "draw s", "rows s", "entropy s", "total s", "peak MB",
                "entropy (estimated)", "sd mean", "max", "width diff", "exact entropy", "dense s");
    benchmarkIntervals(accuracySize, perCandidate, intervalDraws, intervalTolerance);
    for (const int n : sizes) {
        benchmarkIntervals(n, perCandidate, intervalDraws, intervalTolerance);
    }
    std::printf("\nLocal pair variances of every pair of score neighbours (3 ranks apart at most) "
                "on a local graph: seconds to build, then to evaluate by hops\n");
    std::printf("%7s %9s %9s %9s %9s %9s\n", "N", "pairs", "build", "hops 0", "hops 1", "hops 2");
    for (const int n : sizes) {
        benchmarkVarianceSpeed(n, perCandidate);
    }

    const int curveSize =
        bench::optionValue(arguments, QStringLiteral("--curve"),
                           quick ? QStringLiteral("3000") : QStringLiteral("30000"))
            .toInt();
    LargePoolSelectionOptions active;
    const Result<SelectionStrategy> strategy = parseSelectionStrategy(
        bench::optionValue(arguments, QStringLiteral("--strategy"),
                           QString::fromStdString(selectionStrategyName(active.strategy)))
            .toStdString());
    if (!strategy) {
        die(strategy.error().message);
    }
    active.strategy = *strategy;
    active.neighbourReach = bench::optionValue(arguments, QStringLiteral("--reach"),
                                               QString::number(active.neighbourReach))
                                .toInt();
    active.longRangeShare = bench::optionValue(arguments, QStringLiteral("--long-range"),
                                               QString::number(active.longRangeShare))
                                .toDouble();
    const int repetitions =
        bench::optionValue(arguments, QStringLiteral("--repetitions"), QStringLiteral("1")).toInt();
    const QString answersName =
        bench::optionValue(arguments, QStringLiteral("--answers"), QStringLiteral("probability"));
    if (answersName != QStringLiteral("probability") && answersName != QStringLiteral("choice")) {
        die("--answers must be probability (the judge's p) or choice (only its verdict)");
    }
    CurveJudge curveJudge;
    curveJudge.answers =
        answersName == QStringLiteral("choice") ? Answers::Choice : Answers::Probability;
    curveJudge.slope =
        bench::optionValue(arguments, QStringLiteral("--judge-slope"), QStringLiteral("1"))
            .toDouble();
    if (!(curveJudge.slope > 0.0)) {
        die("--judge-slope must be a number > 0");
    }
    if (curveSize >= 2 && repetitions >= 1) {
        std::printf("\nSpearman against the truth at N = %d, batches of %d from a chain, to K = %d "
                    "N, %d pool(s), the judge answering its %s (slope %g, noise 1): random "
                    "pairs against the large-pool selector (%s, %d neighbours, %.0f%% "
                    "long-range)\n",
                    curveSize, batch, perCandidate, repetitions,
                    curveJudge.answers == Answers::Choice ? "verdict" : "probability",
                    curveJudge.slope, selectionStrategyName(active.strategy).c_str(),
                    active.neighbourReach, 100.0 * active.longRangeShare);
        benchmarkCurves(curveSize, perCandidate, batch, {Arm::Random, Arm::LargePool}, active,
                        curveJudge, repetitions);
    }
    const int denseSize = bench::optionValue(arguments, QStringLiteral("--dense-curve"),
                                             quick ? QStringLiteral("500") : QStringLiteral("3000"))
                              .toInt();
    if (denseSize >= 2 && repetitions >= 1) {
        const int denseBatch = std::max(1, denseSize / 10);
        std::printf(
            "\nThe same at N = %d with batches of %d, beside the dense selector (reorder on "
            "the exact covariance), %d pool(s)\n",
            denseSize, denseBatch, repetitions);
        benchmarkCurves(denseSize, perCandidate, denseBatch,
                        {Arm::Random, Arm::LargePool, Arm::Dense}, active, curveJudge, repetitions);
    }
    return 0;
}
