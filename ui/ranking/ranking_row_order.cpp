#include "ranking_row_order.h"

#include "ranking_table_model.h"

#include <QStringMatcher>

#include <algorithm>
#include <optional>

namespace pairrank::ui {

namespace {

using Row = analysis::RankingRow;

// -1, 0 or 1 with an absent value after every present one.
template <typename T>
std::optional<int> compareAbsentLast(const std::optional<T>& left, const std::optional<T>& right) {
    if (left.has_value() != right.has_value()) {
        return left.has_value() ? -1 : 1;
    }
    if (!left) {
        return 0;
    }
    return std::nullopt; // both present: the caller compares them
}

template <typename T> int compareValues(const T& left, const T& right) {
    return left < right ? -1 : (right < left ? 1 : 0);
}

int compareText(const QString& left, const QString& right) {
    const int folded = QString::compare(left, right, Qt::CaseInsensitive);
    return folded != 0 ? folded : QString::compare(left, right, Qt::CaseSensitive);
}

// Compares two rows by `column` as the ascending order has them; `absentLast` is set
// when exactly one has no value, so that the caller keeps it last when descending too.
int compareRows(const Row& left, const Row& right, int column, bool& absentLast) {
    absentLast = false;
    const auto optional = [&](const auto& a, const auto& b) {
        if (const auto absent = compareAbsentLast(a, b)) {
            absentLast = *absent != 0;
            return *absent;
        }
        return compareValues(*a, *b);
    };
    switch (column) {
    case RankingTableModel::Id:
        return compareText(left.externalId, right.externalId);
    case RankingTableModel::System:
        return compareText(left.system, right.system);
    case RankingTableModel::Score:
        return compareValues(left.score, right.score);
    case RankingTableModel::CredibleInterval: {
        const auto lower = [](const Row& row) {
            return row.credibleInterval ? std::optional(row.credibleInterval->lower) : std::nullopt;
        };
        return optional(lower(left), lower(right));
    }
    case RankingTableModel::RankInterval: {
        const int lower = optional(left.rankLower, right.rankLower);
        return lower != 0 || absentLast ? lower : optional(left.rankUpper, right.rankUpper);
    }
    case RankingTableModel::ProbabilityAboveNext:
        return optional(left.probabilityAboveNext, right.probabilityAboveNext);
    case RankingTableModel::Judgements:
        return compareValues(left.judgementsSeen, right.judgementsSeen);
    case RankingTableModel::ReferenceScore:
        return optional(left.referenceScore, right.referenceScore);
    case RankingTableModel::Text:
        return compareText(left.textPreview, right.textPreview);
    default: // Rank
        return compareValues(left.rank, right.rank);
    }
}

} // namespace

std::vector<int> orderRankingRows(const QList<analysis::RankingRow>& rows,
                                  const RankingRowOrder& order) {
    std::vector<int> shown;
    shown.reserve(static_cast<std::size_t>(rows.size()));
    const QStringMatcher matcher(order.search, Qt::CaseInsensitive);
    for (int index = 0; index < static_cast<int>(rows.size()); ++index) {
        const Row& row = rows.at(index);
        if (order.search.isEmpty() || matcher.indexIn(row.externalId) >= 0 ||
            matcher.indexIn(row.system) >= 0 || matcher.indexIn(row.textPreview) >= 0) {
            shown.push_back(index);
        }
    }
    if (order.column < 0) {
        return shown; // the rows come by rank: as they are
    }
    // The rows come by rank, so a stable sort keeps equal rows by rank.
    const bool descending = order.order == Qt::DescendingOrder;
    std::stable_sort(shown.begin(), shown.end(), [&](int left, int right) {
        bool absentLast = false;
        const int compared = compareRows(rows.at(left), rows.at(right), order.column, absentLast);
        return descending && !absentLast ? compared > 0 : compared < 0;
    });
    return shown;
}

} // namespace pairrank::ui
