#include "ranking_table.h"

#include "comparison.h"
#include "posterior.h"
#include "random.h"
#include "rank_intervals.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pairrank::stats {

std::vector<RankingTableRow> rankingTable(const VectorRef& scores, const Matrix* covariance,
                                          const RankingTableOptions& options) {
    const auto n = static_cast<int>(scores.size());
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int left, int right) {
        return scores(left) != scores(right) ? scores(left) > scores(right) : left < right;
    });
    std::optional<std::vector<RankInterval>> rankIntervals;
    if (covariance != nullptr && options.rankIntervalDraws > 0 && n > 0) {
        Random random(options.seed);
        auto intervals =
            gaussianRankIntervals(scores, *covariance, options.rankIntervalDraws, random);
        if (intervals) {
            rankIntervals = std::move(intervals).value();
        }
    }
    std::vector<RankingTableRow> rows;
    rows.reserve(order.size());
    for (std::size_t place = 0; place < order.size(); ++place) {
        const int index = order[place];
        RankingTableRow row;
        row.index = index;
        row.rank = static_cast<int>(place) + 1;
        row.score = scores(index);
        if (covariance != nullptr) {
            const double deviation = std::sqrt(std::max(0.0, (*covariance)(index, index)));
            row.standardDeviation = deviation;
            row.credibleLower = row.score - kNormal95 * deviation;
            row.credibleUpper = row.score + kNormal95 * deviation;
            if (place + 1 < order.size()) {
                const int below = order[place + 1];
                const double variance = pairVariance(*covariance, index, below);
                // A pair the posterior cannot tell apart in either direction (no variance)
                // is decided by the scores alone.
                row.probabilityAboveNext =
                    variance > 0.0
                        ? normalCdf((scores(index) - scores(below)) / std::sqrt(variance))
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

} // namespace pairrank::stats
