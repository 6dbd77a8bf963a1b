#include "ranking_table.h"

#include "comparison.h"
#include "posterior.h"
#include "random.h"
#include "rank_intervals.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <functional>
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

// What the rows take from the posterior: Σ_ii and V_ij.
struct Spread {
    std::function<double(int)> variance;
    std::function<double(int, int)> pairVariance;
};

// The rows by rank, with the posterior's spread when there is one and the rank intervals
// (by candidate) when they were drawn.
std::vector<RankingTableRow>
rowsByRank(const VectorRef& scores, const Spread* spread,
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
        if (spread != nullptr) {
            const double deviation = std::sqrt(std::max(0.0, spread->variance(index)));
            row.standardDeviation = deviation;
            row.credibleLower = row.score - kNormal95 * deviation;
            row.credibleUpper = row.score + kNormal95 * deviation;
            if (place + 1 < order.size()) {
                const int below = order[place + 1];
                const double difference = spread->pairVariance(index, below);
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
    if (covariance == nullptr) {
        return rowsByRank(scores, nullptr, rankIntervals);
    }
    const Spread spread{[&](int i) { return (*covariance)(i, i); },
                        [&](int i, int j) {
                            return pairVariance(*covariance, i, j);
                        }};
    return rowsByRank(scores, &spread, rankIntervals);
}

std::vector<RankingTableRow> rankingTableFromDraws(const VectorRef& scores,
                                                   const MatrixRef& draws) {
    assert(draws.cols() == scores.size() && draws.rows() >= 1);
    const double count = static_cast<double>(draws.rows());
    // Mean squares about the known means, column by column: no copy of the draws.
    const Spread spread{
        [&](int i) { return (draws.col(i).array() - scores(i)).square().sum() / count; },
        [&](int i, int j) {
            return ((draws.col(i) - draws.col(j)).array() - (scores(i) - scores(j)))
                       .square()
                       .sum() /
                   count;
        }};
    std::optional<std::vector<RankInterval>> rankIntervals;
    if (auto intervals = rankIntervalsFromDraws(draws)) {
        rankIntervals = std::move(intervals).value();
    }
    return rowsByRank(scores, &spread, rankIntervals);
}

} // namespace pairrank::stats
