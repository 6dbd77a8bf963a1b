#include "bwrs.h"

#include "parallel_tasks.h"
#include "random.h"
#include "win_rate_observed.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace pairrank::stats {
namespace {

constexpr int kDrawsPerBlock = 4096;

} // namespace

const char* outOfRangePolicyName(OutOfRangePolicy policy) {
    switch (policy) {
    case OutOfRangePolicy::Reject:
        return "reject";
    case OutOfRangePolicy::Clamp:
        return "clamp";
    case OutOfRangePolicy::Keep:
        return "keep";
    }
    return "unknown";
}

std::string bwrsAdvice(const AccuracyCounts& accuracy, const BwrsResult* result) {
    const int labelled = accuracy.humanFirst + accuracy.humanSecond;
    const std::string counts = std::to_string(labelled) + " human-labelled items (" +
                               std::to_string(accuracy.humanFirst) + " for G0, " +
                               std::to_string(accuracy.humanSecond) + " for G1)";
    const std::string remedy =
        "; use PPI++ instead (pairrank-cli winrate --method ppi++), which corrects the judge "
        "with the human labels whatever its accuracy and needs at least 3 randomly chosen "
        "labelled items, or label more items of this pair at random";
    const double meanSum = (accuracy.correctFirst + 1.0) / (accuracy.humanFirst + 2.0) +
                           (accuracy.correctSecond + 1.0) / (accuracy.humanSecond + 2.0);
    if (accuracy.humanFirst == 0 || accuracy.humanSecond == 0) {
        return "BWRS cannot measure the judge's accuracy on both outcomes from " + counts + remedy;
    }
    if (meanSum <= 1.0) {
        return "BWRS cannot calibrate a judge no better than chance on " + counts + remedy;
    }
    if (result != nullptr && result->draws > 0 &&
        result->accuracySumAtMostOne >= 0.01 * result->draws) {
        return "BWRS left out " + std::to_string(result->accuracySumAtMostOne) + " of " +
               std::to_string(result->draws) +
               " draws whose accuracies were no better than chance (q0 + q1 ≤ 1), so its "
               "interval assumes a better-than-chance judge that " +
               counts + " cannot establish" + remedy;
    }
    return {};
}

