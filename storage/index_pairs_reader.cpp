#include "index_pairs_reader.h"

#include "json_document.h"
#include "record_fields.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pairrank::storage {
namespace {

constexpr qint64 kLargestIndex = 1'000'000'000;

std::optional<int> indexOf(const QJsonValue& value) {
    const std::optional<QString> integer = exactIntegerText(value);
    if (!integer || integer->toLongLong() < 0 || integer->toLongLong() > kLargestIndex) {
        return std::nullopt;
    }
    return integer->toInt();
}

Result<std::vector<IndexPair>> pairsOf(const JsonDocument& document) {
    const QString kPairs = QStringLiteral("pairs");
    QJsonArray array;
    if (document.value().isArray()) {
        array = document.value().toArray();
    } else if (document.value().isObject() && document.value().toObject().value(kPairs).isArray()) {
        array = document.value().toObject().value(kPairs).toArray();
    } else {
        return document.errorAt(kPairs, QStringLiteral("expected {\"pairs\": [[a, b], ...]} or "
                                                       "[[a, b], ...]"));
    }
    std::vector<IndexPair> pairs;
    pairs.reserve(static_cast<std::size_t>(array.size()));
    for (qsizetype index = 0; index < array.size(); ++index) {
        const QJsonArray pair = array.at(index).toArray();
        const auto notAPair = [&] {
            return document.errorAt(
                kPairs, QStringLiteral("pair %1 is not [a, b] with integer indices in [0, %2]")
                            .arg(index)
                            .arg(kLargestIndex));
        };
        if (pair.size() != 2) {
            return notAPair();
        }
        const std::optional<int> a = indexOf(pair.at(0));
        const std::optional<int> b = indexOf(pair.at(1));
        if (!a || !b) {
            return notAPair();
        }
        pairs.push_back(IndexPair{a.value(), b.value()});
    }
    return pairs;
}

} // namespace

Result<std::vector<IndexPair>> readIndexPairsFile(const QString& path) {
    Result<JsonDocument> document = JsonDocument::readFile(path);
    if (!document) {
        return document.error();
    }
    return pairsOf(*document);
}

Result<std::vector<IndexPair>> parseIndexPairs(QByteArray bytes, const QString& fileName) {
    Result<JsonDocument> document = JsonDocument::parse(std::move(bytes), fileName);
    if (!document) {
        return document.error();
    }
    return pairsOf(*document);
}

} // namespace pairrank::storage
