#include "win_rate_pooled_regression.h"

#include "binomial_sampling.h"
#include "cancelled_error.h"
#include "comparison.h"
#include "draw_summary.h"
#include "parallel_tasks.h"
#include "random.h"
#include "stable_math.h"
#include "win_rate_ppi.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <map>
#include <optional>

namespace pairrank::stats {
namespace {

// Prior scales of (1) in the header.
constexpr double kInterceptScale = 1.5; // a
constexpr double kSlopeScale = 1.5;     // b
constexpr double kSpreadScale = 1.5;    // τ
constexpr double kWeightScale = 2.0;    // ω
constexpr double kPredictionClamp = 0.02;
constexpr int kAdaptationBlock = 100;
constexpr double kTargetAcceptance = 0.44;
constexpr int kPairStepsPerSweep = 4;

// The data of (1), with every item reduced to what the model sees: its pair, its verdicts'
// deviations x (E per item, row-major) and, if labelled, Y.
struct Problem {
    int pairs = 0;
    int evaluators = 0;
    std::vector<std::string> evaluatorNames; // the union over the pairs, sorted
    std::vector<double> curveInput;          // g_k
    std::vector<int> items;                  // T_k
    std::vector<int> labelledFirst;          // Σ_labelled Y_i, per pair
    // Labelled items.
    std::vector<int> labelPair;
    std::vector<bool> labelFirst;
    std::vector<double> labelX;
    std::vector<std::vector<int>> labelsOfPair;
    // Unlabelled items grouped by pair and verdicts.
    std::vector<int> patternPair;
    std::vector<std::int64_t> patternCount;
    std::vector<double> patternX;

    std::span<const double> xOfLabel(int label) const {
        return {labelX.data() + static_cast<std::ptrdiff_t>(label) * evaluators,
                static_cast<std::size_t>(evaluators)};
    }
    std::span<const double> xOfPattern(int pattern) const {
        return {patternX.data() + static_cast<std::ptrdiff_t>(pattern) * evaluators,
                static_cast<std::size_t>(evaluators)};
    }
};

Problem buildProblem(std::span<const SystemPairData> pairs) {
    Problem problem;
    problem.pairs = static_cast<int>(pairs.size());
    std::map<std::string, int> evaluatorIndex;
    for (const SystemPairData& pair : pairs) {
        for (const std::string& name : pair.data.evaluatorNames) {
            evaluatorIndex.emplace(name, 0);
        }
    }
    int next = 0;
    for (auto& entry : evaluatorIndex) {
        entry.second = next++;
        problem.evaluatorNames.push_back(entry.first);
    }
    problem.evaluators = next;
    const auto E = static_cast<std::size_t>(next);
    problem.labelsOfPair.resize(pairs.size());
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const WinRateData& data = pairs[k].data;
        const int n = data.itemCount();
        std::vector<int> column(static_cast<std::size_t>(data.evaluatorCount()));
        for (int e = 0; e < data.evaluatorCount(); ++e) {
            column[static_cast<std::size_t>(e)] =
                evaluatorIndex.at(data.evaluatorNames[static_cast<std::size_t>(e)]);
        }
        // v̄_ke over the items evaluator e judged.
        std::vector<double> mean(E, 0.0);
        std::vector<int> judged(E, 0);
        double prediction = 0.0;
        for (int i = 0; i < n; ++i) {
            prediction += itemPrediction(data, i);
            for (int e = 0; e < data.evaluatorCount(); ++e) {
                const Label label = data.judgeLabel(i, e);
                if (label != kMissingLabel) {
                    const auto c = static_cast<std::size_t>(column[static_cast<std::size_t>(e)]);
                    mean[c] += label == kFirstPreferred ? 1.0 : 0.0;
                    ++judged[c];
                }
            }
        }
        for (std::size_t c = 0; c < E; ++c) {
            mean[c] = judged[c] > 0 ? mean[c] / judged[c] : 0.0;
        }
        const double m = std::clamp(prediction / n, kPredictionClamp, 1.0 - kPredictionClamp);
        problem.curveInput.push_back(std::log(m / (1.0 - m)));
        problem.items.push_back(n);
        problem.labelledFirst.push_back(0);
        // x_ie of (1): the verdict's deviation from the evaluator's mean, 0 where it gave none.
        const auto deviation = [&mean](const std::vector<Label>& verdicts, std::size_t c) {
            return verdicts[c] == kMissingLabel
                       ? 0.0
                       : (verdicts[c] == kFirstPreferred ? 1.0 : 0.0) - mean[c];
        };
        std::map<std::vector<Label>, std::int64_t> patterns;
        for (int i = 0; i < n; ++i) {
            std::vector<Label> verdicts(E, kMissingLabel);
            for (int e = 0; e < data.evaluatorCount(); ++e) {
                verdicts[static_cast<std::size_t>(column[static_cast<std::size_t>(e)])] =
                    data.judgeLabel(i, e);
            }
            const Label human = data.humanLabels[static_cast<std::size_t>(i)];
            if (human == kMissingLabel) {
                ++patterns[verdicts];
                continue;
            }
            problem.labelsOfPair[k].push_back(static_cast<int>(problem.labelPair.size()));
            problem.labelPair.push_back(static_cast<int>(k));
            problem.labelFirst.push_back(human == kFirstPreferred);
            problem.labelledFirst.back() += human == kFirstPreferred ? 1 : 0;
            for (std::size_t c = 0; c < E; ++c) {
                problem.labelX.push_back(deviation(verdicts, c));
            }
        }
        for (const auto& [verdicts, count] : patterns) {
            problem.patternPair.push_back(static_cast<int>(k));
            problem.patternCount.push_back(count);
            for (std::size_t c = 0; c < E; ++c) {
                problem.patternX.push_back(deviation(verdicts, c));
            }
        }
    }
    return problem;
}

struct Parameters {
    double intercept = 0.0; // a
    double slope = 0.0;     // b
    double logSpread = 0.0; // log τ
    double logWeightScale = 0.0;
    std::vector<double> pairEffect; // z_k
    std::vector<double> weights;    // c_e

