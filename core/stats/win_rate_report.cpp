#include "win_rate_report.h"

#include "cancelled_error.h"
#include "random.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace pairrank::stats {
namespace {

// What the report knows about one evaluator in one pair before fitting anything.
struct EvaluatorFacts {
    std::optional<double> observedRate;
    AccuracyCounts accuracy;
    bool hasBothOutcomes = false; // human labels of both outcomes among the items it labelled
};

std::vector<std::map<std::string, EvaluatorFacts>>
collectFacts(std::span<const SystemPairData> pairs) {
    std::vector<std::map<std::string, EvaluatorFacts>> facts(pairs.size());
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const WinRateData& data = pairs[i].data;
        for (int e = 0; e < data.evaluatorCount(); ++e) {
            EvaluatorFacts fact;
            const JudgeCounts judged = judgeCounts(data, e);
            if (judged.judged > 0) {
                fact.observedRate = static_cast<double>(judged.firstPreferred) / judged.judged;
            }
            fact.accuracy = accuracyCounts(data, e);
            fact.hasBothOutcomes = fact.accuracy.humanFirst > 0 && fact.accuracy.humanSecond > 0;
            facts[i][data.evaluatorNames[static_cast<std::size_t>(e)]] = fact;
        }
    }
    return facts;
}

// The other pair whose observed win rate of `evaluator` is closest to this pair's
// (paper 004 §4.3), among pairs with human labels of both outcomes for it.
std::optional<int> oodSource(const std::vector<std::map<std::string, EvaluatorFacts>>& facts,
                             std::size_t pair, const std::string& evaluator) {
    const auto own = facts[pair].find(evaluator);
    if (own == facts[pair].end() || !own->second.observedRate) {
        return std::nullopt;
    }
    std::vector<std::optional<double>> candidates(facts.size());
    for (std::size_t other = 0; other < facts.size(); ++other) {
        const auto it = facts[other].find(evaluator);
        if (other != pair && it != facts[other].end() && it->second.hasBothOutcomes) {
            candidates[other] = it->second.observedRate;
        }
    }
    const std::optional<std::size_t> closest =
        closestObservedWinRate(*own->second.observedRate, candidates);
    if (!closest) {
        return std::nullopt;
    }
    return static_cast<int>(*closest);
}

PriorSetting resolvePrior(ReportPrior requested, const SystemPairData& pair, bool anyOodSource) {
    switch (requested) {
    case ReportPrior::None:
        return PriorSetting::None;
    case ReportPrior::InDistribution:
        return PriorSetting::InDistribution;
    case ReportPrior::OutOfDistribution:
        return PriorSetting::OutOfDistribution;
    case ReportPrior::Automatic:
        break;
    }
    const HumanCounts human = humanCounts(pair.data);
    if (human.firstPreferred > 0 && human.firstPreferred < human.labelled) {
        return PriorSetting::InDistribution;
    }
    return anyOodSource ? PriorSetting::OutOfDistribution : PriorSetting::None;
}

std::uint64_t derivedSeed(std::uint64_t seed, std::size_t pair, std::size_t evaluator) {
    return Random(seed).split(pair * 100003U + evaluator).next();
}

template <typename T> Estimate<T> toEstimate(Result<T> result) {
    Estimate<T> estimate;
    if (result) {
        estimate.value = std::move(result).value();
    } else {
        estimate.error = result.error().message;
    }
    return estimate;
}

Status checkPairs(std::span<const SystemPairData> pairs) {
    if (pairs.empty()) {
        return Error{"the win-rate report needs at least one pair of systems"};
    }
    std::map<std::pair<std::string, std::string>, std::size_t> seen;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const SystemPairData& pair = pairs[i];
        if (const Status status = checkWinRateData(pair.data); !status) {
            return Error{"pair " + std::to_string(i) + " (" + pair.firstSystem + " vs " +
                         pair.secondSystem + "): " + status.message()};
        }
        if (pair.firstSystem == pair.secondSystem) {
            return Error{"pair " + std::to_string(i) + " compares system '" + pair.firstSystem +
                         "' with itself"};
        }
        const auto key = std::minmax(pair.firstSystem, pair.secondSystem);
        if (const auto [it, inserted] = seen.emplace(std::pair{key.first, key.second}, i);
            !inserted) {
            return Error{"pairs " + std::to_string(it->second) + " and " + std::to_string(i) +
                         " both compare '" + pair.firstSystem + "' and '" + pair.secondSystem +
                         "'; merge their items into one pair"};
        }
    }
    return Status::success();
}

