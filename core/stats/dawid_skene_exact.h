// Internal to the Dawid–Skene model: exact independent draws for one evaluator
// (dawid_skene_exact.cpp derives them).
#pragma once

#include "dawid_skene.h"

namespace pairrank::stats::detail {

// Cells of the (x, y) grid the exact sampler builds: (m0 + 1)(m1 + 1).
long long exactSingleEvaluatorCells(const WinRateData& data);

// Inputs already validated; data.evaluatorCount() == 1. Chains are independent streams
// of independent draws; options.warmup is not needed and ignored.
DawidSkeneDraws sampleSingleEvaluatorExact(const WinRateData& data, const DawidSkeneModel& model,
                                           const DawidSkeneOptions& options);

} // namespace pairrank::stats::detail
