// The samplers of the Bayesian Dawid–Skene model (paper 004 Model 1): for E = 1 the
// exact sampler and both Gibbs samplers against an exact numerical quadrature over
// (p, q0, q1) with the latent labels summed out (required: mean within 0.005, 95%
// interval ends within 0.01), and the pattern-count sampler against the item-by-item
// sampler.
#include "core/stats/dawid_skene.h"
#include "core/stats/random.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace pairrank::stats;

namespace {

struct SyntheticSpec {
    int items = 0;
    int goldItems = 0;
    double p = 0.5;
    std::vector<double> q0;
    std::vector<double> q1;
    double missingRate = 0.0;
    std::uint64_t seed = 1;
};

WinRateData makeData(const SyntheticSpec& spec) {
    Random random(spec.seed);
    WinRateData data;
    for (std::size_t e = 0; e < spec.q0.size(); ++e) {
        data.evaluatorNames.push_back("judge" + std::to_string(e));
    }
    for (int i = 0; i < spec.items; ++i) {
        const Label truth = random.bernoulli(spec.p) ? kFirstPreferred : kSecondPreferred;
        data.humanLabels.push_back(i < spec.goldItems ? truth : kMissingLabel);
        for (std::size_t e = 0; e < spec.q0.size(); ++e) {
            const bool correct =
                random.bernoulli(truth == kFirstPreferred ? spec.q0[e] : spec.q1[e]);
            const Label label = correct ? truth : static_cast<Label>(1 - truth);
            data.judgeLabels.push_back(random.uniform() < spec.missingRate ? kMissingLabel : label);
        }
    }
    return data;
}

struct QuadratureResult {
    double mean = 0.0;
    double lower = 0.0;
    double upper = 0.0;
};

double logBetaKernel(const BetaShape& shape, double x) {
    return (shape.alpha - 1.0) * std::log(x) + (shape.beta - 1.0) * std::log1p(-x);
}

// Posterior of p for E = 1 on a midpoint grid of G³ cells over (p, q0, q1):
// prior × Π_gold P(h) P(t | h) × Π_unlabelled Σ_h P(h) P(t | h), where the sum
// over h gives k = p q0 + (1 − p)(1 − q1) for t = 0 and 1 − k for t = 1.
QuadratureResult quadraturePosterior(const WinRateData& data, const DawidSkeneModel& model,
                                     int grid) {
    long long unlabelledFirst = 0, unlabelledSecond = 0, goldFirst = 0, goldSecond = 0;
    long long correctFirst = 0, wrongFirst = 0, correctSecond = 0, wrongSecond = 0;
    for (int i = 0; i < data.itemCount(); ++i) {
        const Label human = data.humanLabels[static_cast<std::size_t>(i)];
        const Label judge = data.judgeLabel(i, 0);
        if (human == kMissingLabel) {
            unlabelledFirst += judge == kFirstPreferred ? 1 : 0;
            unlabelledSecond += judge == kSecondPreferred ? 1 : 0;
            continue;
        }
        (human == kFirstPreferred ? goldFirst : goldSecond) += 1;
        if (judge == kMissingLabel) {
            continue;
        }
        if (human == kFirstPreferred) {
            (judge == kFirstPreferred ? correctFirst : wrongFirst) += 1;
        } else {
            (judge == kSecondPreferred ? correctSecond : wrongSecond) += 1;
        }
    }
    const EvaluatorPrior& prior = model.evaluators.front();
    std::vector<double> x(static_cast<std::size_t>(grid));
    std::vector<double> logQ0(x.size()), logQ1(x.size());
    for (int i = 0; i < grid; ++i) {
        const double value = (i + 0.5) / grid;
        x[static_cast<std::size_t>(i)] = value;
        logQ0[static_cast<std::size_t>(i)] = logBetaKernel(prior.q0, value) +
                                             correctFirst * std::log(value) +
                                             wrongFirst * std::log1p(-value);
        logQ1[static_cast<std::size_t>(i)] = logBetaKernel(prior.q1, value) +
                                             correctSecond * std::log(value) +
                                             wrongSecond * std::log1p(-value);
    }
    std::vector<double> logMarginal(x.size());
    std::vector<double> slice(x.size() * x.size());
    for (std::size_t ip = 0; ip < x.size(); ++ip) {
        const double p = x[ip];
        const double logP =
            logBetaKernel(model.p, p) + goldFirst * std::log(p) + goldSecond * std::log1p(-p);
        double maximum = -INFINITY;
        for (std::size_t i0 = 0; i0 < x.size(); ++i0) {
            for (std::size_t i1 = 0; i1 < x.size(); ++i1) {
                const double k = p * x[i0] + (1.0 - p) * (1.0 - x[i1]);
                const double value = logQ0[i0] + logQ1[i1] + unlabelledFirst * std::log(k) +
                                     unlabelledSecond * std::log1p(-k);
                slice[i0 * x.size() + i1] = value;
                maximum = std::max(maximum, value);
            }
        }
        double sum = 0.0;
        for (const double value : slice) {
            sum += std::exp(value - maximum);
        }
        logMarginal[ip] = logP + maximum + std::log(sum);
    }
    const double top = *std::max_element(logMarginal.begin(), logMarginal.end());
    std::vector<double> mass(x.size());
    double total = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        mass[i] = std::exp(logMarginal[i] - top);
        total += mass[i];
    }
    QuadratureResult result;
    for (std::size_t i = 0; i < x.size(); ++i) {
        mass[i] /= total;
        result.mean += mass[i] * x[i];
    }
    // The density is constant within a cell, so the CDF is linear there.
    auto quantile = [&](double probability) {
        double cumulative = 0.0;
        for (std::size_t i = 0; i < x.size(); ++i) {
            if (cumulative + mass[i] >= probability) {
                return (static_cast<double>(i) + (probability - cumulative) / mass[i]) / grid;
            }
            cumulative += mass[i];
        }
        return 1.0;
    };
    result.lower = quantile(0.025);
    result.upper = quantile(0.975);
    return result;
}

