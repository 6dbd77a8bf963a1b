#include "laplace_draws.h"

#include "cancelled_error.h"
#include "conjugate_gradient.h"
#include "parallel_tasks.h"
#include "random.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <string>

namespace pairrank::stats {

Result<Matrix> drawLaplaceScores(const PoeObjective& objective, const LaplacePrecision& precision,
                                 const VectorRef& mean, const LaplaceDrawOptions& options) {
    const int n = objective.candidateCount();
    if (mean.size() != n || !mean.allFinite()) {
        return Error{"the mean must be " + std::to_string(n) + " finite scores"};
    }
    if (options.draws < 1) {
        return Error{"at least one draw is needed"};
    }
    const auto pairs = objective.pairs();
    // D0, the prior and the absolute experts: H's diagonal without the comparisons.
    const Vector rootOwnPrecision =
        objective.hessianDiagonal(Vector::Zero(precision.curvatures.size()), false).cwiseSqrt();
    const Vector rootCurvatures = precision.curvatures.cwiseSqrt();
    const Vector inverseDiagonal = precision.diagonal.cwiseInverse();
    const Index maxIterations = std::max<Index>(100, 10 * static_cast<Index>(n));

    Matrix draws(options.draws, n);
    std::atomic<bool> failed{false};
    const Random streams(options.seed);
    const bool finished = runParallelTasks(
        options.draws, options.threads,
        [&](int d) {
            if (failed.load(std::memory_order_relaxed)) {
                return;
            }
            Random random = streams.split(static_cast<std::uint64_t>(d));
            Vector perturbation(n); // ξ
            for (Index i = 0; i < n; ++i) {
                perturbation[i] = rootOwnPrecision[i] * random.normalZiggurat();
            }
            for (std::size_t k = 0; k < pairs.size(); ++k) {
                const double w = rootCurvatures[static_cast<Index>(k)] * random.normalZiggurat();
                perturbation[pairs[k].a] += w;
                perturbation[pairs[k].b] -= w;
            }
            ConjugateGradientResult solved = solveByConjugateGradients(
                [&](const Vector& x) { return precision.apply(objective, x); }, inverseDiagonal,
                perturbation, options.tolerance, maxIterations);
            if (!solved.converged) {
                failed.store(true, std::memory_order_relaxed);
                return;
            }
            if (precision.home) {
                solved.solution += precision.home->direction *
                                   (std::sqrt(precision.home->scale) * random.normalZiggurat());
            }
            draws.row(d) = (solved.solution + mean).transpose();
        },
        options.progress);
    if (!finished) {
        return cancelledError();
    }
    if (failed.load()) {
        return Error{"a draw of the Laplace posterior did not converge (the precision is not "
                     "positive definite)"};
    }
    return draws;
}

} // namespace pairrank::stats
