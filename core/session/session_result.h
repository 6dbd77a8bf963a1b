// Errors are data in core/session too (DESIGN.md §9): every fallible function
// returns Result<T> or Status with a message that names the bad field.
#pragma once

#include "core/common/result.h"

#include <QString>

#include <utility>

namespace pairrank::session {

struct Error {
    QString message;
};

inline QString errorMessage(const Error& error) {
    return error.message;
}

template <typename T> using Result = common::BasicResult<T, Error>;
using Status = common::BasicStatus<Error>;

inline Error makeError(QString message) {
    return Error{std::move(message)};
}

} // namespace pairrank::session
