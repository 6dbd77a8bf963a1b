// The rank-variance strategy (pair_selection.h): pick the comparison expected to shrink
// the ranking's Spearman loss the most, weighted by how likely it is to reorder the pair.
//
// Spearman's ρ = 1 − 6 Σ_i d_i² / (N(N² − 1)), d_i the error of candidate i's rank. Under
// the Gaussian posterior s ~ N(μ, Σ) (DESIGN.md §3), rank_i(s) = 1 + Σ_j 1[s_j > s_i] and
//   ∂E[rank_i]/∂s_i = g_i = Σ_{j≠i} φ(z_ij) / √V_ij,   z_ij = (μ_i − μ_j)/√V_ij,      (1)
// the expected number of candidates i passes per unit of its score: i's "rank density".
// Linearising rank_i around μ_i, E[d_i²] ≈ g_i² Σ_ii, so the expected loss is
//   L ≈ Σ_i g_i² Σ_ii.                                                              (2)
// Observing (a, b) with the precision c it is expected to add (expectedCurvature at
// d = μa − μb + δ) updates Σ by the rank-one Sherman–Morrison step (paper 000 A.6)
//   Σ' = Σ − k u uᵀ,  u = Σ (e_a − e_b),  k = c / (1 + c V_ab),                       (3)
// which lowers Σ_ii by k u_i². Of (2) the two compared candidates gain the most:
//   G_ab = k [ g_a² (Σ_aa − Σ_ab)² + g_b² (Σ_bb − Σ_ab)² ].                          (4)
// A variance reduction moves the ranking only if the answer can reorder the pair, which
// it does with the probability of reordering of paper 002 eq. 5, Φ(−|μa − μb| / √V_ab).
// The score of an ordered pair is therefore
//   score(a, b) = log G_ab + log Φ(−|μa − μb| / √V_ab).                              (5)
// Against probability of reordering alone, (5) prefers the pairs whose candidates are
// uncertain where many others crowd (large g, large own variance), over near-ties between
// candidates whose place is already settled: asked again and again, such a tie costs
// comparisons and moves neither candidate's rank by more than one.
//
// Cost: (1) is O(N²) per batch. The candidate pairs are those between a candidate and
// its kRankNeighbours nearest on each side in the order of μ (pairs further apart have a
// negligible reordering probability; DESIGN.md §10's restriction to score neighbours),
// O(N · kRankNeighbours) scores per pick. A batch's later picks see Σ updated by (3) (a
// dense copy of Σ, O(N²) per pick), which keeps the batch diverse; g and the neighbour
// lists stay those of the batch's start. Ties: DESIGN.md §3 (scores within a relative
// 1e-9 of the best, smallest a·N + b).
#include "pair_selection_internal.h"
#include "stable_math.h"
#include "tie_rule.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <numeric>
#include <string>
#include <vector>

namespace pairrank::stats::detail {
namespace {

constexpr int kRankNeighbours = 25;
constexpr double kMinimumVariance = 1e-300;

// (1): g_i for every candidate.
Vector rankDensity(const Matrix& covariance, const VectorRef& mean) {
    const Index n = mean.size();
    Vector density = Vector::Zero(n);
    const double inverseRootTwoPi = 1.0 / std::sqrt(2.0 * std::numbers::pi);
    for (Index i = 0; i < n; ++i) {
        for (Index j = i + 1; j < n; ++j) {
            const double variance = std::max(
                covariance(i, i) + covariance(j, j) - 2.0 * covariance(i, j), kMinimumVariance);
            const double z = (mean[i] - mean[j]) / std::sqrt(variance);
            const double term = inverseRootTwoPi * std::exp(-0.5 * z * z) / std::sqrt(variance);
            density[i] += term;
            density[j] += term;
        }
    }
    return density;
}

// Unordered candidate pairs {low, high}: each candidate with its `neighbours` nearest on
// either side in the order of μ (ties in μ by index), each pair once.
std::vector<std::pair<int, int>> neighbourPairs(const VectorRef& mean, int neighbours) {
    const int n = static_cast<int>(mean.size());
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int l, int r) { return mean[l] < mean[r]; });
    std::vector<std::pair<int, int>> pairs;
    for (int position = 0; position < n; ++position) {
        for (int step = 1; step <= neighbours && position + step < n; ++step) {
            const int a = order[static_cast<std::size_t>(position)];
            const int b = order[static_cast<std::size_t>(position + step)];
            pairs.emplace_back(std::min(a, b), std::max(a, b));
        }
    }
    return pairs;
}