double sampleMean(const std::vector<std::vector<double>>& chains) {
    double sum = 0.0;
    std::size_t count = 0;
    for (const auto& chain : chains) {
        for (const double draw : chain) {
            sum += draw;
            ++count;
        }
    }
    return sum / static_cast<double>(count);
}

} // namespace

Q_DECLARE_METATYPE(SyntheticSpec)
Q_DECLARE_METATYPE(DawidSkeneSampler)

class DawidSkeneTest : public QObject {
    Q_OBJECT

private slots:
    void singleEvaluatorMatchesQuadrature_data();
    void singleEvaluatorMatchesQuadrature();
    void patternSamplerMatchesItemByItemSampler();
    void priorSettingsFollowThePaper();
    void threadsDoNotChangeTheDraws();
    void recoversKnownAccuraciesWithManyEvaluators();
    void exactSamplerNeedsOneEvaluator();
    void warnsAboutUnconvergedChains();
};

void DawidSkeneTest::singleEvaluatorMatchesQuadrature_data() {
    QTest::addColumn<SyntheticSpec>("spec");
    QTest::addColumn<bool>("itemByItem");
    QTest::addColumn<DawidSkeneSampler>("sampler");
    QTest::addColumn<int>("draws");
    // Without gold labels one evaluator barely identifies p: the posterior is wide and
    // the Gibbs chain mixes slowly (ESS ≈ 0.6% of the draws), hence its long run; the
    // exact sampler's draws are independent.
    const SyntheticSpec noGold{200, 0, 0.7, {0.8}, {0.7}, 0.0, 101};
    QTest::newRow("Gibbs, n=200, no gold, Beta(2,1) priors")
        << noGold << false << DawidSkeneSampler::Gibbs << 600000;
    QTest::newRow("exact, n=200, no gold, Beta(2,1) priors")
        << noGold << false << DawidSkeneSampler::Exact << 20000;
    QTest::newRow("exact, n=1000, 100 gold, accurate judge")
        << SyntheticSpec{1000, 100, 0.6, {0.9}, {0.75}, 0.0, 102} << false
        << DawidSkeneSampler::Exact << 40000;
    QTest::newRow("Gibbs, n=1000, 100 gold, accurate judge")
        << SyntheticSpec{1000, 100, 0.6, {0.9}, {0.75}, 0.0, 102} << false
        << DawidSkeneSampler::Gibbs << 40000;
    QTest::newRow("automatic, n=60, 20 gold, 15% missing labels")
        << SyntheticSpec{60, 20, 0.3, {0.7}, {0.85}, 0.15, 103} << false
        << DawidSkeneSampler::Automatic << 40000;
    QTest::newRow("item-by-item, n=80, 10 gold")
        << SyntheticSpec{80, 10, 0.55, {0.75}, {0.8}, 0.0, 104} << true << DawidSkeneSampler::Gibbs
        << 25000;
}

