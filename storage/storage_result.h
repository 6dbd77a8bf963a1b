// Errors are data in storage too (DESIGN.md §9): every fallible function
// returns Result<T> or Status. An Error may point at a place in an input file
// (file, 1-based line and column) so that the user can find the bad row.
#pragma once

#include "core/common/result.h"

#include <QString>

#include <utility>

namespace pairrank::storage {

struct Error {
    QString message;
    QString file;      // empty when the error is not about an input file
    qint64 line = 0;   // 1-based; 0 when unknown
    qint64 column = 0; // 1-based, in characters; 0 when unknown

    // "file:line:column: message", leaving out the parts that are unknown.
    QString toString() const;
};

// Found by argument-dependent lookup from Status::message().
inline QString errorMessage(const Error& error) {
    return error.toString();
}

// error() returns an empty Error when the result holds a value (so that
// diagnostics built eagerly, e.g. QVERIFY2's message, are safe).
template <typename T> using Result = common::BasicResult<T, Error>;

// The result of an operation that returns nothing but may fail.
using Status = common::BasicStatus<Error>;

inline Error makeError(QString message) {
    return Error{std::move(message), {}, 0, 0};
}

} // namespace pairrank::storage