    double theta(const Problem& problem, int pair) const {
        return intercept + slope * problem.curveInput[static_cast<std::size_t>(pair)] +
               std::exp(logSpread) * pairEffect[static_cast<std::size_t>(pair)];
    }
    double eta(const Problem& problem, int pair, std::span<const double> x) const {
        double value = theta(problem, pair);
        for (std::size_t e = 0; e < x.size(); ++e) {
            value += weights[e] * x[e];
        }
        return value;
    }
    // log prior of the globals, in the sampled (log τ, log ω) coordinates; z_k apart.
    double logPrior() const {
        const double tau = std::exp(logSpread);
        const double omega = std::exp(logWeightScale);
        double value = -0.5 * intercept * intercept / (kInterceptScale * kInterceptScale) -
                       0.5 * slope * slope / (kSlopeScale * kSlopeScale) -
                       0.5 * tau * tau / (kSpreadScale * kSpreadScale) + logSpread -
                       0.5 * omega * omega / (kWeightScale * kWeightScale) + logWeightScale;
        for (const double c : weights) {
            value += -0.5 * c * c / (omega * omega) - logWeightScale;
        }
        return value;
    }
};

double labelLogLikelihood(bool first, double eta) {
    return first ? logSigmoid(eta) : logSigmoid(-eta);
}

// A random-walk step size adapted in blocks during warm-up.
struct Step {
    double size = 0.5;
    int accepted = 0;
    int proposed = 0;

