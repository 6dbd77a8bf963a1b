#include "poe_objective.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <string>

namespace pairrank::stats {
namespace {

Status checkGaussianVariance(const ExpertSpec& spec, double variance, const std::string& where) {
    if (spec.distribution != ExpertDistribution::Gaussian) {
        return Error{where + "a per-comparison variance applies only to Gaussian experts"};
    }
    if (!std::isfinite(variance) || variance <= 0.0) {
        return Error{where + "field variance = " + std::to_string(variance) +
                     " must be finite and > 0"};
    }
    return Status::success();
}

} // namespace

PoeObjective::PoeObjective(const ExpertSpec& spec, double priorVariance, int candidateCount)
    : m_expert(spec)
    , m_priorVariance(priorVariance)
    , m_candidateCount(candidateCount) {}

Result<PoeObjective> PoeObjective::create(const ExpertSpec& spec, double priorVariance,
                                          int candidateCount) {
    if (const Status status = checkExpertSpec(spec); !status.ok()) {
        return status.error();
    }
    if (!std::isfinite(priorVariance) || priorVariance <= 0.0) {
        return Error{"priorVariance = " + std::to_string(priorVariance) +
                     " must be finite and > 0"};
    }
    if (candidateCount < 0) {
        return Error{"candidateCount = " + std::to_string(candidateCount) + " must be >= 0"};
    }
    return PoeObjective(spec, priorVariance, candidateCount);
}

Status PoeObjective::add(const Comparison& comparison, std::optional<double> gaussianVariance) {
    if (const Status status = checkComparisons(std::span(&comparison, 1), m_candidateCount);
        !status.ok()) {
        // checkComparisons numbers the comparisons of its span; here there is only one.
        std::string message = status.message();
        if (const std::string prefix = "comparison 0: "; message.starts_with(prefix)) {
            message.replace(0, prefix.size(), "comparison: ");
        }
        return Error{message};
    }
    double weightScale = 1.0;
    if (gaussianVariance) {
        if (const Status status = checkGaussianVariance(m_expert, *gaussianVariance, "");
            !status.ok()) {
            return status;
        }
        weightScale = m_expert.gaussianVariance / *gaussianVariance;
    }
    m_pairs.add(comparison, weightScale);
    return Status::success();
}

Status PoeObjective::add(std::span<const Comparison> comparisons,
                         std::span<const double> gaussianVariances) {
    if (const Status status = checkComparisons(comparisons, m_candidateCount); !status.ok()) {
        return status;
    }
    if (!gaussianVariances.empty()) {
        if (gaussianVariances.size() != comparisons.size()) {
            return Error{"comparison variances: " + std::to_string(gaussianVariances.size()) +
                         " given for " + std::to_string(comparisons.size()) + " comparisons"};
        }
        for (std::size_t k = 0; k < gaussianVariances.size(); ++k) {
            const Status status = checkGaussianVariance(m_expert, gaussianVariances[k],
                                                        "comparison " + std::to_string(k) + ": ");
            if (!status.ok()) {
                return status;
            }
        }
    }
    m_pairs.reserve(m_pairs.pairs().size() + comparisons.size()); // at most one pair each
    for (std::size_t k = 0; k < comparisons.size(); ++k) {
        const double weightScale =
            gaussianVariances.empty() ? 1.0 : m_expert.gaussianVariance / gaussianVariances[k];
        m_pairs.add(comparisons[k], weightScale);
    }
    return Status::success();
}

Status PoeObjective::addAbsolute(const AbsoluteExpert& expert) {
    const std::string where = "absolute expert: ";
    if (expert.candidate < 0 || expert.candidate >= m_candidateCount) {
        return Error{where + "field candidate = " + std::to_string(expert.candidate) +
                     " is outside [0, " + std::to_string(m_candidateCount) + ")"};
    }
    if (!std::isfinite(expert.mean)) {
        return Error{where + "field mean is not finite"};
    }
    if (!std::isfinite(expert.variance) || expert.variance <= 0.0) {
        return Error{where + "field variance = " + std::to_string(expert.variance) +
                     " must be finite and > 0"};
    }
    if (!std::isfinite(expert.weight) || expert.weight < 0.0) {
        return Error{where + "field weight = " + std::to_string(expert.weight) +
                     " must be finite and >= 0"};
    }
    m_absoluteExperts.push_back(expert);
    return Status::success();
}

double PoeObjective::value(const VectorRef& scores, double homeAdvantage) const {
    assert(scores.size() == m_candidateCount);
    double total = 0.5 * scores.squaredNorm() / m_priorVariance;
    for (const PairObservation& pair : pairs()) {
        const double d = scores[pair.a] - scores[pair.b] + homeAdvantage;
        total -= pair.weight * evaluateExpert(m_expert, d, pair.probability).value;
    }
    for (const AbsoluteExpert& expert : m_absoluteExperts) {
        const double residual = scores[expert.candidate] - expert.mean;
        total += 0.5 * expert.weight * residual * residual / expert.variance;
    }
    return total;
}

PoeObjective::Gradient PoeObjective::gradient(const VectorRef& scores, double homeAdvantage) const {
    assert(scores.size() == m_candidateCount);
    Gradient result{scores / m_priorVariance, 0.0};
    for (const PairObservation& pair : pairs()) {
        const double d = scores[pair.a] - scores[pair.b] + homeAdvantage;
        const double slope = -pair.weight * evaluateExpert(m_expert, d, pair.probability).first;
        result.scores[pair.a] += slope;
        result.scores[pair.b] -= slope;
        result.homeAdvantage += slope;
    }
    for (const AbsoluteExpert& expert : m_absoluteExperts) {
        result.scores[expert.candidate] +=
            expert.weight * (scores[expert.candidate] - expert.mean) / expert.variance;
    }
    return result;
}

Vector PoeObjective::pairCurvatures(const VectorRef& scores, double homeAdvantage) const {
    assert(scores.size() == m_candidateCount);
    const auto observed = pairs();
    Vector curvatures(static_cast<Index>(observed.size()));
    for (std::size_t k = 0; k < observed.size(); ++k) {
        const PairObservation& pair = observed[k];
        const double d = scores[pair.a] - scores[pair.b] + homeAdvantage;
        curvatures[static_cast<Index>(k)] =
            -pair.weight * evaluateExpert(m_expert, d, pair.probability).second;
    }
    return curvatures;
}

void PoeObjective::addHessianTerms(const VectorRef& scores, double homeAdvantage, Matrix& hessian,
                                   bool withHomeAdvantage) const {
    const Index n = m_candidateCount;
    hessian.diagonal().head(n).array() += 1.0 / m_priorVariance;
    const Vector curvatures = pairCurvatures(scores, homeAdvantage);
    const auto observed = pairs();
    for (std::size_t k = 0; k < observed.size(); ++k) {
        const PairObservation& pair = observed[k];
        const double c = curvatures[static_cast<Index>(k)];
        hessian(pair.a, pair.a) += c;
        hessian(pair.b, pair.b) += c;
        hessian(pair.a, pair.b) -= c;
        hessian(pair.b, pair.a) -= c;
        if (withHomeAdvantage) {
            // ∂d/∂δ = 1: the δ row collects +c from a and −c from b.
            hessian(n, n) += c;
            hessian(pair.a, n) += c;
            hessian(n, pair.a) += c;
            hessian(pair.b, n) -= c;
            hessian(n, pair.b) -= c;
        }
    }
    for (const AbsoluteExpert& expert : m_absoluteExperts) {
        hessian(expert.candidate, expert.candidate) += expert.weight / expert.variance;
    }
}

Matrix PoeObjective::hessian(const VectorRef& scores, double homeAdvantage) const {
    Matrix result = Matrix::Zero(m_candidateCount, m_candidateCount);
    addHessianTerms(scores, homeAdvantage, result, false);
    return result;
}

Matrix PoeObjective::jointHessian(const VectorRef& scores, double homeAdvantage) const {
    Matrix result = Matrix::Zero(m_candidateCount + 1, m_candidateCount + 1);
    addHessianTerms(scores, homeAdvantage, result, true);
    return result;
}

SparseMatrix PoeObjective::sparseHessian(const VectorRef& scores, double homeAdvantage,
                                         bool withHomeAdvantage) const {
    const Index n = m_candidateCount;
    const Index size = n + (withHomeAdvantage ? 1 : 0);
    const Vector curvatures = pairCurvatures(scores, homeAdvantage);
    const auto observed = pairs();
    std::vector<Eigen::Triplet<double>> entries;
    entries.reserve(observed.size() * (withHomeAdvantage ? 9 : 4) +
                    static_cast<std::size_t>(n + 1) + m_absoluteExperts.size());
    for (Index i = 0; i < n; ++i) {
        entries.emplace_back(i, i, 1.0 / m_priorVariance);
    }
    for (std::size_t k = 0; k < observed.size(); ++k) {
        const PairObservation& pair = observed[k];
        const double c = curvatures[static_cast<Index>(k)];
        entries.emplace_back(pair.a, pair.a, c);
        entries.emplace_back(pair.b, pair.b, c);
        entries.emplace_back(pair.a, pair.b, -c);
        entries.emplace_back(pair.b, pair.a, -c);
        if (withHomeAdvantage) {
            entries.emplace_back(n, n, c);
            entries.emplace_back(pair.a, n, c);
            entries.emplace_back(n, pair.a, c);
            entries.emplace_back(pair.b, n, -c);
            entries.emplace_back(n, pair.b, -c);
        }
    }
    for (const AbsoluteExpert& expert : m_absoluteExperts) {
        entries.emplace_back(expert.candidate, expert.candidate, expert.weight / expert.variance);
    }
    SparseMatrix result(size, size);
    result.setFromTriplets(entries.begin(), entries.end()); // sums duplicates
    return result;
}

// H = Σ_k c_k u_k u_kᵀ + I/σ0² (scores) + Σ_abs w/σ² e_n e_nᵀ, with u_k = e_a − e_b (+ e_δ):
// the linear predictor of pair k is s_a − s_b + δ.
Vector PoeObjective::hessianProduct(const Vector& curvatures, const Vector& direction,
                                    bool withHomeAdvantage) const {
    const Index n = m_candidateCount;
    assert(direction.size() == n + (withHomeAdvantage ? 1 : 0));
    const auto observed = pairs();
    assert(curvatures.size() == static_cast<Index>(observed.size()));
    Vector result(direction.size());
    result.head(n) = direction.head(n) / m_priorVariance;
    const double home = withHomeAdvantage ? direction[n] : 0.0;
    double homeSum = 0.0;
    for (std::size_t k = 0; k < observed.size(); ++k) {
        const PairObservation& pair = observed[k];
        const double t =
            curvatures[static_cast<Index>(k)] * (direction[pair.a] - direction[pair.b] + home);
        result[pair.a] += t;
        result[pair.b] -= t;
        homeSum += t;
    }
    if (withHomeAdvantage) {
        result[n] = homeSum;
    }
    for (const AbsoluteExpert& expert : m_absoluteExperts) {
        result[expert.candidate] += expert.weight / expert.variance * direction[expert.candidate];
    }
    return result;
}

Vector PoeObjective::hessianDiagonal(const Vector& curvatures, bool withHomeAdvantage) const {
    const Index n = m_candidateCount;
    const auto observed = pairs();
    assert(curvatures.size() == static_cast<Index>(observed.size()));
    Vector result = Vector::Zero(n + (withHomeAdvantage ? 1 : 0));
    result.head(n).setConstant(1.0 / m_priorVariance);
    double home = 0.0;
    for (std::size_t k = 0; k < observed.size(); ++k) {
        const PairObservation& pair = observed[k];
        const double c = curvatures[static_cast<Index>(k)];
        result[pair.a] += c;
        result[pair.b] += c;
        home += c;
    }
    if (withHomeAdvantage) {
        result[n] = home;
    }
    for (const AbsoluteExpert& expert : m_absoluteExperts) {
        result[expert.candidate] += expert.weight / expert.variance;
    }
    return result;
}

} // namespace pairrank::stats
