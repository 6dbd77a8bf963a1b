#include "label_distribution.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace pairrank::judgesim {
namespace {

constexpr double kBareLabelShare = 0.9; // "A" versus " A"

struct Filler {
    const char* token;
    int tokenId;
};

// Tokens a real judge model might start with instead of a label.
constexpr std::array<Filler, 16> kFillers{{{"The", 791},
                                           {"Both", 21279},
                                           {"\n", 198},
                                           {"Neither", 63295},
                                           {"I", 40},
                                           {"Response", 2647},
                                           {"**", 334},
                                           {"Answer", 16533},
                                           {"It", 2181},
                                           {"Based", 29815},
                                           {"After", 6153},
                                           {"This", 2028},
                                           {" The", 578},
                                           {"Option", 5454},
                                           {"In", 644},
                                           {"Summary", 19791}}};

// Filler weights decay geometrically (ratio 0.7) and add up to 1 − kLabelMass.
std::array<double, kFillers.size()> fillerProbabilities() {
    std::array<double, kFillers.size()> probabilities{};
    double weight = 1;
    double total = 0;
    for (double& probability : probabilities) {
        probability = weight;
        total += weight;
        weight *= 0.7;
    }
    for (double& probability : probabilities) {
        probability *= (1.0 - kLabelMass) / total;
    }
    return probabilities;
}

TokenProbability entry(QByteArray token, int tokenId, double probability) {
    return TokenProbability{std::move(token), tokenId, probability, std::log(probability)};
}

} // namespace

QList<TokenProbability> firstTokenDistribution(double p) {
    static const std::array<double, kFillers.size()> fillers = fillerProbabilities();
    QList<TokenProbability> distribution;
    distribution.reserve(4 + static_cast<qsizetype>(kFillers.size()));
    const double massA = kLabelMass * p;
    const double massB = kLabelMass * (1.0 - p);
    distribution.append(entry("A", 32, massA * kBareLabelShare));
    distribution.append(entry("B", 33, massB * kBareLabelShare));
    distribution.append(entry(" A", 362, massA * (1.0 - kBareLabelShare)));
    distribution.append(entry(" B", 425, massB * (1.0 - kBareLabelShare)));
    for (std::size_t i = 0; i < kFillers.size(); ++i) {
        distribution.append(entry(kFillers[i].token, kFillers[i].tokenId, fillers[i]));
    }
    std::stable_sort(distribution.begin(), distribution.end(),
                     [](const TokenProbability& a, const TokenProbability& b) {
                         return a.probability > b.probability;
                     });
    return distribution;
}

QList<TokenProbability> thinkingDistribution(double p) {
    constexpr double kLeftOver = 1e-4;
    QList<TokenProbability> distribution{entry("<think>", 151667, 1.0 - kLeftOver)};
    for (const TokenProbability& token : firstTokenDistribution(p)) {
        distribution.append(entry(token.token, token.tokenId, token.probability * kLeftOver));
    }
    return distribution;
}

QList<TokenProbability> oneHotDistribution(QList<TokenProbability> distribution,
                                           QByteArrayView chosen) {
    for (TokenProbability& token : distribution) {
        token.probability = token.token == chosen ? 1.0 : 0.0;
        token.logprob = token.token == chosen ? 0.0 : -std::numeric_limits<double>::infinity();
    }
    std::stable_sort(distribution.begin(), distribution.end(),
                     [](const TokenProbability& a, const TokenProbability& b) {
                         return a.probability > b.probability;
                     });
    return distribution;
}

QList<TokenProbability> refusalDistribution() {
    return {entry("I", 40, 0.8), entry("Sorry", 19701, 0.15), entry("As", 2170, 0.05)};
}

QByteArray mostLikelyLabel(double p) {
    return p >= 0.5 ? QByteArray("A") : QByteArray("B");
}

const TokenProbability& tokenEntry(const QList<TokenProbability>& distribution,
                                   QByteArrayView token) {
    const auto found = std::find_if(distribution.begin(), distribution.end(),
                                    [&](const TokenProbability& t) { return t.token == token; });
    return found != distribution.end() ? *found : distribution.front();
}

} // namespace pairrank::judgesim