    void adapt() {
        if (proposed == 0) {
            return;
        }
        size *= static_cast<double>(accepted) / proposed > kTargetAcceptance ? 1.3 : 0.75;
        accepted = proposed = 0;
    }
};

struct ChainDraws {
    std::vector<std::vector<double>> winRates; // per pair
    std::vector<double> weightSums;
    double slopeSum = 0.0;
    double spreadSum = 0.0;
};

// One chain; `goOn` is asked before every kAdaptationBlock sweeps, and nothing is returned
// once it answers false.
std::optional<ChainDraws> runChain(const Problem& problem, const PooledRegressionOptions& options,
                                   Random random, const std::function<bool()>& goOn) {
    const auto K = static_cast<std::size_t>(problem.pairs);
    const auto E = static_cast<std::size_t>(problem.evaluators);
    Parameters state;
    state.pairEffect.assign(K, 0.0);
    state.weights.assign(E, 0.0);
    const std::size_t labels = problem.labelPair.size();
    std::vector<double> eta(labels);
    for (std::size_t j = 0; j < labels; ++j) {
        eta[j] = state.eta(problem, problem.labelPair[j], problem.xOfLabel(static_cast<int>(j)));
    }
    const auto logLikelihood = [&](const std::vector<double>& values) {
        double sum = 0.0;
        for (std::size_t j = 0; j < labels; ++j) {
            sum += labelLogLikelihood(problem.labelFirst[j], values[j]);
        }
        return sum;
    };
    // One step per pair: a pair with many labels needs small steps, one without any the
    // prior's.
    std::vector<Step> pairSteps(K);
    // a, b, log τ, log ω, then c_e.
    std::vector<Step> globalSteps(4 + E);
    std::vector<double> trial(labels);
    std::vector<Step> centredSteps(3); // a, b, log τ with the θ_k fixed

    ChainDraws draws;
    draws.winRates.assign(K, {});
    draws.weightSums.assign(E, 0.0);
    const int total = options.warmup + options.draws;
    for (int iteration = 0; iteration < total; ++iteration) {
        if (iteration % kAdaptationBlock == 0 && !goOn()) {
            return std::nullopt;
        }
        const double tau = std::exp(state.logSpread);
        // Each z_k costs only its own pair's labels, so it gets several steps per sweep.
        for (int repeat = 0; repeat < kPairStepsPerSweep; ++repeat) {
            for (std::size_t k = 0; k < K; ++k) {
                const double current = state.pairEffect[k];
                Step& pairStep = pairSteps[k];
                const double proposal = current + pairStep.size * random.normal();
                const double shift = tau * (proposal - current);
                double change = 0.5 * (current * current - proposal * proposal);
                for (const int j : problem.labelsOfPair[k]) {
                    const auto index = static_cast<std::size_t>(j);
                    change += labelLogLikelihood(problem.labelFirst[index], eta[index] + shift) -
                              labelLogLikelihood(problem.labelFirst[index], eta[index]);
                }
                ++pairStep.proposed;
                if (std::log(random.uniformOpen()) < change) {
                    state.pairEffect[k] = proposal;
                    for (const int j : problem.labelsOfPair[k]) {
                        eta[static_cast<std::size_t>(j)] += shift;
                    }
                    ++pairStep.accepted;
                }
            }
        }
        double currentLikelihood = logLikelihood(eta);
        for (std::size_t p = 0; p < globalSteps.size(); ++p) {
            double* parameter = p == 0   ? &state.intercept
                                : p == 1 ? &state.slope
                                : p == 2 ? &state.logSpread
                                : p == 3 ? &state.logWeightScale
                                         : &state.weights[p - 4];
            const double before = *parameter;
            const double priorBefore = state.logPrior();
            const double spreadBefore = std::exp(state.logSpread);
            *parameter += globalSteps[p].size * random.normal();
            double likelihood = currentLikelihood;
            if (p != 3) { // ω enters through the prior only
                const double delta = *parameter - before;
                const double spreadDelta = std::exp(state.logSpread) - spreadBefore;
                for (std::size_t j = 0; j < labels; ++j) {
                    const auto k = static_cast<std::size_t>(problem.labelPair[j]);
                    const double shift = p == 0   ? delta
                                         : p == 1 ? delta * problem.curveInput[k]
                                         : p == 2
                                             ? spreadDelta * state.pairEffect[k]
                                             : delta * problem.xOfLabel(static_cast<int>(j))[p - 4];
                    trial[j] = eta[j] + shift;
                }
                likelihood = logLikelihood(trial);
            }
            ++globalSteps[p].proposed;
            if (std::log(random.uniformOpen()) <
                likelihood + state.logPrior() - currentLikelihood - priorBefore) {
                currentLikelihood = likelihood;
                if (p != 3) {
                    eta.swap(trial);
                }
                ++globalSteps[p].accepted;
            } else {
                *parameter = before;
            }
        }
        // The same globals moved with every θ_k held fixed (the z_k follow), so only the priors
        // change: the centred half of an interweaving sampler (Yu & Meng 2011, JCGS 20,
        // 531–570). The non-centred moves above mix well when the pairs have few labels, these
        // when they have many; together τ and a mix in both regimes.
        for (std::size_t p = 0; p < centredSteps.size(); ++p) {
            const Parameters before = state;
            const double priorBefore = state.logPrior();
            double zPriorBefore = 0.0;
            for (const double z : state.pairEffect) {
                zPriorBefore -= 0.5 * z * z;
            }
            const double step = centredSteps[p].size * random.normal();
            if (p == 0) {
                state.intercept += step;
            } else if (p == 1) {
                state.slope += step;
            } else {
                state.logSpread += step;
            }
            const double spreadBefore = std::exp(before.logSpread);
            const double spread = std::exp(state.logSpread);
            double zPriorAfter = 0.0;
            for (std::size_t k = 0; k < K; ++k) {
                const double theta = before.theta(problem, static_cast<int>(k));
                double& z = state.pairEffect[k];
                z = (theta - state.intercept - state.slope * problem.curveInput[k]) / spread;
                zPriorAfter -= 0.5 * z * z;
            }
            // The Jacobian of z ↦ z τ/τ′ in the log τ move; 1 for the shifts.
            const double jacobian =
                static_cast<double>(K) * (std::log(spreadBefore) - std::log(spread));
            ++centredSteps[p].proposed;
            if (std::log(random.uniformOpen()) <
                state.logPrior() + zPriorAfter + jacobian - priorBefore - zPriorBefore) {
                ++centredSteps[p].accepted;
            } else {
                state = before;
            }
        }
        if (iteration < options.warmup && (iteration + 1) % kAdaptationBlock == 0) {
            for (Step& step : centredSteps) {
                step.adapt();
            }
            for (Step& step : pairSteps) {
                step.adapt();
            }
            for (Step& step : globalSteps) {
                step.adapt();
            }
        }
        if (iteration < options.warmup) {
            continue;
        }
        std::vector<std::int64_t> first(problem.labelledFirst.begin(), problem.labelledFirst.end());
        for (std::size_t q = 0; q < problem.patternPair.size(); ++q) {
            const int pair = problem.patternPair[q];
            const double probability =
                sigmoid(state.eta(problem, pair, problem.xOfPattern(static_cast<int>(q))));
            first[static_cast<std::size_t>(pair)] +=
                sampleBinomial(random, problem.patternCount[q], probability);
        }
        for (std::size_t k = 0; k < K; ++k) {
            // The continuity correction of (3) in the header.
            const bool known =
                problem.labelsOfPair[k].size() == static_cast<std::size_t>(problem.items[k]);
            const double spread = known ? 0.0 : random.uniform() - 0.5;
            draws.winRates[k].push_back(
                std::clamp((static_cast<double>(first[k]) + spread) / problem.items[k], 0.0, 1.0));
        }
        for (std::size_t e = 0; e < E; ++e) {
            draws.weightSums[e] += state.weights[e];
        }
        draws.slopeSum += state.slope;
        draws.spreadSum += std::exp(state.logSpread);
    }
    return draws;
}

Status checkOptions(const PooledRegressionOptions& options) {
    if (!(options.level > 0.0 && options.level < 1.0)) {
        return Error{"pooled regression: level must be in (0, 1), got " +
                     std::to_string(options.level)};
    }
    if (options.warmup < kAdaptationBlock || options.draws < 4 || options.chains < 1) {
        return Error{"pooled regression: needs warmup ≥ 100, draws ≥ 4 and chains ≥ 1"};
    }
    return {};
}

} // namespace

