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

void sortMostLikelyFirst(QList<TokenProbability>& distribution) {
    std::stable_sort(distribution.begin(), distribution.end(),
                     [](const TokenProbability& a, const TokenProbability& b) {
                         return a.probability > b.probability;
                     });
}

// The label tokens' bare spelling ("A", "7") and spaced one (" A", " 7") share
// kLabelMass · their probability; the fillers hold the rest.
struct LabelToken {
    QByteArray bare;
    int bareId;
    QByteArray spaced;
    int spacedId;
    double probability;
};

QList<TokenProbability> withFillers(const QList<LabelToken>& labels) {
    static const std::array<double, kFillers.size()> fillers = fillerProbabilities();
    QList<TokenProbability> distribution;
    distribution.reserve(2 * labels.size() + static_cast<qsizetype>(kFillers.size()));
    for (const LabelToken& label : labels) {
        distribution.append(
            entry(label.bare, label.bareId, kLabelMass * label.probability * kBareLabelShare));
    }
    for (const LabelToken& label : labels) {
        distribution.append(entry(label.spaced, label.spacedId,
                                  kLabelMass * label.probability * (1.0 - kBareLabelShare)));
    }
    for (std::size_t i = 0; i < kFillers.size(); ++i) {
        distribution.append(entry(kFillers[i].token, kFillers[i].tokenId, fillers[i]));
    }
    sortMostLikelyFirst(distribution);
    return distribution;
}

QByteArray scoreLabel(std::size_t classIndex) {
    return QByteArray::number(static_cast<int>(classIndex) + 1);
}

} // namespace

QList<TokenProbability> firstTokenDistribution(double p) {
    return withFillers({{"A", 32, " A", 362, p}, {"B", 33, " B", 425, 1.0 - p}});
}

QList<TokenProbability> scoreDistribution(const std::vector<double>& classProbabilities) {
    QList<LabelToken> labels;
    for (std::size_t i = 0; i < classProbabilities.size(); ++i) {
        // Made-up but stable ids: "1" … "9" after "0" = 15 as in GPT-2's vocabulary.
        const int score = static_cast<int>(i) + 1;
        const bool ten = score == 10;
        labels.append({scoreLabel(i), ten ? 605 : 15 + score, ' ' + scoreLabel(i),
                       ten ? 838 : 352 + score, classProbabilities[i]});
    }
    return withFillers(labels);
}

QList<TokenProbability> thinkingDistribution(const QList<TokenProbability>& answer) {
    constexpr double kLeftOver = 1e-4;
    QList<TokenProbability> distribution{entry("<think>", 151667, 1.0 - kLeftOver)};
    for (const TokenProbability& token : answer) {
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
    sortMostLikelyFirst(distribution);
    return distribution;
}

QList<TokenProbability> refusalDistribution() {
    return {entry("I", 40, 0.8), entry("Sorry", 19701, 0.15), entry("As", 2170, 0.05)};
}

QByteArray mostLikelyLabel(double p) {
    return p >= 0.5 ? QByteArray("A") : QByteArray("B");
}

QByteArray mostLikelyScore(const std::vector<double>& classProbabilities) {
    const auto most = std::max_element(classProbabilities.begin(), classProbabilities.end());
    return scoreLabel(static_cast<std::size_t>(most - classProbabilities.begin()));
}

QByteArray sampledScore(const std::vector<double>& classProbabilities, double uniform) {
    double cumulative = 0.0;
    for (std::size_t i = 0; i < classProbabilities.size(); ++i) {
        cumulative += classProbabilities[i];
        if (uniform < cumulative) {
            return scoreLabel(i);
        }
    }
    return scoreLabel(classProbabilities.size() - 1); // rounding left uniform above the sum
}

const TokenProbability& tokenEntry(const QList<TokenProbability>& distribution,
                                   QByteArrayView token) {
    const auto found = std::find_if(distribution.begin(), distribution.end(),
                                    [&](const TokenProbability& t) { return t.token == token; });
    return found != distribution.end() ? *found : distribution.front();
}

} // namespace pairrank::judgesim
