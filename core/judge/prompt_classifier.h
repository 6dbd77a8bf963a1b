// The prompt-based classifier (paper 001 §3.3, eq. 3; DESIGN.md §3): turns the
// next-token distribution of a judge into p = P(A) / (P(A) + P(B)), summing the
// probabilities of every token variant of each label; and the sampling
// estimate for servers without logprobs (paper 001 eq. 5). Pure functions.
#pragma once

#include "judge_result.h"
#include "label_tokens.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace pairrank::judge {

// One entry of a top-logprobs list: a token and its natural-log probability.
struct TokenLogprob {
    QString token;
    double logprob = 0.0;
};

struct LabelClassification {
    // P(A) / (P(A) + P(B)), clamped to [1e-6, 1 − 1e-6]; empty when neither
    // label appears in the list, or both appear with probability 0 (the caller
    // reports a refusal with `listedTokens`) — never a made-up 0.5.
    std::optional<double> p;
    double probabilityA = 0.0; // summed over A's variants (or A's bound, see below)
    double probabilityB = 0.0;
    // Set when one label has no variant in the list: a truncated top-k list only
    // says that the missing label is less likely than every listed token, so its
    // probability is taken as its upper bound min(smallest listed probability,
    // 1 − sum of listed probabilities) — not as zero. This keeps a
    // top-5 list from reporting a near-certain p that the model never gave.
    std::optional<LabelSide> boundedLabel;
    QStringList listedTokens; // the list's tokens, in the order given
};

// Classifies one top-logprobs list (the distribution of the first answer
// token). Entries with a non-finite logprob (NaN, +inf) are ignored; -inf means
// probability 0. Each token is matched with matchLabelToken().
LabelClassification classifyTopLogprobs(const QList<TokenLogprob>& topLogprobs,
                                        const LabelWords& labels);

// Counts of sampled free text answers (classifyAnswerText on each).
struct SampleCounts {
    int a = 0;
    int b = 0;
    int ties = 0;
    int refusals = 0;

    int decisive() const { return a + b + ties; }
    SampleCounts& operator+=(const SampleCounts& other);
};

SampleCounts countSampledAnswers(const QStringList& answers, const LabelWords& labels);

// p = (#A + 0.5) / (n + 1) (paper 001 eq. 5 with add-half smoothing, DESIGN.md §3),
// where a tie counts as half an A and n = #A + #B + #ties; refusals are left
// out. Clamped to [1e-6, 1 − 1e-6]. Empty when n = 0 (every sample refused).
std::optional<double> probabilityFromSamples(const SampleCounts& counts);

// Absolute scoring (paper 002 §3.2): the class probabilities of the scores
// lowest..highest (1..10 by default) from the first answer token's top
// logprobs. A token counts for score k when, trimmed of whitespace and a
// trailing "." or "/", it is the decimal number k. Probabilities of repeated
// spellings (" 7", "7") are summed, then the vector is normalised to sum 1.
// Element i is the probability of score lowest + i. Classes absent from the
// list get 0. Fails ("no score token between 1 and 10 in the top logprobs:
// …") when no class appears, or when lowest > highest.
Result<std::vector<double>> scoreClassProbabilities(const QList<TokenLogprob>& topLogprobs,
                                                    int lowest = 1, int highest = 10);

} // namespace pairrank::judge