void fillMatrixAndRanking(WinRateReport& report) {
    std::map<std::string, int> index;
    for (const PairReport& pair : report.pairs) {
        for (const std::string& system : {pair.firstSystem, pair.secondSystem}) {
            if (index.emplace(system, static_cast<int>(report.systems.size())).second) {
                report.systems.push_back(system);
            }
        }
    }
    const std::size_t count = report.systems.size();
    report.winRate.assign(count, std::vector<std::optional<double>>(count));
    for (std::size_t i = 0; i < report.pairs.size(); ++i) {
        const PairReport& pair = report.pairs[i];
        const Estimate<WinRatePoint> headline = headlineSummary(report, i);
        if (!headline.value) {
            continue;
        }
        const double p = headline.value->mean;
        const auto first = static_cast<std::size_t>(index[pair.firstSystem]);
        const auto second = static_cast<std::size_t>(index[pair.secondSystem]);
        report.winRate[first][second] = p;
        report.winRate[second][first] = 1.0 - p;
    }
    report.averageWinRate.assign(count, std::nullopt);
    for (std::size_t i = 0; i < count; ++i) {
        double sum = 0.0;
        int opponents = 0;
        for (const std::optional<double>& rate : report.winRate[i]) {
            if (rate) {
                sum += *rate;
                ++opponents;
            }
        }
        if (opponents > 0) {
            report.averageWinRate[i] = sum / opponents;
        }
    }
    report.ranking.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        report.ranking[i] = static_cast<int>(i);
    }
    std::stable_sort(report.ranking.begin(), report.ranking.end(), [&](int a, int b) {
        const std::optional<double>& left = report.averageWinRate[static_cast<std::size_t>(a)];
        const std::optional<double>& right = report.averageWinRate[static_cast<std::size_t>(b)];
        if (left && right) {
            return *left > *right;
        }
        return left.has_value() && !right.has_value();
    });
}

} // namespace

std::optional<std::size_t>
closestObservedWinRate(double target, std::span<const std::optional<double>> candidates) {
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (candidates[i] &&
            (!best || std::abs(*candidates[i] - target) < std::abs(*candidates[*best] - target))) {
            best = i;
        }
    }
    return best;
}

WinRatePoint summarize(const ObservedWinRate& estimate) {
    return {estimate.rate, estimate.posterior.interval};
}

WinRatePoint summarize(const BwrsResult& estimate) {
    return {estimate.p.mean, estimate.p.interval};
}

WinRatePoint summarize(const PpiResult& estimate) {
    return {estimate.estimate, estimate.interval};
}

WinRatePoint summarize(const DawidSkeneResult& estimate) {
    return {estimate.p.summary.mean, estimate.p.summary.interval};
}

WinRatePoint summarize(const PooledRegressionPair& estimate) {
    return {estimate.mean, estimate.interval};
}

Estimate<WinRatePoint> pooledRegressionSummary(const WinRateReport& report, std::size_t pair) {
    if (!report.pooledRegression.value) {
        return {std::nullopt, report.pooledRegression.error};
    }
    return {summarize(report.pooledRegression.value->pairs.at(pair)), {}};
}

Estimate<WinRatePoint> headlineSummary(const WinRateReport& report, std::size_t pair) {
    return report.headlineSource == WinRateSource::PooledRegression && report.pooledRegression.value
               ? pooledRegressionSummary(report, pair)
               : summarize(report.pairs.at(pair).dawidSkene);
}

const char* winRateSourceName(WinRateSource source) {
    return source == WinRateSource::PooledRegression ? "pooled regression" : "Dawid–Skene";
}

