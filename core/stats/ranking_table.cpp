#include "ranking_table.h"

#include "comparison.h"
#include "posterior.h"
#include "random.h"
#include "rank_intervals.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numeric>

namespace pairrank::stats {

namespace {

std::vector<int> orderByScore(const VectorRef& scores) {
    std::vector<int> order(static_cast<std::size_t>(scores.size()));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int left, int right) {
        return scores(left) != scores(right) ? scores(left) > scores(right) : left < right;
    });
    return order;
}

// The rows by rank; `variance(i)` and `pairVariance(i, j)` describe the posterior when
// given, `rankIntervals` (by candidate) when drawn.
template <typename Variance, typename PairVariance>
std::vector<RankingTableRow>
rowsByRank(const VectorRef& scores, const Variance* variance, const PairVariance* pairVariance,
           const std::optional<std::vector<RankInterval>>& rankIntervals) {
    const std::vector<int> order = orderByScore(scores);
    std::vector<RankingTableRow> rows;
    rows.reserve(order.size());
    for (std::size_t place = 0; place < order.size(); ++place) {
        const int index = order[place];
        RankingTableRow row;
        row.index = index;
        row.rank = static_cast<int>(place) + 1;
        row.score = scores(index);
        if (variance != nullptr) {
            const double deviation = std::sqrt(std::max(0.0, (*variance)(index)));
            row.standardDeviation = deviation;
            row.credibleLower = row.score - kNormal95 * deviation;
            row.credibleUpper = row.score + kNormal95 * deviation;
            if (place + 1 < order.size()) {
                const int below = order[place + 1];
                const double difference = (*pairVariance)(index, below);
                // A pair the posterior cannot tell apart in either direction (no variance)
                // is decided by the scores alone.
                row.probabilityAboveNext =
                    difference > 0.0
                        ? normalCdf((scores(index) - scores(below)) / std::sqrt(difference))
                        : (scores(index) > scores(below) ? 1.0 : 0.5);
            }
        }
        if (rankIntervals) {
            row.rankLower = (*rankIntervals)[static_cast<std::size_t>(index)].lower;
            row.rankUpper = (*rankIntervals)[static_cast<std::size_t>(index)].upper;
        }
        rows.push_back(row);
    }
    return rows;
}

} // namespace

std::vector<RankingTableRow> rankingTable(const VectorRef& scores, const Matrix* covariance,
                                          const RankingTableOptions& options) {
    const auto n = static_cast<int>(scores.size());
    std::optional<std::vector<RankInterval>> rankIntervals;
    if (covariance != nullptr && options.rankIntervalDraws > 0 && n > 0) {
        Random random(options.seed);
        auto intervals =
            gaussianRankIntervals(scores, *covariance, options.rankIntervalDraws, random);
        if (intervals) {
            rankIntervals = std::move(intervals).value();
        }
    }
    const auto variance = [&](int i) {
        return (*covariance)(i, i);
    };
    const auto pairVarianceOf = [&](int i, int j) {
        return pairVariance(*covariance, i, j);
    };
    return covariance != nullptr ? rowsByRank(scores, &variance, &pairVarianceOf, rankIntervals)
                                 : rowsByRank<decltype(variance), decltype(pairVarianceOf)>(
                                       scores, nullptr, nullptr, rankIntervals);
}

std::vector<RankingTableRow> rankingTableFromDraws(const VectorRef& scores,
                                                   const MatrixRef& draws) {
    assert(draws.cols() == scores.size() && draws.rows() >= 1);
    const Matrix deviations = draws.rowwise() - scores.transpose();
    const double count = static_cast<double>(draws.rows());
    const Vector variances = deviations.colwise().squaredNorm().transpose() / count;
    const auto variance = [&](int i) {
        return variances[i];
    };
    const auto pairVarianceOf = [&](int i, int j) {
        return (deviations.col(i) - deviations.col(j)).squaredNorm() / count;
    };
    std::optional<std::vector<RankInterval>> rankIntervals;
    if (auto intervals = rankIntervalsFromDraws(draws)) {
        rankIntervals = std::move(intervals).value();
    }
    return rowsByRank(scores, &variance, &pairVarianceOf, rankIntervals);
}

} // namespace pairrank::stats
