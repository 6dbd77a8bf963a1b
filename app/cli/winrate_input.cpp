#include "winrate_input.h"

#include "storage/project_database.h"
#include "storage/win_rate_items_reader.h"

namespace pairrank::cli {

stats::Result<WinRateInput> readWinRateFile(const QString& path) {
    auto read = storage::readWinRateItemsFile(path);
    if (!read) {
        return stats::Error{read.error().toString().toStdString()};
    }
    // storage's labels are paper 004's numbers, as stats::Label's are.
    static_assert(storage::kFirstGeneratorPreferred == stats::kFirstPreferred &&
                  storage::kSecondGeneratorPreferred == stats::kSecondPreferred &&
                  storage::kNoLabel == stats::kMissingLabel);
    WinRateInput input;
    input.itemIds = std::move(read->itemIds);
    input.systems = std::move(read->systems);
    for (const QString& name : std::as_const(read->evaluatorNames)) {
        input.data.evaluatorNames.push_back(name.toStdString());
    }
    input.data.humanLabels.assign(read->humanLabels.begin(), read->humanLabels.end());
    input.data.judgeLabels.assign(read->judgeLabels.begin(), read->judgeLabels.end());
    return input;
}

stats::Result<WinRateInput> readWinRateProjectFile(const QString& path,
                                                   const analysis::ProjectWinRateRequest& request) {
    const auto prefixed = [](const std::string& message) {
        return stats::Error{"--project: " + message};
    };
    const auto opened = storage::ProjectDatabase::open(path);
    if (!opened) {
        return prefixed(opened.error().toString().toStdString());
    }
    stats::Result<WinRateInput> input = analysis::readWinRateProject(**opened, request);
    if (!input) {
        return prefixed(input.error().message);
    }
    return input;
}

} // namespace pairrank::cli
