#include "hashed_truth.h"

#include "core/stats/comparison.h"
#include "core/stats/random.h"

#include <cmath>

namespace pairrank::judgesim {
namespace {

// Streams of their own, apart from those SimulatedJudge derives from the seed (0, 1, 2).
constexpr std::uint64_t kHashedCandidateStream = 0x68617368636e64; // "hashcnd"
constexpr std::uint64_t kHashedPairStream = 0x6861736870;          // "hashp"
constexpr std::uint64_t kHashedRatingStream = 0x6861736872;        // "hashr"

} // namespace

std::uint64_t textHash(QByteArrayView text) {
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a 64-bit offset basis
    for (const char byte : text) {
        hash ^= static_cast<unsigned char>(byte);
        hash *= 1099511628211ULL; // FNV prime
    }
    return hash;
}

QString hashedTextId(std::uint64_t hash) {
    return QStringLiteral("h:%1").arg(hash, 16, 16, QLatin1Char('0'));
}

HashedCandidate hashedCandidate(std::uint64_t seed, const stats::SimulatedJudgeSettings& settings,
                                std::uint64_t hash) {
    stats::Random random = stats::Random(seed).split(kHashedCandidateStream).split(hash);
    const double trueScore = random.normal();
    const double epsilon = random.normal();
    const double agreement = settings.agreement;
    return HashedCandidate{trueScore, agreement * trueScore +
                                          std::sqrt(1.0 - agreement * agreement) * epsilon};
}

std::vector<double> hashedRating(std::uint64_t seed, const stats::SimulatedJudgeSettings& settings,
                                 std::uint64_t hash) {
    stats::Random ratingNoise = stats::Random(seed).split(kHashedRatingStream).split(hash);
    return stats::simulatedRatingProbabilities(hashedCandidate(seed, settings, hash).latentScore,
                                               ratingNoise.normal(), settings);
}

double hashedPairProbability(std::uint64_t seed, const stats::SimulatedJudgeSettings& settings,
                             std::uint64_t hashA, std::uint64_t hashB) {
    const double latentA = hashedCandidate(seed, settings, hashA).latentScore;
    const double latentB = hashedCandidate(seed, settings, hashB).latentScore;
    stats::Random pairNoise =
        stats::Random(seed).split(kHashedPairStream).split(hashA).split(hashB);
    const double noise = settings.noise * pairNoise.normal();
    const double logit = settings.slope * (latentA - latentB) + settings.positionBias + noise;
    return stats::clampProbability(stats::sigmoid(logit / settings.temperature));
}

} // namespace pairrank::judgesim