void DawidSkeneTest::singleEvaluatorMatchesQuadrature() {
    QFETCH(SyntheticSpec, spec);
    QFETCH(bool, itemByItem);
    QFETCH(DawidSkeneSampler, sampler);
    QFETCH(int, draws);
    const WinRateData data = makeData(spec);
    DawidSkeneModel model;
    model.evaluators.assign(1, EvaluatorPrior{});
    const QuadratureResult exact = quadraturePosterior(data, model, 160);

    DawidSkeneOptions options;
    options.chains = 4;
    options.draws = draws;
    options.seed = spec.seed;
    options.sampler = sampler;
    const Result<DawidSkeneDraws> chains = itemByItem
                                               ? sampleDawidSkeneItemByItem(data, model, options)
                                               : sampleDawidSkene(data, model, options);
    QVERIFY(chains.ok());
    std::vector<double> pooled;
    for (const std::vector<double>& chain : chains->p) {
        pooled.insert(pooled.end(), chain.begin(), chain.end());
    }
    const Result<PosteriorSummary> summary =
        summariseDraws(pooled, 0.95, CredibleInterval{0.0, 1.0});
    const Result<ChainDiagnostics> diagnostics = diagnoseChains(chains->p);
    QVERIFY(summary.ok() && diagnostics.ok());
    const PosteriorSummary& p = *summary;
    qInfo("quadrature mean %.4f [%.4f, %.4f]; sampled mean %.4f [%.4f, %.4f]; R-hat %.4f, ESS %.0f",
          exact.mean, exact.lower, exact.upper, p.mean, p.interval.lower, p.interval.upper,
          diagnostics->splitRHat, diagnostics->effectiveSampleSize);
    QVERIFY(diagnostics->splitRHat < 1.01);
    const DawidSkeneSampler used =
        sampler == DawidSkeneSampler::Gibbs ? DawidSkeneSampler::Gibbs : DawidSkeneSampler::Exact;
    QCOMPARE(chains->sampler, used);
    if (used == DawidSkeneSampler::Exact) {
        // Independent draws: an effective sample size near the number of draws.
        QVERIFY(diagnostics->effectiveSampleSize > 0.5 * options.chains * draws);
    }
    QVERIFY(std::abs(p.mean - exact.mean) < 0.005);
    QVERIFY(std::abs(p.interval.lower - exact.lower) < 0.01);
    QVERIFY(std::abs(p.interval.upper - exact.upper) < 0.01);
}

