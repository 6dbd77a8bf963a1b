#include "gaussian_poe.h"

#include "cholesky_inverse.h"

#include <Eigen/Cholesky>

#include <cmath>
#include <utility>

namespace pairrank::stats {

Result<GaussianPoeResult> solveGaussianPoe(const PoeObjective& objective, double homeAdvantage,
                                           bool computeCovariance) {
    const ExpertSpec& spec = objective.expert();
    if (spec.link != Link::Identity || spec.distribution != ExpertDistribution::Gaussian) {
        return Error{"the closed form needs the identity link with a Gaussian expert, not " +
                     linkName(spec.link) + "-" + distributionName(spec.distribution)};
    }
    if (!std::isfinite(homeAdvantage)) {
        return Error{"homeAdvantage must be finite"};
    }
    const Index n = objective.candidateCount();
    Matrix precision = Matrix::Identity(n, n) / objective.priorVariance(); // P
    Vector information = Vector::Zero(n);                                  // WᵀΣ⁻¹(μ − δ)
    for (const PairObservation& pair : objective.pairs()) {
        // A pair's weight already holds its precision relative to σ² (pair_observations.h).
        const double pairPrecision = pair.weight / spec.gaussianVariance;
        const double mean = spec.gaussianScale * (pair.probability - spec.gaussianOffset) -
                            homeAdvantage; // paper 000 §3.4: μ = α (p − β)
        precision(pair.a, pair.a) += pairPrecision;
        precision(pair.b, pair.b) += pairPrecision;
        precision(pair.a, pair.b) -= pairPrecision;
        precision(pair.b, pair.a) -= pairPrecision;
        information[pair.a] += pairPrecision * mean;
        information[pair.b] -= pairPrecision * mean;
    }
    for (const AbsoluteExpert& expert : objective.absoluteExperts()) {
        const double expertPrecision = expert.weight / expert.variance;
        precision(expert.candidate, expert.candidate) += expertPrecision;
        information[expert.candidate] += expertPrecision * expert.mean;
    }
    // Positive definite by construction: a Laplacian (positive semi-definite) plus P.
    GaussianPoeResult result;
    {
        const InPlaceCholesky factor(precision);
        if (factor.info() != Eigen::Success) {
            return Error{"the Gaussian PoE precision matrix is not positive definite"};
        }
        result.scores = factor.solve(information);
    }
    if (computeCovariance) {
        // The factor's storage becomes the covariance: no second N × N matrix.
        invertFromCholeskyFactorInPlace(precision);
        result.covariance = std::move(precision);
    }
    return result;
}

} // namespace pairrank::stats
