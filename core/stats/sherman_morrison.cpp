#include "sherman_morrison.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace pairrank::stats {

namespace {

// Validates the pair of a change; an empty string when it is good.
std::string pairProblem(Index n, int a, int b) {
    if (a < 0 || a >= n || b < 0 || b >= n) {
        return "pair (" + std::to_string(a) + ", " + std::to_string(b) + ") outside [0, " +
               std::to_string(n) + ")";
    }
    if (a == b) {
        return "a and b are both " + std::to_string(a);
    }
    return {};
}

std::string squareProblem(const MatrixRef& covariance) {
    if (covariance.cols() == covariance.rows()) {
        return {};
    }
    return "covariance is " + std::to_string(covariance.rows()) + "x" +
           std::to_string(covariance.cols()) + ", not square";
}

// The Sherman–Morrison factor c / (1 + c V), or an error when Σ would lose definiteness.
Result<double> shermanMorrisonFactor(double precision, double pairVarianceValue, int a, int b) {
    const double denominator = 1.0 + precision * pairVarianceValue;
    const double factor = precision / denominator;
    if (!(denominator > 0.0) || !std::isfinite(factor)) {
        return Error{"1 + c V_ab = " + std::to_string(denominator) + " for pair (" +
                     std::to_string(a) + ", " + std::to_string(b) +
                     "); the covariance is not positive definite"};
    }
    return factor;
}

// Copies the upper triangle onto the lower one, in tiles that stay in cache.
void mirrorUpperTriangle(Matrix& matrix) {
    constexpr Index kTile = 64;
    const Index n = matrix.rows();
    for (Index columnStart = 0; columnStart < n; columnStart += kTile) {
        const Index columnEnd = std::min(n, columnStart + kTile);
        for (Index rowStart = columnStart; rowStart < n; rowStart += kTile) {
            const Index rowEnd = std::min(n, rowStart + kTile);
            for (Index column = columnStart; column < columnEnd; ++column) {
                for (Index row = std::max(rowStart, column + 1); row < rowEnd; ++row) {
                    matrix(row, column) = matrix(column, row);
                }
            }
        }
    }
}

} // namespace

Result<RankOneCorrection> pairPrecisionCorrection(const MatrixRef& covariance, int a, int b,
                                                  double precision) {
    const Index n = covariance.rows();
    if (const std::string problem = squareProblem(covariance); !problem.empty()) {
        return Error{"addPairPrecision: " + problem};
    }
    if (const std::string problem = pairProblem(n, a, b); !problem.empty()) {
        return Error{"addPairPrecision: " + problem};
    }
    if (!std::isfinite(precision) || precision < 0.0) {
        return Error{"addPairPrecision: precision " + std::to_string(precision) +
                     " is not finite and >= 0"};
    }
    Vector sigmaR = covariance.col(a) - covariance.col(b);
    auto factor = shermanMorrisonFactor(precision, sigmaR(a) - sigmaR(b), a, b); // rᵀΣr = V_ab
    if (!factor) {
        return Error{"addPairPrecision: " + factor.error().message};
    }
    return RankOneCorrection{*factor, std::move(sigmaR)};
}

Status addPairPrecision(Matrix& covariance, int a, int b, double precision) {
    auto correction = pairPrecisionCorrection(covariance, a, b, precision);
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

Result<double> addPairPrecisions(Matrix& covariance, std::span<const PairPrecisionChange> changes) {
    const Index n = covariance.rows();
    if (const std::string problem = squareProblem(covariance); !problem.empty()) {
        return Error{"addPairPrecisions: " + problem};
    }
    const auto count = static_cast<Index>(changes.size());
    Matrix directions(n, count);
    Vector factors(count);
    Vector weights(count);
    double logDeterminantFall = 0.0;
    for (Index j = 0; j < count; ++j) {
        const PairPrecisionChange& change = changes[static_cast<std::size_t>(j)];
        const std::string where = "addPairPrecisions: change " + std::to_string(j) + ": ";
        if (const std::string problem = pairProblem(n, change.a, change.b); !problem.empty()) {
            return Error{where + problem};
        }
        if (!std::isfinite(change.precision)) {
            return Error{where + "precision is not finite"};
        }
        auto direction = directions.col(j);
        direction = covariance.col(change.a) - covariance.col(change.b);
        if (j > 0) {
            // Σ_{j−1} r = Σ r − Σ_k f_k u_k (u_k · r), the earlier updates not applied yet.
            weights.head(j) = factors.head(j).cwiseProduct(
                (directions.row(change.a).head(j) - directions.row(change.b).head(j)).transpose());
            direction.noalias() -= directions.leftCols(j) * weights.head(j);
        }
        const double variance = direction(change.a) - direction(change.b);
        auto factor = shermanMorrisonFactor(change.precision, variance, change.a, change.b);
        if (!factor) {
            return Error{where + factor.error().message};
        }
        factors[j] = *factor;
        logDeterminantFall += std::log1p(change.precision * variance);
    }
    // Σ − U diag(f) Uᵀ as two symmetric rank updates of the upper triangle (the factors of
    // downdates are negative), then the lower triangle copied from it.
    for (const double sign : {1.0, -1.0}) {
        std::vector<Index> columns;
        for (Index j = 0; j < count; ++j) {
            if (sign * factors[j] > 0.0) {
                columns.push_back(j);
            }
        }
        if (columns.empty()) {
            continue;
        }
        Matrix scaled(n, static_cast<Index>(columns.size()));
        for (std::size_t k = 0; k < columns.size(); ++k) {
            scaled.col(static_cast<Index>(k)) =
                std::sqrt(sign * factors[columns[k]]) * directions.col(columns[k]);
        }
        covariance.selfadjointView<Eigen::Upper>().rankUpdate(scaled, -sign);
    }
    mirrorUpperTriangle(covariance);
    return logDeterminantFall;
}

} // namespace pairrank::stats
