// bench_judge_diagnostics: what the judge diagnostics (core/analysis/judge_diagnostics.h)
// cost on large runs. A run's worker recomputes them for every snapshot, so their time
// delays the ranking a user sees.
//
//   bench_judge_diagnostics [--judgements 10000,100000,1000000] [--calls 3]
//
// For each size K: K / 10 texts with random lengths and reference scores, K judgements of
// random pairs, every other one asked again in the reverse order (so order consistency has
// pairs to count); the median time of --calls calls, and the diagnostics it printed (so a
// change that alters what they say shows here too). A benchmark never fails on speed.
#include "bench_arguments.h"
#include "core/analysis/judge_diagnostics.h"
#include "core/stats/random.h"
#include "simulated_comparisons.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace pairrank;

namespace {

struct Pool {
    std::vector<int> lengths;
    std::vector<double> references;
    std::vector<stats::Comparison> comparisons;
};

Pool makePool(int judgements, stats::Random& random) {
    Pool pool;
    const int texts = std::max(2, judgements / 10);
    for (int i = 0; i < texts; ++i) {
        pool.lengths.push_back(200 + static_cast<int>(random.uniformInt(2000)));
        pool.references.push_back(random.normal());
    }
    // The judge: positional bias 0.2, length bias 0.3 per 1,000 characters, noise 0.5.
    const auto answer = [&](int a, int b) {
        const double merit = 0.3 * (pool.lengths[a] - pool.lengths[b]) / 1000.0 +
                             pool.references[a] - pool.references[b];
        return stats::Comparison{a, b, stats::sigmoid(0.2 + merit + random.normal(0.0, 0.5)), 1.0};
    };
    for (int asked = 0; static_cast<int>(pool.comparisons.size()) < judgements; ++asked) {
        const auto [a, b] = bench::randomPair(texts, random);
        pool.comparisons.push_back(answer(a, b));
        if (asked % 2 == 0) {
            pool.comparisons.push_back(answer(b, a));
        }
    }
    return pool;
}

void printEstimate(const char* name, const std::optional<analysis::EstimateWithInterval>& value) {
    if (value) {
        std::printf("  %s %.3f [%.3f, %.3f]", name, value->value, value->interval.lower,
                    value->interval.upper);
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const QStringList sizes = bench::optionValue(arguments, QStringLiteral("--judgements"),
                                                 QStringLiteral("10000,100000,1000000"))
                                  .split(QLatin1Char(','));
    const int calls = std::max(
        1, bench::optionValue(arguments, QStringLiteral("--calls"), QStringLiteral("3")).toInt());
    std::printf("%10s %8s %10s   diagnostics\n", "judgements", "texts", "median s");
    stats::Random random(1);
    for (const QString& size : sizes) {
        const Pool pool = makePool(size.toInt(), random);
        analysis::DiagnosticsInput input;
        input.comparisons = pool.comparisons;
        input.textLengths = pool.lengths;
        input.referenceScores = pool.references;
        std::vector<double> seconds;
        analysis::JudgeDiagnostics diagnostics;
        for (int call = 0; call < calls; ++call) {
            QElapsedTimer timer;
            timer.start();
            diagnostics = analysis::computeJudgeDiagnostics({&input, 1});
            seconds.push_back(static_cast<double>(timer.nsecsElapsed()) * 1e-9);
        }
        std::sort(seconds.begin(), seconds.end());
        std::printf("%10zu %8zu %10.3f ", pool.comparisons.size(), pool.lengths.size(),
                    seconds[seconds.size() / 2]);
        printEstimate("P(A)", diagnostics.positionA);
        printEstimate("length", diagnostics.lengthBiasSlope);
        printEstimate("consistency", diagnostics.orderConsistency);
        std::printf("\n");
        std::fflush(stdout);
    }
    return 0;
}
