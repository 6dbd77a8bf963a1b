// Checks shared by the reader harnesses: a reader must end every input with
// either the end of the file or an error that names a real position, the
// positions of what it returns never go backwards, and every typed reading of
// a value (RecordFields) gives the value or an error at a real position.
#pragma once

#include "storage/input_record.h"
#include "storage/record_fields.h"

#include <QBuffer>

#include <cstdint>
#include <cstdlib>

namespace pairrank::storage::fuzzing {

inline void require(bool condition) {
    if (!condition) {
        std::abort(); // libFuzzer reports the input that broke the contract
    }
}

template <typename T> void requireValueOrPlace(const Result<T>& result) {
    if (!result) {
        require(result.error().line >= 1 && result.error().column >= 1);
        require(!result.error().message.isEmpty());
    }
}

inline void readEverything(RecordReader& reader) {
    InputRecord record;
    qint64 lastLine = 0;
    for (;;) {
        Result<bool> read = reader.next(record);
        if (!read) {
            require(read.error().line >= 1 && read.error().column >= 1);
            require(!read.error().message.isEmpty());
            return;
        }
        if (!*read) {
            return;
        }
        require(record.line > lastLine);
        lastLine = record.line;
        const RecordFields fields(record, reader.fileName());
        for (auto value = record.values.cbegin(); value != record.values.cend(); ++value) {
            const FieldPosition where = record.positionOf(value.key());
            require(where.line >= record.line && where.column >= 1);
            requireValueOrPlace(fields.optionalText(value.key()));
            requireValueOrPlace(fields.optionalNumber(value.key()));
            requireValueOrPlace(fields.optionalInteger(value.key()));
            requireValueOrPlace(fields.optionalObject(value.key()));
            requireValueOrPlace(fields.optionalDateTime(value.key()));
        }
    }
}

} // namespace pairrank::storage::fuzzing
