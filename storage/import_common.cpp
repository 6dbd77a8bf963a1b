#include "import_common.h"

namespace pairrank::storage {

ImportSummary& ImportSummary::operator+=(const ImportSummary& other) {
    records += other.records;
    contextsCreated += other.contextsCreated;
    candidatesCreated += other.candidatesCreated;
    judgementsCreated += other.judgementsCreated;
    humanLabelsCreated += other.humanLabelsCreated;
    runsCreated += other.runsCreated;
    return *this;
}

Status reportProgress(const common::ProgressCallback& progress, qint64 records) {
    if (records % kProgressInterval != 0) {
        return {};
    }
    if (!common::shouldContinue(progress, common::Progress{records, 0, "importing records"})) {
        return cancelledError();
    }
    return {};
}

Status checkRequiredColumns(const RecordReader& reader, const QStringList& required) {
    const QStringList header = reader.header();
    if (header.isEmpty()) {
        return {};
    }
    for (const QString& column : required) {
        if (!header.contains(column)) {
            return Error{QStringLiteral("the required column '%1' is missing (the header has: %2)")
                             .arg(column, header.join(QStringLiteral(", "))),
                         reader.fileName(), 1, 1};
        }
    }
    return {};
}

} // namespace pairrank::storage
