// Errors are data in storage too (DESIGN.md §9): every fallible function
// returns Result<T> or Status with PairRank's one Error type (core/domain/error.h),
// which points at the place in an input file where the bad row is.
#pragma once

#include "core/domain/error.h"

namespace pairrank::storage {

using pairrank::Error;
using pairrank::makeError;
using pairrank::Result;
using pairrank::Status;

} // namespace pairrank::storage
