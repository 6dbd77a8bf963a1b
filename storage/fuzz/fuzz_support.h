// Checks shared by the reader harnesses: a reader must end every input with
// either the end of the file or an error that names a real position, and the
// positions of what it returns never go backwards.
#pragma once

#include "storage/input_record.h"

#include <QBuffer>

#include <cstdint>
#include <cstdlib>

namespace pairrank::storage::fuzzing {

inline void require(bool condition) {
    if (!condition) {
        std::abort(); // libFuzzer reports the input that broke the contract
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
        for (auto value = record.values.cbegin(); value != record.values.cend(); ++value) {
            const FieldPosition where = record.positionOf(value.key());
            require(where.line >= record.line && where.column >= 1);
        }
    }
}

} // namespace pairrank::storage::fuzzing
