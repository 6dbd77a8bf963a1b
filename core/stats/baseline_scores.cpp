#include "baseline_scores.h"

namespace pairrank::stats {
namespace {

// Σ weight · (how much i won) / Σ weight, with `share(p)` what A won in one comparison.
template <typename Share>
Vector meanShareOfWinning(std::span<const Comparison> comparisons, int candidateCount,
                          Share share) {
    Vector won = Vector::Zero(candidateCount);
    Vector taken = Vector::Zero(candidateCount);
    for (const Comparison& comparison : comparisons) {
        const double forA = share(comparison.p);
        won[comparison.a] += comparison.weight * forA;
        won[comparison.b] += comparison.weight * (1.0 - forA);
        taken[comparison.a] += comparison.weight;
        taken[comparison.b] += comparison.weight;
    }
    Vector scores(candidateCount);
    for (Index i = 0; i < candidateCount; ++i) {
        scores[i] = taken[i] > 0.0 ? won[i] / taken[i] : 0.5;
    }
    return scores;
}

} // namespace

double hardDecision(double p) {
    if (p > 0.5) {
        return 1.0;
    }
    return p < 0.5 ? 0.0 : 0.5;
}

Vector winRatioScores(std::span<const Comparison> comparisons, int candidateCount) {
    return meanShareOfWinning(comparisons, candidateCount, hardDecision); // paper 001 eq. 6
}

Vector averageProbabilityScores(std::span<const Comparison> comparisons, int candidateCount) {
    // paper 000 §4.2: the average probability of a text over all its comparisons
    return meanShareOfWinning(comparisons, candidateCount, [](double p) { return p; });
}

} // namespace pairrank::stats
