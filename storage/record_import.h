// The loop shared by the importers that store one row per input record
// (judgements, human labels); see import_common.h for the all-or-nothing rule.
#pragma once

#include "import_common.h"
#include "import_references.h"
#include "project_database.h"
#include "record_fields.h"

namespace pairrank::storage {

// Imports every record of `reader` in one transaction: loads the import
// references, prepares a Writer (`static Result<Writer> prepare(ProjectDatabase&)`),
// and for each record calls `readRecord(fields, references, summary)`, which
// returns the Result of the value to store, then `Writer::add` on it.
// `created` names the summary counter of the stored rows. Fails, storing
// nothing, on the first bad record, on cancellation, or when there are no rows.
template <typename Writer, typename ReadRecord>
Result<ImportSummary> importRecords(ProjectDatabase& database, RecordReader& reader,
                                    const QStringList& requiredColumns, ReadRecord readRecord,
                                    qint64 ImportSummary::*created,
                                    const common::ProgressCallback& progress) {
    ImportSummary summary;
    const Status status = database.transaction([&]() -> Status {
        ImportReferences references(database);
        if (Status loaded = references.load(); !loaded) {
            return loaded;
        }
        Result<Writer> writer = Writer::prepare(database);
        if (!writer) {
            return writer.error();
        }
        if (Status reported = reportProgress(progress, 0); !reported) {
            return reported;
        }
        InputRecord record;
        for (;;) {
            Result<bool> read = reader.next(record);
            if (!read) {
                return read.error();
            }
            if (summary.records == 0) {
                if (Status checked = checkRequiredColumns(reader, requiredColumns); !checked) {
                    return checked;
                }
            }
            if (!*read) {
                break;
            }
            const RecordFields fields(record, reader.fileName());
            auto value = readRecord(fields, references, summary);
            if (!value) {
                return value.error();
            }
            if (auto added = writer->add(*value); !added) {
                return fields.errorAtRecord(added.error().message);
            }
            ++(summary.*created);
            ++summary.records;
            if (Status reported = reportProgress(progress, summary.records); !reported) {
                return reported;
            }
        }
        if (summary.records == 0) {
            return Error{QStringLiteral("the file has no rows to import"), reader.fileName(),
                         reader.endLine(), 1};
        }
        return {};
    });
    if (!status) {
        return status.error();
    }
    return summary;
}

} // namespace pairrank::storage
