// The one error type of PairRank's Qt layers (judge, storage, run, analysis, ui,
// the command line): errors are data (DESIGN.md §9). A fallible function returns
// Result<T> (a value or an Error) or Status (nothing or an Error); nothing throws
// and nothing returns a sentinel. An Error may point at a place in an input file
// (file, 1-based line and column) so that the user can find the bad row; errors
// from deeper down travel up unchanged, or with context prepended (withContext).
//
// core/stats, which has no Qt, keeps its own stats::Error; fromStats() carries
// one across.
#pragma once

#include "core/common/result.h"

#include <QString>

#include <string>
#include <utility>

namespace pairrank {

struct Error {
    QString message;
    QString file;      // empty when the error is not about an input file
    qint64 line = 0;   // 1-based; 0 when unknown
    qint64 column = 0; // 1-based, in characters; 0 when unknown

    // "file:line:column: message", leaving out the parts that are unknown.
    QString toString() const;
    // The same error with "context: " before its message (the place is kept); a cancel
    // (cancelledError() below) stays a cancel, so that callers can say where a failure
    // happened without hiding that the work was stopped.
    Error withContext(const QString& context) const;
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

// The error of an operation that stopped because its progress callback answered
// Abort (core/common/progress.h): the message common::kCancelledMessage and no
// place in a file. Every Qt layer returns this one when it is cancelled, and
// isCancelled() tells it apart from a failure, so that a caller can say
// "cancelled" (and that nothing was written) instead of showing an error. An
// Abort of core/stats (its own error, same message) carried across by
// fromStats() is recognised too.
Error cancelledError();
bool isCancelled(const Error& error);

// An error of the statistics engine (std::string message) as an Error.
template <typename StatsError> Error fromStats(const StatsError& error) {
    return makeError(QString::fromStdString(error.message));
}

// The same, prefixed with the step that failed ("fitting poe-bt: …"); an Abort stays
// cancelledError().
template <typename StatsError> Error fromStats(const QString& step, const StatsError& error) {
    return fromStats(error).withContext(step);
}

} // namespace pairrank
