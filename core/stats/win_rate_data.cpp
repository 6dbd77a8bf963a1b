#include "win_rate_data.h"

namespace pairrank::stats {
namespace {

bool isValidLabel(Label label) {
    return label == kFirstPreferred || label == kSecondPreferred || label == kMissingLabel;
}

} // namespace

Status checkWinRateData(const WinRateData& data) {
    if (data.itemCount() == 0) {
        return Error{"win-rate data has no items"};
    }
    if (data.evaluatorCount() == 0) {
        return Error{"win-rate data has no evaluators"};
    }
    const std::size_t expected = data.humanLabels.size() * data.evaluatorNames.size();
    if (data.judgeLabels.size() != expected) {
        return Error{"judgeLabels has " + std::to_string(data.judgeLabels.size()) +
                     " entries, expected items × evaluators = " + std::to_string(expected)};
    }
    for (int item = 0; item < data.itemCount(); ++item) {
        if (!isValidLabel(data.humanLabels[static_cast<std::size_t>(item)])) {
            return Error{"human label of item " + std::to_string(item) + " is not 0, 1 or missing"};
        }
        for (int evaluator = 0; evaluator < data.evaluatorCount(); ++evaluator) {
            if (!isValidLabel(data.judgeLabel(item, evaluator))) {
                return Error{"label of evaluator '" +
                             data.evaluatorNames[static_cast<std::size_t>(evaluator)] +
                             "' on item " + std::to_string(item) + " is not 0, 1 or missing"};
            }
        }
    }
    return Status::success();
}

WinRateData selectEvaluator(const WinRateData& data, int evaluator) {
    WinRateData selected;
    selected.evaluatorNames = {data.evaluatorNames[static_cast<std::size_t>(evaluator)]};
    selected.humanLabels = data.humanLabels;
    selected.judgeLabels.reserve(data.humanLabels.size());
    for (int item = 0; item < data.itemCount(); ++item) {
        selected.judgeLabels.push_back(data.judgeLabel(item, evaluator));
    }
    return selected;
}

WinRateData withoutHumanLabels(const WinRateData& data) {
    WinRateData stripped = data;
    stripped.humanLabels.assign(data.humanLabels.size(), kMissingLabel);
    return stripped;
}

AccuracyCounts& AccuracyCounts::operator+=(const AccuracyCounts& other) {
    humanFirst += other.humanFirst;
    correctFirst += other.correctFirst;
    humanSecond += other.humanSecond;
    correctSecond += other.correctSecond;
    return *this;
}

JudgeCounts judgeCounts(const WinRateData& data, int evaluator) {
    JudgeCounts counts;
    for (int item = 0; item < data.itemCount(); ++item) {
        const Label label = data.judgeLabel(item, evaluator);
        if (label != kMissingLabel) {
            ++counts.judged;
            counts.firstPreferred += label == kFirstPreferred ? 1 : 0;
        }
    }
    return counts;
}

AccuracyCounts accuracyCounts(const WinRateData& data, int evaluator) {
    AccuracyCounts counts;
    for (int item = 0; item < data.itemCount(); ++item) {
        const Label human = data.humanLabels[static_cast<std::size_t>(item)];
        const Label judge = data.judgeLabel(item, evaluator);
        if (human == kMissingLabel || judge == kMissingLabel) {
            continue;
        }
        if (human == kFirstPreferred) {
            ++counts.humanFirst;
            counts.correctFirst += judge == kFirstPreferred ? 1 : 0;
        } else {
            ++counts.humanSecond;
            counts.correctSecond += judge == kSecondPreferred ? 1 : 0;
        }
    }
    return counts;
}

HumanCounts humanCounts(const WinRateData& data) {
    HumanCounts counts;
    for (const Label human : data.humanLabels) {
        if (human != kMissingLabel) {
            ++counts.labelled;
            counts.firstPreferred += human == kFirstPreferred ? 1 : 0;
        }
    }
    return counts;
}

} // namespace pairrank::stats
