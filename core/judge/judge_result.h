// Errors are data in core/judge too (DESIGN.md §9), with PairRank's one Error
// type (core/domain/error.h).
#pragma once

#include "core/domain/error.h"

namespace pairrank::judge {

using pairrank::Error;
using pairrank::makeError;
using pairrank::Result;
using pairrank::Status;

} // namespace pairrank::judge
