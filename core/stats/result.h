// Errors are data in the statistics engine: functions that can fail on their
// input return Result<T> (a value or an Error with a message) instead of
// throwing or returning sentinel values. Only the caller decides how to show it.
#pragma once

#include "core/common/result.h"

#include <string>

namespace pairrank::stats {

struct Error {
    std::string message;
};

// Found by argument-dependent lookup from Status::message().
inline const std::string& errorMessage(const Error& error) {
    return error.message;
}

// error() returns an empty Error when the result holds a value.
template <typename T> using Result = common::BasicResult<T, Error>;

// The result of an operation that returns nothing but may fail.
using Status = common::BasicStatus<Error>;

} // namespace pairrank::stats
