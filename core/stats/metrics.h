// Evaluation metrics (DESIGN.md §3 "Metrics"): how well predicted scores agree
// with reference scores, and how good predicted probabilities are.
//
// Every metric validates its input and returns an Error (never NaN) that names
// the problem: sequences of different lengths, fewer than two items, a
// non-finite value (the error names the argument and the 0-based index), or an
// input for which the metric is undefined (a constant sequence for a
// correlation, no positive or no negative label for AUROC).
#pragma once

#include "result.h"

#include <span>
#include <utility>
#include <vector>

namespace pairrank::stats {

// 1-based ranks in ascending order of `values`; tied values share the average of
// the ranks they occupy (e.g. {10, 20, 20, 30} → {1, 2.5, 2.5, 4}).
// Fails on an empty input or a non-finite value.
Result<std::vector<double>> averageRanks(std::span<const double> values);

// Pearson's product-moment correlation. Undefined (Error) when either sequence is constant.
Result<double> pearsonCorrelation(std::span<const double> x, std::span<const double> y);

// Spearman's rank correlation: Pearson's correlation of the average ranks, which
// is the standard tie correction. Undefined (Error) when either sequence is constant.
Result<double> spearmanCorrelation(std::span<const double> x, std::span<const double> y);

// Spearman's ρ of many score vectors against one fixed reference, whose average ranks
// are taken once (a run correlates every fit's scores with the same reference scores).
// The same ρ as spearmanCorrelation(scores, reference).
class SpearmanReference {
public:
    // Fails when `reference` has fewer than 2 values, a non-finite one, or is constant.
    static Result<SpearmanReference> create(std::span<const double> reference);
    // Fails when `scores` is not as long as the reference, has a non-finite value, or is
    // constant.
    Result<double> correlate(std::span<const double> scores) const;

private:
    explicit SpearmanReference(std::vector<double> ranks)
        : m_ranks(std::move(ranks)) {}
    std::vector<double> m_ranks;
};

// Kendall's τ-b = (concordant − discordant) / √((n0 − n1)(n0 − n2)), with n0 = n(n−1)/2
// and n1, n2 the pairs tied in x and in y. A pair tied in x or y is neither
// concordant nor discordant. O(n²). Undefined (Error) when either sequence is constant.
Result<double> kendallTauB(std::span<const double> x, std::span<const double> y);

// Of the pairs (i, j) whose truth differs, the fraction that `predicted` orders the
// same way; a pair tied in `predicted` counts as half correct (the expected accuracy
// of breaking the tie by a coin). Fails when every truth value is the same.
Result<double> pairwiseAccuracy(std::span<const double> truth, std::span<const double> predicted);

// Expected calibration error of probabilities of the positive class against binary
// outcomes (0 or 1): the items are put in `binCount` equal-width bins of [0, 1]
// (the last bin includes 1), and ECE = Σ_bins (n_bin / n) · |mean outcome − mean probability|.
// Fails on a probability outside [0, 1], an outcome other than 0 or 1, or binCount < 1.
Result<double> expectedCalibrationError(std::span<const double> probabilities,
                                        std::span<const int> outcomes, int binCount = 10);

// Area under the ROC curve of `scores` for detecting `labels` == 1, by the
// Mann–Whitney statistic on average ranks: a positive and a negative with equal
// scores count one half. Fails when labels are not all 0 or 1, or when there is no
// positive or no negative.
Result<double> areaUnderRocCurve(std::span<const double> scores, std::span<const int> labels);

} // namespace pairrank::stats
