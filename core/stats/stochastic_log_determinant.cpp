#include "stochastic_log_determinant.h"

#include "active_simulation.h"
#include "cancelled_error.h"
#include "pair_key.h"
#include "parallel_tasks.h"
#include "posterior.h"
#include "random.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace pairrank::stats {
namespace {

// A Lanczos coefficient below this (relative to the first) ends the recurrence: the Krylov
// space is invariant, and the quadrature on it is exact.
constexpr double kBreakdown = 1e-12;

// ‖M‖²_F = Σ_ij M_ij² for M = I − Ĥ: M has no diagonal, and M_ab = (Σ c_k over the pairs
// of a and b in either order) / √(D_a D_b).
double squaredFrobeniusNorm(const PoeObjective& objective, const LaplacePrecision& precision) {
    const auto pairs = objective.pairs();
    std::vector<std::pair<std::uint64_t, double>> entries;
    entries.reserve(pairs.size());
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        entries.emplace_back(unorderedPairKey(pairs[k].a, pairs[k].b),
                             precision.curvatures[static_cast<Index>(k)]);
    }
    std::sort(entries.begin(), entries.end(),
              [](const auto& left, const auto& right) { return left.first < right.first; });
    double sum = 0.0;
    for (std::size_t k = 0; k < entries.size();) {
        const std::uint64_t key = entries[k].first;
        double curvature = 0.0;
        for (; k < entries.size() && entries[k].first == key; ++k) {
            curvature += entries[k].second;
        }
        const Index a = firstOfPairKey(key);
        const Index b = secondOfPairKey(key);
        sum += 2.0 * curvature * curvature / (precision.diagonal[a] * precision.diagonal[b]);
    }
    return sum;
}

// zᵀ (ln Ĥ + M + M² / 2) z for one probe, or NaN when a quadrature node is not positive.
// With Ĥ = I − M, ln Ĥ = −M − M²/2 − M³/3 − …: the first two terms are taken out of what
// the probes estimate (their traces are known, 0 and ‖M‖²_F / 2), leaving the probes only
// the off-diagonal entries of the cubic and higher terms to vary with (a control variate).
double probeQuadrature(const PoeObjective& objective, const LaplacePrecision& precision,
                       const Vector& inverseRoot, int steps, Random& random) {
    const Index n = inverseRoot.size();
    const auto scaled = [&](const Vector& x) { // Ĥ x
        return Vector(inverseRoot.cwiseProduct(
            precision.apply(objective, Vector(inverseRoot.cwiseProduct(x)))));
    };
    Vector previous = Vector::Zero(n);
    Vector current(n);
    for (Index i = 0; i < n; ++i) {
        current[i] = random.bernoulli(0.5) ? 1.0 : -1.0;
    }
    const double probeNormSquared = static_cast<double>(n);
    current /= std::sqrt(probeNormSquared);
    std::vector<double> alphas;
    std::vector<double> betas;
    double beta = 0.0;
    double controlVariate = 0.0; // zᵀ M z + ‖M z‖² / 2
    for (int step = 0; step < steps; ++step) {
        Vector next = scaled(current);
        if (step == 0) {                            // current = z / ‖z‖: next = Ĥ z / ‖z‖
            const Vector residual = current - next; // M z / ‖z‖
            controlVariate =
                probeNormSquared * (current.dot(residual) + 0.5 * residual.squaredNorm());
        }
        next -= beta * previous;
        const double alpha = current.dot(next);
        alphas.push_back(alpha);
        next -= alpha * current;
        beta = next.norm();
        if (step + 1 == steps || beta <= kBreakdown * std::abs(alphas.front())) {
            break;
        }
        betas.push_back(beta);
        previous = std::move(current);
        current = next / beta;
    }
    const auto size = static_cast<Index>(alphas.size());
    Vector diagonal = Eigen::Map<const Vector>(alphas.data(), size);
    Vector subdiagonal =
        size > 1 ? Vector(Eigen::Map<const Vector>(betas.data(), size - 1)) : Vector(0);
    Eigen::SelfAdjointEigenSolver<Matrix> solver;
    solver.computeFromTridiagonal(diagonal, subdiagonal, Eigen::ComputeEigenvectors);
    double sum = 0.0;
    for (Index k = 0; k < size; ++k) {
        const double node = solver.eigenvalues()[k];
        if (!(node > 0.0)) {
            return std::numeric_limits<double>::quiet_NaN();
        }
        const double weight = solver.eigenvectors()(0, k);
        sum += weight * weight * std::log(node);
    }
    return probeNormSquared * sum + controlVariate;
}

} // namespace

Result<StochasticEstimate> logDeterminantOfPrecision(const PoeObjective& objective,
                                                     const LaplacePrecision& precision,
                                                     const LogDeterminantOptions& options) {
    if (options.probes < 1 || options.lanczosSteps < 1) {
        return Error{"log-determinant: at least one probe and one Lanczos step are needed"};
    }
    const Vector inverseRoot = precision.diagonal.cwiseSqrt().cwiseInverse();
    std::vector<double> traces(static_cast<std::size_t>(options.probes));
    const Random streams(options.seed);
    const bool finished = runParallelTasks(
        options.probes, options.threads,
        [&](int probe) {
            Random random = streams.split(static_cast<std::uint64_t>(probe));
            traces[static_cast<std::size_t>(probe)] =
                probeQuadrature(objective, precision, inverseRoot, options.lanczosSteps, random);
        },
        options.progress);
    if (!finished) {
        return cancelledError();
    }
    if (!std::all_of(traces.begin(), traces.end(), [](double t) { return std::isfinite(t); })) {
        return Error{"log-determinant: the precision is not positive definite"};
    }
    const SummaryStatistics probes = *summarise(traces); // not empty: probes ≥ 1
    return StochasticEstimate{precision.diagonal.array().log().sum() + probes.mean -
                                  0.5 * squaredFrobeniusNorm(objective, precision),
                              probes.standardError};
}

Result<StochasticEstimate> stochasticRankingEntropy(const PoeObjective& objective,
                                                    const LaplacePrecision& precision,
                                                    const LogDeterminantOptions& options) {
    auto logDeterminant = logDeterminantOfPrecision(objective, precision, options);
    if (!logDeterminant) {
        return logDeterminant.error();
    }
    double logDeterminantOfCovariance = -logDeterminant->value;
    if (precision.home) {
        logDeterminantOfCovariance += std::log(precision.home->curvature * precision.home->scale);
    }
    return StochasticEstimate{
        gaussianEntropy(precision.diagonal.size(), logDeterminantOfCovariance),
        0.5 * logDeterminant->standardError};
}

} // namespace pairrank::stats
