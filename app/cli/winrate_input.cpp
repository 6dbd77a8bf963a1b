#include "winrate_input.h"

#include "storage/project_database.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <map>

namespace pairrank::cli {
namespace {

using stats::Label;

stats::Error lineError(int line, const QString& message) {
    return stats::Error{QStringLiteral("line %1: %2").arg(line).arg(message).toStdString()};
}

// 0, 1 or null/absent (missing label); anything else gives nullopt.
std::optional<Label> parseLabel(const QJsonValue& value) {
    if (value.isUndefined() || value.isNull()) {
        return stats::kMissingLabel;
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number == 0.0) {
            return stats::kFirstPreferred;
        }
        if (number == 1.0) {
            return stats::kSecondPreferred;
        }
    }
    return std::nullopt;
}

struct RawItem {
    Label human = stats::kMissingLabel;
    std::map<int, Label> judges; // evaluator index → label
};

} // namespace

stats::Result<WinRateInput> readWinRateFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return stats::Error{
            QStringLiteral("cannot open '%1': %2").arg(path, file.errorString()).toStdString()};
    }
    WinRateInput input;
    std::vector<RawItem> items;
    std::map<QString, int> evaluatorIndex;
    QSet<QString> seenIds;
    bool everyItemHasSystems = true;
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNumber;
        if (line.isEmpty()) {
            continue;
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            return lineError(lineNumber,
                             QStringLiteral("invalid JSON (%1)").arg(parseError.errorString()));
        }
        if (!document.isObject()) {
            return lineError(lineNumber, QStringLiteral("expected a JSON object"));
        }
        const QJsonObject object = document.object();
        const QJsonValue id = object.value(QStringLiteral("item"));
        QString itemId;
        if (id.isString()) {
            itemId = id.toString();
        } else if (id.isDouble()) {
            itemId = QString::number(id.toDouble(), 'g', 17);
        } else {
            return lineError(lineNumber, QStringLiteral("'item' must be a string or a number"));
        }
        if (seenIds.contains(itemId)) {
            return lineError(lineNumber, QStringLiteral("item '%1' occurs twice").arg(itemId));
        }
        seenIds.insert(itemId);

        RawItem item;
        const std::optional<Label> human = parseLabel(object.value(QStringLiteral("human")));
        if (!human) {
            return lineError(lineNumber, QStringLiteral("'human' must be 0, 1 or null"));
        }
        item.human = *human;
        const QJsonValue judges = object.value(QStringLiteral("judges"));
        if (!judges.isObject()) {
            return lineError(lineNumber,
                             QStringLiteral("'judges' must be an object {\"name\": 0 | 1 | null}"));
        }
        const QJsonObject judgeObject = judges.toObject();
        for (auto it = judgeObject.begin(); it != judgeObject.end(); ++it) {
            const std::optional<Label> label = parseLabel(it.value());
            if (!label) {
                return lineError(lineNumber,
                                 QStringLiteral("judge '%1' must be 0, 1 or null").arg(it.key()));
            }
            const auto [entry, inserted] =
                evaluatorIndex.emplace(it.key(), static_cast<int>(evaluatorIndex.size()));
            if (inserted) {
                input.data.evaluatorNames.push_back(it.key().toStdString());
            }
            item.judges[entry->second] = *label;
        }
        const QJsonValue systems = object.value(QStringLiteral("systems"));
        if (systems.isUndefined()) {
            everyItemHasSystems = false;
        } else {
            const QJsonArray array = systems.toArray();
            if (!systems.isArray() || array.size() != 2 || !array[0].isString() ||
                !array[1].isString() || array[0].toString() == array[1].toString()) {
                return lineError(
                    lineNumber,
                    QStringLiteral("'systems' must be two different names [\"G0\", \"G1\"]"));
            }
            input.systems.emplace_back(array[0].toString(), array[1].toString());
        }
        input.itemIds.push_back(itemId);
        items.push_back(std::move(item));
    }
    if (items.empty()) {
        return stats::Error{QStringLiteral("'%1' has no items").arg(path).toStdString()};
    }
    if (input.data.evaluatorNames.empty()) {
        return stats::Error{
            QStringLiteral("'%1' has no judge labels (every 'judges' object is empty)")
                .arg(path)
                .toStdString()};
    }
    if (!everyItemHasSystems) {
        input.systems.clear();
    }
    const std::size_t evaluatorCount = input.data.evaluatorNames.size();
    for (const RawItem& item : items) {
        input.data.humanLabels.push_back(item.human);
        for (std::size_t e = 0; e < evaluatorCount; ++e) {
            const auto it = item.judges.find(static_cast<int>(e));
            input.data.judgeLabels.push_back(it == item.judges.end() ? stats::kMissingLabel
                                                                     : it->second);
        }
    }
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
