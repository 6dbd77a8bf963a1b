#include "comparison_reader.h"

#include "storage/indexed_comparisons_reader.h"
#include "storage/input_file.h"

namespace pairrank::cli {

stats::Result<ComparisonInput> readComparisons(const QString& path,
                                               std::optional<int> candidateCount) {
    auto read = storage::readIndexedComparisonsFile(
        path.isEmpty() ? storage::kStandardInputPath : path, candidateCount);
    if (!read) {
        return stats::Error{read.error().toString().toStdString()};
    }
    ComparisonInput input;
    input.candidateCount = read->candidateCount;
    input.comparisons.reserve(read->comparisons.size());
    for (const storage::IndexedComparison& comparison : read->comparisons) {
        input.comparisons.push_back(
            stats::Comparison{comparison.a, comparison.b, comparison.p, comparison.weight});
    }
    return input;
}

} // namespace pairrank::cli
