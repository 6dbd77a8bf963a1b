// A judgement as the statistics engine sees it (DESIGN.md §3): candidate `a` was
// shown in position A, `b` in position B, and `p` is the judge's probability
// that A is better. `weight` scales the comparison's expert in the product of
// experts (human labels may count more or less than an LLM's judgement).
#pragma once

#include "result.h"

#include <span>
#include <string>

namespace pairrank::stats {

struct Comparison {
    int a = 0;
    int b = 0;
    double p = 0.5;
    double weight = 1.0;

    // The same evidence: every field equal, exactly (a stored value compared with itself).
    bool operator==(const Comparison&) const = default;
};

// Every probability is clamped to [kProbabilityFloor, 1 - kProbabilityFloor]
// before a logarithm or a logit is taken (DESIGN.md §3).
inline constexpr double kProbabilityFloor = 1e-6;

double clampProbability(double p);
double logit(double p);          // of the clamped p
double sigmoid(double x);        // numerically stable for large |x|
double normalCdf(double x);      // Φ
double normalPdf(double x);      // φ
double normalQuantile(double q); // Φ⁻¹, q in (0, 1)

// Checks that every comparison names two different candidates in [0, candidateCount),
// has a finite p in (0, 1) and a finite weight ≥ 0. The error names the 0-based
// index of the first bad comparison and the field.
Status checkComparisons(std::span<const Comparison> comparisons, int candidateCount);

} // namespace pairrank::stats
