// The one progress-and-cancel protocol of PairRank's long work (import, ranking
// every context, the calibration report, report export, simulation), after
// Ceres' IterationCallback: the work calls the caller's callback now and then
// with how far it got, and the callback's answer says whether to go on.
//
// Contract for a function that takes a ProgressCallback:
//  - it calls the callback at least at its start and whenever a noticeable part
//    of the work is done (not necessarily after every item) — the callback must be
//    cheap. Work that runs on threads of its own (a fit beside a read, draws on
//    every core) may call it from them, but never twice at once;
//  - work that is one step of a larger work reports its own numbers; the larger
//    work, when it shows its own steps, hands it withinStep();
//  - when the callback answers Abort, it stops soon, undoes what it wrote (a
//    cancelled import or export leaves nothing half-written) and returns the
//    error kCancelledMessage (pairrank::cancelledError() in core/domain/error.h,
//    which isCancelled() tells apart from a failure);
//  - an empty callback means "never abort, nobody is listening".
//
// Header only and free of Qt, so that core/stats can use it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace pairrank::common {

enum class ProgressDecision { Continue, Abort };

struct Progress {
    std::int64_t done = 0;
    std::int64_t total = 0; // 0: unknown (a busy indicator)
    std::string stage;      // what is being done now, for the user ("reading rows", …)
};

using ProgressCallback = std::function<ProgressDecision(const Progress&)>;

// The message of the error that a cancelled operation returns.
inline constexpr std::string_view kCancelledMessage = "cancelled";

// Reports to `callback` (if any); true when the work should go on.
inline bool shouldContinue(const ProgressCallback& callback, const Progress& progress) {
    return !callback || callback(progress) == ProgressDecision::Continue;
}

// For a step of a larger work: asks `callback` whether to go on, reporting `step` (the
// enclosing work's numbers and stage) whatever the inner work says of itself. It refers to
// `callback`, which must outlive it (the enclosing work's own parameter does).
inline ProgressCallback withinStep(const ProgressCallback& callback, Progress step) {
    if (!callback) {
        return {};
    }
    return [&callback, step = std::move(step)](const Progress&) {
        return callback(step);
    };
}

} // namespace pairrank::common
