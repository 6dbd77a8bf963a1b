// Routing pairs between an LLM judge and people, simulated (human_routing.h): one
// pool, one total budget, and three ways to spend it, measured against one truth.
//
//   judge-only     the whole budget on judge calls;
//   random-people  a share of the budget on labels, the labelled pairs drawn uniformly
//                  from the pairs the judge answered (every π equal);
//   routed         the same share, the pairs drawn with the probabilities of the
//                  routing rule (human_routing.h);
//   oracle         the same share, the pairs drawn with values taken from the truth,
//                  v = |t_a − t_b| where the posterior orders the pair the wrong way and
//                  10⁻³ · that elsewhere: no run can know these, so the arm bounds what a
//                  rule choosing among the judge's pairs could gain in ranking.
//
// The pool: candidate i belongs to system i mod `systems`; its true score is the
// system's effect (N(0, systemSpread²)) plus N(0, 1). The judge is a SimulatedJudge
// on those scores, the people a SimulatedAnnotator on the same scores; both, and the
// truth, depend on the seed only, so the three arms of one seed face the same pool,
// the same judge and the same people (a paired comparison).
//
// A run: the judge answers batches of `batchSize` pairs chosen by `strategy` from the
// last fit (before the first fit, from the prior); each batch takes `batchSeconds` of
// simulated time. After a batch, the arms with people decide, pair by pair, whether to
// put it to people (a coin with probability π; the expected labels of a batch are the
// labels still affordable spread over the judge calls still to make); a label is paid
// when asked and arrives `annotator.latency` seconds later. Arrived labels join the
// product of experts as two half-weight experts each (the convention of
// core/analysis/human_label_experts.h, weight `labelWeight`) and the judge's
// recalibration. Then the model (poe-bt, δ fitted) refits and the Spearman correlation
// of its scores with the truth is recorded with the cost spent so far. At the end the
// outstanding labels arrive and the model refits once more.
//
// Win rates: for every pair of systems (g0 < g1), the items are the pairs the judge
// answered with one candidate of each; the estimate is win_rate_active.h's, the truth
// the mean of the people's potential labels over those items.
//
// Progress counts judge calls; Abort ends the run with kCancelledMessage.
#pragma once

#include "core/common/progress.h"
#include "human_routing.h"
#include "result.h"
#include "selection_strategy.h"
#include "simulated_annotator.h"
#include "simulated_judge.h"
#include "win_rate_active.h"

#include <cstdint>
#include <vector>

namespace pairrank::stats {

enum class RoutingArm { JudgeOnly, RandomPeople, Routed, Oracle };
// "judge-only", "random-people", "routed", "oracle"
const char* routingArmName(RoutingArm arm);

struct RoutingSimulationSettings {
    int candidateCount = 1000;  // ≥ 4
    int systems = 4;            // in [2, candidateCount / 2]
    double systemSpread = 0.5;  // ≥ 0, finite
    double budget = 40000.0;    // total cost, > 0
    double peopleShare = 0.5;   // in [0, 1): the share of the budget for labels
    int batchSize = 1000;       // judge calls per batch, ≥ 1
    double batchSeconds = 60.0; // > 0
    SimulatedJudgeSettings judge{.agreement = 0.6, .noise = 2.0, .positionBias = 0.5};
    double judgeCost = 1.0; // per call, > 0
    SimulatedAnnotatorSettings annotator{.accuracy = 0.9, .latency = 60.0, .cost = 50.0};
    double labelWeight = 1.0; // > 0
    RoutingOptions routing;
    SelectionStrategy strategy = SelectionStrategy::Epsilon; // an informative one or random
    std::uint64_t seed = 0;

    // Names the first bad field; the annotator's cost must be > 0.
    Status check() const;
};

struct RoutingCurvePoint {
    double spent = 0.0; // judge calls · judgeCost + labels asked · annotator.cost
    int judgeCalls = 0;
    int labels = 0; // asked (paid)
    double spearman = 0.0;
};

struct SystemPairWinRate {
    int first = 0;  // g0
    int second = 0; // g1
    double truth = 0.0;
    ActiveWinRate estimate;
};

struct RoutingRunResult {
    std::vector<RoutingCurvePoint> curve;    // one point per fit, spent increasing
    std::vector<SystemPairWinRate> winRates; // empty for judge-only
};

Result<RoutingRunResult> simulateRouting(const RoutingSimulationSettings& settings, RoutingArm arm,
                                         const common::ProgressCallback& progress = {});

// The Spearman of the last point of `curve` with spent ≤ `spent` (0 before the first).
double spearmanAtSpend(const std::vector<RoutingCurvePoint>& curve, double spent);

} // namespace pairrank::stats
