#include "simulated_judge.h"

#include "random.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace pairrank::stats {
namespace {

// Independent streams derived from the judge's seed: one for the truth, one for
// the latent noise, and a root from which every ordered pair derives its own.
constexpr std::uint64_t kTruthStream = 0;
constexpr std::uint64_t kLatentStream = 1;
constexpr std::uint64_t kPairNoiseStream = 2;
constexpr std::uint64_t kRatingNoiseStream = 3; // ζ_i of the absolute ratings

struct Standardisation {
    double mean = 0;
    double standardDeviation = 0;
};

// Mean and (population) standard deviation of at least 2 finite, not all equal values.
Result<Standardisation> standardisation(const std::vector<double>& values, const char* name) {
    if (values.size() < 2) {
        return Error{"a simulated judge needs at least 2 candidates, got " +
                     std::to_string(values.size())};
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i])) {
            return Error{std::string(name) + "[" + std::to_string(i) + "] is not a finite number"};
        }
    }
    const double n = static_cast<double>(values.size());
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
    double sumOfSquares = 0;
    for (const double value : values) {
        sumOfSquares += (value - mean) * (value - mean);
    }
    const double standardDeviation = std::sqrt(sumOfSquares / n);
    if (!(standardDeviation > 0)) {
        return Error{std::string(name) + " are all equal; they cannot be standardised"};
    }
    return Standardisation{mean, standardDeviation};
}

} // namespace

Status SimulatedJudgeSettings::check() const {
    if (!(agreement >= -1.0 && agreement <= 1.0)) {
        return Error{"agreement must be in [-1, 1], got " + std::to_string(agreement)};
    }
    if (!std::isfinite(slope)) {
        return Error{"slope must be a finite number"};
    }
    if (!(noise >= 0.0 && std::isfinite(noise))) {
        return Error{"noise must be a finite number >= 0, got " + std::to_string(noise)};
    }
    if (!std::isfinite(positionBias)) {
        return Error{"positionBias must be a finite number"};
    }
    if (!(temperature > 0.0 && std::isfinite(temperature))) {
        return Error{"temperature must be a finite number > 0, got " + std::to_string(temperature)};
    }
    if (!std::isfinite(absoluteSlope)) {
        return Error{"absoluteSlope must be a finite number"};
    }
    if (!(absoluteNoise >= 0.0 && std::isfinite(absoluteNoise))) {
        return Error{"absoluteNoise must be a finite number >= 0, got " +
                     std::to_string(absoluteNoise)};
    }
    if (!(absoluteSpread > 0.0 && std::isfinite(absoluteSpread))) {
        return Error{"absoluteSpread must be a finite number > 0, got " +
                     std::to_string(absoluteSpread)};
    }
    return Status::success();
}

Result<SimulatedJudge> SimulatedJudge::create(std::vector<double> trueScores,
                                              const SimulatedJudgeSettings& settings,
                                              std::uint64_t seed) {
    if (Status status = settings.check(); !status) {
        return status.error();
    }
    const Result<Standardisation> standard = standardisation(trueScores, "trueScores");
    if (!standard) {
        return standard.error();
    }
    const double mean = standard->mean;
    const double standardDeviation = standard->standardDeviation;

    Random latentNoise = Random(seed).split(kLatentStream);
    const double agreement = settings.agreement;
    const double independentShare = std::sqrt(1.0 - agreement * agreement);
    std::vector<double> latentScores(trueScores.size());
    for (std::size_t i = 0; i < trueScores.size(); ++i) {
        // Draw even when ρ = ±1 so that the stream does not depend on ρ.
        const double epsilon = latentNoise.normal();
        latentScores[i] =
            agreement * (trueScores[i] - mean) / standardDeviation + independentShare * epsilon;
    }
    return SimulatedJudge(std::move(trueScores), std::move(latentScores), settings, seed);
}

Result<SimulatedJudge> SimulatedJudge::createWithLatent(std::vector<double> trueScores,
                                                        std::vector<double> latentScores,
                                                        const SimulatedJudgeSettings& settings,
                                                        std::uint64_t seed) {
    if (Status status = settings.check(); !status) {
        return status.error();
    }
    if (trueScores.size() != latentScores.size()) {
        return Error{"trueScores and latentScores differ in length (" +
                     std::to_string(trueScores.size()) + " and " +
                     std::to_string(latentScores.size()) + ")"};
    }
    if (const Result<Standardisation> truth = standardisation(trueScores, "trueScores"); !truth) {
        return truth.error();
    }
    const Result<Standardisation> latent = standardisation(latentScores, "latentScores");
    if (!latent) {
        return latent.error();
    }
    for (double& score : latentScores) {
        score = (score - latent->mean) / latent->standardDeviation;
    }
    return SimulatedJudge(std::move(trueScores), std::move(latentScores), settings, seed);
}

