#include "prompt_classifier.h"

#include "core/stats/comparison.h"

#include <algorithm>
#include <cmath>

namespace pairrank::judge {

namespace {

// vLLM writes -inf logprobs as -9999.0 (JSON has no infinity); exp() of either is 0.
constexpr double kZeroProbabilityLogprob = -9999.0;

double probabilityOf(double logprob) {
    if (logprob <= kZeroProbabilityLogprob) {
        return 0.0;
    }
    // A logprob slightly above 0 is rounding noise of a certain token.
    return std::min(1.0, std::exp(logprob));
}

} // namespace

LabelClassification classifyTopLogprobs(const QList<TokenLogprob>& topLogprobs,
                                        const LabelWords& labels) {
    LabelClassification result;
    bool sawA = false;
    bool sawB = false;
    bool sawTie = false;
    double listedMass = 0.0;
    double smallestListed = 1.0;
    int usable = 0;
    int positive = 0;
    double largest = 0.0;
    for (const TokenLogprob& entry : topLogprobs) {
        result.listedTokens.append(entry.token);
        if (std::isnan(entry.logprob) || (entry.logprob > 0.0 && std::isinf(entry.logprob))) {
            continue;
        }
        const double probability = probabilityOf(entry.logprob);
        ++usable;
        positive += probability > 0.0 ? 1 : 0;
        largest = std::max(largest, probability);
        listedMass += probability;
        smallestListed = std::min(smallestListed, probability);
        const std::optional<LabelSide> side = matchLabelToken(entry.token, labels);
        if (side == LabelSide::A) {
            result.probabilityA += probability;
            sawA = true;
        } else if (side == LabelSide::B) {
            result.probabilityB += probability;
            sawB = true;
        } else if (matchesTieLabel(entry.token, labels)) {
            result.probabilityTie += probability;
            sawTie = true;
        }
    }
    result.labelMass = result.probabilityA + result.probabilityB + result.probabilityTie;
    result.oneHot = usable >= 2 && positive == 1 && largest > 0.999;
    result.anyLabelListed = sawA || sawB || sawTie;
    if (!result.anyLabelListed) {
        return result;
    }
    // An absent label is less likely than every listed token and cannot exceed
    // the mass the list leaves over (so its upper bound is used, not 0: a zero
    // would make the other label certain).
    const double bound = std::max(0.0, std::min(smallestListed, 1.0 - listedMass));
    if (sawA != sawB) {
        if (sawA) {
            result.probabilityB = bound;
            result.boundedLabel = LabelSide::B;
        } else {
            result.probabilityA = bound;
            result.boundedLabel = LabelSide::A;
        }
    } else if (!sawA) {
        result.probabilityA = bound;
        result.probabilityB = bound;
    }
    result.tieWins = sawTie && result.probabilityTie > result.probabilityA &&
                     result.probabilityTie > result.probabilityB;
    if (!sawA && !sawB) {
        return result; // only the tie label is listed: no preference to report
    }
    const double total = result.probabilityA + result.probabilityB;
    if (!(total > 0.0)) {
        // Both labels listed with probability 0 (logprob -inf): no preference to
        // report, and never a made-up 0.5.
        return result;
    }
    // paper 001 eq. 3: p = P(A) / (P(A) + P(B))
    result.p = stats::clampProbability(result.probabilityA / total);
    return result;
}

SampleCounts& SampleCounts::operator+=(const SampleCounts& other) {
    a += other.a;
    b += other.b;
    ties += other.ties;
    refusals += other.refusals;
    return *this;
}

SampleCounts countSampledAnswers(const QStringList& answers, const LabelWords& labels) {
    SampleCounts counts;
    for (const QString& answer : answers) {
        switch (classifyAnswerText(answer, labels).verdict) {
        case TextVerdict::A:
            ++counts.a;
            break;
        case TextVerdict::B:
            ++counts.b;
            break;
        case TextVerdict::Tie:
            ++counts.ties;
            break;
        case TextVerdict::Refusal:
            ++counts.refusals;
            break;
        }
    }
    return counts;
}

std::optional<double> probabilityFromSamples(const SampleCounts& counts) {
    const int n = counts.decisive();
    if (n <= 0) {
        return std::nullopt;
    }
    // paper 001 eq. 5 with add-half smoothing (DESIGN.md §3); a tie is half an A.
    const double winsOfA = counts.a + 0.5 * counts.ties;
    return stats::clampProbability((winsOfA + 0.5) / (n + 1.0));
}

namespace {

// The score a listed token stands for, when it is a usable score token of lowest..highest.
std::optional<int> scoreOfToken(const TokenLogprob& entry, int lowest, int highest) {
    if (!std::isfinite(entry.logprob) && !(entry.logprob < 0.0)) {
        return std::nullopt;
    }
    QString core = entry.token.trimmed();
    while (core.endsWith(u'.') || core.endsWith(u'/')) {
        core.chop(1);
    }
    bool isNumber = false;
    const int score = core.toInt(&isNumber);
    if (!isNumber || score < lowest || score > highest || core.startsWith(u'+') ||
        (core.size() > 1 && core.startsWith(u'0'))) {
        return std::nullopt;
    }
    return score;
}

} // namespace

Result<std::vector<double>> scoreClassProbabilities(const QList<TokenLogprob>& topLogprobs,
                                                    int lowest, int highest) {
    if (lowest > highest) {
        return makeError(QStringLiteral("score range %1..%2 is empty").arg(lowest).arg(highest));
    }
    std::vector<double> probabilities(static_cast<std::size_t>(highest - lowest + 1), 0.0);
    double total = 0.0;
    QStringList listed;
    for (const TokenLogprob& entry : topLogprobs) {
        listed.append(entry.token);
        if (const std::optional<int> score = scoreOfToken(entry, lowest, highest)) {
            const double probability = probabilityOf(entry.logprob);
            probabilities[static_cast<std::size_t>(*score - lowest)] += probability;
            total += probability;
        }
    }
    if (!(total > 0.0)) {
        return makeError(QStringLiteral("no score token between %1 and %2 in the top logprobs: %3")
                             .arg(lowest)
                             .arg(highest)
                             .arg(listed.join(QStringLiteral(", "))));
    }
    for (double& probability : probabilities) {
        probability /= total;
    }
    return probabilities;
}

double scoreTokenMass(const QList<TokenLogprob>& topLogprobs, int lowest, int highest) {
    double mass = 0.0;
    for (const TokenLogprob& entry : topLogprobs) {
        if (scoreOfToken(entry, lowest, highest)) {
            mass += probabilityOf(entry.logprob);
        }
    }
    return mass;
}

} // namespace pairrank::judge
