// The Laplace precision of a product of experts over the scores, as a sparse operator for
// pools too large for an N × N matrix (poe_objective.h, local_pair_variances.h,
// laplace_draws.h):
//
//   H = Σ_k c_k (e_a − e_b)(e_a − e_b)ᵀ + D0,
//
// c_k the curvature of pair k (negative curvatures counted as 0, as in the iterative Newton
// steps of poe_newton.h; PoE-BT has none) and D0 the diagonal of the prior and the absolute
// experts. `diagonal` is H's diagonal D, so H = D − A with A ≥ 0 the curvatures between
// candidates.
//
// With a fitted δ the marginal covariance of the scores is the s-block of the joint
// inverse, H⁻¹ + y yᵀ / (d − bᵀy) with y = H⁻¹ b (Sherman–Morrison on the Schur complement;
// b = ∂²F/∂s∂δ, d = ∂²F/∂δ²). `home` holds y and 1 / (d − bᵀy), from one conjugate-gradient
// solve (conjugate_gradient.h).
#pragma once

#include "linear_algebra.h"
#include "poe_objective.h"
#include "result.h"

#include <optional>

namespace pairrank::stats {

struct LaplacePrecision {
    struct HomeAdvantageCoupling {
        Vector direction;       // y = H⁻¹ b
        double scale = 0.0;     // 1 / (d − bᵀ y) > 0
        double curvature = 0.0; // d > 0
    };

    Vector curvatures;                         // c_k ≥ 0, one per objective.pairs() entry
    Vector diagonal;                           // D > 0
    std::optional<HomeAdvantageCoupling> home; // when δ is fitted

    // At (scores, homeAdvantage) of `objective`. Errors: scores of the wrong length or not
    // finite, homeAdvantage not finite, a fitted δ without a comparison of positive
    // curvature, a joint Hessian that is not positive definite.
    static Result<LaplacePrecision> create(const PoeObjective& objective, const Vector& scores,
                                           double homeAdvantage, bool homeAdvantageFitted);

    // H x, O(pairs + N).
    Vector apply(const PoeObjective& objective, const Vector& x) const {
        return objective.hessianProduct(curvatures, x, false);
    }
};

} // namespace pairrank::stats
