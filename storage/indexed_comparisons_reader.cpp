#include "indexed_comparisons_reader.h"

#include "input_file.h"
#include "jsonl_reader.h"
#include "record_fields.h"

#include <limits>

namespace pairrank::storage {
namespace {

const QString kA = QStringLiteral("a");
const QString kB = QStringLiteral("b");
const QString kP = QStringLiteral("p");
const QString kWeight = QStringLiteral("weight");

Result<int> readIndex(const RecordFields& fields, const QString& column,
                      std::optional<int> candidateCount) {
    if (!fields.has(column)) {
        return fields.errorAtRecord(
            QStringLiteral("the required field '%1' is missing").arg(column));
    }
    Result<std::optional<qint64>> index = fields.optionalInteger(column);
    if (!index) {
        return index.error();
    }
    if (**index < 0 || **index >= std::numeric_limits<int>::max()) {
        return fields.errorAt(column, QStringLiteral("%1 is not a candidate index (an integer "
                                                     ">= 0)")
                                          .arg(**index));
    }
    if (candidateCount && **index >= *candidateCount) {
        return fields.errorAt(
            column,
            QStringLiteral("%1 is not below --candidates %2").arg(**index).arg(*candidateCount));
    }
    return static_cast<int>(**index);
}

Result<IndexedComparison> readComparison(const RecordFields& fields,
                                         std::optional<int> candidateCount) {
    IndexedComparison comparison;
    Result<int> a = readIndex(fields, kA, candidateCount);
    if (!a) {
        return a.error();
    }
    Result<int> b = readIndex(fields, kB, candidateCount);
    if (!b) {
        return b.error();
    }
    if (*a == *b) {
        return fields.errorAt(kB, QStringLiteral("names the same candidate as a (%1)").arg(*a));
    }
    if (!fields.has(kP)) {
        return fields.errorAtRecord(QStringLiteral("the required field 'p' is missing"));
    }
    Result<std::optional<double>> p = fields.optionalNumber(kP);
    if (!p) {
        return p.error();
    }
    if (!(**p > 0.0 && **p < 1.0)) {
        return fields.errorAt(kP,
                              QStringLiteral("must lie strictly between 0 and 1, not %1").arg(**p));
    }
    Result<std::optional<double>> weight = fields.optionalNumber(kWeight);
    if (!weight) {
        return weight.error();
    }
    if (weight->has_value() && **weight < 0.0) {
        return fields.errorAt(kWeight, QStringLiteral("must be >= 0, not %1").arg(**weight));
    }
    comparison.a = *a;
    comparison.b = *b;
    comparison.p = **p;
    comparison.weight = weight->value_or(1.0);
    return comparison;
}

} // namespace

Result<IndexedComparisons> readIndexedComparisons(RecordReader& reader,
                                                  std::optional<int> candidateCount) {
    if (candidateCount && *candidateCount < 0) {
        return makeError(QStringLiteral("--candidates must be >= 0"));
    }
    IndexedComparisons read;
    int largestIndex = -1;
    const Status status =
        forEachRecord(reader, [&](const RecordFields& fields, const InputRecord&) -> Status {
            Result<IndexedComparison> comparison = readComparison(fields, candidateCount);
            if (!comparison) {
                return comparison.error();
            }
            read.comparisons.push_back(*comparison);
            largestIndex = std::max({largestIndex, comparison->a, comparison->b});
            return {};
        });
    if (!status) {
        return status.error();
    }
    read.candidateCount = candidateCount.value_or(largestIndex + 1);
    return read;
}

Result<IndexedComparisons> readIndexedComparisonsFile(const QString& path,
                                                      std::optional<int> candidateCount) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path);
    if (!input) {
        return input.error();
    }
    JsonLinesRecordReader reader((*input)->device(), (*input)->name(), EmptyInput::Accepted);
    return readIndexedComparisons(reader, candidateCount);
}

} // namespace pairrank::storage
