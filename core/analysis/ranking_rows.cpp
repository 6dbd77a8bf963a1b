#include "ranking_rows.h"

#include "core/stats/metrics.h"

#include <algorithm>
#include <vector>

namespace pairrank::analysis {

namespace {

constexpr qsizetype kPreviewCharacters = 80;

QList<RankingRow> ranked(const QList<RankingRow>& rows,
                         const std::vector<stats::RankingTableRow>& table,
                         std::span<const int> judgementsSeen) {
    QList<RankingRow> ordered;
    ordered.reserve(rows.size());
    for (const stats::RankingTableRow& tableRow : table) {
        RankingRow row = rows.at(tableRow.index);
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
        ordered.append(std::move(row));
    }
    return ordered;
}

} // namespace

QList<RankingRow> candidateRows(const QList<domain::Candidate>& candidates,
                                const QString& criterion) {
    QList<RankingRow> rows;
    rows.reserve(candidates.size());
    for (qsizetype position = 0; position < candidates.size(); ++position) {
        const domain::Candidate& candidate = candidates.at(position);
        RankingRow row;
        row.candidateId = candidate.id;
        row.externalId = candidate.externalId;
        row.system = candidate.system;
        row.textPreview = domain::textPreview(candidate.text, kPreviewCharacters);
        row.position = static_cast<int>(position);
        if (const auto reference = candidate.referenceScores.constFind(criterion);
            reference != candidate.referenceScores.constEnd()) {
            row.referenceScore = *reference;
        }
        rows.append(std::move(row));
    }
    return rows;
}

QList<RankingRow> rankingRows(const QList<RankingRow>& rows, const stats::Vector& scores,
                              const stats::Matrix* covariance, std::span<const int> judgementsSeen,
                              const stats::RankingTableOptions& options) {
    return ranked(rows, stats::rankingTable(scores, covariance, options), judgementsSeen);
}

QList<RankingRow> rankingRowsFromDraws(const QList<RankingRow>& rows, const stats::Vector& scores,
                                       const stats::Matrix& draws,
                                       std::span<const int> judgementsSeen) {
    return ranked(rows, stats::rankingTableFromDraws(scores, draws), judgementsSeen);
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
