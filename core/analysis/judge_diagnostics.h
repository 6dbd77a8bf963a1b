// Judge diagnostics from a run's comparisons (DESIGN.md §5): positional bias
// P(A) with an interval, the home advantage δ with an interval, length bias,
// and the consistency of the two orders where both were asked. Pure arithmetic
// over values; the worker recomputes it for snapshots.
#pragma once

#include "core/stats/comparison.h"
#include "interval.h"

#include <QJsonObject>

#include <optional>
#include <span>

namespace pairrank::analysis {

// Why the length bias has no estimate, so that a user is told what is missing.
enum class LengthBiasGap {
    NoQuality,           // no judged pair has a reference score difference or a human verdict
    TooFewJudgements,    // some have, but no more than the regression has coefficients
    LengthFollowsQuality // the design is singular: the lengths are all equal, or a linear
                         // function of the quality differences and the intercept
};

// "no_quality", "too_few_judgements", "length_follows_quality"
const char* lengthBiasGapName(LengthBiasGap gap);

// Judge diagnostics from every comparison of the run (DESIGN.md §5).
struct JudgeDiagnostics {
    // P(A): the fraction of decisions for position A with Wilson's interval (paper 001 eq. 8).
    std::optional<EstimateWithInterval> positionA;
    // δ of P(A wins) = σ(s_a − s_b + δ), fitted jointly with the scores (paper 002 §3.3),
    // with a ± 1.96 standard error interval, averaged over contexts by precision.
    std::optional<EstimateWithInterval> homeAdvantage;
    // Length bias beyond quality: the least-squares slope of logit p on (length of A −
    // length of B) in thousands of characters, the quality difference held fixed, with its
    // 95 % interval; count: the judgements it is estimated from.
    std::optional<EstimateWithInterval> lengthBiasSlope;
    // Set exactly when lengthBiasSlope is empty and there are judgements.
    std::optional<LengthBiasGap> lengthBiasGap;
    // Order consistency over the pairs asked in both orders: the fraction whose two
    // answers name the same winner (p_ab > ½ exactly when p_ba < ½).
    std::optional<EstimateWithInterval> orderConsistency;
};

// One context's part: its LLM comparisons (human labels excluded), the length in
// characters of each candidate's text (by index), and δ as the model used it.
struct DiagnosticsInput {
    std::span<const stats::Comparison> comparisons;
    std::span<const int> textLengths;
    double homeAdvantage = 0.0;
    std::optional<double> homeAdvantageStandardError; // when δ was fitted
    // What the length bias is measured beyond: the criterion's reference scores by index
    // (empty unless every candidate has one), and the people's labels of the context as
    // experts (human_label_experts.h: p near 1 when a was chosen, ½ for a tie).
    std::span<const double> referenceScores = {};
    std::span<const stats::Comparison> humanLabels = {};
};

// Every diagnostic that the comparisons allow (others stay empty):
//  - positionA: stats::positionAPreference over every comparison (Wilson interval);
//  - homeAdvantage: with fitted δ, the precision-weighted mean of the contexts' δ with
//    ± 1.96 standard errors; otherwise δ = logit(mean p) (paper 000 A.8) with the logit of
//    the interval of the mean p (stats::meanProbabilityOfA);
//  - lengthBiasSlope: least squares of logit p on (len A − len B) / 1000 and the quality
//    difference — the reference scores' where the context has them, else the people's
//    verdict on the pair — over the judgements that have one (none without reference
//    scores or labelled pairs: length and quality cannot be told apart from the judge's
//    own answers); 95 % interval from the slope's dyadic-robust standard error
//    (stats/dyadic_variance.h: judgements that share a text are not independent). Needs more
//    judgements than coefficients and lengths that are not a linear function of the quality;
//    lengthBiasGap says which of these was missing;
//  - orderConsistency: over unordered pairs asked in both orders (first answer of each
//    order), the fraction whose answers name the same winner, a tie (p = ½) counting ½;
//    Jeffreys interval Beta(k + ½, n − k + ½).
JudgeDiagnostics computeJudgeDiagnostics(std::span<const DiagnosticsInput> contexts);

QJsonObject toJson(const JudgeDiagnostics& diagnostics);

} // namespace pairrank::analysis
