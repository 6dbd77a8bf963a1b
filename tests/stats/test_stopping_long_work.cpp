// The statistics engine's long work — Newton's iterations, the posterior's draws, the
// entropy's probes, any parallel tasks, the win rates' chains — asks its progress callback
// before each step
// (core/common/progress.h) and stops at the first Abort with kCancelledMessage. Asked and
// never stopped, it computes exactly what it computes unasked.
#include "core/stats/laplace_draws.h"
#include "core/stats/parallel_tasks.h"
#include "core/stats/poe_newton.h"
#include "core/stats/stochastic_log_determinant.h"
#include "core/stats/win_rate_report.h"
#include "random_comparison_objective.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <string>
#include <vector>

using namespace pairrank;
using namespace pairrank::stats;

namespace stopping_test {

constexpr int kCandidates = 300;

// Answers Continue until its `stopAt`-th call (never, for 0), Abort from then on; counts.
struct StopAt {
    explicit StopAt(int first = 0)
        : stopAt(first) {}

    int stopAt;
    int calls = 0;
    std::vector<common::Progress> asked;

    common::ProgressCallback callback() {
        return [this](const common::Progress& progress) {
            asked.push_back(progress);
            return ++calls == stopAt || (stopAt > 0 && calls > stopAt)
                       ? common::ProgressDecision::Abort
                       : common::ProgressDecision::Continue;
        };
    }
};

bool isCancelled(const Error& error) {
    return error.message == std::string(common::kCancelledMessage);
}

// Runs `work(callback)` with a callback answering Abort at each call in `stopAts` in turn:
// each run ends cancelled, asked exactly that many times.
template <typename Work> void expectStopsAt(const std::vector<int>& stopAts, Work work) {
    for (const int stopAt : stopAts) {
        StopAt stopping(stopAt);
        const auto stopped = work(stopping.callback());
        QVERIFY2(!stopped.ok() && isCancelled(stopped.error()),
                 qPrintable(QStringLiteral("stopped at call %1").arg(stopAt)));
        QCOMPARE(stopping.calls, stopAt);
    }
}

NewtonOptions newtonOptions(const common::ProgressCallback& progress = {}) {
    NewtonOptions options;
    options.linearSolver = NewtonLinearSolver::ConjugateGradient;
    options.fitHomeAdvantage = true;
    options.computeCovariance = false;
    options.progress = progress;
    return options;
}

struct Posterior {
    PoeObjective objective;
    NewtonResult fit;
    LaplacePrecision precision;
};

Posterior posterior() {
    PoeObjective objective = testing::randomComparisonObjective(kCandidates, 5, false);
    auto fit = maximisePosterior(objective, newtonOptions());
    if (!fit) {
        qFatal("fit: %s", fit.error().message.c_str());
    }
    auto precision = LaplacePrecision::create(objective, fit->scores, fit->homeAdvantage, true);
    if (!precision) {
        qFatal("precision: %s", precision.error().message.c_str());
    }
    return {std::move(objective), std::move(*fit), std::move(*precision)};
}

// Three pairs of systems, 60 items each: people prefer the first system of pair k on
// 20 + 10 k items, one judge agrees with them on three items of four, and people labelled
// every other item.
std::vector<SystemPairData> judgedPairs() {
    std::vector<SystemPairData> pairs;
    for (int k = 0; k < 3; ++k) {
        SystemPairData pair;
        pair.firstSystem = "A" + std::to_string(k);
        pair.secondSystem = "B" + std::to_string(k);
        pair.data.evaluatorNames = {"judge"};
        for (int item = 0; item < 60; ++item) {
            const Label human = item < 20 + 10 * k ? kFirstPreferred : kSecondPreferred;
            const Label other = human == kFirstPreferred ? kSecondPreferred : kFirstPreferred;
            pair.data.judgeLabels.push_back(item % 4 == 3 ? other : human);
            pair.data.humanLabels.push_back(item % 2 == 0 ? human : kMissingLabel);
        }
        pairs.push_back(std::move(pair));
    }
    return pairs;
}

void expectSamePooledRegression(const PooledRegressionResult& left,
                                const PooledRegressionResult& right) {
    QCOMPARE(left.pairs.size(), right.pairs.size());
    for (std::size_t k = 0; k < left.pairs.size(); ++k) {
        QCOMPARE(left.pairs[k].mean, right.pairs[k].mean);
        QCOMPARE(left.pairs[k].interval.lower, right.pairs[k].interval.lower);
        QCOMPARE(left.pairs[k].interval.upper, right.pairs[k].interval.upper);
        QCOMPARE(left.pairs[k].diagnostics.splitRHat, right.pairs[k].diagnostics.splitRHat);
    }
    QCOMPARE(left.judgeWeights, right.judgeWeights);
    QCOMPARE(left.calibrationSlope, right.calibrationSlope);
}

} // namespace stopping_test

