#include "agreement.h"

#include <string>

namespace pairrank::stats {

namespace {

Status checkCategoryCount(int categoryCount) {
    if (categoryCount < 2) {
        return Error{"categoryCount must be at least 2, got " + std::to_string(categoryCount)};
    }
    return {};
}

Result<AgreementStatistic> kappaFrom(double observed, double chance, int items) {
    // Chance agreement of 1 means every rating fell into one category: κ is 0/0.
    if (chance >= 1.0) {
        return Error{"kappa is undefined: every rating is in the same category"};
    }
    return AgreementStatistic{(observed - chance) / (1.0 - chance), observed, chance, items};
}

} // namespace

Result<AgreementStatistic> cohenKappa(std::span<const int> first, std::span<const int> second,
                                      int categoryCount) {
    if (const Status status = checkCategoryCount(categoryCount); !status) {
        return status.error();
    }
    if (first.size() != second.size()) {
        return Error{"first and second must rate the same items: " + std::to_string(first.size()) +
                     " and " + std::to_string(second.size()) + " ratings"};
    }
    if (first.empty()) {
        return Error{"no item was rated by both raters"};
    }
    std::vector<double> firstShare(static_cast<std::size_t>(categoryCount), 0.0);
    std::vector<double> secondShare(static_cast<std::size_t>(categoryCount), 0.0);
    int agreements = 0;
    for (std::size_t item = 0; item < first.size(); ++item) {
        for (const auto& [name, rating] :
             {std::pair{"first", first[item]}, std::pair{"second", second[item]}}) {
            if (rating < 0 || rating >= categoryCount) {
                return Error{std::string(name) + "[" + std::to_string(item) +
                             "] = " + std::to_string(rating) + " is outside [0, " +
                             std::to_string(categoryCount) + ")"};
            }
        }
        firstShare[static_cast<std::size_t>(first[item])] += 1.0;
        secondShare[static_cast<std::size_t>(second[item])] += 1.0;
        agreements += first[item] == second[item] ? 1 : 0;
    }
    const double items = static_cast<double>(first.size());
    double chance = 0.0;
    for (std::size_t category = 0; category < firstShare.size(); ++category) {
        chance += (firstShare[category] / items) * (secondShare[category] / items);
    }
    return kappaFrom(agreements / items, chance, static_cast<int>(first.size()));
}

Result<AgreementStatistic> fleissKappa(std::span<const int> counts, int categoryCount) {
    if (const Status status = checkCategoryCount(categoryCount); !status) {
        return status.error();
    }
    const std::size_t categories = static_cast<std::size_t>(categoryCount);
    if (counts.empty() || counts.size() % categories != 0) {
        return Error{"counts must hold items × " + std::to_string(categoryCount) +
                     " entries, got " + std::to_string(counts.size())};
    }
    const std::size_t items = counts.size() / categories;
    std::vector<double> categoryTotals(categories, 0.0);
    int ratersPerItem = 0;
    double sumOfItemAgreement = 0.0;
    for (std::size_t item = 0; item < items; ++item) {
        int raters = 0;
        double sumOfSquares = 0.0;
        for (std::size_t category = 0; category < categories; ++category) {
            const int count = counts[item * categories + category];
            if (count < 0) {
                return Error{"counts[" + std::to_string(item) + "][" + std::to_string(category) +
                             "] is negative"};
            }
            raters += count;
            sumOfSquares += static_cast<double>(count) * count;
            categoryTotals[category] += count;
        }
        if (item == 0) {
            ratersPerItem = raters;
            if (raters < 2) {
                return Error{"every item needs at least two raters; item 0 has " +
                             std::to_string(raters)};
            }
        } else if (raters != ratersPerItem) {
            return Error{"every item needs the same number of raters: item 0 has " +
                         std::to_string(ratersPerItem) + ", item " + std::to_string(item) +
                         " has " + std::to_string(raters)};
        }
        const double n = ratersPerItem;
        sumOfItemAgreement += (sumOfSquares - n) / (n * (n - 1.0));
    }
    const double totalRatings = static_cast<double>(items) * ratersPerItem;
    double chance = 0.0;
    for (const double total : categoryTotals) {
        chance += (total / totalRatings) * (total / totalRatings);
    }
    return kappaFrom(sumOfItemAgreement / static_cast<double>(items), chance,
                     static_cast<int>(items));
}

} // namespace pairrank::stats
