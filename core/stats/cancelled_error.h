// The error every long computation of the statistics engine returns when its progress
// callback answers Abort (core/common/progress.h); fromStats() (core/domain/error.h)
// turns it into pairrank::cancelledError(), which isCancelled() recognises.
#pragma once

#include "core/common/progress.h"
#include "result.h"

#include <string>

namespace pairrank::stats {

inline Error cancelledError() {
    return Error{std::string(common::kCancelledMessage)};
}

} // namespace pairrank::stats
