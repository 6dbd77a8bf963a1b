#include "laplace_precision.h"

#include "conjugate_gradient.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pairrank::stats {
namespace {

// The relative residual of the solve for y = H⁻¹ b: δ's term is a small part of a pair
// variance, so this is far below any use of one.
constexpr double kHomeSolveTolerance = 1e-8;

} // namespace

Result<LaplacePrecision> LaplacePrecision::create(const PoeObjective& objective,
                                                  const Vector& scores, double homeAdvantage,
                                                  bool homeAdvantageFitted) {
    const int n = objective.candidateCount();
    if (scores.size() != n) {
        return Error{"scores have length " + std::to_string(scores.size()) + " but there are " +
                     std::to_string(n) + " candidates"};
    }
    if (!scores.allFinite() || !std::isfinite(homeAdvantage)) {
        return Error{"scores and the home advantage must be finite"};
    }
    LaplacePrecision result;
    result.curvatures = objective.pairCurvatures(scores, homeAdvantage).cwiseMax(0.0);
    result.diagonal = objective.hessianDiagonal(result.curvatures, false);
    if (!homeAdvantageFitted) {
        return result;
    }
    const auto pairs = objective.pairs();
    Vector coupling = Vector::Zero(n); // b
    double homeCurvature = 0.0;        // d
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const double c = result.curvatures[static_cast<Index>(k)];
        coupling[pairs[k].a] += c;
        coupling[pairs[k].b] -= c;
        homeCurvature += c;
    }
    if (!(homeCurvature > 0.0)) {
        return Error{"the home advantage cannot be fitted without a comparison of positive "
                     "curvature"};
    }
    const ConjugateGradientResult solved = solveByConjugateGradients(
        [&](const Vector& y) { return result.apply(objective, y); }, result.diagonal.cwiseInverse(),
        coupling, kHomeSolveTolerance, std::max<Index>(100, 10 * static_cast<Index>(n)));
    const double schur = homeCurvature - coupling.dot(solved.solution);
    if (!solved.converged || !(schur > 0.0)) {
        return Error{"the Hessian over scores and home advantage is not positive definite"};
    }
    result.home = HomeAdvantageCoupling{solved.solution, 1.0 / schur, homeCurvature};
    return result;
}

} // namespace pairrank::stats
