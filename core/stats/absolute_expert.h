// Absolute-score experts (paper 002 §3.2): an LLM's probabilities p_c over score
// classes c (e.g. 1–10) are moment matched to a Gaussian
//
//   μ = Σ_c c p_c,   σ² = Σ_c (c − μ)² p_c,
//
// and enter the product of experts as N(s_n; μ_n, σ_n²) on the candidate's score.
//
// Scale: the comparative scores live on a logit-like scale centred at 0, the classes on
// the LLM's rating scale. PairRank maps classes onto scores affinely,
// s = slope · (c − centre), so that the expert is N(s_n; slope (μ − centre), slope² σ²).
// The default centre is the midpoint of the classes (5.5 for 1–10: a mid-scale rating
// means an average candidate, like s = 0 under the prior) and the default slope is 1
// (one rating point ≈ one logit of comparative strength; a soft Bradley–Terry difference
// of 1 is a 73 % preference). The map is a modelling choice the paper leaves open;
// callers may set both.
#pragma once

#include "result.h"
#include "scoring_model.h"

#include <optional>
#include <span>

namespace pairrank::stats {

struct AbsoluteScaleMap {
    std::optional<double> centre; // default: midpoint of the smallest and largest class
    double slope = 1.0;           // > 0
    // σ² floor in class units: an LLM certain of one class would otherwise give an
    // infinitely precise expert that overrides every comparison.
    double minimumClassVariance = 0.01;
};

// `classes` and `probabilities` have the same length ≥ 1; probabilities are finite,
// ≥ 0 and sum to a positive total (they are normalised). Errors name the field and index.
Result<AbsoluteExpert> momentMatchedExpert(int candidate, std::span<const double> classes,
                                           std::span<const double> probabilities,
                                           const AbsoluteScaleMap& scale = {}, double weight = 1.0);

} // namespace pairrank::stats
