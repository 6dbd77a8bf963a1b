#include "expert.h"

#include "comparison.h"
#include "stable_math.h"

#include <algorithm>
#include <cmath>

namespace pairrank::stats {
namespace {

// Smallest curvature expectedCurvature reports: keeps rank-one updates well defined.
constexpr double kCurvatureFloor = 1e-12;

// A function of d with its first and second derivatives.
struct Derivatives {
    double value = 0;
    double first = 0;
    double second = 0;
};

// log f'(d), the Jacobian of the change of variables (paper 002 §3.1).
Derivatives logJacobian(Link link, double d) {
    switch (link) {
    case Link::Identity:
        return {0.0, 0.0, 0.0};
    case Link::Sigmoid: {
        // log σ'(d) = log σ(d) + log σ(−d)
        const double up = sigmoid(d);
        const double down = sigmoid(-d);
        return {logSigmoid(d) + logSigmoid(-d), down - up, -2.0 * up * down};
    }
    case Link::Phi:
        return {logNormalPdf(d), -d, -1.0};
    }
    return {};
}

// f(d) for σ and Φ.
Derivatives linkFunction(Link link, double d) {
    switch (link) {
    case Link::Identity:
        return {d, 1.0, 0.0};
    case Link::Sigmoid: {
        const double up = sigmoid(d);
        const double down = sigmoid(-d);
        return {up, up * down, up * down * (down - up)};
    }
    case Link::Phi: {
        const double density = normalPdf(d);
        return {normalCdf(d), density, -d * density};
    }
    }
    return {};
}

// log f(d) for f with range (0, 1); log(1 − f(d)) = log f(−d) by symmetry of σ and Φ.
Derivatives logLink(Link link, double d) {
    if (link == Link::Sigmoid) {
        // (log σ)' = σ(−d), (log σ)'' = −σ(d) σ(−d)
        const double down = sigmoid(-d);
        return {logSigmoid(d), down, -sigmoid(d) * down};
    }
    // (log Φ)' = λ(d) = φ(d)/Φ(d), the inverse Mills ratio; (log Φ)'' = −λ(d)(d + λ(d))
    const double ratio = inverseMillsRatio(d);
    return {logNormalCdf(d), ratio, -ratio * (d + ratio)};
}

Derivatives logOneMinusLink(Link link, double d) {
    const Derivatives mirrored = logLink(link, -d);
    return {mirrored.value, -mirrored.first, mirrored.second};
}

// log p̃(f(d)) and its derivatives in d.
Derivatives logDistribution(const ExpertSpec& spec, double d, double p) {
    if (spec.distribution == ExpertDistribution::Beta) {
        // log Beta(f; p + α, 1 − p + β) = (p + α − 1) log f + (β − p) log(1 − f) + const (paper 002
        // eq. 1)
        const double onA = p + spec.betaAlpha - 1.0;
        const double onB = spec.betaBeta - p;
        const Derivatives logF = logLink(spec.link, d);
        const Derivatives logOneMinusF = logOneMinusLink(spec.link, d);
        return {onA * logF.value + onB * logOneMinusF.value,
                onA * logF.first + onB * logOneMinusF.first,
                onA * logF.second + onB * logOneMinusF.second};
    }
    // Gaussian: −(f(d) − target)² / (2σ²)
    const double target =
        spec.link == Link::Identity ? spec.gaussianScale * (p - spec.gaussianOffset) : p;
    const Derivatives f = linkFunction(spec.link, d);
    const double residual = f.value - target;
    const double precision = 1.0 / spec.gaussianVariance;
    return {-0.5 * residual * residual * precision, -residual * f.first * precision,
            -(f.first * f.first + residual * f.second) * precision};
}

} // namespace

Status checkExpertSpec(const ExpertSpec& spec) {
    if (spec.link == Link::Identity && spec.distribution == ExpertDistribution::Beta) {
        return Error{"expert: the identity link cannot be combined with a Beta distribution "
                     "(Beta needs f(d) in (0, 1)); use sigmoid or phi"};
    }
    if (spec.distribution == ExpertDistribution::Gaussian) {
        if (!std::isfinite(spec.gaussianVariance) || spec.gaussianVariance <= 0.0) {
            return Error{"expert: gaussianVariance = " + std::to_string(spec.gaussianVariance) +
                         " must be finite and > 0"};
        }
        if (spec.link == Link::Identity) {
            if (!std::isfinite(spec.gaussianScale) || spec.gaussianScale <= 0.0) {
                return Error{"expert: gaussianScale (alpha) = " +
                             std::to_string(spec.gaussianScale) + " must be finite and > 0"};
            }
            if (!std::isfinite(spec.gaussianOffset)) {
                return Error{"expert: gaussianOffset (beta) must be finite"};
            }
        }
    } else {
        // Beta(p + α, 1 − p + β) is a density for every p in (0, 1) only when α, β ≥ 0.
        if (!std::isfinite(spec.betaAlpha) || spec.betaAlpha < 0.0) {
            return Error{"expert: betaAlpha = " + std::to_string(spec.betaAlpha) +
                         " must be finite and >= 0"};
        }
        if (!std::isfinite(spec.betaBeta) || spec.betaBeta < 0.0) {
            return Error{"expert: betaBeta = " + std::to_string(spec.betaBeta) +
                         " must be finite and >= 0"};
        }
    }
    return Status::success();
}

ExpertTerms evaluateExpert(const ExpertSpec& spec, double d, double p) {
    // σ and Φ experts compare p with f(d) ∈ (0, 1): p is clamped like every probability
    // (DESIGN.md §3). The identity's target α (p − β) is linear and needs no clamp.
    const double probability = spec.link == Link::Identity ? p : clampProbability(p);
    const Derivatives jacobian = logJacobian(spec.link, d);
    const Derivatives distribution = logDistribution(spec, d, probability);
    return {jacobian.value + distribution.value, jacobian.first + distribution.first,
            jacobian.second + distribution.second};
}

double predictedProbability(const ExpertSpec& spec, double d) {
    switch (spec.link) {
    case Link::Identity:
        return spec.gaussianOffset + d / spec.gaussianScale;
    case Link::Sigmoid:
        return sigmoid(d);
    case Link::Phi:
        return normalCdf(d);
    }
    return 0.5;
}

double expectedCurvature(const ExpertSpec& spec, double d) {
    const double curvature = -evaluateExpert(spec, d, predictedProbability(spec, d)).second;
    return std::max(curvature, kCurvatureFloor);
}

std::string linkName(Link link) {
    switch (link) {
    case Link::Identity:
        return "identity";
    case Link::Sigmoid:
        return "sigmoid";
    case Link::Phi:
        return "phi";
    }
    return "unknown";
}

std::string distributionName(ExpertDistribution distribution) {
    return distribution == ExpertDistribution::Gaussian ? "gaussian" : "beta";
}

} // namespace pairrank::stats
