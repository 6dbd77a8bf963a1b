// libFuzzer harness for the readers of outside input that are not a record
// reader of their own: the strict JSON parser (checked against Qt's parser),
// a judge configuration, a list of pending pairs, and the JSON Lines inputs of
// the command line (judgements by index, win-rate items, pairs to judge). The
// first byte picks the reader.
#include "fuzz_support.h"
#include "storage/index_pairs_reader.h"
#include "storage/indexed_comparisons_reader.h"
#include "storage/json_text.h"
#include "storage/jsonl_reader.h"
#include "storage/judge_config_reader.h"
#include "storage/pairs_to_judge_reader.h"
#include "storage/text_encoding.h"
#include "storage/win_rate_items_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

using namespace pairrank::storage;
using fuzzing::require;

// Whatever the strict parser accepts, Qt's parser accepts too, with the same
// value; numbers agree as doubles (the strict parser keeps whole numbers
// written with a fraction exactly, where Qt rounds them).
bool sameValue(const QJsonValue& strict, const QJsonValue& qt) {
    if (strict.isDouble() && qt.isDouble()) {
        return strict.toDouble() == qt.toDouble();
    }
    if (strict.type() != qt.type()) {
        return false;
    }
    if (strict.isArray()) {
        const QJsonArray a = strict.toArray();
        const QJsonArray b = qt.toArray();
        if (a.size() != b.size()) {
            return false;
        }
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!sameValue(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }
    if (strict.isObject()) {
        const QJsonObject a = strict.toObject();
        const QJsonObject b = qt.toObject();
        if (a.keys() != b.keys()) {
            return false;
        }
        for (auto member = a.begin(); member != a.end(); ++member) {
            if (!sameValue(member.value(), b.value(member.key()))) {
                return false;
            }
        }
        return true;
    }
    return strict == qt;
}

void parseJson(const QByteArray& bytes) {
    if (findInvalidUtf8(bytes)) {
        return; // the parser's precondition; the readers check it first
    }
    auto parsed = parseJsonText(bytes);
    if (!parsed) {
        require(parsed.error().offset >= 0 && parsed.error().offset <= bytes.size());
        require(!parsed.error().message.isEmpty());
        return;
    }
    QJsonParseError error;
    const QJsonDocument qt = QJsonDocument::fromJson("[" + bytes + "]", &error);
    require(error.error == QJsonParseError::NoError);
    require(sameValue(parsed->value, qt.array().at(0)));
    for (auto offset = parsed->memberOffsets.cbegin(); offset != parsed->memberOffsets.cend();
         ++offset) {
        require(*offset >= 0 && *offset < bytes.size() && bytes[*offset] == '"');
    }
}

void requirePlace(const Error& error) {
    require(!error.message.isEmpty());
    require(error.line >= 1 && error.column >= 1);
}

template <typename Read> void readLines(const QByteArray& bytes, EmptyInput empty, Read read) {
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    JsonLinesRecordReader reader(buffer, QStringLiteral("fuzz.jsonl"), empty);
    const auto result = read(reader);
    if (!result) {
        requirePlace(result.error());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const QByteArray bytes(reinterpret_cast<const char*>(data + 1),
                           static_cast<qsizetype>(size - 1));
    switch (data[0] % 6) {
    case 0:
        parseJson(bytes);
        break;
    case 1:
        if (auto config = parseJudgeConfig(bytes, QStringLiteral("fuzz.json")); !config) {
            requirePlace(config.error());
        } else {
            require(!config->backend.isEmpty());
        }
        break;
    case 2:
        if (auto pairs = parseIndexPairs(bytes, QStringLiteral("fuzz.json")); !pairs) {
            requirePlace(pairs.error());
        } else {
            for (const IndexPair& pair : *pairs) {
                require(pair.first >= 0 && pair.second >= 0);
            }
        }
        break;
    case 3:
        readLines(bytes, EmptyInput::Accepted, [](RecordReader& reader) {
            auto read = readIndexedComparisons(reader, std::nullopt);
            if (read) {
                for (const IndexedComparison& comparison : read->comparisons) {
                    require(comparison.a != comparison.b && comparison.p > 0.0 &&
                            comparison.p < 1.0 && comparison.weight >= 0.0 &&
                            comparison.a < read->candidateCount &&
                            comparison.b < read->candidateCount);
                }
            }
            return read;
        });
        break;
    case 4:
        readLines(bytes, EmptyInput::Refused, [](RecordReader& reader) {
            auto read = readWinRateItems(reader);
            if (read) {
                require(read->humanLabels.size() == read->itemIds.size());
                require(read->judgeLabels.size() ==
                        read->itemIds.size() *
                            static_cast<std::size_t>(read->evaluatorNames.size()));
                require(read->systems.empty() || read->systems.size() == read->itemIds.size());
            }
            return read;
        });
        break;
    default:
        readLines(bytes, EmptyInput::Accepted, [](RecordReader& reader) {
            auto read = readPairsToJudge(reader);
            if (read) {
                for (const PairToJudgeLine& pair : *read) {
                    require(pair.positionA >= 0 && pair.positionB >= 0);
                }
            }
            return read;
        });
        break;
    }
    return 0;
}
