#include "win_rate_items_reader.h"

#include "input_file.h"
#include "jsonl_reader.h"
#include "record_fields.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <map>
#include <optional>

namespace pairrank::storage {
namespace {

const QString kItem = QStringLiteral("item");
const QString kHuman = QStringLiteral("human");
const QString kJudges = QStringLiteral("judges");
const QString kSystems = QStringLiteral("systems");

// 0, 1 or null/absent; anything else (a string too) gives nothing.
std::optional<PreferenceLabel> parseLabel(const QJsonValue& value) {
    if (value.isUndefined() || value.isNull()) {
        return kNoLabel;
    }
    if (value.isDouble()) {
        if (value.toDouble() == 0.0) {
            return kFirstGeneratorPreferred;
        }
        if (value.toDouble() == 1.0) {
            return kSecondGeneratorPreferred;
        }
    }
    return std::nullopt;
}

struct ItemLabels {
    PreferenceLabel human = kNoLabel;
    std::map<int, PreferenceLabel> judges; // evaluator index → label
};

class WinRateItemsRead {
public:
    Status add(const RecordFields& fields, const InputRecord& record);
    Result<WinRateItems> finish(const RecordReader& reader);

private:
    WinRateItems m_items;
    std::vector<ItemLabels> m_labels;
    QHash<QString, int> m_evaluators;
    QHash<QString, qint64> m_lineOfItem;
    bool m_everyItemHasSystems = true;
};

Status WinRateItemsRead::add(const RecordFields& fields, const InputRecord& record) {
    Result<QString> id = fields.requiredText(kItem);
    if (!id) {
        return id.error();
    }
    if (auto seen = m_lineOfItem.constFind(*id); seen != m_lineOfItem.constEnd()) {
        return fields.errorAt(
            kItem,
            QStringLiteral("the item '%1' was already given on line %2").arg(*id).arg(*seen));
    }
    m_lineOfItem.insert(*id, record.line);
    ItemLabels labels;
    const std::optional<PreferenceLabel> human = parseLabel(fields.value(kHuman));
    if (!human) {
        return fields.errorAt(kHuman, QStringLiteral("must be 0, 1 or null"));
    }
    labels.human = *human;
    const QJsonValue judges = fields.value(kJudges);
    if (!judges.isObject()) {
        return fields.errorAt(kJudges,
                              QStringLiteral("must be an object {\"name\": 0 | 1 | null}"));
    }
    const QJsonObject judgeObject = judges.toObject();
    for (auto judge = judgeObject.begin(); judge != judgeObject.end(); ++judge) {
        const std::optional<PreferenceLabel> label = parseLabel(judge.value());
        if (!label) {
            return fields.errorAt(
                kJudges, QStringLiteral("judge '%1' must be 0, 1 or null").arg(judge.key()));
        }
        auto evaluator = m_evaluators.constFind(judge.key());
        if (evaluator == m_evaluators.constEnd()) {
            evaluator = m_evaluators.insert(judge.key(), static_cast<int>(m_evaluators.size()));
            m_items.evaluatorNames << judge.key();
        }
        labels.judges[*evaluator] = *label;
    }
    const QJsonValue systems = fields.value(kSystems);
    if (systems.isNull() || systems.isUndefined()) {
        m_everyItemHasSystems = false;
    } else {
        const QJsonArray names = systems.toArray();
        if (!systems.isArray() || names.size() != 2 || !names[0].isString() ||
            !names[1].isString() || names[0].toString() == names[1].toString()) {
            return fields.errorAt(kSystems,
                                  QStringLiteral("must be two different names [\"G0\", \"G1\"]"));
        }
        m_items.systems.emplace_back(names[0].toString(), names[1].toString());
    }
    m_items.itemIds.push_back(*id);
    m_labels.push_back(std::move(labels));
    return {};
}

Result<WinRateItems> WinRateItemsRead::finish(const RecordReader& reader) {
    if (m_items.evaluatorNames.isEmpty()) {
        return Error{QStringLiteral("no judge labels (every 'judges' object is empty)"),
                     reader.fileName(), reader.endLine(), 1};
    }
    if (!m_everyItemHasSystems) {
        m_items.systems.clear();
    }
    const auto evaluatorCount = static_cast<int>(m_items.evaluatorNames.size());
    for (const ItemLabels& labels : m_labels) {
        m_items.humanLabels.push_back(labels.human);
        for (int evaluator = 0; evaluator < evaluatorCount; ++evaluator) {
            const auto found = labels.judges.find(evaluator);
            m_items.judgeLabels.push_back(found == labels.judges.end() ? kNoLabel : found->second);
        }
    }
    return std::move(m_items);
}

} // namespace

Result<WinRateItems> readWinRateItems(RecordReader& reader) {
    WinRateItemsRead read;
    const Status status =
        forEachRecord(reader, [&read](const RecordFields& fields, const InputRecord& record) {
            return read.add(fields, record);
        });
    if (!status) {
        return status.error();
    }
    return read.finish(reader);
}

Result<WinRateItems> readWinRateItemsFile(const QString& path) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path);
    if (!input) {
        return input.error();
    }
    JsonLinesRecordReader reader((*input)->device(), (*input)->name());
    return readWinRateItems(reader);
}

} // namespace pairrank::storage
