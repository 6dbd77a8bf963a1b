#include "judge_diagnostics.h"

#include "core/stats/beta_distribution.h"
#include "core/stats/dyadic_variance.h"
#include "core/stats/linear_algebra.h"
#include "core/stats/pair_key.h"
#include "core/stats/positional_bias.h"
#include "core/stats/ranking_table.h"

#include <Eigen/Cholesky>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <utility>
#include <variant>
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

const char* lengthBiasGapName(LengthBiasGap gap) {
    switch (gap) {
    case LengthBiasGap::NoQuality:
        return "no_quality";
    case LengthBiasGap::TooFewJudgements:
        return "too_few_judgements";
    case LengthBiasGap::LengthFollowsQuality:
        return "length_follows_quality";
    }
    return "?";
}

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
    if (diagnostics.lengthBiasGap) {
        json.insert(QStringLiteral("length_bias_not_measured"),
                    QString::fromLatin1(lengthBiasGapName(*diagnostics.lengthBiasGap)));
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

// The people's verdict on each labelled unordered pair {low, high}: the mean over its
// label experts of the chance that `low` is the better text.
std::map<std::pair<int, int>, double> humanVerdicts(std::span<const stats::Comparison> labels) {
    std::map<std::pair<int, int>, std::pair<double, double>> sums; // (Σ p for low, count)
    for (const stats::Comparison& label : labels) {
        auto& [sum, count] = sums[{std::min(label.a, label.b), std::max(label.a, label.b)}];
        sum += label.a < label.b ? label.p : 1.0 - label.p;
        count += 1.0;
    }
    std::map<std::pair<int, int>, double> verdicts;
    for (const auto& [pair, sum] : sums) {
        verdicts.emplace(pair, sum.first / sum.second);
    }
    return verdicts;
}

// Length bias beyond quality. A judge that prefers the better text prefers the longer one
// wherever length goes with quality, which is no bias, so logit p is regressed on the
// length difference together with a measure of the quality difference that does not come
// from the judge:
//   logit p_k = α + γ · (ℓ_a − ℓ_b) / 1000 + β_r · (r_a − r_b) + β_h · (2 h_ab − 1) + ε_k,
// r the reference scores of a context where every candidate has one, h_ab the people's
// verdict that a is the better text on a pair they labelled (each judgement enters with
// one of the two, the reference first; others are left out). α absorbs the positional
// bias; γ is the slope reported, by ordinary least squares. Its standard error is
// dyadic-robust (stats/dyadic_variance.h): a text the judge likes for something the
// quality measure misses enters ε_k of every judgement it is in, so judgements that share
// a text are correlated, and the classical σ̂² (XᵀX)⁻¹ would take them for independent
// and give too narrow an interval. A slope from the judge's own scores would be 0 by
// construction: they absorb any property of a text.
std::variant<EstimateWithInterval, LengthBiasGap>
lengthBiasOf(std::span<const DiagnosticsInput> contexts) {
    struct Row {
        double length = 0.0;
        double quality = 0.0; // r_a − r_b, or 2 h_ab − 1
        double logitP = 0.0;
        bool fromReference = false; // else from the people's verdict
    };
    std::vector<Row> rows;
    std::vector<stats::Dyad> texts; // each row's two texts, numbered across the contexts
    int firstText = 0;              // the contexts' candidates are different texts
    for (const DiagnosticsInput& context : contexts) {
        const std::size_t n = context.textLengths.size();
        const bool referenced =
            !context.referenceScores.empty() && context.referenceScores.size() == n;
        const auto verdicts = humanVerdicts(context.humanLabels);
        for (const stats::Comparison& comparison : context.comparisons) {
            const auto a = static_cast<std::size_t>(comparison.a);
            const auto b = static_cast<std::size_t>(comparison.b);
            if (a >= n || b >= n) {
                continue;
            }
            Row row;
            row.length = (context.textLengths[a] - context.textLengths[b]) / 1000.0;
            row.logitP = stats::logit(comparison.p);
            if (referenced) {
                row.quality = context.referenceScores[a] - context.referenceScores[b];
                row.fromReference = true;
            } else if (const auto verdict = verdicts.find({std::min(comparison.a, comparison.b),
                                                           std::max(comparison.a, comparison.b)});
                       verdict != verdicts.end()) {
                const double lowBetter = verdict->second;
                row.quality =
                    2.0 * (comparison.a < comparison.b ? lowBetter : 1.0 - lowBetter) - 1.0;
            } else {
                continue;
            }
            rows.push_back(row);
            texts.push_back({firstText + comparison.a, firstText + comparison.b});
        }
        firstText += static_cast<int>(n);
    }
    // A quality column that is 0 on every row (equal reference scores, or ties wherever
    // people labelled) holds nothing to separate and is left out: those texts are equally
    // good, so their judgements measure the length bias alone.
    const bool anyReference = std::any_of(rows.begin(), rows.end(), [](const Row& row) {
        return row.fromReference && row.quality != 0.0;
    });
    const bool anyHuman = std::any_of(rows.begin(), rows.end(), [](const Row& row) {
        return !row.fromReference && row.quality != 0.0;
    });
    const Eigen::Index columns = 2 + (anyReference ? 1 : 0) + (anyHuman ? 1 : 0);
    const auto count = static_cast<Eigen::Index>(rows.size());
    if (rows.empty()) {
        return LengthBiasGap::NoQuality;
    }
    if (count <= columns) {
        return LengthBiasGap::TooFewJudgements;
    }
    stats::Matrix design(count, columns);
    stats::Vector response(count);
    for (Eigen::Index i = 0; i < count; ++i) {
        const Row& row = rows[static_cast<std::size_t>(i)];
        Eigen::Index column = 0;
        design(i, column++) = 1.0;
        design(i, column++) = row.length;
        if (anyReference) {
            design(i, column++) = row.fromReference ? row.quality : 0.0;
        }
        if (anyHuman) {
            design(i, column++) = row.fromReference ? 0.0 : row.quality;
        }
        response(i) = row.logitP;
    }
    const stats::Matrix gram = design.transpose() * design;
    const Eigen::LDLT<stats::Matrix> factor(gram);
    // Collinear columns (equal lengths, or length a linear function of quality) leave the
    // slope undetermined.
    const double scale = gram.diagonal().maxCoeff();
    if (factor.info() != Eigen::Success || !(factor.vectorD().minCoeff() > 1e-12 * scale)) {
        return LengthBiasGap::LengthFollowsQuality;
    }
    const stats::Vector coefficients = factor.solve(design.transpose() * response);
    const stats::Vector residuals = response - design * coefficients;
    // γ̂ − γ = Σ_k z_k with z_k = cᵀx_k e_k, c the slope's row of (XᵀX)⁻¹.
    const stats::Vector slopeRow = factor.solve(stats::Vector::Unit(columns, 1));
    const stats::Vector influence = (design * slopeRow).cwiseProduct(residuals);
    // G/(G − 1) · (n − 1)/(n − p), G the texts, and the critical value of t with G − 1
    // degrees of freedom: the small-sample corrections of clustered variances (Cameron &
    // Miller 2015, J. Human Resources 50, §VI), for residuals smaller than the errors they
    // estimate and a variance estimated from few independent units.
    const stats::DyadicVariance robust =
        stats::dyadicRobustVariance({influence.data(), static_cast<std::size_t>(count)}, texts);
    const auto units = static_cast<double>(robust.units);
    const double variance = robust.variance * units / (units - 1.0) *
                            static_cast<double>(count - 1) / static_cast<double>(count - columns);
    const double error = std::sqrt(variance);
    const stats::Result<double> tCritical = stats::studentTCriticalValue(units - 1.0, 0.95);
    const double critical = tCritical ? *tCritical : stats::kNormal95; // G ≥ 2: not reached
    const double slope = coefficients(1);
    return EstimateWithInterval{
        slope, {slope - critical * error, slope + critical * error}, static_cast<double>(count)};
}

std::optional<EstimateWithInterval> orderConsistencyOf(std::span<const DiagnosticsInput> contexts) {
    double agreeing = 0.0;
    double pairs = 0.0;
    // The low candidate's win in an answer: p when it was first, 1 − p when second.
    const auto side = [](double lowWins) {
        return lowWins > 0.5 ? 1.0 : (lowWins < 0.5 ? 0.0 : 0.5);
    };
    for (const DiagnosticsInput& context : contexts) {
        // Each answer as (unordered pair {low, high}, then 0 if low was first, else 1; its
        // place in the input): sorted, a pair's answers are adjacent, and the first of each
        // order comes first among its order's. A sort of flat keys instead of a map by pair:
        // a million judgements take a tenth of the time.
        std::vector<std::pair<std::uint64_t, std::size_t>> answers;
        answers.reserve(context.comparisons.size());
        for (std::size_t k = 0; k < context.comparisons.size(); ++k) {
            const stats::Comparison& comparison = context.comparisons[k];
            const std::uint64_t order = comparison.a < comparison.b ? 0 : 1;
            answers.emplace_back(stats::unorderedPairKey(comparison.a, comparison.b) << 1 | order,
                                 k);
        }
        std::sort(answers.begin(), answers.end());
        for (std::size_t start = 0; start < answers.size();) {
            const std::uint64_t pair = answers[start].first >> 1;
            std::size_t end = start;
            while (end < answers.size() && answers[end].first >> 1 == pair) {
                ++end;
            }
            // Asked in both orders: the run starts with low-first answers and ends with
            // high-first ones.
            const bool lowFirst = (answers[start].first & 1) == 0;
            const bool highFirst = (answers[end - 1].first & 1) == 1;
            if (lowFirst && highFirst) {
                std::size_t second = start;
                while ((answers[second].first & 1) == 0) {
                    ++second;
                }
                const double a = side(context.comparisons[answers[start].second].p);
                const double b = side(1.0 - context.comparisons[answers[second].second].p);
                agreeing += a * b + (1.0 - a) * (1.0 - b);
                pairs += 1.0;
            }
            start = end;
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
    const auto lengthBias = lengthBiasOf(contexts);
    if (const auto* slope = std::get_if<EstimateWithInterval>(&lengthBias)) {
        diagnostics.lengthBiasSlope = *slope;
    } else {
        diagnostics.lengthBiasGap = std::get<LengthBiasGap>(lengthBias);
    }
    diagnostics.orderConsistency = orderConsistencyOf(contexts);
    return diagnostics;
}

} // namespace pairrank::analysis