Result<PooledRegressionResult> pooledRegressionWinRates(std::span<const SystemPairData> pairs,
                                                        const PooledRegressionOptions& options,
                                                        const common::ProgressCallback& progress) {
    if (pairs.empty()) {
        return Error{"pooled regression: no pairs of systems"};
    }
    if (Status status = checkOptions(options); !status) {
        return status.error();
    }
    int labelled = 0;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        if (Status status = checkWinRateData(pairs[k].data); !status) {
            return Error{"pooled regression: pair " + std::to_string(k) + ": " + status.message()};
        }
        labelled += humanCounts(pairs[k].data).labelled;
    }
    if (labelled < kMinimumLabelsForPooledRegression) {
        return Error{"pooled regression needs at least " +
                     std::to_string(kMinimumLabelsForPooledRegression) +
                     " human-labelled items over all pairs, got " + std::to_string(labelled) +
                     "; label a random sample of items"};
    }
    const Problem problem = buildProblem(pairs);
    const Random root(options.seed);
    const int blocksPerChain =
        (options.warmup + options.draws + kAdaptationBlock - 1) / kAdaptationBlock;
    const std::int64_t blocks = std::int64_t{options.chains} * blocksPerChain;
    SharedProgress shared(progress);
    std::atomic<std::int64_t> blocksBegun{0};
    const std::function<bool()> goOn = [&] {
        return shared.shouldContinue({blocksBegun++, blocks, {}});
    };
    std::vector<std::optional<ChainDraws>> runs(static_cast<std::size_t>(options.chains));
    runParallelTasks(options.chains, options.threads, [&](int chain) {
        runs[static_cast<std::size_t>(chain)] =
            runChain(problem, options, root.split(static_cast<std::uint64_t>(chain)), goOn);
    });
    if (shared.aborted()) {
        return cancelledError();
    }
    std::vector<ChainDraws> chains;
    for (std::optional<ChainDraws>& run : runs) {
        chains.push_back(std::move(*run));
    }

    PooledRegressionResult result;
    const double kept = static_cast<double>(options.chains) * options.draws;
    result.evaluators = problem.evaluatorNames;
    result.judgeWeights.assign(static_cast<std::size_t>(problem.evaluators), 0.0);
    for (const ChainDraws& chain : chains) {
        for (std::size_t e = 0; e < result.judgeWeights.size(); ++e) {
            result.judgeWeights[e] += chain.weightSums[e] / kept;
        }
        result.calibrationSlope += chain.slopeSum / kept;
        result.pairSpread += chain.spreadSum / kept;
    }
    result.smallestEffectiveSampleSize = kept;
    result.settled = true;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        std::vector<std::vector<double>> pairChains;
        std::vector<double> all;
        for (const ChainDraws& chain : chains) {
            pairChains.push_back(chain.winRates[k]);
            all.insert(all.end(), chain.winRates[k].begin(), chain.winRates[k].end());
        }
        PooledRegressionPair pair;
        pair.items = problem.items[k];
        pair.labelled = static_cast<int>(problem.labelsOfPair[k].size());
        Result<PosteriorSummary> summary =
            summariseDraws(all, options.level, CredibleInterval{0.0, 1.0});
        if (!summary) {
            return Error{"pooled regression: pair " + std::to_string(k) + ": " +
                         summary.error().message};
        }
        pair.mean = summary->mean;
        pair.interval = summary->interval;
        Result<ChainDiagnostics> diagnostics = diagnoseChains(pairChains);
        if (diagnostics) {
            pair.diagnostics = *diagnostics;
        }
        result.settled = result.settled && diagnostics && hasSettled(pair.diagnostics);
        result.largestRHat = std::max(result.largestRHat, pair.diagnostics.splitRHat);
        result.smallestEffectiveSampleSize =
            std::min(result.smallestEffectiveSampleSize, pair.diagnostics.effectiveSampleSize);
        result.pairs.push_back(pair);
    }
    return result;
}

} // namespace pairrank::stats
