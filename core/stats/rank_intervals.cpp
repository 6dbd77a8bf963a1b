#include "rank_intervals.h"

#include "parallel_tasks.h"

#include <Eigen/Cholesky>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <thread>

namespace pairrank::stats {

namespace {

// The k-th smallest of `values` (0-based), reordering them.
int orderStatistic(std::vector<int>& values, std::size_t k) {
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end());
    return values[k];
}

} // namespace

Result<std::vector<RankInterval>> rankIntervalsFromDraws(const MatrixRef& draws, double level) {
    if (!(level > 0.0 && level < 1.0)) {
        return Error{"rank intervals: level must be in (0, 1)"};
    }
    const Index drawCount = draws.rows();
    const Index candidateCount = draws.cols();
    if (drawCount < 1) {
        return Error{"rank intervals: no draws"};
    }
    if (candidateCount < 1) {
        return Error{"rank intervals: no candidates"};
    }
    if (!draws.allFinite()) {
        return Error{"rank intervals: draws must be finite"};
    }
    const auto candidates = static_cast<std::size_t>(candidateCount);
    const auto rows = static_cast<std::size_t>(drawCount);
    // ranks[c · rows + d] = rank of candidate c in draw d. Draws, then candidates, are
    // independent of each other: slices of them on every core, each with its own buffers,
    // give the same numbers on any number of threads.
    std::vector<int> ranks(candidates * rows);
    // Below a million ranks a thread costs more than it saves.
    const int slices = candidates * rows < (std::size_t{1} << 20)
                           ? 1
                           : static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    runParallelTasks(slices, slices, [&](int slice) {
        std::vector<int> order(candidates);
        std::vector<double> scores(candidates); // one draw, contiguous: a row is strided
        for (auto draw = drawCount * slice / slices; draw < drawCount * (slice + 1) / slices;
             ++draw) {
            for (std::size_t c = 0; c < candidates; ++c) {
                scores[c] = draws(draw, static_cast<Index>(c));
            }
            std::iota(order.begin(), order.end(), 0);
            // Highest score first; equal scores by the smaller index.
            std::sort(order.begin(), order.end(), [&](int left, int right) {
                const double leftScore = scores[static_cast<std::size_t>(left)];
                const double rightScore = scores[static_cast<std::size_t>(right)];
                return leftScore != rightScore ? leftScore > rightScore : left < right;
            });
            for (std::size_t place = 0; place < candidates; ++place) {
                ranks[static_cast<std::size_t>(order[place]) * rows +
                      static_cast<std::size_t>(draw)] = static_cast<int>(place) + 1;
            }
        }
    });
    const double tail = (1.0 - level) / 2.0;
    // Lower and upper order statistics of the central `level` of the draws.
    const auto lowerIndex =
        static_cast<std::size_t>(std::floor(tail * static_cast<double>(rows - 1)));
    const auto upperIndex =
        static_cast<std::size_t>(std::ceil((1.0 - tail) * static_cast<double>(rows - 1)));
    std::vector<RankInterval> intervals(candidates);
    runParallelTasks(slices, slices, [&](int slice) {
        std::vector<int> own(rows);
        const auto count = static_cast<std::size_t>(slices);
        const auto index = static_cast<std::size_t>(slice);
        for (std::size_t candidate = candidates * index / count;
             candidate < candidates * (index + 1) / count; ++candidate) {
            const auto first = ranks.begin() + static_cast<std::ptrdiff_t>(candidate * rows);
            own.assign(first, first + static_cast<std::ptrdiff_t>(rows));
            const double sum = std::accumulate(own.begin(), own.end(), 0.0);
            intervals[candidate].meanRank = sum / static_cast<double>(rows);
            intervals[candidate].lower = orderStatistic(own, lowerIndex);
            intervals[candidate].upper = orderStatistic(own, upperIndex);
        }
    });
    return intervals;
}

Result<Matrix> drawGaussianScores(const VectorRef& mean, const MatrixRef& covariance, int drawCount,
                                  Random& random) {
    const Index n = mean.size();
    if (drawCount < 1) {
        return Error{"Gaussian draws: drawCount must be ≥ 1"};
    }
    if (n < 1 || covariance.rows() != n || covariance.cols() != n) {
        return Error{"Gaussian draws: the covariance must be N × N with N = " + std::to_string(n) +
                     " the length of the mean"};
    }
    if (!mean.allFinite() || !covariance.allFinite()) {
        return Error{"Gaussian draws: mean and covariance must be finite"};
    }
    Eigen::LLT<Matrix> factor(covariance);
    if (factor.info() != Eigen::Success) {
        // A semi-definite Σ (e.g. rounding): add a jitter relative to its scale.
        const double jitter = 1e-10 * std::max(1.0, covariance.diagonal().cwiseAbs().maxCoeff());
        factor.compute(covariance + jitter * Matrix::Identity(n, n));
        if (factor.info() != Eigen::Success) {
            return Error{"Gaussian draws: the covariance is not positive semi-definite"};
        }
    }
    // All standard normals first (draw by draw, the order the stream always had),
    // then one triangular matrix–matrix product: a BLAS-3 product instead of one
    // dense matrix–vector product per draw (N = 1,056, 2,000 draws: the Ranking
    // tab's wait on opening a large project).
    Matrix standard(n, drawCount);
    for (Index draw = 0; draw < drawCount; ++draw) {
        for (Index i = 0; i < n; ++i) {
            standard(i, draw) = random.normal();
        }
    }
    Matrix draws = (factor.matrixL() * standard).transpose();
    draws.rowwise() += mean.transpose();
    return draws;
}

Result<std::vector<RankInterval>> gaussianRankIntervals(const VectorRef& mean,
                                                        const MatrixRef& covariance, int drawCount,
                                                        Random& random, double level) {
    auto draws = drawGaussianScores(mean, covariance, drawCount, random);
    if (!draws) {
        return draws.error();
    }
    return rankIntervalsFromDraws(*draws, level);
}

} // namespace pairrank::stats
