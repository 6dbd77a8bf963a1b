#include "win_rate_items.h"

#include <map>

namespace pairrank::analysis {

using stats::Label;

stats::Result<std::vector<stats::SystemPairData>> splitBySystems(const WinRateInput& input) {
    if (input.systems.size() != input.itemIds.size()) {
        return stats::Error{"every item needs \"systems\": [\"G0 name\", \"G1 name\"] to build the "
                            "win-rate matrix"};
    }
    std::vector<stats::SystemPairData> pairs;
    std::map<std::pair<QString, QString>, std::size_t> pairIndex;
    const int evaluatorCount = input.data.evaluatorCount();
    auto flip = [](Label label) {
        return label == stats::kMissingLabel ? label : static_cast<Label>(1 - label);
    };
    for (std::size_t item = 0; item < input.itemIds.size(); ++item) {
        const auto& [first, second] = input.systems[item];
        bool flipped = false;
        auto it = pairIndex.find({first, second});
        if (it == pairIndex.end()) {
            it = pairIndex.find({second, first});
            flipped = it != pairIndex.end();
        }
        if (it == pairIndex.end()) {
            it = pairIndex.emplace(std::pair{first, second}, pairs.size()).first;
            stats::SystemPairData pair;
            pair.firstSystem = first.toStdString();
            pair.secondSystem = second.toStdString();
            pair.data.evaluatorNames = input.data.evaluatorNames;
            pairs.push_back(std::move(pair));
        }
        stats::WinRateData& data = pairs[it->second].data;
        const Label human = input.data.humanLabels[item];
        data.humanLabels.push_back(flipped ? flip(human) : human);
        for (int e = 0; e < evaluatorCount; ++e) {
            const Label label = input.data.judgeLabel(static_cast<int>(item), e);
            data.judgeLabels.push_back(flipped ? flip(label) : label);
        }
    }
    return pairs;
}

} // namespace pairrank::analysis
