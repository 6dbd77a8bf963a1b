// The error of an operation that stopped because its progress callback
// answered Abort (core/common/progress.h), told apart from real failures so
// that a view can say "cancelled" instead of showing an error.
#pragma once

#include "core/common/progress.h"
#include "core/domain/error.h"

#include <QLatin1StringView>

namespace pairrank::ui {

inline bool isCancelledError(const pairrank::Error& error) {
    return error.message ==
           QLatin1StringView(common::kCancelledMessage.data(),
                             static_cast<qsizetype>(common::kCancelledMessage.size()));
}

} // namespace pairrank::ui
