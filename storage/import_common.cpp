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

Result<std::unique_ptr<InputFile>> InputFile::open(const QString& path, InputFormat format) {
    std::unique_ptr<InputFile> input(new InputFile());
    input->m_file.setFileName(path);
    if (!input->m_file.open(QIODevice::ReadOnly)) {
        return makeError(
            QStringLiteral("cannot read '%1': %2").arg(path, input->m_file.errorString()));
    }
    input->m_reader = makeRecordReader(input->m_file, path, format);
    return input;
}

Status reportProgress(const ImportProgress& progress, qint64 records) {
    if (progress && records % kProgressInterval == 0 && !progress(records)) {
        return makeError(QStringLiteral("the import was cancelled; nothing was imported"));
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