using namespace stopping_test;

class StoppingLongWorkTest : public QObject {
    Q_OBJECT

private slots:
    void newtonAsksBeforeEachIterationAndStopsAtTheFirstAbort() {
        const PoeObjective objective = testing::randomComparisonObjective(kCandidates, 3, false);
        const auto fit = [&](const common::ProgressCallback& progress) {
            return maximisePosterior(objective, newtonOptions(progress));
        };
        const auto unasked = fit({});
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        StopAt never;
        const auto asked = fit(never.callback());
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        QVERIFY(asked->scores == unasked->scores);
        QCOMPARE(asked->homeAdvantage, unasked->homeAdvantage);
        QVERIFY(asked->iterations > 2);
        QCOMPARE(never.calls, asked->iterations);
        for (int i = 0; i < never.calls; ++i) {
            QCOMPARE(never.asked[static_cast<std::size_t>(i)].done, i);
            QCOMPARE(never.asked[static_cast<std::size_t>(i)].total, 100); // maxIterations
        }
        std::vector<int> everyIteration(static_cast<std::size_t>(asked->iterations));
        std::iota(everyIteration.begin(), everyIteration.end(), 1);
        expectStopsAt(everyIteration, fit);
    }

    void drawsAskBeforeEachDrawOnEveryThreadAndStopAtTheFirstAbort() {
        const Posterior fitted = posterior();
        LaplaceDrawOptions options;
        options.draws = 24;
        options.seed = 9;
        options.threads = 3;
        const auto draw = [&](const common::ProgressCallback& progress) {
            options.progress = progress;
            return drawLaplaceScores(fitted.objective, fitted.precision, fitted.fit.scores,
                                     options);
        };
        const auto unasked = draw({});
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        StopAt never;
        const auto asked = draw(never.callback());
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        QVERIFY(*asked == *unasked);
        QCOMPARE(never.calls, options.draws);
        for (const common::Progress& progress : never.asked) {
            QCOMPARE(progress.total, options.draws);
            QVERIFY(progress.done >= 0 && progress.done < options.draws);
        }
        expectStopsAt({1, 2, 13, 24}, draw);
    }

    void entropyAsksBeforeEachProbeAndStopsAtTheFirstAbort() {
        const Posterior fitted = posterior();
        LogDeterminantOptions options;
        options.probes = 8;
        options.seed = 4;
        options.threads = 2;
        const auto estimate = [&](const common::ProgressCallback& progress) {
            options.progress = progress;
            return stochasticRankingEntropy(fitted.objective, fitted.precision, options);
        };
        const auto unasked = estimate({});
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        StopAt never;
        const auto asked = estimate(never.callback());
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        QCOMPARE(asked->value, unasked->value);
        QCOMPARE(asked->standardError, unasked->standardError);
        QCOMPARE(never.calls, options.probes);
        expectStopsAt({1, 5, 8}, estimate);
    }

