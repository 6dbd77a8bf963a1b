// Mixing of the Dawid–Skene samplers where the data barely identify the accuracies: one
// judge and no human label (the case whose Gibbs chains gave an effective sample size of
// about 130 from 80,000 draws), and the same with 10 gold labels and with two judges.
// Prints, per case and sampler, the split R̂ and effective sample size of p from 4 chains
// (BDA3 §11.4–11.5), the ESS per draw, and the wall-clock time; never fails.
//
// Usage: bench_dawid_skene_mixing [--draws 20000] [--seed 1]
#include "bench_arguments.h"
#include "core/stats/dawid_skene.h"
#include "core/stats/random.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace pairrank::stats;
using pairrank::bench::optionValue;

namespace {

struct Case {
    const char* name;
    int items;
    int gold;
    std::vector<double> q0;
    std::vector<double> q1;
};

// Items with P(G0) = 0.7; judge e right with probability q0[e] on G0's items, q1[e] on G1's.
WinRateData simulate(const Case& spec, std::uint64_t seed) {
    Random random(seed);
    WinRateData data;
    for (std::size_t e = 0; e < spec.q0.size(); ++e) {
        data.evaluatorNames.push_back("judge" + std::to_string(e));
    }
    for (int i = 0; i < spec.items; ++i) {
        const Label truth = random.bernoulli(0.7) ? kFirstPreferred : kSecondPreferred;
        data.humanLabels.push_back(i < spec.gold ? truth : kMissingLabel);
        for (std::size_t e = 0; e < spec.q0.size(); ++e) {
            const bool right = random.bernoulli(truth == kFirstPreferred ? spec.q0[e] : spec.q1[e]);
            data.judgeLabels.push_back(right ? truth : static_cast<Label>(1 - truth));
        }
    }
    return data;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int draws =
        optionValue(arguments, QStringLiteral("--draws"), QStringLiteral("20000")).toInt();
    const std::uint64_t seed =
        optionValue(arguments, QStringLiteral("--seed"), QStringLiteral("1")).toULongLong();
    const std::vector<Case> cases{
        {"one judge, no gold (n = 200)", 200, 0, {0.8}, {0.7}},
        {"one judge, 10 gold (n = 200)", 200, 10, {0.8}, {0.7}},
        {"two judges, no gold (n = 200)", 200, 0, {0.8, 0.75}, {0.7, 0.8}},
    };
    std::printf(
        "Dawid–Skene, 4 chains × %d draws (+ 1,000 warm-up sweeps for Gibbs), seed %llu\n\n", draws,
        static_cast<unsigned long long>(seed));
    std::printf("| case | sampler | R-hat of p | ESS of p | ESS per draw | ESS per draw vs Gibbs | "
                "seconds |\n|---|---|---|---|---|---|---|\n");
    for (const Case& spec : cases) {
        const WinRateData data = simulate(spec, seed);
        DawidSkeneModel model;
        model.evaluators.assign(spec.q0.size(), EvaluatorPrior{});
        double gibbsPerDraw = 0.0;
        for (const DawidSkeneSampler sampler :
             {DawidSkeneSampler::Gibbs, DawidSkeneSampler::Automatic}) {
            DawidSkeneOptions options;
            options.draws = draws;
            options.seed = seed;
            options.threads = 1;
            options.sampler = sampler;
            const auto start = std::chrono::steady_clock::now();
            const Result<DawidSkeneResult> result = fitDawidSkene(data, model, options);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (!result) {
                std::fprintf(stderr, "%s: %s\n", spec.name, result.error().message.c_str());
                return 1;
            }
            const double ess = result->p.diagnostics.effectiveSampleSize;
            const double perDraw = ess / (4.0 * draws);
            if (sampler == DawidSkeneSampler::Gibbs) {
                gibbsPerDraw = perDraw;
            }
            std::printf("| %s | %s | %.4f | %.0f | %.4f | %.1f× | %.2f |\n", spec.name,
                        dawidSkeneSamplerName(result->sampler), result->p.diagnostics.splitRHat,
                        ess, perDraw, perDraw / gibbsPerDraw, seconds);
        }
    }
    return 0;
}
