// The pattern-count Gibbs sampler of the Bayesian Dawid–Skene model and the
// steps it shares with the item-by-item reference sampler.
#include "binomial_sampling.h"
#include "comparison.h"
#include "dawid_skene.h"
#include "dawid_skene_exact.h"
#include "dawid_skene_internal.h"
#include "parallel_tasks.h"

#include <cmath>
#include <map>
#include <string>

namespace pairrank::stats {
namespace detail {

LatentCounts::LatentCounts(int evaluatorCount)
    : correctFirst(static_cast<std::size_t>(evaluatorCount), 0)
    , wrongFirst(static_cast<std::size_t>(evaluatorCount), 0)
    , correctSecond(static_cast<std::size_t>(evaluatorCount), 0)
    , wrongSecond(static_cast<std::size_t>(evaluatorCount), 0) {}

void LatentCounts::addItem(Label truth, std::span<const Label> labels, long long multiplicity) {
    if (multiplicity == 0) {
        return;
    }
    const bool firstIsTrue = truth == kFirstPreferred;
    (firstIsTrue ? first : second) += multiplicity;
    for (std::size_t e = 0; e < labels.size(); ++e) {
        if (labels[e] == kMissingLabel) {
            continue;
        }
        if (firstIsTrue) {
            (labels[e] == kFirstPreferred ? correctFirst[e] : wrongFirst[e]) += multiplicity;
        } else {
            (labels[e] == kSecondPreferred ? correctSecond[e] : wrongSecond[e]) += multiplicity;
        }
    }
}

Status checkDawidSkeneInput(const WinRateData& data, const DawidSkeneModel& model,
                            const DawidSkeneOptions& options) {
    if (const Status status = checkWinRateData(data); !status) {
        return status;
    }
    if (static_cast<int>(model.evaluators.size()) != data.evaluatorCount()) {
        return Error{"Dawid–Skene model has priors for " + std::to_string(model.evaluators.size()) +
                     " evaluators, the data has " + std::to_string(data.evaluatorCount())};
    }
    if (const Status status = checkBetaShape(model.p); !status) {
        return Error{"prior of p: " + status.message()};
    }
    for (std::size_t e = 0; e < model.evaluators.size(); ++e) {
        if (const Status status = checkBetaShape(model.evaluators[e].q0); !status) {
            return Error{"prior of q0 of evaluator '" + data.evaluatorNames[e] +
                         "': " + status.message()};
        }
        if (const Status status = checkBetaShape(model.evaluators[e].q1); !status) {
            return Error{"prior of q1 of evaluator '" + data.evaluatorNames[e] +
                         "': " + status.message()};
        }
    }
    if (options.chains < 1) {
        return Error{"Dawid–Skene chains must be ≥ 1, got " + std::to_string(options.chains)};
    }
    if (options.draws < 4) {
        return Error{"Dawid–Skene draws must be ≥ 4, got " + std::to_string(options.draws)};
    }
    if (options.warmup < 0) {
        return Error{"Dawid–Skene warmup must be ≥ 0, got " + std::to_string(options.warmup)};
    }
    if (!(options.level > 0.0 && options.level < 1.0)) {
        return Error{"Dawid–Skene level must be in (0, 1), got " + std::to_string(options.level)};
    }
    return Status::success();
}

void LatentCounts::addSplitPattern(std::span<const Label> labels, long long firstCount,
                                   long long secondCount) {
    first += firstCount;
    second += secondCount;
    for (std::size_t e = 0; e < labels.size(); ++e) {
        if (labels[e] == kFirstPreferred) {
            correctFirst[e] += firstCount;
            wrongSecond[e] += secondCount;
        } else if (labels[e] == kSecondPreferred) {
            wrongFirst[e] += firstCount;
            correctSecond[e] += secondCount;
        }
    }
}

DawidSkeneState initialState(int evaluatorCount, Random& random) {
    DawidSkeneState state;
    state.p = 0.1 + 0.8 * random.uniform();
    for (int e = 0; e < evaluatorCount; ++e) {
        state.q0.push_back(0.6 + 0.35 * random.uniform());
        state.q1.push_back(0.6 + 0.35 * random.uniform());
    }
    return state;
}

void updateLogLikelihoodRatios(const DawidSkeneState& state, LogLikelihoodRatios& ratios) {
    ratios.priorLogOdds = logit(state.p);
    ratios.labelFirst.resize(state.q0.size());
    ratios.labelSecond.resize(state.q0.size());
    for (std::size_t e = 0; e < state.q0.size(); ++e) {
        // Clamped only inside the logarithms: a Beta draw can round to exactly 0 or 1.
        const double q0 = clampProbability(state.q0[e]);
        const double q1 = clampProbability(state.q1[e]);
        ratios.labelFirst[e] = std::log(q0) - std::log1p(-q1);  // t = 0: q0 vs 1 − q1
        ratios.labelSecond[e] = std::log1p(-q0) - std::log(q1); // t = 1: 1 − q0 vs q1
    }
}

double posteriorFirst(const LogLikelihoodRatios& ratios, std::span<const Label> labels) {
    double logOdds = ratios.priorLogOdds;
    for (std::size_t e = 0; e < labels.size(); ++e) {
        if (labels[e] == kFirstPreferred) {
            logOdds += ratios.labelFirst[e];
        } else if (labels[e] == kSecondPreferred) {
            logOdds += ratios.labelSecond[e];
        }
    }
    return sigmoid(logOdds);
}

void drawParameters(const LatentCounts& counts, const DawidSkeneModel& model, Random& random,
                    DawidSkeneState& state) {
    state.p = random.beta(model.p.alpha + static_cast<double>(counts.first),
                          model.p.beta + static_cast<double>(counts.second));
    for (std::size_t e = 0; e < state.q0.size(); ++e) {
        const EvaluatorPrior& prior = model.evaluators[e];
        state.q0[e] = random.beta(prior.q0.alpha + static_cast<double>(counts.correctFirst[e]),
                                  prior.q0.beta + static_cast<double>(counts.wrongFirst[e]));
        state.q1[e] = random.beta(prior.q1.alpha + static_cast<double>(counts.correctSecond[e]),
                                  prior.q1.beta + static_cast<double>(counts.wrongSecond[e]));
    }
}

DawidSkeneDraws allocateDraws(int evaluatorCount, int chains, int draws) {
    const std::vector<double> chain(static_cast<std::size_t>(draws));
    const std::vector<std::vector<double>> allChains(static_cast<std::size_t>(chains), chain);
    DawidSkeneDraws result;
    result.p = allChains;
    result.q0.assign(static_cast<std::size_t>(evaluatorCount), allChains);
    result.q1.assign(static_cast<std::size_t>(evaluatorCount), allChains);
    return result;
}

void recordDraw(const DawidSkeneState& state, int chain, int draw, DawidSkeneDraws& draws) {
    const auto c = static_cast<std::size_t>(chain);
    const auto d = static_cast<std::size_t>(draw);
    draws.p[c][d] = state.p;
    for (std::size_t e = 0; e < state.q0.size(); ++e) {
        draws.q0[e][c][d] = state.q0[e];
        draws.q1[e][c][d] = state.q1[e];
    }
}

} // namespace detail

namespace {

// Unlabelled items grouped by their evaluator label pattern, plus the fixed
// counts of the gold (human-labelled) items.
struct PatternData {
    std::vector<Label> patterns; // patternCount × E, row-major
    std::vector<long long> multiplicity;
    detail::LatentCounts gold;
    int goldItems = 0;

