// Exact Binomial(count, probability) draws on top of Random, used by the
// pattern-count Gibbs sampler of Dawid–Skene: the number of items of one label
// pattern whose latent label is 0 is Binomial(items in pattern, P(h = 0 | pattern)),
// which is what drawing every item separately would give, in one draw.
//
// Small means use sequential-search inversion (BINV; expected cost
// count·min(p, 1−p) + 1 steps, one uniform); larger means use Hörmann's BTRS transformed
// rejection with squeeze (W. Hörmann, "The generation of binomial random variates",
// J. Statist. Comput. Simul. 46, 1993), constant expected cost.
#pragma once

#include "random.h"

#include <cstdint>

namespace pairrank::stats {

// Preconditions: count ≥ 0, probability in [0, 1] (asserted; the callers compute
// both from validated data).
std::int64_t sampleBinomial(Random& random, std::int64_t count, double probability);

} // namespace pairrank::stats
