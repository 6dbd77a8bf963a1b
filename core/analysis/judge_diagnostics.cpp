#include "judge_diagnostics.h"

#include "core/stats/beta_distribution.h"
#include "core/stats/positional_bias.h"
#include "core/stats/ranking_table.h"

#include <cmath>
#include <map>
#include <utility>
#include <vector>

namespace pairrank::analysis {

namespace {

QJsonObject estimateToJson(const EstimateWithInterval& estimate) {
    QJsonObject json;
    json.insert(QStringLiteral("value"), estimate.value);
    json.insert(QStringLiteral("lower"), estimate.interval.lower);
    json.insert(QStringLiteral("upper"), estimate.interval.upper);
    json.insert(QStringLiteral("count"), estimate.count);
    return json;
}

} // namespace

QJsonObject toJson(const JudgeDiagnostics& diagnostics) {
    QJsonObject json;
    if (diagnostics.positionA) {
        json.insert(QStringLiteral("position_a"), estimateToJson(*diagnostics.positionA));
    }
    if (diagnostics.homeAdvantage) {
        json.insert(QStringLiteral("home_advantage"), estimateToJson(*diagnostics.homeAdvantage));
    }
    if (diagnostics.lengthBiasSlope) {
        json.insert(QStringLiteral("length_bias_slope"),
                    estimateToJson(*diagnostics.lengthBiasSlope));
    }
    if (diagnostics.orderConsistency) {
        json.insert(QStringLiteral("order_consistency"),
                    estimateToJson(*diagnostics.orderConsistency));
    }
    return json;
}

namespace {

std::optional<EstimateWithInterval> homeAdvantageOf(std::span<const DiagnosticsInput> contexts,
                                                    std::span<const stats::Comparison> all) {
    double precisionSum = 0.0;
    double weightedSum = 0.0;
    for (const DiagnosticsInput& context : contexts) {
        if (context.homeAdvantageStandardError && *context.homeAdvantageStandardError > 0.0 &&
            !context.comparisons.empty()) {
            const double precision =
                1.0 / (*context.homeAdvantageStandardError * *context.homeAdvantageStandardError);
            precisionSum += precision;
            weightedSum += precision * context.homeAdvantage;
        }
    }
    if (precisionSum > 0.0) {
        const double mean = weightedSum / precisionSum;
        const double error = 1.0 / std::sqrt(precisionSum);
        return EstimateWithInterval{
            mean,
            {mean - stats::kNormal95 * error, mean + stats::kNormal95 * error},
            static_cast<double>(all.size())};
    }
    const auto meanP = stats::meanProbabilityOfA(all);
    if (!meanP) {
        return std::nullopt;
    }
    // δ = logit(mean p) (paper 000 A.8); logit is monotone, so the interval maps through it.
    return EstimateWithInterval{stats::logit(meanP->value),
                                {stats::logit(meanP->lower), stats::logit(meanP->upper)},
                                meanP->count};
}

std::optional<EstimateWithInterval> lengthBiasOf(std::span<const DiagnosticsInput> contexts) {
    std::vector<std::pair<double, double>> points; // (length difference / 1000, logit p)
    for (const DiagnosticsInput& context : contexts) {
        for (const stats::Comparison& comparison : context.comparisons) {
            const auto a = static_cast<std::size_t>(comparison.a);
            const auto b = static_cast<std::size_t>(comparison.b);
            if (a >= context.textLengths.size() || b >= context.textLengths.size()) {
                continue;
            }
            const double difference = (context.textLengths[a] - context.textLengths[b]) / 1000.0;
            points.emplace_back(difference, stats::logit(comparison.p));
        }
    }
    const auto n = static_cast<double>(points.size());
    if (points.size() < 3) {
        return std::nullopt;
    }
    double meanX = 0.0;
    double meanY = 0.0;
    for (const auto& [x, y] : points) {
        meanX += x;
        meanY += y;
    }
    meanX /= n;
    meanY /= n;
    double sxx = 0.0;
    double sxy = 0.0;
    for (const auto& [x, y] : points) {
        sxx += (x - meanX) * (x - meanX);
        sxy += (x - meanX) * (y - meanY);
    }
    if (!(sxx > 0.0)) {
        return std::nullopt;
    }
    const double slope = sxy / sxx;
    double residuals = 0.0;
    for (const auto& [x, y] : points) {
        const double residual = y - meanY - slope * (x - meanX);
        residuals += residual * residual;
    }
    const double error = std::sqrt(residuals / (n - 2.0) / sxx);
    return EstimateWithInterval{
        slope, {slope - stats::kNormal95 * error, slope + stats::kNormal95 * error}, n};
}

std::optional<EstimateWithInterval> orderConsistencyOf(std::span<const DiagnosticsInput> contexts) {
    double agreeing = 0.0;
    double pairs = 0.0;
    for (const DiagnosticsInput& context : contexts) {
        // First p of each order, by unordered pair {low, high}: (p of low-first, p of high-first).
        std::map<std::pair<int, int>, std::pair<std::optional<double>, std::optional<double>>>
            answers;
        for (const stats::Comparison& comparison : context.comparisons) {
            const bool lowFirst = comparison.a < comparison.b;
            auto& entry = answers[{std::min(comparison.a, comparison.b),
                                   std::max(comparison.a, comparison.b)}];
            std::optional<double>& slot = lowFirst ? entry.first : entry.second;
            if (!slot) {
                slot = comparison.p;
            }
        }
        for (const auto& [pair, entry] : answers) {
            if (!entry.first || !entry.second) {
                continue;
            }
            // The low candidate's win in each order: p when first, 1 − p when second.
            const double lowWinsFirst = *entry.first;
            const double lowWinsSecond = 1.0 - *entry.second;
            const auto side = [](double p) {
                return p > 0.5 ? 1.0 : (p < 0.5 ? 0.0 : 0.5);
            };
            const double a = side(lowWinsFirst);
            const double b = side(lowWinsSecond);
            agreeing += a * b + (1.0 - a) * (1.0 - b);
            pairs += 1.0;
        }
    }
    if (pairs < 1.0) {
        return std::nullopt;
    }
    const auto interval =
        stats::betaInterval(stats::BetaShape{agreeing + 0.5, pairs - agreeing + 0.5}, 0.95);
    if (!interval) {
        return std::nullopt;
    }
    return EstimateWithInterval{agreeing / pairs, {interval->lower, interval->upper}, pairs};
}

} // namespace

JudgeDiagnostics computeJudgeDiagnostics(std::span<const DiagnosticsInput> contexts) {
    std::vector<stats::Comparison> all;
    for (const DiagnosticsInput& context : contexts) {
        all.insert(all.end(), context.comparisons.begin(), context.comparisons.end());
    }
    JudgeDiagnostics diagnostics;
    if (all.empty()) {
        return diagnostics;
    }
    if (const auto positionA = stats::positionAPreference(all)) {
        diagnostics.positionA = EstimateWithInterval{
            positionA->value, {positionA->lower, positionA->upper}, positionA->count};
    }
    diagnostics.homeAdvantage = homeAdvantageOf(contexts, all);
    diagnostics.lengthBiasSlope = lengthBiasOf(contexts);
    diagnostics.orderConsistency = orderConsistencyOf(contexts);
    return diagnostics;
}

} // namespace pairrank::analysis
