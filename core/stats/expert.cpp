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

// σ(d), σ(−d) and their logarithms, from one exp and one log1p: every term of a σ expert
// below is made of them, and a fit evaluates them for every pair at every step.
// (All 0 where the link is not σ: nothing reads them then.)
struct SigmoidValues {
    double up = 0.0;      // σ(d)
    double down = 0.0;    // σ(−d)
    double logUp = 0.0;   // log σ(d)
    double logDown = 0.0; // log σ(−d)
};

SigmoidValues sigmoidValues(double d) {
    const double e = std::exp(-std::abs(d));
    const double logOnePlus = std::log1p(e);
    const double large = 1.0 / (1.0 + e); // σ(|d|)
    const double small = e / (1.0 + e);   // σ(−|d|)
    // log σ(|d|) = −log(1 + e^−|d|), log σ(−|d|) = −|d| − log(1 + e^−|d|)
    if (d >= 0) {
        return {large, small, -logOnePlus, -d - logOnePlus};
    }
    return {small, large, d - logOnePlus, -logOnePlus};
}

// log f'(d), the Jacobian of the change of variables (paper 002 §3.1).
Derivatives logJacobian(Link link, double d, const SigmoidValues& s) {
    switch (link) {
    case Link::Identity:
        return {0.0, 0.0, 0.0};
    case Link::Sigmoid:
        // log σ'(d) = log σ(d) + log σ(−d)
        return {s.logUp + s.logDown, s.down - s.up, -2.0 * s.up * s.down};
    case Link::Phi:
        return {logNormalPdf(d), -d, -1.0};
    }
    return {};
}

// f(d) for σ and Φ.
Derivatives linkFunction(Link link, double d, const SigmoidValues& s) {
    switch (link) {
    case Link::Identity:
        return {d, 1.0, 0.0};
    case Link::Sigmoid:
        return {s.up, s.up * s.down, s.up * s.down * (s.down - s.up)};
    case Link::Phi: {
        const double density = normalPdf(d);
        return {normalCdf(d), density, -d * density};
    }
    }
    return {};
}

// log f(d) for f with range (0, 1); log(1 − f(d)) = log f(−d) by symmetry of σ and Φ.
// (log σ)' = σ(−d), (log σ)'' = −σ(d) σ(−d); (log Φ)' = λ(d) = φ(d)/Φ(d), the inverse
// Mills ratio, (log Φ)'' = −λ(d)(d + λ(d)).
Derivatives logPhi(double d) {
    const double ratio = inverseMillsRatio(d);
    return {logNormalCdf(d), ratio, -ratio * (d + ratio)};
}

Derivatives logLink(Link link, double d, const SigmoidValues& s) {
    if (link == Link::Sigmoid) {
        return {s.logUp, s.down, -s.up * s.down};
    }
    return logPhi(d);
}

Derivatives logOneMinusLink(Link link, double d, const SigmoidValues& s) {
    if (link == Link::Sigmoid) {
        return {s.logDown, -s.up, -s.up * s.down};
    }
    const Derivatives mirrored = logPhi(-d);
    return {mirrored.value, -mirrored.first, mirrored.second};
}

// log p̃(f(d)) and its derivatives in d.
Derivatives logDistribution(const ExpertSpec& spec, double d, double p, const SigmoidValues& s) {
    if (spec.distribution == ExpertDistribution::Beta) {
        // log Beta(f; p + α, 1 − p + β) = (p + α − 1) log f + (β − p) log(1 − f) + const (paper 002
        // eq. 1)
        const double onA = p + spec.betaAlpha - 1.0;
        const double onB = spec.betaBeta - p;
        const Derivatives logF = logLink(spec.link, d, s);
        const Derivatives logOneMinusF = logOneMinusLink(spec.link, d, s);
        return {onA * logF.value + onB * logOneMinusF.value,
                onA * logF.first + onB * logOneMinusF.first,
                onA * logF.second + onB * logOneMinusF.second};
    }
    // Gaussian: −(f(d) − target)² / (2σ²)
    const double target =
        spec.link == Link::Identity ? spec.gaussianScale * (p - spec.gaussianOffset) : p;
    const Derivatives f = linkFunction(spec.link, d, s);
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
    const SigmoidValues s = spec.link == Link::Sigmoid ? sigmoidValues(d) : SigmoidValues{};
    const Derivatives jacobian = logJacobian(spec.link, d, s);
    const Derivatives distribution = logDistribution(spec, d, probability, s);
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
