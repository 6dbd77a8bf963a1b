#include "poe_newton.h"

#include "cancelled_error.h"
#include "cholesky_inverse.h"
#include "conjugate_gradient.h"

#include <Eigen/Cholesky>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace pairrank::stats {
namespace {

constexpr double kArmijoFraction = 1e-4;
constexpr int kMaxBacktracks = 60;
constexpr double kInitialDamping = 1e-8;
constexpr double kMaxDamping = 1e20;

// The optimisation variables: the scores, then δ when it is fitted.
class NewtonProblem {
public:
    NewtonProblem(const PoeObjective& objective, bool fitHomeAdvantage, double fixedHomeAdvantage)
        : m_objective(objective)
        , m_fit(fitHomeAdvantage)
        , m_fixedHomeAdvantage(fixedHomeAdvantage) {}

    Index size() const { return m_objective.candidateCount() + (m_fit ? 1 : 0); }
    double homeAdvantage(const Vector& x) const {
        return m_fit ? x[size() - 1] : m_fixedHomeAdvantage;
    }
    auto scores(const Vector& x) const { return x.head(m_objective.candidateCount()); }

    double value(const Vector& x) const { return m_objective.value(scores(x), homeAdvantage(x)); }
    Vector gradient(const Vector& x) const {
        const auto parts = m_objective.gradient(scores(x), homeAdvantage(x));
        if (!m_fit) {
            return parts.scores;
        }
        Vector result(size());
        result << parts.scores, parts.homeAdvantage;
        return result;
    }
    Matrix hessian(const Vector& x) const {
        return m_fit ? m_objective.jointHessian(scores(x), homeAdvantage(x))
                     : m_objective.hessian(scores(x), homeAdvantage(x));
    }
    // The pair curvatures at x with negative values counted as 0: the Hessian they make is
    // a positive definite approximation (the prior keeps it definite) for conjugate gradients.
    Vector nonNegativeCurvatures(const Vector& x) const {
        return m_objective.pairCurvatures(scores(x), homeAdvantage(x)).cwiseMax(0.0);
    }
    Vector hessianProduct(const Vector& curvatures, const Vector& direction) const {
        return m_objective.hessianProduct(curvatures, direction, m_fit);
    }
    Vector hessianDiagonal(const Vector& curvatures) const {
        return m_objective.hessianDiagonal(curvatures, m_fit);
    }

private:
    const PoeObjective& m_objective;
    bool m_fit;
    double m_fixedHomeAdvantage;
};

// −H⁻¹g, with H + λI (λ growing tenfold) where H is not positive definite.
// The Cholesky factorisation overwrites only the lower triangle of `hessian`, so a
// failed attempt is undone from the untouched strict upper triangle and the saved
// diagonal: no second N × N matrix is needed (at N = 3,000 each is 72 MB).
Result<Vector> newtonDirection(Matrix hessian, const Vector& gradient) {
    const Vector diagonal = hessian.diagonal();
    const double scale = std::max(1.0, diagonal.cwiseAbs().maxCoeff());
    double damping = 0.0;
    for (;;) {
        const InPlaceCholesky factor(hessian);
        if (factor.info() == Eigen::Success) {
            return Vector(-factor.solve(gradient));
        }
        damping = damping == 0.0 ? kInitialDamping * scale : damping * 10.0;
        if (damping > kMaxDamping * scale) {
            return Error{"Newton: the Hessian could not be made positive definite by damping"};
        }
        for (Index column = 0; column < hessian.cols(); ++column) {
            for (Index row = column + 1; row < hessian.rows(); ++row) {
                hessian(row, column) = hessian(column, row);
            }
        }
        hessian.diagonal() = diagonal.array() + damping;
    }
}

// An inexact Newton step −H⁻¹g by conjugate gradients with a Jacobi preconditioner, on the
// positive definite approximation of H at x, which is never assembled (one product costs
// O(pairs + N)). It stops at the relative residual ‖Hd + g‖ ≤ min(0.1, ‖g‖∞) ‖g‖, a forcing
// sequence that keeps Newton's fast local convergence.
Result<Vector> conjugateGradientDirection(const NewtonProblem& problem, const Vector& x,
                                          const Vector& gradient, double gradientNorm) {
    const Vector curvatures = problem.nonNegativeCurvatures(x);
    const Vector inverseDiagonal = problem.hessianDiagonal(curvatures).unaryExpr([](double d) {
        return d > 0.0 ? 1.0 / d : 1.0;
    });
    const ConjugateGradientResult solved = solveByConjugateGradients(
        [&](const Vector& y) { return problem.hessianProduct(curvatures, y); }, inverseDiagonal,
        -gradient, std::clamp(gradientNorm, 1e-14, 0.1),
        std::max<Index>(100, 10 * gradient.size()));
    const Vector& direction = solved.solution;
    if (!direction.allFinite() || !(gradient.dot(direction) < 0.0)) {
        return Error{"Newton: conjugate gradients found no descent direction"};
    }
    return direction;
}

// The scale of one gradient entry: the largest total comparison weight of one candidate
// (plus absolute experts), at least 1. The tolerance is relative to it so that heavily
// weighted data do not ask for a gradient below its rounding error.
double gradientScale(const PoeObjective& objective) {
    Vector weightPerCandidate = Vector::Zero(objective.candidateCount());
    for (const PairObservation& pair : objective.pairs()) {
        weightPerCandidate[pair.a] += pair.weight;
        weightPerCandidate[pair.b] += pair.weight;
    }
    for (const AbsoluteExpert& expert : objective.absoluteExperts()) {
        weightPerCandidate[expert.candidate] += expert.weight;
    }
    const double largest = weightPerCandidate.size() > 0 ? weightPerCandidate.maxCoeff() : 0.0;
    return std::max(1.0, largest);
}

struct LaplaceCovariance {
    Matrix scores;
    std::optional<double> homeAdvantageStandardError;
};

// (∇²F)⁻¹ at the MAP with a single N × N matrix alive: the Hessian is inverted in its own
// storage (cholesky_inverse.h). With a fitted δ the joint Hessian is [A b; bᵀ d]; its
// inverse's s-block is the inverse of the Schur complement S = A − b bᵀ / d, and its δδ
// entry is 1/d + bᵀ S⁻¹ b / d² (the block-inverse formula with d's Schur complement),
// so the (N+1) × (N+1) joint inverse is never formed.
Result<LaplaceCovariance> laplaceCovariance(const PoeObjective& objective, const Vector& scores,
                                            double homeAdvantage, bool fitHomeAdvantage) {
    constexpr const char* kNotDefinite =
        "the Hessian at the MAP is not positive definite: no Laplace covariance";
    const Index n = objective.candidateCount();
    LaplaceCovariance result;
    result.scores = objective.hessian(scores, homeAdvantage);
    Vector coupling;            // b = ∂²F/∂s∂δ
    double homeCurvature = 0.0; // d = ∂²F/∂δ²
    if (fitHomeAdvantage) {
        const SparseMatrix joint = objective.sparseHessian(scores, homeAdvantage, true);
        coupling = Vector(joint.col(n)).head(n);
        homeCurvature = joint.coeff(n, n);
        if (!(homeCurvature > 0.0)) {
            return Error{kNotDefinite};
        }
        result.scores.selfadjointView<Eigen::Lower>().rankUpdate(coupling, -1.0 / homeCurvature);
    }
    if (!invertPositiveDefiniteInPlace(result.scores)) {
        return Error{kNotDefinite};
    }
    if (fitHomeAdvantage) {
        const double quadratic = coupling.dot(result.scores * coupling);
        result.homeAdvantageStandardError =
            std::sqrt(1.0 / homeCurvature + quadratic / (homeCurvature * homeCurvature));
    }
    return result;
}

std::string describe(int iterations, double gradientNorm) {
    return " after " + std::to_string(iterations) + " iterations (gradient max-norm " +
           std::to_string(gradientNorm) + ")";
}

Status checkOptions(const PoeObjective& objective, const NewtonOptions& options) {
    const int n = objective.candidateCount();
    if (options.warmStart) {
        if (options.warmStart->size() != n) {
            return Error{"warmStart has length " + std::to_string(options.warmStart->size()) +
                         " but there are " + std::to_string(n) + " candidates"};
        }
        if (!options.warmStart->allFinite()) {
            return Error{"warmStart contains a value that is not finite"};
        }
    }
    if (!std::isfinite(options.homeAdvantage)) {
        return Error{"homeAdvantage must be finite"};
    }
    if (!(options.gradientTolerance > 0.0)) {
        return Error{"gradientTolerance must be > 0"};
    }
    if (options.maxIterations < 0) {
        return Error{"maxIterations must be >= 0"};
    }
    if (options.fitHomeAdvantage && !(objective.totalComparisonWeight() > 0.0)) {
        return Error{"homeAdvantage: cannot be fitted without a comparison of positive weight"};
    }
    return Status::success();
}

} // namespace