void DawidSkeneTest::patternSamplerMatchesItemByItemSampler() {
    // Same posterior, different random streams: means and quantiles must agree
    // within their Monte Carlo error (from the effective sample sizes).
    const WinRateData data = makeData({300, 30, 0.65, {0.8, 0.7, 0.9}, {0.7, 0.75, 0.6}, 0.1, 7});
    DawidSkeneModel model;
    model.evaluators.assign(3, EvaluatorPrior{});
    DawidSkeneOptions options;
    options.draws = 6000;
    options.seed = 1;
    const DawidSkeneDraws fast = *sampleDawidSkene(data, model, options);
    options.seed = 2;
    const DawidSkeneDraws reference = *sampleDawidSkeneItemByItem(data, model, options);
    QVERIFY(fast.patternCount < data.itemCount() - 30);
    const DawidSkeneResult fastSummary = *summariseDawidSkene(fast, 0.9);
    const DawidSkeneResult referenceSummary = *summariseDawidSkene(reference, 0.9);

    auto compare = [](const ParameterPosterior& a, const ParameterPosterior& b,
                      const std::vector<std::vector<double>>& drawsA,
                      const std::vector<std::vector<double>>& drawsB, const char* name) {
        double varianceA = 0.0, varianceB = 0.0;
        const double meanA = sampleMean(drawsA), meanB = sampleMean(drawsB);
        std::size_t count = 0;
        for (std::size_t c = 0; c < drawsA.size(); ++c) {
            for (std::size_t i = 0; i < drawsA[c].size(); ++i) {
                varianceA += std::pow(drawsA[c][i] - meanA, 2);
                varianceB += std::pow(drawsB[c][i] - meanB, 2);
                ++count;
            }
        }
        varianceA /= static_cast<double>(count);
        varianceB /= static_cast<double>(count);
        const double standardError = std::sqrt(varianceA / a.diagnostics.effectiveSampleSize +
                                               varianceB / b.diagnostics.effectiveSampleSize);
        qInfo("%s: pattern %.4f, item-by-item %.4f (MC s.e. %.4f); sd %.4f vs %.4f", name, meanA,
              meanB, standardError, std::sqrt(varianceA), std::sqrt(varianceB));
        QVERIFY2(std::abs(meanA - meanB) < 4.0 * standardError, name);
        QVERIFY2(std::abs(std::sqrt(varianceA) / std::sqrt(varianceB) - 1.0) < 0.1, name);
        // 5% and 95% quantiles: their Monte Carlo error is ≈ 2.5× that of the mean here.
        QVERIFY2(std::abs(a.summary.interval.lower - b.summary.interval.lower) <
                     10.0 * standardError,
                 name);
        QVERIFY2(std::abs(a.summary.interval.upper - b.summary.interval.upper) <
                     10.0 * standardError,
                 name);
    };
    compare(fastSummary.p, referenceSummary.p, fast.p, reference.p, "p");
    for (std::size_t e = 0; e < 3; ++e) {
        compare(fastSummary.q0[e], referenceSummary.q0[e], fast.q0[e], reference.q0[e], "q0");
        compare(fastSummary.q1[e], referenceSummary.q1[e], fast.q1[e], reference.q1[e], "q1");
    }
}

void DawidSkeneTest::priorSettingsFollowThePaper() {
    const WinRateData data = makeData({100, 40, 0.7, {0.8, 0.7}, {0.7, 0.6}, 0.0, 3});
    // None: labels dropped, Beta(2, 1) on every accuracy.
    const Result<PreparedDawidSkene> none = prepareDawidSkene(data, PriorSetting::None);
    QVERIFY(none.ok());
    QCOMPARE(humanCounts(none->data).labelled, 0);
    QCOMPARE(none->model.evaluators[1].q1.alpha, 2.0);
    QCOMPARE(none->model.evaluators[1].q1.beta, 1.0);
    // In-distribution: the gold labels stay.
    const Result<PreparedDawidSkene> inDistribution =
        prepareDawidSkene(data, PriorSetting::InDistribution);
    QCOMPARE(humanCounts(inDistribution->data).labelled, 40);
    // OOD: eq. 12–13, normalised to pseudo-count 1 with mean (s + 1)/(n + 2).
    const std::vector<AccuracyCounts> ood{{30, 24, 20, 13}, {10, 5, 0, 0}};
    const Result<PreparedDawidSkene> outOfDistribution =
        prepareDawidSkene(data, PriorSetting::OutOfDistribution, ood);
    QVERIFY(outOfDistribution.ok());
    QCOMPARE(humanCounts(outOfDistribution->data).labelled, 0);
    const EvaluatorPrior& first = outOfDistribution->model.evaluators[0];
    QCOMPARE(first.q0.alpha, 25.0 / 32.0);
    QCOMPARE(first.q0.beta, 7.0 / 32.0);
    QCOMPARE(first.q1.alpha, 14.0 / 22.0);
    QCOMPARE(first.q1.beta, 8.0 / 22.0);
    QCOMPARE(outOfDistribution->model.evaluators[1].q1.alpha, 0.5); // no G1 items: flat mean 1/2
    QVERIFY(
        !prepareDawidSkene(data, PriorSetting::OutOfDistribution, std::vector<AccuracyCounts>(1))
             .ok());
    QVERIFY(!prepareDawidSkene(withoutHumanLabels(data), PriorSetting::InDistribution).ok());
}