// (3) in place.
void observe(Matrix& covariance, int a, int b, double precision) {
    const Vector u = covariance.col(a) - covariance.col(b);
    const double variance = u[a] - u[b];
    covariance.noalias() -= (precision / (1.0 + precision * variance)) * u * u.transpose();
}

struct Scored {
    bool eligible = false;
    double score = kNegativeInfinity;
    std::int64_t key = 0;
};

} // namespace

Result<SelectionResult> selectRankVarianceFamily(PairExclusions& exclusions,
                                                 std::span<const OrderedPair> pending,
                                                 const PosteriorView& posterior,
                                                 const SelectionOptions& options) {
    SelectionResult result;
    result.eligibleBefore = exclusions.eligibleOrderedCount();
    const int n = exclusions.candidateCount();
    const VectorRef& mean = posterior.mean;
    const auto curvature = [&](int a, int b) {
        return expectedCurvature(options.expert, mean[a] - mean[b] + posterior.homeAdvantage);
    };
    Matrix covariance = posterior.covariance;
    if (options.pendingAsObserved) {
        for (const OrderedPair& pair : pending) {
            observe(covariance, pair.a, pair.b, curvature(pair.a, pair.b));
        }
    }
    const Vector density = rankDensity(covariance, mean);
    const Vector weight = density.array().square(); // g_i²
    std::vector<std::pair<int, int>> candidates = neighbourPairs(mean, kRankNeighbours);
    bool allPairs = kRankNeighbours >= n - 1;

    std::vector<Scored> scores;
    while (static_cast<int>(result.pairs.size()) < options.batchSize) {
        ++result.fullScans;
        scores.assign(candidates.size() * 2, Scored{});
        double best = kNegativeInfinity;
        bool anyEligible = false;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const auto [low, high] = candidates[i];
            const double pairVariance = std::max(covariance(low, low) + covariance(high, high) -
                                                     2.0 * covariance(low, high),
                                                 kMinimumVariance);
            const double reorder =
                logNormalCdf(-std::abs(mean[low] - mean[high]) / std::sqrt(pairVariance));
            const double lowReduction = covariance(low, low) - covariance(low, high);
            const double highReduction = covariance(high, high) - covariance(low, high);
            const double gain = weight[low] * lowReduction * lowReduction +
                                weight[high] * highReduction * highReduction;
            for (int order = 0; order < 2; ++order) { // (low, high), then (high, low)
                const int a = order == 0 ? low : high;
                const int b = order == 0 ? high : low;
                Scored& scored = scores[2 * i + static_cast<std::size_t>(order)];
                if (exclusions.isExcluded(a, b)) {
                    continue;
                }
                scored.eligible = anyEligible = true;
                const double c = curvature(a, b);
                scored.score = std::log(c / (1.0 + c * pairVariance)) + std::log(gain) + reorder;
                scored.key = static_cast<std::int64_t>(a) * n + b;
                if (std::isnan(scored.score)) {
                    return Error{"a rank-variance score is NaN: the covariance or the mean "
                                 "holds a non-finite value"};
                }
                best = std::max(best, scored.score);
            }
        }
        if (!anyEligible) {
            if (allPairs || exclusions.eligibleOrderedCount() == 0) {
                break;
            }
            // Every neighbour pair is asked: widen to all pairs for the rest of the batch.
            candidates = neighbourPairs(mean, n - 1);
            allPairs = true;
            continue;
        }
        const double threshold = tieThreshold(best);
        std::int64_t bestKey = std::numeric_limits<std::int64_t>::max();
        for (const Scored& scored : scores) {
            if (scored.eligible && scored.score >= threshold) {
                bestKey = std::min(bestKey, scored.key);
            }
        }
        const OrderedPair pair{static_cast<int>(bestKey / n), static_cast<int>(bestKey % n)};
        result.pairs.push_back(pair);
        exclusions.exclude(pair.a, pair.b);
        exclusions.exclude(pair.b, pair.a); // a chosen pair's reverse is excluded within the batch
        if (static_cast<int>(result.pairs.size()) < options.batchSize) {
            observe(covariance, pair.a, pair.b, curvature(pair.a, pair.b));
        }
    }
    result.exhausted = static_cast<int>(result.pairs.size()) < options.batchSize;
    return result;
}

} // namespace pairrank::stats::detail