    explicit PatternData(int evaluatorCount)
        : gold(evaluatorCount) {}
};

PatternData groupByPattern(const WinRateData& data) {
    const int evaluatorCount = data.evaluatorCount();
    PatternData grouped(evaluatorCount);
    std::map<std::vector<Label>, long long> counts;
    for (int item = 0; item < data.itemCount(); ++item) {
        const auto begin =
            data.judgeLabels.begin() + static_cast<std::ptrdiff_t>(item) * evaluatorCount;
        const std::span<const Label> labels(&*begin, static_cast<std::size_t>(evaluatorCount));
        const Label human = data.humanLabels[static_cast<std::size_t>(item)];
        if (human != kMissingLabel) {
            grouped.gold.addItem(human, labels, 1);
            ++grouped.goldItems;
        } else {
            ++counts[std::vector<Label>(labels.begin(), labels.end())];
        }
    }
    for (const auto& [pattern, count] : counts) {
        grouped.patterns.insert(grouped.patterns.end(), pattern.begin(), pattern.end());
        grouped.multiplicity.push_back(count);
    }
    return grouped;
}

} // namespace

Result<DawidSkeneDraws> sampleDawidSkene(const WinRateData& data, const DawidSkeneModel& model,
                                         const DawidSkeneOptions& options) {
    if (const Status status = detail::checkDawidSkeneInput(data, model, options); !status) {
        return status.error();
    }
    const int evaluatorCount = data.evaluatorCount();
    if (options.sampler == DawidSkeneSampler::Exact && evaluatorCount != 1) {
        return Error{"the exact Dawid–Skene sampler handles one evaluator, the data has " +
                     std::to_string(evaluatorCount)};
    }
    if (options.sampler == DawidSkeneSampler::Exact ||
        (options.sampler == DawidSkeneSampler::Automatic && evaluatorCount == 1 &&
         detail::exactSingleEvaluatorCells(data) <= kMaximumExactCells)) {
        DawidSkeneDraws draws = detail::sampleSingleEvaluatorExact(data, model, options);
        draws.sampler = DawidSkeneSampler::Exact;
        return draws;
    }
    const PatternData grouped = groupByPattern(data);
    const auto patternCount = grouped.multiplicity.size();
    DawidSkeneDraws draws = detail::allocateDraws(evaluatorCount, options.chains, options.draws);
    draws.patternCount = static_cast<int>(patternCount);
    draws.goldItems = grouped.goldItems;

    const Random root(options.seed);
    runParallelTasks(options.chains, options.threads, [&](int chain) {
        Random random = root.split(static_cast<std::uint64_t>(chain));
        detail::DawidSkeneState state = detail::initialState(evaluatorCount, random);
        detail::LogLikelihoodRatios ratios;
        detail::LatentCounts counts = grouped.gold;
        for (int sweep = 0; sweep < options.warmup + options.draws; ++sweep) {
            detail::updateLogLikelihoodRatios(state, ratios);
            counts = grouped.gold; // copy-assignment reuses the vectors' storage
            for (std::size_t j = 0; j < patternCount; ++j) {
                const std::span<const Label> labels(
                    grouped.patterns.data() + j * static_cast<std::size_t>(evaluatorCount),
                    static_cast<std::size_t>(evaluatorCount));
                const long long total = grouped.multiplicity[j];
                // Step (1): how many of the pattern's items are truly G0's, in one Binomial draw.
                const long long first =
                    sampleBinomial(random, total, detail::posteriorFirst(ratios, labels));
                counts.addSplitPattern(labels, first, total - first);
            }
            detail::drawParameters(counts, model, random, state); // step (2)
            if (sweep >= options.warmup) {
                detail::recordDraw(state, chain, sweep - options.warmup, draws);
            }
        }
    });
    return draws;
}

} // namespace pairrank::stats