Result<WinRateReport> buildWinRateReport(std::span<const SystemPairData> pairs,
                                         const WinRateReportOptions& options,
                                         const common::ProgressCallback& progress) {
    if (const Status status = checkPairs(pairs); !status) {
        return status.error();
    }
    const auto facts = collectFacts(pairs);
    PpiOptions ppiOptions = options.ppi;
    ppiOptions.level = options.level;
    WinRateReport report;
    report.level = options.level;

    const auto steps = static_cast<std::int64_t>(pairs.size()) + 1;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        if (!common::shouldContinue(progress, {static_cast<std::int64_t>(i), steps, {}})) {
            return cancelledError();
        }
        const WinRateData& data = pairs[i].data;
        PairReport pairReport;
        pairReport.firstSystem = pairs[i].firstSystem;
        pairReport.secondSystem = pairs[i].secondSystem;
        pairReport.items = data.itemCount();
        pairReport.human = humanCounts(data);

        std::vector<std::optional<int>> sources;
        bool anyOodSource = false;
        for (const std::string& name : data.evaluatorNames) {
            sources.push_back(oodSource(facts, i, name));
            anyOodSource = anyOodSource || sources.back().has_value();
        }
        pairReport.prior = resolvePrior(options.prior, pairs[i], anyOodSource);

        // The joint model's priors: Beta(2, 1) unless an OOD source replaces them.
        const PriorSetting dataSetting = pairReport.prior == PriorSetting::InDistribution
                                             ? PriorSetting::InDistribution
                                             : PriorSetting::None;
        Result<PreparedDawidSkene> joint = prepareDawidSkene(data, dataSetting);

        for (std::size_t e = 0; e < data.evaluatorNames.size(); ++e) {
            const std::string& name = data.evaluatorNames[e];
            const int evaluator = static_cast<int>(e);
            EvaluatorPairReport row;
            row.evaluator = name;
            const AccuracyCounts ownCounts = accuracyCounts(data, evaluator);
            row.accuracy = evaluatorAccuracy(ownCounts, options.level).value();
            row.observed = toEstimate(observedWinRate(judgeCounts(data, evaluator), options.level));

            std::optional<AccuracyCounts> priorCounts;
            std::string priorMissing;
            if (pairReport.prior == PriorSetting::InDistribution) {
                priorCounts = ownCounts;
            } else if (pairReport.prior == PriorSetting::OutOfDistribution) {
                if (sources[e]) {
                    row.oodSourcePair = sources[e];
                    priorCounts = facts[static_cast<std::size_t>(*sources[e])].at(name).accuracy;
                    if (joint) {
                        joint->model.evaluators[e] = outOfDistributionPrior(*priorCounts);
                    }
                } else {
                    priorMissing =
                        "no other pair has human labels of both outcomes for evaluator '" + name +
                        "'";
                }
            } else {
                priorMissing =
                    "BWRS needs human labels (in-distribution or OOD); the prior setting is 'none'";
            }

            if (priorCounts) {
                BwrsOptions bwrsOptions = options.bwrs;
                bwrsOptions.level = options.level;
                bwrsOptions.seed = derivedSeed(options.bwrs.seed, i, 2 + 2 * e);
                row.bwrs = toEstimate(bayesianWinRateSampling(
                    *priorCounts, judgeCounts(data, evaluator), bwrsOptions));
            } else {
                row.bwrs.error = priorMissing;
            }

            if (options.perEvaluatorDawidSkene &&
                pairReport.prior == PriorSetting::OutOfDistribution && !priorCounts) {
                row.dawidSkene.error = priorMissing;
            } else if (options.perEvaluatorDawidSkene) {
                const WinRateData single = selectEvaluator(data, evaluator);
                Result<PreparedDawidSkene> prepared = prepareDawidSkene(single, dataSetting);
                if (!prepared) {
                    row.dawidSkene.error = prepared.error().message;
                } else {
                    if (pairReport.prior == PriorSetting::OutOfDistribution && priorCounts) {
                        prepared->model.evaluators[0] = outOfDistributionPrior(*priorCounts);
                    }
                    DawidSkeneOptions dsOptions = options.dawidSkene;
                    dsOptions.level = options.level;
                    dsOptions.seed = derivedSeed(options.dawidSkene.seed, i, 1 + 2 * e);
                    row.dawidSkene =
                        toEstimate(fitDawidSkene(prepared->data, prepared->model, dsOptions));
                }
            }
            row.ppi =
                toEstimate(predictionPoweredWinRate(selectEvaluator(data, evaluator), ppiOptions));
            pairReport.evaluators.push_back(std::move(row));
        }

        pairReport.ppi = toEstimate(predictionPoweredWinRate(data, ppiOptions));
        if (joint) {
            DawidSkeneOptions dsOptions = options.dawidSkene;
            dsOptions.level = options.level;
            dsOptions.seed = derivedSeed(options.dawidSkene.seed, i, 0);
            pairReport.dawidSkene = toEstimate(fitDawidSkene(joint->data, joint->model, dsOptions));
        } else {
            pairReport.dawidSkene.error = joint.error().message;
        }
        report.pairs.push_back(std::move(pairReport));
    }

    if (options.prior == ReportPrior::Automatic) {
        PooledRegressionOptions pooledOptions = options.pooledRegression;
        pooledOptions.level = options.level;
        auto pooled = pooledRegressionWinRates(
            pairs, pooledOptions, common::withinStep(progress, {steps - 1, steps, {}}));
        if (!pooled && pooled.error().message == common::kCancelledMessage) {
            return cancelledError();
        }
        report.pooledRegression = toEstimate(std::move(pooled));
        if (report.pooledRegression.value) {
            report.headlineSource = WinRateSource::PooledRegression;
        }
    } else {
        report.pooledRegression.error =
            "a Dawid–Skene prior setting was chosen; the pooled regression comes with the "
            "automatic setting";
    }
    fillMatrixAndRanking(report);
    report.accuracyTable = pooledAccuracyTable(pairs, options.level);
    return report;
}

std::vector<EvaluatorAccuracyRow> pooledAccuracyTable(std::span<const SystemPairData> pairs,
                                                      double level) {
    std::map<std::string, AccuracyCounts> pooled;
    std::vector<std::string> order;
    for (const SystemPairData& pair : pairs) {
        for (std::size_t e = 0; e < pair.data.evaluatorNames.size(); ++e) {
            const std::string& name = pair.data.evaluatorNames[e];
            const auto [entry, added] = pooled.try_emplace(name);
            if (added) {
                order.push_back(name);
            }
            entry->second += accuracyCounts(pair.data, static_cast<int>(e));
        }
    }
    std::vector<EvaluatorAccuracyRow> table;
    table.reserve(order.size());
    for (const std::string& name : order) {
        table.push_back({name, evaluatorAccuracy(pooled[name], level).value()});
    }
    return table;
}

} // namespace pairrank::stats
