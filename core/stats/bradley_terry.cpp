#include "bradley_terry.h"

#include "baseline_scores.h"
#include "comparison.h"
#include "pair_key.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace pairrank::stats {
namespace {

// One opponent of a candidate: the wins each side took from the other (prior included).
struct Opponent {
    int index = 0;
    double ownWins = 0;
    double opponentWins = 0;
};

struct Tournament {
    std::vector<std::vector<Opponent>> opponents; // per candidate
    Vector wins;                                  // W_i
};

Tournament buildTournament(std::span<const Comparison> comparisons, int candidateCount) {
    // paper 000 §4.2: 1/(N−1) prior wins to each side of every comparison
    const double priorWins = candidateCount > 1 ? 1.0 / (candidateCount - 1) : 0.0;
    struct PairWins {
        int low = 0;
        int high = 0;
        double lowWins = 0;
        double highWins = 0;
    };
    std::vector<PairWins> pairs;
    std::unordered_map<std::uint64_t, std::size_t> indexOfPair;
    for (const Comparison& comparison : comparisons) {
        if (!(comparison.weight > 0.0)) {
            continue;
        }
        const int low = std::min(comparison.a, comparison.b);
        const int high = std::max(comparison.a, comparison.b);
        const auto [position, inserted] =
            indexOfPair.try_emplace(orderedPairKey(low, high), pairs.size());
        if (inserted) {
            pairs.push_back({low, high, 0.0, 0.0});
        }
        PairWins& pair = pairs[position->second];
        const double winsOfA = comparison.weight * hardDecision(comparison.p);
        const double winsOfB = comparison.weight - winsOfA;
        pair.lowWins += (comparison.a == low ? winsOfA : winsOfB) + priorWins;
        pair.highWins += (comparison.a == low ? winsOfB : winsOfA) + priorWins;
    }
    Tournament tournament{std::vector<std::vector<Opponent>>(candidateCount),
                          Vector::Zero(candidateCount)};
    for (const PairWins& pair : pairs) {
        tournament.opponents[pair.low].push_back({pair.high, pair.lowWins, pair.highWins});
        tournament.opponents[pair.high].push_back({pair.low, pair.highWins, pair.lowWins});
        tournament.wins[pair.low] += pair.lowWins;
        tournament.wins[pair.high] += pair.highWins;
    }
    return tournament;
}

// Zermelo / MM update of candidate i from the strengths `current`.
double zermeloUpdate(const Tournament& tournament, const Vector& current, int i) {
    double denominator = 0.0;
    for (const Opponent& opponent : tournament.opponents[i]) {
        denominator +=
            (opponent.ownWins + opponent.opponentWins) / (current[i] + current[opponent.index]);
    }
    return tournament.wins[i] / denominator;
}

// Newman's update of candidate i (Newman 2023, eq. 7 there).
double newmanUpdate(const Tournament& tournament, const Vector& current, int i) {
    double numerator = 0.0;
    double denominator = 0.0;
    for (const Opponent& opponent : tournament.opponents[i]) {
        const double sum = current[i] + current[opponent.index];
        numerator += opponent.ownWins * current[opponent.index] / sum;
        denominator += opponent.opponentWins / sum;
    }
    return numerator / denominator;
}

// Rescales the strengths of candidates with games to geometric mean 1; returns log π.
Vector normalisedLogStrengths(const Tournament& tournament, Vector& strengths) {
    const Index n = strengths.size();
    Vector logStrengths = Vector::Zero(n);
    double sum = 0.0;
    int playing = 0;
    for (Index i = 0; i < n; ++i) {
        if (!tournament.opponents[static_cast<std::size_t>(i)].empty()) {
            logStrengths[i] = std::log(strengths[i]);
            sum += logStrengths[i];
            ++playing;
        }
    }
    const double shift = playing > 0 ? sum / playing : 0.0;
    for (Index i = 0; i < n; ++i) {
        if (!tournament.opponents[static_cast<std::size_t>(i)].empty()) {
            logStrengths[i] -= shift;
            strengths[i] = std::exp(logStrengths[i]);
        }
    }
    return logStrengths;
}

double scoreEquationResidual(const Tournament& tournament, const Vector& logStrengths) {
    double worst = 0.0;
    for (std::size_t i = 0; i < tournament.opponents.size(); ++i) {
        double expected = 0.0;
        for (const Opponent& opponent : tournament.opponents[i]) {
            expected += (opponent.ownWins + opponent.opponentWins) *
                        sigmoid(logStrengths[static_cast<Index>(i)] - logStrengths[opponent.index]);
        }
        const double wins = tournament.wins[static_cast<Index>(i)];
        worst = std::max(worst, std::abs(wins - expected) / std::max(1.0, wins));
    }
    return worst;
}

} // namespace

Result<BradleyTerryResult> fitHardBradleyTerry(std::span<const Comparison> comparisons,
                                               int candidateCount,
                                               const BradleyTerryOptions& options) {
    if (!(options.tolerance > 0.0)) {
        return Error{"Bradley-Terry: tolerance must be > 0"};
    }
    if (options.maxIterations < 1) {
        return Error{"Bradley-Terry: maxIterations must be >= 1"};
    }
    if (candidateCount == 0) {
        return BradleyTerryResult{};
    }
    const Tournament tournament = buildTournament(comparisons, candidateCount);
    Vector strengths = Vector::Ones(candidateCount);
    Vector logStrengths = Vector::Zero(candidateCount);
    const bool newman = options.iteration == BradleyTerryIteration::Newman;
    for (int iteration = 1; iteration <= options.maxIterations; ++iteration) {
        if (newman) {
            for (int i = 0; i < candidateCount; ++i) {
                if (!tournament.opponents[static_cast<std::size_t>(i)].empty()) {
                    strengths[i] = newmanUpdate(tournament, strengths, i); // Gauss–Seidel
                }
            }
        } else {
            Vector next = strengths;
            for (int i = 0; i < candidateCount; ++i) {
                if (!tournament.opponents[static_cast<std::size_t>(i)].empty()) {
                    next[i] = zermeloUpdate(tournament, strengths, i);
                }
            }
            strengths = std::move(next);
        }
        const Vector updated = normalisedLogStrengths(tournament, strengths);
        const double change =
            candidateCount > 0 ? (updated - logStrengths).lpNorm<Eigen::Infinity>() : 0.0;
        logStrengths = updated;
        if (change < options.tolerance) {
            BradleyTerryResult result;
            result.scores = logStrengths.array() - logStrengths.mean();
            result.iterations = iteration;
            result.residual = scoreEquationResidual(tournament, logStrengths);
            return result;
        }
    }
    return Error{"Bradley-Terry (" + std::string(newman ? "Newman" : "Zermelo") +
                 ") did not converge in " + std::to_string(options.maxIterations) + " iterations"};
}

} // namespace pairrank::stats
