// The simulated judge for texts the simulator was not told about: with no truth
// texts, a candidate is known only by its text, so everything SimulatedJudge
// draws per candidate or per pair is drawn here from (seed, hash of the text)
// instead of (seed, index). The model is the same as core/stats/simulated_judge.h:
//
//   t = true score ~ N(0, 1), ε ~ N(0, 1)   both from the stream (seed, text hash)
//   latent = ρ · t + √(1 − ρ²) · ε          (t is already standard: no standardising)
//   η_ab ~ N(0, noise²)                      from the stream (seed, hash a, hash b)
//   p_ab = clamp(σ((slope · (latent_a − latent_b) + bias + η_ab) / temperature))
//
// so p is deterministic for (seed, ordered pair of texts) and independent of what
// was asked before, and (a, b) differs from (b, a) by its own noise and the bias.
// A text's absolute rating draws its ζ from the stream (seed, text hash) of its
// own and is stats::simulatedRatingProbabilities(latent, ζ draw, settings).
#pragma once

#include "core/stats/simulated_judge.h"

#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <vector>

namespace pairrank::judgesim {

// 64-bit FNV-1a of the UTF-8 bytes: stable across runs, platforms and Qt versions.
std::uint64_t textHash(QByteArrayView text);
// The id under which /stats reports a text known only by its hash: "h:" + 16 hex digits.
QString hashedTextId(std::uint64_t hash);

struct HashedCandidate {
    double trueScore = 0;
    double latentScore = 0;
};
HashedCandidate hashedCandidate(std::uint64_t seed, const stats::SimulatedJudgeSettings& settings,
                                std::uint64_t textHash);

// The class probabilities of the scores 1 … 10 for a text known by its hash
// (precondition: settings.check() passes).
std::vector<double> hashedRating(std::uint64_t seed, const stats::SimulatedJudgeSettings& settings,
                                 std::uint64_t textHash);

// p_ab for two texts known by their hashes (precondition: settings.check() passes).
double hashedPairProbability(std::uint64_t seed, const stats::SimulatedJudgeSettings& settings,
                             std::uint64_t hashA, std::uint64_t hashB);

} // namespace pairrank::judgesim