Result<BwrsResult> bayesianWinRateSampling(const AccuracyCounts& accuracy,
                                           const JudgeCounts& judged, const BwrsOptions& options) {
    if (const Status status = checkAccuracyCounts(accuracy); !status) {
        return status.error();
    }
    if (judged.judged <= 0) {
        return Error{"BWRS: the evaluator labelled no item of this generator pair"};
    }
    if (judged.firstPreferred < 0 || judged.firstPreferred > judged.judged) {
        return Error{"BWRS: firstPreferred must be in [0, judged]"};
    }
    if (accuracy.humanFirst == 0) {
        return Error{
            "BWRS: no human-labelled item prefers G0, so the accuracy q0 cannot be estimated; "
            "BWRS needs human labels of both outcomes (in-distribution) or an OOD prior. " +
            bwrsAdvice(accuracy)};
    }
    if (accuracy.humanSecond == 0) {
        return Error{
            "BWRS: no human-labelled item prefers G1, so the accuracy q1 cannot be estimated; "
            "BWRS needs human labels of both outcomes (in-distribution) or an OOD prior. " +
            bwrsAdvice(accuracy)};
    }
    if (options.draws < 2) {
        return Error{"BWRS: draws must be ≥ 2, got " + std::to_string(options.draws)};
    }
    if (!(options.level > 0.0 && options.level < 1.0)) {
        return Error{"BWRS: level must be in (0, 1), got " + std::to_string(options.level)};
    }

    BwrsResult result;
    result.q0 = {accuracy.correctFirst + 1.0,
                 accuracy.humanFirst - accuracy.correctFirst + 1.0}; // Alg. 1 l. 13
    result.q1 = {accuracy.correctSecond + 1.0,
                 accuracy.humanSecond - accuracy.correctSecond + 1.0}; // Alg. 1 l. 14
    result.k = {judged.firstPreferred + 1.0,
                judged.judged - judged.firstPreferred + 1.0}; // Alg. 1 l. 16
    const double accuracySum = betaMean(result.q0) + betaMean(result.q1);
    if (accuracySum <= 1.0) {
        return Error{
            "BWRS: the evaluator's accuracies have q0 + q1 = " + std::to_string(accuracySum) +
            " ≤ 1 (posterior means): it is no better than chance, and p = (k + q1 − 1)/(q0 + q1 − "
            "1) is meaningless (paper 004 eq. 14). " +
            bwrsAdvice(accuracy)};
    }

    result.draws = options.draws;
    result.outOfRange = options.outOfRange;
    // Fixed-size blocks, each with its own stream: the draws do not depend on the
    // number of threads that produce them.
    const int blockCount = (options.draws + kDrawsPerBlock - 1) / kDrawsPerBlock;
    std::vector<std::vector<double>> blockDraws(static_cast<std::size_t>(blockCount));
    std::vector<BwrsResult> blockCounts(static_cast<std::size_t>(blockCount));
    const Random root(options.seed);
    // The three Beta shapes are fixed: their Marsaglia–Tsang constants are computed once.
    const BetaSampler drawQ0(result.q0.alpha, result.q0.beta);
    const BetaSampler drawQ1(result.q1.alpha, result.q1.beta);
    const BetaSampler drawK(result.k.alpha, result.k.beta);
    runParallelTasks(blockCount, options.threads, [&](int block) {
        Random random = root.split(static_cast<std::uint64_t>(block));
        const int count = std::min(kDrawsPerBlock, options.draws - block * kDrawsPerBlock);
        // Filled locally and moved out at the end: the vectors and counters of
        // neighbouring blocks share cache lines, and writing them on every draw from
        // two threads made the second thread nearly useless (false sharing).
        std::vector<double> used;
        BwrsResult counts;
        used.reserve(static_cast<std::size_t>(count));
        for (int draw = 0; draw < count; ++draw) {
            const double q0 = drawQ0(random);
            const double q1 = drawQ1(random);
            const double k = drawK(random);
            const double denominator = q0 + q1 - 1.0;
            if (denominator <= 0.0) {
                ++counts.accuracySumAtMostOne;
                continue;
            }
            double p = (k + q1 - 1.0) / denominator; // paper 004 eq. 11
            if (p < 0.0 || p > 1.0) {
                ++(p < 0.0 ? counts.belowZero : counts.aboveOne);
                if (options.outOfRange == OutOfRangePolicy::Reject) {
                    continue;
                }
                if (options.outOfRange == OutOfRangePolicy::Clamp) {
                    p = p < 0.0 ? 0.0 : 1.0;
                }
            }
            used.push_back(p);
        }
        blockDraws[static_cast<std::size_t>(block)] = std::move(used);
        blockCounts[static_cast<std::size_t>(block)] = counts;
    });
    std::vector<double> used;
    used.reserve(static_cast<std::size_t>(options.draws));
    for (int block = 0; block < blockCount; ++block) {
        const std::vector<double>& draws = blockDraws[static_cast<std::size_t>(block)];
        used.insert(used.end(), draws.begin(), draws.end());
        const BwrsResult& counts = blockCounts[static_cast<std::size_t>(block)];
        result.accuracySumAtMostOne += counts.accuracySumAtMostOne;
        result.belowZero += counts.belowZero;
        result.aboveOne += counts.aboveOne;
    }
    result.usedDraws = static_cast<int>(used.size());
    if (used.size() < 2) {
        return Error{
            "BWRS: only " + std::to_string(used.size()) + " of " + std::to_string(options.draws) +
            " draws gave a win rate in [0, 1]; the counts are inconsistent with any win rate"};
    }
    std::optional<CredibleInterval> support;
    if (options.outOfRange != OutOfRangePolicy::Keep) {
        support = CredibleInterval{0.0, 1.0};
    }
    Result<PosteriorSummary> summary = summariseDraws(used, options.level, support);
    if (!summary) {
        return Error{"BWRS: " + summary.error().message};
    }
    result.p = *summary;
    return result;
}

} // namespace pairrank::stats
