#include "ranking_rows.h"

#include "core/stats/metrics.h"

#include <algorithm>
#include <vector>

namespace pairrank::analysis {

namespace {

constexpr qsizetype kPreviewCharacters = 80;

QList<RankingRow> rowsOf(const QList<domain::Candidate>& candidates,
                         const std::vector<stats::RankingTableRow>& table,
                         std::span<const int> judgementsSeen, const QString& criterion) {
    QList<RankingRow> rows;
    rows.reserve(candidates.size());
    for (const stats::RankingTableRow& tableRow : table) {
        const domain::Candidate& candidate = candidates.at(tableRow.index);
        RankingRow row;
        row.candidateId = candidate.id;
        row.externalId = candidate.externalId;
        row.system = candidate.system;
        row.textPreview = domain::textPreview(candidate.text, kPreviewCharacters);
        row.position = tableRow.index;
        row.rank = tableRow.rank;
        row.score = tableRow.score;
        row.standardDeviation = tableRow.standardDeviation;
        if (tableRow.credibleLower && tableRow.credibleUpper) {
            row.credibleInterval = Interval{*tableRow.credibleLower, *tableRow.credibleUpper};
        }
        row.rankLower = tableRow.rankLower;
        row.rankUpper = tableRow.rankUpper;
        row.probabilityAboveNext = tableRow.probabilityAboveNext;
        if (static_cast<std::size_t>(tableRow.index) < judgementsSeen.size()) {
            row.judgementsSeen = judgementsSeen[static_cast<std::size_t>(tableRow.index)];
        }
        if (const auto reference = candidate.referenceScores.constFind(criterion);
            reference != candidate.referenceScores.constEnd()) {
            row.referenceScore = *reference;
        }
        rows.append(row);
    }
    return rows;
}

} // namespace

QList<RankingRow> rankingRows(const QList<domain::Candidate>& candidates,
                              const stats::Vector& scores, const stats::Matrix* covariance,
                              std::span<const int> judgementsSeen, const QString& criterion,
                              const stats::RankingTableOptions& options) {
    return rowsOf(candidates, stats::rankingTable(scores, covariance, options), judgementsSeen,
                  criterion);
}

QList<RankingRow> rankingRowsFromDraws(const QList<domain::Candidate>& candidates,
                                       const stats::Vector& scores, const stats::Matrix& draws,
                                       std::span<const int> judgementsSeen,
                                       const QString& criterion) {
    return rowsOf(candidates, stats::rankingTableFromDraws(scores, draws), judgementsSeen,
                  criterion);
}

std::optional<double> spearmanAgainstReference(const QList<RankingRow>& rows) {
    const bool allReferenced = std::all_of(rows.begin(), rows.end(), [](const RankingRow& row) {
        return row.referenceScore.has_value();
    });
    if (!allReferenced || rows.size() < 2) {
        return std::nullopt;
    }
    std::vector<double> scores;
    std::vector<double> reference;
    for (const RankingRow& row : rows) {
        scores.push_back(row.score);
        reference.push_back(*row.referenceScore);
    }
    const auto spearman = stats::spearmanCorrelation(scores, reference);
    return spearman ? std::optional<double>(*spearman) : std::nullopt;
}

} // namespace pairrank::analysis
