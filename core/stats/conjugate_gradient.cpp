#include "conjugate_gradient.h"

namespace pairrank::stats {

ConjugateGradientResult solveByConjugateGradients(const std::function<Vector(const Vector&)>& apply,
                                                  const Vector& inverseDiagonal, const Vector& rhs,
                                                  double relativeTolerance, Index maxIterations) {
    ConjugateGradientResult result;
    result.solution = Vector::Zero(rhs.size());
    const double threshold = relativeTolerance * relativeTolerance * rhs.squaredNorm();
    Vector residual = rhs;
    Vector preconditioned = residual.cwiseProduct(inverseDiagonal);
    Vector search = preconditioned;
    double residualDot = residual.dot(preconditioned);
    while (residual.squaredNorm() > threshold) {
        if (result.iterations >= maxIterations) {
            return result;
        }
        const Vector product = apply(search);
        const double curvature = search.dot(product);
        if (!(curvature > 0.0)) {
            return result;
        }
        const double step = residualDot / curvature;
        result.solution += step * search;
        residual -= step * product;
        preconditioned = residual.cwiseProduct(inverseDiagonal);
        const double nextDot = residual.dot(preconditioned);
        search = preconditioned + (nextDot / residualDot) * search;
        residualDot = nextDot;
        ++result.iterations;
    }
    result.converged = true;
    return result;
}

} // namespace pairrank::stats
