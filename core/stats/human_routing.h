// Which pairs PairRank asks people about, beside an LLM judge (DESIGN.md §3; the
// rule the run's human queue and the routing simulation share).
//
// People label pairs the LLM judge has already answered: only there does a label
// measure the judge (BWRS, Dawid–Skene and the estimator of win_rate_active.h learn
// from such pairs), and the judge's answer tells where a person is worth the most.
// Every answered pair enters the queue with an inclusion probability π, a coin with
// that probability decides whether it is put to people, and π is kept with the label:
// the calibrated win rates then stay unbiased however the pairs were favoured
// (Horvitz–Thompson; Zrnic & Candès 2024, "Active Statistical Inference", §2–3).
//
// For a pair (a, b), shown in that order, with the judge's probability p that a is
// better and the posterior N(μ, Σ) of the scores:
//
//   1. The judge's prediction of the person's label, recalibrated on the labels so far:
//        f = σ(α + β · logit p),
//      with (α, β) the MAP of the logistic regression of "the person preferred a" on
//      logit p over the pairs both answered, under the priors α ~ N(0, 1), β ~ N(1, 1)
//      (no labels: f = p). α absorbs the judge's positional bias (its sign as in
//      DESIGN.md §3: a judge favouring the first shown has α < 0), β < 1 its
//      over-confidence; with an accuracy near ½ on the labelled pairs, β → 0 and f → σ(α).
//   2. Calibration need  c = √(f (1 − f)): the standard deviation of the person's label
//      around the judge's prediction. For a mean over pairs, the variance of the
//      estimator is smallest with π ∝ √E[(Y − f)² | pair] (Zrnic & Candès §3, the
//      optimal sampling rule), which is c when f is calibrated: the pairs the judge is
//      least sure of go to people first.
//   3. Ranking need  r = 2 Φ(−|μa − μb| / √V_ab), V_ab = Σaa + Σbb − 2 Σab: twice the
//      posterior probability that the pair's order is the wrong way round, in [0, 1]
//      (1 for a pair the posterior cannot order at all).
//   4. Value  v = c · (r0 + (1 − r0) r) · s, r0 = `rankingFloor` > 0, so that every
//      pair that counts keeps a positive probability — the estimator needs π > 0 on every
//      item. s = 1, except s = `sameSystemShare` (0 by default) for a pair whose two
//      candidates come from the same known system: such a pair is an item of no win rate
//      between systems, and the judge's accuracy it would measure the other pairs measure
//      too, so the labels go where the calibrated win rates need them.
//   5. π = min(1, λ v), with λ such that Σ π over the newly answered pairs is the number
//      of labels the human budget affords for them (water-filling: pairs capped at 1
//      leave their share to the others).
//
// The cost of a label and of a judge call set how much of a run's budget goes to people
// (the expected labels of step 5); the rule decides where those labels go.
#pragma once

#include "result.h"

#include <span>
#include <vector>

namespace pairrank::stats {

// One pair both the judge and a person answered.
struct LabelledJudgement {
    double judgeProbability = 0.5; // p that the first shown is better, in [0, 1]
    bool personPrefersFirst = false;
};

struct JudgeRecalibration {
    double intercept = 0.0; // α
    double slope = 1.0;     // β
    int labels = 0;         // the pairs it was fitted on

    // f = σ(α + β logit p), p clamped away from 0 and 1 (kProbabilityFloor).
    double predict(double judgeProbability) const;
};

// The MAP of step 1 by Newton's method (the log-posterior is strictly concave). Fails on
// a probability outside [0, 1] or not finite, naming its index.
Result<JudgeRecalibration> fitJudgeRecalibration(std::span<const LabelledJudgement> labelled);

struct RoutingOptions {
    double rankingFloor = 0.2;    // r0 in (0, 1]
    double sameSystemShare = 0.0; // s of a same-system pair, in [0, 1]

    Status check() const;
};

struct HumanLabelValue {
    double prediction = 0.5;      // f
    double calibrationNeed = 0.0; // c
    double rankingNeed = 0.0;     // r
    double value = 0.0;           // v > 0 unless f is 0 or 1
};

// Steps 1–4 for one pair: the judge's p, μa − μb, V_ab ≥ 0 and whether both candidates
// come from the same known system.
HumanLabelValue humanLabelValue(double judgeProbability, double meanDifference,
                                double differenceVariance, const JudgeRecalibration& judge,
                                const RoutingOptions& options = {}, bool sameSystem = false);

// The labels step 5 spreads over `answers` newly answered pairs: the labels still
// affordable (labelsLeft ≥ 0) in proportion to these answers among the judge calls still
// to make, theirs included (judgementsLeftAfter ≥ 0 calls after them), so that both
// budgets run out together.
double labelsForAnswers(double labelsLeft, double answers, double judgementsLeftAfter);

// Step 5: π_i = min(1, λ v_i) with Σ π_i = expectedLabels (all 1 when expectedLabels ≥
// the number of pairs with v > 0; a pair with v = 0 gets 0). Fails on a value < 0 or not
// finite (naming its index) or expectedLabels < 0.
Result<std::vector<double>> inclusionProbabilities(std::span<const double> values,
                                                   double expectedLabels);

} // namespace pairrank::stats