void DawidSkeneTest::threadsDoNotChangeTheDraws() {
    const WinRateData data = makeData({200, 20, 0.6, {0.8, 0.7}, {0.7, 0.8}, 0.0, 5});
    DawidSkeneModel model;
    model.evaluators.assign(2, EvaluatorPrior{});
    DawidSkeneOptions options;
    options.draws = 500;
    options.seed = 77;
    options.threads = 1;
    const DawidSkeneDraws serial = *sampleDawidSkene(data, model, options);
    options.threads = 3;
    const DawidSkeneDraws parallel = *sampleDawidSkene(data, model, options);
    QVERIFY(serial.p == parallel.p);
    QVERIFY(serial.q1 == parallel.q1);
}

void DawidSkeneTest::recoversKnownAccuraciesWithManyEvaluators() {
    // Five independent evaluators identify the model without any human label.
    const WinRateData data =
        makeData({3000, 0, 0.3, {0.85, 0.8, 0.75, 0.9, 0.7}, {0.8, 0.7, 0.85, 0.75, 0.9}, 0.0, 9});
    DawidSkeneModel model;
    model.evaluators.assign(5, EvaluatorPrior{});
    DawidSkeneOptions options;
    options.draws = 2000;
    const Result<DawidSkeneResult> result = fitDawidSkene(data, model, options);
    QVERIFY(result.ok());
    QVERIFY(std::abs(result->p.summary.mean - 0.3) < 0.03);
    QVERIFY(result->p.summary.interval.lower < 0.3 && 0.3 < result->p.summary.interval.upper);
    QVERIFY(std::abs(result->q0[3].summary.mean - 0.9) < 0.04);
    QVERIFY(std::abs(result->q1[4].summary.mean - 0.9) < 0.04);
    QVERIFY(result->p.diagnostics.splitRHat < 1.01);
    QVERIFY(result->patternCount <= 32);
}

void DawidSkeneTest::exactSamplerNeedsOneEvaluator() {
    const WinRateData data = makeData({50, 5, 0.6, {0.8, 0.7}, {0.7, 0.8}, 0.0, 8});
    DawidSkeneModel model;
    model.evaluators.assign(2, EvaluatorPrior{});
    DawidSkeneOptions options;
    options.draws = 100;
    options.sampler = DawidSkeneSampler::Exact;
    QVERIFY(!sampleDawidSkene(data, model, options).ok());
    options.sampler = DawidSkeneSampler::Automatic; // two evaluators: Gibbs
    const Result<DawidSkeneDraws> draws = sampleDawidSkene(data, model, options);
    QVERIFY(draws.ok());
    QCOMPARE(draws->sampler, DawidSkeneSampler::Gibbs);
}

void DawidSkeneTest::warnsAboutUnconvergedChains() {
    // The unidentified one-evaluator case with a short Gibbs run: ESS far below 400.
    const WinRateData data = makeData({200, 0, 0.7, {0.8}, {0.7}, 0.0, 101});
    DawidSkeneModel model;
    model.evaluators.assign(1, EvaluatorPrior{});
    DawidSkeneOptions options;
    options.draws = 2000;
    options.sampler = DawidSkeneSampler::Gibbs;
    const std::vector<std::string> names{"judge0"};
    const Result<DawidSkeneResult> gibbs = fitDawidSkene(data, model, options);
    QVERIFY(gibbs.ok());
    const std::vector<std::string> warnings = convergenceWarnings(*gibbs, names);
    // The warning names the parameter, its effective sample size and the 400 it falls short of.
    QVERIFY(std::any_of(warnings.begin(), warnings.end(), [](const std::string& warning) {
        const QString text = QString::fromStdString(warning);
        return text.startsWith(QStringLiteral("q0 of judge0: effective sample size ")) &&
               text.contains(QStringLiteral(" < 400: "));
    }));
    options.sampler = DawidSkeneSampler::Exact;
    const Result<DawidSkeneResult> exact = fitDawidSkene(data, model, options);
    QVERIFY(exact.ok());
    QVERIFY(convergenceWarnings(*exact, names).empty());
    QCOMPARE(exact->sampler, DawidSkeneSampler::Exact);
}

QTEST_GUILESS_MAIN(DawidSkeneTest)
#include "test_dawid_skene.moc"
