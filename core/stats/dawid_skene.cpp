// Prior settings and posterior summaries of the Bayesian Dawid–Skene model.
#include "dawid_skene.h"

#include "parallel_tasks.h"
#include "win_rate_observed.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

namespace pairrank::stats {
namespace {

std::vector<double> pooled(const std::vector<std::vector<double>>& chains) {
    std::vector<double> all;
    for (const std::vector<double>& chain : chains) {
        all.insert(all.end(), chain.begin(), chain.end());
    }
    return all;
}

Result<ParameterPosterior> summariseParameter(const std::vector<std::vector<double>>& chains,
                                              double level, const std::string& name) {
    const std::vector<double> all = pooled(chains);
    Result<PosteriorSummary> summary = summariseDraws(all, level, CredibleInterval{0.0, 1.0});
    if (!summary) {
        return Error{name + ": " + summary.error().message};
    }
    Result<ChainDiagnostics> diagnostics = diagnoseChains(chains);
    if (!diagnostics) {
        return Error{name + ": " + diagnostics.error().message};
    }
    return ParameterPosterior{*summary, *diagnostics};
}

} // namespace

const char* dawidSkeneSamplerName(DawidSkeneSampler sampler) {
    switch (sampler) {
    case DawidSkeneSampler::Automatic:
        return "automatic";
    case DawidSkeneSampler::Gibbs:
        return "gibbs";
    case DawidSkeneSampler::Exact:
        return "exact";
    }
    return "unknown";
}

std::vector<std::string> convergenceWarnings(const DawidSkeneResult& result,
                                             std::span<const std::string> evaluatorNames) {
    std::vector<std::string> warnings;
    std::array<char, 32> rHatLimit{};
    std::snprintf(rHatLimit.data(), rHatLimit.size(), "%.2f", kMaximumSplitRHat);
    const std::string sampleSizeLimit = std::to_string(std::lround(kMinimumEffectiveSampleSize));
    const auto check = [&](const ParameterPosterior& parameter, const std::string& name) {
        const ChainDiagnostics& diagnostics = parameter.diagnostics;
        if (!(diagnostics.splitRHat <= kMaximumSplitRHat)) {
            warnings.push_back(name + ": split R-hat " + std::to_string(diagnostics.splitRHat) +
                               " > " + rHatLimit.data() + ": the chains disagree; run more draws");
        }
        if (!(diagnostics.effectiveSampleSize >= kMinimumEffectiveSampleSize)) {
            warnings.push_back(name + ": effective sample size " +
                               std::to_string(static_cast<long long>(
                                   std::floor(diagnostics.effectiveSampleSize))) +
                               " < " + sampleSizeLimit +
                               ": the interval ends are imprecise; run more draws");
        }
    };
    check(result.p, "p");
    for (std::size_t e = 0; e < result.q0.size(); ++e) {
        const std::string name = e < evaluatorNames.size() ? evaluatorNames[e] : std::to_string(e);
        check(result.q0[e], "q0 of " + name);
        check(result.q1[e], "q1 of " + name);
    }
    return warnings;
}

const char* priorSettingName(PriorSetting setting) {
    switch (setting) {
    case PriorSetting::None:
        return "none";
    case PriorSetting::InDistribution:
        return "in-distribution";
    case PriorSetting::OutOfDistribution:
        return "ood";
    }
    return "unknown";
}

EvaluatorPrior outOfDistributionPrior(const AccuracyCounts& ood) {
    // paper 004 eq. 12–13: the Beta(s + 1, n − s + 1) posterior scaled to pseudo-count 1.
    const double firstTotal = ood.humanFirst + 2.0;
    const double secondTotal = ood.humanSecond + 2.0;
    EvaluatorPrior prior;
    prior.q0 = {(ood.correctFirst + 1.0) / firstTotal,
                (ood.humanFirst - ood.correctFirst + 1.0) / firstTotal};
    prior.q1 = {(ood.correctSecond + 1.0) / secondTotal,
                (ood.humanSecond - ood.correctSecond + 1.0) / secondTotal};
    return prior;
}

Result<PreparedDawidSkene> prepareDawidSkene(const WinRateData& data, PriorSetting setting,
                                             std::span<const AccuracyCounts> oodCounts) {
    if (const Status status = checkWinRateData(data); !status) {
        return status.error();
    }
    PreparedDawidSkene prepared;
    const auto evaluatorCount = static_cast<std::size_t>(data.evaluatorCount());
    prepared.model.evaluators.assign(evaluatorCount, EvaluatorPrior{});
    switch (setting) {
    case PriorSetting::None:
        prepared.data = withoutHumanLabels(data);
        break;
    case PriorSetting::InDistribution:
        if (humanCounts(data).labelled == 0) {
            return Error{"the in-distribution prior needs human labels on some items of this pair; "
                         "there are none"};
        }
        prepared.data = data;
        break;
    case PriorSetting::OutOfDistribution:
        if (oodCounts.size() != evaluatorCount) {
            return Error{"the OOD prior needs accuracy counts for each of the " +
                         std::to_string(evaluatorCount) + " evaluators, got " +
                         std::to_string(oodCounts.size())};
        }
        for (std::size_t e = 0; e < evaluatorCount; ++e) {
            if (const Status status = checkAccuracyCounts(oodCounts[e]); !status) {
                return Error{"OOD counts of evaluator '" + data.evaluatorNames[e] +
                             "': " + status.message()};
            }
            if (oodCounts[e].humanFirst + oodCounts[e].humanSecond == 0) {
                return Error{
                    "evaluator '" + data.evaluatorNames[e] +
                    "' has no human-labelled item in the OOD data, so it has no OOD prior"};
            }
            prepared.model.evaluators[e] = outOfDistributionPrior(oodCounts[e]);
        }
        prepared.data = withoutHumanLabels(data);
        break;
    }
    return prepared;
}

Result<DawidSkeneResult> summariseDawidSkene(const DawidSkeneDraws& draws, double level) {
    // Parameters are summarised in parallel: p, then q0 and q1 of every evaluator.
    const std::size_t evaluatorCount = draws.q0.size();
    const int parameterCount = static_cast<int>(1 + 2 * evaluatorCount);
    std::vector<std::optional<Result<ParameterPosterior>>> summaries(
        static_cast<std::size_t>(parameterCount));
    runParallelTasks(parameterCount, 0, [&](int index) {
        if (index == 0) {
            summaries[0] = summariseParameter(draws.p, level, "p");
            return;
        }
        const auto e = static_cast<std::size_t>(index - 1) / 2;
        const bool first = (index - 1) % 2 == 0;
        summaries[static_cast<std::size_t>(index)] = summariseParameter(
            first ? draws.q0[e] : draws.q1[e], level,
            std::string(first ? "q0" : "q1") + " of evaluator " + std::to_string(e));
    });
    for (const auto& summary : summaries) {
        if (!*summary) {
            return summary->error();
        }
    }
    DawidSkeneResult result;
    result.p = summaries[0]->value();
    for (std::size_t e = 0; e < evaluatorCount; ++e) {
        result.q0.push_back(summaries[1 + 2 * e]->value());
        result.q1.push_back(summaries[2 + 2 * e]->value());
    }
    result.patternCount = draws.patternCount;
    result.goldItems = draws.goldItems;
    result.chains = static_cast<int>(draws.p.size());
    result.draws = draws.p.empty() ? 0 : static_cast<int>(draws.p.front().size());
    result.sampler = draws.sampler;
    return result;
}

Result<DawidSkeneResult> fitDawidSkene(const WinRateData& data, const DawidSkeneModel& model,
                                       const DawidSkeneOptions& options) {
    Result<DawidSkeneDraws> draws = sampleDawidSkene(data, model, options);
    if (!draws) {
        return draws.error();
    }
    Result<DawidSkeneResult> result = summariseDawidSkene(*draws, options.level);
    if (result && draws->sampler == DawidSkeneSampler::Gibbs) {
        result->warmup = options.warmup; // independent draws need none
    }
    return result;
}

} // namespace pairrank::stats
