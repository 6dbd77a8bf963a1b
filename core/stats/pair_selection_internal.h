// Internal to pair selection: the two families behind selectPairs, after validation.
#pragma once

#include "pair_selection.h"

namespace pairrank::stats::detail {

// random, no-repeat, symmetric; `exclusions` is the caller's working copy.
SelectionResult selectRandomFamily(PairExclusions& exclusions, SelectionStrategy strategy,
                                   int batchSize, Random& random);

// The informative strategies; inputs already validated.
Result<SelectionResult> selectInformativeFamily(PairExclusions& exclusions,
                                                std::span<const OrderedPair> pending,
                                                const PosteriorView& posterior,
                                                const SelectionOptions& options);

// rank-variance (rank_variance_selection.cpp); inputs already validated.
Result<SelectionResult> selectRankVarianceFamily(PairExclusions& exclusions,
                                                 std::span<const OrderedPair> pending,
                                                 const PosteriorView& posterior,
                                                 const SelectionOptions& options);

} // namespace pairrank::stats::detail
