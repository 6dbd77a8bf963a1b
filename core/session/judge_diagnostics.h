// Judge diagnostics from a run's comparisons (DESIGN.md §5): positional bias
// P(A) with an interval, the home advantage δ with an interval, length bias,
// and the consistency of the two orders where both were asked. Pure arithmetic
// over values; the worker recomputes it for snapshots.
#pragma once

#include "core/stats/comparison.h"
#include "run_snapshot.h"

#include <optional>
#include <span>

namespace pairrank::session {

// One context's part: its LLM comparisons (human labels excluded), the length in
// characters of each candidate's text (by index), and δ as the model used it.
struct DiagnosticsInput {
    std::span<const stats::Comparison> comparisons;
    std::span<const int> textLengths;
    double homeAdvantage = 0.0;
    std::optional<double> homeAdvantageStandardError; // when δ was fitted
};

// Every diagnostic that the comparisons allow (others stay empty):
//  - positionA: stats::positionAPreference over every comparison (Wilson interval);
//  - homeAdvantage: with fitted δ, the precision-weighted mean of the contexts' δ with
//    ± 1.96 standard errors; otherwise δ = logit(mean p) (paper 000 A.8) with the logit of
//    the interval of the mean p (stats::meanProbabilityOfA);
//  - lengthBiasSlope: least squares of logit p on (len A − len B) / 1000, 95 % interval
//    from the slope's standard error (needs ≥ 3 comparisons and different lengths);
//  - orderConsistency: over unordered pairs asked in both orders (first answer of each
//    order), the fraction whose answers name the same winner, a tie (p = ½) counting ½;
//    Jeffreys interval Beta(k + ½, n − k + ½).
JudgeDiagnostics computeJudgeDiagnostics(std::span<const DiagnosticsInput> contexts);

} // namespace pairrank::session
