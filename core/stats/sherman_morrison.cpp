#include "sherman_morrison.h"

#include <cmath>
#include <string>

namespace pairrank::stats {

Result<RankOneCorrection> pairPrecisionCorrection(const MatrixRef& covariance,
                                                  std::span<const RankOneCorrection> earlier, int a,
                                                  int b, double precision) {
    const Index n = covariance.rows();
    if (covariance.cols() != n) {
        return Error{"addPairPrecision: covariance is " + std::to_string(n) + "x" +
                     std::to_string(covariance.cols()) + ", not square"};
    }
    if (a < 0 || a >= n || b < 0 || b >= n) {
        return Error{"addPairPrecision: pair (" + std::to_string(a) + ", " + std::to_string(b) +
                     ") outside [0, " + std::to_string(n) + ")"};
    }
    if (a == b) {
        return Error{"addPairPrecision: a and b are both " + std::to_string(a)};
    }
    if (!std::isfinite(precision) || precision < 0.0) {
        return Error{"addPairPrecision: precision " + std::to_string(precision) +
                     " is not finite and >= 0"};
    }
    // Σr, the only O(N) temporary, of the covariance with the earlier corrections.
    Vector sigmaR = covariance.col(a) - covariance.col(b);
    for (const RankOneCorrection& correction : earlier) {
        const Vector& u = correction.direction;
        sigmaR -= (correction.factor * (u[a] - u[b])) * u;
    }
    const double pairVarianceValue = sigmaR(a) - sigmaR(b); // rᵀΣr = V_ab
    const double denominator = 1.0 + precision * pairVarianceValue;
    const double factor = precision / denominator;
    if (!(denominator > 0.0) || !std::isfinite(factor)) {
        return Error{"addPairPrecision: 1 + c V_ab = " + std::to_string(denominator) +
                     " for pair (" + std::to_string(a) + ", " + std::to_string(b) +
                     "); the covariance is not positive definite"};
    }
    return RankOneCorrection{factor, std::move(sigmaR)};
}

Status addPairPrecision(Matrix& covariance, int a, int b, double precision) {
    auto correction = pairPrecisionCorrection(covariance, {}, a, b, precision);
    if (!correction) {
        return correction.error();
    }
    if (correction->factor != 0.0) {
        // Evaluated in place, column by column: no N×N temporary.
        covariance.noalias() -=
            correction->factor * correction->direction * correction->direction.transpose();
    }
    return Status::success();
}

Vector applyCorrections(Matrix& covariance, std::span<const RankOneCorrection> corrections,
                        const VectorRef& multiplier) {
    Vector product = Vector::Zero(covariance.rows());
    for (Index column = 0; column < covariance.cols(); ++column) {
        auto values = covariance.col(column);
        // The column is read once from memory and stays in cache for the updates.
        product.noalias() += multiplier[column] * values;
        for (const RankOneCorrection& correction : corrections) {
            values.noalias() -=
                (correction.factor * correction.direction[column]) * correction.direction;
        }
    }
    return product;
}

} // namespace pairrank::stats