Result<SimulatedJudge> SimulatedJudge::createWithRandomTruth(int candidateCount,
                                                             const SimulatedJudgeSettings& settings,
                                                             std::uint64_t seed) {
    if (candidateCount < 2) {
        return Error{"a simulated judge needs at least 2 candidates, got " +
                     std::to_string(candidateCount)};
    }
    Random truth = Random(seed).split(kTruthStream);
    std::vector<double> trueScores(static_cast<std::size_t>(candidateCount));
    for (double& score : trueScores) {
        score = truth.normal();
    }
    return create(std::move(trueScores), settings, seed);
}

SimulatedJudge::SimulatedJudge(std::vector<double> trueScores, std::vector<double> latentScores,
                               const SimulatedJudgeSettings& settings, std::uint64_t seed)
    : m_trueScores(std::move(trueScores))
    , m_latentScores(std::move(latentScores))
    , m_settings(settings)
    , m_seed(seed) {}

Result<double> SimulatedJudge::probability(int a, int b) const {
    const int n = candidateCount();
    if (a < 0 || a >= n) {
        return Error{"candidate a = " + std::to_string(a) + " is outside [0, " + std::to_string(n) +
                     ")"};
    }
    if (b < 0 || b >= n) {
        return Error{"candidate b = " + std::to_string(b) + " is outside [0, " + std::to_string(n) +
                     ")"};
    }
    if (a == b) {
        return Error{"a judge compares two different candidates, got a = b = " + std::to_string(a)};
    }
    // The pair's own stream: its noise does not depend on what was asked before.
    const std::uint64_t pairStream = static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(n) +
                                     static_cast<std::uint64_t>(b);
    Random pairNoise = Random(m_seed).split(kPairNoiseStream).split(pairStream);
    const double noise = m_settings.noise * pairNoise.normal();
    const auto ia = static_cast<std::size_t>(a);
    const auto ib = static_cast<std::size_t>(b);
    const double logitValue = m_settings.slope * (m_latentScores[ia] - m_latentScores[ib]) +
                              m_settings.positionBias + noise;
    return clampProbability(sigmoid(logitValue / m_settings.temperature));
}

Result<Comparison> SimulatedJudge::judge(int a, int b) const {
    Result<double> p = probability(a, b);
    if (!p) {
        return p.error();
    }
    return Comparison{a, b, *p, 1.0};
}

Result<std::vector<double>> SimulatedJudge::scoreClassProbabilities(int index) const {
    const int n = candidateCount();
    if (index < 0 || index >= n) {
        return Error{"candidate " + std::to_string(index) + " is outside [0, " + std::to_string(n) +
                     ")"};
    }
    Random ratingNoise =
        Random(m_seed).split(kRatingNoiseStream).split(static_cast<std::uint64_t>(index));
    return simulatedRatingProbabilities(m_latentScores[static_cast<std::size_t>(index)],
                                        ratingNoise.normal(), m_settings);
}

std::vector<double> simulatedRatingProbabilities(double latent, double zetaDraw,
                                                 const SimulatedJudgeSettings& settings) {
    constexpr double kScaleMiddle = 0.5 * (1 + kRatingClasses);
    const double mean =
        kScaleMiddle + settings.absoluteSlope * (latent + settings.absoluteNoise * zetaDraw);
    const double variance = settings.absoluteSpread * settings.absoluteSpread;
    std::vector<double> exponents(kRatingClasses);
    for (int c = 1; c <= kRatingClasses; ++c) {
        exponents[static_cast<std::size_t>(c - 1)] = -(c - mean) * (c - mean) / (2.0 * variance);
    }
    // Subtracting the largest exponent keeps a mean far outside the scale from
    // underflowing every class to 0.
    const double largest = *std::max_element(exponents.begin(), exponents.end());
    double total = 0.0;
    for (double& value : exponents) {
        value = std::exp(value - largest);
        total += value;
    }
    for (double& value : exponents) {
        value /= total;
    }
    return exponents;
}

} // namespace pairrank::stats
