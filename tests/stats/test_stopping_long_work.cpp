// The statistics engine's long work — Newton's iterations, the posterior's draws, the
// entropy's probes, any parallel tasks — asks its progress callback before each step
// (core/common/progress.h) and stops at the first Abort with kCancelledMessage. Asked and
// never stopped, it computes exactly what it computes unasked.
#include "core/stats/laplace_draws.h"
#include "core/stats/parallel_tasks.h"
#include "core/stats/poe_newton.h"
#include "core/stats/stochastic_log_determinant.h"
#include "random_comparison_objective.h"

#include <QTest>

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

} // namespace stopping_test

using namespace stopping_test;

class StoppingLongWorkTest : public QObject {
    Q_OBJECT

private slots:
    void newtonAsksBeforeEachIterationAndStopsAtTheFirstAbort() {
        const PoeObjective objective = testing::randomComparisonObjective(kCandidates, 3, false);
        const auto unasked = maximisePosterior(objective, newtonOptions());
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        StopAt never;
        const auto asked = maximisePosterior(objective, newtonOptions(never.callback()));
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
        expectStopsAt(everyIteration, [&](const common::ProgressCallback& progress) {
            return maximisePosterior(objective, newtonOptions(progress));
        });
    }

    void drawsAskBeforeEachDrawOnEveryThreadAndStopAtTheFirstAbort() {
        const Posterior fitted = posterior();
        LaplaceDrawOptions options;
        options.draws = 24;
        options.seed = 9;
        options.threads = 3;
        const auto unasked =
            drawLaplaceScores(fitted.objective, fitted.precision, fitted.fit.scores, options);
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        StopAt never;
        options.progress = never.callback();
        const auto asked =
            drawLaplaceScores(fitted.objective, fitted.precision, fitted.fit.scores, options);
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        QVERIFY(*asked == *unasked);
        QCOMPARE(never.calls, options.draws);
        for (const common::Progress& progress : never.asked) {
            QCOMPARE(progress.total, options.draws);
            QVERIFY(progress.done >= 0 && progress.done < options.draws);
        }
        expectStopsAt({1, 2, 13, 24}, [&](const common::ProgressCallback& progress) {
            options.progress = progress;
            return drawLaplaceScores(fitted.objective, fitted.precision, fitted.fit.scores,
                                     options);
        });
    }

    void entropyAsksBeforeEachProbeAndStopsAtTheFirstAbort() {
        const Posterior fitted = posterior();
        LogDeterminantOptions options;
        options.probes = 8;
        options.seed = 4;
        options.threads = 2;
        const auto unasked = stochasticRankingEntropy(fitted.objective, fitted.precision, options);
        QVERIFY2(unasked.ok(), unasked.error().message.c_str());
        StopAt never;
        options.progress = never.callback();
        const auto asked = stochasticRankingEntropy(fitted.objective, fitted.precision, options);
        QVERIFY2(asked.ok(), asked.error().message.c_str());
        QCOMPARE(asked->value, unasked->value);
        QCOMPARE(asked->standardError, unasked->standardError);
        QCOMPARE(never.calls, options.probes);
        expectStopsAt({1, 5, 8}, [&](const common::ProgressCallback& progress) {
            options.progress = progress;
            return stochasticRankingEntropy(fitted.objective, fitted.precision, options);
        });
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