    // The chains run on every core and ask before every 100 sweeps; how many threads ran them
    // and whether anyone asked changes no draw.
    void pooledRegressionAsksBeforeEveryHundredSweepsOfEachChain() {
        const std::vector<SystemPairData> pairs = judgedPairs();
        PooledRegressionOptions options;
        options.warmup = 200;
        options.draws = 200;
        options.chains = 3;
        options.seed = 5;
        const auto fit = [&](const common::ProgressCallback& progress) {
            return pooledRegressionWinRates(pairs, options, progress);
        };
        options.threads = 1;
        const auto oneThreadUnasked = fit({});
        QVERIFY2(oneThreadUnasked.ok(), oneThreadUnasked.error().message.c_str());
        options.threads = 3;
        StopAt never;
        const auto asked = fit(never.callback());
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        expectSamePooledRegression(*asked, *oneThreadUnasked);
        constexpr int kBlocks = 3 * 4; // 3 chains of 400 sweeps
        QCOMPARE(never.calls, kBlocks);
        std::vector<bool> blockAsked(kBlocks, false);
        for (const common::Progress& progress : never.asked) {
            QCOMPARE(progress.total, kBlocks);
            QVERIFY(progress.done >= 0 && progress.done < kBlocks);
            blockAsked[static_cast<std::size_t>(progress.done)] = true;
        }
        QVERIFY(std::all_of(blockAsked.begin(), blockAsked.end(), [](bool seen) { return seen; }));
        expectStopsAt({1, 6, kBlocks}, fit);
    }

    // The report asks before each pair's estimators, then through the pooled regression as
    // its last step; a stopped report is cancelled, not a report without its headline.
    void winRateReportAsksBeforeEachPairAndInThePooledRegression() {
        const std::vector<SystemPairData> pairs = judgedPairs();
        WinRateReportOptions options;
        options.bwrs.draws = 2000;
        options.dawidSkene.draws = 400;
        options.dawidSkene.warmup = 100;
        options.pooledRegression.warmup = 200;
        options.pooledRegression.draws = 200;
        options.pooledRegression.chains = 2;
        const auto build = [&](const common::ProgressCallback& progress) {
            return buildWinRateReport(pairs, options, progress);
        };
        const auto unasked = build({});
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        QCOMPARE(unasked->headlineSource, WinRateSource::PooledRegression);
        StopAt never;
        const auto asked = build(never.callback());
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        expectSamePooledRegression(*asked->pooledRegression.value,
                                   *unasked->pooledRegression.value);
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            QCOMPARE(asked->pairs[k].dawidSkene.value->p.summary.mean,
                     unasked->pairs[k].dawidSkene.value->p.summary.mean);
        }
        constexpr int kSteps = 3 + 1;        // the pairs, then the pooled regression
        constexpr int kPooledBlocks = 2 * 4; // 2 chains of 400 sweeps
        QCOMPARE(never.calls, 3 + kPooledBlocks);
        for (int call = 0; call < never.calls; ++call) {
            const common::Progress& progress = never.asked[static_cast<std::size_t>(call)];
            QCOMPARE(progress.total, kSteps);
            QCOMPARE(progress.done, std::min(call, kSteps - 1));
        }
        expectStopsAt({1, 3, 4, 3 + kPooledBlocks}, build);
    }

    void parallelTasksBeginNoTaskAfterTheFirstAbort() {
        for (const int stopAt : {1, 4, 40}) {
            std::vector<std::atomic<int>> runs(40);
            StopAt stopping(stopAt);
            const bool finished = runParallelTasks(
                40, 4, [&](int task) { ++runs[static_cast<std::size_t>(task)]; },
                stopping.callback());
            QCOMPARE(finished, false);
            QCOMPARE(stopping.calls, stopAt);
            int ran = 0;
            for (const std::atomic<int>& count : runs) {
                QVERIFY(count.load() <= 1);
                ran += count.load();
            }
            QCOMPARE(ran, stopAt - 1); // each task asks before it begins
        }
        std::vector<std::atomic<int>> runs(40);
        StopAt never;
        QVERIFY(runParallelTasks(
            40, 4, [&](int task) { ++runs[static_cast<std::size_t>(task)]; }, never.callback()));
        QCOMPARE(never.calls, 40);
        for (const std::atomic<int>& count : runs) {
            QCOMPARE(count.load(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(StoppingLongWorkTest)
#include "test_stopping_long_work.moc"
