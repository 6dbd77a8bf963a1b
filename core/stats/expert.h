// One comparison's expert in the product of experts (paper 002 §3.1, eq. 1–2):
//
//   p(d | C_k) = f'(d) · p̃(f(d) | p),   d = s_a − s_b + δ   (DESIGN.md §3: δ favours position A)
//
// with a link f ∈ {identity, sigmoid σ, standard normal CDF Φ} and p̃ either
//   Gaussian:  N(f(d); target, σ²), target = p for σ and Φ, and α (p − β) for the identity
//              (the linear Gaussian expert of paper 000 eq. 8–12), or
//   Beta:      Beta(f(d); p + α, 1 − p + β) (paper 002 eq. 1); needs f with range (0, 1).
//
// σ with Beta(p, 1 − p) (α = β = 0) is exactly the soft Bradley–Terry expert
// p log σ(d) + (1 − p) log(1 − σ(d)) (paper 000 §3.2),
// because log σ'(d) = log σ(d) + log(1 − σ(d)).
#pragma once

#include "result.h"

#include <string>

namespace pairrank::stats {

enum class Link { Identity, Sigmoid, Phi };
enum class ExpertDistribution { Gaussian, Beta };

struct ExpertSpec {
    Link link = Link::Sigmoid;
    ExpertDistribution distribution = ExpertDistribution::Beta;
    double gaussianScale = 1.0; // α of the linear Gaussian expert, μ = α (p − β)
    double gaussianOffset =
        0.5; // β of the linear Gaussian expert (β = mean p debiases, paper 000 A.7)
    double gaussianVariance = 1.0; // σ² of any Gaussian expert
    double betaAlpha = 0.0;        // α of Beta(p + α, 1 − p + β)
    double betaBeta = 0.0;         // β of Beta(p + α, 1 − p + β)
};

// Identity with Beta has no support on the real line: refused with a message.
Status checkExpertSpec(const ExpertSpec& spec);

// ℓ(d) = log p(d | p) up to a constant in d, with its first and second derivatives in d.
struct ExpertTerms {
    double value = 0;
    double first = 0;
    double second = 0;
};

// `p` is the comparison's (clamped) probability; `d` includes the home advantage.
ExpertTerms evaluateExpert(const ExpertSpec& spec, double d, double p);

// The expert's prediction of p at score difference d: f(d) for σ and Φ, and
// β + d / α for the identity (the p at which the Gaussian expert is centred on d).
double predictedProbability(const ExpertSpec& spec, double d);

// The precision a new, not yet answered comparison at score difference d is
// expected to add: −ℓ''(d) with p set to the expert's own prediction, floored at a
// small positive number. Used to keep batches diverse (a rank-one update of the
// covariance as if the pair had been observed, DESIGN.md §3) and by D-optimal design.
double expectedCurvature(const ExpertSpec& spec, double d);

std::string linkName(Link link);
std::string distributionName(ExpertDistribution distribution);

} // namespace pairrank::stats
