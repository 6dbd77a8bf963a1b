// Pieces shared by the pattern-count and the item-by-item Dawid–Skene samplers
// (dawid_skene.h); not part of the public API.
#pragma once

#include "dawid_skene.h"
#include "random.h"

#include <vector>

namespace pairrank::stats::detail {

// Current values of p, q0ᵉ, q1ᵉ in one chain.
struct DawidSkeneState {
    double p = 0.5;
    std::vector<double> q0;
    std::vector<double> q1;
};

// Sufficient statistics of the latent (and gold) labels for the Beta updates.
struct LatentCounts {
    long long first = 0;                               // items with h = 0
    long long second = 0;                              // items with h = 1
    std::vector<long long> correctFirst, wrongFirst;   // per evaluator, among h = 0
    std::vector<long long> correctSecond, wrongSecond; // per evaluator, among h = 1

    explicit LatentCounts(int evaluatorCount);
    void addItem(Label truth, std::span<const Label> labels, long long multiplicity);
    // `firstCount` items of this pattern with h = 0 and `secondCount` with h = 1.
    void addSplitPattern(std::span<const Label> labels, long long firstCount,
                         long long secondCount);
};

Status checkDawidSkeneInput(const WinRateData& data, const DawidSkeneModel& model,
                            const DawidSkeneOptions& options);

DawidSkeneState initialState(int evaluatorCount, Random& random);

// Per evaluator, log P(t | h = 0) − log P(t | h = 1) for t = 0 and t = 1.
struct LogLikelihoodRatios {
    double priorLogOdds = 0.0; // logit(p)
    std::vector<double> labelFirst;
    std::vector<double> labelSecond;
};
// Fills `ratios` (reusing its storage: this runs once per sweep).
void updateLogLikelihoodRatios(const DawidSkeneState& state, LogLikelihoodRatios& ratios);

// P(h = 0 | labels, parameters).
double posteriorFirst(const LogLikelihoodRatios& ratios, std::span<const Label> labels);

// Step (2): conjugate Beta draws of every parameter given the latent counts.
void drawParameters(const LatentCounts& counts, const DawidSkeneModel& model, Random& random,
                    DawidSkeneState& state);

// Allocates the draws for `chains` × `draws` and E evaluators.
DawidSkeneDraws allocateDraws(int evaluatorCount, int chains, int draws);
void recordDraw(const DawidSkeneState& state, int chain, int draw, DawidSkeneDraws& draws);

} // namespace pairrank::stats::detail