Result<NewtonResult> maximisePosterior(const PoeObjective& objective,
                                       const NewtonOptions& options) {
    if (const Status status = checkOptions(objective, options); !status.ok()) {
        return status.error();
    }
    const int n = objective.candidateCount();
    const NewtonProblem problem(objective, options.fitHomeAdvantage, options.homeAdvantage);
    Vector x = Vector::Zero(problem.size());
    if (options.warmStart) {
        x.head(n) = *options.warmStart;
    }
    if (options.fitHomeAdvantage) {
        x[n] = options.homeAdvantage;
    }
    const double tolerance = options.gradientTolerance * gradientScale(objective);
    const bool conjugateGradient =
        options.linearSolver == NewtonLinearSolver::ConjugateGradient ||
        (options.linearSolver == NewtonLinearSolver::Automatic && n > kDenseNewtonLimit);

    double currentValue = problem.value(x);
    Vector gradient = problem.gradient(x);
    double gradientNorm = gradient.size() > 0 ? gradient.lpNorm<Eigen::Infinity>() : 0.0;
    int iterations = 0;
    while (gradientNorm > tolerance) {
        if (!common::shouldContinue(options.progress, {iterations, options.maxIterations, {}})) {
            return cancelledError();
        }
        if (iterations >= options.maxIterations) {
            return Error{"Newton did not converge" + describe(iterations, gradientNorm)};
        }
        auto direction = conjugateGradient
                             ? conjugateGradientDirection(problem, x, gradient, gradientNorm)
                             : newtonDirection(problem.hessian(x), gradient);
        if (!direction.ok()) {
            return Error{direction.error().message + describe(iterations, gradientNorm)};
        }
        const double slope = gradient.dot(*direction);
        bool accepted = false;
        double stepLength = 1.0;
        for (int backtrack = 0; backtrack < kMaxBacktracks && !accepted; ++backtrack) {
            const Vector trial = x + stepLength * *direction;
            const double trialValue = problem.value(trial);
            const bool armijo = trialValue <= currentValue + kArmijoFraction * stepLength * slope;
            // Near the optimum F changes by less than its rounding error; then a step
            // that lowers the gradient is progress even if F does not measurably fall.
            const bool flat = std::abs(trialValue - currentValue) <=
                              1e-12 * std::max(1.0, std::abs(currentValue));
            Vector trialGradient;
            double trialGradientNorm = 0.0;
            if (armijo || flat) {
                trialGradient = problem.gradient(trial);
                trialGradientNorm = trialGradient.lpNorm<Eigen::Infinity>();
            }
            if (std::isfinite(trialValue) &&
                (armijo || (flat && trialGradientNorm < gradientNorm))) {
                x = trial;
                currentValue = trialValue;
                gradient = std::move(trialGradient);
                gradientNorm = trialGradientNorm;
                accepted = true;
            }
            stepLength *= 0.5;
        }
        ++iterations;
        if (!accepted) {
            return Error{"Newton's line search found no acceptable step" +
                         describe(iterations, gradientNorm)};
        }
    }

    NewtonResult result;
    result.scores = x.head(n);
    result.homeAdvantage = problem.homeAdvantage(x);
    result.iterations = iterations;
    result.gradientNorm = gradientNorm;
    if (options.computeCovariance) {
        auto covariance = laplaceCovariance(objective, result.scores, result.homeAdvantage,
                                            options.fitHomeAdvantage);
        if (!covariance) {
            return covariance.error();
        }
        result.covariance = std::move(covariance->scores);
        result.homeAdvantageStandardError = covariance->homeAdvantageStandardError;
    }
    return result;
}

} // namespace pairrank::stats
