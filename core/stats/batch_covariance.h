// Internal to pair selection: the covariance "as if the chosen (and pending) pairs had
// been observed" while a batch is chosen (pair_selection.h), without copying Σ.
//
// Each pseudo-observation of pair (a, b) with precision c is a Sherman–Morrison update
// (paper 000 A.6, sherman_morrison.h): Σ_j = Σ_{j−1} − f_j d_j d_jᵀ with d_j = Σ_{j−1} r_j.
// After k of them Σ_k = Σ − W Wᵀ, where column j of the N × k matrix W is √f_j d_j (a
// Woodbury-form low-rank correction), so a pair variance under Σ_k is
//   V_ab(Σ_k) = V_ab(Σ) − ‖W(a, :) − W(b, :)‖²,
// computed on the fly. The caller's Σ is only read; the extra memory is N × k.
// Pair selection picks from a candidate pool and rarely scans every pair, so the
// low-rank form stays the cheaper one for every update of a batch.
#pragma once

#include "linear_algebra.h"
#include "result.h"

#include <Eigen/Core>

namespace pairrank::stats::detail {

class BatchCovariance {
public:
    // `covariance` is the caller's Σ, N × N, symmetric; it must outlive this object.
    // `expectedUpdates` sizes W once (more updates still fit: W then grows).
    BatchCovariance(const MatrixRef& covariance, int expectedUpdates);

    // Adds a pseudo-observation: precision c ≥ 0 along e_a − e_b. Errors as addPairPrecision.
    Status addPairPrecision(int a, int b, double precision);

    // No update yet: Σ itself.
    bool isUnchanged() const { return m_rank == 0; }
    int rank() const { return m_rank; }

    // r_low = ‖W(low, :) − W(high, :)‖² for low < high, into
    // `reduction` (resized to ≥ high), clamped at 0 against rounding.
    void varianceReduction(int high, Eigen::ArrayXd& reduction);

    // The same for one pair: ‖W(low, :) − W(high, :)‖², clamped at 0, in O(rank).
    double pairReduction(int low, int high) const;
    // Column k < rank() of W: W(i, k) (the k-th update's √f Σ_{k−1} r).
    double factor(int candidate, int k) const { return m_factors(candidate, k); }

private:
    MatrixRef m_covariance;
    // W: N × capacity, the first m_rank columns used; row-major, so that a pair's
    // reduction reads two contiguous rows.
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> m_factors;
    Vector m_rowSquaredNorm; // ‖W(i, :)‖²
    Vector m_dots;           // scratch: W(0:high, :) W(high, :)ᵀ
    int m_rank = 0;
    int m_expectedUpdates = 0;
};

} // namespace pairrank::stats::detail
